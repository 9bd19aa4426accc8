// What a page imports up front: a function that loads the remover on first use (its module,
// and in 'person' mode the model's code, are lazy chunks) and the error messages (small).
import type { RemoveBackgroundOptions } from './errors';

export { BackgroundRemovalError, removalErrorMessage } from './errors';

/** removeBackground's signature (a story can pass a stand-in). */
export type RemoveBackground = (file: Blob, options: RemoveBackgroundOptions) => Promise<Blob>;

/** removeBackground (background-remover.ts), its module loaded on first use. */
export const removeBackgroundLazily: RemoveBackground = async (file, options) => {
  const { removeBackground } = await import('./background-remover');
  return removeBackground(file, options);
};
