import { StorageTestResponseSchema } from '@arte-gospel/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/queries/parse';

/**
 * POST /api/admin/storage-test (issue 19; api/README.md 'Staff endpoints'): the API writes,
 * reads back and deletes a test file in its storage and answers each step's time and error.
 */
export async function runStorageTest() {
  return parseResponse(
    StorageTestResponseSchema,
    await apiJson('POST', '/api/admin/storage-test', {}),
  );
}

export function useStorageTest() {
  return useMutation({ mutationFn: runStorageTest });
}
