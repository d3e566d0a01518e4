import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSellerWithBrand } from '../support/accounts';
import { multipartFile, pngImage } from '../support/uploads';
import { auditLog } from '../../src/db/schema';
import { checkoutBody } from '../support/checkout';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let product: { id: string; slug: string };
let category: { slug: string };
beforeAll(async () => {
  t = await createTestApp();
  const women = await createCategory(t.database.db, { name: 'Women' });
  category = women;
  product = await createProduct(
    t.database.db,
    { category: women, brand: await createBrand(t.database.db, { name: 'Gul Ahmed' }) },
    { stock: 20 },
  );
});
afterAll(() => t.close());

let counter = 0;
const signup = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  const body = {
    email: `text${counter}@example.pk`,
    username: `text${counter}`,
    firstName: 'Ayesha',
    lastName: 'Khan',
    phoneNumber: '03001234567',
    address: '12 Mall Road',
    password: 'kurta-lover-42',
    confirmPassword: 'kurta-lover-42',
    ...overrides,
  };
  return t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
};

const order = (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(`order${++counter}@example.pk`, [{ product_id: product.id, quantity: 1 }], {
      address: '12 Main Boulevard',
      ...overrides,
    }),
  });

describe('text that people write is accepted', () => {
  it('signs up with an Urdu name, an accented one, emoji, and an address on two lines, and shows them back', async () => {
    const res = await signup({
      firstName: 'عائشہ',
      lastName: 'Zoë Müller 🌸',
      username: 'ayesha_لاہور',
      address: 'House 12, Street 4\nGulberg III, لاہور',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      firstName: 'عائشہ',
      lastName: 'Zoë Müller 🌸',
      username: 'ayesha_لاہور',
      address: 'House 12, Street 4\nGulberg III, لاہور',
    });
  });

  it('takes an order with delivery instructions on several lines', async () => {
    const res = await order({
      name: 'محمد علی',
      delivery_instructions: 'Ring twice.\r\nLeave with the guard\tif nobody answers 🙏',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order).toMatchObject({
      full_name: 'محمد علی',
      delivery_instructions: 'Ring twice.\r\nLeave with the guard\tif nobody answers 🙏',
    });
  });

  it('lets a seller upload a photo whose file name holds NUL, and save a product with a description over many lines and an emoji name', async () => {
    const { cookie } = await createSellerWithBrand(t.database.db);
    // The file name is only noted in the audit log: it is kept with the character marked, not refused.
    const file = multipartFile(await pngImage(), 'lawn\u0000suit.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/seller/uploads',
      payload: file.payload,
      headers: { ...file.headers, cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [noted] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, upload.json().data.url));
    expect(noted?.after).toMatchObject({ filename: 'lawn\ufffdsuit.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/products',
      headers: { cookie },
      payload: {
        name: 'Lawn suit 👗 — Zoë',
        description: 'Three pieces.\nCotton lawn.\n\nWash cold.',
        category: category.slug,
        price: 250_000,
        image: upload.json().data.url,
        stock: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Lawn suit 👗 — Zoë',
      description: 'Three pieces.\nCotton lawn.\n\nWash cold.',
    });
  });
});

describe('text no field may hold is refused with the field named, and nothing is written', () => {
  it.each([
    ['NUL', 'Ali\u0000'],
    ['a lone surrogate', 'Ali\ud800'],
    ['an escape character', 'Ali\u001b[0m'],
  ])('refuses a first name holding %s, and the e-mail is still free afterwards', async (_, firstName) => {
    const email = `refused${++counter}@example.pk`;
    const res = await signup({ email, firstName });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'firstName contains characters that are not allowed',
      fields: { firstName: 'firstName contains characters that are not allowed' },
    });
    expect((await signup({ email })).statusCode).toBe(201);
  });

  it('refuses a line break in a one-line field, and keeps it in a many-line one', async () => {
    const res = await signup({ firstName: 'Ayesha\nKhan' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ firstName: 'firstName must be on one line' });
    expect((await order({ city: 'Lahore\r\nKarachi' })).json().error.fields).toEqual({
      city: 'city must be on one line',
    });
  });

  it('names the field inside a list: a bag line with NUL in its size', async () => {
    const res = await order({ items: [{ product_id: product.id, quantity: 1, size: 'M\u0000' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'items.0.size': 'items.0.size contains characters that are not allowed',
    });
  });

  it('refuses NUL in a query or a path with a 400 naming it, on the storefront reads', async () => {
    // The search box's callers are shoppers: theirs is a shopper's message, not a field name.
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=kurta%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({ q: 'Please search with letters and numbers' });
    const filter = await t.app.inject({ method: 'GET', url: `/api/categories/${category.slug}?brand=%00` });
    expect(filter.json().error.fields).toEqual({ brand: 'brand contains characters that are not allowed' });
    const path = await t.app.inject({ method: 'GET', url: '/api/products/kurta%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json().error.fields).toEqual({ slug: 'slug contains characters that are not allowed' });
  });
});

describe('path parameters are decoded once', () => {
  it('answers a brand called "a%" by the brand matching rules, as a brand the shop has no record of, never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brands/a%25/products' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.brand).toBeNull();
  });

  it('still finds a brand by its name as the shop links it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brands/gul-ahmed/products' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products.map((p: { id: string }) => p.id)).toContain(product.id);
  });
});
