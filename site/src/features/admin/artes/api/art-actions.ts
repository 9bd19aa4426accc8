import {
  type AdminArt,
  type ArtFileField,
  ArtFilesErrorSchema,
  type ArtFilesResponse,
  ArtFilesResponseSchema,
  type ArtUploadResponse,
  ArtUploadResponseSchema,
} from '@arte-gospel/domain';
import * as v from 'valibot';
import {
  ApiError,
  apiJson,
  CONNECTION_ERROR_MESSAGE,
  NO_CACHE_HEADERS,
  withTimestamp,
} from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { useStaffMutation } from '../../api/staff-mutation';

// What staff do to arts from /admin/artes and /admin/add-art-multi (api/README.md, Staff
// endpoints). After a change the arts' pages are read again (their key's first element).

/** The body of PUT /api/admin/arts/:id: every field of the art. */
export interface ArtEdit {
  title: string;
  categoryId: number | null;
  formatId: number;
  fileTypeId: number;
  imageUrl: string;
  editUrl: string | null;
  downloadUrl: string | null;
  groupId: string | null;
  isPremium: boolean;
  isVisible: boolean;
  featuredRank: number | null;
  tags: string[];
  designerId: number | null;
  publishAt: string;
}

/** The art as the edit form starts from. */
export function artEditOf(art: AdminArt): ArtEdit {
  return {
    title: art.title,
    categoryId: art.categoryId,
    formatId: art.formatId,
    fileTypeId: art.fileTypeId,
    imageUrl: art.imageUrl,
    editUrl: art.editUrl,
    downloadUrl: art.downloadUrl,
    groupId: art.groupId,
    isPremium: art.isPremium,
    isVisible: art.isVisible,
    featuredRank: art.featuredRank,
    tags: art.tags,
    designerId: art.designer?.id ?? null,
    publishAt: art.publishAt,
  };
}

export async function updateArt(input: { id: number; edit: ArtEdit }) {
  await apiJson('PUT', `/api/admin/arts/${input.id}`, input.edit);
}

export async function deleteArt(input: { id: number }) {
  await apiJson('DELETE', `/api/admin/arts/${input.id}`);
}

/** A change to arts with its toast; failures show the server's message. */
export function useArtAction<I>(action: (input: I) => Promise<void>, success: string) {
  return useStaffMutation({
    mutationFn: action,
    success,
    invalidate: [[queryKeys.adminArts({})[0]]],
  });
}

/** The text fields of POST /api/admin/arts/upload. */
export interface ArtUploadFields {
  title: string;
  categoryId: string;
  formatId: string;
  fileTypeId: string;
  isPremium: boolean;
  isVisible: boolean;
  designerId?: string;
  editUrl?: string;
  tags?: string;
  publishAt?: string;
}

/**
 * POST /api/admin/arts/upload as multipart, with the bytes sent as `onProgress` (0–1).
 */
export function uploadArt(
  fields: ArtUploadFields,
  files: { image: File; source?: File | null },
  onProgress?: (fraction: number) => void,
): Promise<ArtUploadResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.set(key, String(value));
  }
  form.set('image', files.image, files.image.name);
  if (files.source) form.set('source', files.source, files.source.name);
  return sendForm('/api/admin/arts/upload', form, ArtUploadResponseSchema, onProgress);
}

/** What the edit form changes of an art's files: a new image, a new source, or none. */
export interface ArtFilesChange {
  image?: File | null;
  source?: File | null;
  removeSource?: boolean;
}

/**
 * POST /api/admin/arts/:id/files: the art's new image and/or source file, or its source file
 * removed; answers the files as they now are. A file the API refuses fails with an ApiError
 * whose body names it (`field`, see artFileErrorOf).
 */
export function replaceArtFiles(
  id: number,
  change: ArtFilesChange,
  onProgress?: (fraction: number) => void,
): Promise<ArtFilesResponse> {
  const form = new FormData();
  if (change.image) form.set('image', change.image, change.image.name);
  if (change.source) form.set('source', change.source, change.source.name);
  if (change.removeSource) form.set('removeSource', 'true');
  return sendForm(`/api/admin/arts/${id}/files`, form, ArtFilesResponseSchema, onProgress);
}

/** The file a refusal of replaceArtFiles is about, if the API named one. */
export function artFileErrorOf(error: unknown): ArtFileField | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = v.safeParse(ArtFilesErrorSchema, error.body);
  return parsed.success ? (parsed.output.field ?? null) : null;
}

/**
 * A multipart POST through XMLHttpRequest so the bytes sent can be shown (fetch has no
 * upload progress): `onProgress` gets 0–1. The call carries what every mutating call does
 * (_t, no-cache headers, X-Timestamp, the session cookie); the answer is checked by `schema`.
 */
function sendForm<T>(
  path: string,
  form: FormData,
  schema: v.GenericSchema<unknown, T>,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const timestamp = Date.now();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', withTimestamp(path, timestamp));
    request.withCredentials = true;
    for (const [name, value] of Object.entries(NO_CACHE_HEADERS))
      request.setRequestHeader(name, value);
    request.setRequestHeader('X-Timestamp', String(timestamp));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, CONNECTION_ERROR_MESSAGE));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = v.safeParse(schema, body);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.output);
          return;
        }
      }
      const message =
        typeof body === 'object' && body !== null && 'message' in body
          ? String((body as { message: unknown }).message)
          : request.statusText || 'Não foi possível enviar os arquivos.';
      reject(new ApiError(request.status, message, body));
    };
    request.send(form);
  });
}
