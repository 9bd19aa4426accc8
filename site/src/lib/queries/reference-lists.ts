import {
  type FileType,
  FileTypeListResponseSchema,
  type Format,
  FormatListResponseSchema,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

/** catalogue §8 texts when a reference list fails. */
export const FORMATS_ERROR = 'Erro ao carregar formatos';
export const FILE_TYPES_ERROR = 'Erro ao carregar tipos de arquivo';

/** GET /api/formats (catalogue §7). */
export function getFormatsQueryOptions() {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: queryKeys.formats,
    queryFn: async (context): Promise<Format[]> =>
      parseResponse(FormatListResponseSchema, await fetchJson(context)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFormats() {
  return useQuery(getFormatsQueryOptions());
}

/** GET /api/fileTypes (catalogue §7). */
export function getFileTypesQueryOptions() {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: queryKeys.fileTypes,
    queryFn: async (context): Promise<FileType[]> =>
      parseResponse(FileTypeListResponseSchema, await fetchJson(context)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFileTypes() {
  return useQuery(getFileTypesQueryOptions());
}
