// Relative time texts (platform §8, §9; catalogue §5).
import { type DateInput, toValidDate } from './dates';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './durations';

// platform §8: text when a relative time cannot be computed (missing or invalid date).
export const DATE_UNAVAILABLE_TEXT = 'Data não disponível';
// platform §9: relative time under 60 s.
export const JUST_NOW_TEXT = 'Agora mesmo';
// catalogue §5: edit time under a minute.
export const EDITED_NOW_TEXT = 'Editado agora';
// platform §9: days are counted up to 30, then months; a month is counted as 30 days.
export const RELATIVE_DAYS_BEFORE_MONTHS = 30;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

// Elapsed milliseconds; a date in the future (clock skew) counts as no time elapsed.
function elapsedMs(date: Date, now: Date): number {
  return Math.max(0, now.getTime() - date.getTime());
}

// platform §9: 'Agora mesmo' under 60 s, then 'há N minuto(s)', 'há N hora(s)',
// 'há N dia(s)' under 30 days, then 'há N mês/meses'. Singular and plural are written out
// ('há 1 minuto', 'há 5 minutos'). Missing or invalid date: 'Data não disponível'.
export function relativeTime(input: DateInput, now: Date = new Date()): string {
  const date = toValidDate(input);
  if (!date || Number.isNaN(now.getTime())) return DATE_UNAVAILABLE_TEXT;
  const ms = elapsedMs(date, now);
  if (ms < MS_PER_MINUTE) return JUST_NOW_TEXT;
  if (ms < MS_PER_HOUR) return `há ${plural(Math.floor(ms / MS_PER_MINUTE), 'minuto', 'minutos')}`;
  if (ms < MS_PER_DAY) return `há ${plural(Math.floor(ms / MS_PER_HOUR), 'hora', 'horas')}`;
  const days = Math.floor(ms / MS_PER_DAY);
  if (days < RELATIVE_DAYS_BEFORE_MONTHS) return `há ${plural(days, 'dia', 'dias')}`;
  return `há ${plural(Math.floor(days / RELATIVE_DAYS_BEFORE_MONTHS), 'mês', 'meses')}`;
}

// catalogue §5: 'Editado agora' under a minute, else 'Editado há N minuto/minutos',
// 'hora/horas' or 'dia/dias' with the largest whole unit (days have no upper bound).
// Missing or invalid date: 'Data não disponível'.
export function editedTime(input: DateInput, now: Date = new Date()): string {
  const date = toValidDate(input);
  if (!date || Number.isNaN(now.getTime())) return DATE_UNAVAILABLE_TEXT;
  const ms = elapsedMs(date, now);
  if (ms >= MS_PER_DAY) return `Editado há ${plural(Math.floor(ms / MS_PER_DAY), 'dia', 'dias')}`;
  if (ms >= MS_PER_HOUR)
    return `Editado há ${plural(Math.floor(ms / MS_PER_HOUR), 'hora', 'horas')}`;
  if (ms >= MS_PER_MINUTE)
    return `Editado há ${plural(Math.floor(ms / MS_PER_MINUTE), 'minuto', 'minutos')}`;
  return EDITED_NOW_TEXT;
}
