import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { checkoutBody } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { multipartFile, pngImage } from '../support/uploads';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let other: Awaited<ReturnType<typeof createSellerWithBrand>>;
let adminCookie: string;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  category = await createCategory(db, { name: 'Women', slug: 'women' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Khaadi' });
  other = await createSellerWithBrand(db, 'approved', { brandName: 'Gul Ahmed' });
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
});
afterAll(() => t.close());

const asSeller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = seller.cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

let shade = 0;
/** A picture the seller uploads, as the product form does: its address. */
async function upload(cookie = seller.cookie): Promise<string> {
  const body = multipartFile(await pngImage(200, 200, { r: 20 + ++shade, g: 40, b: 90 }), 'colour.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/uploads',
    ...body,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.url;
}

/** What the seller's form sends back: the fields it shows, the version it read, and the changes. */
function sellerForm(read: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { name, description, longDescription, category: slug, price, originalPrice, sizes, colors, keywords } = read;
  const { image, gallery, version } = read;
  return {
    ...{ name, description, longDescription, category: slug, price, originalPrice, sizes, colors, keywords },
    ...{ image, gallery, version },
    ...changes,
  };
}

/** A seller's lawn suit in Navy and Beige, with the navy picture as its own and a picture for beige. */
async function suitWithPictures(name: string) {
  const navy = await upload();
  const beige = await upload();
  const created = await asSeller('POST', '/api/seller/products', {
    name,
    price: 300_000,
    category: 'women',
    sizes: 'S, M',
    colors: 'Navy, Beige',
    image: navy,
    stock: 10,
    colorImages: [
      { color: 'Beige', image: beige },
      { color: 'Navy', image: navy },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  return { product: created.json().data, navy, beige };
}

describe("a colour's picture", () => {
  it('is kept for each colour the seller gives one, in the colour order, and the product page lists them', async () => {
    const { product, navy, beige } = await suitWithPictures('Khaadi Lawn Suit');
    const expected = [
      { color: 'Navy', image: navy },
      { color: 'Beige', image: beige },
    ];
    expect(product.colorImages).toEqual(expected);
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(page.json().data.colorImages).toEqual(expected);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: adminCookie },
    });
    expect(admin.json().data.colorImages).toEqual(expected);
  });

  it('shows in the bag and is the order line picture of a line in that colour', async () => {
    const { product, navy, beige } = await suitWithPictures('Khaadi Printed Suit');
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          { product_id: product.id, quantity: 1, size: 'M', color: 'Beige' },
          { product_id: product.id, quantity: 1, size: 'S', color: 'Navy' },
        ],
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.lines.map((line: { product: { image: string } }) => line.product.image)).toEqual([
      beige,
      navy,
    ]);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/docheckout',
      payload: checkoutBody('beige@example.pk', [{ product_id: product.id, quantity: 1, size: 'M', color: 'Beige' }]),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().data.order.order_items[0].product.image).toBe(beige);
    const orders = await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { cookie: seller.cookie } });
    const sellerOrder = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${orders.json().data[0].id}`,
      headers: { cookie: seller.cookie },
    });
    expect(sellerOrder.json().data.items[0].image).toBe(beige);
  });

  it("refuses a colour the product does not offer, a picture that is not the seller's, and another seller's product", async () => {
    const { product, beige } = await suitWithPictures('Khaadi Chikankari Suit');
    const read = (await asSeller('GET', `/api/seller/products/${product.id}`)).json().data;
    const foreign = await asSeller(
      'PUT',
      `/api/seller/products/${product.id}`,
      sellerForm(read, { colorImages: [{ color: 'Red', image: beige }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe("Red is not one of this product's colours");
    expect(foreign.json().error.fields).toEqual({ 'colorImages.0.color': "Red is not one of this product's colours" });

    const theirs = await upload(other.cookie);
    const notYours = await asSeller(
      'PUT',
      `/api/seller/products/${product.id}`,
      sellerForm(read, { colorImages: [{ color: 'Beige', image: theirs }] }),
    );
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json().error.fields).toEqual({
      'colorImages.0.image': 'This image was uploaded by another seller. Please upload your own picture.',
    });

    const notAPicture = await asSeller(
      'PUT',
      `/api/seller/products/${product.id}`,
      sellerForm(read, { colorImages: [{ color: 'Beige', image: '/media/uploads/nothing.webp' }] }),
    );
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().error.fields).toEqual({
      'colorImages.0.image': 'Upload the image again: it was not found on the server',
    });

    const ofAnother = await asSeller(
      'PUT',
      `/api/seller/products/${product.id}`,
      sellerForm(read, { colorImages: [{ color: 'Beige', image: theirs }] }),
      other.cookie,
    );
    expect(ofAnother.statusCode).toBe(404);
    expect((await asSeller('GET', `/api/seller/products/${product.id}`)).json().data.colorImages).toEqual(
      read.colorImages,
    );
  });

  it('goes with its colour when the seller stops offering it, and is removed by an empty list', async () => {
    const { product, navy } = await suitWithPictures('Khaadi Cambric Suit');
    const read = (await asSeller('GET', `/api/seller/products/${product.id}`)).json().data;
    const navyOnly = await asSeller('PUT', `/api/seller/products/${product.id}`, sellerForm(read, { colors: 'Navy' }));
    expect(navyOnly.statusCode, navyOnly.body).toBe(200);
    expect(navyOnly.json().data.colorImages).toEqual([{ color: 'Navy', image: navy }]);
    const none = await asSeller(
      'PUT',
      `/api/seller/products/${product.id}`,
      sellerForm(navyOnly.json().data, { colorImages: [] }),
    );
    expect(none.json().data.colorImages).toEqual([]);
  });

  it("lets an admin choose a colour's picture among the product's own pictures only", async () => {
    const product = await createSellerProduct(t.database.db, seller, category, {
      name: 'Khaadi Silk Suit',
      colors: ['Navy', 'Beige'],
      image: '/media/demo/products/suit-navy.webp',
      gallery: ['/media/demo/products/suit-beige.webp'],
    });
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: { cookie: adminCookie } })
    ).json().data;
    const save = (colorImages: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}`,
        headers: { cookie: adminCookie },
        payload: {
          name: read.name,
          description: read.description,
          brand: read.brand,
          price: read.price,
          originalPrice: read.originalPrice,
          category: 'women',
          version: read.version,
          colorImages,
        },
      });
    const elsewhere = await save([{ color: 'Beige', image: 'https://example.com/beige.webp' }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({
      'colorImages.0.image': "Choose one of this product's own pictures",
    });
    const saved = await save([{ color: 'Beige', image: '/media/demo/products/suit-beige.webp' }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.colorImages).toEqual([{ color: 'Beige', image: '/media/demo/products/suit-beige.webp' }]);
    expect(saved.json().data.gallery).toEqual(['/media/demo/products/suit-beige.webp']);
  });
});
