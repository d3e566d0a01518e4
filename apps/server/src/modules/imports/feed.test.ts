import { describe, expect, it } from 'vitest';
import { detectDelimiter, FeedError, feedRows, textPieces, type FeedFormat } from './feed';

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
    const csv = '\uFEFFurl;Name;price\r\nhttps://x.pk/1;"Kurta; ""lawn""\nsecond line";2500\r\n\r\nhttps://x.pk/2;Dupatta;900\r\n';
    for (const size of [1, 3, 64 * 1024]) {
      expect(await rows('csv', csv, size)).toEqual([
        { row: 2, raw: { url: 'https://x.pk/1', Name: 'Kurta; "lawn"\nsecond line', price: '2500' } },
        { row: 4, raw: { url: 'https://x.pk/2', Name: 'Dupatta', price: '900' } },
      ]);
    }
    expect(await rows('csv', 'url\tname\tprice\nhttps://x.pk/3\tShawl\t1200')).toEqual([{ row: 2, raw: { url: 'https://x.pk/3', name: 'Shawl', price: '1200' } }]);
  });

  it('reads the items of a JSON list or of an object products (or items) list, one at a time', async () => {
    expect(await rows('json', '[{"url":"a"}, 5, {"url":"b"}]')).toEqual([
      { row: 1, raw: { url: 'a' } },
      { row: 2, raw: {} },
      { row: 3, raw: { url: 'b' } },
    ]);
    expect(await rows('json', '{"shop":{"products":[1]},"items":[{"url":"c"}]}')).toEqual([{ row: 1, raw: { url: 'c' } }]);
    expect(await rows('json', '{"products":[]}')).toEqual([]);
  });

  it('refuses what is not a feed with the message the admin sees', async () => {
    const cases: [FeedFormat, string, string][] = [
      ['csv', '', 'The CSV file is empty'],
      ['csv', 'a,b\n1,2', 'The CSV file needs a header row with at least url, name and price columns'],
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
