import { asc, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nodes } from '../../db/schema';

export type NodeRow = typeof nodes.$inferSelect;
export type Heartbeat = Omit<NodeRow, 'heartbeatAt'>;

/** A node's heartbeat: its row written whole, its time the database's now. */
export async function writeHeartbeat(db: Executor, beat: Heartbeat): Promise<void> {
  const { id: _id, ...figures } = beat;
  await db
    .insert(nodes)
    .values({ ...beat, heartbeatAt: sql`now()` })
    .onConflictDoUpdate({ target: nodes.id, set: { ...figures, heartbeatAt: sql`now()` } });
}

/** Nodes whose last heartbeat is older than `goneForMs`: stopped or dead, shown no more. */
export async function forgetGoneNodes(db: Executor, goneForMs: number): Promise<number> {
  const gone = await db
    .delete(nodes)
    .where(lt(nodes.heartbeatAt, sql`now() - ${goneForMs} * interval '1 millisecond'`))
    .returning({ id: nodes.id });
  return gone.length;
}

/** Every node's last heartbeat, the oldest started first, each with whether it is younger than `aliveSeconds` by the database's clock. */
export async function listNodes(db: Executor, aliveSeconds: number): Promise<(NodeRow & { alive: boolean })[]> {
  return db
    .select({
      id: nodes.id,
      hostname: nodes.hostname,
      pid: nodes.pid,
      version: nodes.version,
      startedAt: nodes.startedAt,
      heartbeatAt: nodes.heartbeatAt,
      rss: nodes.rss,
      heapUsed: nodes.heapUsed,
      eventLoopDelayMs: nodes.eventLoopDelayMs,
      caches: nodes.caches,
      lastErrors: nodes.lastErrors,
      alive: sql<boolean>`${nodes.heartbeatAt} > now() - ${aliveSeconds} * interval '1 second'`.mapWith(Boolean),
    })
    .from(nodes)
    .orderBy(asc(nodes.startedAt), asc(nodes.id));
}
