// Date parsing and the pt-BR date display (platform §8, §9).

/** A date as the API, a store or a caller hands it over. */
export type DateInput = Date | string | number | null | undefined;

// platform §8: text when a date cannot be formatted.
export const INVALID_DATE_TEXT = 'Data inválida';

// platform §9: dates are shown for Brazilian users. Instants are rendered in São Paulo
// time (Intl timeZone option) so the day shown does not depend on the server's or the
// test machine's zone; a date-only string ('2026-03-05') is a calendar date and is
// rendered as written, never shifted by a zone.
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

// platform §9: pt-BR month names, lowercase as the 'd de MMMM de yyyy' display writes them.
export const MONTH_NAMES_PT_BR = [
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
] as const;

// Weekday names, Sunday first (Date.getUTCDay order), lowercase as a sentence writes them
// ('domingo, 5 de abril'); capitalizePtBR starts a text with one.
export const WEEKDAY_NAMES_PT_BR = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** The text with its first letter in upper case (pt-BR): 'domingo' → 'Domingo'. */
export function capitalizePtBR(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// platform §8: the parsing every date rule shares; null for missing or invalid input.
export function toValidDate(input: DateInput): Date | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Built on first use and reused (numeric parts only; month names come from the list above).
let dayFormatter: Intl.DateTimeFormat | undefined;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function calendarDayOf(input: DateInput): CalendarDay | null {
  if (typeof input === 'string') {
    const match = DATE_ONLY.exec(input.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      const valid =
        check.getUTCFullYear() === year &&
        check.getUTCMonth() === month - 1 &&
        check.getUTCDate() === day;
      return valid ? { year, month, day } : null;
    }
  }
  const date = toValidDate(input);
  if (!date) return null;
  dayFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = dayFormatter.formatToParts(date);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((p) => p.type === type)?.value);
  const result = { year: part('year'), month: part('month'), day: part('day') };
  return Number.isFinite(result.year) && Number.isFinite(result.day) ? result : null;
}

// platform §8, §9: 'd de MMMM de yyyy' in pt-BR ('5 de março de 2026'); 'Data inválida'
// when the input is missing or not a date.
export function formatDatePtBR(input: DateInput): string {
  try {
    const day = calendarDayOf(input);
    const month = day ? MONTH_NAMES_PT_BR[day.month - 1] : undefined;
    if (!day || !month) return INVALID_DATE_TEXT;
    return `${day.day} de ${month} de ${day.year}`;
  } catch {
    return INVALID_DATE_TEXT;
  }
}
