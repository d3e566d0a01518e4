import type { ImportCandidateInput, ImportRefusal } from '@onsale/core/contracts/admin';
import { once } from 'node:events';
import { MAX_STOCK } from '@onsale/core/contracts/product-form';
import { parsePrice } from '@onsale/core/money';
import { salePriceProblem } from '@onsale/core/imports';
import {
  parseVariantStockText,
  stockOfVariants,
  variantName,
  variantTitle,
  type VariantStock,
} from '@onsale/core/variants';
import { TokenParser, Tokenizer, TokenType } from '@streamparser/json';
import { parse } from 'csv-parse';
import { MarkupTooComplexError, plainText } from './html-scan';
import { normaliseSourceUrl } from './product-page';

/**
 * Product feeds: CSV with a header row (RFC 4180 quoting; commas, semicolons, tabs or pipes between
 * fields, told from the header) or JSON (an array of objects, or an object with a `products` or
 * `items` array). Column names follow the common shop-feed ones (Google Merchant, Shopify export)
 * in any letter case. Both are read as a stream of rows: no step holds the whole file.
 */

export class FeedError extends Error {}

export type FeedFormat = 'csv' | 'json';
/** The feed's text as it arrives, in pieces of any size. */
export type FeedText = AsyncIterable<string> | Iterable<string>;

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The delimiter the header row uses most, outside quotes; a comma when it has none. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

function csvFailure(error: unknown): FeedError {
  const code = (error as { code?: string }).code;
  const line = (error as { lines?: number }).lines;
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return new FeedError('The CSV file ends inside a quoted field: a closing " is missing');
  if (code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE') {
    return new FeedError(
      `The CSV file has text after a closing quote on line ${line ?? '?'}: a quoted field must end at its delimiter`,
    );
  }
  return new FeedError(
    `The CSV file cannot be read${line ? ` (line ${line})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** CSV records as arrays of cells, through csv-parse, the delimiter told from the header row. */
async function* csvRecords(text: FeedText): AsyncGenerator<string[]> {
  const pieces = (async function* () {
    yield* text;
  })();
  // Enough of the start to see the whole header row.
  let head = '';
  let rest: IteratorResult<string> | undefined;
  while (!/[\r\n]/.test(head) && head.length < 64 * 1024) {
    rest = await pieces.next();
    if (rest.done) break;
    head += rest.value;
  }
  const parser = parse({
    bom: true,
    delimiter: detectDelimiter(head.replace(/^\uFEFF/, '').split(/\r?\n|\r/, 1)[0] ?? ''),
    relax_column_count: true,
    relax_quotes: true,
  });
  const feeding = (async () => {
    if (head && !parser.write(head)) await once(parser, 'drain');
    for await (const piece of pieces) if (!parser.write(piece)) await once(parser, 'drain');
    parser.end();
  })();
  feeding.catch((error: unknown) => parser.destroy(error instanceof Error ? error : new Error(String(error))));
  try {
    for await (const record of parser as AsyncIterable<string[]>) yield record;
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw csvFailure(error);
    throw error;
  } finally {
    parser.destroy();
    await feeding.catch(() => {});
  }
}

const notValidJson = () => new FeedError('The JSON feed is not valid JSON');
const notAList = () => new FeedError('The JSON feed must be a list of products, or an object with a products list');

/**
 * JSON items one at a time, through @streamparser/json, never the whole list: the items of a root
 * array, or of the root object's `products` (else `items`) array. The tokens are watched on their
 * way to the parser to learn whether that array is there at all.
 */
async function* jsonItems(text: FeedText): AsyncGenerator<unknown> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: ['$.*', '$.products.*', '$.items.*'], keepStack: false });
  const items: unknown[] = [];
  let root: 'list' | 'object' | undefined;
  let depth = 0;
  let key: string | undefined;
  let list: 'products' | 'items' | undefined;
  tokenizer.onToken = (info) => {
    const { token } = info;
    if (depth === 0 && root === undefined)
      root = token === TokenType.LEFT_BRACKET ? 'list' : token === TokenType.LEFT_BRACE ? 'object' : undefined;
    if (root === 'object' && depth === 1) {
      if (token === TokenType.STRING && key === undefined) key = String(info.value);
      else if (token === TokenType.LEFT_BRACKET && (key === 'products' || key === 'items') && list === undefined)
        list = key;
      else if (token === TokenType.COMMA) key = undefined;
    }
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) depth++;
    else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth--;
    parser.write(info);
  };
  parser.onValue = ({ value, stack }) => {
    // $.* of a root object is one of its properties, not a product; only the chosen list's items count.
    if (root === 'list' ? stack.length === 1 : stack.length === 2 && stack[1]?.key === list) items.push(value);
  };
  let started = false;
  for await (const raw of text) {
    const piece = started ? raw : raw.replace(/^\uFEFF/, '');
    if (!started && piece.trim() === '') continue;
    started = true;
    if (parser.isEnded) {
      if (piece.trim() !== '') throw notValidJson();
      continue;
    }
    try {
      tokenizer.write(piece);
    } catch {
      throw notValidJson();
    }
    if (root === undefined) throw notAList();
    yield* items.splice(0);
  }
  if (!parser.isEnded) throw notValidJson();
  if (root === 'object' && list === undefined) throw notAList();
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
  size: 'size',
  colors: 'colors',
  colours: 'colors',
  color: 'color',
  colour: 'color',
  availability: 'availability',
  variant_stock: 'variant_stock',
  // Shopify's product export: one row per variant, the product's fields on its first row only.
  handle: 'group',
  item_group_id: 'group',
  body_html: 'description',
  'body_(html)': 'description',
  variant_price: 'price',
  variant_compare_at_price: 'original_price',
  variant_inventory_qty: 'stock',
  image_src: 'image',
  option1_name: 'option1_name',
  option1_value: 'option1_value',
  option2_name: 'option2_name',
  option2_value: 'option2_value',
  option3_name: 'option3_name',
  option3_value: 'option3_value',
};

const columnKey = (name: string) =>
  COLUMN_ALIASES[
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ];

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

/** A row's cells under the names the import knows, the first non-empty one of each name. */
function knownColumns(raw: RawRow): RawRow {
  const row: RawRow = {};
  for (const [key, value] of Object.entries(raw)) {
    const known = columnKey(key);
    if (known && (row[known] === undefined || asText(row[known]) === '')) row[known] = value;
  }
  return row;
}

/** The row's stock: its count, 0 where the availability says sold out, null where it says nothing. */
function stockOf(row: RawRow, name: string): { stock: number | null } | { reason: string } {
  if (row['stock'] != null && asText(row['stock']) !== '') {
    const stock = Number(asText(row['stock']));
    if (!Number.isInteger(stock) || stock < 0)
      return { reason: `${name} must be a whole number: ${asText(row['stock']).slice(0, 40)}` };
    return { stock };
  }
  // Google Merchant feeds say "out_of_stock" rather than give a count.
  return { stock: /out.?of.?stock|sold.?out|discontinued/i.test(asText(row['availability'])) ? 0 : null };
}

const withoutRepeats = (values: string[]) => [...new Set(values)];

/** One feed row as an import candidate, or the reason it cannot be one. */
export function candidateFromRow(raw: RawRow): { candidate: ImportCandidateInput } | { reason: string } {
  const row = knownColumns(raw);
  const url = asText(row['url']);
  if (!url) return { reason: 'url is required (the product page it comes from)' };
  let sourceUrl: string;
  try {
    sourceUrl = normaliseSourceUrl(url);
  } catch {
    return { reason: `url is not a web address: ${url.slice(0, 80)}` };
  }
  const prices: Record<'price' | 'sale_price' | 'original_price', number | null> = {
    price: null,
    sale_price: null,
    original_price: null,
  };
  for (const key of ['price', 'sale_price', 'original_price'] as const) {
    const given = row[key];
    if (given == null || asText(given) === '') continue;
    const paisa = parsePrice(typeof given === 'number' ? given : asText(given));
    if (paisa == null) return { reason: `${key.replace('_', ' ')} is not a number: ${asText(given).slice(0, 40)}` };
    prices[key] = paisa;
  }
  const price = prices.sale_price ?? prices.price;
  if (price == null) return { reason: 'price is required' };
  // The regular price a sale price is set against: the row's price, else its original price.
  const regular = prices.sale_price != null ? (prices.price ?? prices.original_price) : prices.original_price;
  const priceProblem = salePriceProblem(price, regular);
  if (priceProblem) return { reason: priceProblem };
  const original =
    prices.sale_price != null && prices.price != null && prices.price > prices.sale_price
      ? prices.price
      : prices.original_price;
  const stock = stockOf(row, 'stock');
  if ('reason' in stock) return stock;
  let description: string;
  try {
    description = plainText(asText(row['description'])).slice(0, 5000);
  } catch (error) {
    if (error instanceof MarkupTooComplexError)
      return { reason: `description is too complex to read: ${error.message}` };
    throw error;
  }
  let sizes = splitList(row['sizes'], /[,|/]+/);
  if (sizes.length === 0) sizes = splitList(row['size'], /[,|/]+/);
  let colors = splitList(row['colors'], /[,|/]+/);
  if (colors.length === 0) colors = splitList(row['color'], /[,|/]+/);
  // Stock per size in one cell: S:3|M:0|L:5, or S/Navy:3 with colours.
  let variantStock: VariantStock[] | undefined;
  if (asText(row['variant_stock']) !== '') {
    const read = parseVariantStockText(asText(row['variant_stock']), MAX_STOCK);
    if ('problem' in read) return { reason: read.problem };
    variantStock = read.variants;
    sizes = withoutRepeats([...sizes, ...variantStock.map((variant) => variant.size).filter(Boolean)]);
    colors = withoutRepeats([...colors, ...variantStock.map((variant) => variant.color).filter(Boolean)]);
  }
  return {
    candidate: {
      sourceUrl,
      name: asText(row['name']),
      price,
      originalPrice: original != null && original > price ? original : null,
      brand: asText(row['brand']),
      description,
      images: imagesOf(row),
      category: asText(row['category']),
      stock: variantStock ? stockOfVariants(variantStock) : stock.stock,
      sizes: sizes.slice(0, 30),
      ...(colors.length > 0 ? { colors: colors.slice(0, 30) } : {}),
      ...(variantStock ? { variantStock } : {}),
    },
  };
}

const imagesOf = (row: RawRow) =>
  [...splitList(row['image'], /[|\s]+/), ...splitList(row['more_images'], /[|,\s]+/)].slice(0, 12);

/** The size and colour a variant row names: Shopify's options called Size and Color, else the size and colour columns. */
function variantOptions(first: RawRow, row: RawRow): { size: string; color: string } {
  let size = asText(row['size']);
  let color = asText(row['color']);
  for (const n of [1, 2, 3]) {
    const name = asText(first[`option${n}_name`]).toLowerCase();
    const value = asText(row[`option${n}_value`]);
    if (/^sizes?$/.test(name)) size ||= value;
    else if (/^colou?rs?$/.test(name)) color ||= value;
  }
  return { size, color };
}

/** A product read from a feed: its first row, and the rows that follow it as its sizes and colours (or its further pictures). */
export interface FeedProduct extends FeedRow {
  more: FeedRow[];
}

/** Which product a row belongs to: Shopify's handle or Google's item_group_id, else its address. */
function productKey(raw: RawRow): { key: string; grouped: boolean } {
  const row = knownColumns(raw);
  const group = asText(row['group']);
  if (group) return { key: group, grouped: true };
  return { key: asText(row['url']), grouped: false };
}

/**
 * The feed's products: a row that follows one of the same product (the same handle or
 * item_group_id, or the same url where it names a size or colour) is one more of its variants, as
 * Shopify's export and Google Merchant feeds write them, one row per size and colour.
 */
export async function* feedProducts(rows: AsyncIterable<FeedRow>): AsyncGenerator<FeedProduct> {
  let current: FeedProduct | undefined;
  let key = '';
  for await (const row of rows) {
    const { key: next, grouped } = productKey(row.raw);
    const known = grouped ? undefined : knownColumns(row.raw);
    const variant = grouped || (known !== undefined && (asText(known['size']) !== '' || asText(known['color']) !== ''));
    if (current && next !== '' && next === key && variant) {
      current.more.push(row);
      continue;
    }
    if (current) yield current;
    current = { ...row, more: [] };
    key = next;
  }
  if (current) yield current;
}

/**
 * A product of several rows as an import candidate: the first row's fields, and the stock of
 * each size and colour its rows give (Shopify's rows with only a picture add it to the gallery).
 * A row in error refuses the product, named by that row.
 */
export function candidateFromProduct(
  product: FeedProduct,
): { candidate: ImportCandidateInput } | { reason: string; row: number } {
  const read = candidateFromRow(product.raw);
  if ('reason' in read) return { ...read, row: product.row };
  if (product.more.length === 0) return read;
  if (read.candidate.variantStock)
    return {
      row: product.row,
      reason: 'stock per size is given both in variant_stock and on one row per size: keep one of them',
    };
  const first = knownColumns(product.raw);
  const images = [...(read.candidate.images ?? [])];
  const cells: Array<{ row: number; size: string; color: string; stock: number | null }> = [];
  for (const [index, { row, raw }] of [{ row: product.row, raw: product.raw }, ...product.more].entries()) {
    const known = index === 0 ? first : knownColumns(raw);
    const { size, color } = variantOptions(first, known);
    if (!size && !color) {
      if (index === 0) continue;
      if (asText(known['stock']) === '') {
        images.push(...imagesOf(known));
        continue;
      }
      return { row, reason: 'size or colour is missing: each further row of a product is one of its sizes or colours' };
    }
    const name = variantName(size, color);
    const earlier = cells.find((cell) => cell.size === size && cell.color === color);
    if (earlier) return { row, reason: `${variantTitle(size, color)} is on row ${earlier.row} already` };
    const stock = stockOf(known, `stock of ${name}`);
    if ('reason' in stock) return { row, reason: stock.reason };
    cells.push({ row, size, color, stock: stock.stock });
  }
  const sizes = withoutRepeats(cells.map((cell) => cell.size).filter(Boolean));
  const colors = withoutRepeats(cells.map((cell) => cell.color).filter(Boolean));
  const candidate = { ...read.candidate, images: withoutRepeats(images).slice(0, 12) };
  if (cells.length === 0) return { candidate };
  const lacking = cells.find((cell) => (sizes.length > 0 && !cell.size) || (colors.length > 0 && !cell.color));
  if (lacking)
    return {
      row: lacking.row,
      reason: `${lacking.size ? 'colour' : 'size'} is missing: the product's other rows name ${lacking.size ? 'colours' : 'sizes'}`,
    };
  const uncounted = cells.find((cell) => cell.stock === null);
  const options = { sizes: sizes.slice(0, 30), ...(colors.length > 0 ? { colors: colors.slice(0, 30) } : {}) };
  // A feed that gives no count (only "in stock") keeps one stock for the product, as before.
  if (cells.every((cell) => cell.stock === null)) return { candidate: { ...candidate, ...options } };
  if (uncounted)
    return {
      row: uncounted.row,
      reason: `stock of ${variantName(uncounted.size, uncounted.color)} is missing: give the stock of every size, or of none`,
    };
  const variantStock = cells.map(({ size, color, stock }) => ({ size, color, stock: stock ?? 0 }));
  return { candidate: { ...candidate, ...options, variantStock, stock: stockOfVariants(variantStock) } };
}

export interface FeedRow {
  /** the record in a CSV (the header is row 1), the position in JSON */
  row: number;
  raw: RawRow;
}

const looksLikeData = (cell: string) => /^\s*(https?:\/\/|www\.|[\d.,]+\s*$|(rs\.?|pkr)\s*\d)/i.test(cell);

/** Throws, in the admin's words, when the first row cannot be the header the import needs. */
function headerProblem(header: string[]): void {
  const missing = [
    header.some((h) => columnKey(h) === 'url') ? undefined : 'url (or link)',
    header.some((h) => columnKey(h) === 'price') ? undefined : 'price',
  ].filter((m): m is string => m !== undefined);
  if (missing.length === 0) return;
  if (header.some(looksLikeData)) {
    throw new FeedError(
      'The CSV file has no header row: its first row must name the columns, at least url (or link) and price, and it holds a product instead',
    );
  }
  const named = header
    .map((h) => h.trim())
    .filter(Boolean)
    .slice(0, 8)
    .map((h) => h.slice(0, 40));
  throw new FeedError(
    `The CSV file's header row has no ${missing.join(' column and no ')} column (it names ${named.join(', ')}${header.length > 8 ? ', …' : ''})`,
  );
}

/** The feed's rows with the numbers an admin finds them by, as the feed streams in. */
export async function* feedRows(format: FeedFormat, text: FeedText): AsyncGenerator<FeedRow> {
  if (format === 'csv') {
    let header: string[] | undefined;
    let row = 0;
    for await (const cells of csvRecords(text)) {
      row++;
      if (!header) {
        header = cells;
        if (header.every((h) => h.trim() === '')) throw new FeedError('The CSV file is empty');
        headerProblem(header);
        continue;
      }
      if (cells.every((cell) => cell.trim() === '')) continue;
      yield { row, raw: Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])) };
    }
    if (!header) throw new FeedError('The CSV file is empty');
    return;
  }
  let row = 0;
  for await (const item of jsonItems(text)) {
    row++;
    yield { row, raw: typeof item === 'object' && item && !Array.isArray(item) ? (item as RawRow) : {} };
  }
}

/** A feed held in memory (a preview sent as JSON) as the pieces `feedRows` reads. */
export function* textPieces(content: string, size = 64 * 1024): Generator<string> {
  for (let i = 0; i < content.length; i += size) yield content.slice(i, i + size);
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
