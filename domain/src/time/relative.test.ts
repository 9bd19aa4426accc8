import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from './durations';
import {
  DATE_UNAVAILABLE_TEXT,
  EDITED_NOW_TEXT,
  editedTime,
  JUST_NOW_TEXT,
  relativeTime,
} from './relative';

const now = new Date('2026-03-05T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime (platform §8, §9)', () => {
  it("says 'Agora mesmo' under 60 s", () => {
    expect(JUST_NOW_TEXT).toBe('Agora mesmo');
    expect(relativeTime(ago(0), now)).toBe('Agora mesmo');
    expect(relativeTime(ago(59 * MS_PER_SECOND), now)).toBe('Agora mesmo');
  });

  it('counts minutes from 60 s, singular and plural', () => {
    expect(relativeTime(ago(60 * MS_PER_SECOND), now)).toBe('há 1 minuto');
    expect(relativeTime(ago(5 * MS_PER_MINUTE + 30 * MS_PER_SECOND), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(59 * MS_PER_MINUTE), now)).toBe('há 59 minutos');
  });

  it('counts hours, then days under 30, then months', () => {
    expect(relativeTime(ago(MS_PER_HOUR), now)).toBe('há 1 hora');
    expect(relativeTime(ago(23 * MS_PER_HOUR), now)).toBe('há 23 horas');
    expect(relativeTime(ago(MS_PER_DAY), now)).toBe('há 1 dia');
    expect(relativeTime(ago(29 * MS_PER_DAY), now)).toBe('há 29 dias');
    expect(relativeTime(ago(30 * MS_PER_DAY), now)).toBe('há 1 mês');
    expect(relativeTime(ago(65 * MS_PER_DAY), now)).toBe('há 2 meses');
    expect(relativeTime(ago(400 * MS_PER_DAY), now)).toBe('há 13 meses');
  });

  it('treats a future date as just now', () => {
    expect(relativeTime(new Date(now.getTime() + MS_PER_HOUR), now)).toBe('Agora mesmo');
  });

  it("says 'Data não disponível' for missing or invalid dates", () => {
    expect(DATE_UNAVAILABLE_TEXT).toBe('Data não disponível');
    expect(relativeTime(null, now)).toBe('Data não disponível');
    expect(relativeTime(undefined, now)).toBe('Data não disponível');
    expect(relativeTime('garbage', now)).toBe('Data não disponível');
  });

  it('accepts ISO strings', () => {
    expect(relativeTime('2026-03-05T11:00:00Z', now)).toBe('há 1 hora');
  });
});

describe('editedTime (catalogue §5)', () => {
  it("says 'Editado agora' under a minute", () => {
    expect(EDITED_NOW_TEXT).toBe('Editado agora');
    expect(editedTime(ago(59 * MS_PER_SECOND), now)).toBe('Editado agora');
    expect(editedTime(new Date(now.getTime() + MS_PER_DAY), now)).toBe('Editado agora');
  });

  it('uses the largest whole unit, singular and plural', () => {
    expect(editedTime(ago(MS_PER_MINUTE), now)).toBe('Editado há 1 minuto');
    expect(editedTime(ago(2 * MS_PER_MINUTE), now)).toBe('Editado há 2 minutos');
    expect(editedTime(ago(MS_PER_HOUR - 1), now)).toBe('Editado há 59 minutos');
    expect(editedTime(ago(MS_PER_HOUR), now)).toBe('Editado há 1 hora');
    expect(editedTime(ago(3 * MS_PER_HOUR), now)).toBe('Editado há 3 horas');
    expect(editedTime(ago(MS_PER_DAY), now)).toBe('Editado há 1 dia');
    expect(editedTime(ago(45 * MS_PER_DAY), now)).toBe('Editado há 45 dias');
  });

  it("says 'Data não disponível' when the date is missing", () => {
    expect(editedTime(null, now)).toBe('Data não disponível');
    expect(editedTime('', now)).toBe('Data não disponível');
  });
});
