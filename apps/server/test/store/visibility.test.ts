import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createOrder } from '../support/orders';
import { multipartFile, pngImage } from '../support/uploads';
import { createBrand, createCategory, createProduct, createSellerProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Who the shop shows (decision 0020): a product when its seller, if any, is approved and not
 * blocked and its category is not hidden; a brand when it holds such a product (the shop's own
 * brands always); a category when it or a sub-category does. Checked on every public surface.
 */

type Seller = Awaited<ReturnType<typeof createSellerWithBrand>>;
type Product = Awaited<ReturnType<typeof createProduct>>;
type Category = Awaited<ReturnType<typeof createCategory>>;

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
const sellers: Record<'approved' | 'empty' | 'pending' | 'rejected' | 'blocked', Seller> = {} as never;
const items: Record<'khaadi' | 'approved' | 'pending' | 'rejected' | 'blocked', Product> = {} as never;
const cats: Record<'women' | 'lawn' | 'men' | 'kids' | 'beauty', Category> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  cats.women = await createCategory(db, { name: 'Women', slug: 'women' });
  cats.lawn = await createCategory(db, { name: 'Lawn', slug: 'women-lawn', parentId: cats.women.id });
  cats.men = await createCategory(db, { name: 'Men', slug: 'men' });
  cats.kids = await createCategory(db, { name: 'Kids', slug: 'kids' });
  cats.beauty = await createCategory(db, { name: 'Beauty', slug: 'beauty' });

  // The shop's own brands: one with a product, one without.
  const khaadi = await createBrand(db, { name: 'Khaadi', slug: 'khaadi' });
  await createBrand(db, { name: 'Alkaram', slug: 'alkaram' });
  items.khaadi = await createProduct(
    db,
    { category: cats.lawn, topCategory: cats.women, brand: khaadi },
    { name: 'Khaadi Lawn Print', price: 60_000, originalPrice: 100_000 },
  );

  sellers.approved = await createSellerWithBrand(db, 'approved', { brandName: 'Zara Lawn' });
  sellers.empty = await createSellerWithBrand(db, 'approved', { brandName: 'Empty Threads' });
  sellers.pending = await createSellerWithBrand(db, 'pending', { brandName: 'Pending Prints' });
  sellers.rejected = await createSellerWithBrand(db, 'rejected', { brandName: 'Rejected Rags' });
  sellers.blocked = await createSellerWithBrand(db, 'blocked', { brandName: 'Blocked Bazaar' });
  // The hidden products have the biggest discounts and are featured: the home sections would pick them first.
  const sellerProduct = (seller: Seller, category: Category, name: string, price: number, featured: boolean) =>
    createSellerProduct(db, seller, category, { name, price, originalPrice: 100_000, featured });
  items.approved = await sellerProduct(sellers.approved, cats.men, 'Zara Print Kurta', 70_000, true);
  items.pending = await sellerProduct(sellers.pending, cats.beauty, 'Pending Print Serum', 10_000, true);
  items.rejected = await sellerProduct(sellers.rejected, cats.women, 'Rejected Print Shawl', 20_000, true);
  items.blocked = await sellerProduct(sellers.blocked, cats.men, 'Blocked Print Kurta', 15_000, true);

  const admin = await createAdmin(db);
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const names = (list: { name: string }[]) => list.map((item) => item.name).sort();
const brandNames = async () => names((await get('/api/brands')).json().data);
const tree = async () =>
  ((await get('/api/categories')).json().data as { slug: string; children: { slug: string }[] }[]).map((node) => [
    node.slug,
    node.children.map((child) => child.slug),
  ]);
const productStatus = async (product: Product) => (await get(`/api/products/${product.slug}`)).statusCode;
const search = async (term: string) => names((await get(`/api/search?q=${encodeURIComponent(term)}`)).json().data);
const sellerAction = (seller: Seller, action: 'approve' | 'reject' | 'block' | 'unblock') =>
  asAdmin('POST', `/api/admin/sellers/${seller.user.id}/status`, { action });
const adminReasons = async () =>
  Object.fromEntries(
    (
      (await asAdmin('GET', '/api/admin/products?pageSize=50')).json().data as {
        name: string;
        hiddenReason: string | null;
      }[]
    ).map((p) => [p.name, p.hiddenReason]),
  );

describe('what shoppers and crawlers see', () => {
  it('GET /api/brands lists the shop’s own brands and the sellers’ brands that hold a public product', async () => {
    expect(await brandNames()).toEqual(['Alkaram', 'Khaadi', 'Zara Lawn']);
  });

  it('the category menus leave out empty categories and those holding only hidden products', async () => {
    expect(await tree()).toEqual([
      ['women', ['women-lawn']],
      ['men', []],
    ]);
    for (const slug of ['kids', 'beauty']) {
      const res = await get(`/api/categories/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Category not found');
    }
  });

  it('a category page lists and counts public products only, and its brand filter finds nothing of a hidden brand', async () => {
    const men = (await get('/api/categories/men')).json();
    expect(names(men.data.products)).toEqual(['Zara Print Kurta']);
    expect(men.total).toBe(1);
    const women = (await get('/api/categories/women')).json();
    expect(names(women.data.products)).toEqual(['Khaadi Lawn Print']);
    expect(women.total).toBe(1);
    expect(women.data.category.children.map((c: { slug: string }) => c.slug)).toEqual(['women-lawn']);
    const hiddenBrand = (await get(`/api/categories/men?brand=${sellers.blocked.brand.slug}`)).json();
    expect(hiddenBrand).toMatchObject({ total: 0, data: { products: [] } });
    expect((await get(`/api/categories/men?brand=${sellers.approved.brand.slug}`)).json().total).toBe(1);
  });

  it('search, top-discounted and featured show public products only', async () => {
    expect(await search('print')).toEqual(['Khaadi Lawn Print', 'Zara Print Kurta']);
    expect(names((await get('/api/products/top-discounted?limit=10')).json().data)).toEqual([
      'Khaadi Lawn Print',
      'Zara Print Kurta',
    ]);
    expect(names((await get('/api/products/featured?limit=10')).json().data)).toEqual(['Zara Print Kurta']);
  });

  it('a hidden product has no page and no reviews, reads as gone in a bag and cannot be saved to a wishlist', async () => {
    for (const product of [items.pending, items.rejected, items.blocked]) {
      for (const key of [product.slug, product.id]) {
        const res = await get(`/api/products/${key}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Product not found');
      }
      expect((await get(`/api/products/${product.slug}/reviews`)).statusCode).toBe(404);
    }
    expect(await productStatus(items.approved)).toBe(200);

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          { product_id: items.pending.id, quantity: 1 },
          { product_id: items.approved.id, quantity: 1 },
        ],
      },
    });
    expect(quote.json().data.lines.map((line: { status: string }) => line.status)).toEqual(['gone', 'available']);

    const buyer = await createBuyer(t.database.db);
    const cookie = await sessionCookie(t.database.db, buyer.id);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/account/wishlist',
      payload: { productId: items.blocked.id },
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(404);
    expect(saved.json().error.message).toBe('Product not found');
  });

  it('a hidden brand has no brand page and cannot be followed', async () => {
    for (const seller of [sellers.pending, sellers.rejected, sellers.blocked, sellers.empty]) {
      const page = (await get(`/api/brands/${seller.brand.slug}/products`)).json();
      expect(page).toMatchObject({ total: 0, data: { brand: null, products: [] } });
    }
    const zara = (await get(`/api/brands/${sellers.approved.brand.slug}/products`)).json();
    expect(zara.data.brand.name).toBe('Zara Lawn');
    expect(names(zara.data.products)).toEqual(['Zara Print Kurta']);

    const buyer = await createBuyer(t.database.db);
    const cookie = await sessionCookie(t.database.db, buyer.id);
    const follow = await t.app.inject({
      method: 'POST',
      url: '/api/account/brand-follows',
      payload: { brand: sellers.pending.brand.slug },
      headers: { cookie },
    });
    expect(follow.statusCode).toBe(404);
    expect(follow.json().error.message).toBe('Brand not found');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/brand-follows',
          payload: { brand: 'alkaram' },
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('the sitemap lists public products, categories and brands only', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const path of [
      `/product/${items.approved.slug}`,
      `/product/${items.khaadi.slug}`,
      '/category/women-lawn',
      '/category/men',
      '/brand/zara-lawn',
      '/brand/alkaram',
    ])
      expect(xml).toContain(`${path}</loc>`);
    for (const path of [
      `/product/${items.pending.slug}`,
      `/product/${items.rejected.slug}`,
      `/product/${items.blocked.slug}`,
      '/category/kids',
      '/category/beauty',
      `/brand/${sellers.pending.brand.slug}`,
      `/brand/${sellers.empty.brand.slug}`,
      `/brand/${sellers.blocked.brand.slug}`,
    ]) {
      expect(xml).not.toContain(`${path}</loc>`);
    }
  });
});

describe('the seller’s own area and the admin', () => {
  it('show every product, with the reason the shop hides it', async () => {
    const own = async (seller: Seller) =>
      (
        (await get('/api/seller/products', seller.cookie)).json().data as {
          name: string;
          hiddenReason: string | null;
        }[]
      ).map((p) => [p.name, p.hiddenReason]);
    expect(await own(sellers.pending)).toEqual([['Pending Print Serum', 'Seller pending approval']]);
    expect(await own(sellers.rejected)).toEqual([['Rejected Print Shawl', 'Seller not approved']]);
    expect(await own(sellers.approved)).toEqual([['Zara Print Kurta', null]]);
    expect(await adminReasons()).toEqual({
      'Khaadi Lawn Print': null,
      'Zara Print Kurta': null,
      'Pending Print Serum': 'Seller pending approval',
      'Rejected Print Shawl': 'Seller not approved',
      'Blocked Print Kurta': 'Seller blocked',
    });
  });
});

describe('changes show at once', () => {
  it('approving a seller puts their brand, products and category in the shop; blocking takes them out; unblocking brings them back', async () => {
    // Read first, so that stale cached answers would show.
    expect(await brandNames()).not.toContain('Pending Prints');
    expect(await productStatus(items.pending)).toBe(404);
    expect((await sellerAction(sellers.pending, 'approve')).statusCode).toBe(200);
    expect(await brandNames()).toContain('Pending Prints');
    expect(await productStatus(items.pending)).toBe(200);
    expect((await tree()).map(([slug]) => slug)).toContain('beauty');
    expect(await search('serum')).toEqual(['Pending Print Serum']);

    const buyer = await createBuyer(t.database.db);
    const cookie = await sessionCookie(t.database.db, buyer.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/wishlist',
      payload: { productId: items.approved.id },
      headers: { cookie },
    });
    const wishlist = async () =>
      ((await get('/api/account/wishlist', cookie)).json().data as { product: { name: string } }[]).map(
        (item) => item.product.name,
      );
    expect(await wishlist()).toEqual(['Zara Print Kurta']);

    expect((await sellerAction(sellers.approved, 'block')).statusCode).toBe(200);
    expect(await brandNames()).not.toContain('Zara Lawn');
    expect(await productStatus(items.approved)).toBe(404);
    expect(await search('print')).toEqual(['Khaadi Lawn Print', 'Pending Print Serum']);
    expect((await tree()).map(([slug]) => slug)).not.toContain('men');
    expect(await wishlist()).toEqual([]);
    expect((await adminReasons())['Zara Print Kurta']).toBe('Seller blocked');
    expect((await get('/sitemap.xml')).body).not.toContain(`/product/${items.approved.slug}</loc>`);

    expect((await sellerAction(sellers.approved, 'unblock')).statusCode).toBe(200);
    expect(await brandNames()).toContain('Zara Lawn');
    expect(await productStatus(items.approved)).toBe(200);
    expect(await wishlist()).toEqual(['Zara Print Kurta']);
  });

  it('blocking a seller’s account from the buyers list hides their products until it is unblocked', async () => {
    expect(await productStatus(items.approved)).toBe(200);
    expect(
      (await asAdmin('PUT', `/api/admin/users/${sellers.approved.user.id}/status`, { status: 'blocked' })).statusCode,
    ).toBe(200);
    expect(await productStatus(items.approved)).toBe(404);
    expect((await adminReasons())['Zara Print Kurta']).toBe('Seller blocked');
    expect(
      (await asAdmin('PUT', `/api/admin/users/${sellers.approved.user.id}/status`, { status: 'active' })).statusCode,
    ).toBe(200);
    expect(await productStatus(items.approved)).toBe(200);
  });

  it('a category an admin hides takes its products and its sub-categories’ out of the shop, and back', async () => {
    const hide = (category: Category, hidden: boolean) =>
      asAdmin('PUT', `/api/admin/categories/${category.id}`, {
        name: category.name,
        slug: category.slug,
        parentId: category.parentId,
        image: category.image,
        hidden,
      });
    expect(await productStatus(items.khaadi)).toBe(200);
    const res = await hide(cats.women, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.hidden).toBe(true);
    expect(await productStatus(items.khaadi)).toBe(404);
    expect((await tree()).map(([slug]) => slug)).not.toContain('women');
    expect((await adminReasons())['Khaadi Lawn Print']).toBe('Category hidden');
    // Khaadi is one of the shop's own brands: it stays listed without a public product.
    expect(await brandNames()).toContain('Khaadi');
    const listed = (await asAdmin('GET', '/api/admin/categories'))
      .json()
      .data.find((c: { slug: string }) => c.slug === 'women');
    expect(listed).toMatchObject({ hidden: true, inMenus: false, productCount: 2 });
    // An edit that leaves `hidden` out keeps it hidden.
    await asAdmin('PUT', `/api/admin/categories/${cats.women.id}`, { name: 'Women', slug: 'women' });
    expect(await productStatus(items.khaadi)).toBe(404);

    expect((await hide(cats.women, false)).statusCode).toBe(200);
    expect(await productStatus(items.khaadi)).toBe(200);
    expect(await tree()).toContainEqual(['women', ['women-lawn']]);
  });

  it('a buyer’s past order still shows what they bought from a seller blocked since', async () => {
    const buyer = await createBuyer(t.database.db);
    const order = await createOrder(
      t.database.db,
      buyer,
      [{ sellerId: sellers.blocked.user.id, items: [{ productId: items.blocked.id, name: 'Blocked Print Kurta' }] }],
      { placedSignedIn: true },
    );
    const res = await get(`/api/account/orders/${order.id}`, await sessionCookie(t.database.db, buyer.id));
    expect(res.statusCode, res.body).toBe(200);
    const [line] = res.json().data.sellerOrders[0].items;
    // What was bought, without a link to a page the shop no longer shows.
    expect(line).toMatchObject({ name: 'Blocked Print Kurta', productId: items.blocked.id, productSlug: null });
  });

  it('a visitor who registers a brand is public only once approved and holding a product', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/sellers/register',
      payload: {
        firstName: 'Sana',
        lastName: 'Malik',
        email: 'sana@fresh-threads.pk',
        phone: '03001234567',
        address: '12 Mall Road, Lahore',
        brandName: 'Fresh Threads',
        businessDescription: 'Hand-block printed lawn',
        storeCategory: 'Clothing & Apparel',
        password: 'Block-Print-2026!',
        confirmPassword: 'Block-Print-2026!',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const sellerId = registered.json().data.id;
    const cookie = registered.headers['set-cookie']!.toString().split(';')[0]!;
    expect(await brandNames()).not.toContain('Fresh Threads');
    expect((await get('/api/brands/fresh-threads/products')).json().data.brand).toBeNull();

    expect((await asAdmin('POST', `/api/admin/sellers/${sellerId}/status`, { action: 'approve' })).statusCode).toBe(
      200,
    );
    expect(await brandNames()).not.toContain('Fresh Threads');

    const file = multipartFile(await pngImage(), 'lawn.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/seller/uploads',
      payload: file.payload,
      headers: { ...file.headers, cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seller/products',
      payload: {
        name: 'Fresh Block Print',
        price: 300_000,
        originalPrice: 400_000,
        category: 'women-lawn',
        image: upload.json().data.url,
        stock: 5,
      },
      headers: { cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.hiddenReason).toBeNull();
    expect(await brandNames()).toContain('Fresh Threads');
    expect((await get('/api/brands/fresh-threads/products')).json().data.brand.name).toBe('Fresh Threads');
  });
});
