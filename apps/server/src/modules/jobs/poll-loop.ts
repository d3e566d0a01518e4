/**
 * The loop every background lane runs (the outbox and the jobs): a pass, then the next one at once
 * when the pass says there is more, else after `pollMs`. A pass that throws (the database
 * restarting) is logged and tried again at the next poll. `wake` starts a pass now when idle, so
 * work queued by this node does not wait for the poll.
 */
export interface PollLoop {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

export function createPollLoop(
  pass: () => Promise<{ more: boolean }>,
  { pollMs, onError }: { pollMs: number; onError: (error: unknown) => void },
): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let wokenWhileRunning = false;

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      wokenWhileRunning = false;
      running = pass()
        .then(({ more }) => schedule(more || wokenWhileRunning ? 0 : pollMs))
        .catch((error: unknown) => {
          onError(error);
          schedule(pollMs);
        })
        .finally(() => {
          running = undefined;
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
