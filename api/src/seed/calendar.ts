import {
  BRAZIL_OFFSET_MS,
  brazilCalendarDay,
  type CalendarDay,
  capitalizePtBR,
  seasonDates as domainSeasonDates,
  MONTH_NAMES_PT_BR,
  MS_PER_DAY,
  type SeasonSlug,
  WEEKDAY_NAMES_PT_BR,
} from '@arte-gospel/domain';

// The demo seed's days: the domain's church year (domain/src/catalogue/seasons.ts) and its
// pt-BR names (domain/src/time), as Date values at UTC midnight, which the seed's instant
// arithmetic works with. The only date kept here is one the domain has no season for.

export { MS_PER_DAY };

/** The seasons a category's arts cluster before: the domain's, and New Year's Eve. */
export type SeasonRule = SeasonSlug | 'ano-novo';

/** A calendar day, as the UTC midnight of that date. */
export type Day = Date;

function day(year: number, month: number, date: number): Day {
  return new Date(Date.UTC(year, month, date));
}

/** The domain's 'YYYY-MM-DD' as a Day. */
function fromCalendarDay(calendarDay: CalendarDay): Day {
  return new Date(`${calendarDay}T00:00:00Z`);
}

export function addDays(d: Day, days: number): Day {
  return new Date(d.getTime() + days * MS_PER_DAY);
}

/** The calendar day in Brazil at this instant. */
export function brazilDay(instant: number): Day {
  return fromCalendarDay(brazilCalendarDay(new Date(instant)));
}

/** The instant of this day at hh:mm in Brazil. */
export function brazilInstant(d: Day, hours: number, minutes = 0): number {
  return d.getTime() + BRAZIL_OFFSET_MS + (hours * 60 + minutes) * 60_000;
}

/** The days of a season in one year (the domain's seasonDates; Santa Ceia: twelve). */
export function seasonDates(rule: SeasonRule, year: number): Day[] {
  // New Year's Eve services ('ano-novo' is a demo category, not a church-year season of the
  // domain): 31 December.
  if (rule === 'ano-novo') return [day(year, 11, 31)];
  return domainSeasonDates(rule, year).map(fromCalendarDay);
}

/** 'Domingo', 'Quarta', … as a title names the day (the weekday without '-feira'). */
export function weekdayShort(d: Day): string {
  return capitalizePtBR((WEEKDAY_NAMES_PT_BR[d.getUTCDay()] ?? '').replace('-feira', ''));
}

/** 'Dezembro' */
export function monthName(d: Day): string {
  return capitalizePtBR(MONTH_NAMES_PT_BR[d.getUTCMonth()] ?? '');
}
