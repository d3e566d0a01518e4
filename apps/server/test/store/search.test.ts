import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const men = await createCategory(db, { name: 'Men', slug: 'men' });
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  const footwear = await createCategory(db, { name: 'Footwear', slug: 'men-footwear', parentId: men.id });
  await createProduct(db, { category: women }, { name: 'Khaadi Block Print 3 Piece Lawn Suit', brandName: 'Khaadi' });
  await createProduct(db, { category: men }, { name: 'Embroidered Kurta', brandName: 'Gul Ahmed', colors: ['Maroon'] });
  await createProduct(db, { category: footwear, topCategory: men }, { name: 'Leather Sandals', brandName: 'Bata' });
  await createProduct(db, { category: footwear, topCategory: men }, { name: 'Classic Sneakers', brandName: 'Service' });
  await createProduct(db, { category: men }, { name: 'Cotton Kurta Shalwar', brandName: 'Junaid Jamshed' });
  await createProduct(
    db,
    { category: men },
    { name: 'Plain Shirt', brandName: 'Outfitters', description: 'Wear it under a kurta.' },
  );
  await createProduct(db, { category: women }, { name: 'Printed Lawn Kurta', brandName: 'Sapphire', price: 90_000 });
  await createProduct(
    db,
    { category: women },
    { name: 'Happiness Print Tee', brandName: 'Generation', colors: ['Navy'] },
  );
});
afterAll(() => t.close());

interface SearchAnswer {
  data: { name: string }[];
  total: number;
  correctedQuery?: string;
}

async function search(q: string, extra = ''): Promise<SearchAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchAnswer;
}

const names = async (q: string, extra = '') => (await search(q, extra)).data.map((product) => product.name);

describe('search', () => {
  it('finds a product holding every word, in any order', async () => {
    expect(await names('khaadi lawn')).toEqual(['Khaadi Block Print 3 Piece Lawn Suit']);
    expect(await names('lawn khaadi')).toEqual(['Khaadi Block Print 3 Piece Lawn Suit']);
    expect(await names('lawn khaadi sneakers')).toEqual([]);
  });

  it('finds plurals and other forms of a word, and still a substring', async () => {
    expect(await names('kurtas')).toContain('Embroidered Kurta');
    expect(await names('printed suits')).toEqual(['Khaadi Block Print 3 Piece Lawn Suit']);
    expect(await names('embroid')).toEqual(['Embroidered Kurta']);
  });

  it('finds a word by a stem that is not part of it, and its colours as substrings', async () => {
    // "happy" and "happiness" share the stem "happi", which "happy" does not hold; "navy" is "navi"
    expect(await names('happy')).toEqual(['Happiness Print Tee']);
    expect(await names('navy tee')).toEqual(['Happiness Print Tee']);
    expect(await names('nav happiness')).toEqual(['Happiness Print Tee']);
    expect(await names('happier maroon')).toEqual([]);
  });

  it('looks in the category and its parent, and in the colours', async () => {
    expect((await names('men footwear')).sort()).toEqual(['Classic Sneakers', 'Leather Sandals']);
    expect(await names('maroon kurta')).toEqual(['Embroidered Kurta']);
  });

  it('ranks a match in the name above one in the description', async () => {
    const found = await names('kurta');
    expect(found).toHaveLength(4);
    expect(found.at(-1)).toBe('Plain Shirt');
  });

  it('takes the shop’s synonyms', async () => {
    expect(await names('trainers')).toEqual(['Classic Sneakers']);
    expect((await names('men shoes')).sort()).toEqual(['Classic Sneakers', 'Leather Sandals']);
    expect(await names('shalwar kameez')).toEqual(['Cotton Kurta Shalwar']);
  });

  it('shows the results for the closest spelling when nothing matches as typed', async () => {
    expect(await search('khadi')).toMatchObject({
      data: [{ name: 'Khaadi Block Print 3 Piece Lawn Suit' }],
      correctedQuery: 'khaadi',
    });
    expect(await search('gul ahmad')).toMatchObject({
      data: [{ name: 'Embroidered Kurta' }],
      correctedQuery: 'gul ahmed',
    });
    expect(await search('sandels')).toMatchObject({ data: [{ name: 'Leather Sandals' }], correctedQuery: 'sandals' });
    // Asked for as typed: nothing.
    expect(await search('khadi', '&exact=1')).toMatchObject({ data: [], total: 0 });
    expect((await search('khadi', '&exact=1')).correctedQuery).toBeUndefined();
    expect((await search('qqqqzzzz')).correctedQuery).toBeUndefined();
  });

  it('keeps the category page’s sorts', async () => {
    expect(await names('lawn', '&sort=price-asc')).toEqual([
      'Printed Lawn Kurta',
      'Khaadi Block Print 3 Piece Lawn Suit',
    ]);
  });

  it('answers an over-long or unreadable search with a shopper’s message', async () => {
    for (const [url, message] of [
      [`/api/search?q=${'kurta '.repeat(20)}`, 'Please use a shorter search'],
      ['/api/search?q=kurta%00', 'Please search with letters and numbers'],
      ['/api/search?q=kurta%0Ashalwar', 'Please search with letters and numbers'],
      ['/api/search?q=kurta&sort=cheapest', 'sort must be one of relevance, discount, price-asc, price-desc, newest'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });
});

describe('suggestions as a shopper types', () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
    return { status: res.statusCode, body: res.json() as { data: { kind: string; label: string; href: string }[] } };
  };

  it('offers brands and categories whose names start so, then the best-matching products, each a link', async () => {
    const { status, body } = await suggest('kha');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        kind: 'product',
        label: 'Khaadi Block Print 3 Piece Lawn Suit',
        href: expect.stringMatching(/^\/product\/khaadi-block-print/),
      },
    ]);
    expect((await suggest('foot')).body.data).toEqual([
      { kind: 'category', label: 'Footwear', href: '/category/men-footwear' },
      ...['Classic Sneakers', 'Leather Sandals'].map(() => expect.objectContaining({ kind: 'product' })),
    ]);
    expect((await suggest('kurta emb')).body.data.map((item) => item.label)).toEqual(['Embroidered Kurta']);
  });

  it('gives at most 8, from 2 letters, and refuses a longer or unreadable text with a shopper’s message', async () => {
    expect((await suggest('e')).status).toBe(400);
    expect((await suggest('ee')).body.data.length).toBeLessThanOrEqual(8);
    const long = await suggest('kurta '.repeat(20));
    expect(long.status).toBe(400);
    expect((long.body as unknown as { error: { message: string } }).error.message).toBe('Please use a shorter search');
  });
});
