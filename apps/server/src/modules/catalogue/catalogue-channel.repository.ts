import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Tells every session LISTENing on `channel` (other app nodes), once this statement commits. */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
