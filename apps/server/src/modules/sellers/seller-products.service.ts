import crypto from 'node:crypto';
import { colorImagesOf } from '@onsale/core/color-images';
import { PRODUCT_CHANGED, PRODUCT_CHANGED_CODE, stockChangeProblem } from '@onsale/core/contracts/product-form';
import {
  SELLER_MESSAGES,
  type SellerProduct,
  type SellerProductUpdateValues,
  type SellerProductValues,
} from '@onsale/core/contracts/seller';
import { shopperDiscountNote } from '@onsale/core/honest-price';
import { productHiddenReasonText } from '@onsale/core/product-visibility';
import { slugify } from '@onsale/core/slug';
import type { Database, Executor } from '../../db/client';
import { badRequest, ChangedSinceReadError, notFound } from '../../http/errors';
import type { ProductWriteService, ProductDescription } from '../catalogue/product-writes.service';
import type { ProductRow } from '../catalogue/product-writes.repository';
import { checkSellerSizeChart } from '../catalogue/size-charts.service';
import type { MediaStore } from '../media/media-store';
import { checkOwnUpload } from '../media/upload-owners';
import {
  createSellerProductsRepository,
  type SellerProductFilter,
  type SellerProductRow,
} from './seller-products.repository';

export function toSellerProduct(row: SellerProductRow): SellerProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    longDescription: row.longDescription,
    brand: row.brandName,
    category: row.categorySlug,
    categoryName: row.categoryName,
    topCategory: row.topCategorySlug,
    price: row.price,
    originalPrice: row.originalPrice,
    discountPercent: row.discountPercent,
    onSale: row.onSale,
    shownDiscountPercent: row.shownDiscountPercent,
    shownOriginalPrice: row.shownOriginalPrice,
    discountNote: shopperDiscountNote({
      price: row.price,
      originalPrice: row.originalPrice,
      claimedDiscountPercent: row.discountPercent,
      shownOriginalPrice: row.shownOriginalPrice,
      shownDiscountPercent: row.shownDiscountPercent,
      originalChargedDays: row.originalChargedDays,
      correction: row.discountCorrection,
      minDays: row.honestPriceMinDays,
    }),
    sizes: row.sizes,
    colors: row.colors,
    keywords: row.keywords,
    image: row.image,
    gallery: row.gallery,
    videoUrl: row.videoUrl,
    stock: row.stock,
    variants: row.variants,
    colorImages: colorImagesOf(row.colors, row.colorImages),
    sizeChartId: row.sizeChartId,
    hiddenReason: productHiddenReasonText(row.hiddenReason),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** What the audit log keeps of a product: enough to see what changed, not the whole description; the discount is the one the seller states. */
function auditView(product: SellerProductRow | ProductRow) {
  const discountPercent =
    'claimedDiscountPercent' in product ? product.claimedDiscountPercent : product.discountPercent;
  const categoryId = 'categoryId' in product ? product.categoryId : undefined;
  return {
    name: product.name,
    price: product.price,
    originalPrice: product.originalPrice,
    discountPercent,
    stock: product.stock,
    image: product.image,
    categoryId,
  };
}

export interface SellerProductsDeps {
  db: Database;
  /** where uploads are, to check that a product's pictures still exist */
  media: MediaStore;
  /** The catalogue's product-write path: it audits, tells followers and alerts, and tells the catalogue. */
  productWrites: ProductWriteService;
}

export function createSellerProductsService({ db, media, productWrites }: SellerProductsDeps) {
  const reader = createSellerProductsRepository(db);

  /** Checks the parts of the form that need the database and the disk; returns the columns to write. */
  async function resolveColumns(
    tx: Executor,
    sellerId: string,
    input: Omit<SellerProductValues, 'stock'>,
    existing?: SellerProductRow,
  ) {
    const repository = createSellerProductsRepository(tx);
    const category = await repository.findCategory(input.category);
    if (!category) throw badRequest(SELLER_MESSAGES.categoryUnknown, { category: SELLER_MESSAGES.categoryUnknown });

    const known = new Set(
      existing ? [existing.image, ...existing.gallery, ...Object.values(existing.colorImages)] : [],
    );
    const requireUsable = async (url: string, field: string) => {
      if (known.has(url)) return;
      const upload = await checkOwnUpload(tx, media, url, sellerId);
      const message =
        upload === 'missing'
          ? SELLER_MESSAGES.uploadFirst
          : upload === 'not_yours'
            ? SELLER_MESSAGES.uploadNotYours
            : null;
      if (message) throw badRequest(message, { [field]: message });
    };
    await requireUsable(input.image, 'image');
    const gallery = [...new Set(input.gallery)];
    for (const url of gallery) await requireUsable(url, 'gallery');
    // A colour's picture is one of the seller's uploads, as the product's own pictures are.
    for (const [index, entry] of (input.colorImages ?? []).entries())
      await requireUsable(entry.image, `colorImages.${index}.image`);

    // Only one of the seller's own charts; left out, a saved product keeps the chart it has.
    if (input.sizeChartId) await checkSellerSizeChart(tx, sellerId, input.sizeChartId);

    const brand = await repository.sellerBrand(sellerId);
    if (!brand) throw notFound(SELLER_MESSAGES.profileNotFound);
    const sellerBrandName = brand.name ?? brand.profileBrandName;
    const brandName = input.brand || sellerBrandName;
    const price = input.price!;
    const names = [...new Set([category.topName, category.name])];
    const values = {
      categoryId: category.id,
      topCategoryId: category.topId,
      // Seller items carry their brand's slug as the website, so the brand page finds them.
      website: brand.slug ?? slugify(sellerBrandName),
      brandId: brand.id,
      brandName,
      name: input.name,
      description: input.description,
      price,
      originalPrice: input.originalPrice,
      sizes: input.sizes,
      colors: input.colors,
      keywords: input.keywords,
      image: input.image,
      gallery,
      videoUrl: input.videoUrl || null,
      sizeChartId: input.sizeChartId,
    };
    const description: ProductDescription = {
      fields: {
        name: input.name,
        description: input.description,
        longDescription: input.longDescription,
        brandName,
        price,
        originalPrice: input.originalPrice,
        discountPercent: input.discountPercent,
      },
      categoryNames: names,
    };
    return { values, description };
  }

  async function load(sellerId: string, productId: string): Promise<SellerProduct> {
    const row = await reader.find(sellerId, productId);
    if (!row) throw notFound(SELLER_MESSAGES.productNotFound);
    return toSellerProduct(row);
  }

  return {
    async list(sellerId: string, filter: SellerProductFilter, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        reader.list(sellerId, filter, pageSize, (page - 1) * pageSize),
        reader.count(sellerId, filter),
      ]);
      return { data: rows.map(toSellerProduct), page, pageSize, total };
    },

    async recent(sellerId: string, limit: number): Promise<SellerProduct[]> {
      return (await reader.list(sellerId, {}, limit)).map(toSellerProduct);
    },

    get: load,

    async create(sellerId: string, input: SellerProductValues): Promise<SellerProduct> {
      const id = await productWrites.transaction('seller', async (tx, writes) => {
        const { values, description } = await resolveColumns(tx, sellerId, input);
        const slug = `${slugify(input.name).slice(0, 80) || 'product'}-${crypto.randomBytes(3).toString('hex')}`;
        const row = await writes.create(tx, {
          values: { ...values, stock: input.stock, slug, sellerId, source: 'seller' },
          variantStock: input.variantStock,
          colorImages: input.colorImages,
          description,
          audit: { actorId: sellerId, action: 'product.create', after: auditView },
          announce: 'claimed',
        });
        return row.id;
      });
      return load(sellerId, id);
    },

    /**
     * Saves the form over the product it read: refused with 409 and the product as it is now when
     * anything changed it since (another save, a checkout, a cancel's restock); stock moves only by
     * the form's adjustment.
     */
    async update(sellerId: string, productId: string, input: SellerProductUpdateValues): Promise<SellerProduct> {
      await productWrites.transaction('seller', async (tx, writes) => {
        const repository = createSellerProductsRepository(tx);
        const changedSinceRead = async () => {
          const now = await repository.find(sellerId, productId);
          return now
            ? new ChangedSinceReadError(PRODUCT_CHANGED, PRODUCT_CHANGED_CODE, toSellerProduct(now))
            : notFound(SELLER_MESSAGES.productNotFound);
        };
        const existing = await repository.find(sellerId, productId);
        if (!existing) throw notFound(SELLER_MESSAGES.productNotFound);
        if (existing.version !== input.version) throw await changedSinceRead();
        const stockProblem = stockChangeProblem(existing.stock, input.stockChange);
        if (stockProblem) throw badRequest(stockProblem, { stockChange: stockProblem });
        const { values, description } = await resolveColumns(tx, sellerId, input, existing);
        const written = await writes.update(tx, {
          id: productId,
          values,
          description,
          stockChange: input.stockChange,
          variantStock: input.variantStock,
          colorImages: input.colorImages,
          expected: { version: input.version, sellerId },
          audit: { actorId: sellerId, action: 'product.update', before: auditView(existing), after: auditView },
          announce: 'claimed',
        });
        if (!written) throw await changedSinceRead();
      });
      return load(sellerId, productId);
    },

    async remove(sellerId: string, productId: string): Promise<void> {
      await productWrites.transaction('seller', async (tx, writes) => {
        const existing = await createSellerProductsRepository(tx).find(sellerId, productId);
        if (
          !existing ||
          !(await writes.remove(tx, {
            id: productId,
            sellerId,
            audit: { actorId: sellerId, action: 'product.delete', before: auditView(existing) },
          }))
        ) {
          throw notFound(SELLER_MESSAGES.productNotFound);
        }
      });
    },
  };
}

export type SellerProductsService = ReturnType<typeof createSellerProductsService>;
