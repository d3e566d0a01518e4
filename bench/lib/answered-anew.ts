/**
 * What share of a scenario's answers the server loaded anew rather than from its catalogue
 * cache, read from the server's own `/metrics` before and after the load: misses of the catalogue
 * cache over answers given. (A search answered anew counts one miss; one from the cache, none.)
 */
export const BENCH_METRICS_TOKEN = 'onsale-bench-metrics';

export interface AnswerCounts {
  answers: number;
  misses: number;
}

export async function readAnswerCounts(baseUrl: string): Promise<AnswerCounts> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`${baseUrl}/metrics answered ${response.status}`);
  const counts: AnswerCounts = { answers: 0, misses: 0 };
  for (const line of (await response.text()).split('\n')) {
    const series = /^(onsale_http_requests_total|onsale_cache_misses_total)\{([^}]*)\} (\S+)$/.exec(line);
    if (!series) continue;
    const [, name, labels, value] = series;
    if (name === 'onsale_http_requests_total' && !labels!.includes('route="/metrics"')) counts.answers += Number(value);
    if (name === 'onsale_cache_misses_total' && labels!.includes('cache="catalogue"')) counts.misses += Number(value);
  }
  return counts;
}

/** The share of the answers between two readings that were loaded anew. */
export const shareAnew = (before: AnswerCounts, after: AnswerCounts): number =>
  (after.misses - before.misses) / Math.max(1, after.answers - before.answers);
