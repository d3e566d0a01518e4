import { planSearch } from '@onsale/core/search-query';
import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createCatalogueRepository } from '../../src/modules/catalogue/catalogue.repository';
import { copyProduct, createCategory, createProduct, saleSlugsHolding } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.database.db, { name: 'Winter', slug: 'winter' });
  const template = await createProduct(
    t.database.db,
    { category },
    { name: 'Template', price: 100_000, originalPrice: 200_000 },
  );
  await copyProduct(t.database.db, 'Shawl', 1_010, template.id);
  await copyProduct(t.database.db, 'Stole', 30, template.id);
  // Wraps hold "shawl" in their description only: they come after every shawl's name.
  await copyProduct(t.database.db, 'Wrap', 20, template.id);
  await t.database.db.execute(
    sql`update products set description = 'A wrap worn as a shawl', search_text = search_text || ' a wrap worn as a shawl' where slug like 'wrap-%'`,
  );
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { slug: string; discountPercent: number }[];
    page: number;
    pageSize: number;
    total: number;
    totalCapped: boolean;
  };
};

const slugsOf = async (pattern: string, order: SQL[] = [desc(products.discountPercent), asc(products.id)]) =>
  (
    await t.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.onSale, true), like(products.searchText, pattern)))
      .orderBy(...order)
  ).map((row) => row.slug);

/** Best match first: the names holding the word, then the rest, each by biggest discount. */
const expectedSlugs = async (word: string) => [
  ...(await slugsOf(`${word} %`)),
  ...(await slugsOf(`%${word}%`)).filter((slug) => !slug.startsWith(`${word}-`)),
];

describe('search totals and pages', () => {
  it('counts up to 1,000 matches and says when there are more', async () => {
    const first = await search('q=shawl');
    expect(first).toMatchObject({ page: 1, pageSize: 24, total: 1000, totalCapped: true });
    expect(first.data).toHaveLength(24);
  });

  it('gives every page in order, within the first pages and beyond them, without gaps or repeats', async () => {
    const pages = [];
    for (let page = 1; page <= 6; page++) pages.push(...(await search(`q=shawl&page=${page}`)).data.map((p) => p.slug));
    expect(pages).toEqual((await expectedSlugs('shawl')).slice(0, 6 * 24));

    const wide = [];
    for (let page = 1; page <= 3; page++)
      wide.push(...(await search(`q=shawl&page=${page}&pageSize=60`)).data.map((p) => p.slug));
    expect(wide).toEqual((await expectedSlugs('shawl')).slice(0, 180));
  });

  it('gives the exact total of a term with fewer matches, on every page', async () => {
    const expected = await expectedSlugs('stole');
    expect(await search('q=stole')).toMatchObject({ total: 30, totalCapped: false });
    const second = await search('q=stole&page=2');
    expect(second).toMatchObject({ total: 30, totalCapped: false });
    expect(second.data.map((p) => p.slug)).toEqual(expected.slice(24, 30));
    expect(await search('q=stole&page=9')).toMatchObject({ data: [], total: 30, totalCapped: false });
  });

  it('reads a common search along its sort, and past the rows it looks at, the same as a rare one', async () => {
    const plan = planSearch('shawl');
    const filter = { onSale: true, search: plan.slots };
    const after = (from: number, slugs: string[]) => slugs.slice(from, from + 24);
    const best = await expectedSlugs('shawl');
    const cheapest = await slugsOf('%shawl%', [asc(products.price), asc(products.id)]);
    const newest = await slugsOf('%shawl%', [sql`${products.createdAt} desc nulls last`, asc(products.id)]);
    // Looking at 50 rows, a page further on is not among them: it is read from the text indexes.
    for (const searchWalkRows of [10_000, 50]) {
      const repository = createCatalogueRepository(t.database.db, { searchWalkRows });
      const slugs = async (sort: 'relevance' | 'price-asc' | 'newest', offset: number) => {
        const found = await repository.searchCards(filter, plan, sort, 24, offset);
        expect(found.total).toBe(1001);
        // Known to be common (an earlier page or sort said so), the same page without counting…
        const pageOf = ({ rows, total }: { rows: unknown[]; total: number }) => ({ rows, total });
        expect(pageOf(await repository.searchCards(filter, plan, sort, 24, offset, { common: true }))).toEqual(
          pageOf(found),
        );
        // …walked only as far as the first read found the page, along each sort…
        const { bounds } = found;
        if (offset + 24 <= 1001) expect(bounds).toMatchObject({ rows: offset + 24 });
        for (const other of ['price-asc', 'newest', 'discount', 'price-desc'] as const) {
          const alone = await repository.searchCards(filter, plan, other, 24, offset, { common: true });
          expect(pageOf(await repository.searchCards(filter, plan, other, 24, offset, { common: bounds }))).toEqual(
            pageOf(alone),
          );
        }
        // …and past bounds the catalogue has moved since (none of its matches lie within them).
        if (bounds) {
          const moved = { ...bounds, 'price-asc': 0, 'price-desc': 1e9, discount: 101, newest: '3000-01-01' };
          expect(pageOf(await repository.searchCards(filter, plan, sort, 24, offset, { common: moved }))).toEqual(
            pageOf(found),
          );
        }
        return found.rows.map((row) => row.slug);
      };
      for (const offset of [0, 48, 1000, 1020]) {
        expect(await slugs('relevance', offset)).toEqual(after(offset, best));
        expect(await slugs('price-asc', offset)).toEqual(after(offset, cheapest));
        expect(await slugs('newest', offset)).toEqual(after(offset, newest));
      }
    }
    // The wraps come last, after every shawl's name.
    expect(best.slice(-20).every((slug) => slug.startsWith('wrap-'))).toBe(true);
  });

  it('reads the best matches of a search none of whose first matches is one from the name and brand index', async () => {
    // "hawl" is inside every shawl's name but a word of none: only a scarf added last holds it as one.
    const category = await createCategory(t.database.db, { name: 'Scarves' });
    await createProduct(t.database.db, { category }, { name: 'Hawl Scarf', price: 90_000, originalPrice: 100_000 });
    const plan = planSearch('hawl');
    const repository = createCatalogueRepository(t.database.db);
    const filter = { onSale: true, search: plan.slots, stems: await repository.stemsOf(['hawl']) };
    const { bounds } = await repository.searchCards(filter, plan, 'relevance', 24, 0);
    expect(bounds).toMatchObject({ best: 0 });
    const expected = await expectedSlugs('hawl');
    expect(expected[0]).toMatch(/^hawl-scarf-/);
    for (const offset of [0, 48]) {
      const found = await repository.searchCards(filter, plan, 'relevance', 24, offset, { common: bounds });
      expect(found.rows.map((row) => row.slug)).toEqual(expected.slice(offset, offset + 24));
    }
    const shawl = planSearch('shawl');
    const read = await repository.searchCards({ onSale: true, search: shawl.slots }, shawl, 'relevance', 24, 0);
    expect(read.bounds?.best).toBeGreaterThan(0);
  });

  it('reads the best matches of a common search from the name and brand index when they are few', async () => {
    // Every shawl is of pashmina, and three names say so: a walk would pass hundreds of shawls for each.
    await t.database.db.execute(
      sql`update products set search_text = search_text || ' pashmina' where slug like 'shawl-%'`,
    );
    const category = await createCategory(t.database.db, { name: 'Wraps' });
    for (const [name, price] of [
      ['Pashmina Wrap', 60_000],
      ['Pashmina Stole', 150_000],
      ['Pashmina Cape', 99_000],
    ] as const)
      await createProduct(t.database.db, { category }, { name, price, originalPrice: 200_000 });
    const plan = planSearch('pashmina');
    const repository = createCatalogueRepository(t.database.db);
    const filter = { onSale: true, search: plan.slots, stems: await repository.stemsOf(['pashmina']) };
    const read = await repository.searchCards(filter, plan, 'relevance', 24, 0);
    expect(read.total).toBe(1001);
    expect(read.bounds?.best).toBeLessThan(4);
    // (as a first read that met two of the three finds them)
    const bounds = { ...read.bounds!, best: 2 };
    const expected = await expectedSlugs('pashmina');
    expect(expected.slice(0, 3).map((slug) => slug.replace(/-[^-]+$/, ''))).toEqual([
      'pashmina-wrap',
      'pashmina-cape',
      'pashmina-stole',
    ]);
    for (const offset of [0, 48])
      expect(
        (await repository.searchCards(filter, plan, 'relevance', 24, offset, { common: bounds })).rows.map(
          (row) => row.slug,
        ),
      ).toEqual(expected.slice(offset, offset + 24));
  });

  it('finds a stop word as a substring, along its sort and past the rows it looks at', async () => {
    // "and" is in no product's document (a stop word), but it is in every hand-loomed shawl.
    await t.database.db.execute(
      sql`update products set search_text = search_text || ' hand loomed' where slug like 'shawl-%'`,
    );
    const plan = planSearch('and');
    const repository = createCatalogueRepository(t.database.db);
    const stems = await repository.stemsOf(['and', 'shawls']);
    expect(stems).toEqual(
      new Map([
        ['and', ''],
        ['shawls', 'shawl'],
      ]),
    );
    const filter = { onSale: true, search: plan.slots, stems };
    // (what a search looks in: the text, the colours, sizes and keywords and their stems)
    const holdingAnd = (order: SQL[]) => saleSlugsHolding(t.database.db, '%and%', order);
    const cheapest = await holdingAnd([asc(products.price), asc(products.id)]);
    const biggestDiscount = await holdingAnd([desc(products.discountPercent), asc(products.id)]);
    expect(cheapest.length).toBeGreaterThan(1_001);
    for (const searchWalkRows of [10_000, 50]) {
      const walking = createCatalogueRepository(t.database.db, { searchWalkRows });
      for (const offset of [0, 48, 1000]) {
        const byPrice = await walking.searchCards(filter, plan, 'price-asc', 24, offset, { common: true });
        expect(byPrice.rows.map((row) => row.slug)).toEqual(cheapest.slice(offset, offset + 24));
        const byDiscount = await walking.searchCards(filter, plan, 'discount', 24, offset, { common: true });
        expect(byDiscount.rows.map((row) => row.slug)).toEqual(biggestDiscount.slice(offset, offset + 24));
      }
    }
    const second = await search('q=and&sort=price-asc&page=2');
    expect(second).toMatchObject({ total: 1000, totalCapped: true });
    expect(second.data.map((p) => p.slug)).toEqual(cheapest.slice(24, 48));
  });
});
