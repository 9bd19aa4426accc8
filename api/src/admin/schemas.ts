import {
  boundedInt,
  boundedNumber,
  boundedString,
  idNumber,
  POPUP_AUDIENCES,
  POPUP_POSITIONS,
  POPUP_SIZES,
  REPORT_STATUSES,
} from '@arte-gospel/domain';
import * as v from 'valibot';

// Bodies of the staff endpoints (not in the specs; documented in api/README.md).

const optionalText = (label: string, max: number) =>
  v.optional(v.nullable(boundedString(label, { max, trim: true })));
const mediaUrl = v.pipe(
  boundedString('O endereço', { max: 500, trim: true }),
  v.regex(/^(https:\/\/|\/(?!\/))\S+$/, 'Use um endereço https ou um caminho do site'),
);
const color = v.pipe(
  boundedString('A cor', { max: 7, maxMessage: 'Use uma cor no formato #RRGGBB' }),
  v.regex(/^#[0-9a-fA-F]{6}$/, 'Use uma cor no formato #RRGGBB'),
);
const isoDate = v.pipe(
  boundedString('A data', { max: 40, maxMessage: 'Data inválida' }),
  v.isoTimestamp('Data inválida'),
);

export const ArtInputSchema = v.object({
  title: boundedString('O título', { min: 3, max: 150, trim: true }),
  categoryId: v.nullable(idNumber('Categoria', 'Categoria inválida')),
  formatId: idNumber('Formato', 'Selecione o formato'),
  fileTypeId: idNumber('Tipo de arquivo', 'Selecione o tipo de arquivo'),
  imageUrl: mediaUrl,
  editUrl: v.optional(v.nullable(mediaUrl)),
  downloadUrl: v.optional(v.nullable(mediaUrl)),
  groupId: optionalText('O grupo', 60),
  isPremium: v.optional(v.boolean(), false),
  /** New arts stay hidden until published (which notifies push subscribers). */
  isVisible: v.optional(v.boolean(), false),
  featuredRank: v.optional(v.nullable(boundedInt('featuredRank', 1, 1_000_000))),
});

export const CategoryInputSchema = v.object({
  name: boundedString('O nome', { min: 2, max: 80, trim: true }),
  slug: v.pipe(
    boundedString('O slug', { max: 100 }),
    v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens no slug'),
  ),
  description: optionalText('A descrição', 500),
  isPremium: v.optional(v.boolean(), false),
  sortOrder: v.optional(boundedInt('sortOrder', -1_000_000, 1_000_000), 0),
});

export const PopupInputSchema = v.object({
  title: optionalText('O título', 120),
  content: optionalText('O conteúdo', 5000),
  imageUrl: v.optional(v.nullable(mediaUrl)),
  buttonText: optionalText('O texto do botão', 60),
  buttonUrl: v.optional(v.nullable(mediaUrl)),
  backgroundColor: v.optional(v.nullable(color)),
  textColor: v.optional(v.nullable(color)),
  buttonColor: v.optional(v.nullable(color)),
  buttonTextColor: v.optional(v.nullable(color)),
  buttonRadius: v.optional(v.nullable(boundedInt('buttonRadius', 0, 64))),
  buttonWidth: optionalText('A largura do botão', 20),
  position: v.optional(v.nullable(v.picklist(POPUP_POSITIONS, 'Posição inválida'))),
  size: v.optional(v.nullable(v.picklist(POPUP_SIZES, 'Tamanho inválido'))),
  animation: optionalText('A animação', 20),
  delay: v.optional(v.nullable(boundedNumber('delay', 0, 120))),
  targetPages: v.optional(
    v.pipe(
      v.array(boundedString('A página', { max: 40 }), 'targetPages deve ser uma lista'),
      v.maxLength(50, 'Escolha no máximo 50 páginas'),
    ),
    [],
  ),
  audience: v.optional(v.picklist(POPUP_AUDIENCES, 'Público inválido'), 'all'),
  startsAt: v.optional(v.nullable(isoDate)),
  endsAt: v.optional(v.nullable(isoDate)),
  isActive: v.optional(v.boolean(), true),
});

export const ReportStatusSchema = v.object({
  status: v.picklist(REPORT_STATUSES, 'Status inválido'),
});

export const SiteSettingsInputSchema = v.object({
  logoUrl: v.optional(v.nullable(mediaUrl)),
  faviconUrl: v.optional(v.nullable(mediaUrl)),
  primaryColor: v.optional(v.nullable(color)),
});

/** GET /api/admin/audit: a page of the log, optionally of one kind of row or one row. */
export const AuditQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Página inválida'), v.transform(Number), v.minValue(1)),
    '1',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Limite inválido'),
      v.transform(Number),
      v.minValue(1, 'Limite inválido'),
      v.maxValue(100, 'Limite inválido'),
    ),
    '50',
  ),
  targetType: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, 'Tipo inválido'))),
  targetId: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]{1,80}$/, 'Registro inválido'))),
  actorId: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Conta inválida'), v.transform(Number)),
  ),
});
