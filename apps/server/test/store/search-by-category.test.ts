import { planSearch } from '@onsale/core/search-query';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createCatalogueRepository } from '../../src/modules/catalogue/catalogue.repository';
import { copyProduct, createCategory, createProduct, saleSlugsHolding } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const category: Record<string, { id: string; name: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const name of ['Winter', 'Scarves', 'Beauty', 'Kids', 'Home', 'Shoes', 'Bags', 'Watches', 'Sport', 'Eyewear'])
    category[name] = await createCategory(db, { name });
  const template = async (where: string, price: number) =>
    (
      await createProduct(
        db,
        { category: category[where]! },
        { name: `${where} template`, price, originalPrice: price * 2 },
      )
    ).id;
  // The cheapest products are balms, which hold no shawl: a walk along the price passes them all.
  await copyProduct(db, 'Balm', 1_200, await template('Beauty', 10_000));
  // Three times as many shawls as a search's first read reads: its bounds lie past the page.
  await copyProduct(db, 'Shawl', 3_000, await template('Winter', 100_000));
  // Pins and clips hold "shawl" too, priced among the shawls and above them.
  await copyProduct(db, 'Shawl-Pin', 30, await template('Scarves', 100_000));
  await copyProduct(db, 'Shawl-Clip', 30, await template('Scarves', 105_000));
});
afterAll(() => t.close());

const repository = () => createCatalogueRepository(t.database.db);

/** A search's filter as the shop reads it: its slots and its words' stems. */
async function searchOf(query: string) {
  const plan = planSearch(query);
  const stems = await repository().stemsOf([...new Set(plan.slots.flat(2))]);
  return { plan, filter: { onSale: true, search: plan.slots, stems } };
}

const held = async (query: string) => {
  const { plan, filter } = await searchOf(query);
  const ids = await repository().categoriesHolding(plan.slots, filter.stems);
  return ids && Object.keys(category).filter((name) => ids.includes(category[name]!.id));
};

/** The sale products holding "shawl", in a sort's order. */
const shawlsBy = (order: SQL[]) => saleSlugsHolding(t.database.db, '%shawl%', order);
const cheapest = () => shawlsBy([asc(products.price), asc(products.id)]);
const dearest = () => shawlsBy([desc(products.price), desc(products.id)]);

/** A page of the search along the price, walked as far as its first read found the page. */
async function pageBy(sort: 'price-asc' | 'price-desc', offset: number) {
  const { plan, filter } = await searchOf('shawl');
  const first = await repository().searchCards(filter, plan, sort, 24, offset);
  expect(first.total).toBe(1001);
  expect(first.bounds).toMatchObject({ rows: offset + 24 });
  const walked = await repository().searchCards(filter, plan, sort, 24, offset, { common: first.bounds });
  return walked.rows.map((row) => row.slug);
}

describe('a search along the price, walked by category', () => {
  it('walks only the categories whose products hold every word, when they are at most half', async () => {
    expect(await held('shawl')).toEqual(['Winter', 'Scarves']);
    expect(await held('shawls')).toEqual(['Winter', 'Scarves']);
    expect(await held('pin shawl')).toEqual(['Scarves']);
    expect(await held('balm')).toEqual(['Beauty']);
    expect(await held('tuxedo')).toEqual([]);
    // a word of two letters is also looked for among the document's words, which rule out none
    expect(await held('sh')).toBeUndefined();
  });

  it('gives every page the sort gives, cheapest and dearest first', async () => {
    for (const offset of [0, 48, 500]) {
      expect(await pageBy('price-asc', offset)).toEqual((await cheapest()).slice(offset, offset + 24));
      expect(await pageBy('price-desc', offset)).toEqual((await dearest()).slice(offset, offset + 24));
    }
  });

  it('walks a category once one of its products holds the word: renamed, moved or added', async () => {
    const { plan, filter } = await searchOf('shawl');
    const { bounds } = await repository().searchCards(filter, plan, 'price-asc', 24, 0);
    // A balm now sold with a shawl: the cheapest product holding the word.
    await t.database.db.execute(
      sql`update products set search_text = search_text || ' with a shawl' where slug = 'balm-7'`,
    );
    expect(await held('shawl')).toEqual(['Winter', 'Scarves', 'Beauty']);
    // A shawl moved to Home, and a child's shawl added to Kids.
    await t.database.db.execute(
      sql`update products set category_id = ${category.Home!.id}, top_category_id = ${category.Home!.id} where slug = 'shawl-1'`,
    );
    await createProduct(t.database.db, { category: category.Kids! }, { name: 'Kids Shawl', price: 5_000 });
    expect(await held('shawl')).toEqual(['Winter', 'Scarves', 'Beauty', 'Kids', 'Home']);
    const walked = await repository().searchCards(filter, plan, 'price-asc', 24, 0, { common: bounds });
    expect(walked.rows.map((row) => row.slug)).toEqual((await cheapest()).slice(0, 24));
    expect(walked.rows.slice(0, 2).map((row) => row.name)).toEqual(['Kids Shawl', 'Balm 7']);
  });
});
