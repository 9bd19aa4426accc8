// What the background remover reports and how it fails, shared by its modules (the person
// model's chunk included) without importing the remover itself.

export type RemovalMode = 'person' | 'logo';

/** Where the work is: the model's bytes arriving (0–1), or the image being processed. */
export type RemovalProgress = { stage: 'model'; loaded: number } | { stage: 'processing' };

export interface RemoveBackgroundOptions {
  mode: RemovalMode;
  onProgress?: (progress: RemovalProgress) => void;
}

/** Largest file accepted (a phone photo is 2–8 MB). */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;
/** Longest side processed: a larger image is scaled down to it first. */
export const MAX_SIDE = 2560;

/** A failure the user can read (pt-BR); anything else is shown as a generic message. */
export class BackgroundRemovalError extends Error {
  override name = 'BackgroundRemovalError';
}

export const REMOVAL_MESSAGES = {
  type: 'Envie uma imagem JPG, PNG ou WebP.',
  size: 'A imagem passa de 15 MB. Envie uma imagem menor.',
  decode: 'Não foi possível ler esta imagem. Tente outro arquivo JPG, PNG ou WebP.',
  model: 'Não foi possível carregar o removedor de fundo. Verifique sua conexão e tente de novo.',
  engine:
    'Seu navegador não conseguiu iniciar o removedor de fotos de pessoas. Atualize o navegador ou use o modo “Logo ou desenho”.',
  generic: 'Não foi possível remover o fundo desta imagem. Tente de novo.',
} as const;

/** The pt-BR message for any error the remover threw. */
export function removalErrorMessage(error: unknown): string {
  return error instanceof BackgroundRemovalError ? error.message : REMOVAL_MESSAGES.generic;
}
