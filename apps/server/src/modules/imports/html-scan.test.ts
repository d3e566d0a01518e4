import { describe, expect, it } from 'vitest';
import { candidateFromRow } from './feed';
import { MarkupTooComplexError, plainText, scanHtml, SCAN_LIMITS, type ScanLimits } from './html-scan';
import { PAGE_TOO_COMPLEX, readProductPage } from './product-page';

const small: ScanLimits = { elements: 100, depth: 10, meta: 5, ms: 60_000 };
const ogImages = (count: number) =>
  Array.from({ length: count }, (_, i) => `<meta property="og:image" content="https://cdn.pk/p/${i}.jpg">`).join('\n');

describe('the bounds on reading markup', () => {
  it('reads nesting up to the limit and refuses one element deeper', () => {
    expect(scanHtml(`<title>Kurta</title>${'<div>'.repeat(9)}`, small).title).toBe('Kurta');
    expect(() => scanHtml('<div>'.repeat(11), small)).toThrow(
      new MarkupTooComplexError('it nests more than 10 elements inside each other'),
    );
    // Closed elements and elements the parser closes itself (a <p> before a <p>) do not deepen the page.
    expect(() => scanHtml('<div></div>'.repeat(50), small)).not.toThrow();
    expect(() => scanHtml('<p>one'.repeat(50), small)).not.toThrow();
  });

  it('refuses more elements than the limit, however flat', () => {
    expect(() => scanHtml('<br>'.repeat(100), small)).not.toThrow();
    expect(() => scanHtml('<br>'.repeat(101), small)).toThrow('it has more than 100 elements');
  });

  it('keeps every meta value in page order up to the limit and refuses one more', () => {
    const page = scanHtml(ogImages(5), small);
    expect(page.meta.get('og:image')).toEqual([0, 1, 2, 3, 4].map((i) => `https://cdn.pk/p/${i}.jpg`));
    expect(() => scanHtml(ogImages(6), small)).toThrow('it has more than 5 meta tags');
  });

  it('refuses markup that takes longer than its time', () => {
    expect(() => scanHtml('<br>'.repeat(1000), { ...SCAN_LIMITS, ms: 0 })).toThrow('reading it takes longer than 0 ms');
  });

  it('bounds the text of a description as it bounds a page', () => {
    expect(plainText('<p>Lawn <b>kurta</b></p>', small)).toBe('Lawn kurta');
    expect(() => plainText('<b>'.repeat(11), small)).toThrow(MarkupTooComplexError);
  });

  it('refuses the reported pages at once, in the admin’s words', () => {
    const divs = `<meta property="og:title" content="Kurta"><meta property="product:price:amount" content="2500">${'<div>'.repeat(100_000)}`;
    const images = `<meta property="og:title" content="Kurta"><meta property="product:price:amount" content="2500">${ogImages(30_000)}`;
    for (const [html, why] of [
      [divs, 'it nests more than 1,000 elements inside each other'],
      [images, 'it has more than 1,000 meta tags'],
    ] as const) {
      const started = performance.now();
      expect(() => readProductPage(html, 'https://shop.example.pk/p/1')).toThrow(`${PAGE_TOO_COMPLEX}: ${why}`);
      // Bounded work, not a race against the clock: far under the time limit even on a busy machine.
      expect(performance.now() - started).toBeLessThan(SCAN_LIMITS.ms);
    }
  });

  it('reads the first twelve images of a page with many', () => {
    const { candidate } = readProductPage(
      `<meta property="og:title" content="Kurta"><meta property="product:price:amount" content="2500">${ogImages(900)}`,
      'https://shop.example.pk/p/1',
    );
    expect(candidate.images).toEqual(Array.from({ length: 12 }, (_, i) => `https://cdn.pk/p/${i}.jpg`));
  });

  it('refuses a feed row whose description is too complex to read, and keeps the others', () => {
    const row = { url: 'https://shop.example.pk/p/1', name: 'Kurta', price: '2500', image: 'https://cdn.pk/1.jpg' };
    expect(candidateFromRow({ ...row, description: `<p>Lawn</p>${'<div>'.repeat(2000)}` })).toEqual({
      reason: 'description is too complex to read: it nests more than 1,000 elements inside each other',
    });
    expect(candidateFromRow({ ...row, description: '<p>Lawn</p>' })).toMatchObject({
      candidate: { description: 'Lawn' },
    });
  });
});
