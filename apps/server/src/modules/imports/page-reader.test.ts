import { afterAll, describe, expect, it } from 'vitest';
import { createPageReader } from './page-reader';

// The reader runs page-reader.worker.ts in a thread, loaded from source through tsx as `npm run dev` does.

const reader = createPageReader();
afterAll(() => reader.close());

const page = (html: string) => ({
  bytes: new TextEncoder().encode(html),
  contentType: 'text/html; charset=utf-8',
  url: 'https://shop.example.pk/p/1',
});
const kurta = `<meta property="og:title" content="Lawn Kurta"><meta property="og:image" content="/k.jpg"><meta property="product:price:amount" content="2500">`;

describe('the page reader', () => {
  it('reads a page in its thread, and refuses one that passes a bound', { timeout: 30_000 }, async () => {
    expect(await reader.read(page(kurta))).toMatchObject({
      read: {
        candidate: { name: 'Lawn Kurta', price: 250_000, images: ['https://shop.example.pk/k.jpg'] },
        warnings: [],
      },
    });
    expect(await reader.read(page(`${kurta}${'<div>'.repeat(100_000)}`))).toEqual({
      refused: {
        code: 'page_too_complex',
        message: 'This page is too large or too complex to import: it nests more than 1,000 elements inside each other',
      },
    });
  });

  it('ends a reading that passes its time and reads the next page in a new thread', { timeout: 30_000 }, async () => {
    const slow = `${kurta}${'<p>Lawn kurta</p>'.repeat(40_000)}`;
    await expect(reader.read(page(slow), { readMs: 1 })).rejects.toMatchObject({
      statusCode: 422,
      code: 'page_too_complex',
      message: 'This page is too large or too complex to import: reading it takes longer than 0.001 seconds',
    });
    expect(await reader.read(page(kurta))).toMatchObject({ read: { candidate: { name: 'Lawn Kurta' } } });
  });

  it('closes at once, a reading under way included', { timeout: 30_000 }, async () => {
    const closing = createPageReader();
    await closing.read(page(kurta));
    const reading = closing.read(page(`${kurta}${'<p>Lawn kurta</p>'.repeat(40_000)}`));
    reading.catch(() => {});
    const started = performance.now();
    await closing.close();
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(reading).rejects.toThrow();
  });
});
