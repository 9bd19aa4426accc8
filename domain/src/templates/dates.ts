// Issue 17: pt-BR date texts for templates ('Domingo, 19 de maio', '19/05/2025').

export const MONTHS_PT_BR = [
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

export const WEEKDAYS_PT_BR = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** 'Domingo, 19 de maio' (the date's calendar day in UTC; pass a date at UTC midnight). */
export function formatEventDate(date: Date, withWeekday = true): string {
  const day = `${date.getUTCDate()} de ${MONTHS_PT_BR[date.getUTCMonth()]}`;
  return withWeekday ? `${WEEKDAYS_PT_BR[date.getUTCDay()]}, ${day}` : day;
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
