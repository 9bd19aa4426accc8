import {
  type ChurchProfileBody,
  ChurchProfileSchema,
  FieldErrorsResponseSchema,
} from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError, apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';
import { toast } from '../../../lib/toast';

export type { ChurchProfileBody };

/** PUT /api/church-profile (api/README.md): the whole profile → the profile saved. */
export async function saveChurchProfile(body: ChurchProfileBody) {
  return parseResponse(ChurchProfileSchema, await apiJson('PUT', '/api/church-profile', body));
}

/** A refused save's messages by field path ('serviceTimes.0.time'), or {} for another failure. */
export function churchFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const parsed = v.safeParse(FieldErrorsResponseSchema, error.body);
  return parsed.success ? parsed.output.fields : {};
}

export function useSaveChurchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChurchProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.churchProfile, profile);
      toast({ title: 'Dados da igreja salvos!', tone: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Falha ao salvar os dados da igreja',
        description: error.message || 'Erro ao salvar os dados da igreja.',
        tone: 'destructive',
      });
    },
  });
}
