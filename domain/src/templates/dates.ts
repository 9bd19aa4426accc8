// Issue 17: pt-BR date texts for templates ('Domingo, 19 de maio', '19/05/2025'), from the
// month and weekday names of domain/time.
import { capitalizePtBR, MONTH_NAMES_PT_BR, WEEKDAY_NAMES_PT_BR } from '../time';

/** 'Domingo, 19 de maio' (the date's calendar day in UTC; pass a date at UTC midnight). */
export function formatEventDate(date: Date, withWeekday = true): string {
  const day = `${date.getUTCDate()} de ${MONTH_NAMES_PT_BR[date.getUTCMonth()]}`;
  const weekday = WEEKDAY_NAMES_PT_BR[date.getUTCDay()] ?? '';
  return withWeekday ? `${capitalizePtBR(weekday)}, ${day}` : day;
}

/** '19 de maio de 2025'. */
export function formatLongDate(date: Date): string {
  return `${formatEventDate(date, false)} de ${date.getUTCFullYear()}`;
}

/** '19/05/2025'. */
export function formatShortDate(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

/** '19h', '19h30' from hours and minutes. */
export function formatTime(hours: number, minutes = 0): string {
  return minutes === 0 ? `${hours}h` : `${hours}h${String(minutes).padStart(2, '0')}`;
}
