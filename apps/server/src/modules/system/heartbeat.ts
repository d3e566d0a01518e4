import type { Database } from '../../db/client';
import { forgetGoneNodes, writeHeartbeat, type Heartbeat } from './nodes.repository';

/** How often a node writes its heartbeat. */
export const HEARTBEAT_EVERY_MS = 5_000;
/** A node silent for this long is deleted by the others' heartbeats. */
export const FORGET_NODES_AFTER_MS = 24 * 60 * 60_000;

export interface HeartbeatLoop {
  start(): void;
  /** Stops the beats and waits for the one being written. */
  stop(): Promise<void>;
}

/**
 * A node's heartbeat: every `everyMs` it writes its figures (`beat()`, read then) to its row of
 * `nodes`, and deletes the nodes gone for a day. A failed write is reported and tried at the next
 * beat; the node goes on serving.
 */
export function createHeartbeat(
  db: Database,
  beat: () => Heartbeat,
  { everyMs = HEARTBEAT_EVERY_MS, onError }: { everyMs?: number; onError: (error: unknown) => void },
): HeartbeatLoop {
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  async function write(): Promise<void> {
    await writeHeartbeat(db, beat());
    await forgetGoneNodes(db, FORGET_NODES_AFTER_MS);
  }

  const tick = () => {
    // A beat still being written (a slow database) is not doubled.
    writing ??= write()
      .catch(onError)
      .finally(() => {
        writing = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await writing;
    },
  };
}
