import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase } from './test-database';

export interface TwoNodes {
  /** the fresh PostgreSQL database both nodes use */
  database: DatabaseHandle & { url?: string };
  a: ServerProcess;
  b: ServerProcess;
}

/**
 * Two app nodes, each a process of its own, on one fresh database: started before the tests of the
 * describe block it is called in, stopped after them. Only PostgreSQL is shared by processes, so
 * call it in a block skipped elsewhere (`describe.skipIf(!onPostgres())`).
 */
export function twoNodes(env: Record<string, string> = {}): TwoNodes {
  const nodes = {} as TwoNodes;
  beforeAll(async () => {
    nodes.database = await createTestDatabase();
    const nodeEnv = { DATABASE_URL: nodes.database.url!, ...env };
    [nodes.a, nodes.b] = await Promise.all([startServerProcess(nodeEnv), startServerProcess(nodeEnv)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([nodes.a?.stop(), nodes.b?.stop()]);
    await nodes.database?.close();
  });
  return nodes;
}
