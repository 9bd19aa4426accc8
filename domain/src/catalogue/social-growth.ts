// Crescimento Social (/crescimento-social, a resource the plans advertise: platform §1): a
// church's week of posts, the sizes each network asks for (the catalogue's own art sizes)
// and captions ready to copy with the church's name.
import { ART_SIZES, type ArtSize, type ArtSizeId } from '../templates/sizes';
import { capitalizePtBR } from '../time';

export interface WeeklyPost {
  /** 0 = domingo … 6 = sábado (Date.getUTCDay order). */
  weekday: number;
  title: string;
  description: string;
  /** The art sizes to post it in. */
  sizes: readonly ArtSizeId[];
  /** A gallery search for arts that fit it (/artes?search=…). */
  search: string;
}

/** A week of posts around the Sunday service and the midweek one. */
export const WEEKLY_POSTING_PLAN: readonly WeeklyPost[] = [
  {
    weekday: 0,
    title: 'Dia de culto',
    description:
      'Stories durante o louvor e a Palavra; à noite, uma foto do culto no feed agradecendo a presença de todos.',
    sizes: ['stories', 'feed-retrato'],
    search: 'culto',
  },
  {
    weekday: 1,
    title: 'Palavra da semana',
    description:
      'Uma arte com a mensagem de domingo resumida numa frase, para a igreja levar para a semana.',
    sizes: ['feed-retrato'],
    search: 'palavra',
  },
  {
    weekday: 2,
    title: 'Pedidos de oração',
    description:
      'Uma arte nos stories com a caixa de perguntas: a igreja envia os pedidos e a equipe ora por eles.',
    sizes: ['stories'],
    search: 'oração',
  },
  {
    weekday: 3,
    title: 'Culto de meio de semana',
    description: 'O convite nos stories e no status do WhatsApp na manhã do culto.',
    sizes: ['stories'],
    search: 'culto',
  },
  {
    weekday: 4,
    title: 'Agenda da igreja',
    description: 'Os próximos eventos num post do feed: datas, horários e o endereço.',
    sizes: ['feed-quadrado'],
    search: 'evento',
  },
  {
    weekday: 5,
    title: 'Convite para domingo',
    description:
      'O cartaz do culto de domingo no feed e nos grupos do WhatsApp, para cada membro enviar a um amigo.',
    sizes: ['feed-retrato'],
    search: 'convite',
  },
  {
    weekday: 6,
    title: 'Lembrete',
    description: 'Um story curto: amanhã tem culto, com o horário e o endereço.',
    sizes: ['stories'],
    search: 'culto',
  },
];

export interface NetworkSizes {
  network: string;
  sizes: readonly ArtSize[];
}

/** Where each size of the catalogue is posted. */
export const NETWORK_SIZES: readonly NetworkSizes[] = (
  [
    ['Feed do Instagram e do Facebook', ['feed-retrato', 'feed-quadrado']],
    ['Stories e status do WhatsApp', ['stories']],
    ['YouTube', ['thumbnail-youtube', 'capa-youtube']],
    ['Página do Facebook', ['capa-fanpage']],
  ] as const
).map(([network, ids]) => ({ network, sizes: ids.map((id) => ART_SIZES[id]) }));

/** The name a caption uses when none is typed. */
export const CAPTION_FALLBACK_CHURCH = 'nossa igreja';
/** Longest church name a caption takes (the rest is cut). */
export const CAPTION_CHURCH_MAX = 80;

export interface CaptionTemplate {
  id: string;
  title: string;
  write: (church: string) => string;
}

// The church's name always opens a sentence and takes no article or preposition ('na',
// 'no'), so any name reads right: 'Igreja Batista Central convida você', 'Ministério
// Restauração espera por você'.
export const CAPTION_TEMPLATES: readonly CaptionTemplate[] = [
  {
    id: 'convite',
    title: 'Convite para o culto',
    write: (church) =>
      `${church} convida você: neste domingo tem culto! Venha adorar a Deus com a gente e traga a sua família.`,
  },
  {
    id: 'lembrete',
    title: 'Lembrete de sábado',
    write: (church) =>
      `Amanhã é dia de culto! ${church} espera por você. Salve este post e envie para um amigo que precisa ouvir a Palavra.`,
  },
  {
    id: 'depois-do-culto',
    title: 'Depois do culto',
    write: (church) =>
      `Que culto abençoado! ${church} agradece a todos que estiveram com a gente hoje. Marque aqui quem estava com você.`,
  },
  {
    id: 'oracao',
    title: 'Pedidos de oração',
    write: (church) =>
      `${church} quer orar por você. Deixe o seu pedido de oração nos comentários ou envie por mensagem: a nossa equipe vai orar por cada um.`,
  },
  {
    id: 'evento',
    title: 'Evento especial',
    write: (church) =>
      `Reserve a data: vem aí um evento especial! ${church} conta com a sua presença. Ative as notificações do perfil para não perder nenhuma novidade.`,
  },
];

/**
 * A caption with the church's name (spaces tidied, at most CAPTION_CHURCH_MAX characters,
 * its first letter in upper case: it opens a sentence).
 */
export function captionFor(template: CaptionTemplate, churchName: string): string {
  // By code point: a cut never splits an emoji's surrogate pair.
  const tidy = churchName.trim().replace(/\s+/g, ' ');
  const church = Array.from(tidy).slice(0, CAPTION_CHURCH_MAX).join('').trim();
  return template.write(capitalizePtBR(church || CAPTION_FALLBACK_CHURCH));
}
