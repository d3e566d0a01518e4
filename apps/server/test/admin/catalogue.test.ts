import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products } from '../../src/db/schema';
import { createBanner, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, createAdmin, createSeller, sessionCookie } from '../support/accounts';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
let adminId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const men = await createCategory(db, { name: 'Men', slug: 'men' });
  const kurta = await createCategory(db, { name: 'Kurta', slug: 'men-kurta', parentId: men.id });
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  await createCategory(db, { name: 'Kids', slug: 'kids' });
  const seller = await createSeller(db);
  const a = await createProduct(
    db,
    { category: kurta, topCategory: men },
    { name: 'Embroidered Kurta', price: 200_000, originalPrice: 400_000 },
  );
  const b = await createProduct(
    db,
    { category: women },
    { name: 'Lawn Suit', source: 'scraped', sourceUrl: 'https://khaadi.com/lawn', website: 'khaadi.com', stock: 2 },
  );
  const c = await createProduct(
    db,
    { category: women },
    { name: 'Seller Shawl', source: 'seller', sellerId: seller.id },
  );
  Object.assign(ids, { men: men.id, kurta: kurta.id, women: women.id, a: a.id, b: b.id, c: c.id, aSlug: a.slug });
  const admin = await createAdmin(db);
  adminId = admin.id;
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
});
afterAll(() => t.close());

const storefront = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json().data;
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).at(-1)!;
/** The version the admin's product form would have read: what a save names. */
const versionOf = async (id: string) =>
  (await asAdmin('GET', `/api/admin/products/${id}`)).json().data.version as number;

describe('products', () => {
  it('lists every product, filtered by source and searched', async () => {
    const names = async (query: string) =>
      (await asAdmin('GET', `/api/admin/products?${query}`))
        .json()
        .data.map((p: { name: string }) => p.name)
        .sort();
    expect(await names('')).toEqual(['Embroidered Kurta', 'Lawn Suit', 'Seller Shawl']);
    expect(await names('source=scraped')).toEqual(['Lawn Suit']);
    expect(await names('source=manual')).toEqual(['Embroidered Kurta']);
    expect(await names('source=seller')).toEqual(['Seller Shawl']);
    expect(await names('q=LAWN')).toEqual(['Lawn Suit']);
    expect(await names('q=women')).toEqual(['Lawn Suit', 'Seller Shawl']);
    const page = (await asAdmin('GET', '/api/admin/products?pageSize=2&page=2')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect((await asAdmin('GET', '/api/admin/products?source=scrapped')).statusCode).toBe(400);
  });

  it('edits a product: the storefront shows it at once, the change is audited', async () => {
    expect((await storefront(ids.aSlug!)).price).toBe(200_000); // cached by the storefront now
    const res = await asAdmin('PUT', `/api/admin/products/${ids.a}`, {
      name: 'Embroidered Kurta',
      description: 'Cotton',
      brand: 'Khaadi',
      price: 150_000,
      originalPrice: 300_000,
      category: 'men',
      version: await versionOf(ids.a!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 150_000, discountPercent: 50, brand: 'Khaadi', category: 'men' });
    expect(await storefront(ids.aSlug!)).toMatchObject({
      price: 150_000,
      brand: 'Khaadi',
      description: 'Cotton',
      subcategory: { slug: 'men-kurta', name: 'Kurta' },
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actorId: adminId, action: 'product.update', entity: 'product', entityId: ids.a });
    expect(audit.before).toMatchObject({ price: 200_000, brandName: 'Unbranded' });
    expect(audit.after).toMatchObject({ price: 150_000, brandName: 'Khaadi' });
  });

  it('moves a product to another top category and makes it findable under it', async () => {
    await asAdmin('PUT', `/api/admin/products/${ids.a}`, {
      name: 'Embroidered Kurta',
      brand: 'Khaadi',
      price: 150_000,
      originalPrice: 300_000,
      category: 'women',
      version: await versionOf(ids.a!),
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, ids.a!));
    expect(row).toMatchObject({ categoryId: ids.women, topCategoryId: ids.women });
    expect(row!.searchText).toContain('women');
    expect(row!.searchText).not.toContain('kurta men');
  });

  it('refuses a bad edit with the field named, and changes nothing', async () => {
    const valid = {
      name: 'Embroidered Kurta',
      brand: 'Khaadi',
      price: 150_000,
      originalPrice: null,
      category: 'men',
      version: await versionOf(ids.a!),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ price: 0 }, 'Price is required'],
      [{ price: 'abc' }, 'Price must be a number'],
      [{ price: 12.5 }, 'Price must be a number'],
      [{ originalPrice: 'Rs. 5' }, 'Original price must be a number'],
      [{ category: 'gadgets' }, 'Category must be one of men, women, kids, footwear, accessories, beauty'],
      [{ image: '/media/other.webp' }, 'has unknown field image'],
    ];
    for (const [change, message] of cases) {
      const res = await asAdmin('PUT', `/api/admin/products/${ids.a}`, { ...valid, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const beauty = await asAdmin('PUT', `/api/admin/products/${ids.a}`, { ...valid, category: 'beauty' });
    expect(beauty.statusCode).toBe(400);
    expect(beauty.json().error.fields.category).toBe('The category beauty is not in the catalogue');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, ids.a!));
    expect(row!.topCategoryId).toBe(ids.women);
    expect(
      (await asAdmin('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000000', valid)).json().error.message,
    ).toBe('Product not found');
  });

  it('features and unfeatures a product for the storefront', async () => {
    expect(
      (await asAdmin('PUT', `/api/admin/products/${ids.b}/featured`, { featured: true })).json().data.featured,
    ).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/featured' }))
        .json()
        .data.map((p: { id: string }) => p.id),
    ).toEqual([ids.b]);
    await asAdmin('PUT', `/api/admin/products/${ids.b}/featured`, { featured: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/products/featured' })).json().data).toEqual([]);
  });

  it('deletes a product', async () => {
    const res = await asAdmin('DELETE', `/api/admin/products/${ids.c}`);
    expect(res.statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/products/${ids.c}`)).statusCode).toBe(404);
    expect((await lastAudit()).action).toBe('product.delete');
  });
});

describe('categories', () => {
  it('creates, renames (the search follows), reorders and lists with product counts', async () => {
    const created = await asAdmin('POST', '/api/admin/categories', { name: 'Footwear', image: '/media/footwear.webp' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ slug: 'footwear', parentId: null });
    expect((await asAdmin('POST', '/api/admin/categories', { name: 'Footwear' })).statusCode).toBe(409);
    expect(
      (await asAdmin('POST', '/api/admin/categories', { name: 'Sandals', parentId: ids.kurta })).json().error.message,
    ).toBe('A sub-category cannot have sub-categories of its own');

    await asAdmin('PUT', `/api/admin/categories/${ids.women}`, { name: 'Ladies', slug: 'women' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/search?q=ladies' }))
        .json()
        .data.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Embroidered Kurta', 'Lawn Suit']);

    const footwear = created.json().data.id;
    await asAdmin('POST', '/api/admin/categories/reorder', { ids: [footwear, ids.women, ids.men] });
    // Only Women holds a product now (the kurta moved there above): empty Footwear and Men stay out of the storefront's menus.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().data.map((c: { slug: string }) => c.slug),
    ).toEqual(['women']);
    expect((await asAdmin('POST', '/api/admin/categories/reorder', { ids: [footwear, ids.kurta] })).statusCode).toBe(
      400,
    );

    const list = (await asAdmin('GET', '/api/admin/categories')).json().data;
    expect(list.find((c: { id: string }) => c.id === footwear)).toMatchObject({
      position: 1,
      productCount: 0,
      hidden: false,
      inMenus: false,
    });
    expect(list.find((c: { id: string }) => c.id === ids.women)).toMatchObject({
      name: 'Ladies',
      position: 2,
      productCount: 2,
      childCount: 0,
      inMenus: true,
    });
    expect(list.find((c: { id: string }) => c.id === ids.men)).toMatchObject({
      position: 3,
      productCount: 0,
      childCount: 1,
      inMenus: false,
    });
  });

  it('will not delete a category with products until they move, nor one with sub-categories', async () => {
    const refused = await asAdmin('DELETE', `/api/admin/categories/${ids.women}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This category has 2 products. Choose a category to move them to before deleting it.',
    );
    expect((await asAdmin('DELETE', `/api/admin/categories/${ids.men}`)).json().error.message).toMatch(
      /has sub-categories/,
    );

    const moved = await asAdmin('DELETE', `/api/admin/categories/${ids.women}?moveTo=${ids.kurta}`);
    expect(moved.json().data).toEqual({ deleted: true, movedProducts: 2 });
    const rows = await t.database.db.select().from(products);
    for (const row of rows) expect(row).toMatchObject({ categoryId: ids.kurta, topCategoryId: ids.men });
    expect(await t.database.db.select().from(categories).where(eq(categories.id, ids.women!))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/men-kurta' })).json().total).toBe(2);
  });
});

describe('banners and coupons', () => {
  it('creates, edits, reorders and deletes banners, and the storefront follows', async () => {
    const first = await createBanner(t.database.db, { title: 'Old' });
    const created = await asAdmin('POST', '/api/admin/banners', {
      title: 'Eid Sale',
      description: 'Up to 50% off',
      image: '/media/eid.webp',
      link: '/category/women',
    });
    expect(created.statusCode).toBe(201);
    const eid = created.json().data.id;
    expect((await asAdmin('POST', '/api/admin/banners', { title: 'x', image: 'javascript:alert(1)' })).statusCode).toBe(
      400,
    );
    await asAdmin('POST', '/api/admin/banners/reorder', { ids: [eid, first.id] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().data.map((b: { title: string }) => b.title),
    ).toEqual(['Eid Sale', 'Old']);
    await asAdmin('PUT', `/api/admin/banners/${first.id}`, { title: 'Old', image: first.image, active: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().data.map((b: { title: string }) => b.title),
    ).toEqual(['Eid Sale']);
    expect((await asAdmin('DELETE', `/api/admin/banners/${eid}`)).statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/admin/banners')).json().data.map((b: { title: string }) => b.title)).toEqual([
      'Old',
    ]);
  });

  it('manages coupons: codes upper-cased, percent 1-100, duplicates refused', async () => {
    expect((await asAdmin('GET', '/api/admin/coupons')).json().data.map((c: { code: string }) => c.code)).toEqual([
      'ONSALENOW20',
    ]);
    const created = await asAdmin('POST', '/api/admin/coupons', { code: 'eid25', percent: 25 });
    expect(created.json().data).toMatchObject({ code: 'EID25', percent: 25, active: true });
    expect((await asAdmin('POST', '/api/admin/coupons', { code: 'EID25', percent: 10 })).json().error.message).toBe(
      'The coupon EID25 already exists',
    );
    expect((await asAdmin('POST', '/api/admin/coupons', { code: 'BIG', percent: 101 })).json().error.message).toBe(
      'Percent must be a whole number from 1 to 100',
    );
    expect(
      (await asAdmin('PUT', '/api/admin/coupons/eid25', { percent: 30, active: false })).json().data,
    ).toMatchObject({ code: 'EID25', percent: 30, active: false });
    expect((await asAdmin('DELETE', '/api/admin/coupons/EID25')).statusCode).toBe(200);
    expect((await asAdmin('DELETE', '/api/admin/coupons/EID25')).statusCode).toBe(404);
  });
});
