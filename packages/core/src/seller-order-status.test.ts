import { describe, expect, it } from 'vitest';
import {
  canChangeSellerOrderStatus,
  nextSellerOrderStatuses,
  sellerOrderStatusesBefore,
  sellerOrderStatusRefusal,
} from './seller-order-status';

describe('seller order status rule', () => {
  it('follows pending → processing → shipped → delivered or refused at the door, with cancel from pending or processing', () => {
    expect(nextSellerOrderStatuses('pending')).toEqual(['processing', 'cancelled']);
    expect(nextSellerOrderStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextSellerOrderStatuses('shipped')).toEqual(['delivered', 'refused']);
    expect(nextSellerOrderStatuses('refused')).toEqual([]);
    expect(sellerOrderStatusesBefore('refused')).toEqual(['shipped']);
    expect(canChangeSellerOrderStatus('processing', 'refused')).toBe(false);
    expect(nextSellerOrderStatuses('delivered')).toEqual([]);
    expect(nextSellerOrderStatuses('cancelled')).toEqual([]);
    expect(canChangeSellerOrderStatus('pending', 'shipped')).toBe(false);
    expect(sellerOrderStatusesBefore('cancelled')).toEqual(['pending', 'processing']);
    expect(sellerOrderStatusesBefore('pending')).toEqual([]);
  });

  it('explains a refusal', () => {
    expect(sellerOrderStatusRefusal('refused', 'delivered')).toBe('An order refused at the door cannot be changed');
    expect(sellerOrderStatusRefusal('processing', 'refused')).toBe(
      'A processing order can only be marked Shipped or Cancelled',
    );
    expect(sellerOrderStatusRefusal('shipped', 'cancelled')).toBe(
      'An order that is shipped can no longer be cancelled',
    );
    expect(sellerOrderStatusRefusal('pending', 'delivered')).toBe(
      'A pending order can only be marked Processing or Cancelled',
    );
  });
});
