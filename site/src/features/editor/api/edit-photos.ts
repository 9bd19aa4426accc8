import { type EditPhotoResponse, EditPhotoResponseSchema } from '@arte-gospel/domain';
import { apiJson } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/queries/parse';

// Issue 20: a photo of a saved edit (api/README.md): POST /api/edits/:id/photos, multipart
// field `file`; the answer's `key` is what the edit's photo slot names. Only ever this
// edit's own endpoint: the user's photos go nowhere else.

export async function uploadEditPhoto(editId: number, photo: Blob): Promise<EditPhotoResponse> {
  const extension =
    photo.type === 'image/png' ? 'png' : photo.type === 'image/jpeg' ? 'jpg' : 'webp';
  const form = new FormData();
  form.set('file', new File([photo], `foto.${extension}`, { type: photo.type }));
  return parseResponse(
    EditPhotoResponseSchema,
    await apiJson('POST', `/api/edits/${editId}/photos`, form),
  );
}
