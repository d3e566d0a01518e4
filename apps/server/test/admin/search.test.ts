import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, searchQueries } from '../../src/db/schema';
import { createSearchCounts } from '../../src/modules/catalogue/search-counts';
import { createCategory, createProduct } from '../support/catalogue';
import { caller, createAdmin, createBuyer, sessionCookie } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
let asBuyer: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  await createProduct(db, { category: women }, { name: 'Chikankari Angrakha', brandName: 'Sapphire' });
  await createProduct(db, { category: women }, { name: 'Printed Lawn Suit', brandName: 'Khaadi' });
  asAdmin = caller(t, await sessionCookie(db, (await createAdmin(db)).id));
  asBuyer = caller(t, await sessionCookie(db, (await createBuyer(db)).id));
});
afterAll(() => t.close());

const names = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&exact=1` }))
    .json()
    .data.map((product: { name: string }) => product.name);

describe('the search’s synonym lists', () => {
  it('lists the seeded lists as typed', async () => {
    const res = await asAdmin('GET', '/api/admin/search/synonyms');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((list: { terms: string }) => list.terms)).toContain(
      'shalwar kameez, kurta shalwar, kameez shalwar, salwar kameez',
    );
  });

  it('adds, edits and deletes a list, and a search follows at once', async () => {
    // Asked first, so that a cached answer would show if the list did not clear it.
    expect(await names('peshwas')).toEqual([]);
    const added = await asAdmin('POST', '/api/admin/search/synonyms', { terms: ' angrakha, peshwas ' });
    expect(added.statusCode, added.body).toBe(201);
    const list = added.json().data as { id: string; terms: string };
    expect(list.terms).toBe('angrakha, peshwas');
    expect(await names('peshwas')).toEqual(['Chikankari Angrakha']);
    expect(await lastAudit()).toMatchObject({
      action: 'search-synonyms.create',
      entityId: list.id,
      after: { terms: 'angrakha, peshwas' },
    });

    const edited = await asAdmin('PUT', `/api/admin/search/synonyms/${list.id}`, { terms: 'angrakha, frock' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await names('peshwas')).toEqual([]);
    expect(await names('frock')).toEqual(['Chikankari Angrakha']);
    expect(await lastAudit()).toMatchObject({
      action: 'search-synonyms.update',
      before: { terms: 'angrakha, peshwas' },
    });

    expect((await asAdmin('DELETE', `/api/admin/search/synonyms/${list.id}`)).statusCode).toBe(200);
    expect(await names('frock')).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'search-synonyms.delete', entityId: list.id });
    expect((await asAdmin('DELETE', `/api/admin/search/synonyms/${list.id}`)).statusCode).toBe(404);
  });

  it('refuses a list of fewer than two phrases, an over-long one and one of several lines', async () => {
    for (const terms of ['angrakha', 'angrakha, angrakha', 'angrakha, the', ' , ']) {
      const res = await asAdmin('POST', '/api/admin/search/synonyms', { terms });
      expect(res.statusCode, terms).toBe(400);
      expect(res.json().error.message, terms).toBe('Give at least two phrases, separated by commas');
    }
    const long = await asAdmin('POST', '/api/admin/search/synonyms', { terms: `a${', word'.repeat(60)}` });
    expect(long.json().error.message).toBe('Phrases must be at most 300 characters');
    expect((await asAdmin('POST', '/api/admin/search/synonyms', { terms: 'angrakha,\nfrock' })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await caller(t)('GET', '/api/admin/search/synonyms')).statusCode).toBe(401);
    expect((await asBuyer('GET', '/api/admin/search/queries')).statusCode).toBe(403);
    expect((await asBuyer('POST', '/api/admin/search/synonyms', { terms: 'a b, c d' })).statusCode).toBe(403);
  });
});

describe('what shoppers could not find', () => {
  it('counts every search by its words, those that found nothing first', async () => {
    // The searches of the synonym tests above are counted too: this test starts from none.
    await t.app.searchCounts.flush();
    await t.database.db.delete(searchQueries);
    for (const q of ['Lawn', 'lawn', 'LAWN!', 'velvet shawl', 'Velvet  Shawl', 'chikankari', 'Lawn'])
      expect((await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })).statusCode).toBe(
        200,
      );
    // A later page is the same search read on.
    await t.app.inject({ method: 'GET', url: '/api/search?q=lawn&page=2' });
    await t.app.searchCounts.flush();
    const report = (await asAdmin('GET', '/api/admin/search/queries')).json().data;
    expect(report).toEqual([
      { query: 'velvet shawl', searches: 2, results: 0 },
      { query: 'lawn', searches: 4, results: 1 },
      { query: 'chikankari', searches: 1, results: 1 },
    ]);
  });

  it('adds two nodes’ counts, keeps the latest result count and forgets days past 90', async () => {
    await t.database.db
      .insert(searchQueries)
      .values({ day: sql`current_date - 91`, query: 'old search', searches: 5, results: 0 });
    await t.app.inject({ method: 'GET', url: '/api/search?q=chikankari' });
    await t.app.searchCounts.flush();
    // Another node's flush of the same query adds to today's row.
    await t.database.db
      .insert(searchQueries)
      .values({ day: sql`current_date`, query: 'chikankari', searches: 3, results: 7 })
      .onConflictDoUpdate({
        target: [searchQueries.day, searchQueries.query],
        set: { searches: sql`${searchQueries.searches} + excluded.searches`, results: sql`excluded.results` },
      });
    const report = (await asAdmin('GET', '/api/admin/search/queries')).json().data;
    expect(report).toContainEqual({ query: 'chikankari', searches: 5, results: 7 });
    expect(await t.database.db.select().from(searchQueries).where(eq(searchQueries.query, 'old search'))).toEqual([]);
  });
});

describe('a node’s search counts', () => {
  it('keeps a bounded number of searches, and keeps them for the next flush while the database is away', async () => {
    let away = true;
    const db = t.database.db;
    // The database as the counts see it: refusing writes until it is back.
    const flaky = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'insert' && away
          ? () => {
              throw new Error('database away');
            }
          : Reflect.get(target, key, receiver),
    });
    const counts = createSearchCounts(flaky, { everyMs: 60_000, maxQueries: 2, onError: () => {} });
    counts.count('silk dupatta', 0);
    counts.count('silk dupatta', 0);
    counts.count('organza', 3);
    counts.count('ORGANZA', 4);
    counts.count('velvet', 0); // a third search in the interval: not counted
    await expect(counts.flush()).rejects.toThrow('database away');
    away = false;
    counts.count('Silk Dupatta!', 0); // the same words
    await counts.stop();
    const rows = await db
      .select({ query: searchQueries.query, searches: searchQueries.searches, results: searchQueries.results })
      .from(searchQueries)
      .where(inArray(searchQueries.query, ['silk dupatta', 'organza', 'velvet']))
      .orderBy(searchQueries.query);
    expect(rows).toEqual([
      { query: 'organza', searches: 2, results: 4 },
      { query: 'silk dupatta', searches: 3, results: 0 },
    ]);
  });
});

async function lastAudit() {
  return (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).at(-1)!;
}
