import { PRODUCT_CHANGED_CODE } from '@onsale/core/contracts/product-form';
import {
  sellerProductSchema,
  type SellerProduct,
  type SellerProductInput,
  type SellerProductUpdateInput,
} from '@onsale/core/contracts/seller';
import { PAISA_PER_RUPEE, parsePrice } from '@onsale/core/money';
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
  };
}

/** What the API takes: paisa, and numbers where the seller typed them (the shared schema judges them). */
export function productInputOf(values: ProductFormValues, image: string, gallery: string[]): SellerProductInput {
  const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return {
    name: values.name,
    description: values.description,
    longDescription: values.longDescription,
    brand: values.brand,
    category: values.category,
    price: values.price.trim() === '' ? null : (parsePrice(values.price) ?? Number.NaN),
    originalPrice: values.originalPrice.trim() === '' ? null : (parsePrice(values.originalPrice) ?? Number.NaN),
    discountPercent: number(values.discountPercent),
    stock: number(values.stock) ?? 0,
    sizes: values.sizes,
    colors: values.colors,
    keywords: values.keywords,
    videoUrl: values.videoUrl,
    image,
    gallery,
  };
}

/** What the API takes to save a product the form read: its version, and stock as an adjustment. */
export function productUpdateOf(
  values: ProductFormValues,
  image: string,
  gallery: string[],
  version: number,
): SellerProductUpdateInput {
  const { stock: _count, ...input } = productInputOf(values, image, gallery);
  const change = values.stockChange.trim();
  return { ...input, version, stockChange: change === '' ? 0 : Number(change.replace(/^\+/, '')) };
}

/** The product as it is now, when a save was refused because it changed since the form read it. */
export function changedProductOf(error: unknown): SellerProduct | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== PRODUCT_CHANGED_CODE) return null;
  const current = sellerProductSchema.safeParse(error.current);
  return current.success ? current.data : null;
}
