import {
  type ArtDetail,
  ArtDetailSchema,
  type EditCreateBody,
  type EditDetail,
  EditDetailSchema,
  type EditExportResponse,
  EditExportResponseSchema,
  type EditUpdateBody,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

// Issue 20: the online editor's calls (api/README.md): the art with its design, the saved
// edit it reopens, the save and the export's authorisation.

/** GET /api/arts/:id: the art page's data, its `design` included (same key as the art page). */
export function getEditorArtQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.art(id),
    queryFn: async ({ signal }): Promise<ArtDetail> =>
      parseResponse(
        ArtDetailSchema,
        await apiJson('GET', `/api/arts/${id}`, undefined, { signal }),
      ),
    staleTime: 30_000,
  });
}

export function useEditorArt(id: number | null) {
  return useQuery({ ...getEditorArtQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /api/edits/:id: a saved edit of the account (404 for anyone else's). */
export function getEditQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.edit(id),
    queryFn: async ({ signal }): Promise<EditDetail> =>
      parseResponse(
        EditDetailSchema,
        await apiJson('GET', `/api/edits/${id}`, undefined, { signal }),
      ) as EditDetail,
    // A save puts its answer here: reopening the saved edit needs no second read.
    staleTime: 30_000,
  });
}

export function useEdit(id: number | null) {
  return useQuery({ ...getEditQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST /api/edits (a new edit) or PUT /api/edits/:id (the whole state again). */
export async function saveEdit(
  editId: number | null,
  body: EditCreateBody | EditUpdateBody,
): Promise<EditDetail> {
  const answer = editId
    ? await apiJson('PUT', `/api/edits/${editId}`, body)
    : await apiJson('POST', '/api/edits', body);
  return parseResponse(EditDetailSchema, answer) as EditDetail;
}

/**
 * POST /api/edits/:id/export: may the export go ahead (a download of the art for the free
 * quota, once per art per month; premium arts for premium accounts)? 403 with the server's
 * pt-BR message when not.
 */
export async function authoriseExport(editId: number): Promise<EditExportResponse> {
  return parseResponse(
    EditExportResponseSchema,
    await apiJson('POST', `/api/edits/${editId}/export`),
  );
}

/** The month's counter (header menu, panel) reads these after an export. */
export const EXPORT_INVALIDATES = [queryKeys.downloads, queryKeys.userStats, queryKeys.user];
