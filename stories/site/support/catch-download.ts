/** A download the page started, as the user would save it. */
export interface CaughtDownload {
  /** The link's `download` name. */
  name: string;
  blob: Blob;
  bytes: Uint8Array;
}

/**
 * Catches the next download the page starts (a click on an <a download> of a blob: URL, as
 * the editor's exports do) instead of saving it, and reads the file. Call `stop()` after.
 */
export function catchDownload(): { file: Promise<CaughtDownload>; stop: () => void } {
  let resolve: (file: CaughtDownload) => void = () => undefined;
  const file = new Promise<CaughtDownload>((done) => {
    resolve = done;
  });
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[download]');
    if (!(link instanceof HTMLAnchorElement) || !link.href.startsWith('blob:')) return;
    event.preventDefault();
    const name = link.download;
    void fetch(link.href)
      .then((res) => res.blob())
      .then(async (blob) =>
        resolve({ name, blob, bytes: new Uint8Array(await blob.arrayBuffer()) }),
      );
  };
  document.addEventListener('click', onClick, true);
  return { file, stop: () => document.removeEventListener('click', onClick, true) };
}
