import { SYMBOL_LICENCE } from '@arte-gospel/domain';

// The two text files of every art's ZIP, in pt-BR: LEIA-ME.txt (what each file is, the
// size, the fonts and where to get them, how to edit in Canva, Figma, Inkscape and
// Photoshop) and LICENCA.txt (the terms of use, the fonts' and the symbols' licences).
// Lines end in CRLF so Windows' Notepad, where many churches open them, shows them as
// written.

/** A font the art uses, with its licence and where to download it. */
export interface FontCredit {
  family: string;
  licence: string;
  url: string;
}

/** What the text files say about one art. */
export interface ArtFilesInfo {
  id: number;
  title: string;
  /** The files' common name without extension ('arte-gospel-santa-ceia-12'). */
  baseName: string;
  size: {
    name: string;
    width: number;
    height: number;
    print?: { widthMm: number; heightMm: number } | undefined;
  };
  fonts: readonly FontCredit[];
  /** The art's page on the site (absolute address). */
  pageUrl: string;
  isPremium: boolean;
  /** The text slots the SVG carries, as pt-BR layer names ('Nome da igreja'). */
  layers: readonly string[];
}

export const README_NAME = 'LEIA-ME.txt';
export const LICENCE_NAME = 'LICENCA.txt';
/** Print files are rendered at this resolution (px = mm × 300 / 25.4). */
export const PRINT_DPI = 300;

/** The symbols' notice as a clause ('os ícones Phosphor Icons (…), licença MIT, …'). */
const SYMBOL_LICENCE_TEXT = SYMBOL_LICENCE.replace(/^Ícones/, 'do conjunto');

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '1080 × 1350 px'. */
export function pixelSize(size: { width: number; height: number }): string {
  return `${size.width} × ${size.height} px`;
}

/** '85,6 × 54 mm'. */
export function millimetreSize(print: { widthMm: number; heightMm: number }): string {
  return `${number.format(print.widthMm)} × ${number.format(print.heightMm)} mm`;
}

const crlf = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;

/** LEIA-ME.txt: a short guide to the files of the art. */
export function readmeText(info: ArtFilesInfo): string {
  const { size } = info;
  const print = size.print;
  const sizeLine = print
    ? `${size.name}: ${millimetreSize(print)} (${pixelSize(size)}, ${PRINT_DPI} dpi, pronto para impressão)`
    : `${size.name}: ${pixelSize(size)}`;
  const files = [
    `- ${info.baseName}.svg: o arquivo editável (vetor). Os textos são texto de verdade, em camadas com nome em português${info.layers.length > 0 ? ` (${info.layers.join(', ')})` : ''}.`,
    `- ${info.baseName}.png: a imagem em resolução máxima, ${pixelSize(size)}, pronta para postar${print ? ' ou imprimir' : ''}.`,
    ...(print
      ? [
          `- ${info.baseName}.pdf: o PDF para impressão, uma página de ${millimetreSize(print)} sem margens (sangria total).`,
        ]
      : []),
    `- ${LICENCE_NAME}: os termos de uso desta arte.`,
  ];
  const fonts =
    info.fonts.length > 0
      ? info.fonts.map((font) => `- ${font.family}: ${font.licence}. Baixe em ${font.url}`)
      : ['- Esta arte não usa fontes de texto.'];
  return crlf([
    `${info.title}`,
    `Arte Gospel nº ${info.id}: ${info.pageUrl}`,
    '',
    'TAMANHO',
    sizeLine,
    '',
    'ARQUIVOS',
    ...files,
    '',
    'FONTES USADAS',
    'Instale estas fontes no seu computador antes de abrir o SVG, para que os textos',
    'apareçam como na prévia (todas são gratuitas e de licença aberta):',
    ...fonts,
    '',
    'COMO EDITAR',
    '- Canva: em "Criar design", use "Importar arquivo" e envie o SVG (os textos viram',
    '  elementos editáveis) ou o PNG como fundo do seu design.',
    '- Figma: arraste o SVG para o arquivo. Com as fontes instaladas, os textos continuam',
    '  editáveis; troque nome da igreja, data e horário e exporte em PNG ou PDF.',
    '- Inkscape: abra o SVG. As camadas têm nomes em português (Título, Data, Horário...);',
    '  dê dois cliques no texto para editar e salve ou exporte em PNG (Ctrl+Shift+E).',
    `- Photoshop: abra o ${print ? 'PDF ou o ' : ''}PNG para ajustes de imagem, ou use`,
    '  Arquivo > Inserir incorporado com o SVG para tê-lo como objeto inteligente.',
    '',
    `Dúvidas ou problemas com esta arte? Fale com a gente pela página: ${info.pageUrl}`,
  ]);
}

/** LICENCA.txt: the terms of use of the downloaded files. */
export function licenceText(info: Pick<ArtFilesInfo, 'id' | 'title' | 'isPremium'>): string {
  return crlf([
    'LICENÇA DE USO — ARTE GOSPEL',
    `Arte: ${info.title} (nº ${info.id}), ${info.isPremium ? 'arte Premium' : 'arte gratuita'}.`,
    '',
    'VOCÊ PODE',
    '- Usar esta arte e as versões que editar dela na divulgação da sua igreja, ministério,',
    '  célula, evento cristão ou nas suas redes pessoais, impressas ou digitais, quantas',
    '  vezes quiser, sem pagar nada além do seu plano.',
    '- Alterar textos, cores, fotos e tamanhos à vontade.',
    '- Imprimir e distribuir o resultado final (cartazes, convites, certificados,',
    '  carteirinhas, envelopes) para os membros e visitantes.',
    '',
    'ARTES GRATUITAS E PREMIUM',
    '- Artes gratuitas: liberadas para qualquer conta cadastrada, dentro do limite mensal',
    '  de downloads do plano gratuito.',
    '- Artes Premium: liberadas para assinantes com o plano em dia.',
    '- Os termos de uso abaixo valem igualmente para as duas.',
    '',
    'VOCÊ NÃO PODE',
    '- Vender, revender, sublicenciar ou distribuir estes arquivos (SVG, PNG, PDF) como',
    '  modelos ou templates, editados ou não, em sites, grupos, pacotes ou marketplaces.',
    '- Repassar os arquivos a outras igrejas ou pessoas para que os editem e usem como seus.',
    '',
    'FONTES',
    'As fontes usadas são de licença aberta SIL Open Font License 1.1 (OFL): podem ser',
    'usadas de graça, também em trabalhos comerciais, e não podem ser vendidas sozinhas.',
    'Texto da licença: https://openfontlicense.org',
    '',
    'ÍCONES',
    `Os símbolos cristãos da arte (cruz, pomba, Bíblia, mãos em oração...) são ${SYMBOL_LICENCE_TEXT}:`,
    'podem ser usados, alterados e distribuídos livremente junto com a arte.',
    '',
    'Os direitos sobre o desenho da arte continuam com a Arte Gospel e seus designers.',
  ]);
}
