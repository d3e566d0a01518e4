import { describe, expect, it } from 'vitest';
import {
  candidateFromProduct,
  candidateFromRow,
  detectDelimiter,
  FeedError,
  feedProducts,
  feedRows,
  textPieces,
  type FeedFormat,
} from './feed';

async function rows(format: FeedFormat, content: string, pieceSize = 7) {
  const out = [];
  for await (const row of feedRows(format, textPieces(content, pieceSize))) out.push(row);
  return out;
}

describe('feed rows', () => {
  it('tells the delimiter from the header row, ignoring those inside quotes', () => {
    expect(detectDelimiter('url,name,price')).toBe(',');
    expect(detectDelimiter('url;name;price;"a,b,c,d"')).toBe(';');
    expect(detectDelimiter('url\tname\tprice')).toBe('\t');
    expect(detectDelimiter('url|name|price')).toBe('|');
    expect(detectDelimiter('url')).toBe(',');
  });

  it('reads CSV in any delimiter however the text is cut, numbering rows as the file does', async () => {
    const csv =
      '\uFEFFurl;Name;price\r\nhttps://x.pk/1;"Kurta; ""lawn""\nsecond line";2500\r\n\r\nhttps://x.pk/2;Dupatta;900\r\n';
    for (const size of [1, 3, 64 * 1024]) {
      expect(await rows('csv', csv, size)).toEqual([
        { row: 2, raw: { url: 'https://x.pk/1', Name: 'Kurta; "lawn"\nsecond line', price: '2500' } },
        { row: 4, raw: { url: 'https://x.pk/2', Name: 'Dupatta', price: '900' } },
      ]);
    }
    expect(await rows('csv', 'url\tname\tprice\nhttps://x.pk/3\tShawl\t1200')).toEqual([
      { row: 2, raw: { url: 'https://x.pk/3', name: 'Shawl', price: '1200' } },
    ]);
  });

  it('reads a Google Merchant feed (tab-separated, its own column names) into import candidates', async () => {
    const tsv = [
      'id\ttitle\tdescription\tlink\timage_link\tadditional_image_link\tavailability\tprice\tsale_price\tbrand\tgoogle_product_category\tproduct_type\tcondition\tsize',
      'SKU-1\tEmbroidered Lawn Suit\t<p>Three-piece &amp; printed</p>\thttps://shop.example.pk/p/lawn?utm_source=google\thttps://cdn.example.pk/1.jpg\thttps://cdn.example.pk/1b.jpg,https://cdn.example.pk/1c.jpg\tin_stock\t4500.00 PKR\t2999.00 PKR\tGul Ahmed\tApparel & Accessories > Clothing\tWomen > Lawn\tnew\tM',
      'SKU-2\t"Khussa, leather"\tHand-made\thttps://shop.example.pk/p/khussa\thttps://cdn.example.pk/2.jpg\t\tout_of_stock\t1,800.00 PKR\t\tAlkaram\t\tFootwear\tnew\t',
    ].join('\n');
    const read = await rows('csv', tsv, 5);
    expect(read.map((r) => r.row)).toEqual([2, 3]);
    expect(read.map((r) => candidateFromRow(r.raw))).toEqual([
      {
        candidate: {
          sourceUrl: 'https://shop.example.pk/p/lawn',
          name: 'Embroidered Lawn Suit',
          price: 299_900,
          originalPrice: 450_000,
          brand: 'Gul Ahmed',
          description: 'Three-piece & printed',
          images: ['https://cdn.example.pk/1.jpg', 'https://cdn.example.pk/1b.jpg', 'https://cdn.example.pk/1c.jpg'],
          category: 'Women > Lawn',
          stock: null,
          sizes: ['M'],
        },
      },
      {
        candidate: {
          sourceUrl: 'https://shop.example.pk/p/khussa',
          name: 'Khussa, leather',
          price: 180_000,
          originalPrice: null,
          brand: 'Alkaram',
          description: 'Hand-made',
          images: ['https://cdn.example.pk/2.jpg'],
          category: 'Footwear',
          stock: 0,
          sizes: [],
        },
      },
    ]);
  });

  it('reads the items of a JSON list or of an object products (or items) list, one at a time', async () => {
    expect(await rows('json', '[{"url":"a"}, 5, {"url":"b"}]')).toEqual([
      { row: 1, raw: { url: 'a' } },
      { row: 2, raw: {} },
      { row: 3, raw: { url: 'b' } },
    ]);
    expect(await rows('json', '{"shop":{"products":[1]},"items":[{"url":"c"}]}')).toEqual([
      { row: 1, raw: { url: 'c' } },
    ]);
    expect(await rows('json', '{"products":[]}')).toEqual([]);
  });

  it('refuses what is not a feed with the message the admin sees', async () => {
    const cases: [FeedFormat, string, string][] = [
      ['csv', '', 'The CSV file is empty'],
      ['csv', 'a,b\n1,2', "The CSV file's header row has no url (or link) column and no price column (it names a, b)"],
      [
        'csv',
        'link;Title;Cost\nhttps://x.pk/1;Kurta;900',
        "The CSV file's header row has no price column (it names link, Title, Cost)",
      ],
      [
        'csv',
        'https://x.pk/1,Kurta,2500\nhttps://x.pk/2,Shawl,900',
        'The CSV file has no header row: its first row must name the columns, at least url (or link) and price, and it holds a product instead',
      ],
      [
        'csv',
        'Kurta\t2500\tRed',
        'The CSV file has no header row: its first row must name the columns, at least url (or link) and price, and it holds a product instead',
      ],
      ['csv', 'url,name,price\n"open', 'The CSV file ends inside a quoted field: a closing " is missing'],
      ['json', '{"products": [', 'The JSON feed is not valid JSON'],
      ['json', '[1] [2]', 'The JSON feed is not valid JSON'],
      ['json', '{"a": 1}', 'The JSON feed must be a list of products, or an object with a products list'],
      ['json', '"text"', 'The JSON feed must be a list of products, or an object with a products list'],
    ];
    for (const [format, content, message] of cases) {
      await expect(rows(format, content), content).rejects.toThrow(new FeedError(message));
    }
  });
});

describe('products of several rows', () => {
  async function products(content: string) {
    const out = [];
    for await (const product of feedProducts(feedRows('csv', textPieces(content)))) out.push(product);
    return out.map((product) => ({ row: product.row, read: candidateFromProduct(product) }));
  }
  const header = 'id,item_group_id,link,title,price,image_link,size,color,availability,quantity';
  const item = (group: string, size: string, color: string, availability: string, quantity = '') =>
    `${group}-${size},${group},https://shop.example.pk/${group}?size=${size},Kurta ${group},2500,https://cdn.example.pk/${group}.jpg,${size},${color},${availability},${quantity}`;

  it("groups a Google Merchant feed's items by item_group_id, one size each", async () => {
    const read = await products(
      [
        header,
        item('k1', 'S', 'Navy', 'in_stock', '2'),
        item('k1', 'M', 'Navy', 'out_of_stock'),
        item('k2', 'L', '', 'in_stock', '4'),
      ].join('\n'),
    );
    expect(read.map((product) => product.row)).toEqual([2, 4]);
    expect(read[0]!.read).toMatchObject({
      candidate: {
        sourceUrl: 'https://shop.example.pk/k1?size=S',
        sizes: ['S', 'M'],
        colors: ['Navy'],
        stock: 2,
        variantStock: [
          { size: 'S', color: 'Navy', stock: 2 },
          { size: 'M', color: 'Navy', stock: 0 },
        ],
      },
    });
    // One item alone is a product as before: its size, its stock.
    expect(read[1]!.read).toMatchObject({ candidate: { sizes: ['L'], stock: 4 } });
    expect(read[1]!.read).not.toHaveProperty('candidate.variantStock');
  });

  it('keeps one stock when the items say only whether they are in stock, and refuses a count given for some only', async () => {
    const [onlyAvailability] = await products(
      [header, item('k3', 'S', '', 'in_stock'), item('k3', 'M', '', 'in_stock')].join('\n'),
    );
    expect(onlyAvailability!.read).toMatchObject({ candidate: { sizes: ['S', 'M'], stock: null } });
    expect(onlyAvailability!.read).not.toHaveProperty('candidate.variantStock');
    const [someCounted] = await products(
      [header, item('k4', 'S', '', 'in_stock', '3'), item('k4', 'M', '', 'in_stock')].join('\n'),
    );
    expect(someCounted!.read).toEqual({
      row: 3,
      reason: 'stock of size M is missing: give the stock of every size, or of none',
    });
  });
});

describe('sale and regular prices', () => {
  const read = (row: Record<string, string>) =>
    candidateFromRow({
      url: 'https://shop.example.pk/p/1',
      name: 'Kurta',
      image: 'https://cdn.example.pk/1.jpg',
      ...row,
    });

  it('takes the sale price against the price, or the price against the original price', () => {
    expect(read({ price: '4500', sale_price: '2999' })).toMatchObject({
      candidate: { price: 299_900, originalPrice: 450_000 },
    });
    expect(read({ price: '2999', original_price: '4500' })).toMatchObject({
      candidate: { price: 299_900, originalPrice: 450_000 },
    });
    expect(read({ price: '3000', sale_price: '3000' })).toMatchObject({
      candidate: { price: 300_000, originalPrice: null },
    });
  });

  it('refuses a sale price above the regular price', () => {
    expect(read({ price: '1000', sale_price: '1500' })).toEqual({ reason: 'Sale price is above the regular price' });
    expect(read({ price: '1000', original_price: '800' })).toEqual({ reason: 'Sale price is above the regular price' });
    expect(read({ sale_price: '1000', original_price: '800' })).toEqual({
      reason: 'Sale price is above the regular price',
    });
  });
});
