// The API calls a page makes as it starts, the same for every visitor. A page rendered on
// the server (bff/src/static/server-render.ts) arrives with their answers, drawn and in its
// query cache (main.tsx); the prerendered copy served when they are not at hand preloads
// them with the HTML instead (site/scripts/prerender.ts).

import type { QueryKey } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { initialListingState, listingParams } from '../features/arts/state/listing-state';
import { buildQueryUrl } from '../lib/api-client';
import { getArtesQueryOptions, parseArtList } from '../lib/queries/artes';

export interface InitialQuery {
  /** The GET the page's code makes (its answer is public: no cookie changes it). */
  url: string;
  /** Where the answer sits in the query cache. */
  queryKey: QueryKey;
  /** Checks the answer against the contract, as the query itself does (throws otherwise). */
  parse: (body: unknown) => unknown;
}

/** /artes: the first page of the listing (its first art's image is the largest paint). */
export function initialQueries(path: string): InitialQuery[] {
  if (path === paths.arts.path) {
    const params = listingParams(initialListingState(''), undefined);
    return [
      {
        url: buildQueryUrl('/api/artes', Object.fromEntries(Object.entries(params))),
        queryKey: getArtesQueryOptions(params).queryKey,
        parse: parseArtList,
      },
    ];
  }
  return [];
}
