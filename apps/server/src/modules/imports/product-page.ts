import type { ImportCandidateInput } from '@onsale/core/contracts/admin';
import { parsePrice } from '@onsale/core/money';
import { MarkupTooComplexError, plainText, scanHtml, type ScannedPage } from './html-scan';

export const NO_PRODUCT_FOUND =
  'No product found on the page: it has no schema.org Product data and no Open Graph product tags with a name and a price';
export const PAGE_TOO_COMPLEX = 'This page is too large or too complex to import';

/** What one page says about its product; fields it does not say are left out. */
export interface PageProduct {
  name?: string;
  price?: number | null;
  originalPrice?: number | null;
  currency?: string;
  brand?: string;
  description?: string;
  images: string[];
  category?: string;
  inStock?: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value == null ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? plainText(value) || undefined : typeof value === 'number' ? String(value) : undefined;

const PRODUCT_TYPE = /^(https?:\/\/schema\.org\/)?(Product|IndividualProduct|ProductModel|ProductGroup|Vehicle)$/i;

function isProduct(node: Json): boolean {
  return list(node['@type']).some((type) => typeof type === 'string' && PRODUCT_TYPE.test(type));
}

/** Product nodes anywhere a page usually puts them: top level, arrays, @graph, a WebPage's mainEntity. */
function findProducts(node: unknown, found: Json[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(node)) {
    for (const item of node) findProducts(item, found, depth + 1);
    return;
  }
  if (!isObject(node)) return;
  if (isProduct(node)) {
    found.push(node);
    return;
  }
  findProducts(node['@graph'], found, depth + 1);
  findProducts(node['mainEntity'], found, depth + 1);
}

function urlOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isObject(value)) return urlOf(value['url'] ?? value['contentUrl'] ?? value['@id']);
  return undefined;
}

function priceOf(value: unknown): number | null {
  const paisa = parsePrice(value);
  return paisa != null && paisa > 0 ? paisa : null;
}

function fromOffers(product: Json): Pick<PageProduct, 'price' | 'originalPrice' | 'currency' | 'inStock'> {
  let offers = list(product['offers']).filter(isObject);
  // A product group often keeps its prices on its variants.
  if (offers.length === 0)
    offers = list(product['hasVariant'])
      .filter(isObject)
      .flatMap((variant) => list(variant['offers']).filter(isObject));
  const result: Pick<PageProduct, 'price' | 'originalPrice' | 'currency' | 'inStock'> = {};
  for (const offer of offers) {
    result.price ??= priceOf(offer['price']) ?? priceOf(offer['lowPrice']);
    result.currency ??= text(offer['priceCurrency']);
    for (const spec of list(offer['priceSpecification']).filter(isObject)) {
      const type = list(spec['priceType']).join(' ');
      const amount = priceOf(spec['price']);
      if (/ListPrice|StrikethroughPrice|MSRP/i.test(type)) result.originalPrice ??= amount;
      else result.price ??= amount;
      result.currency ??= text(spec['priceCurrency']);
    }
    const availability = text(offer['availability']);
    if (availability && result.inStock === undefined)
      result.inStock = !/OutOfStock|SoldOut|Discontinued/i.test(availability);
  }
  return result;
}

function fromJsonLd(page: ScannedPage): PageProduct | undefined {
  const found: Json[] = [];
  for (const block of page.jsonLd) findProducts(block, found);
  const product = found.find((node) => text(node['name'])) ?? found[0];
  if (!product) return undefined;
  const brand = list(product['brand'])
    .map((b) => (isObject(b) ? text(b['name']) : text(b)))
    .find(Boolean);
  const category = list(product['category'])
    .map((c) => (isObject(c) ? text(c['name']) : text(c)))
    .find(Boolean);
  return {
    name: text(product['name']),
    description: text(product['description']),
    brand,
    category,
    images: list(product['image'])
      .map(urlOf)
      .filter((u): u is string => Boolean(u)),
    ...fromOffers(product),
  };
}

function fromOpenGraph(page: ScannedPage): PageProduct {
  const first = (...keys: string[]) => {
    for (const key of keys) {
      const value = page.meta.get(key)?.find((v) => v !== '');
      if (value) return value;
    }
    return undefined;
  };
  const listed = priceOf(first('product:price:amount', 'og:price:amount', 'product:price'));
  const sale = priceOf(first('product:sale_price:amount', 'og:sale_price:amount'));
  const original = priceOf(first('product:original_price:amount', 'og:original_price:amount'));
  const availability = first('product:availability', 'og:availability');
  return {
    name: first('og:title', 'twitter:title') ?? page.title,
    description: first('og:description', 'description', 'twitter:description'),
    brand: first('product:brand', 'og:brand', 'product:brand:name'),
    category: first('product:category', 'product:product_type'),
    images: ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']
      .flatMap((key) => page.meta.get(key) ?? [])
      .filter(Boolean),
    // A sale price beside the listed one: the listed price is what it was before the sale.
    price: sale ?? listed,
    originalPrice: sale && listed && listed > sale ? listed : original,
    currency: first('product:price:currency', 'og:price:currency', 'product:sale_price:currency'),
    inStock: availability ? !/out.?of.?stock|oos|discontinued/i.test(availability) : undefined,
  };
}

const MAX_IMAGES = 12;

function absoluteImages(images: string[], pageUrl: string): string[] {
  const result: string[] = [];
  for (const image of images) {
    if (result.length === MAX_IMAGES) break;
    try {
      const url = new URL(image.trim(), pageUrl);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !result.includes(url.href)) result.push(url.href);
    } catch {
      // not an address: skipped
    }
  }
  return result;
}

/** The host a product came from, as the storefront's website badge shows it ("khaadi.com"). */
export function websiteOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/** The address that identifies a page across imports: no fragment, no tracking parameters. */
export function normaliseSourceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  for (const key of [...parsed.searchParams.keys()])
    if (/^(utm_|fbclid$|gclid$)/i.test(key)) parsed.searchParams.delete(key);
  return parsed.href;
}

/**
 * Reads a product page: schema.org Product JSON-LD first, Open Graph product tags for what it
 * lacks. Returns the import candidate and warnings, or throws a ProductPageError: NO_PRODUCT_FOUND,
 * or PAGE_TOO_COMPLEX when its markup passes the scanning limits.
 */
export function readProductPage(
  html: string,
  pageUrl: string,
): { candidate: ImportCandidateInput; warnings: string[] } {
  try {
    return readScannedPage(scanHtml(html), pageUrl);
  } catch (error) {
    if (error instanceof MarkupTooComplexError)
      throw new ProductPageError(`${PAGE_TOO_COMPLEX}: ${error.message}`, 'page_too_complex');
    throw error;
  }
}

function readScannedPage(page: ScannedPage, pageUrl: string): { candidate: ImportCandidateInput; warnings: string[] } {
  const ld = fromJsonLd(page);
  const og = fromOpenGraph(page);
  const warnings: string[] = [];
  if (page.badJsonLd > 0) warnings.push('Some structured data (JSON-LD) on the page is not valid JSON and was skipped');
  if (!ld && !(og.name && og.price)) throw new ProductPageError(NO_PRODUCT_FOUND, 'no_product');

  const name = ld?.name ?? og.name;
  const price = ld?.price ?? og.price ?? null;
  const originalPrice = ld?.originalPrice ?? og.originalPrice ?? null;
  const currency = (ld?.currency ?? og.currency)?.toUpperCase();
  if (currency && currency !== 'PKR')
    warnings.push(`The page gives its price in ${currency}, not in rupees: check the price before saving`);
  if (!price) warnings.push('No price found on the page');
  const inStock = ld?.inStock ?? og.inStock;
  return {
    candidate: {
      sourceUrl: normaliseSourceUrl(pageUrl),
      name: name ?? '',
      price: price ?? 0,
      originalPrice: originalPrice && price && originalPrice > price ? originalPrice : null,
      brand: ld?.brand ?? og.brand ?? '',
      description: (ld?.description ?? og.description ?? '').slice(0, 5000),
      images: absoluteImages([...(ld?.images ?? []), ...og.images], pageUrl),
      category: ld?.category ?? og.category ?? '',
      stock: inStock === false ? 0 : null,
      sizes: [],
    },
    warnings,
  };
}

export class ProductPageError extends Error {
  constructor(
    message: string,
    readonly code: 'no_product' | 'page_too_complex',
  ) {
    super(message);
  }
}
