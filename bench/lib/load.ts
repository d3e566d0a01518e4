/**
 * One load run: a warm-up whose figures are thrown away, then the measured run. A closed loop
 * (the server's most requests a second) is autocannon's; an open loop at a set rate is paced here,
 * since autocannon's rate lets every connection send its share of a second at the start of it.
 */
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon, { type RawRequest } from 'autocannon';
import type { BenchRequest } from '../scenarios';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /**
   * Send this many requests a second in all, evenly spaced, whatever the answers' speed (an open
   * loop, at most `connections` in flight), to read the latency at that load; unset, each connection sends its next request as soon as its last
   * is answered (a closed loop: the server's most requests a second).
   */
  ratePerSecond?: number;
  /**
   * Resolves once what the last load sent is answered, before the next load (the warm-up, then
   * the measured run) connects anew: a proxy counts a closed connection while its request is still
   * at a node, and counts it against the connections it allows one address.
   */
  idle?: () => Promise<void>;
  /** sampled every 100 ms during the measured run: the highest value is reported */
  sampleMemory?: () => number;
}

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadResult extends Figures {
  peakRss: number;
}

/** What a request sends: the same every time (built once by autocannon), or chosen anew for each. */
export type Requests = BenchRequest | (() => BenchRequest);

const headersOf = (wanted: BenchRequest) => ({
  ...(wanted.body ? { 'content-type': 'application/json' } : {}),
  ...wanted.headers,
});

async function cannon(url: string, next: Requests, connections: number, durationSeconds: number): Promise<Figures> {
  // One fixed request is autocannon's plain mode: its bytes are built once, and the generator's own
  // cost per request is as small as it gets, so a ratio of two servers' figures is theirs alone. A
  // request chosen per send costs a JavaScript callback each time, the same for every scenario.
  const requests =
    typeof next === 'function'
      ? [
          {
            setupRequest: (request: RawRequest): RawRequest => {
              const wanted = next();
              return {
                ...request,
                method: wanted.method ?? 'GET',
                path: wanted.path,
                headers: { ...request.headers, ...headersOf(wanted) },
                body: wanted.body ?? request.body,
              };
            },
          },
        ]
      : [{ method: next.method ?? 'GET', path: next.path, headers: headersOf(next), body: next.body }];
  const result = await autocannon({ url, connections, duration: durationSeconds, requests });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const TIMEOUT_MS = 10_000;

/**
 * Requests sent at even intervals for `durationSeconds`, each timed from when it was due (so a
 * late send counts against the answer, not the pacing), over at most `connections` kept-alive sockets.
 */
async function paced(
  url: string,
  requests: Requests,
  connections: number,
  durationSeconds: number,
  ratePerSecond: number,
): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  const next = typeof requests === 'function' ? requests : () => requests;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const wanted = next();
      const request = http.request(
        new URL(wanted.path, url),
        {
          method: wanted.method ?? 'GET',
          agent,
          timeout: TIMEOUT_MS,
          headers: headersOf(wanted),
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(wanted.body);
    });
  const started = performance.now();
  const total = Math.round(ratePerSecond * durationSeconds);
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return {
    requestsPerSecond: latencies.length / durationSeconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    requests: latencies.length,
    non2xx,
    errors,
    timeouts,
  };
}

async function load(url: string, next: Requests, options: LoadOptions, durationSeconds: number): Promise<Figures> {
  await options.idle?.();
  return options.ratePerSecond
    ? paced(url, next, options.connections, durationSeconds, options.ratePerSecond)
    : cannon(url, next, options.connections, durationSeconds);
}

export async function runLoad(url: string, next: Requests, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await load(url, next, options, options.warmupSeconds);
  let peakRss = options.sampleMemory?.() ?? 0;
  const sampler = options.sampleMemory
    ? setInterval(() => {
        peakRss = Math.max(peakRss, options.sampleMemory!());
      }, 100)
    : undefined;
  try {
    return { ...(await load(url, next, options, options.durationSeconds)), peakRss };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}
