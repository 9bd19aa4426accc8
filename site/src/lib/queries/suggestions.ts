import { SuggestionsResponseSchema, shouldFetchSuggestions } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

/**
 * GET /api/search/suggestions?q= (catalogue §7). A failure empties the list with no message
 * (catalogue §8), so the query resolves to [] instead of erroring.
 */
export function getSuggestionsQueryOptions(q: string) {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: queryKeys.suggestions(q),
    queryFn: async (context): Promise<string[]> => {
      try {
        return parseResponse(SuggestionsResponseSchema, await fetchJson(context)).suggestions;
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });
}

/** Suggestions for an already debounced text; nothing under 2 characters (catalogue §5). */
export function useSuggestions(debouncedText: string) {
  const q = debouncedText.trim();
  return useQuery({ ...getSuggestionsQueryOptions(q), enabled: shouldFetchSuggestions(q) });
}
