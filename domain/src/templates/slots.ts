// Issue 17: the named text slots of a template. In the SVG each filled slot is a live <text>
// whose id and data-slot are the slot name and whose inkscape:label is the pt-BR label.

export type SlotName =
  | 'churchName'
  | 'title'
  | 'subtitle'
  | 'date'
  | 'time'
  | 'verse'
  | 'verseRef'
  | 'speaker'
  | 'address'
  | 'recipient'
  | 'memberName'
  | 'role'
  | 'memberSince'
  | 'memberId'
  | 'pixKey'
  | 'phone'
  | 'instagram';

export const SLOT_LABELS: Readonly<Record<SlotName, string>> = {
  churchName: 'Nome da igreja',
  title: 'Título',
  subtitle: 'Subtítulo',
  date: 'Data',
  time: 'Horário',
  verse: 'Versículo',
  verseRef: 'Referência',
  speaker: 'Preletor',
  address: 'Endereço',
  recipient: 'Nome do homenageado',
  memberName: 'Nome do membro',
  role: 'Cargo',
  memberSince: 'Membro desde',
  memberId: 'Matrícula',
  pixKey: 'Chave PIX',
  phone: 'Telefone',
  instagram: 'Instagram',
};

export const SLOT_NAMES: readonly SlotName[] = Object.keys(SLOT_LABELS) as SlotName[];

export function isSlotName(value: unknown): value is SlotName {
  return typeof value === 'string' && Object.hasOwn(SLOT_LABELS, value);
}

/** The longest text a slot takes (the editor and the api bound their inputs with it). */
export const SLOT_MAX_LENGTH: Readonly<Record<SlotName, number>> = {
  churchName: 80,
  title: 80,
  subtitle: 120,
  date: 60,
  time: 40,
  verse: 240,
  verseRef: 40,
  speaker: 80,
  address: 120,
  recipient: 80,
  memberName: 80,
  role: 40,
  memberSince: 30,
  memberId: 30,
  pixKey: 80,
  phone: 30,
  instagram: 40,
};
