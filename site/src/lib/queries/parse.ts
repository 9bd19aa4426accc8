import { type Category, CategorySchema } from '@arte-gospel/domain';
import * as v from 'valibot';

export type { Category };

/** Shown when the server answers with a shape the contract does not allow. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Resposta inesperada do servidor. Tente novamente.';

/** Parses a response body with its contract schema; a mismatch is a pt-BR error. */
export function parseResponse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new Error(UNEXPECTED_RESPONSE_MESSAGE);
  return result.output;
}

const CategoriesSchema = v.array(CategorySchema);

export function parseCategories(data: unknown): Category[] {
  return parseResponse(CategoriesSchema, data);
}
