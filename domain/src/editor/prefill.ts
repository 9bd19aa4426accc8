import { type ChurchProfile, formatBrazilPhone, SERVICE_DAYS } from '../contract/church';
import { formatPixKey } from '../pix/pix-key';
import { formatTime } from '../templates/dates';
import type { Template } from '../templates/model';
import { SLOT_MAX_LENGTH, type SlotName } from '../templates/slots';
import { pastorTitle } from './honorifics';

// Issue 20: 'Editar online' opens an art with its text layers already filled from the church
// profile ('Minha igreja'): name, address, service times, Instagram, WhatsApp, PIX key and,
// where the art has a speaker, the pastor. The title, date and verse stay the art's own.

/** What the prefill reads of the saved profile (GET /api/church-profile). */
export type PrefillChurch = Pick<
  ChurchProfile,
  'name' | 'address' | 'serviceTimes' | 'pastorName' | 'instagram' | 'whatsapp' | 'pixKey'
>;

/** The slots the profile fills. */
export const PREFILL_SLOTS = [
  'churchName',
  'address',
  'time',
  'instagram',
  'phone',
  'pixKey',
  'speaker',
] as const satisfies readonly SlotName[];

/** A service day as a church writes it on an art ('Quartas · 19h30'). */
const DAY_ON_ART: Readonly<Record<(typeof SERVICE_DAYS)[number], string>> = {
  Domingo: 'Domingo',
  'Segunda-feira': 'Segundas',
  'Terça-feira': 'Terças',
  'Quarta-feira': 'Quartas',
  'Quinta-feira': 'Quintas',
  'Sexta-feira': 'Sextas',
  Sábado: 'Sábado',
};

const GROUP_SEPARATOR = ' | ';

/** 'a', 'a e b', 'a, b e c'. */
function listPtBR(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/**
 * A text cut to at most `max` characters on a word boundary (a single word longer than `max`
 * is cut inside it); separators left dangling at the end ('·', '|', ',', '—') are dropped.
 */
export function cutOnWord(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const head = chars.slice(0, max + 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : chars.slice(0, max).join('');
  return cut.replace(/[\s·|,;:—–-]+$/u, '');
}

/** '19:30' → '19h30', '09:00' → '9h'; null when it is not HH:MM. */
function serviceTimeOnArt(time: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  return formatTime(Number(match[1]), Number(match[2]));
}

/**
 * The service times as a church writes them, within `max` characters: one group per day
 * ('Domingo · 9h e 19h'), days with the same times together ('Terças e Quintas · 19h30'),
 * groups joined by ' | ' in week order from Sunday, the group of `date`'s weekday first
 * (the art's own day). Groups that would pass `max` are left out whole; '' without times.
 */
export function serviceTimesText(
  times: PrefillChurch['serviceTimes'],
  date?: Date,
  max: number = SLOT_MAX_LENGTH.time,
): string {
  const byDay = new Map<number, string[]>();
  for (const { day, time } of times) {
    const index = (SERVICE_DAYS as readonly string[]).indexOf(day);
    const text = serviceTimeOnArt(time);
    if (index < 0 || text === null) continue;
    const list = byDay.get(index) ?? [];
    if (!list.some((t) => t === time)) list.push(time);
    byDay.set(index, list);
  }
  // Days with the same times share a group, in week order of their first day.
  const groups: { days: number[]; times: string }[] = [];
  for (const index of [...byDay.keys()].sort((a, b) => a - b)) {
    const sorted = [...(byDay.get(index) ?? [])].sort();
    const text = listPtBR(sorted.map((t) => serviceTimeOnArt(t) as string));
    const same = groups.find((g) => g.times === text);
    if (same) same.days.push(index);
    else groups.push({ days: [index], times: text });
  }
  const today = date ? date.getUTCDay() : -1;
  const first = groups.findIndex((g) => g.days.includes(today));
  if (first > 0) groups.unshift(...groups.splice(first, 1));
  const texts = groups.map(
    (g) =>
      `${listPtBR(g.days.map((d) => DAY_ON_ART[SERVICE_DAYS[d] as (typeof SERVICE_DAYS)[number]]))} · ${g.times}`,
  );
  let out = '';
  for (const text of texts) {
    const next = out === '' ? text : `${out}${GROUP_SEPARATOR}${text}`;
    if ([...next].length <= max) out = next;
    else if (out === '') return cutOnWord(text, max);
  }
  return out;
}

/**
 * The texts of `template`'s slots the church profile fills, each within its slot's
 * SLOT_MAX_LENGTH (cut on a word boundary). Only slots the template has and the profile
 * knows appear; title, date, verse and the rest stay the art's own. `date` is the art's day
 * (its service times come first).
 */
export function prefillTexts(
  template: Pick<Template, 'slots'>,
  church: PrefillChurch,
  date?: Date,
): Partial<Record<SlotName, string>> {
  const values: Partial<Record<(typeof PREFILL_SLOTS)[number], string | null>> = {
    churchName: church.name,
    address: church.address,
    time: serviceTimesText(church.serviceTimes, date),
    instagram: church.instagram ? `@${church.instagram.replace(/^@/, '')}` : null,
    phone: church.whatsapp ? formatBrazilPhone(church.whatsapp) : null,
    pixKey: church.pixKey ? formatPixKey(church.pixKey.type, church.pixKey.key) : null,
    // The art's preacher is not known; the church's pastor is the best guess it has.
    speaker: church.pastorName ? pastorTitle(church.pastorName) : null,
  };
  const out: Partial<Record<SlotName, string>> = {};
  for (const { name } of template.slots) {
    if (!(PREFILL_SLOTS as readonly SlotName[]).includes(name)) continue;
    const value = values[name as (typeof PREFILL_SLOTS)[number]];
    if (!value || value.trim() === '') continue;
    out[name] = cutOnWord(value, SLOT_MAX_LENGTH[name]);
  }
  return out;
}
