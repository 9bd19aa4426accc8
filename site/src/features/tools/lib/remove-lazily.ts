import type { RemoveBackgroundOptions } from './background-remover';

/** removeBackground, its module (and the model's code) loaded on first use. */
export type RemoveBackground = (file: Blob, options: RemoveBackgroundOptions) => Promise<Blob>;

export const removeBackgroundLazily: RemoveBackground = async (file, options) => {
  const { removeBackground } = await import('./background-remover');
  return removeBackground(file, options);
};

/** The pt-BR message of a failure (the module loaded lazily too). */
export async function removalMessage(error: unknown): Promise<string> {
  const { removalErrorMessage } = await import('./background-remover');
  return removalErrorMessage(error);
}
