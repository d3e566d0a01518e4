import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The counters the shop's code moves where the thing happens (a limit refusing, an order placed, a
 * job run), through the small functions below: one set per process, whichever app counts. Each
 * app's `/metrics` adds them to its own series (`app-metrics.ts`). A registry of their own, not
 * prom-client's global one, so that nothing else in the process can add to or collide with them.
 */
const counted = new Registry();

const limitRefusals = new Counter({
  name: 'onsale_limit_refusals_total',
  help: 'Times a request limit was reached (a 429), by limit (the RATE_LIMITS names)',
  labelNames: ['limit'] as const,
  registers: [counted],
});

const ordersPlaced = new Counter({
  name: 'onsale_orders_placed_total',
  help: 'Orders placed at the checkout (a replayed Idempotency-Key does not count again)',
  registers: [counted],
});

const jobsRun = new Counter({
  name: 'onsale_jobs_run_total',
  help: 'Background job runs finished by this node, by kind and outcome (a failed run may be tried again)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [counted],
});

/** A request limit refused a request (`rate-limits.ts`). */
export function countLimitRefusal(limit: string): void {
  limitRefusals.inc({ limit });
}

/** The checkout placed an order. */
export function countOrderPlaced(): void {
  ordersPlaced.inc();
}

/** The job runner finished a run of a job. */
export function countJobRun(kind: string, outcome: 'done' | 'failed'): void {
  jobsRun.inc({ kind, outcome });
}

let nodeSeriesCollected = false;

/**
 * The process's series: the counters above and Node's own (`nodejs_eventloop_lag_*`, heap, RSS,
 * garbage collections, open handles), which start to be gathered at the first call, so that a
 * process that serves no `/metrics` does not measure for nobody.
 */
export function processMetrics(): Registry {
  if (!nodeSeriesCollected) {
    nodeSeriesCollected = true;
    collectDefaultMetrics({ register: counted });
  }
  return counted;
}
