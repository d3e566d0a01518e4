/** One look at a service the node depends on. */
export interface Probe {
  reachable: boolean;
  /** one round trip, in milliseconds; null when unreachable */
  latencyMs: number | null;
  /** why it could not be reached */
  error: string | null;
}

/** How long a probe waits before it calls the service unreachable: the System page must not hang on a dead one. */
export const PROBE_TIMEOUT_MS = 1_000;

/**
 * Times one round trip of `ask`, given `timeoutMs` at most, and never throws: a failure or a
 * timeout is an unreachable service with its reason. `ask` gets a signal aborted at the timeout,
 * for the clients that can give up a request.
 */
export async function probe(
  ask: (signal: AbortSignal) => Promise<unknown>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Probe> {
  const started = performance.now();
  const timeout = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ask(timeout.signal),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => {
          timeout.abort();
          reject(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    ]);
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 100) / 100, error: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return { reachable: false, latencyMs: null, error: reason.slice(0, 300) };
  } finally {
    clearTimeout(timer);
  }
}
