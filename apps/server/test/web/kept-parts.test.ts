import type { StorefrontRenderer, StorefrontRenderResult } from '@onsale/core/storefront-render';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../src/db/schema';
import { READ_TIMES } from '../../src/routes/web/storefront-pages';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { sourceRenderer } from '../support/storefront-renderer';
import { createTestApp, type TestApp } from '../support/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>OnSale</title></head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let renderer: StorefrontRenderer;
const pages: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://onsale.example' }, { webIndexHtml: INDEX_HTML });
  renderer = await sourceRenderer();
  const db = t.database.db;
  const men = await createCategory(db, { name: 'Men', slug: 'men', position: 1 });
  const kurta = await createCategory(db, { name: 'Kurta & Shalwar', slug: 'men-kurta', parentId: men.id, position: 1 });
  const khaadi = await createBrand(db, { name: 'Khaadi', slug: 'khaadi' });
  const outfitters = await createBrand(db, { name: 'Outfitters', slug: 'outfitters' });
  const lawn = await createProduct(
    db,
    { category: kurta, topCategory: men, brand: khaadi },
    { name: 'Lawn Kurta', price: 199_900, originalPrice: 299_900, stock: 5 },
  );
  const jeans = await createProduct(
    db,
    { category: men, brand: outfitters },
    { name: 'Slim Jeans', price: 150_000, originalPrice: 200_000, stock: 3 },
  );
  pages.push(
    '/',
    '/category/men',
    `/product/${lawn.slug}`,
    `/product/${jeans.slug}`,
    '/search?q=kurta',
    '/brand/khaadi',
    '/about',
  );
});

afterAll(() => t?.close());

async function render(url: string): Promise<Extract<StorefrontRenderResult, { kind: 'page' }>> {
  const result = await renderer.render({ url, publicUrl: 'https://onsale.example' });
  if (result.kind !== 'page') throw new Error(`${url} was not rendered on the server: ${JSON.stringify(result)}`);
  return result;
}

const sent = (page: { head: string; body: string; state: string }) =>
  `${page.head}\n${page.body}\n${page.state.replace(READ_TIMES, '')}`;

/** A page rendered whole: from menus kept, with no part kept yet. */
async function renderedWhole(url: string) {
  renderer.forgetSharedData();
  await render(url); // reads the menus
  const page = await render(url);
  expect(page.keptParts).toEqual([]);
  return page;
}

describe('parts kept between server-rendered pages', () => {
  it('puts the category bar and the footer rendered for one page into every other page, which is then exactly the page rendered whole', async () => {
    for (const from of pages)
      for (const to of pages) {
        const whole = await renderedWhole(to);
        await renderedWhole(from);
        const assembled = await render(to);
        expect(assembled.keptParts, `${to} after ${from}`).toEqual(['category-bar', 'footer']);
        expect(sent(assembled), `${to} after ${from}`).toBe(sent(whole));
      }
  });

  it('renders the parts again once the catalogue changes', async () => {
    const inFooter = '<a href="/brand/outfitters" data-discover="true">';
    await renderedWhole('/');
    const before = await render('/category/men');
    expect(before.keptParts).toEqual(['category-bar', 'footer']);
    expect(before.body).toContain(`${inFooter}Outfitters</a>`);
    await t.database.db.update(brands).set({ name: 'Outfitters Co' }).where(eq(brands.slug, 'outfitters'));
    t.app.catalogue.changed({ productIds: [], listsChanged: true });
    const after = await render('/category/men');
    expect(after.keptParts).toEqual([]);
    expect(after.body).toContain(`${inFooter}Outfitters Co</a>`);
    expect(after.body).not.toContain(`${inFooter}Outfitters</a>`);
  });
});
