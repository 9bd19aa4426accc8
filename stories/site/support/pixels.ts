/**
 * The RGBA of an image file's pixel at (x, y) (rounded), decoded in the story's page. A point
 * outside the image throws (a canvas would answer a transparent black for it).
 */
export async function pixelAt(
  image: Blob,
  x: number,
  y: number,
): Promise<[number, number, number, number]> {
  const bitmap = await createImageBitmap(image);
  const [column, row] = [Math.round(x), Math.round(y)];
  if (column < 0 || row < 0 || column >= bitmap.width || row >= bitmap.height) {
    bitmap.close();
    throw new Error(`(${column}, ${row}) is outside the ${bitmap.width} × ${bitmap.height} image`);
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(
    Math.round(x),
    Math.round(y),
    1,
    1,
  ).data;
  return [r, g, b, a];
}
