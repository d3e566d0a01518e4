/**
 * Deterministic demo catalogue: categories, brands, banners and as many products
 * as needed (hundreds for the demo store, 100k for benchmarks). Money is in paisa.
 */
import {
  APPAREL_SIZES,
  BABY_SIZES,
  BANNER_SPECS,
  BRANDS,
  CATEGORY_SPECS,
  COLLECTIONS,
  FOOTWEAR_SIZES,
  KIDS_SIZES,
  VIDEO_IDS,
  type BrandSpec,
  type ColourName,
  type SizeKind,
  type SubCategorySpec,
  type TopCategorySpec,
} from './demo-data';
import { bannerImagePath, brandLogoPath, categoryImagePath, productPicturePath } from './demo-paths';
import { createRandom, itemAt, mixSeed, type Random } from './demo-random';
import { escapeHtml } from '@onsale/core/html';
import { variantCells, type VariantStock } from '@onsale/core/variants';

export interface DemoCategory {
  slug: string;
  name: string;
  image: string;
  position: number;
  children: { slug: string; name: string; image: string; position: number }[];
}
export interface DemoBrand {
  slug: string;
  name: string;
  logo: string;
  websiteValue: string;
  description: string;
}
export interface DemoBanner {
  title: string;
  description: string;
  image: string;
  link: string;
  position: number;
}
export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  longDescription: string; // HTML: <h3>, <p>, <ul><li>, <strong> only
  brandSlug: string;
  categorySlug: string; // categorySlug is a SUB-category slug (leaf)
  price: number;
  originalPrice: number | null;
  discountPercent: number | null; // paisa; discountPercent null means "compute from prices"
  sizes: string[];
  colors: string[];
  keywords: string[];
  image: string;
  gallery: string[];
  /** a picture per colour, where it comes in several (decision 0051) */
  colorImages: Record<string, string>;
  videoUrl: string | null;
  /** the sum of `variants` where it has them */
  stock: number;
  /** its stock per size and colour; empty for a product with neither */
  variants: VariantStock[];
  featured: boolean;
  createdAt: Date;
}
export interface DemoCatalogue {
  categories: DemoCategory[];
  brands: DemoBrand[];
  banners: DemoBanner[];
  products: DemoProduct[];
}

const DEFAULT_SEED = 20261101;
const DEFAULT_PRODUCT_COUNT = 320;
/** createdAt values fall in the 120 days before this instant, never "now", so runs are reproducible. */
const REFERENCE_TIME_MS = Date.UTC(2026, 10, 1);
const CREATED_WINDOW_SECONDS = 120 * 24 * 60 * 60;

interface Leaf {
  top: TopCategorySpec;
  sub: SubCategorySpec;
}

/** Products cycle through every leaf so each sub-category gets its share. */
const LEAVES: readonly Leaf[] = CATEGORY_SPECS.flatMap((top) => top.children.map((sub) => ({ top, sub })));
const BRAND_BY_SLUG: ReadonlyMap<string, BrandSpec> = new Map(BRANDS.map((brand) => [brand.slug, brand]));

export function buildDemoCatalogue(options: { products?: number; seed?: number } = {}): DemoCatalogue {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  return {
    categories: buildCategories(),
    brands: buildBrands(),
    banners: buildBanners(),
    products: Array.from(demoProducts(count, options.seed)),
  };
}

/**
 * Streams products without holding them in memory. Product N depends only on (seed, N),
 * so batches made with startIndex line up with a single large run. Slugs end in N + 1.
 */
export function* demoProducts(count: number, seed: number = DEFAULT_SEED, startIndex = 0): Generator<DemoProduct> {
  assertNonNegativeInteger('count', count);
  assertNonNegativeInteger('startIndex', startIndex);
  for (let index = startIndex; index < startIndex + count; index += 1) {
    yield buildProduct(index, seed);
  }
}

function assertNonNegativeInteger(label: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label} must be a non-negative integer, got ${value}`);
}

function buildCategories(): DemoCategory[] {
  return CATEGORY_SPECS.map((top, position) => ({
    slug: top.slug,
    name: top.name,
    image: categoryImagePath(top.slug),
    position,
    children: top.children.map((sub, childPosition) => ({
      slug: sub.slug,
      name: sub.name,
      image: categoryImagePath(sub.slug),
      position: childPosition,
    })),
  }));
}

function buildBrands(): DemoBrand[] {
  return BRANDS.map((brand) => ({
    slug: brand.slug,
    name: brand.name,
    logo: brandLogoPath(brand.slug),
    websiteValue: brand.slug,
    description: brand.description,
  }));
}

function buildBanners(): DemoBanner[] {
  return BANNER_SPECS.map((banner, position) => ({
    title: banner.title,
    description: banner.description,
    image: bannerImagePath(position),
    link: `/category/${banner.category}`,
    position,
  }));
}

function buildProduct(index: number, seed: number): DemoProduct {
  const rng = createRandom(mixSeed(seed, index));
  const { top, sub } = itemAt(LEAVES, index % LEAVES.length);
  const brand = brandBySlug(rng.pick(sub.brands));
  const style = rng.pick(sub.styles);
  const item = rng.pick(sub.items);
  const name = `${brand.name} ${style} ${item} - ${rng.pick(COLLECTIONS)}`;
  const colors = pickDistinct(rng, sub.colours, pickColourCount(rng));
  const description = `${describeItem(style, item)} by ${brand.name}, made for ${rng.pick(top.occasions)}.`;
  const details = sub.details.map((detail): [string, string] => [detail.label, rng.pick(detail.values)]);
  const { image, gallery } = pickImages(sub, colors);
  const product: DemoProduct = {
    slug: `${kebabCase(name)}-${index + 1}`,
    name,
    description,
    longDescription: renderLongDescription(name, `${description} ${rng.pick(top.notes)}`, details, colors),
    brandSlug: brand.slug,
    categorySlug: sub.slug,
    ...pickPricing(rng, sub.priceRupees),
    sizes: pickSizes(rng, sub.sizeKind),
    colors,
    keywords: pickKeywords(rng, sub, item, top.slug, itemAt(colors, 0)),
    image,
    gallery,
    colorImages: colorPictures(sub, colors),
    videoUrl: rng.chance(1 / 40) ? `https://www.youtube.com/embed/${rng.pick(VIDEO_IDS)}` : null,
    stock: pickStock(rng),
    variants: [],
    featured: rng.chance(0.12),
    createdAt: new Date(REFERENCE_TIME_MS - (1 + Math.floor(rng.next() * CREATED_WINDOW_SECONDS)) * 1000),
  };
  product.variants = splitStock(
    createRandom(mixSeed(seed, index) ^ VARIANT_SEED),
    product.stock,
    product.sizes,
    product.colors,
  );
  return product;
}

/** The variants draw from their own sequence, so the rest of each product stays as it was. */
const VARIANT_SEED = 0x5eed;

/**
 * A product's stock spread over its sizes and colours, as a shop's would be: about one cell in
 * four sold out (never all of them while the product has stock), the units spread over the rest.
 */
function splitStock(rng: Random, stock: number, sizes: string[], colors: string[]): VariantStock[] {
  if (sizes.length === 0 && colors.length === 0) return [];
  const variants = variantCells(sizes, colors).map((cell) => ({ ...cell, stock: 0 }));
  const open = variants.filter(() => !rng.chance(0.25));
  const filled = open.length > 0 ? open : [rng.pick(variants)];
  for (let unit = 0; unit < stock; unit += 1) rng.pick(filled).stock += 1;
  return variants;
}

function brandBySlug(slug: string): BrandSpec {
  const brand = BRAND_BY_SLUG.get(slug);
  if (!brand) throw new Error(`unknown demo brand ${slug}`);
  return brand;
}

function pickColourCount(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.3) return 1;
  if (roll < 0.65) return 2;
  if (roll < 0.9) return 3;
  return 4;
}

/** Partial Fisher-Yates: `count` distinct items in random order. */
function pickDistinct<T>(rng: Random, items: readonly T[], count: number): T[] {
  const pool = items.slice();
  const take = Math.min(count, pool.length);
  for (let i = 0; i < take; i += 1) {
    const j = rng.int(i, pool.length - 1);
    const swap = itemAt(pool, j);
    pool[j] = itemAt(pool, i);
    pool[i] = swap;
  }
  return pool.slice(0, take);
}

interface Pricing {
  price: number;
  originalPrice: number | null;
  discountPercent: number | null;
}

function pickPricing(rng: Random, [minRupees, maxRupees]: readonly [number, number]): Pricing {
  const priceRupees = roundRupees(rng, rng.int(minRupees, maxRupees), minRupees);
  if (rng.chance(0.2)) return { price: priceRupees * 100, originalPrice: null, discountPercent: 0 };
  // Shops advertise round "x% off" markdowns; the stored percent is recomputed after rounding.
  const advertisedOff = 10 + 5 * rng.int(0, 12);
  const originalRupees = Math.round(priceRupees / (1 - advertisedOff / 100) / 10) * 10;
  const exactOff = Math.round((1 - priceRupees / originalRupees) * 100);
  return {
    price: priceRupees * 100,
    originalPrice: originalRupees * 100,
    discountPercent: rng.chance(0.3) ? null : exactOff,
  };
}

/** Rounds to 10 rupees, often to a "…90" price tag the way shops do. */
function roundRupees(rng: Random, rupees: number, minRupees: number): number {
  const charmPrice = Math.round(rupees / 100) * 100 - 10;
  if (rng.chance(0.5) && charmPrice >= minRupees) return charmPrice;
  return Math.max(minRupees, Math.round(rupees / 10) * 10);
}

function pickSizes(rng: Random, kind: SizeKind): string[] {
  switch (kind) {
    case 'apparel':
      return contiguousRun(rng, APPAREL_SIZES, 3, 5);
    case 'kids':
      return contiguousRun(rng, KIDS_SIZES, 3, 5);
    case 'baby':
      return contiguousRun(rng, BABY_SIZES, 3, 4);
    case 'footwear':
      return contiguousRun(rng, FOOTWEAR_SIZES, 4, 6);
    case 'fragrance':
      return rng.chance(0.5) ? ['50 ml', '100 ml'] : ['100 ml'];
    case 'one-size':
      return ['One Size'];
  }
}

function contiguousRun(rng: Random, sizes: readonly string[], minLength: number, maxLength: number): string[] {
  const length = rng.int(minLength, Math.min(maxLength, sizes.length));
  const start = rng.int(0, sizes.length - length);
  return sizes.slice(start, start + length);
}

const KEYWORD_STOP_WORDS: ReadonlySet<string> = new Set(['and', 'with', 'the', 'set', 'pack']);

/**
 * Nouns from the item name (so a bracelet is never tagged "earrings"), colour, department, who it
 * is for where the department does not say, then generic sub-category words.
 */
function pickKeywords(rng: Random, sub: SubCategorySpec, item: string, topSlug: string, firstColour: string): string[] {
  const itemWords = item
    .toLowerCase()
    .replace(/-/g, '')
    .split(' ')
    .filter((word) => /^[a-z]{3,}$/.test(word) && !KEYWORD_STOP_WORDS.has(word))
    .slice(-2);
  const wornBy = sub.wornBy ?? [];
  const words = [
    ...itemWords,
    firstColour.toLowerCase(),
    topSlug,
    ...wornBy,
    ...pickDistinct(rng, sub.keywords, rng.int(1, 3)),
  ];
  return [...new Set(words)].slice(0, 6 + wornBy.length);
}

/**
 * The drawing of the product's kind in its first colour; the gallery shows its other colours, then
 * other colourways of its kind, two or three pictures in all.
 */
function pickImages(sub: SubCategorySpec, colors: readonly string[]): { image: string; gallery: string[] } {
  const first = colors[0] ?? sub.colours[0]!;
  const start = sub.colours.indexOf(first as ColourName);
  const rotated = [...sub.colours.slice(start + 1), ...sub.colours.slice(0, start + 1)];
  const others = [...colors.slice(1), ...rotated.filter((colour) => !colors.includes(colour))];
  return {
    image: productPicturePath(sub.tileArt, first),
    gallery: others
      .slice(0, Math.min(3, Math.max(2, colors.length - 1)))
      .map((colour) => productPicturePath(sub.tileArt, colour)),
  };
}

/** Each colour's drawing, for a product that comes in several colours (one in one colour needs none). */
function colorPictures(sub: SubCategorySpec, colors: readonly string[]): Record<string, string> {
  if (colors.length < 2) return {};
  return Object.fromEntries(colors.map((colour) => [colour, productPicturePath(sub.tileArt, colour)]));
}

function pickStock(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.23) return rng.int(1, 5);
  return rng.int(6, 120);
}

function renderLongDescription(
  name: string,
  paragraph: string,
  details: readonly [string, string][],
  colors: readonly string[],
): string {
  const items = [...details, ['Colours', colors.join(', ')] as const]
    .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  return `<h3>${escapeHtml(name)}</h3><p>${escapeHtml(paragraph)}</p><ul>${items}</ul>`;
}

function kebabCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "An embroidered lawn suit", but "Slim fit jeans": plural items take no article. */
function describeItem(style: string, item: string): string {
  const phrase = `${style.toLowerCase()} ${lowerCaseWords(item)}`;
  if (/[^s]s$/.test(item)) return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
  return `${/^[aeiou]/.test(phrase) ? 'An' : 'A'} ${phrase}`;
}

/** Lower-cases words for running text but keeps acronyms such as SPF. */
function lowerCaseWords(text: string): string {
  return text
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}
