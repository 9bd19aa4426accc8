import {
  ART_TAG_MAX_LENGTH,
  ART_TAGS_MAX,
  boundedInt,
  boundedNumber,
  boundedString,
  CATEGORY_THEME_IDS,
  idNumber,
  POPUP_AUDIENCES,
  POPUP_POSITIONS,
  POPUP_SIZES,
} from '@arte-gospel/domain';
import * as v from 'valibot';

// Bodies of the staff endpoints (not in the specs; documented in api/README.md).

const optionalText = (label: string, max: number) =>
  v.optional(v.nullable(boundedString(label, { max, trim: true })));
const mediaUrl = v.pipe(
  boundedString('O endereço', { max: 500, trim: true }),
  v.regex(/^(https:\/\/|\/(?!\/))\S+$/, 'Use um endereço https ou um caminho do site'),
);
/**
 * Where a popup's button may send people: an http(s) address or a path of this site, never
 * another host through '//' or '/\\' (no open redirect).
 */
const linkUrl = v.pipe(
  boundedString('O link do botão', { max: 500, trim: true }),
  v.regex(
    /^(https?:\/\/[^\s/\\?#]+([/?#][^\s\\]*)?|\/(?![/\\])[^\s\\]*)$/,
    'Use um link http(s) ou um caminho do site (começando com /)',
  ),
);
const color = v.pipe(
  boundedString('A cor', { max: 7, maxMessage: 'Use uma cor no formato #RRGGBB' }),
  v.regex(/^#[0-9a-fA-F]{6}$/, 'Use uma cor no formato #RRGGBB'),
);
const isoDate = v.pipe(
  boundedString('A data', { max: 40, maxMessage: 'Data inválida' }),
  v.isoTimestamp('Data inválida'),
);

/** An art's external edit link (Canva, Drive): http(s) only. */
const editUrl = v.pipe(
  boundedString('O link de edição', { max: 500, trim: true }),
  v.regex(/^https?:\/\/[^\s/]+\S*$/i, 'Use um link http(s), como o do Canva ou do Drive'),
);
const tag = boundedString('A tag', { min: 1, max: ART_TAG_MAX_LENGTH, trim: true });
const tags = v.pipe(
  v.array(tag, 'As tags devem ser uma lista'),
  v.maxLength(ART_TAGS_MAX, `Use no máximo ${ART_TAGS_MAX} tags`),
  v.transform((list: string[]) => [...new Set(list.map((t) => t.toLowerCase()))]),
);

/** The art's fields staff write (content), then what only publishers decide. */
const artFields = {
  title: boundedString('O título', { min: 3, max: 150, trim: true }),
  categoryId: v.nullable(idNumber('Categoria', 'Categoria inválida')),
  formatId: idNumber('Formato', 'Selecione o formato'),
  fileTypeId: idNumber('Tipo de arquivo', 'Selecione o tipo de arquivo'),
  editUrl: v.optional(v.nullable(editUrl)),
  downloadUrl: v.optional(v.nullable(mediaUrl)),
  groupId: optionalText('O grupo', 60),
  isPremium: v.optional(v.boolean(), false),
  /** Absent: unchanged (an edit), none (a new art). */
  tags: v.optional(tags),
  /** Who signs the art; only admin and designer_adm choose (a designer signs its own). */
  designerId: v.optional(v.nullable(idNumber('Designer', 'Designer inválido'))),
  /** New arts stay hidden until published (which notifies push subscribers). */
  isVisible: v.optional(v.boolean(), false),
  featuredRank: v.optional(v.nullable(boundedInt('featuredRank', 1, 1_000_000))),
  /** The publish date (created_at): a future one schedules the art. Absent: unchanged/now. */
  publishAt: v.optional(isoDate),
};

export const ArtInputSchema = v.object({ ...artFields, imageUrl: mediaUrl });

/** Splits 'a, b' into tags; blank reads as none. */
const tagList = v.pipe(
  boundedString('As tags', { max: ART_TAGS_MAX * (ART_TAG_MAX_LENGTH + 2), trim: true }),
  v.transform((text: string) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  tags,
);
const formId = (label: string, message: string) =>
  v.pipe(
    boundedString(label, { max: 10, trim: true }),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    idNumber(label, message),
  );
const optionalFormId = (label: string, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.trim() || undefined),
      v.optional(formId(label, message)),
    ),
  );
const formFlag = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'Use true ou false'),
    v.transform((text) => text === 'true'),
  ),
  'false',
);
const optionalFormText = <T extends v.GenericSchema<string, unknown>>(inner: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.trim() || undefined),
      v.optional(inner),
    ),
  );

/**
 * POST /api/admin/arts/upload: the multipart form's text fields (every value a string), read
 * into the same fields as ArtInputSchema; the image and source file are checked apart.
 */
export const ArtUploadFieldsSchema = v.object({
  title: artFields.title,
  categoryId: v.pipe(
    optionalFormId('Categoria', 'Categoria inválida'),
    v.transform((id) => id ?? null),
  ),
  formatId: formId('Formato', 'Selecione o formato'),
  fileTypeId: formId('Tipo de arquivo', 'Selecione o tipo de arquivo'),
  editUrl: optionalFormText(editUrl),
  isPremium: formFlag,
  isVisible: formFlag,
  designerId: optionalFormId('Designer', 'Designer inválido'),
  tags: optionalFormText(tagList),
  publishAt: optionalFormText(isoDate),
});

/** POST /api/admin/arts/:id/files: the form's one text field (the files are checked apart). */
export const ArtFilesFieldsSchema = v.object({ removeSource: formFlag });

export const CategoryInputSchema = v.object({
  name: boundedString('O nome', { min: 2, max: 80, trim: true }),
  slug: v.pipe(
    boundedString('O slug', { max: 100 }),
    v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens no slug'),
  ),
  description: optionalText('A descrição', 500),
  isPremium: v.optional(v.boolean(), false),
  sortOrder: v.optional(boundedInt('sortOrder', -1_000_000, 1_000_000), 0),
  /** The colour theme; null: automatic (by slug); left out: unchanged. */
  theme: v.optional(
    v.nullable(
      v.picklist(
        CATEGORY_THEME_IDS,
        `Tema inválido: use um destes: ${CATEGORY_THEME_IDS.join(', ')}`,
      ),
    ),
  ),
});

export const PopupInputSchema = v.object({
  title: optionalText('O título', 120),
  content: optionalText('O conteúdo', 5000),
  imageUrl: v.optional(v.nullable(mediaUrl)),
  buttonText: optionalText('O texto do botão', 60),
  buttonUrl: v.optional(v.nullable(linkUrl)),
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
