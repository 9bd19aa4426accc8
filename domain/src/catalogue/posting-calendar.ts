// The gospel posting calendar (/calendario-gospel, a bonus of the plans: catalogue §1): every
// dated season of the church year over the next twelve months, with when to start posting
// its arts and when to remind, and the seasons each church dates itself.
import { MONTH_NAMES_PT_BR } from '../time';
import {
  addCalendarDays,
  brazilCalendarDay,
  type CalendarDay,
  calendarDaysBetween,
  SEASON_SLUGS,
  SEASONS,
  type Season,
  type SeasonSlug,
  seasonDates,
  type UpcomingSeason,
} from './seasons';

/** A yearly season's arts are announced three weeks ahead (time to print and to share). */
export const YEARLY_ANNOUNCE_LEAD_DAYS = 21;
/** The monthly Santa Ceia is announced a week ahead (the Sunday before). */
export const MONTHLY_ANNOUNCE_LEAD_DAYS = 7;
/** How many calendar months the calendar shows. */
export const POSTING_CALENDAR_MONTHS = 12;

export interface PostingDate extends UpcomingSeason {
  /** The first day to post its announcement: the lead before it, never before today. */
  announceFrom: CalendarDay;
  /** The day before it (the reminder), or null when that day is already past. */
  reminder: CalendarDay | null;
}

export interface PostingMonth {
  /** 'YYYY-MM'. */
  key: string;
  /** 'dezembro de 2026'. */
  name: string;
  dates: PostingDate[];
}

/** The first day of the month `months` after the month of `day`. */
function monthStartAfter(day: CalendarDay, months: number): CalendarDay {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/**
 * Every dated season of POSTING_CALENDAR_MONTHS whole calendar months, from today (Brazil,
 * included) on, in date order, a yearly season before Santa Ceia on the same day. The
 * months start with this month if a date of it is still ahead, else with the next: as
 * Santa Ceia comes every month, the calendar always shows twelve months.
 */
export function postingCalendar(now: Date): PostingDate[] {
  if (Number.isNaN(now.getTime())) return [];
  const today = brazilCalendarDay(now);
  const firstYear = Number(today.slice(0, 4));
  const ahead: { season: Season; date: CalendarDay }[] = [];
  for (const slug of SEASON_SLUGS) {
    for (const year of [firstYear, firstYear + 1, firstYear + 2]) {
      for (const date of seasonDates(slug, year)) {
        if (date >= today) ahead.push({ season: SEASONS[slug], date });
      }
    }
  }
  const thisMonth = monthStartAfter(today, 0);
  const nextMonth = monthStartAfter(today, 1);
  const start = ahead.some(({ date }) => date < nextMonth) ? thisMonth : nextMonth;
  const end = monthStartAfter(start, POSTING_CALENDAR_MONTHS);
  return ahead
    .filter(({ date }) => date < end)
    .map(({ season, date }) => {
      const lead = season.monthly ? MONTHLY_ANNOUNCE_LEAD_DAYS : YEARLY_ANNOUNCE_LEAD_DAYS;
      const announce = addCalendarDays(date, -lead);
      const dayBefore = addCalendarDays(date, -1);
      return {
        season,
        date,
        daysUntil: calendarDaysBetween(today, date),
        announceFrom: announce < today ? today : announce,
        reminder: dayBefore < today ? null : dayBefore,
      };
    })
    .sort(
      (a, b) => a.date.localeCompare(b.date) || Number(a.season.monthly) - Number(b.season.monthly),
    );
}

/** The dates grouped by calendar month, in order. */
export function postingMonths(dates: readonly PostingDate[]): PostingMonth[] {
  const months: PostingMonth[] = [];
  for (const date of dates) {
    const key = date.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      const [year, number] = key.split('-').map(Number) as [number, number];
      month = { key, name: `${MONTH_NAMES_PT_BR[number - 1]} de ${year}`, dates: [] };
      months.push(month);
    }
    month.dates.push(date);
  }
  return months;
}

/** The seasons each church dates itself (Aniversário da Igreja, Congresso, Vigília). */
export const CHURCH_DATED_SEASONS: readonly Season[] = SEASON_SLUGS.filter(
  (slug: SeasonSlug) => SEASONS[slug].rule === null,
).map((slug) => SEASONS[slug]);
