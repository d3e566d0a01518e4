/**
 * What the benchmark loads the server with. To add a scenario (checkout, say), append an entry:
 * `prepare` runs once before the warm-up and may set things up through `context.fetch` (create
 * an account, fill a bag); the function it returns is called for every request autocannon sends,
 * so it can vary the path, the method, the headers and the body (a fresh idempotency key, …).
 */
import type { Random } from '../apps/server/src/modules/catalogue/demo/demo-random';
import type { BenchCatalogue } from './lib/bench-catalogue';

export interface BenchRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ScenarioContext {
  baseUrl: string;
  catalogue: BenchCatalogue;
  /** seeded: every run sends the same sequence */
  random: Random;
  /** a request to the server under test, for set-up work before the load */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export interface Scenario {
  name: string;
  description: string;
  /**
   * what the run must reach on PostgreSQL (2 cores, 50 connections): requests a second, or a share
   * of the same run's hello-world (a figure that holds on a faster or slower machine). The p99 is
   * read at 50 connections, each sending its next request when its last is answered; with
   * `p99AtRate`, it is read instead at a steady `requestsPerSecond` (sent evenly, each timed from
   * when it was due): the latency shoppers see at that load, not the queue of a saturated server.
   */
  target?:
    { requestsPerSecond: number; p99Ms: number; p99AtRate?: true } | { shareOfHelloWorld: number; p99Ms: number };
  prepare(context: ScenarioContext): Promise<() => BenchRequest> | (() => BenchRequest);
  /** a storefront page rendered on the server: the run builds the web app first */
  page?: true;
}

/** What a browser asks for a page: HTML, compressed. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };

/** Fails the run when the answer is not the page rendered on the server (the plain app's shell instead). */
async function expectRenderedPage(context: ScenarioContext, path: string, marker: string): Promise<void> {
  const html = await (await context.fetch(path, { headers: { accept: 'text/html' } })).text();
  if (!html.includes('id="onsale-state"') || !html.includes(marker))
    throw new Error(`${path} was not rendered on the server: build the web app (npm run build -w @onsale/web)`);
}

const SORTS = ['discount', 'price-asc', 'price-desc', 'newest'] as const;

/** Shoppers mostly stay on the first pages: page 1 half the time, then 2, 3, … */
function pickPage(random: Random, pages: number): number {
  let page = 1;
  while (page < pages && random.chance(0.5)) page += 1;
  return page;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Search logs follow Zipf's law: the k-th most asked term comes about 1/k as often as the first
 * (of 311 terms, the first 10 make almost half of the searches, the last 211 a fifth). Which term
 * ranks where is shuffled, so popularity says nothing about how costly a term is.
 */
function zipfPicker<T>(random: Random, ranked: readonly T[]): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  ranked.forEach((_, rank) => cumulative.push((sum += 1 / (rank + 1))));
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return ranked[low]!;
  };
}

interface CheckoutLine {
  product_id: string;
  quantity: number;
  size: string | null;
  color: string | null;
}

/**
 * Bag lines over distinct products with plenty of stock, read through the API: enough of them
 * that a whole run never sells any one product out, so every order of the run is a 201.
 */
async function stockedLines({ catalogue, random, fetch }: ScenarioContext, wanted: number): Promise<CheckoutLine[]> {
  const slugs = [...new Set(Array.from({ length: wanted * 3 }, () => random.pick(catalogue.productSlugs)))];
  const lines: CheckoutLine[] = [];
  type Variant = { size: string; color: string; stock: number };
  for (let i = 0; i < slugs.length && lines.length < wanted; i += 25) {
    const details = await Promise.all(
      slugs.slice(i, i + 25).map(async (slug) => {
        const response = await fetch(`/api/products/${encodeURIComponent(slug)}`);
        return response.ok
          ? (
              (await response.json()) as {
                data: { id: string; stock: number; sizes: string[]; colors: string[]; variants: Variant[] };
              }
            ).data
          : null;
      }),
    );
    for (const product of details) {
      if (!product) continue;
      // Its size and colour with the most left, where its stock is split by them.
      const most = [...product.variants].sort((a, b) => b.stock - a.stock)[0];
      const line = most
        ? { stock: most.stock, size: most.size || null, color: most.color || null }
        : { stock: product.stock, size: product.sizes[0] ?? null, color: product.colors[0] ?? null };
      if (line.stock >= STOCKED)
        lines.push({ product_id: product.id, quantity: 1, size: line.size, color: line.color });
    }
  }
  if (lines.length < 50)
    throw new Error(`checkout: only ${lines.length} products with ${STOCKED} or more in stock in one size`);
  return lines;
}

/** What a product's line needs in stock to be in the checkout's lines: a run buys each a few times. */
const STOCKED = 20;

export const scenarios: Scenario[] = [
  {
    name: 'top-discounted',
    description: "the home page's top discounts (GET /api/products/top-discounted?limit=12)",
    target: { requestsPerSecond: 3000, p99Ms: 50 },
    prepare: () => () => ({ path: '/api/products/top-discounted?limit=12' }),
  },
  {
    name: 'category',
    description: 'category pages: top and sub-categories, the four sorts, pages 1-6',
    target: { requestsPerSecond: 3000, p99Ms: 50 },
    prepare: ({ catalogue, random }) => {
      const slugs = catalogue.categorySlugs;
      return () => {
        const sort = random.pick(SORTS);
        const page = pickPage(random, 6);
        return { path: `/api/categories/${random.pick(slugs)}?sort=${sort}&page=${page}` };
      };
    },
  },
  {
    name: 'product',
    description: 'product pages, uniformly over the whole catalogue',
    target: { requestsPerSecond: 3000, p99Ms: 50 },
    prepare:
      ({ catalogue, random }) =>
      () => ({ path: `/api/products/${random.pick(catalogue.productSlugs)}` }),
  },
  {
    name: 'home-html',
    description: 'the home page as HTML rendered on the server, with its data (GET /, gzip or brotli)',
    page: true,
    prepare: async (context) => {
      await expectRenderedPage(context, '/', 'Top discounts');
      return () => ({ path: '/', headers: PAGE_HEADERS });
    },
  },
  {
    name: 'product-html',
    description:
      'product pages as HTML rendered on the server, uniformly over the whole catalogue: nearly every one rendered anew (gzip or brotli)',
    target: { shareOfHelloWorld: 0.02, p99Ms: 250 },
    page: true,
    prepare: async (context) => {
      const { catalogue, random } = context;
      await expectRenderedPage(context, `/product/${catalogue.productSlugs[0]}`, 'application/ld+json');
      return () => ({ path: `/product/${random.pick(catalogue.productSlugs)}`, headers: PAGE_HEADERS });
    },
  },
  {
    name: 'search',
    description:
      'search: words and two-word phrases from names and brands, either way round, plurals, misspellings and 8 misses, Zipf-distributed like real queries; pages 1-3',
    target: { requestsPerSecond: 800, p99Ms: 100 },
    prepare: ({ catalogue, random }) => {
      const pickTerm = zipfPicker(random, shuffled(random, catalogue.searchTerms));
      return () => ({ path: `/api/search?q=${encodeURIComponent(pickTerm())}&page=${pickPage(random, 3)}` });
    },
  },
  {
    name: 'search-uncached',
    description:
      'search as above, each term equally likely, with any of the five sorts and pages 1-3: thousands of distinct searches, most answered anew (the anew column says how many); its p99 read again at a steady 200 a second',
    target: { requestsPerSecond: 200, p99Ms: 100, p99AtRate: true },
    prepare: ({ catalogue, random }) => {
      const sorts = ['relevance', 'discount', 'price-asc', 'price-desc', 'newest'];
      return () => ({
        path: `/api/search?q=${encodeURIComponent(random.pick(catalogue.searchTerms))}&sort=${random.pick(sorts)}&page=${pickPage(random, 3)}`,
      });
    },
  },
  {
    name: 'checkout',
    description:
      'guest cash-on-delivery orders (POST /api/docheckout): one line each, distinct products, a new shopper (e-mail and phone) and Idempotency-Key per order',
    target: { requestsPerSecond: 300, p99Ms: 150 },
    prepare: async (context) => {
      const lines = await stockedLines(context, 1500);
      const run = Date.now().toString(36);
      let sent = 0;
      return () => {
        sent += 1;
        const body = {
          name: 'Bench Shopper',
          email: `bench-${run}-${sent}@example.pk`,
          // (each a shopper of her own, as in a shop: one phone's open orders are counted at checkout)
          phone: `0300 ${String(sent % 10_000_000).padStart(7, '0')}`,
          zipcode: '54000',
          address: '12 Main Boulevard, Gulberg III',
          city: 'Lahore',
          state: 'Punjab',
          shipping_cost: 250,
          landmark: '',
          delivery_instructions: '',
          payment_method: 'cod',
          items: [lines[sent % lines.length]!],
        };
        return {
          method: 'POST',
          path: '/api/docheckout',
          headers: { 'idempotency-key': `bench-${run}-${sent}` },
          body: JSON.stringify(body),
        };
      };
    },
  },
];
