// The church year (issue 17): the seasons a church makes posts for, the day each falls on
// in a given year (Brazilian dates), and the next one the home highlights.
import { capitalizePtBR, MONTH_NAMES_PT_BR, MS_PER_DAY, WEEKDAY_NAMES_PT_BR } from '../time';

/** The seasons' category slugs (Santa Ceia is the existing culto-de-ceia category). */
export const SEASON_SLUGS = [
  'natal',
  'pascoa',
  'dia-das-maes',
  'dia-dos-pais',
  'ebd',
  'culto-de-ceia',
  'aniversario-da-igreja',
  'congresso',
  'retiro',
  'vigilia',
  'consagracao',
  'dia-do-pastor',
] as const;
export type SeasonSlug = (typeof SEASON_SLUGS)[number];

/** A calendar day, 'YYYY-MM-DD' (no time, no zone). */
export type CalendarDay = string;

export interface Season {
  /** The slug of the season's category. */
  slug: SeasonSlug;
  /** How the season reads (pt-BR). */
  name: string;
  /** Its name after 'de' with the article it takes: 'do Natal', 'da Santa Ceia'. */
  of: string;
  /** The day it falls on in a Gregorian year, in words (pt-BR); null when a church sets it. */
  rule: string | null;
  /**
   * A season that comes every month (Santa Ceia) is highlighted only when no other season
   * is near.
   */
  monthly: boolean;
}

export const SEASONS: Readonly<Record<SeasonSlug, Season>> = {
  natal: { slug: 'natal', name: 'Natal', of: 'do Natal', rule: '25 de dezembro', monthly: false },
  pascoa: {
    slug: 'pascoa',
    name: 'Páscoa',
    of: 'da Páscoa',
    rule: 'domingo de Páscoa (cômputo gregoriano)',
    monthly: false,
  },
  'dia-das-maes': {
    slug: 'dia-das-maes',
    name: 'Dia das Mães',
    of: 'do Dia das Mães',
    rule: 'segundo domingo de maio',
    monthly: false,
  },
  'dia-dos-pais': {
    slug: 'dia-dos-pais',
    name: 'Dia dos Pais',
    of: 'do Dia dos Pais',
    rule: 'segundo domingo de agosto',
    monthly: false,
  },
  ebd: {
    slug: 'ebd',
    name: 'EBD',
    of: 'da EBD',
    rule: 'Dia da EBD, terceiro domingo de setembro',
    monthly: false,
  },
  'culto-de-ceia': {
    slug: 'culto-de-ceia',
    name: 'Santa Ceia',
    of: 'da Santa Ceia',
    rule: 'primeiro domingo de cada mês',
    monthly: true,
  },
  'aniversario-da-igreja': {
    slug: 'aniversario-da-igreja',
    name: 'Aniversário da Igreja',
    of: 'do Aniversário da Igreja',
    rule: null,
    monthly: false,
  },
  congresso: {
    slug: 'congresso',
    name: 'Congresso',
    of: 'do Congresso',
    rule: null,
    monthly: false,
  },
  retiro: {
    slug: 'retiro',
    name: 'Retiro',
    of: 'do Retiro',
    rule: 'Retiro de Carnaval: do sábado de Carnaval (Páscoa − 50 dias) à terça',
    monthly: false,
  },
  vigilia: { slug: 'vigilia', name: 'Vigília', of: 'da Vigília', rule: null, monthly: false },
  consagracao: {
    slug: 'consagracao',
    name: 'Consagração',
    of: 'da Consagração',
    rule: 'primeiro domingo de janeiro',
    monthly: false,
  },
  'dia-do-pastor': {
    slug: 'dia-do-pastor',
    name: 'Dia do Pastor',
    of: 'do Dia do Pastor',
    rule: 'segundo domingo de junho',
    monthly: false,
  },
};

export function isSeasonSlug(value: unknown): value is SeasonSlug {
  return typeof value === 'string' && (SEASON_SLUGS as readonly string[]).includes(value);
}

/** Brazil's civil time: UTC−3, without daylight saving since 2019. */
export const BRAZIL_OFFSET_MS = 3 * 3_600_000;
/** How far ahead a season is highlighted: about eight weeks. */
export const SEASON_LOOKAHEAD_DAYS = 56;

function dayOf(year: number, month: number, day: number): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}

function dayNumber(day: CalendarDay): number {
  return Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
}

/**
 * Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus/Jones/Butcher).
 * 2026-04-05, 2027-03-28, 2028-04-16.
 */
export function easterSunday(year: number): CalendarDay {
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
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/** The nth Sunday (1-based) of a month (1–12). */
export function nthSundayOf(year: number, month: number, n: number): CalendarDay {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstWeekday) % 7);
  return dayOf(year, month, firstSunday + (n - 1) * 7);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** A day moved by a number of days. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return new Date((dayNumber(day) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The days a season falls on in a year, in order: one for most, twelve for Santa Ceia, none
 * for the seasons each church dates itself (Congresso, Vigília, Aniversário da Igreja).
 */
export function seasonDates(slug: SeasonSlug, year: number): readonly CalendarDay[] {
  switch (slug) {
    case 'natal':
      return [dayOf(year, 12, 25)];
    case 'pascoa':
      return [easterSunday(year)];
    case 'dia-das-maes':
      return [nthSundayOf(year, 5, 2)];
    case 'dia-dos-pais':
      return [nthSundayOf(year, 8, 2)];
    case 'dia-do-pastor':
      return [nthSundayOf(year, 6, 2)];
    case 'ebd':
      return [nthSundayOf(year, 9, 3)];
    case 'retiro':
      // The retreat starts on the Carnival Saturday (Easter − 50 days) and runs to the
      // Tuesday: its posts and their reminder come before the church leaves.
      return [addCalendarDays(easterSunday(year), -50)];
    case 'culto-de-ceia':
      return Array.from({ length: 12 }, (_, month) => nthSundayOf(year, month + 1, 1));
    case 'consagracao':
      return [nthSundayOf(year, 1, 1)];
    case 'aniversario-da-igreja':
    case 'congresso':
    case 'vigilia':
      return [];
  }
}

/** Today's calendar day in Brazil at an instant. */
export function brazilCalendarDay(now: Date): CalendarDay {
  return new Date(now.getTime() - BRAZIL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Milliseconds from an instant to the next midnight in Brazil (when today's day changes). */
export function msUntilNextBrazilDay(now: Date): number {
  const local = now.getTime() - BRAZIL_OFFSET_MS;
  return MS_PER_DAY - (((local % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY);
}

export interface UpcomingSeason {
  season: Season;
  /** The day it falls on (today or later). */
  date: CalendarDay;
  /** Days from today (Brazil) to it: 0 on the day itself. */
  daysUntil: number;
}

/** The season's next day from `today` (inclusive), or null for an undated season. */
export function nextSeasonDate(slug: SeasonSlug, today: CalendarDay): CalendarDay | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const next = seasonDates(slug, y).find((day) => day >= today);
    if (next) return next;
  }
  return null;
}

/**
 * The season the home highlights at an instant: the nearest dated season within
 * SEASON_LOOKAHEAD_DAYS (its own day included; in December Natal, in March Páscoa), Santa
 * Ceia only when no other is near; null when none is. Seasons without a fixed day are
 * never next.
 */
export function upcomingSeason(now: Date): UpcomingSeason | null {
  if (Number.isNaN(now.getTime())) return null;
  const today = brazilCalendarDay(now);
  const candidates: UpcomingSeason[] = [];
  for (const slug of SEASON_SLUGS) {
    const date = nextSeasonDate(slug, today);
    if (date === null) continue;
    const daysUntil = calendarDaysBetween(today, date);
    if (daysUntil <= SEASON_LOOKAHEAD_DAYS)
      candidates.push({ season: SEASONS[slug], date, daysUntil });
  }
  const byNearest = (a: UpcomingSeason, b: UpcomingSeason) => a.daysUntil - b.daysUntil;
  const yearly = candidates.filter((c) => !c.season.monthly).sort(byNearest);
  return yearly[0] ?? candidates.sort(byNearest)[0] ?? null;
}

/** A calendar day in words (pt-BR): 'sexta-feira, 25 de dezembro'. */
export function calendarDayInWords(day: CalendarDay): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = WEEKDAY_NAMES_PT_BR[date.getUTCDay()] ?? '';
  return `${weekday}, ${date.getUTCDate()} de ${MONTH_NAMES_PT_BR[date.getUTCMonth()]}`;
}

/** The highlight's title: 'Natal está chegando'. */
export function seasonHeadline(upcoming: UpcomingSeason): string {
  return `${upcoming.season.name} está chegando`;
}

/**
 * When it is, in words: 'É hoje', 'É amanhã, sexta-feira, 25 de dezembro', 'Domingo, 5 de
 * abril: faltam 12 dias'.
 */
export function seasonWhen(upcoming: UpcomingSeason): string {
  const words = calendarDayInWords(upcoming.date);
  if (upcoming.daysUntil === 0) return `É hoje, ${words}`;
  if (upcoming.daysUntil === 1) return `É amanhã, ${words}`;
  return `${capitalizePtBR(words)}: faltam ${upcoming.daysUntil} dias`;
}
