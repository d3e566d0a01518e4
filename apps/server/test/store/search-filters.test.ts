import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const men = await createCategory(db, { name: 'Men', slug: 'men' });
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  const menKurtas = await createCategory(db, { name: 'Kurtas', slug: 'men-kurtas', parentId: men.id });
  const khaadi = await createBrand(db, { name: 'Khaadi', slug: 'khaadi' });
  const gulAhmed = await createBrand(db, { name: 'Gul Ahmed', slug: 'gul-ahmed' });
  await createProduct(
    db,
    { category: women, brand: khaadi },
    { name: 'Printed Lawn Kurta', price: 200_000, originalPrice: 400_000, sizes: ['S', 'M'] },
  );
  await createProduct(
    db,
    { category: women, brand: khaadi },
    { name: 'Embroidered Kurta', price: 300_000, originalPrice: 400_000, sizes: ['L'] },
  );
  await createProduct(
    db,
    { category: menKurtas, topCategory: men, brand: gulAhmed },
    { name: 'Cotton Kurta', price: 150_000, originalPrice: 200_000, sizes: ['M', 'XL'] },
  );
  await createProduct(
    db,
    { category: men, brand: gulAhmed },
    { name: 'Linen Kurta', price: 500_000, originalPrice: 550_000, sizes: ['M'] },
  );
  await createProduct(db, { category: men, brand: gulAhmed }, { name: 'Plain Shirt', sizes: ['M'] });
});
afterAll(() => t.close());

interface SearchAnswer {
  data: { name: string; brandSlug: string | null }[];
  total: number;
  correctedQuery?: string;
}
interface Counts {
  brands: { slug: string; name: string; count: number }[];
  categories: { slug: string; name: string; parent: string | null; count: number }[];
  sizes: { size: string; count: number }[];
  discounts: { min: number; count: number }[];
  correctedQuery?: string;
}

async function search(q: string, extra = ''): Promise<SearchAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchAnswer;
}

async function counts(q: string, extra = ''): Promise<Counts> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/filters?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, no-cache');
  return (res.json() as { data: Counts }).data;
}

const names = async (q: string, extra = '') => (await search(q, extra)).data.map((product) => product.name).sort();

describe('search filters', () => {
  it('narrows by brand, category, size, price and discount', async () => {
    expect(await names('kurta', '&brand=khaadi')).toEqual(['Embroidered Kurta', 'Printed Lawn Kurta']);
    expect(await names('kurta', '&category=men')).toEqual(['Cotton Kurta', 'Linen Kurta']);
    expect(await names('kurta', '&category=men-kurtas')).toEqual(['Cotton Kurta']);
    expect(await names('kurta', '&size=XL')).toEqual(['Cotton Kurta']);
    expect(await names('kurta', '&minPrice=2000&maxPrice=3000')).toEqual(['Embroidered Kurta', 'Printed Lawn Kurta']);
    expect(await names('kurta', '&minDiscount=50')).toEqual(['Printed Lawn Kurta']);
    expect(await names('kurta', '&brand=gul-ahmed&size=M&sort=price-asc')).toEqual(['Cotton Kurta', 'Linen Kurta']);
    expect((await search('kurta', '&brand=gul-ahmed&sort=price-desc')).data.map((p) => p.name)).toEqual([
      'Linen Kurta',
      'Cotton Kurta',
    ]);
  });

  it('pages filtered results with their filtered total', async () => {
    const first = await search('kurta', '&brand=khaadi&pageSize=1&sort=price-asc');
    expect(first.total).toBe(2);
    expect(first.data.map((p) => p.name)).toEqual(['Printed Lawn Kurta']);
    const second = await search('kurta', '&brand=khaadi&pageSize=1&page=2&sort=price-asc');
    expect(second.data.map((p) => p.name)).toEqual(['Embroidered Kurta']);
  });

  it('finds nothing for an unknown brand or category, without correcting the words', async () => {
    expect(await search('kurta', '&brand=nobody')).toEqual(expect.objectContaining({ total: 0, data: [] }));
    expect(await search('kurta', '&category=nowhere')).toEqual(expect.objectContaining({ total: 0, data: [] }));
    expect((await search('kurta', '&brand=khaadi&size=XL')).correctedQuery).toBeUndefined();
  });

  it('keeps the filters when it corrects the spelling', async () => {
    const found = await search('kurtta', '&brand=khaadi');
    expect(found.correctedQuery).toBe('kurta');
    expect(found.data.map((p) => p.name).sort()).toEqual(['Embroidered Kurta', 'Printed Lawn Kurta']);
    expect((await counts('kurtta')).correctedQuery).toBe('kurta');
  });

  it('corrects the results as their counts, even when the filters keep none of the corrected results', async () => {
    const found = await search('kurtta', '&brand=khaadi&size=XL');
    expect(found).toEqual(expect.objectContaining({ total: 0, data: [], correctedQuery: 'kurta' }));
    const options = await counts('kurtta');
    expect(options.correctedQuery).toBe(found.correctedQuery);
    expect(options.brands.map((brand) => brand.slug).sort()).toEqual(['gul-ahmed', 'khaadi']);
    expect((await search('qqqqzzzz', '&brand=khaadi')).correctedQuery).toBeUndefined();
    expect((await counts('qqqqzzzz')).correctedQuery).toBeUndefined();
  });

  it('refuses bad filters with the category page’s messages', async () => {
    for (const [extra, message] of [
      ['&minPrice=abc', 'must be a number of rupees'],
      ['&maxPrice=-1', 'must be a number of rupees'],
      ['&minDiscount=101', 'must be a whole number from 0 to 100'],
      ['&size=' + 'x'.repeat(21), 'is too long'],
      ['&brand=' + 'x'.repeat(81), 'is too long'],
      ['&category=' + 'x'.repeat(81), 'is too long'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?q=kurta${extra}` });
      expect(res.statusCode, extra).toBe(400);
      expect(res.body, extra).toContain(message);
      const category = await t.app.inject({ method: 'GET', url: `/api/categories/men?${extra.slice(1)}` });
      if (!extra.startsWith('&category')) expect(category.body, extra).toContain(message);
    }
  });

  it('counts each option over the words’ results, whatever filters are chosen', async () => {
    const found = await counts('kurta');
    expect(found.brands).toEqual([
      { slug: 'gul-ahmed', name: 'Gul Ahmed', count: 2 },
      { slug: 'khaadi', name: 'Khaadi', count: 2 },
    ]);
    expect(found.categories).toEqual([
      { slug: 'men', name: 'Men', parent: null, count: 2 },
      { slug: 'women', name: 'Women', parent: null, count: 2 },
      { slug: 'men-kurtas', name: 'Kurtas', parent: 'men', count: 1 },
    ]);
    expect(found.sizes).toEqual([
      { size: 'S', count: 1 },
      { size: 'M', count: 3 },
      { size: 'L', count: 1 },
      { size: 'XL', count: 1 },
    ]);
    expect(found.discounts.find((d) => d.min === 50)?.count).toBe(1);
    expect(found.discounts.find((d) => d.min === 10)?.count).toBe(3);
    expect(found.discounts.map((d) => d.min)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('counts what filtering then finds', async () => {
    const found = await counts('kurta');
    for (const brand of found.brands) expect((await search('kurta', `&brand=${brand.slug}`)).total).toBe(brand.count);
    for (const category of found.categories)
      expect((await search('kurta', `&category=${category.slug}`)).total).toBe(category.count);
    for (const size of found.sizes) expect((await search('kurta', `&size=${size.size}`)).total).toBe(size.count);
    for (const discount of found.discounts)
      expect((await search('kurta', `&minDiscount=${discount.min}`)).total).toBe(discount.count);
  });

  it('refuses a blank or unreadable search as /search does, and counts nothing for no match', async () => {
    const blank = await t.app.inject({ method: 'GET', url: '/api/search/filters?q=%20' });
    expect(blank.statusCode).toBe(400);
    expect(await counts('zzzzqqq', '&exact=1')).toEqual(
      expect.objectContaining({ brands: [], categories: [], sizes: [] }),
    );
  });
});
