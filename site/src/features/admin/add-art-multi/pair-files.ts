// /admin/add-art-multi: images and source files dropped together. A source file (SVG, PDF or
// ZIP) goes with the image of the same base name ('culto.png' + 'culto.svg'), compared
// without case; a source file no image matches, or a second one for the same image, is an
// error of its own that does not stop the others.

/** A source file by its name (the API still judges it by its bytes). */
const SOURCE_NAME = /\.(svg|pdf|zip)$/i;

export const isSourceFileName = (name: string) => SOURCE_NAME.test(name);

/** 'Culto.PNG' → 'culto': the name the pairing compares. */
export function baseNameOf(name: string): string {
  const file = name.split(/[\\/]/).pop() ?? name;
  const dot = file.lastIndexOf('.');
  return (dot > 0 ? file.slice(0, dot) : file).trim().toLowerCase();
}

export interface PairedArt {
  image: File;
  source: File | null;
}

export interface UnpairedSource {
  file: File;
  message: string;
}

export const noImageMessage = (file: File) =>
  `Nenhuma imagem com o nome “${baseNameOf(file.name)}” para este arquivo-fonte: envie-o com a imagem de mesmo nome (por exemplo ${baseNameOf(file.name)}.png).`;
export const secondSourceMessage = (image: File) =>
  `A imagem ${image.name} já tem um arquivo-fonte neste lote: envie um só por arte.`;

/** The arts the files make (in the images' order) and the source files left alone. */
export function pairBatchFiles(files: readonly File[]): {
  arts: PairedArt[];
  unpaired: UnpairedSource[];
} {
  const arts: PairedArt[] = [];
  const byName = new Map<string, PairedArt>();
  for (const file of files) {
    if (isSourceFileName(file.name)) continue;
    const art = { image: file, source: null };
    arts.push(art);
    const name = baseNameOf(file.name);
    if (!byName.has(name)) byName.set(name, art);
  }
  const unpaired: UnpairedSource[] = [];
  for (const file of files) {
    if (!isSourceFileName(file.name)) continue;
    const art = byName.get(baseNameOf(file.name));
    if (!art) unpaired.push({ file, message: noImageMessage(file) });
    else if (art.source) unpaired.push({ file, message: secondSourceMessage(art.image) });
    else art.source = file;
  }
  return { arts, unpaired };
}
