import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
