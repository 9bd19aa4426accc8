// Calendar arithmetic of the demo seed: the dates of the church year an art's season
// clusters before, pt-BR date texts, and days in Brazil's time (UTC−3, no daylight saving).

export const MS_PER_DAY = 86_400_000;
const BRAZIL_OFFSET_MS = 3 * 3_600_000;

export type SeasonRule =
  | 'natal'
  | 'pascoa'
  | 'dia-das-maes'
  | 'dia-dos-pais'
  | 'dia-do-pastor'
  | 'ebd'
  | 'carnaval'
  | 'consagracao'
  | 'ano-novo'
  | 'santa-ceia';

const MONTHS = [
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
const WEEKDAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;
const WEEKDAYS_SHORT = [
  'Domingo',
  'Segunda',
  'Terça',
  'Quarta',
  'Quinta',
  'Sexta',
  'Sábado',
] as const;

/** A calendar day, as the UTC midnight of that date. */
export type Day = Date;

export function day(year: number, month: number, date: number): Day {
  return new Date(Date.UTC(year, month, date));
}

export function addDays(d: Day, days: number): Day {
  return new Date(d.getTime() + days * MS_PER_DAY);
}

/** The calendar day in Brazil at this instant. */
export function brazilDay(instant: number): Day {
  const local = new Date(instant - BRAZIL_OFFSET_MS);
  return day(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

/** The instant of this day at hh:mm in Brazil. */
export function brazilInstant(d: Day, hours: number, minutes = 0): number {
  return d.getTime() + BRAZIL_OFFSET_MS + (hours * 60 + minutes) * 60_000;
}

/** Easter Sunday (Meeus/Jones/Butcher Gregorian computus). */
export function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month - 1, date);
}

/** The n-th Sunday (1-based) of a month (0-based). */
export function nthSunday(year: number, month: number, n: number): Day {
  const first = day(year, month, 1);
  const toSunday = (7 - first.getUTCDay()) % 7;
  return addDays(first, toSunday + (n - 1) * 7);
}

/** The dates of a season in one year (Santa Ceia: the first Sunday of every month). */
export function seasonDates(rule: SeasonRule, year: number): Day[] {
  switch (rule) {
    case 'natal':
      return [day(year, 11, 25)];
    case 'pascoa':
      return [easter(year)];
    case 'dia-das-maes':
      return [nthSunday(year, 4, 2)];
    case 'dia-dos-pais':
      return [nthSunday(year, 7, 2)];
    case 'dia-do-pastor':
      return [nthSunday(year, 5, 2)];
    case 'ebd':
      return [nthSunday(year, 8, 3)];
    case 'carnaval':
      // The retreat starts on the Saturday before the Carnival Tuesday (Easter − 47 days).
      return [addDays(easter(year), -50)];
    case 'consagracao':
      return [nthSunday(year, 0, 1)];
    case 'ano-novo':
      return [day(year, 11, 31)];
    case 'santa-ceia':
      return Array.from({ length: 12 }, (_, month) => nthSunday(year, month, 1));
  }
}

/** 'Domingo, 14 de dezembro' */
export function eventDateText(d: Day): string {
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]}`;
}

/** '14 de dezembro' */
export function dayMonthText(d: Day): string {
  return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]}`;
}

/** '14 de dezembro de 2026' */
export function longDateText(d: Day): string {
  return `${dayMonthText(d)} de ${d.getUTCFullYear()}`;
}

/** '14/12/2026' */
export function shortDateText(d: Day): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** 'Domingo', 'Quarta', … as a title names the day. */
export function weekdayShort(d: Day): string {
  return WEEKDAYS_SHORT[d.getUTCDay()] as string;
}

/** 'Dezembro' */
export function monthName(d: Day): string {
  const name = MONTHS[d.getUTCMonth()] as string;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
