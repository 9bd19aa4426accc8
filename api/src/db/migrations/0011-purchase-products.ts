import { type Kysely, sql } from 'kysely';

// Issue 16: the ledger keeps the provider's product of each postback (data.product.id). A
// product becomes this platform's when a postback for it carries the offer code of a
// configured checkout link, and only such a product's purchases may be matched by their plan
// name (api/src/purchases/purchases.ts matchPlan): another product of the same seller whose
// plan is called 'Anual' grants nothing. Rows kept before it learn theirs from their payload.

/** data.product.id of a stored payload, as text; null when it has none (or is not JSON). */
export function productIdOfPayload(payload: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const data = (json as { data?: { product?: { id?: unknown } } } | null)?.data;
  const id = data?.product?.id;
  return typeof id === 'number' || (typeof id === 'string' && id.trim() !== '')
    ? String(id).trim()
    : null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchases').addColumn('product_id', 'text').execute();
  await db.schema.createIndex('purchases_product').on('purchases').column('product_id').execute();
  const rows = await sql<{
    id: number;
    payload: string;
  }>`SELECT id, payload FROM purchases`.execute(db);
  for (const row of rows.rows) {
    const product = productIdOfPayload(row.payload);
    if (product !== null) {
      await sql`UPDATE purchases SET product_id = ${product} WHERE id = ${row.id}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('purchases_product').execute();
  await db.schema.alterTable('purchases').dropColumn('product_id').execute();
}
