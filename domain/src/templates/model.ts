import type { BackgroundKind } from './backgrounds';
import { PALETTES, type Palette } from './palettes';
import type { ArtSizeId } from './sizes';
import { SLOT_LABELS, SLOT_MAX_LENGTH, type SlotName } from './slots';
import type { SymbolName } from './symbols';
import type { TypographyId } from './typography';

// Issue 17: the template format. A template is a design (background, arrangement, type
// pairing, symbol) offered in several palettes and sizes, with named text slots and photo
// slots an editor fills. The same definition drives the catalogue previews, the download
// files and the online editor.

export type TemplateKind = 'poster' | 'certificate' | 'envelope' | 'idcard' | 'digitalcard';
/** How a poster places its texts. */
export type Arrangement = 'center' | 'left' | 'split' | 'panel';

export interface TextSlotSpec {
  name: SlotName;
  /** pt-BR label (the layer's name). */
  label: string;
  maxLength: number;
}

export interface PhotoSlotSpec {
  id: string;
  /** pt-BR label. */
  label: string;
  shape: 'rect' | 'circle' | 'arch';
}

export interface Template {
  id: string;
  /** pt-BR name. */
  name: string;
  kind: TemplateKind;
  sizes: readonly ArtSizeId[];
  palettes: readonly Palette[];
  slots: readonly TextSlotSpec[];
  photoSlots: readonly PhotoSlotSpec[];
  background: BackgroundKind;
  arrangement: Arrangement;
  typography: TypographyId;
  symbol: SymbolName;
  /** Category slugs this design suits best (designFor prefers it there). */
  themes: readonly string[];
}

const POSTER_SIZES: readonly ArtSizeId[] = [
  'feed-retrato',
  'feed-quadrado',
  'stories',
  'thumbnail-youtube',
  'capa-youtube',
  'capa-fanpage',
  'capa-playlist',
  'telao',
  'a4-retrato',
];

const SLOTS_BY_KIND: Readonly<Record<TemplateKind, readonly SlotName[]>> = {
  poster: [
    'churchName',
    'title',
    'subtitle',
    'speaker',
    'date',
    'time',
    'verse',
    'verseRef',
    'address',
  ],
  certificate: [
    'churchName',
    'title',
    'subtitle',
    'recipient',
    'verse',
    'verseRef',
    'date',
    'speaker',
  ],
  envelope: ['churchName', 'title', 'subtitle', 'verse', 'verseRef', 'pixKey', 'phone', 'address'],
  idcard: ['churchName', 'title', 'memberName', 'role', 'memberSince', 'memberId', 'address'],
  digitalcard: [
    'churchName',
    'title',
    'subtitle',
    'time',
    'address',
    'phone',
    'instagram',
    'pixKey',
  ],
};

const SIZES_BY_KIND: Readonly<Record<TemplateKind, readonly ArtSizeId[]>> = {
  poster: POSTER_SIZES,
  certificate: ['a4-paisagem', 'a4-retrato'],
  envelope: ['envelope-dizimo'],
  idcard: ['carteirinha'],
  digitalcard: ['cartao-digital'],
};

function photoSlots(kind: TemplateKind, arrangement: Arrangement): PhotoSlotSpec[] {
  if (kind === 'idcard') return [{ id: 'foto', label: 'Foto do membro', shape: 'rect' }];
  if (kind === 'digitalcard') return [{ id: 'foto', label: 'Foto ou logo', shape: 'circle' }];
  if (kind === 'poster' && arrangement === 'split') {
    return [{ id: 'foto', label: 'Foto do preletor ou do evento', shape: 'rect' }];
  }
  if (kind === 'poster' && arrangement === 'panel') {
    return [{ id: 'foto', label: 'Foto de fundo', shape: 'rect' }];
  }
  return [];
}

interface Definition {
  id: string;
  name: string;
  kind?: TemplateKind;
  background: BackgroundKind;
  arrangement?: Arrangement;
  typography: TypographyId;
  symbol: SymbolName;
  palettes: readonly Palette[];
  themes?: readonly string[];
}

function define(d: Definition): Template {
  const kind = d.kind ?? 'poster';
  const arrangement = d.arrangement ?? 'center';
  return {
    id: d.id,
    name: d.name,
    kind,
    sizes: SIZES_BY_KIND[kind],
    palettes: d.palettes,
    slots: SLOTS_BY_KIND[kind].map((name) => ({
      name,
      label: SLOT_LABELS[name],
      maxLength: SLOT_MAX_LENGTH[name],
    })),
    photoSlots: photoSlots(kind, arrangement),
    background: d.background,
    arrangement,
    typography: d.typography,
    symbol: d.symbol,
    themes: d.themes ?? [],
  };
}

const P = PALETTES;

export const TEMPLATES: readonly Template[] = [
  define({
    id: 'luz-do-mundo',
    name: 'Luz do Mundo',
    background: 'rays',
    typography: 'classic',
    symbol: 'cross',
    palettes: [P.noiteDourada, P.vinho, P.aurora, P.grafite],
    themes: ['pascoa', 'consagracao', 'culto-da-familia', 'eventos'],
  }),
  define({
    id: 'noite-de-louvor',
    name: 'Noite de Louvor',
    background: 'stage',
    arrangement: 'left',
    typography: 'bold',
    symbol: 'microphone',
    palettes: [P.neon, P.porDoSol, P.noiteDourada, P.brasa],
    themes: ['culto-de-jovens', 'congresso', 'vigilia', 'eventos'],
  }),
  define({
    id: 'pomba-da-paz',
    name: 'Pomba da Paz',
    background: 'halo',
    typography: 'elegant',
    symbol: 'dove',
    palettes: [P.aurora, P.marfim, P.lavanda, P.ceu],
    themes: ['batismo', 'consagracao', 'culto-de-mulheres'],
  }),
  define({
    id: 'palavra-viva',
    name: 'Palavra Viva',
    background: 'paper',
    arrangement: 'left',
    typography: 'editorial',
    symbol: 'bible',
    palettes: [P.areia, P.marfim, P.oliveira, P.grafite],
    themes: ['ensino', 'ebd', 'agendas'],
  }),
  define({
    id: 'fogo-pentecostal',
    name: 'Fogo Pentecostal',
    background: 'bokeh',
    typography: 'bold',
    symbol: 'flame',
    palettes: [P.brasa, P.vinho, P.porDoSol, P.neon],
    themes: ['vigilia', 'congresso', 'culto-de-jovens', 'consagracao'],
  }),
  define({
    id: 'santa-ceia',
    name: 'Santa Ceia',
    background: 'arch',
    typography: 'classic',
    symbol: 'wine',
    palettes: [P.vinho, P.noiteDourada, P.areia, P.grafite],
    themes: ['culto-de-ceia'],
  }),
  define({
    id: 'aguas-vivas',
    name: 'Águas Vivas',
    background: 'waves',
    typography: 'modern',
    symbol: 'drop',
    palettes: [P.aurora, P.esmeralda, P.ceu, P.lavanda],
    themes: ['batismo', 'retiro'],
  }),
  define({
    id: 'amanhecer',
    name: 'Amanhecer',
    background: 'horizon',
    typography: 'classic',
    symbol: 'sun',
    palettes: [P.porDoSol, P.aurora, P.rosa, P.oliveira],
    themes: ['ano-novo', 'retiro', 'pascoa', 'culto-da-familia'],
  }),
  define({
    id: 'coroa-de-gloria',
    name: 'Coroa de Glória',
    background: 'halo',
    arrangement: 'panel',
    typography: 'classic',
    symbol: 'crown',
    palettes: [P.noiteDourada, P.grafite, P.vinho, P.lavanda],
    themes: ['dia-do-pastor', 'aniversario-da-igreja', 'congresso'],
  }),
  define({
    id: 'maos-em-oracao',
    name: 'Mãos em Oração',
    background: 'mesh',
    typography: 'editorial',
    symbol: 'praying',
    palettes: [P.lavanda, P.noiteDourada, P.esmeralda, P.rosa],
    themes: ['vigilia', 'consagracao', 'culto-de-mulheres', 'agendas'],
  }),
  define({
    id: 'juventude-em-chamas',
    name: 'Juventude em Chamas',
    background: 'geometric',
    arrangement: 'left',
    typography: 'modern',
    symbol: 'flame',
    palettes: [P.neon, P.brasa, P.esmeralda, P.porDoSol],
    themes: ['culto-de-jovens', 'congresso', 'lancamentos'],
  }),
  define({
    id: 'familia-abencoada',
    name: 'Família Abençoada',
    background: 'bokeh',
    arrangement: 'split',
    typography: 'elegant',
    symbol: 'users',
    palettes: [P.porDoSol, P.rosa, P.oliveira, P.areia],
    themes: ['culto-da-familia', 'dia-dos-pais', 'dia-das-maes'],
  }),
  define({
    id: 'flor-de-maria',
    name: 'Flor do Cuidado',
    background: 'mesh',
    arrangement: 'panel',
    typography: 'elegant',
    symbol: 'flower',
    palettes: [P.rosa, P.lavanda, P.areia, P.marfim],
    themes: ['dia-das-maes', 'culto-de-mulheres'],
  }),
  define({
    id: 'estrela-de-belem',
    name: 'Estrela de Belém',
    background: 'bokeh',
    typography: 'elegant',
    symbol: 'star',
    palettes: [P.natal, P.pinho, P.noiteDourada, P.grafite],
    themes: ['natal', 'ano-novo'],
  }),
  define({
    id: 'noite-feliz',
    name: 'Noite Feliz',
    background: 'rays',
    arrangement: 'panel',
    typography: 'classic',
    symbol: 'tree',
    palettes: [P.pinho, P.natal, P.noiteDourada, P.marfim],
    themes: ['natal'],
  }),
  define({
    id: 'ressurreicao',
    name: 'Ressurreição',
    background: 'horizon',
    arrangement: 'left',
    typography: 'bold',
    symbol: 'cross',
    palettes: [P.porDoSol, P.noiteDourada, P.aurora, P.areia],
    themes: ['pascoa'],
  }),
  define({
    id: 'escola-biblica',
    name: 'Escola Bíblica',
    background: 'halftone',
    arrangement: 'left',
    typography: 'modern',
    symbol: 'bibleText',
    palettes: [P.ceu, P.esmeralda, P.marfim, P.aurora],
    themes: ['ebd', 'ensino', 'culto-infantil'],
  }),
  define({
    id: 'pequeninos',
    name: 'Pequeninos de Cristo',
    background: 'halftone',
    arrangement: 'split',
    typography: 'bold',
    symbol: 'sparkle',
    palettes: [P.ceu, P.rosa, P.porDoSol, P.esmeralda],
    themes: ['culto-infantil', 'ebd'],
  }),
  define({
    id: 'tempo-de-retiro',
    name: 'Tempo de Retiro',
    background: 'horizon',
    arrangement: 'split',
    typography: 'editorial',
    symbol: 'mountains',
    palettes: [P.oliveira, P.esmeralda, P.porDoSol, P.aurora],
    themes: ['retiro', 'congresso'],
  }),
  define({
    id: 'pastor-amado',
    name: 'Pastor Amado',
    background: 'arch',
    arrangement: 'split',
    typography: 'elegant',
    symbol: 'bible',
    palettes: [P.grafite, P.vinho, P.marfim, P.noiteDourada],
    themes: ['dia-do-pastor'],
  }),
  define({
    id: 'igreja-em-festa',
    name: 'Igreja em Festa',
    background: 'diagonal',
    typography: 'bold',
    symbol: 'church',
    palettes: [P.vinho, P.aurora, P.esmeralda, P.noiteDourada],
    themes: ['aniversario-da-igreja', 'eventos', 'lancamentos'],
  }),
  define({
    id: 'culto-de-domingo',
    name: 'Culto de Domingo',
    background: 'diagonal',
    arrangement: 'left',
    typography: 'classic',
    symbol: 'church',
    palettes: [P.noiteDourada, P.esmeralda, P.grafite, P.ceu],
    themes: ['agendas', 'culto-da-familia', 'telao', 'thumbnail-youtube'],
  }),
  define({
    id: 'adoracao',
    name: 'Adoração',
    background: 'stage',
    arrangement: 'panel',
    typography: 'editorial',
    symbol: 'arms',
    palettes: [P.lavanda, P.neon, P.vinho, P.aurora],
    themes: ['vigilia', 'eventos', 'capas-playlist', 'videos-criativos'],
  }),
  define({
    id: 'ancora-da-fe',
    name: 'Âncora da Fé',
    background: 'waves',
    arrangement: 'left',
    typography: 'editorial',
    symbol: 'anchor',
    palettes: [P.aurora, P.grafite, P.marfim, P.esmeralda],
    themes: ['culto-de-jovens', 'ensino', 'capas-para-youtube'],
  }),
  define({
    id: 'pao-da-vida',
    name: 'Pão da Vida',
    background: 'paper',
    typography: 'classic',
    symbol: 'bread',
    palettes: [P.areia, P.vinho, P.oliveira, P.marfim],
    themes: ['culto-de-ceia', 'cartas-prontas'],
  }),
  // Print pieces.
  define({
    id: 'certificado-classico',
    name: 'Certificado Clássico',
    kind: 'certificate',
    background: 'paper',
    typography: 'classic',
    symbol: 'cross',
    palettes: [P.areia, P.marfim, P.grafite, P.vinho],
    themes: ['certificados', 'batismo', 'ebd'],
  }),
  define({
    id: 'certificado-batismo',
    name: 'Certificado de Batismo',
    kind: 'certificate',
    background: 'waves',
    typography: 'elegant',
    symbol: 'dove',
    palettes: [P.ceu, P.marfim, P.aurora, P.esmeralda],
    themes: ['certificados', 'batismo', 'consagracao'],
  }),
  define({
    id: 'certificado-honra',
    name: 'Certificado de Honra',
    kind: 'certificate',
    background: 'halo',
    typography: 'editorial',
    symbol: 'crown',
    palettes: [P.noiteDourada, P.areia, P.grafite, P.oliveira],
    themes: ['certificados', 'dia-do-pastor', 'dia-das-maes', 'dia-dos-pais'],
  }),
  define({
    id: 'envelope-semeador',
    name: 'Envelope Semeador',
    kind: 'envelope',
    background: 'paper',
    typography: 'classic',
    symbol: 'handHeart',
    palettes: [P.areia, P.oliveira, P.marfim, P.vinho],
    themes: ['envelopes-dizimos'],
  }),
  define({
    id: 'envelope-gratidao',
    name: 'Envelope Gratidão',
    kind: 'envelope',
    background: 'bokeh',
    typography: 'modern',
    symbol: 'heart',
    palettes: [P.esmeralda, P.noiteDourada, P.ceu, P.porDoSol],
    themes: ['envelopes-dizimos'],
  }),
  define({
    id: 'carteirinha-membro',
    name: 'Carteira de Membro',
    kind: 'idcard',
    background: 'geometric',
    typography: 'modern',
    symbol: 'church',
    palettes: [P.noiteDourada, P.esmeralda, P.vinho, P.marfim],
    themes: ['carteirinhas'],
  }),
  define({
    id: 'carteirinha-classica',
    name: 'Carteirinha Clássica',
    kind: 'idcard',
    background: 'paper',
    typography: 'classic',
    symbol: 'cross',
    palettes: [P.marfim, P.areia, P.grafite, P.aurora],
    themes: ['carteirinhas'],
  }),
  define({
    id: 'cartao-igreja',
    name: 'Cartão da Igreja',
    kind: 'digitalcard',
    background: 'rays',
    typography: 'classic',
    symbol: 'church',
    palettes: [P.noiteDourada, P.vinho, P.esmeralda, P.lavanda],
    themes: ['cartao-digital'],
  }),
  define({
    id: 'cartao-ministerio',
    name: 'Cartão do Ministério',
    kind: 'digitalcard',
    background: 'mesh',
    typography: 'modern',
    symbol: 'bible',
    palettes: [P.neon, P.porDoSol, P.aurora, P.rosa],
    themes: ['cartao-digital'],
  }),
];

const BY_ID = new Map(TEMPLATES.map((t) => [t.id, t]));

export function templateById(id: string): Template | undefined {
  return BY_ID.get(id);
}
