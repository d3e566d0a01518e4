import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const men = await createCategory(db, { name: 'Men', slug: 'men', position: 1 });
  const kurta = await createCategory(db, { name: 'Kurta', slug: 'men-kurta', parentId: men.id, position: 1 });
  const women = await createCategory(db, { name: 'Women', slug: 'women', position: 2 });
  const khaadi = await createBrand(db, { name: 'Khaadi', slug: 'khaadi', websiteValue: 'khaadi' });
  const gul = await createBrand(db, { name: 'Gul Ahmed', slug: 'gul-ahmed', websiteValue: 'gul-ahmed' });
  await createBanner(db, { title: 'Eid Sale' });
  const a = await createProduct(
    db,
    { category: kurta, topCategory: men, brand: khaadi },
    { name: 'Embroidered Kurta', price: 200_000, originalPrice: 400_000, featured: true, sizes: ['M', 'L'] },
  );
  const b = await createProduct(
    db,
    { category: kurta, topCategory: men, brand: gul },
    { name: 'Plain Kurta', price: 300_000, originalPrice: null, sizes: ['S'] },
  );
  const c = await createProduct(
    db,
    { category: men, brand: khaadi },
    { name: 'Denim Jeans', price: 150_000, originalPrice: 200_000, stock: 0, description: 'Slim fit jeans' },
  );
  await createProduct(
    db,
    { category: women },
    { name: 'Lawn Suit', price: 500_000, originalPrice: 550_000, website: 'khaadi.com', brandName: 'Khaadi Online' },
  );
  Object.assign(ids, { a: a.slug, b: b.slug, c: c.slug, aId: a.id });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/categories', () => {
  it('answers the category tree with sub-categories', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const tree = res.json().data;
    expect(tree.map((c: { slug: string }) => c.slug)).toEqual(['men', 'women']);
    expect(tree[0].children.map((c: { slug: string }) => c.slug)).toEqual(['men-kurta']);
  });
});

describe('GET /api/categories/:slug', () => {
  it('lists the products of a top category and its sub-categories, biggest discount first', async () => {
    const res = await get('/api/categories/men');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data.category.children).toEqual([{ slug: 'men-kurta', name: 'Kurta', image: '/media/category.webp' }]);
    expect(body.data.products.map((p: { name: string }) => p.name)).toEqual([
      'Embroidered Kurta',
      'Denim Jeans',
      'Plain Kurta',
    ]);
    expect(body.data.products[0]).toMatchObject({
      price: 200_000,
      originalPrice: 400_000,
      discountPercent: 50,
      onSale: true,
      category: 'men',
      brand: 'Khaadi',
      brandSlug: 'khaadi',
    });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('filters by brand, size, price range and minimum discount, and sorts by price', async () => {
    expect((await get('/api/categories/men?brand=khaadi')).json().total).toBe(2);
    expect((await get('/api/categories/men?size=S')).json().data.products[0].name).toBe('Plain Kurta');
    expect(
      (await get('/api/categories/men?minPrice=1600&maxPrice=2500'))
        .json()
        .data.products.map((p: { name: string }) => p.name),
    ).toEqual(['Embroidered Kurta']);
    expect((await get('/api/categories/men?minDiscount=30')).json().total).toBe(1);
    expect(
      (await get('/api/categories/men?sort=price-asc')).json().data.products.map((p: { price: number }) => p.price),
    ).toEqual([150_000, 200_000, 300_000]);
    expect((await get('/api/categories/men?sort=price-desc&pageSize=1&page=2')).json()).toMatchObject({
      page: 2,
      pageSize: 1,
      total: 3,
      data: { products: [{ price: 200_000 }] },
    });
  });

  it('shows a sub-category with its parent for the breadcrumb', async () => {
    const body = (await get('/api/categories/men-kurta')).json();
    expect(body.data.category.parent).toEqual({ slug: 'men', name: 'Men' });
    expect(body.total).toBe(2);
  });

  it('answers 404 for an unknown category and 400 naming a malformed parameter', async () => {
    const missing = await get('/api/categories/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Category not found' } });
    for (const [query, field] of [
      ['sort=cheap', 'sort'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['minDiscount=101', 'minDiscount'],
      ['minPrice=-5', 'minPrice'],
    ] as const) {
      const res = await get(`/api/categories/men?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
      expect(res.json().error.message).toMatch(new RegExp(`^${field} `));
    }
  });
});

describe('product lists', () => {
  it('top-discounted lists in-stock sale products by discount', async () => {
    const res = await get('/api/products/top-discounted');
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Embroidered Kurta', 'Lawn Suit']);
  });

  it('featured lists featured products', async () => {
    expect((await get('/api/products/featured')).json().data.map((p: { name: string }) => p.name)).toEqual([
      'Embroidered Kurta',
    ]);
  });

  it('banners and brands', async () => {
    expect((await get('/api/banners')).json().data).toEqual([expect.objectContaining({ title: 'Eid Sale' })]);
    expect((await get('/api/brands')).json().data.map((b: { slug: string }) => b.slug)).toEqual([
      'gul-ahmed',
      'khaadi',
    ]);
  });
});

describe('GET /api/products/:slugOrId', () => {
  it('answers by slug and by id with the detail fields', async () => {
    const bySlug = (await get(`/api/products/${ids.a}`)).json().data;
    expect(bySlug).toMatchObject({
      name: 'Embroidered Kurta',
      sizes: ['M', 'L'],
      subcategory: { slug: 'men-kurta', name: 'Kurta' },
      source: 'manual',
    });
    expect((await get(`/api/products/${ids.aId}`)).json().data.slug).toBe(ids.a);
  });

  it('answers 404 with the spec text for an unknown product', async () => {
    const res = await get('/api/products/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found' } });
  });
});

describe('GET /api/search', () => {
  it('finds sale products by a case-insensitive substring of name, description, brand or category', async () => {
    const names = async (q: string) =>
      (await get(`/api/search?q=${encodeURIComponent(q)}`)).json().data.map((p: { name: string }) => p.name);
    expect(await names('KURTA')).toEqual(['Embroidered Kurta']); // Plain Kurta is not on sale
    expect(await names('slim fit')).toEqual(['Denim Jeans']);
    expect(await names('gul ahmed')).toEqual([]);
    expect(await names('women')).toEqual(['Lawn Suit']);
    expect(await names('100%')).toEqual([]);
  });

  it('refuses a blank term with the spec text', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Enter a search term to find sale products.');
    }
  });
});

describe('GET /api/brands/:slug/products', () => {
  it('matches the website field exactly first', async () => {
    const body = (await get('/api/brands/khaadi/products')).json();
    expect(body.data.match).toEqual({ field: 'website', rule: 'exact' });
    expect(body.data.brand.name).toBe('Khaadi');
    expect(body.total).toBe(2);
  });

  it('falls back to partial matching on the website for an unknown brand name', async () => {
    const body = (await get('/api/brands/khaadi-com/products')).json();
    expect(body.data.brand).toBeNull();
    expect(body.data.match).toEqual({ field: 'website', rule: 'normalised' });
    expect(body.data.products.map((p: { name: string }) => p.name)).toEqual(['Lawn Suit']);
  });

  it('searches categories only in the alternative search', async () => {
    expect((await get('/api/brands/women/products')).json().data.match).toBeNull();
    const alt = (await get('/api/brands/women/products?alternative=1')).json();
    expect(alt.data.match).toEqual({ field: 'category', rule: 'exact' });
    expect(alt.total).toBe(1);
  });
});

describe('operations', () => {
  it('reports health, serves the OpenAPI document and answers JSON 404 for unknown API paths', async () => {
    expect((await get('/api/health')).json()).toEqual({ data: { status: 'ok', database: 'up' } });
    const docs = await get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/categories/{slug}');
    const missing = await get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('sets security headers', async () => {
    const res = await get('/api/banners');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
