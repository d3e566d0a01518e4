import type { CartQuote } from '@onsale/core/contracts/checkout';
import { describe, expect, it } from 'vitest';
import type { BagLine } from '../../../lib/bag/bag-store';
import { LINE_STATUS_TEXT, priceBag } from './priced-bag';

const line = (id: string, price: number, quantity: number, size: string | null = null): BagLine => ({
  id,
  slug: id,
  name: `Product ${id}`,
  image: '',
  brand: 'Brand',
  website: 'brand',
  size,
  color: null,
  price,
  quantity,
  stock: 10,
  addedAt: '2026-01-01T00:00:00.000Z',
});

const quoted = (
  productId: string,
  price: number,
  stock: number | null,
  size = '',
  choose: 'size' | 'color' | null = null,
): CartQuote['lines'][number] => ({
  productId,
  size,
  color: '',
  quantity: 1,
  status: stock === null ? 'gone' : 'available',
  product:
    stock === null
      ? null
      : {
          slug: productId,
          name: `Now ${productId}`,
          brand: 'Brand',
          website: 'brand',
          image: '',
          price,
          originalPrice: null,
          stock,
          choose,
        },
  lineTotal: price,
});

const quote = (lines: CartQuote['lines']): CartQuote => ({
  lines,
  totals: { subtotal: 0, shipping: 0, discount: 0, tax: 0, total: 0 },
  coupon: null,
  couponError: null,
});

describe('priceBag', () => {
  it('uses the server’s prices and the core totals: shipping per line, coupon on the subtotal', () => {
    const bag = priceBag(
      [line('a', 1, 2, 'M'), line('b', 1, 1)],
      quote([quoted('a', 200_000, 5, 'M'), quoted('b', 149_999, 5)]),
      20,
    );
    expect(bag.lines.map((l) => [l.status, l.price, l.lineTotal, l.priceChanged])).toEqual([
      ['available', 200_000, 400_000, true],
      ['available', 149_999, 149_999, true],
    ]);
    expect(bag.totals).toEqual({ subtotal: 549_999, shipping: 50_000, discount: 110_000, tax: 0, total: 489_999 });
    expect(bag.orderable).toBe(true);
  });

  it('flags gone, out-of-stock and short lines and leaves them out of the totals', () => {
    const bag = priceBag(
      [line('a', 100, 3), line('b', 100, 1), line('c', 100, 1), line('d', 100, 1)],
      quote([quoted('a', 100, 2), quoted('b', 100, 0), quoted('c', 100, null), quoted('d', 100, 9)]),
      0,
    );
    expect(bag.lines.map((l) => l.status)).toEqual(['short', 'out_of_stock', 'gone', 'available']);
    expect(bag.totals.subtotal).toBe(100);
    expect(bag.totals.shipping).toBe(25_000);
    expect(bag.orderable).toBe(false);
  });

  it('asks for a size on a line kept from before its product was split by size', () => {
    const bag = priceBag([line('a', 100, 1)], quote([quoted('a', 100, 0, '', 'size')]), 0);
    expect(bag.lines[0]).toMatchObject({ status: 'choose', choose: 'size' });
    expect(LINE_STATUS_TEXT.choose(bag.lines[0]!)).toBe("Choose a size on the item's page to order it.");
    expect(bag.orderable).toBe(false);
  });

  it('shows the bag’s own prices, unchecked, until the server answers', () => {
    const bag = priceBag([line('a', 5_000, 2)], undefined, 0);
    expect(bag.lines[0]).toMatchObject({ status: 'unchecked', price: 5_000, lineTotal: 10_000 });
    expect(bag.orderable).toBe(true);
  });
});
