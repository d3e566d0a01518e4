import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Counter, Gauge, Registry, type Histogram } from 'prom-client';
import type { PoolCounts } from '../../db/client';
import type { CountedCache } from '../catalogue/response-cache';
import type { JobKindFigures } from '../jobs/jobs.repository';
import type { OutboxFigures } from '../mail/outbox.repository';
import { processMetrics } from './metrics';

/** The `route` of a request no route matched (a 404, the web app's page fallback). */
const UNMATCHED = 'unmatched';

/** From a cached answer (under a millisecond) to a slow import page. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type HttpLabels = 'method' | 'route' | 'status';

export interface AppMetricsSources {
  /** the app's caches, read at each scrape */
  caches: () => Iterable<CountedCache>;
  /** PostgreSQL's pool; none on the embedded database */
  poolCounts?: () => PoolCounts;
  jobs: () => Promise<JobKindFigures[]>;
  outbox: () => Promise<OutboxFigures>;
  /** a series that could not be read (the database away): the scrape goes on without it */
  onError: (error: unknown) => void;
}

export interface AppMetrics {
  contentType: string;
  /** The Prometheus text of every series: the app's and the process's. */
  text(): Promise<string>;
  /** The one `onResponse` hook that counts and times every answer. */
  recordResponse(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  /** Counts and times an answer sent without the app's hooks (`kept-answers.ts`). */
  record(route: string, method: string, status: number, seconds: number): void;
}

/**
 * One method, route and status's answers, counted as plain numbers as they go; prom-client reads
 * them at each scrape. Counting through prom-client's own counter and histogram cost every answer
 * a label hash and a few objects (about 1 µs, decision 0065).
 */
class AnswerSeries {
  count = 0;
  sum = 0;
  /** answers per duration bucket, each counted once (the scrape adds them up); beyond the last, only in `count` */
  readonly buckets = new Float64Array(DURATION_BUCKETS.length);

  constructor(readonly labels: Record<HttpLabels, string>) {}

  record(seconds: number): void {
    this.count++;
    this.sum += seconds;
    for (let i = 0; i < DURATION_BUCKETS.length; i++)
      if (seconds <= DURATION_BUCKETS[i]!) {
        this.buckets[i]!++;
        return;
      }
  }
}

const DURATIONS = 'onsale_http_request_duration_seconds';

/**
 * The answers' durations as a Prometheus histogram, in the form prom-client's own histograms hand
 * their registry at a scrape (`get()`: cumulative `_bucket`s by `le`, `_sum`, `_count`).
 */
function durationsHistogram(series: readonly AnswerSeries[]): Histogram<HttpLabels> {
  const help = 'Time from a request arriving to its answer sent, by method, route pattern and status';
  const metric = {
    name: DURATIONS,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({
      name: DURATIONS,
      help,
      type: 'histogram',
      aggregator: 'sum',
      values: series.flatMap((answered) => {
        let seen = 0;
        return [
          ...DURATION_BUCKETS.map((le, i) => ({
            metricName: `${DURATIONS}_bucket`,
            labels: { ...answered.labels, le },
            value: (seen += answered.buckets[i]!),
          })),
          { metricName: `${DURATIONS}_bucket`, labels: { ...answered.labels, le: '+Inf' }, value: answered.count },
          { metricName: `${DURATIONS}_sum`, labels: answered.labels, value: answered.sum },
          { metricName: `${DURATIONS}_count`, labels: answered.labels, value: answered.count },
        ];
      }),
    }),
    reset() {
      for (const answered of series) {
        answered.count = 0;
        answered.sum = 0;
        answered.buckets.fill(0);
      }
    },
  };
  return metric as unknown as Histogram<HttpLabels>;
}

/** One read shared by the series that show it: their `collect`s run together at each scrape. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));
}

/**
 * One app's series, read by its `/metrics`: its answers (counted as they go), and its caches, its
 * database pool, the jobs and the outbox (read at scrape time, never on a request's way). The
 * process's counters and Node's own series are added (`metrics.ts`).
 */
export function createAppMetrics(sources: AppMetricsSources): AppMetrics {
  const registry = new Registry();

  /** route → method → status → its series, each made once: an answer allocates nothing here */
  const answers = new Map<string, Map<string, Map<number, AnswerSeries>>>();
  const allAnswers: AnswerSeries[] = [];
  function seriesOf(route: string, method: string, status: number): AnswerSeries {
    let byMethod = answers.get(route);
    if (!byMethod) answers.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let found = byStatus.get(status);
    if (!found) {
      found = new AnswerSeries({ method, route, status: String(status) });
      byStatus.set(status, found);
      allAnswers.push(found);
    }
    return found;
  }
  new Counter<HttpLabels>({
    name: 'onsale_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const answered of allAnswers) this.inc(answered.labels, answered.count);
    },
  });
  registry.registerMetric(durationsHistogram(allAnswers));

  new Counter({
    name: 'onsale_cache_hits_total',
    help: 'Lookups answered from a cache, by cache',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of sources.caches()) this.inc({ cache: cache.name }, cache.hits);
    },
  });
  new Counter({
    name: 'onsale_cache_misses_total',
    help: 'Lookups that loaded their answer, by cache',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of sources.caches()) this.inc({ cache: cache.name }, cache.misses);
    },
  });
  new Gauge({
    name: 'onsale_cache_bytes',
    help: 'Bytes of answers a cache holds now, by cache',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of sources.caches()) this.set({ cache: cache.name }, cache.bytes);
    },
  });

  const { poolCounts } = sources;
  if (poolCounts)
    new Gauge({
      name: 'onsale_db_pool_connections',
      help: "PostgreSQL pool's connections: open (total), idle, and queries waiting for one",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const counts = poolCounts();
        this.set({ state: 'total' }, counts.total);
        this.set({ state: 'idle' }, counts.idle);
        this.set({ state: 'waiting' }, counts.waiting);
      },
    });

  const readJobs = sharedRead(sources.jobs);
  new Gauge({
    name: 'onsale_jobs',
    help: 'Background jobs by kind and status: queued, running, failed in the last 7 days',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const kinds = await readJobs().catch(sources.onError);
      for (const { kind, queued, running, failed } of kinds ?? []) {
        this.set({ kind, status: 'queued' }, queued);
        this.set({ kind, status: 'running' }, running);
        this.set({ kind, status: 'failed' }, failed);
      }
    },
  });
  new Gauge({
    name: 'onsale_job_oldest_queued_seconds',
    help: 'How long the longest-waiting due job of a kind has waited to run (0: none waits)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      const kinds = await readJobs().catch(() => undefined);
      for (const { kind, oldestDueSeconds } of kinds ?? []) this.set({ kind }, oldestDueSeconds);
    },
  });

  const readOutbox = sharedRead(sources.outbox);
  new Gauge({
    name: 'onsale_outbox_emails',
    help: 'E-mails in the outbox still to be sent (pending) and given up on (failed)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const outbox = await readOutbox().catch(sources.onError);
      if (!outbox) return;
      this.set({ status: 'pending' }, outbox.pending);
      this.set({ status: 'failed' }, outbox.failed);
    },
  });
  new Gauge({
    name: 'onsale_outbox_oldest_pending_seconds',
    help: 'How long the oldest e-mail still to be sent has waited (0: none waits)',
    registers: [registry],
    async collect() {
      this.reset();
      const outbox = await readOutbox().catch(() => undefined);
      if (outbox) this.set(outbox.oldestPendingSeconds);
    },
  });

  // Merged once: the metric objects are shared, so each scrape reads them as they are then.
  const all = Registry.merge([processMetrics(), registry]);

  return {
    contentType: all.contentType,
    text: () => all.metrics(),
    recordResponse(request, reply, done) {
      seriesOf(request.routeOptions.url ?? UNMATCHED, request.method, reply.statusCode).record(
        reply.elapsedTime / 1000,
      );
      done();
    },
    record(route, method, status, seconds) {
      seriesOf(route, method, status).record(seconds);
    },
  };
}
