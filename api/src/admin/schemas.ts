import { POPUP_POSITIONS, POPUP_SIZES } from '@arte-gospel/domain';
import * as v from 'valibot';

// Bodies of the staff endpoints (not in the specs; documented in api/README.md).

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));
const mediaUrl = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(https:\/\/|\/(?!\/))\S+$/, 'Use um endereço https ou um caminho do site'),
  v.maxLength(500),
);
const color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Use uma cor no formato #RRGGBB'));

export const ArtInputSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(3, 'O título deve ter pelo menos 3 caracteres'),
    v.maxLength(150),
  ),
  categoryId: v.nullable(v.pipe(v.number(), v.integer())),
  formatId: v.pipe(v.number('Selecione o formato'), v.integer()),
  fileTypeId: v.pipe(v.number('Selecione o tipo de arquivo'), v.integer()),
  imageUrl: mediaUrl,
  editUrl: v.optional(v.nullable(mediaUrl)),
  downloadUrl: v.optional(v.nullable(mediaUrl)),
  groupId: optionalText(60),
  isPremium: v.optional(v.boolean(), false),
  /** New arts stay hidden until published (which notifies push subscribers). */
  isVisible: v.optional(v.boolean(), false),
  featuredRank: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
});

export const CategoryInputSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'O nome deve ter pelo menos 2 caracteres'),
    v.maxLength(80),
  ),
  slug: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens no slug'),
  ),
  description: optionalText(500),
  isPremium: v.optional(v.boolean(), false),
  sortOrder: v.optional(v.pipe(v.number(), v.integer()), 0),
});

export const PopupInputSchema = v.object({
  title: optionalText(120),
  content: optionalText(5000),
  imageUrl: v.optional(v.nullable(mediaUrl)),
  buttonText: optionalText(60),
  buttonUrl: v.optional(v.nullable(mediaUrl)),
  backgroundColor: v.optional(v.nullable(color)),
  textColor: v.optional(v.nullable(color)),
  buttonColor: v.optional(v.nullable(color)),
  buttonTextColor: v.optional(v.nullable(color)),
  buttonRadius: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64))),
  ),
  buttonWidth: optionalText(20),
  position: v.optional(v.nullable(v.picklist(POPUP_POSITIONS, 'Posição inválida'))),
  size: v.optional(v.nullable(v.picklist(POPUP_SIZES, 'Tamanho inválido'))),
  animation: optionalText(20),
  delay: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(120)))),
  targetPages: v.optional(v.array(v.pipe(v.string(), v.maxLength(40))), []),
  audience: v.optional(
    v.picklist(['all', 'visitor', 'free', 'premium'], 'Público inválido'),
    'all',
  ),
  startsAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('Data inválida')))),
  endsAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('Data inválida')))),
  isActive: v.optional(v.boolean(), true),
});

export const ReportStatusSchema = v.object({
  status: v.picklist(['aberto', 'em_analise', 'resolvido', 'descartado'], 'Status inválido'),
});

export const SiteSettingsInputSchema = v.object({
  logoUrl: v.optional(v.nullable(mediaUrl)),
  faviconUrl: v.optional(v.nullable(mediaUrl)),
  primaryColor: v.optional(v.nullable(color)),
});
