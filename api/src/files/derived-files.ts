import type { Storage } from '../storage/storage';

// What is made from an art and kept (issue 19): its download ZIPs (files/art-files.ts, under
// `arts/{id}/{version}/` of {dataDir}/files) and its media (media/routes.ts, `arts/{id}.…` of
// {dataDir}/media: drawn stills, animations, videos and share JPEGs). Each is keyed by the
// art's version, so a replaced image or a deleted art leaves the old ones behind: they are
// removed once the change has committed. Anything still wanted is made again on its next
// request. The uploads themselves are not touched here (admin/art-upload.ts).

export interface DerivedArtFiles {
  /** Removes what was made from the art; a failure is logged, never thrown. */
  remove(artId: number): Promise<void>;
}

export function derivedArtFiles(
  stores: { files: Storage; media: Storage },
  log: (entry: Record<string, unknown>) => void,
): DerivedArtFiles {
  return {
    async remove(artId) {
      if (!Number.isSafeInteger(artId) || artId < 1) return;
      const prefixes: Array<[Storage, string]> = [
        [stores.files, `arts/${artId}/`],
        [stores.media, `arts/${artId}.`],
      ];
      for (const [storage, prefix] of prefixes) {
        try {
          await storage.removePrefix(prefix);
        } catch (error) {
          log({
            level: 'error',
            msg: 'derived files removal failed',
            prefix,
            error: String(error),
          });
        }
      }
    },
  };
}
