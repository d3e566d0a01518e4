import { MAX_STOCK, PRODUCT_CHANGED_CODE } from '@onsale/core/contracts/product-form';
import {
  sellerProductSchema,
  splitCommaList,
  type SellerProduct,
  type SellerProductInput,
  type SellerProductUpdateInput,
} from '@onsale/core/contracts/seller';
import { PAISA_PER_RUPEE, parsePrice } from '@onsale/core/money';
import {
  changedVariantStock,
  variantCells,
  variantStockLabel,
  type VariantStock,
  type VariantStockChange,
} from '@onsale/core/variants';
import { ApiRequestError } from '../../../lib/api-client';

/** The seller product form as typed: prices in rupees, lists comma-separated. */
export interface ProductFormValues {
  name: string;
  description: string;
  longDescription: string;
  brand: string;
  category: string;
  price: string;
  originalPrice: string;
  discountPercent: string;
  /** the first count, when adding a product */
  stock: string;
  /** units added (+n) or taken away (-n), when editing one: never a count that would overwrite sales */
  stockChange: string;
  sizes: string;
  colors: string;
  keywords: string;
  videoUrl: string;
  /** stock kept per size and colour: the product's is split, or the seller chose to split it */
  stockPerVariant: boolean;
  /** each cell's change (+n, -n) as typed, by `cellKey`; a new product's first count */
  variantChanges: Partial<Record<string, string>>;
  /** one of the seller's size charts, '' for none */
  sizeChartId: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  longDescription: '',
  brand: '',
  category: '',
  price: '',
  originalPrice: '',
  discountPercent: '',
  stock: '0',
  stockChange: '',
  sizes: '',
  colors: '',
  keywords: '',
  videoUrl: '',
  stockPerVariant: false,
  variantChanges: {},
  sizeChartId: '',
};

const rupees = (paisa: number | null) => (paisa == null ? '' : String(paisa / PAISA_PER_RUPEE));

export function productFormOf(product: SellerProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    longDescription: product.longDescription,
    brand: product.brand,
    category: product.category,
    price: rupees(product.price),
    originalPrice: rupees(product.originalPrice),
    discountPercent: product.discountPercent > 0 ? String(product.discountPercent) : '',
    stock: String(product.stock),
    stockChange: '',
    sizes: product.sizes.join(', '),
    colors: product.colors.join(', '),
    keywords: product.keywords.join(', '),
    videoUrl: product.videoUrl ?? '',
    stockPerVariant: product.variants.length > 0,
    variantChanges: {},
    sizeChartId: product.sizeChartId ?? '',
  };
}

/** One cell of the stock grid, whatever its size and colour are called. */
export const cellKey = (size: string, color: string) => JSON.stringify([size, color]);

/** A change as typed: '' is none, "+5" and "-2" (or "−2") are units, anything else is not a number. */
export function changeOf(text: string | undefined): number {
  const typed = (text ?? '').trim().replace(/^[−–]/, '-').replace(/^\+/, '');
  return typed === '' ? 0 : Number(typed);
}

/** Sizes or colours typed: the grid's rows and columns. */
const optionsOf = (values: ProductFormValues) => ({
  sizes: splitCommaList(values.sizes),
  colors: splitCommaList(values.colors),
});

/** The product offers sizes or colours, so its stock can be split by them. */
export const hasVariantOptions = (values: ProductFormValues) => {
  const { sizes, colors } = optionsOf(values);
  return sizes.length > 0 || colors.length > 0;
};

/**
 * Whether the form keeps stock per size and colour: always for a product already split (`current`,
 * its variants), and once the seller chose to split one that offers sizes or colours.
 */
export const splitsStock = (values: ProductFormValues, current: readonly VariantStock[]) =>
  current.length > 0 || (values.stockPerVariant && hasVariantOptions(values));

export interface StockGridCell {
  key: string;
  size: string;
  color: string;
  /** the input's name for assistive technology: "Stock of size M, Navy" */
  label: string;
  /** what it has now: 0 for a cell not split yet or just added */
  stock: number;
  change: string;
  /** its stock after the change, or null while the change is not a whole number */
  after: number | null;
}

export interface StockGrid {
  sizes: string[];
  colors: string[];
  /** one row per size (one row, size '', when there are none), one cell per colour */
  rows: Array<{ size: string; cells: StockGridCell[] }>;
  /** the product's stock now and after the changes (null while one is not a whole number or leaves less than 0) */
  now: number;
  after: number | null;
  /** cells with stock that the sizes and colours typed no longer offer: saving drops them */
  dropped: VariantStock[];
}

/** The grid of sizes × colours typed in the form, each cell with the stock it has now (`current`). */
export function stockGridOf(values: ProductFormValues, current: readonly VariantStock[]): StockGrid {
  const { sizes, colors } = optionsOf(values);
  const cells = variantCells(sizes, colors).map(({ size, color }): StockGridCell => {
    const key = cellKey(size, color);
    const stock = current.find((variant) => variant.size === size && variant.color === color)?.stock ?? 0;
    const change = values.variantChanges[key] ?? '';
    const delta = changeOf(change);
    return {
      ...{ key, size, color, label: variantStockLabel(size, color), stock, change },
      after: Number.isInteger(delta) ? stock + delta : null,
    };
  });
  const rows = (sizes.length > 0 ? sizes : ['']).map((size) => ({
    size,
    cells: cells.filter((cell) => cell.size === size),
  }));
  const kept = new Set(cells.map((cell) => cell.key));
  return {
    sizes,
    colors,
    rows,
    now: cells.reduce((sum, cell) => sum + cell.stock, 0),
    after: cells.every((cell) => cell.after !== null && cell.after >= 0)
      ? cells.reduce((sum, cell) => sum + (cell.after ?? 0), 0)
      : null,
    dropped: current.filter((variant) => variant.stock > 0 && !kept.has(cellKey(variant.size, variant.color))),
  };
}

/** The changes to send, cell by cell in the grid's order: only those that change something. */
export function variantStockOf(values: ProductFormValues, current: readonly VariantStock[]): VariantStockChange[] {
  return stockGridOf(values, current)
    .rows.flatMap((row) => row.cells)
    .map(({ size, color, change }) => ({ size, color, change: changeOf(change) }))
    .filter((cell) => cell.change !== 0);
}

/**
 * Why the grid's changes are refused, as the server words it, by the index of the change
 * (`variantStock.N.change`): a cell that would go below 0 or grow too large.
 */
export function variantStockProblems(
  values: ProductFormValues,
  current: readonly VariantStock[],
): Record<string, string> {
  const { sizes, colors } = optionsOf(values);
  // Changes that are not whole numbers are the schema's to name.
  const sent = variantStockOf(values, current).map((change, index) => ({ change, index }));
  const whole = sent.filter(({ change }) => Number.isInteger(change.change));
  const { problems } = changedVariantStock(
    sizes,
    colors,
    current,
    whole.map(({ change }) => change),
    MAX_STOCK,
  );
  return Object.fromEntries(
    [...problems].map(([index, message]) => [`variantStock.${whole[index]!.index}.change`, message]),
  );
}

/** The field a cell's message is kept under in the form's errors. */
export const cellField = (key: string) => `variantStock:${key}`;

/**
 * Messages of the changes sent (`variantStock.N.change`, N the index in `sent`) moved to their
 * cells; the others stay as they are.
 */
export function withCellFields(
  fields: Partial<Record<string, string>>,
  sent: readonly VariantStockChange[],
): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const change = /^variantStock\.(\d+)\.change$/.exec(field);
      const cell = change ? sent[Number(change[1])] : undefined;
      return [cell ? cellField(cellKey(cell.size, cell.color)) : field, message];
    }),
  );
}

/** What the API takes: paisa, and numbers where the seller typed them (the shared schema judges them). */
export function productInputOf(values: ProductFormValues, image: string, gallery: string[]): SellerProductInput {
  const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  // A new product's grid holds each cell's first count: its change from 0.
  const variantStock = splitsStock(values, []) ? variantStockOf(values, []) : undefined;
  return {
    name: values.name,
    description: values.description,
    longDescription: values.longDescription,
    brand: values.brand,
    category: values.category,
    price: values.price.trim() === '' ? null : (parsePrice(values.price) ?? Number.NaN),
    originalPrice: values.originalPrice.trim() === '' ? null : (parsePrice(values.originalPrice) ?? Number.NaN),
    discountPercent: number(values.discountPercent),
    stock: variantStock ? (stockGridOf(values, []).after ?? 0) : (number(values.stock) ?? 0),
    ...(variantStock ? { variantStock } : {}),
    sizes: values.sizes,
    colors: values.colors,
    keywords: values.keywords,
    videoUrl: values.videoUrl,
    image,
    gallery,
    sizeChartId: values.sizeChartId || null,
  };
}

/**
 * What the API takes to save a product the form read: its version, and stock as an adjustment,
 * product-wide or, once it is split (`current`, its variants), cell by cell. Choosing to split
 * a product sends its cells even when none changes, so it is split with each from 0.
 */
export function productUpdateOf(
  values: ProductFormValues,
  image: string,
  gallery: string[],
  version: number,
  current: readonly VariantStock[] = [],
): SellerProductUpdateInput {
  const { stock: _count, variantStock: _first, ...input } = productInputOf(values, image, gallery);
  if (splitsStock(values, current)) return { ...input, version, variantStock: variantStockOf(values, current) };
  return { ...input, version, stockChange: changeOf(values.stockChange) };
}

/** The product as it is now, when a save was refused because it changed since the form read it. */
export function changedProductOf(error: unknown): SellerProduct | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== PRODUCT_CHANGED_CODE) return null;
  const current = sellerProductSchema.safeParse(error.current);
  return current.success ? current.data : null;
}

/**
 * What a split product's seller should know at a glance: the sizes sold out in every colour
 * (`soldOut`; the colours, when there are no sizes), and the sizes sold out in some colours only
 * (`partly`). Nothing for a product whose stock is not split.
 */
export function soldOutOf(product: Pick<SellerProduct, 'sizes' | 'colors' | 'variants'>): {
  soldOut: string[];
  partly: string[];
} {
  if (product.variants.length === 0) return { soldOut: [], partly: [] };
  const left = (size: string, color: string) =>
    product.variants.find((variant) => variant.size === size && variant.color === color)?.stock ?? 0;
  if (product.sizes.length === 0)
    return { soldOut: product.colors.filter((color) => left('', color) === 0), partly: [] };
  const colors = product.colors.length > 0 ? product.colors : [''];
  const outIn = (size: string) => colors.filter((color) => left(size, color) === 0).length;
  return {
    soldOut: product.sizes.filter((size) => outIn(size) === colors.length),
    partly: product.sizes.filter((size) => outIn(size) > 0 && outIn(size) < colors.length),
  };
}

/** "size" or "colour" for a product that offers them but keeps one stock; null otherwise. */
export function notSplitBy(product: Pick<SellerProduct, 'sizes' | 'colors' | 'variants'>): string | null {
  if (product.variants.length > 0) return null;
  if (product.sizes.length > 0) return 'size';
  return product.colors.length > 0 ? 'colour' : null;
}
