import * as v from 'valibot';

// The path parameters of the staff routes: a row's id, digits only (at most 9, so it fits an
// integer column), as a number.

export const RowId = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, 'Identificador inválido'),
  v.transform(Number),
);

/** `:id`. */
export const IdParam = v.object({ id: RowId });
