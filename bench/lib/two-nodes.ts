/**
 * The `two-nodes` figure of `npm run bench`: the product-page and checkout loads through haproxy
 * in front of two nodes on the same database, each right after the same load on one node alone,
 * so that the pair shares the moment's noise of a shared machine. On a 2-core machine that also
 * runs the load generator, the proxy and PostgreSQL, two nodes cannot beat one: what must hold is
 * that the proxy costs less than a quarter of one node's throughput, and that checkout stays fast.
 *
 * "Fast" is read at a steady flash-sale load, not at saturation: 50 connections that each send
 * their next order the moment the last is answered wait, on average, 50 ÷ (orders a second) —
 * that run says how many orders the pair can take, not how long a shopper waits. The p99 is read
 * from a third checkout run through the proxy that sends CHECKOUT_RATE orders a second in all.
 */
import type { BenchRequest, Scenario } from '../scenarios';
import type { ChildServer } from './child-server';
import { haproxyInstalled, startHaproxy } from './haproxy';
import { runLoad, type LoadOptions, type LoadResult } from './load';

export const TWO_NODES = 'two-nodes';
/** The loads measured on one node, then through the proxy. */
export const TWO_NODE_SCENARIOS = ['product', 'checkout'];
const MAX_PROXY_COST = 0.25;
const CHECKOUT_P99_MS = 150;
/** Orders a second of the steady checkout load: half of the checkout scenario's target on one node. */
export const CHECKOUT_RATE = 150;
const ONE = ' · one node';
const TWO = ' · 2 nodes + haproxy';
const STEADY = ` at ${CHECKOUT_RATE}/s${TWO}`;

export interface TwoNodeOptions {
  /** the node the one-node scenarios ran on */
  first: ChildServer;
  startNode(): Promise<ChildServer>;
  scenarios: Scenario[];
  /** the scenario's request maker against `baseUrl`, checked to answer 2xx */
  prepare(scenario: Scenario, baseUrl: string): Promise<() => BenchRequest>;
  load: LoadOptions;
}

/** Rows `<scenario> · one node` and `<scenario> · 2 nodes + haproxy`; none (and a line saying why) when it cannot run here. */
export async function measureTwoNodes({
  first,
  startNode,
  scenarios,
  prepare,
  load,
}: TwoNodeOptions): Promise<{ name: string; result: LoadResult }[]> {
  if (!haproxyInstalled()) {
    console.log(`\n${TWO_NODES}: skipped, haproxy is not installed (apt-get install -y haproxy)`);
    return [];
  }
  const second = await startNode();
  const port = (server: ChildServer) => Number(new URL(server.baseUrl).port);
  const proxy = await startHaproxy(
    [
      { name: 'a', port: port(first) },
      { name: 'b', port: port(second) },
    ],
    { intervalMs: 1_000, fall: 2, rise: 2 },
  );
  // (each load through the proxy starts once it holds none of the last load's connections)
  const throughProxy: LoadOptions = { ...load, idle: () => proxy.idle() };
  const rows: { name: string; result: LoadResult }[] = [];
  try {
    await Promise.all([proxy.waitFor('a', 'UP'), proxy.waitFor('b', 'UP')]);
    console.log(
      `\n${TWO_NODES}: each load on this node alone, then through haproxy (${proxy.url}) in front of it and a second node`,
    );
    for (const scenario of scenarios) {
      console.log(`${scenario.name}${ONE}, then${TWO}`);
      rows.push({
        name: `${scenario.name}${ONE}`,
        result: await runLoad(first.baseUrl, await prepare(scenario, first.baseUrl), load),
      });
      rows.push({
        name: `${scenario.name}${TWO}`,
        result: await runLoad(proxy.url, await prepare(scenario, proxy.url), throughProxy),
      });
      if (scenario.name === 'checkout') {
        console.log(
          `checkout${STEADY}: ${CHECKOUT_RATE} orders a second in all, the latency a shopper sees in a flash sale`,
        );
        rows.push({
          name: `checkout${STEADY}`,
          result: await runLoad(proxy.url, await prepare(scenario, proxy.url), {
            ...throughProxy,
            ratePerSecond: CHECKOUT_RATE,
          }),
        });
      }
    }
  } finally {
    await proxy.stop();
    await second.stop();
  }
  return rows;
}

/** What the two-node rows show beside the one-node rows of the same run. */
export function twoNodeVerdicts(rows: { name: string; result: LoadResult }[]): string[] {
  const byName = new Map(rows.map((row) => [row.name, row.result]));
  const hello = byName.get('hello-world');
  const lines: string[] = [];
  for (const scenario of TWO_NODE_SCENARIOS) {
    const one = byName.get(`${scenario}${ONE}`);
    const two = byName.get(`${scenario}${TWO}`);
    if (!one || !two) continue;
    const cost = 1 - two.requestsPerSecond / one.requestsPerSecond;
    const ofHello = (result: LoadResult) =>
      hello ? ` (${((result.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(0)}% of hello-world)` : '';
    const clean = two.non2xx === 0 && two.errors === 0 && two.timeouts === 0;
    lines.push(
      `${scenario}: one node ${Math.round(one.requestsPerSecond).toLocaleString('en')} req/s${ofHello(one)}, two nodes behind haproxy ${Math.round(two.requestsPerSecond).toLocaleString('en')} req/s${ofHello(two)}: ` +
        `the proxy costs ${(cost * 100).toFixed(0)}% — target < ${MAX_PROXY_COST * 100}%: ${cost < MAX_PROXY_COST && clean ? 'met' : 'MISSED'}`,
    );
    const steady = scenario === 'checkout' ? byName.get(`checkout${STEADY}`) : undefined;
    if (steady) {
      const served = steady.requests / Math.max(1, steady.requests + steady.errors + steady.timeouts);
      const ok = steady.p99Ms < CHECKOUT_P99_MS && steady.non2xx === 0 && served === 1;
      lines.push(
        `checkout p99 through the proxy at ${CHECKOUT_RATE} orders/s: ${steady.p99Ms.toFixed(0)} ms (p50 ${steady.p50Ms.toFixed(0)} ms) — target < ${CHECKOUT_P99_MS} ms: ${ok ? 'met' : 'MISSED'}`,
      );
    }
  }
  return lines;
}
