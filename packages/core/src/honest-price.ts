/**
 * The honest-discount rule (decision 0031). The database keeps the shown figures on every price
 * change with the same rule (migration 0016's honest_price); this one explains them to sellers and
 * admins, and lets the seller's form show what a new price would do before it is saved.
 */
import { DISCOUNT_CORRECTIONS, type DiscountCorrection, type HonestDiscount } from './contracts/prices';
import { formatRupees } from './money';
import { discountPercentOf } from './pricing';

export const DAY_MS = 86_400_000;
export const LOWEST_PRICE_WINDOW_MS = 30 * DAY_MS;

/** One recorded price, in force from `at` (ms since the epoch) until the next one. */
export interface PriceChange {
  at: number;
  price: number;
  originalPrice: number | null;
}

export interface HonestPriceInput {
  /** every recorded change before now, any order */
  history: PriceChange[];
  price: number;
  originalPrice: number | null;
  /** the discount percent the prices make, or the one stated without an original price */
  claimedDiscountPercent: number;
  /** when the price took (or takes) effect: now, for a price being saved */
  at: number;
  minDays: number;
}

export interface HonestPrice {
  shownOriginalPrice: number | null;
  shownDiscountPercent: number;
  lowestPrice30d: number | null;
  originalChargedDays: number;
  correction: DiscountCorrection | null;
}

/** The original price a discount claims: the stated one, or the one a stated percent implies. */
export function claimedOriginalOf(
  price: number,
  originalPrice: number | null,
  claimedDiscountPercent: number,
): number | null {
  if (originalPrice != null && originalPrice > price && price > 0) return originalPrice;
  if ((originalPrice == null || originalPrice <= 0) && claimedDiscountPercent > 0 && claimedDiscountPercent < 100)
    return Math.round((price * 100) / (100 - claimedDiscountPercent));
  return null;
}

export function honestPrice(input: HonestPriceInput): HonestPrice {
  const before = input.history.filter((h) => h.at < input.at).sort((a, b) => a.at - b.at);
  // The current price took effect when the price last became what it is.
  let runStart = input.at;
  for (let i = before.length - 1; i >= 0 && before[i]!.price === input.price; i--) runStart = before[i]!.at;
  const windowStart = runStart - LOWEST_PRICE_WINDOW_MS;
  const claim = claimedOriginalOf(input.price, input.originalPrice, input.claimedDiscountPercent);

  let lowest: number | null = null;
  let chargedMs = 0;
  const earlier = before.filter((h) => h.at < runStart);
  earlier.forEach((point, i) => {
    const from = Math.max(point.at, windowStart);
    const to = i + 1 < earlier.length ? earlier[i + 1]!.at : runStart;
    if (to <= from) return;
    if (lowest == null || point.price < lowest) lowest = point.price;
    if (claim != null && point.price >= claim) chargedMs += to - from;
  });
  const originalChargedDays = Math.min(30, Math.floor(chargedMs / DAY_MS));

  if (claim == null || input.minDays <= 0 || chargedMs >= input.minDays * DAY_MS) {
    return {
      shownOriginalPrice: input.originalPrice,
      shownDiscountPercent: input.claimedDiscountPercent,
      lowestPrice30d: lowest,
      originalChargedDays,
      correction: null,
    };
  }
  const low: number | null = lowest;
  const shownOriginalPrice = low != null && low > input.price && input.price > 0 ? low : null;
  return {
    shownOriginalPrice,
    shownDiscountPercent: shownOriginalPrice == null ? 0 : discountPercentOf(shownOriginalPrice, input.price),
    lowestPrice30d: lowest,
    originalChargedDays,
    correction: chargedMs === 0 ? DISCOUNT_CORRECTIONS[0] : DISCOUNT_CORRECTIONS[1],
  };
}

/** Why a discount is shown differently from its claim, in the seller's and admin's words. */
export function correctionReason(result: HonestPrice, claimedOriginal: number | null, minDays: number): string | null {
  if (result.correction == null || claimedOriginal == null) return null;
  const charged =
    result.correction === 'never-charged'
      ? `The original price ${formatRupees(claimedOriginal)} was not charged in the 30 days before this price`
      : `The original price ${formatRupees(claimedOriginal)} was charged on ${result.originalChargedDays} of the 30 days before this price (${minDays} needed)`;
  const shown =
    result.shownOriginalPrice == null
      ? 'so shoppers see no discount.'
      : `so shoppers see ${result.shownDiscountPercent}% off ${formatRupees(result.shownOriginalPrice)}, the lowest earlier price.`;
  return `${charged}, ${shown}`;
}

/** The seller's and admin's view of the rule on a product. */
export function honestDiscountOf(input: HonestPriceInput): HonestDiscount {
  const result = honestPrice(input);
  const claimed = claimedOriginalOf(input.price, input.originalPrice, input.claimedDiscountPercent);
  return {
    claimedOriginalPrice: input.originalPrice,
    claimedDiscountPercent: input.claimedDiscountPercent,
    shownOriginalPrice: result.shownOriginalPrice,
    shownDiscountPercent: result.shownDiscountPercent,
    lowestPrice30d: result.lowestPrice30d,
    originalChargedDays: result.originalChargedDays,
    minDays: input.minDays,
    correction: result.correction,
    reason: correctionReason(result, claimed, input.minDays),
  };
}

/** A product's prices as the seller stated them and as the rule shows them to shoppers. */
export interface ShownDiscount {
  price: number;
  originalPrice: number | null;
  claimedDiscountPercent: number;
  shownOriginalPrice: number | null;
  shownDiscountPercent: number;
  originalChargedDays: number;
  correction: DiscountCorrection | null;
  minDays: number;
}

/** "30% off Rs. 3,000", or "no discount": a discount as shoppers see it. */
export const discountWords = (percent: number, originalPrice: number | null): string =>
  percent > 0 && originalPrice != null ? `${percent}% off ${formatRupees(originalPrice)}` : 'no discount';

/**
 * What the seller is told when shoppers do not see the discount they stated: what shoppers see,
 * why, and what makes the stated discount show. A discount shows once its original price has been
 * charged on `minDays` of the 30 days before the sale price, so there is no date to wait for: the
 * original price is charged first, then lowered. Null when shoppers see what the seller stated.
 */
export function shopperDiscountNote(product: ShownDiscount): string | null {
  const claimed = claimedOriginalOf(product.price, product.originalPrice, product.claimedDiscountPercent);
  const reason = correctionReason(
    {
      shownOriginalPrice: product.shownOriginalPrice,
      shownDiscountPercent: product.shownDiscountPercent,
      lowestPrice30d: null,
      originalChargedDays: product.originalChargedDays,
      correction: product.correction,
    },
    claimed,
    product.minDays,
  );
  if (reason == null || claimed == null) return null;
  const stated = discountWords(product.claimedDiscountPercent, claimed);
  return `${reason} Shoppers will see ${stated} once ${formatRupees(claimed)} has been charged on ${product.minDays} of the 30 days before the sale price: charge ${formatRupees(claimed)} for ${product.minDays} days, then lower the price.`;
}
