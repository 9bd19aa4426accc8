import { describe, expect, it } from 'vitest';
import {
  capitalizePtBR,
  DISPLAY_TIME_ZONE,
  formatDatePtBR,
  INVALID_DATE_TEXT,
  MONTH_NAMES_PT_BR,
  toValidDate,
  WEEKDAY_NAMES_PT_BR,
} from './dates';

describe('formatDatePtBR (platform §8, §9)', () => {
  it("renders 'd de MMMM de yyyy' with lowercase pt-BR month names", () => {
    expect(formatDatePtBR(new Date('2026-03-05T12:00:00Z'))).toBe('5 de março de 2026');
    expect(formatDatePtBR('2025-12-25T15:00:00.000Z')).toBe('25 de dezembro de 2025');
  });

  it('names every month in pt-BR', () => {
    expect(MONTH_NAMES_PT_BR).toEqual([
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ]);
    MONTH_NAMES_PT_BR.forEach((name, index) => {
      const date = new Date(Date.UTC(2026, index, 10, 12));
      expect(formatDatePtBR(date)).toBe(`10 de ${name} de 2026`);
    });
  });

  it('renders instants in São Paulo time', () => {
    expect(DISPLAY_TIME_ZONE).toBe('America/Sao_Paulo');
    // 02:00 UTC on 1 January is still 31 December in Brazil (UTC-3).
    expect(formatDatePtBR('2026-01-01T02:00:00Z')).toBe('31 de dezembro de 2025');
    expect(formatDatePtBR('2026-01-01T03:00:00Z')).toBe('1 de janeiro de 2026');
  });

  it('renders a date-only string as the calendar date written, never shifted', () => {
    expect(formatDatePtBR('2026-03-05')).toBe('5 de março de 2026');
    expect(formatDatePtBR('2026-01-01')).toBe('1 de janeiro de 2026');
  });

  it("returns 'Data inválida' for missing or invalid input", () => {
    expect(INVALID_DATE_TEXT).toBe('Data inválida');
    expect(formatDatePtBR('not a date')).toBe('Data inválida');
    expect(formatDatePtBR('2026-02-30')).toBe('Data inválida');
    expect(formatDatePtBR(null)).toBe('Data inválida');
    expect(formatDatePtBR(undefined)).toBe('Data inválida');
    expect(formatDatePtBR('')).toBe('Data inválida');
    expect(formatDatePtBR(new Date(Number.NaN))).toBe('Data inválida');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDatePtBR(Date.UTC(2024, 1, 29, 12))).toBe('29 de fevereiro de 2024');
  });
});

describe('toValidDate', () => {
  it('returns null for missing, blank or invalid input and a copy otherwise', () => {
    expect(toValidDate(null)).toBeNull();
    expect(toValidDate('  ')).toBeNull();
    expect(toValidDate('xyz')).toBeNull();
    const original = new Date('2026-01-01T00:00:00Z');
    const copy = toValidDate(original);
    expect(copy?.getTime()).toBe(original.getTime());
    expect(copy).not.toBe(original);
  });
});

describe('WEEKDAY_NAMES_PT_BR and capitalizePtBR', () => {
  it('names the weekdays in getUTCDay order', () => {
    // Easter 2026 fell on Sunday 5 April; Christmas 2025 on a Thursday; 1 March 2025 a Saturday.
    expect(WEEKDAY_NAMES_PT_BR[new Date(Date.UTC(2026, 3, 5)).getUTCDay()]).toBe('domingo');
    expect(WEEKDAY_NAMES_PT_BR[new Date(Date.UTC(2025, 11, 25)).getUTCDay()]).toBe('quinta-feira');
    expect(WEEKDAY_NAMES_PT_BR[new Date(Date.UTC(2025, 2, 1)).getUTCDay()]).toBe('sábado');
    expect(WEEKDAY_NAMES_PT_BR).toHaveLength(7);
  });

  it('capitalises the first letter only, accented ones too', () => {
    expect(capitalizePtBR('terça-feira, 17 de fevereiro')).toBe('Terça-feira, 17 de fevereiro');
    expect(capitalizePtBR('épocas')).toBe('Épocas');
    expect(capitalizePtBR('')).toBe('');
  });
});
