import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { createBanner, createBrand, createCategory, createProduct } from '../support/catalogue';
import { sourceRenderer } from '../support/storefront-renderer';
import { testConfig } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>OnSale</title><meta name="description" content="Shop" /></head><body><div id="root"></div></body></html>';

/** The page's tags of one kind (`<link rel="preload"`, `<meta property="og:image"`), as written. */
const tags = (html: string, start: string) =>
  (html.match(/<(?:meta|link) [^>]*>/g) ?? []).filter((tag) => tag.startsWith(start));
const PUBLIC_URL = 'https://onsale.example';
const CDN = 'https://cdn.onsale.example/media';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let webDir: string;
const nodes: { app: FastifyInstance; config: Config }[] = [];
let slug = '';

async function node(publicMediaUrl: string | undefined): Promise<FastifyInstance> {
  const config = testConfig({
    publicUrl: PUBLIC_URL,
    media: { storage: { driver: 'local' }, publicUrl: publicMediaUrl },
  });
  const app = await buildApp({ config, database, webDistDir: webDir, storefrontRenderer: await sourceRenderer() });
  nodes.push({ app, config });
  return app;
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  database = await createTestDatabase();
  const men = await createCategory(database.db, { name: 'Men', slug: 'men', image: '/media/demo/categories/men.webp' });
  const brand = await createBrand(database.db, { name: 'Khaadi', slug: 'khaadi' });
  await createBanner(database.db, { title: 'Eid Sale', image: '/media/demo/banners/banner-1.webp', position: 0 });
  const product = await createProduct(
    database.db,
    { category: men, brand },
    {
      name: 'Kurta',
      image: '/media/demo/products/men-3.webp',
      gallery: ['/media/uploads/0123456789abcdef0123456789abcdef.webp'],
    },
  );
  slug = product.slug;
});

afterAll(async () => {
  for (const { app, config } of nodes) {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  await database.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('page heads and pictures at a public media address', () => {
  it('points previews, structured data and preloads at MEDIA_PUBLIC_URL, with the grid size for phones', async () => {
    const app = await node(CDN);
    const product = (await app.inject({ url: `/product/${slug}` })).body;
    expect(tags(product, '<meta property="og:image"')).toEqual([
      `<meta property="og:image" content="${CDN}/demo/products/men-3.webp"/>`,
    ]);
    expect(product).toContain(
      `"image":["${CDN}/demo/products/men-3.webp","${CDN}/uploads/0123456789abcdef0123456789abcdef.webp"]`,
    );
    const [picture] = tags(product, '<link rel="preload"').filter((tag) => tag.includes('as="image"'));
    expect(picture?.toLowerCase()).toContain(
      `imagesrcset="${CDN}/demo/products/men-3-400.webp 400w, ${CDN}/demo/products/men-3.webp 800w"`,
    );

    const home = (await app.inject({ url: '/' })).body;
    expect(tags(home, '<meta property="og:image"')).toEqual([
      `<meta property="og:image" content="${CDN}/demo/banners/banner-1.webp"/>`,
    ]);
    const [hero] = tags(home, '<link rel="preload"').filter((tag) => tag.includes('as="image"'));
    expect(hero).toContain(`href="${CDN}/demo/banners/banner-1.webp"`);
    expect(hero?.toLowerCase()).toContain('fetchpriority="high"');
    expect(tags((await app.inject({ url: '/category/men' })).body, '<meta property="og:image"')).toEqual([
      `<meta property="og:image" content="${CDN}/demo/categories/men.webp"/>`,
    ]);
  });

  it('keeps the shop’s own /media/ addresses when it is not set', async () => {
    const app = await node(undefined);
    const product = (await app.inject({ url: `/product/${slug}` })).body;
    expect(tags(product, '<meta property="og:image"')).toEqual([
      `<meta property="og:image" content="${PUBLIC_URL}/media/demo/products/men-3.webp"/>`,
    ]);
    const [picture] = tags(product, '<link rel="preload"').filter((tag) => tag.includes('as="image"'));
    // (a browser that reads imagesrcset picks the size the page shows it at, as the page's own picture does)
    expect(picture?.toLowerCase()).toContain(
      'imagesrcset="/media/demo/products/men-3-400.webp 400w, /media/demo/products/men-3.webp 800w"',
    );
    expect(picture?.toLowerCase()).toContain('imagesizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw"');
  });
});
