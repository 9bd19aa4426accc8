import { paths } from '../../../config/paths';

// The tools the site offers (issue 20), grouped in categories (/ferramentas/categoria/{slug}).
// Only tools that work today are listed; a new tool is one more entry.

export interface ToolCategory {
  slug: string;
  name: string;
  description: string;
}

export interface Tool {
  id: 'background-remover' | 'online-editor';
  name: string;
  description: string;
  category: ToolCategory['slug'];
  /** Where the tool is: this page's remover, or another page. */
  href: string;
  action: string;
}

export const TOOL_CATEGORIES: readonly ToolCategory[] = [
  {
    slug: 'imagens',
    name: 'Imagens',
    description: 'Prepare fotos e logos para usar nas artes da sua igreja.',
  },
  {
    slug: 'edicao',
    name: 'Edição',
    description: 'Personalize as artes com os dados da sua igreja.',
  },
];

export const REMOVER_ANCHOR = 'removedor-de-fundo';

export const TOOLS: readonly Tool[] = [
  {
    id: 'background-remover',
    name: 'Removedor de fundo',
    description:
      'Tire o fundo de uma foto de preletor ou do logo da igreja e baixe um PNG transparente. Tudo acontece no seu navegador: a imagem não é enviada.',
    category: 'imagens',
    href: `#${REMOVER_ANCHOR}`,
    action: 'Usar agora',
  },
  {
    id: 'online-editor',
    name: 'Editor online',
    description:
      'Nas artes com “Editar online”, troque textos, fotos e cores direto no navegador e baixe a arte pronta.',
    category: 'edicao',
    href: paths.arts.href(),
    action: 'Escolher uma arte',
  },
];

export function toolCategory(slug: string | undefined): ToolCategory | undefined {
  return TOOL_CATEGORIES.find((category) => category.slug === slug);
}
