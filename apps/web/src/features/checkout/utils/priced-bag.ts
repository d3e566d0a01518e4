import { bagLineKey, bagLineStatus, bagTotals, type BagLineStatus, type BagTotals } from '@onsale/core/bag';
import type { CartQuote } from '@onsale/core/contracts/checkout';
import type { BagLine } from '../../../lib/bag/bag-store';

export interface PricedBagLine {
  key: string;
  line: BagLine;
  name: string;
  brand: string;
  image: string;
  website: string;
  slug: string;
  /** paisa per unit: the server's when the quote has it, else what the bag remembered */
  price: number;
  stock: number;
  /** 'unchecked' until the server has answered (or when it could not) */
  status: BagLineStatus | 'unchecked';
  /** what the line has yet to choose, its product's stock split by size or colour since it was added */
  choose: 'size' | 'color' | null;
  lineTotal: number;
  priceChanged: boolean;
}

export interface PricedBag {
  lines: PricedBagLine[];
  /** over the lines that can be ordered as they are */
  totals: BagTotals;
  /** every line can be ordered as it is */
  orderable: boolean;
}

const quoteKey = (line: CartQuote['lines'][number]) =>
  bagLineKey({ id: line.productId, size: line.size || null, color: line.color || null });

/**
 * The bag with the server's current prices and stock, by the shop's rules in core: each line's
 * status for the quantity in the bag now, and the totals of what can be ordered.
 */
export function priceBag(lines: readonly BagLine[], quote: CartQuote | undefined, couponPercent: number): PricedBag {
  const quoted = new Map((quote?.lines ?? []).map((line) => [quoteKey(line), line]));
  const priced = lines.map((line): PricedBagLine => {
    const key = bagLineKey(line);
    const fresh = quoted.get(key);
    const product = fresh?.product ?? null;
    const status = !fresh
      ? 'unchecked'
      : bagLineStatus(product ? product.stock : null, line.quantity, product?.choose ?? null);
    const price = product?.price ?? line.price;
    return {
      key,
      line,
      name: product?.name ?? line.name,
      brand: product?.brand ?? line.brand,
      image: product?.image ?? line.image,
      website: product?.website ?? line.website,
      slug: product?.slug ?? line.slug,
      price,
      stock: product?.stock ?? (fresh ? 0 : line.stock),
      status,
      choose: product?.choose ?? null,
      lineTotal: price * line.quantity,
      priceChanged: product !== null && product.price !== line.price,
    };
  });
  const counted = priced.filter((line) => line.status === 'available' || line.status === 'unchecked');
  return {
    lines: priced,
    totals: bagTotals(
      counted.map((line) => ({ price: line.price, quantity: line.line.quantity })),
      couponPercent,
    ),
    orderable: priced.length > 0 && counted.length === priced.length,
  };
}

export const LINE_STATUS_TEXT: Record<Exclude<BagLineStatus, 'available'>, (line: PricedBagLine) => string> = {
  gone: () => 'This item is no longer available.',
  choose: (line) => `Choose a ${line.choose === 'color' ? 'colour' : 'size'} on the item's page to order it.`,
  out_of_stock: (line) => (line.line.size ? `Size ${line.line.size} is sold out.` : 'Out of stock.'),
  short: (line) => `Only ${line.stock} left in stock.`,
};
