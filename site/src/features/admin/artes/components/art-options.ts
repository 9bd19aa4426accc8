import type { AdminArtStatus } from '@arte-gospel/domain';
import { useCategories } from '../../../../lib/queries/categories';
import { useFileTypes, useFormats } from '../../../../lib/queries/reference-lists';
import { useArtSigners } from '../api/get-admin-arts';

// The choices the arts' forms and filters offer, from the API's reference lists.

export const STATUS_LABELS: Readonly<Record<AdminArtStatus, string>> = {
  publicada: 'Publicada',
  oculta: 'Oculta',
  agendada: 'Agendada',
};

export const LICENCE_OPTIONS = [
  { value: 'gratis', label: 'Grátis' },
  { value: 'premium', label: 'Premium' },
];

/** What the image pickers offer (the API judges the bytes: PNG, JPEG or WebP). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** What the source-file pickers offer (SVG, PDF or ZIP). */
export const SOURCE_MIME_TYPES = [
  'image/svg+xml',
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
];

const SAO_PAULO = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SAO_PAULO,
});

/** 'dd/mm/aaaa' in Brasília time. */
export function shortDate(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** An ISO instant as a datetime-local value in Brasília time (UTC−3 all year since 2019). */
export function toLocalInput(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() - 3 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** A datetime-local value (Brasília time) as an ISO instant; '' for none. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(`${value}:00-03:00`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The options of the arts' selects; `loading` while any list is on its way. */
export function useArtOptions(withSigners: boolean) {
  const categories = useCategories();
  const formats = useFormats();
  const fileTypes = useFileTypes();
  const signers = useArtSigners();
  return {
    categories: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    formats: (formats.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
    fileTypes: (fileTypes.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
    signers: withSigners
      ? (signers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))
      : [],
    error: categories.error ?? formats.error ?? fileTypes.error ?? null,
  };
}
