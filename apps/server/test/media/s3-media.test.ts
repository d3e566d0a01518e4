import fs from 'node:fs';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { products } from '../../src/db/schema';
import { loadDemoCatalogue } from '../../src/modules/catalogue/demo-seed.repository';
import { demoMediaFiles, writeDemoMedia } from '../../src/modules/catalogue/demo/demo-media';
import { openMediaStore } from '../../src/modules/media/media-store';
import { createS3MediaStore } from '../../src/modules/media/s3-media-store';
import { createSellerWithBrand } from '../support/accounts';
import { multipartFile, pngImage } from '../support/uploads';
import { createCategory } from '../support/catalogue';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startServerProcess } from '../support/server-process';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import { onPostgres } from '../support/test-database';

const BUCKET = 'onsale-media';
const CDN = 'https://cdn.example.pk/onsale';

let s3: TestS3Server;
/** node A: the app every test uploads through */
let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
const otherNodes: { app: FastifyInstance; config: Config }[] = [];

/** Another app node on the same database and bucket, with a DATA_DIR of its own: nothing on disk is shared. */
async function anotherNode(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config = testConfig({ media: { storage: s3.settings(BUCKET), publicUrl: undefined }, ...overrides });
  const app = await buildApp({ config, database: t.database });
  await app.ready();
  otherNodes.push({ app, config });
  return app;
}

beforeAll(async () => {
  s3 = await startS3Server([BUCKET, 'onsale-demo']);
  t = await createTestApp({ media: { storage: s3.settings(BUCKET), publicUrl: undefined } });
  await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  seller = await createSellerWithBrand(t.database.db, 'approved');
});
afterAll(async () => {
  for (const node of otherNodes) {
    await node.app.close();
    fs.rmSync(node.config.dataDir, { recursive: true, force: true });
  }
  await t.close();
  await s3.close();
});

const upload = async (app: FastifyInstance, bytes: Buffer) => {
  const body = multipartFile(bytes, 'kurta.png', 'image/png');
  const res = await app.inject({
    method: 'POST',
    url: '/api/seller/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie: seller.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; gridUrl: string; width: number; height: number };
};
const saveProduct = (app: FastifyInstance, name: string, image: string, gallery: string[] = []) =>
  app.inject({
    method: 'POST',
    url: '/api/seller/products',
    headers: { cookie: seller.cookie },
    payload: {
      name,
      description: 'Printed lawn',
      category: 'women',
      price: 250_000,
      originalPrice: 300_000,
      stock: 5,
      image,
      gallery,
    },
  });

describe('pictures in an S3 bucket', () => {
  it('keeps an upload in the bucket and serves it through /media with its type, ETag and a year of caching', async () => {
    const image = await upload(t.app, await pngImage(640, 480, { r: 20, g: 140, b: 90 }));
    const key = image.url.replace('/media/', '');
    expect(await s3.keys(BUCKET, 'uploads/')).toEqual([key, key.replace('.webp', '-400.webp')].sort());
    // Nothing on this node's disk: another node could not have served it from there.
    expect(fs.existsSync(`${t.config.dataDir}/media/uploads`)).toBe(false);

    const stored = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    const bytes = Buffer.from(await stored.Body!.transformToByteArray());
    expect(stored.ContentType).toBe('image/webp');
    expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');

    const res = await t.app.inject({ url: image.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toBe(stored.ETag);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: image.gridUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body).toBe('');

    const again = await t.app.inject({ url: image.url, headers: { 'if-none-match': stored.ETag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing picture, or an address that is no picture key, with a 404 in JSON', async () => {
    for (const url of [
      '/media/uploads/0123456789abcdef0123456789abcdef.webp',
      '/media/demo/banners/banner-9.webp',
      '/media/uploads/..%2F..%2Fsecret',
      '/media/.hidden',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/media/uploads/0123456789abcdef0123456789abcdef.webp' })).statusCode,
    ).toBe(404);
  });

  it('lets another node serve a picture uploaded through this one, and save a product with it', async () => {
    const nodeB = await anotherNode();
    const image = await upload(t.app, await pngImage(300, 400, { r: 200, g: 40, b: 40 }));

    const served = await nodeB.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const saved = await saveProduct(nodeB, 'Red Lawn Kurta', image.url, [image.gridUrl]);
    expect(saved.statusCode, saved.body).toBe(201);
    const page = await t.app.inject({ url: `/api/products/${saved.json().data.slug}` });
    expect(page.json().data.image).toBe(image.url);
  });

  it('writes the demo catalogue’s pictures into the bucket once, for every node to serve', async () => {
    const demoStore = await openMediaStore(s3.settings('onsale-demo'), t.config.dataDir);
    try {
      const demoDb = await createTestApp({ media: { storage: s3.settings('onsale-demo'), publicUrl: undefined } });
      try {
        await loadDemoCatalogue(demoDb.database.db, demoDb.app.media);
        const expected = demoMediaFiles()
          .map((url) => url.replace('/media/', ''))
          .sort();
        expect(await s3.keys('onsale-demo')).toEqual(expected);

        // Another node, on its own disk, serves the banner and the brand logo the seed wrote.
        const config = testConfig({ media: { storage: s3.settings('onsale-demo'), publicUrl: undefined } });
        const nodeB = await buildApp({ config, database: demoDb.database });
        otherNodes.push({ app: nodeB, config });
        const [banner] = (await nodeB.inject({ url: '/api/banners' })).json().data as { image: string }[];
        const bannerPicture = await nodeB.inject({ url: banner!.image });
        expect(bannerPicture.statusCode).toBe(200);
        expect(bannerPicture.headers['content-type']).toBe('image/webp');
        const [brand] = (await nodeB.inject({ url: '/api/brands' })).json().data as { logo: string }[];
        const logo = await nodeB.inject({ url: brand!.logo });
        expect(logo.statusCode).toBe(200);
        expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);

        // A second start finds every picture there and writes none again.
        const bannerKey = banner!.image.replace('/media/', '');
        s3.age('onsale-demo', bannerKey, 60 * 60_000);
        const before = (await s3.client.send(new HeadObjectCommand({ Bucket: 'onsale-demo', Key: bannerKey })))
          .LastModified!;
        await writeDemoMedia(demoStore);
        expect(
          (await s3.client.send(new HeadObjectCommand({ Bucket: 'onsale-demo', Key: bannerKey }))).LastModified,
        ).toEqual(before);
        expect(Date.now() - before.getTime()).toBeGreaterThan(59 * 60_000);
      } finally {
        await demoDb.close();
      }
    } finally {
      await demoStore.close();
    }
  });

  it('stops a node at start with one line when the bucket cannot be used', async () => {
    await expect(openMediaStore(s3.settings('no-such-bucket'), t.config.dataDir)).rejects.toThrow(
      `Media storage: bucket "no-such-bucket" at ${s3.endpoint} cannot be used: no such bucket`,
    );
    await expect(
      openMediaStore({ ...s3.settings(BUCKET), endpoint: 'http://127.0.0.1:9' }, t.config.dataDir),
    ).rejects.toThrow(/^Media storage: bucket "onsale-media" at http:\/\/127\.0\.0\.1:9 cannot be used: /);
  });

  it('answers 503 with Retry-After, and keeps nothing, while the bucket cannot be reached', async () => {
    const image = await upload(t.app, await pngImage(300, 300, { r: 10, g: 120, b: 40 }));
    // A node whose bucket stopped answering after it started: nothing listens on port 9.
    const unreachable = createS3MediaStore({ ...s3.settings(BUCKET), endpoint: 'http://127.0.0.1:9' });
    const app = await buildApp({
      config: testConfig({ media: { storage: s3.settings(BUCKET), publicUrl: undefined } }),
      database: t.database,
      media: unreachable,
    });
    try {
      const body = multipartFile(await pngImage(200, 200), 'kurta.png', 'image/png');
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/seller/uploads',
        payload: body.payload,
        headers: { ...body.headers, cookie: seller.cookie },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(503);
      expect(uploaded.headers['retry-after']).toBe('5');
      expect(uploaded.json().error).toMatchObject({
        code: 'media_unavailable',
        message: 'Pictures cannot be stored right now. Please try again in a moment.',
      });

      const saved = await saveProduct(app, 'Lawn kurta saved while the bucket is away', image.url);
      expect(saved.statusCode, saved.body).toBe(503);
      expect(saved.headers['retry-after']).toBe('5');
      const [stored] = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.name, 'Lawn kurta saved while the bucket is away'));
      expect(stored).toBeUndefined();

      const read = await app.inject({ method: 'GET', url: image.url });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it.skipIf(!onPostgres())(
    'serves, from a second node running the compiled server, a picture uploaded through the first',
    async () => {
      const image = await upload(t.app, await pngImage(500, 500, { r: 90, g: 10, b: 160 }));
      const node = await startServerProcess(
        { DATABASE_URL: t.database.url!, MEDIA_S3_URL: s3.url(BUCKET) },
        { compiled: true },
      );
      try {
        const res = await fetch(`${node.url}${image.url}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const stored = await s3.client.send(
          new GetObjectCommand({ Bucket: BUCKET, Key: image.url.replace('/media/', '') }),
        );
        expect(
          Buffer.from(await res.arrayBuffer()).equals(Buffer.from(await stored.Body!.transformToByteArray())),
        ).toBe(true);
        expect((await fetch(`${node.url}/media/uploads/0123456789abcdef0123456789abcdef.webp`)).status).toBe(404);
      } finally {
        await node.stop();
      }
    },
  );
});

describe('pictures at a public address (MEDIA_PUBLIC_URL)', () => {
  it('answers with picture addresses at the public address, takes them back as /media/ paths, and stores only those', async () => {
    const cdnNode = await anotherNode({ media: { storage: s3.settings(BUCKET), publicUrl: CDN } });
    const plainUpload = await upload(t.app, await pngImage(200, 260, { r: 240, g: 230, b: 20 }));

    const image = await upload(cdnNode, await pngImage(260, 200, { r: 10, g: 20, b: 240 }));
    const key = image.url.replace(`${CDN}/`, '');
    expect(image.url).toMatch(new RegExp(`^${CDN}/uploads/[a-f0-9]{32}\\.webp$`));
    expect(image.gridUrl).toBe(`${CDN}/${key.replace('.webp', '-400.webp')}`);

    // The seller's form sends back what it was answered, and the main picture of another upload as a path.
    const saved = await saveProduct(cdnNode, 'Blue Chiffon Dupatta', image.url, [plainUpload.url]);
    expect(saved.statusCode, saved.body).toBe(201);
    const { slug, id } = saved.json().data as { slug: string; id: string };
    const [row] = await t.database.db
      .select({ image: products.image, gallery: products.gallery })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ image: `/media/${key}`, gallery: [plainUpload.url] });

    // A cached catalogue answer, a seller's list and the category tree all point at the public address.
    const page = (await cdnNode.inject({ url: `/api/products/${slug}` })).json().data as {
      image: string;
      gallery: string[];
    };
    expect(page.image).toBe(`${CDN}/${key}`);
    expect(page.gallery).toEqual([plainUpload.url.replace('/media/', `${CDN}/`)]);
    const mine = (await cdnNode.inject({ url: '/api/seller/products', headers: { cookie: seller.cookie } })).json()
      .data as { image: string }[];
    expect(mine.map((product) => product.image)).toContain(`${CDN}/${key}`);

    // The node without it shows the same row at /media/: switching needs no change to the data.
    expect((await t.app.inject({ url: `/api/products/${slug}` })).json().data.image).toBe(`/media/${key}`);
    // And the app still serves the picture itself, for a CDN that pulls from it.
    expect((await cdnNode.inject({ url: `/media/${key}` })).statusCode).toBe(200);
  });

  it('lets pages load pictures from a plain-http public address', async () => {
    const node = await anotherNode({
      media: { storage: s3.settings(BUCKET), publicUrl: 'http://media.shop.internal:9000/onsale' },
    });
    const res = await node.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https: http:\/\/media\.shop\.internal:9000/,
    );
  });
});
