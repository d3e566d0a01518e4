import { colorImagesMap, keptColorImages, type ColorImage } from '@onsale/core/color-images';
import { MAX_STOCK } from '@onsale/core/contracts/product-form';
import {
  changedVariantStock,
  stockOfVariants,
  type VariantStock,
  type VariantStockChange,
} from '@onsale/core/variants';
import type { Database, Executor, Transaction } from '../../db/client';
import { badRequest } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import { tellWishlistAlerts } from '../engagement/alerts.service';
import { productWritten } from '../engagement/product-written';
import { tellSizeAlerts } from '../engagement/size-alerts.service';
import { namePriceSource } from '../prices/price-rule.repository';
import type { CatalogueChanged } from './catalogue-changes';
import { derivedProductColumns, type ProductFields, type ProductInsert } from './product-row';
import { createProductVariantsRepository } from './product-variants.repository';
import { createProductWritesRepository, type ProductRow, type ProductValues } from './product-writes.repository';

/** Who writes: the price history names them (decision 0031). */
export type ProductWriteSource = 'seller' | 'admin' | 'import';

/** What the derived columns are made of: the product's words and prices, and its category names (top first). */
export interface ProductDescription {
  fields: ProductFields;
  categoryNames: string[];
}

/** The colours' pictures as stored, or a 400 naming each refused (`colorImages.N.color`). */
function colorImagesAfter(
  colors: readonly string[],
  current: Readonly<Record<string, string>>,
  given: readonly ColorImage[] | undefined,
): Record<string, string> {
  if (!given) return keptColorImages(colors, current);
  const { map, problems } = colorImagesMap(colors, given);
  if (problems.size > 0)
    throw badRequest(
      [...problems.values()].join('; '),
      Object.fromEntries([...problems].map(([index, message]) => [`colorImages.${index}.color`, message])),
    );
  return map;
}

/** The audit entry of a write: the writer's own view of the product before, and of the row written. */
export interface ProductAudit {
  actorId: string;
  action: string;
  before?: Record<string, unknown>;
  after?: (written: ProductRow) => Record<string, unknown>;
}

/**
 * The discount a brand's followers hear of: the one the seller's form states ('claimed'), or the
 * one shoppers are shown after the honest-price rule ('shown', the admin's and the imports').
 */
export type AnnouncedDiscount = 'claimed' | 'shown';

type DerivedColumns = keyof ReturnType<typeof derivedProductColumns>;

export interface NewProduct {
  values: Omit<ProductInsert, DerivedColumns | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
  /** its first stock per size and colour (from 0): `values.stock` becomes their sum */
  variantStock?: readonly VariantStockChange[];
  /** a picture per colour, each checked by the caller as its other pictures are */
  colorImages?: readonly ColorImage[];
  description: ProductDescription;
  audit: ProductAudit;
  announce: AnnouncedDiscount;
}

export interface ProductChange {
  id: string;
  values: Omit<ProductValues, DerivedColumns>;
  /** Given when the words, prices or category change: the derived columns follow. */
  description?: ProductDescription;
  /** Moves the stock by a difference, never to a count. */
  stockChange?: number;
  /** Moves the stock of sizes and colours by differences; splits a product's stock that is not split yet. */
  variantStock?: readonly VariantStockChange[];
  /**
   * Sets the stock of each size and colour to a count (0 for a cell not named), as an import's
   * feed states it; splits a product's stock that is not split yet. Never with `variantStock`.
   */
  variantCounts?: readonly VariantStock[];
  /** Replaces the colours' pictures; left out, they stay, less those of colours no longer offered. */
  colorImages?: readonly ColorImage[];
  /** Only the seller's product still at the version the form read; otherwise nothing is written. */
  expected?: { version: number; sellerId: string };
  audit: ProductAudit;
  announce: AnnouncedDiscount;
}

export interface ProductRemoval {
  id: string;
  /** Only this seller's product. */
  sellerId?: string;
  audit: ProductAudit;
}

/** The product writes of one transaction; each takes the transaction (or a savepoint of it) it runs in. */
export interface ProductWriter {
  create(tx: Executor, product: NewProduct): Promise<ProductRow>;
  /** The row written, or nothing when the product is gone or not at the expected version. */
  update(tx: Executor, change: ProductChange): Promise<ProductRow | undefined>;
  /** False when there was no such product (of that seller). */
  remove(tx: Executor, removal: ProductRemoval): Promise<boolean>;
  /** A review written, edited, hidden or shown again moves its product's rating totals by a difference. */
  adjustRating(tx: Executor, productId: string, sumDelta: number, countDelta: number): Promise<void>;
  /** A cancelled seller order's quantities go back on its products; their wishlist alerts of a return to stock are told. */
  restock(tx: Executor, sellerOrderId: string): Promise<void>;
  /**
   * Takes (a negative difference) or puts back one size × colour of a product, for a return's
   * exchange: false, and nothing changed, when there is not that much in stock or the product is gone.
   */
  moveStock(
    tx: Executor,
    line: { productId: string; size: string; color: string; difference: number },
  ): Promise<boolean>;
}

/** A product-wide stock change sent for a product whose stock is split. */
export const SPLIT_STOCK = "This product's stock is kept per size and colour: change the stock of each";

/** The variants after the changes, or a 400 naming each change refused (`variantStock.N.change`). */
function variantsAfter(
  sizes: readonly string[],
  colors: readonly string[],
  current: readonly VariantStock[],
  changes: readonly VariantStockChange[],
): VariantStock[] {
  const { variants, problems } = changedVariantStock(sizes, colors, current, changes, MAX_STOCK);
  if (problems.size > 0)
    throw badRequest(
      [...problems.values()].join('; '),
      Object.fromEntries([...problems].map(([index, message]) => [`variantStock.${index}.change`, message])),
    );
  return variants;
}

/** The audit entry of a product write, with the row written (none for a removal). */
const audited = (tx: Executor, { actorId, action, before, after }: ProductAudit, entityId: string, row?: ProductRow) =>
  recordAudit(tx, { actorId, action, entity: 'product', entityId, before, after: row && after?.(row) });

const announced = (row: ProductRow, discount: AnnouncedDiscount) => ({
  ...row,
  discountPercent: discount === 'claimed' ? row.claimedDiscountPercent : row.discountPercent,
});

/**
 * The catalogue's one product-write path, used by the seller's, the admin's and the imports'
 * services alike; each checks its own permissions and ownership inside `transaction` before
 * writing. Every write, in this order:
 * 1. derives the columns the shop's rules make of the product (discount, on-sale, clean HTML, search text);
 * 2. writes, in a transaction that names its writer; the database's triggers apply the
 *    honest-price rule and record the price history in the same statement (decision 0031);
 * 3. records the audit entry;
 * 4. tells the brand's followers of a new product or a bigger discount, and the wishlist alerts of
 *    a price drop or a return to stock;
 * 5. once the transaction is committed, tells the catalogue which products changed, so every
 *    node forgets the stale answers.
 */
export function createProductWriteService({
  db,
  catalogueChanged,
}: {
  db: Database;
  catalogueChanged: CatalogueChanged;
}) {
  function writer(written: Set<string>): ProductWriter {
    async function tell(tx: Executor, row: ProductRow, discount: AnnouncedDiscount, before?: ProductRow) {
      await productWritten(tx, {
        product: announced(row, discount),
        ...(before ? { previousDiscountPercent: announced(before, discount).discountPercent } : {}),
      });
    }

    return {
      async create(tx, { values, variantStock, colorImages, description, audit, announce }) {
        const variants = variantStock && variantsAfter(values.sizes ?? [], values.colors ?? [], [], variantStock);
        const row = await createProductWritesRepository(tx).insert({
          ...values,
          colorImages: colorImagesAfter(values.colors ?? [], {}, colorImages),
          ...(variants ? { stock: stockOfVariants(variants) } : {}),
          ...derivedProductColumns(description.fields, description.categoryNames),
        });
        if (variants) await createProductVariantsRepository(tx).replace(row.id, variants);
        written.add(row.id);
        await audited(tx, audit, row.id, row);
        await tell(tx, row, announce);
        return row;
      },

      async update(
        tx,
        { id, values, description, stockChange, variantStock, variantCounts, colorImages, expected, audit, announce },
      ) {
        const repository = createProductWritesRepository(tx);
        const variantRepository = createProductVariantsRepository(tx);
        const before = await repository.lock(id);
        if (!before) return undefined;
        // Split stock follows the sizes and colours offered, and only moves cell by cell.
        const current = await variantRepository.lock(id);
        const sizes = values.sizes ?? before.sizes;
        const colors = values.colors ?? before.colors;
        if (variantCounts && variantStock) throw new Error('A product write sets counts or moves stock, not both');
        const variants = variantCounts
          ? variantsAfter(
              sizes,
              colors,
              [],
              variantCounts.map(({ size, color, stock }) => ({ size, color, change: stock })),
            )
          : current.length > 0 || variantStock
            ? variantsAfter(sizes, colors, current, variantStock ?? [])
            : undefined;
        if (variants && stockChange) throw badRequest(SPLIT_STOCK, { stockChange: SPLIT_STOCK });
        // A colour keeps its picture while the product offers it.
        const pictures =
          colorImages || values.colors
            ? { colorImages: colorImagesAfter(values.colors ?? before.colors, before.colorImages, colorImages) }
            : {};
        const derived = description ? derivedProductColumns(description.fields, description.categoryNames) : {};
        const row = await repository.update(
          id,
          { ...values, ...pictures, ...derived, ...(variants ? { stock: stockOfVariants(variants) } : {}) },
          { stockChange: variants ? 0 : stockChange, expected },
        );
        if (!row) return undefined;
        if (variants) {
          await variantRepository.replace(id, variants);
          await tellSizeAlerts(tx, [id]);
        }
        written.add(id);
        await audited(tx, audit, id, row);
        await tell(tx, row, announce, before);
        return row;
      },

      async remove(tx, { id, sellerId, audit }) {
        if (!(await createProductWritesRepository(tx).delete(id, sellerId))) return false;
        written.add(id);
        await audited(tx, audit, id);
        return true;
      },

      async adjustRating(tx, productId, sumDelta, countDelta) {
        await createProductWritesRepository(tx).adjustRating(productId, sumDelta, countDelta);
        written.add(productId);
      },

      async restock(tx, sellerOrderId) {
        const repository = createProductWritesRepository(tx);
        await repository.lockOrderProducts(sellerOrderId);
        await createProductVariantsRepository(tx).restock(sellerOrderId);
        const productIds = await repository.restock(sellerOrderId);
        for (const id of productIds) written.add(id);
        await tellWishlistAlerts(tx, productIds);
        await tellSizeAlerts(tx, productIds);
      },

      async moveStock(tx, { productId, size, color, difference }) {
        const repository = createProductWritesRepository(tx);
        if (!(await repository.lock(productId))) return false;
        const variants = createProductVariantsRepository(tx);
        if ((await variants.isSplit(productId)) && !(await variants.move(productId, size, color, difference)))
          return false;
        if (!(await repository.moveStock(productId, difference))) return false;
        written.add(productId);
        if (difference > 0) {
          await tellWishlistAlerts(tx, [productId]);
          await tellSizeAlerts(tx, [productId]);
        }
        return true;
      },
    };
  }

  return {
    /**
     * Runs `work` in one transaction with the writer of its product writes; once it is committed,
     * the catalogue hears which products changed (their pages and the lists showing them).
     * `source` names who changes prices in it, for the price history; none for writes that change
     * no price (ratings, restocks).
     */
    async transaction<T>(
      source: ProductWriteSource | null,
      work: (tx: Transaction, writes: ProductWriter) => Promise<T>,
    ): Promise<T> {
      const written = new Set<string>();
      const result = await db.transaction(async (tx) => {
        if (source) await namePriceSource(tx, source);
        return work(tx, writer(written));
      });
      if (written.size > 0) catalogueChanged({ productIds: [...written], listsChanged: true });
      return result;
    },
  };
}

export type ProductWriteService = ReturnType<typeof createProductWriteService>;
