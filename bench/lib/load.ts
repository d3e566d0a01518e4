/** One autocannon run: a warm-up whose figures are thrown away, then the measured run. */
import autocannon, { type RawRequest } from 'autocannon';
import type { BenchRequest } from '../scenarios';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /**
   * Send this many requests a second in all, whatever the answers' speed (an open loop), to read
   * the latency at that load; unset, each connection sends its next request as soon as its last
   * is answered (a closed loop: the server's most requests a second).
   */
  ratePerSecond?: number;
  /** sampled every 100 ms during the measured run: the highest value is reported */
  sampleMemory?: () => number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  peakRss: number;
}

function cannon(url: string, next: () => BenchRequest, connections: number, durationSeconds: number, ratePerSecond?: number) {
  return autocannon({
    url,
    connections,
    duration: durationSeconds,
    ...(ratePerSecond ? { overallRate: ratePerSecond } : {}),
    requests: [
      {
        setupRequest: (request: RawRequest): RawRequest => {
          const wanted = next();
          return {
            ...request,
            method: wanted.method ?? 'GET',
            path: wanted.path,
            headers: { ...request.headers, ...(wanted.body ? { 'content-type': 'application/json' } : {}), ...wanted.headers },
            body: wanted.body ?? request.body,
          };
        },
      },
    ],
  });
}

export async function runLoad(url: string, next: () => BenchRequest, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await cannon(url, next, options.connections, options.warmupSeconds, options.ratePerSecond);
  let peakRss = options.sampleMemory?.() ?? 0;
  const sampler = options.sampleMemory
    ? setInterval(() => {
        peakRss = Math.max(peakRss, options.sampleMemory!());
      }, 100)
    : undefined;
  try {
    const result = await cannon(url, next, options.connections, options.durationSeconds, options.ratePerSecond);
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      peakRss,
    };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}
