import type { Kysely } from 'kysely';

// Issue 14 (hostile traffic): schema changes of this area. Filled by its work.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
