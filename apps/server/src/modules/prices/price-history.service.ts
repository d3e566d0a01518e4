import type { Paged } from '@onsale/core/contracts/api';
import type {
  CorrectedProduct,
  DiscountCorrection,
  HonestDiscount,
  OwnedPriceHistory,
  PriceHistory,
} from '@onsale/core/contracts/prices';
import { PRICE_HISTORY_DAYS } from '@onsale/core/contracts/prices';
import { claimedOriginalOf, correctionReason } from '@onsale/core/honest-price';
import { windowPoints } from '@onsale/core/price-history';
import type { Executor } from '../../db/client';
import { createPriceHistoryRepository, type HistoryRow, type PriceColumns } from './price-history.repository';

/** The first point starts the chart: the price in force 90 days ago is drawn from then, not from when it was set. */
const chartPoints = (rows: HistoryRow[], days: number): HistoryRow[] => windowPoints(rows, days, Date.now());

/** What the rule decided for a product (kept on it by the database), with the reason in words. */
export function honestDiscountOf(
  row: Omit<PriceColumns, 'id' | 'sellerId' | 'priceChangedAt'>,
  minDays: number,
): HonestDiscount {
  const correction = row.discountCorrection as DiscountCorrection | null;
  const result = {
    shownOriginalPrice: row.shownOriginalPrice,
    shownDiscountPercent: row.discountPercent,
    lowestPrice30d: row.lowestPrice30d,
    originalChargedDays: row.originalChargedDays,
    correction,
  };
  return {
    claimedOriginalPrice: row.originalPrice,
    claimedDiscountPercent: row.claimedDiscountPercent,
    ...result,
    minDays,
    reason: correctionReason(
      result,
      claimedOriginalOf(row.price, row.originalPrice, row.claimedDiscountPercent),
      minDays,
    ),
  };
}

export function createPriceHistoryService(db: Executor) {
  const repository = createPriceHistoryRepository(db);
  return {
    /** The public chart: 90 days of prices, no sources. */
    async publicHistory(productId: string, lowestPrice30d: number | null): Promise<PriceHistory> {
      const rows = chartPoints(await repository.since(productId, PRICE_HISTORY_DAYS), PRICE_HISTORY_DAYS);
      return {
        points: rows.map((r) => ({ at: r.at.toISOString(), price: r.price, originalPrice: r.originalPrice })),
        lowestPrice30d,
      };
    },

    /** The seller's or admin's view; undefined when the product is not there (or, with `sellerId`, not theirs). */
    async ownedHistory(productId: string, sellerId?: string): Promise<OwnedPriceHistory | undefined> {
      const product = await repository.product(productId);
      if (!product || (sellerId !== undefined && product.sellerId !== sellerId)) return undefined;
      const [rows, minDays] = await Promise.all([
        repository.since(productId, PRICE_HISTORY_DAYS),
        repository.minDays(),
      ]);
      return {
        points: chartPoints(rows, PRICE_HISTORY_DAYS).map((r) => ({
          at: r.at.toISOString(),
          price: r.price,
          originalPrice: r.originalPrice,
          source: r.source,
        })),
        lowestPrice30d: product.lowestPrice30d,
        honestDiscount: honestDiscountOf(product, minDays),
      };
    },

    async corrected(page: number, pageSize: number): Promise<Paged<CorrectedProduct>> {
      const [{ rows, total }, minDays] = await Promise.all([
        repository.corrected(page, pageSize),
        repository.minDays(),
      ]);
      return {
        page,
        pageSize,
        total,
        data: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          brand: row.brand,
          image: row.image,
          sellerId: row.sellerId,
          price: row.price,
          honestDiscount: honestDiscountOf(row, minDays),
          priceChangedAt: row.priceChangedAt.toISOString(),
        })),
      };
    },

    async correctedCount(): Promise<number> {
      return (await repository.corrected(1, 1)).total;
    },
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
