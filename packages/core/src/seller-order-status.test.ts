import { describe, expect, it } from 'vitest';
import {
  canChangeSellerOrderStatus,
  nextSellerOrderStatuses,
  sellerOrderStatusesBefore,
  sellerOrderStatusRefusal,
} from './seller-order-status';

describe('seller order status rule', () => {
  it('follows pending → processing → shipped → delivered, with cancel from pending or processing', () => {
    expect(nextSellerOrderStatuses('pending')).toEqual(['processing', 'cancelled']);
    expect(nextSellerOrderStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextSellerOrderStatuses('shipped')).toEqual(['delivered']);
    expect(nextSellerOrderStatuses('delivered')).toEqual([]);
    expect(nextSellerOrderStatuses('cancelled')).toEqual([]);
    expect(canChangeSellerOrderStatus('pending', 'shipped')).toBe(false);
    expect(sellerOrderStatusesBefore('cancelled')).toEqual(['pending', 'processing']);
    expect(sellerOrderStatusesBefore('pending')).toEqual([]);
  });

  it('explains a refusal', () => {
    expect(sellerOrderStatusRefusal('shipped', 'cancelled')).toBe(
      'An order that is shipped can no longer be cancelled',
    );
    expect(sellerOrderStatusRefusal('pending', 'delivered')).toBe(
      'A pending order can only be marked Processing or Cancelled',
    );
  });
});
