// Putting a staff list in a new order (issue 19: categories, designers, testimonials): the
// list's ids in the order sent, checked against its rows and written in the caller's
// transaction (routes/admin-order.ts writes its audit entry in the same one).

/** A list's ids before and after a reorder. */
export interface Reordered {
  before: number[];
  after: number[];
}

/**
 * Writes the order of `ids` over the list whose ids are `before` (its current order, its rows
 * locked by the caller): `write(id, position)` for each, positions 0, 1, 2…; null (nothing
 * written) unless `ids` are exactly the list's.
 */
export async function writeOrder(
  before: number[],
  ids: readonly number[],
  write: (id: number, position: number) => Promise<unknown>,
): Promise<Reordered | null> {
  if (before.length !== ids.length || !ids.every((id) => before.includes(id))) return null;
  for (const [position, id] of ids.entries()) await write(id, position);
  return { before, after: [...ids] };
}
