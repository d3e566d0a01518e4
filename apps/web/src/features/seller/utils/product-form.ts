import { PRODUCT_CHANGED_CODE } from '@onsale/core/contracts/product-form';
import {
  sellerProductSchema,
  splitCommaList,
  type SellerProduct,
  type SellerProductInput,
  type SellerProductUpdateInput,
} from '@onsale/core/contracts/seller';
import { PAISA_PER_RUPEE, parsePrice } from '@onsale/core/money';
import type { VariantStock, VariantStockChange } from '@onsale/core/variants';
import {
  changeOf,
  stockGridOf as sharedStockGridOf,
  variantStockOf as sharedVariantStockOf,
  variantStockProblems as sharedVariantStockProblems,
  type StockGrid,
} from '../../../components/stock/stock-grid-state';
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
    // Beside an original price the percent is the prices' own (computed as they change); only a
    // percent stated alone is the seller's to edit.
    discountPercent:
      product.discountPercent > 0 && !(product.originalPrice != null && product.originalPrice > 0)
        ? String(product.discountPercent)
        : '',
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

/** The grid of sizes × colours typed in the form, each cell with the stock it has now (`current`). */
export const stockGridOf = (values: ProductFormValues, current: readonly VariantStock[]): StockGrid =>
  sharedStockGridOf({ ...optionsOf(values), changes: values.variantChanges }, current);

/** The changes to send, cell by cell in the grid's order: only those that change something. */
export const variantStockOf = (values: ProductFormValues, current: readonly VariantStock[]): VariantStockChange[] =>
  sharedVariantStockOf({ ...optionsOf(values), changes: values.variantChanges }, current);

/** Why the grid's changes are refused, as the server words it, by the index of the change (`variantStock.N.change`). */
export const variantStockProblems = (values: ProductFormValues, current: readonly VariantStock[]) =>
  sharedVariantStockProblems({ ...optionsOf(values), changes: values.variantChanges }, current);

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
