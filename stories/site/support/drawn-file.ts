/**
 * An image file drawn in the story's page (a canvas of `width` × `height`, painted by `draw`):
 * a photo or logo whose every pixel the story knows, for upload and export stories.
 */
export async function drawnFile(
  name: string,
  size: { width: number; height: number },
  draw: (context: CanvasRenderingContext2D) => void,
  type: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  draw(context);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.95));
  if (!blob) throw new Error(`no ${type}`);
  return new File([blob], name, { type });
}
