import type { ImportCandidateInput, ImportRefusal } from '@onsale/core/contracts/admin';
import { parsePrice } from '@onsale/core/money';
import { plainText } from './html-scan';
import { normaliseSourceUrl } from './product-page';

/**
 * Product feeds: CSV with a header row (RFC 4180: quoted fields, doubled quotes, line breaks in
 * quotes) or JSON (an array of objects, or an object with a `products` or `items` array). Column
 * names follow the common shop-feed ones (Google Merchant, Shopify export) in any letter case.
 */

export class FeedError extends Error {}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new FeedError('The CSV file ends inside a quoted field: a closing " is missing');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const COLUMN_ALIASES: Record<string, string> = {
  url: 'url',
  link: 'url',
  product_url: 'url',
  source_url: 'url',
  name: 'name',
  title: 'name',
  product_name: 'name',
  price: 'price',
  sale_price: 'sale_price',
  original_price: 'original_price',
  compare_at_price: 'original_price',
  list_price: 'original_price',
  mrp: 'original_price',
  brand: 'brand',
  vendor: 'brand',
  description: 'description',
  image: 'image',
  images: 'image',
  image_url: 'image',
  image_link: 'image',
  additional_image_link: 'more_images',
  category: 'category',
  product_type: 'category',
  stock: 'stock',
  quantity: 'stock',
  inventory: 'stock',
  sizes: 'sizes',
  size: 'sizes',
};

const columnKey = (name: string) => COLUMN_ALIASES[name.trim().toLowerCase().replace(/[\s-]+/g, '_')];

type RawRow = Record<string, unknown>;

function splitList(value: unknown, separator: RegExp): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (value == null) return [];
  return String(value)
    .split(separator)
    .map((v) => v.trim())
    .filter(Boolean);
}

const asText = (value: unknown) => (value == null ? '' : typeof value === 'object' ? '' : String(value).trim());

/** One feed row as an import candidate, or the reason it cannot be one. */
export function candidateFromRow(raw: RawRow): { candidate: ImportCandidateInput } | { reason: string } {
  const row: RawRow = {};
  for (const [key, value] of Object.entries(raw)) {
    const known = columnKey(key);
    if (known && (row[known] === undefined || asText(row[known]) === '')) row[known] = value;
  }
  const url = asText(row['url']);
  if (!url) return { reason: 'url is required (the product page it comes from)' };
  let sourceUrl: string;
  try {
    sourceUrl = normaliseSourceUrl(url);
  } catch {
    return { reason: `url is not a web address: ${url.slice(0, 80)}` };
  }
  const prices: Record<'price' | 'sale_price' | 'original_price', number | null> = { price: null, sale_price: null, original_price: null };
  for (const key of ['price', 'sale_price', 'original_price'] as const) {
    const given = row[key];
    if (given == null || asText(given) === '') continue;
    const paisa = parsePrice(typeof given === 'number' ? given : asText(given));
    if (paisa == null) return { reason: `${key.replace('_', ' ')} is not a number: ${asText(given).slice(0, 40)}` };
    prices[key] = paisa;
  }
  const price = prices.sale_price ?? prices.price;
  if (price == null) return { reason: 'price is required' };
  const original = prices.sale_price != null && prices.price != null && prices.price > prices.sale_price ? prices.price : prices.original_price;
  let stock: number | null = null;
  if (row['stock'] != null && asText(row['stock']) !== '') {
    stock = Number(asText(row['stock']));
    if (!Number.isInteger(stock) || stock < 0) return { reason: `stock must be a whole number: ${asText(row['stock']).slice(0, 40)}` };
  }
  return {
    candidate: {
      sourceUrl,
      name: asText(row['name']),
      price,
      originalPrice: original != null && original > price ? original : null,
      brand: asText(row['brand']),
      description: plainText(asText(row['description'])).slice(0, 5000),
      images: [...splitList(row['image'], /[|\s]+/), ...splitList(row['more_images'], /[|,\s]+/)].slice(0, 12),
      category: asText(row['category']),
      stock,
      sizes: splitList(row['sizes'], /[,|/]+/).slice(0, 30),
    },
  };
}

/** The feed's rows with the numbers an admin finds them by: the line in a CSV, the position in JSON. */
export function feedRows(format: 'csv' | 'json', content: string): { row: number; raw: RawRow }[] {
  if (format === 'csv') {
    const lines = parseCsv(content);
    const header = lines[0];
    if (!header || header.every((h) => h.trim() === '')) throw new FeedError('The CSV file is empty');
    if (!header.some((h) => columnKey(h) === 'url') || !header.some((h) => columnKey(h) === 'price')) {
      throw new FeedError('The CSV file needs a header row with at least url, name and price columns');
    }
    return lines
      .slice(1)
      .map((cells, index) => ({ row: index + 2, cells }))
      .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
      .map(({ row, cells }) => ({ row, raw: Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])) }));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw new FeedError('The JSON feed is not valid JSON');
  }
  const items = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed ? ((parsed as RawRow)['products'] ?? (parsed as RawRow)['items']) : undefined;
  if (!Array.isArray(items)) throw new FeedError('The JSON feed must be a list of products, or an object with a products list');
  return items.map((item, index) => ({ row: index + 1, raw: typeof item === 'object' && item && !Array.isArray(item) ? (item as RawRow) : {} }));
}

/** How the report names a row: its address, else its name. */
export function rowSource(raw: RawRow): string {
  let url = '';
  let name = '';
  for (const [key, value] of Object.entries(raw)) {
    if (columnKey(key) === 'url') url ||= asText(value);
    if (columnKey(key) === 'name') name ||= asText(value);
  }
  return url || name;
}

export function refusal(row: number, source: string, reason: string): ImportRefusal {
  return { row, source: source.slice(0, 300), reason };
}
