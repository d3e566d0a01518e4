import { DEFAULT_HOW_TO_MEASURE } from '@onsale/core/size-charts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createProduct, createSellerProduct } from '../support/catalogue';
import { multipartFile, pngImage } from '../support/uploads';
import { createTestApp, type TestApp } from '../support/test-app';

/** Size charts (decision 0050): sellers keep their own, admins the marketplace's, a product page shows its chart. */
let t: TestApp;
let sellerA: Awaited<ReturnType<typeof createSellerWithBrand>>;
let sellerB: Awaited<ReturnType<typeof createSellerWithBrand>>;
let asA: ReturnType<typeof caller>;
let asB: ReturnType<typeof caller>;
let asAdmin: ReturnType<typeof caller>;
let asBuyer: ReturnType<typeof caller>;
let asPending: ReturnType<typeof caller>;
let asGuest: ReturnType<typeof caller>;
let women: Awaited<ReturnType<typeof createCategory>>;
let kurtas: Awaited<ReturnType<typeof createCategory>>;
let fragrances: Awaited<ReturnType<typeof createCategory>>;

const kurtaChart = {
  name: 'Kurtas',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: [96, 100] },
    { size: 'M', values: [101.5, 102] },
  ],
  howToMeasure: 'Measure across the chest under the arms.',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  women = await createCategory(db, { name: 'Women', slug: 'women' });
  kurtas = await createCategory(db, { name: 'Kurtas', slug: 'kurtas', parentId: women.id });
  fragrances = await createCategory(db, { name: 'Fragrances', slug: 'fragrances' });
  sellerA = await createSellerWithBrand(db, 'approved');
  sellerB = await createSellerWithBrand(db, 'approved');
  const pending = await createSellerWithBrand(db, 'pending');
  asA = caller(t, sellerA.cookie);
  asB = caller(t, sellerB.cookie);
  asPending = caller(t, pending.cookie);
  asAdmin = caller(t, await sessionCookie(db, (await createAdmin(db)).id));
  asBuyer = caller(t, await sessionCookie(db, (await createBuyer(db)).id));
  asGuest = caller(t);
});
afterAll(() => t.close());

const productPage = async (slug: string) => {
  const res = await asGuest('GET', `/api/products/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sizeChart: null | { name: string; rows: unknown; howToMeasure: string } };
};

/** What the seller's form sends back when it saves a product it read, with these changes. */
function sellerForm(read: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { name, description, longDescription, category, price, originalPrice, sizes, colors, keywords } = read;
  const { image, gallery, version } = read;
  return {
    ...{ name, description, longDescription, category, price, originalPrice, sizes, colors, keywords },
    ...{ image, gallery, version },
    ...changes,
  };
}

describe("a seller's size charts", () => {
  it('are added, listed, changed and deleted by their seller', async () => {
    const created = await asA('POST', '/api/seller/size-charts', {
      ...kurtaChart,
      measurements: [' Chest ', 'Length'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const chart = created.json().data;
    expect(chart).toMatchObject({ ...kurtaChart, productCount: 0 });

    const list = (await asA('GET', '/api/seller/size-charts')).json().data;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Kurtas']);

    const changed = await asA('PUT', `/api/seller/size-charts/${chart.id}`, {
      ...kurtaChart,
      name: 'Kurtas (slim)',
      rows: [...kurtaChart.rows, { size: 'L', values: [106, 104] }],
      howToMeasure: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Kurtas (slim)', howToMeasure: '' });
    expect(changed.json().data.rows).toHaveLength(3);

    expect((await asA('DELETE', `/api/seller/size-charts/${chart.id}`)).statusCode).toBe(204);
    expect((await asA('GET', `/api/seller/size-charts/${chart.id}`)).statusCode).toBe(404);
    expect((await asA('GET', '/api/seller/size-charts')).json().data).toEqual([]);
  });

  it('are nobody else’s: another seller hears 404, a shopper and a guest are refused, a pending seller changes nothing', async () => {
    const chart = (await asA('POST', '/api/seller/size-charts', kurtaChart)).json().data;
    const url = `/api/seller/size-charts/${chart.id}`;

    expect((await asB('GET', '/api/seller/size-charts')).json().data).toEqual([]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ...kurtaChart, name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await asB(method, url, body);
      expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
      expect(res.json().error.message).toBe('Size chart not found');
    }
    expect((await asBuyer('GET', '/api/seller/size-charts')).statusCode).toBe(403);
    expect((await asGuest('POST', '/api/seller/size-charts', kurtaChart)).statusCode).toBe(401);
    expect((await asAdmin('GET', '/api/seller/size-charts')).statusCode).toBe(403);
    const pending = await asPending('POST', '/api/seller/size-charts', kurtaChart);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error.message).toBe('Your seller account is pending approval');

    // still A's, as A wrote it
    expect((await asA('GET', url)).json().data).toMatchObject({ name: 'Kurtas', rows: kurtaChart.rows });
  });

  it('refuses a chart that breaks the rules, naming what is wrong', async () => {
    const cases: [object, string][] = [
      [{ ...kurtaChart, name: '' }, 'Name is required'],
      [{ ...kurtaChart, measurements: [] }, 'Add at least one measurement'],
      [{ ...kurtaChart, rows: [] }, 'Add at least one size'],
      [{ ...kurtaChart, rows: [{ size: 'S', values: [96, -1] }] }, 'Size S: Length must be more than 0 cm'],
      [{ ...kurtaChart, rows: [{ size: 'S', values: [96.25, 100] }] }, 'Size S: Chest may have at most one decimal'],
      [{ ...kurtaChart, rows: [{ size: 'S', values: [96] }] }, 'Size S needs one value for each of the 2 measurements'],
      [{ ...kurtaChart, rows: [{ size: 'S', values: ['96', 100] }] }, 'Every measurement must be a number of cm'],
      [{ ...kurtaChart, measurements: ['Chest', 'chest'] }, 'The measurement chest is listed twice'],
      [
        { ...kurtaChart, measurements: Array.from({ length: 9 }, (_, i) => `M${i}`), rows: [] },
        'A chart has at most 8 measurements',
      ],
      [
        {
          ...kurtaChart,
          measurements: ['Waist'],
          rows: Array.from({ length: 21 }, (_, i) => ({ size: String(26 + i), values: [60] })),
        },
        'A chart has at most 20 sizes',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await asA('POST', '/api/seller/size-charts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const malformed = await asA('PUT', '/api/seller/size-charts/not-an-id', kurtaChart);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Size chart not found');
  });
});

describe('a size chart on a product', () => {
  it('is attached by its seller through the product form, shown on the product page, and gone with the chart', async () => {
    const chart = (await asA('POST', '/api/seller/size-charts', kurtaChart)).json().data;
    const product = await createSellerProduct(t.database.db, sellerA, fragrances, { sizes: ['S', 'M'] });
    expect((await productPage(product.slug)).sizeChart).toBeNull();

    const read = (await asA('GET', `/api/seller/products/${product.id}`)).json().data;
    expect(read.sizeChartId).toBeNull();
    const saved = await asA('PUT', `/api/seller/products/${product.id}`, sellerForm(read, { sizeChartId: chart.id }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.sizeChartId).toBe(chart.id);
    expect((await productPage(product.slug)).sizeChart).toEqual({
      name: 'Kurtas',
      measurements: ['Chest', 'Length'],
      rows: kurtaChart.rows,
      howToMeasure: kurtaChart.howToMeasure,
    });
    expect((await asA('GET', `/api/seller/size-charts/${chart.id}`)).json().data.productCount).toBe(1);

    // A save that leaves the chart out keeps it; the seller's change to the chart shows at once.
    const again = (await asA('GET', `/api/seller/products/${product.id}`)).json().data;
    const kept = await asA('PUT', `/api/seller/products/${product.id}`, sellerForm(again, { name: 'Renamed' }));
    expect(kept.json().data.sizeChartId).toBe(chart.id);
    await asA('PUT', `/api/seller/size-charts/${chart.id}`, { ...kurtaChart, howToMeasure: '' });
    expect((await productPage(product.slug)).sizeChart?.howToMeasure).toBe(DEFAULT_HOW_TO_MEASURE);

    await asA('DELETE', `/api/seller/size-charts/${chart.id}`);
    expect((await productPage(product.slug)).sizeChart).toBeNull();
    expect((await asA('GET', `/api/seller/products/${product.id}`)).json().data.sizeChartId).toBeNull();
  });

  it('is set when a product is added, and taken off with null', async () => {
    const chart = (await asA('POST', '/api/seller/size-charts', kurtaChart)).json().data;
    const upload = multipartFile(await pngImage(), 'kurta.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/seller/uploads',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: sellerA.cookie },
    });
    const created = await asA('POST', '/api/seller/products', {
      name: 'New kurta',
      price: 250_000,
      category: 'fragrances',
      image: uploaded.json().data.url,
      stock: 3,
      sizes: 'S, M',
      sizeChartId: chart.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.sizeChartId).toBe(chart.id);
    expect((await productPage(created.json().data.slug)).sizeChart?.name).toBe('Kurtas');

    const off = await asA(
      'PUT',
      `/api/seller/products/${created.json().data.id}`,
      sellerForm(created.json().data, { sizeChartId: null }),
    );
    expect(off.json().data.sizeChartId).toBeNull();
    expect((await productPage(created.json().data.slug)).sizeChart).toBeNull();
  });

  it("refuses another seller's chart, the marketplace's and an unknown one, and writes nothing", async () => {
    const chartOfB = (await asB('POST', '/api/seller/size-charts', kurtaChart)).json().data;
    const marketplace = (await asAdmin('POST', '/api/admin/size-charts', kurtaChart)).json().data;
    const product = await createSellerProduct(t.database.db, sellerA, fragrances);
    const read = (await asA('GET', `/api/seller/products/${product.id}`)).json().data;
    const cases: [unknown, string][] = [
      [chartOfB.id, 'Choose one of your own size charts'],
      [marketplace.id, 'Choose one of your own size charts'],
      ['00000000-0000-4000-8000-000000000000', 'Size chart not found'],
      ['kurtas', 'Size chart not found'],
    ];
    for (const [sizeChartId, message] of cases) {
      const res = await asA('PUT', `/api/seller/products/${product.id}`, sellerForm(read, { sizeChartId }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const now = (await asA('GET', `/api/seller/products/${product.id}`)).json().data;
    expect(now).toMatchObject({ sizeChartId: null, version: read.version });
    await asAdmin('DELETE', `/api/admin/size-charts/${marketplace.id}`);
  });
});

describe("the marketplace's charts and a category's default", () => {
  it('are kept by the admins and shown by products without a chart of their own, a sub-category’s before its top category’s', async () => {
    const tops = (await asAdmin('POST', '/api/admin/size-charts', { ...kurtaChart, name: 'Women' })).json().data;
    const subs = (await asAdmin('POST', '/api/admin/size-charts', { ...kurtaChart, name: 'Kurtas default' })).json()
      .data;
    const inKurtas = await createProduct(
      t.database.db,
      { category: kurtas, topCategory: women, brand: sellerA.brand },
      { name: 'Lawn kurta', sellerId: sellerA.user.id, source: 'seller' },
    );
    const perfume = await createSellerProduct(t.database.db, sellerA, fragrances, { sizes: [], colors: [] });

    const setDefault = (categoryId: string, sizeChartId: string | null) =>
      asAdmin('PUT', `/api/admin/categories/${categoryId}/size-chart`, { sizeChartId });
    const top = await setDefault(women.id, tops.id);
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().data.defaultSizeChartId).toBe(tops.id);
    expect((await productPage(inKurtas.slug)).sizeChart?.name).toBe('Women');
    expect((await productPage(perfume.slug)).sizeChart).toBeNull();

    await setDefault(kurtas.id, subs.id);
    expect((await productPage(inKurtas.slug)).sizeChart?.name).toBe('Kurtas default');

    const categories = (await asAdmin('GET', '/api/admin/categories')).json().data;
    expect(categories.find((c: { id: string }) => c.id === kurtas.id).defaultSizeChartId).toBe(subs.id);
    const charts = (await asAdmin('GET', '/api/admin/size-charts')).json().data;
    expect(charts.find((c: { id: string }) => c.id === subs.id).categories).toEqual([
      { id: kurtas.id, name: 'Kurtas' },
    ]);

    // The product's own chart comes first.
    const own = (await asA('POST', '/api/seller/size-charts', { ...kurtaChart, name: 'My kurtas' })).json().data;
    const read = (await asA('GET', `/api/seller/products/${inKurtas.id}`)).json().data;
    await asA('PUT', `/api/seller/products/${inKurtas.id}`, sellerForm(read, { sizeChartId: own.id }));
    expect((await productPage(inKurtas.slug)).sizeChart?.name).toBe('My kurtas');
    await asA('DELETE', `/api/seller/size-charts/${own.id}`);

    // A deleted default leaves the category without one: the top category's shows again.
    expect((await asAdmin('DELETE', `/api/admin/size-charts/${subs.id}`)).statusCode).toBe(204);
    expect((await productPage(inKurtas.slug)).sizeChart?.name).toBe('Women');
    expect((await setDefault(women.id, null)).json().data.defaultSizeChartId).toBeNull();
    expect((await productPage(inKurtas.slug)).sizeChart).toBeNull();
  });

  it("refuses a seller's chart as a default, and a seller, a shopper or a guest at the admin's charts", async () => {
    const chartOfA = (await asA('POST', '/api/seller/size-charts', kurtaChart)).json().data;
    const res = await asAdmin('PUT', `/api/admin/categories/${women.id}/size-chart`, { sizeChartId: chartOfA.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Choose one of the marketplace size charts');
    const unknown = await asAdmin('PUT', `/api/admin/categories/${women.id}/size-chart`, {
      sizeChartId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().error.message).toBe('Size chart not found');
    const noCategory = await asAdmin('PUT', '/api/admin/categories/00000000-0000-4000-8000-000000000000/size-chart', {
      sizeChartId: null,
    });
    expect(noCategory.statusCode).toBe(404);

    // The admins' routes keep to the marketplace's charts: a seller's chart is not theirs to change.
    expect((await asAdmin('PUT', `/api/admin/size-charts/${chartOfA.id}`, kurtaChart)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/size-charts/${chartOfA.id}`)).statusCode).toBe(404);
    expect((await asA('GET', `/api/seller/size-charts/${chartOfA.id}`)).statusCode).toBe(200);

    expect((await asA('GET', '/api/admin/size-charts')).statusCode).toBe(403);
    expect((await asBuyer('POST', '/api/admin/size-charts', kurtaChart)).statusCode).toBe(403);
    expect((await asGuest('GET', '/api/admin/size-charts')).statusCode).toBe(401);
    expect((await asA('PUT', `/api/admin/categories/${women.id}/size-chart`, { sizeChartId: null })).statusCode).toBe(
      403,
    );
  });
});
