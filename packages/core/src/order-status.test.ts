import { describe, expect, it } from 'vitest';
import {
  BUYER_DELIVERY_WORDS,
  BUYER_ORDER_STATUS_BADGES,
  BUYER_ORDER_STATUS_LABELS,
  BUYER_ORDER_STATUSES,
  buyerOrderStatus,
  normaliseBuyerOrderStatus,
  normaliseOrderStatus,
  ORDER_STATUSES,
  orderTimeline,
  type BuyerOrderStatus,
} from './order-status';

describe('buyerOrderStatus', () => {
  // Every pair of seller order statuses, each way round.
  it.each([
    ['pending', 'pending', 'pending'],
    ['pending', 'processing', 'pending'],
    ['pending', 'shipped', 'partly_shipped'],
    ['pending', 'delivered', 'partly_delivered'],
    ['pending', 'cancelled', 'pending'],
    ['processing', 'processing', 'processing'],
    ['processing', 'shipped', 'partly_shipped'],
    ['processing', 'delivered', 'partly_delivered'],
    ['processing', 'cancelled', 'processing'],
    ['shipped', 'shipped', 'shipped'],
    ['shipped', 'delivered', 'partly_delivered'],
    ['shipped', 'cancelled', 'shipped'],
    ['delivered', 'delivered', 'delivered'],
    ['delivered', 'cancelled', 'delivered'],
    ['cancelled', 'cancelled', 'cancelled'],
    ['pending', 'refused', 'pending'],
    ['processing', 'refused', 'processing'],
    ['shipped', 'refused', 'shipped'],
    ['delivered', 'refused', 'delivered'],
    ['cancelled', 'refused', 'refused'],
    ['refused', 'refused', 'refused'],
  ] as const)('%s + %s → %s', (a, b, expected) => {
    expect(buyerOrderStatus([a, b])).toBe(expected);
    expect(buyerOrderStatus([b, a])).toBe(expected);
  });

  it.each([
    [[], 'pending'],
    [['pending'], 'pending'],
    [['shipped'], 'shipped'],
    [['cancelled'], 'cancelled'],
    [['shipped', 'shipped', 'pending'], 'partly_shipped'],
    [['shipped', 'shipped', 'cancelled'], 'shipped'],
    [['delivered', 'shipped', 'processing'], 'partly_delivered'],
    [['delivered', 'delivered', 'cancelled'], 'delivered'],
    [['processing', 'processing', 'pending'], 'pending'],
    [['processing', 'cancelled', 'cancelled'], 'processing'],
    [['cancelled', 'cancelled', 'cancelled'], 'cancelled'],
    [['refused'], 'refused'],
    [['refused', 'cancelled', 'cancelled'], 'refused'],
    [['refused', 'shipped', 'pending'], 'partly_shipped'],
    [['refused', 'delivered', 'shipped'], 'partly_delivered'],
    [['on hold', 'shipped'], 'partly_shipped'],
    [['in progress'], 'processing'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(buyerOrderStatus(statuses)).toBe(expected);
  });

  it('never claims a step that a live part has not reached, for every order of three parts', () => {
    const rank: Record<string, number> = { pending: 0, processing: 1, shipped: 2, delivered: 3 };
    // A "partly" status claims in full only what every part has: being placed.
    const claimed: Record<BuyerOrderStatus, number> = {
      pending: 0,
      processing: 1,
      partly_shipped: 0,
      shipped: 2,
      partly_delivered: 0,
      delivered: 3,
      cancelled: 0,
      refused: 0,
    };
    for (const a of ORDER_STATUSES)
      for (const b of ORDER_STATUSES)
        for (const c of ORDER_STATUSES) {
          const status = buyerOrderStatus([a, b, c]);
          const live = [a, b, c].filter((s) => s !== 'cancelled' && s !== 'refused');
          if (live.length === 0) {
            // Nothing still going: refused when a part was refused at the door, else cancelled.
            expect(status).toBe([a, b, c].includes('refused') ? 'refused' : 'cancelled');
            continue;
          }
          // The step every live part has reached is at least the one the status claims in full...
          expect(Math.min(...live.map((s) => rank[s]!))).toBeGreaterThanOrEqual(claimed[status]);
          // ...and a "partly" status is one the most advanced part really reached.
          if (status === 'partly_shipped') expect(live).toContain('shipped');
          if (status === 'partly_delivered') expect(live).toContain('delivered');
        }
  });

  it('labels and colours every status the same wherever it is shown', () => {
    for (const status of BUYER_ORDER_STATUSES) {
      expect(BUYER_ORDER_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
      expect(BUYER_ORDER_STATUS_BADGES[status]).toBeTruthy();
    }
    expect(BUYER_ORDER_STATUS_LABELS.partly_shipped).toBe('Partly shipped');
    expect(BUYER_ORDER_STATUS_BADGES.partly_shipped).toBe('info');
    expect(BUYER_ORDER_STATUS_BADGES.partly_delivered).toBe('primary');
  });

  it('reads back a status it answered, and anything unknown as pending', () => {
    expect(normaliseBuyerOrderStatus('partly_shipped')).toBe('partly_shipped');
    expect(normaliseBuyerOrderStatus('Shipped')).toBe('shipped');
    expect(normaliseBuyerOrderStatus('lost')).toBe('pending');
  });
});

describe('normaliseOrderStatus', () => {
  it('shows anything unknown as pending', () => {
    expect(normaliseOrderStatus('Shipped')).toBe('shipped');
    expect(normaliseOrderStatus('lost')).toBe('pending');
    expect(normaliseOrderStatus(null)).toBe('pending');
  });
});

describe('orderTimeline', () => {
  const placedAt = '2026-01-01T10:00:00.000Z';
  const reached = (status: string) =>
    orderTimeline(status, { placedAt })
      .filter((e) => e.reached)
      .map((e) => e.step);
  it('reaches the steps the spec names for each status', () => {
    expect(reached('pending')).toEqual(['placed']);
    expect(reached('processing')).toEqual(['placed', 'processing']);
    expect(reached('shipped')).toEqual(['placed', 'processing', 'shipped']);
    expect(reached('delivered')).toEqual(['placed', 'processing', 'shipped', 'delivered']);
    expect(reached('cancelled')).toEqual(['placed', 'cancelled']);
    expect(reached('refused')).toEqual(['placed', 'processing', 'shipped', 'refused']);
  });
  it('shows a part refused at the door after its shipping, in words', () => {
    const refusedAt = '2026-01-03T10:00:00.000Z';
    const last = orderTimeline('refused', { placedAt, refusedAt }).at(-1);
    expect(last).toEqual({ step: 'refused', label: 'Refused at the door', reached: true, at: refusedAt });
  });
  it('always starts with Order Placed at the order time', () => {
    expect(orderTimeline('pending', { placedAt })[0]).toEqual({
      step: 'placed',
      label: 'Order Placed',
      reached: true,
      at: placedAt,
    });
  });
});

describe('BUYER_DELIVERY_WORDS', () => {
  it('says an order was delivered once it was, and is no longer on its way once cancelled or refused', () => {
    expect(BUYER_DELIVERY_WORDS.shipped).toBe('Delivering to');
    expect(BUYER_DELIVERY_WORDS.partly_delivered).toBe('Delivering to');
    expect(BUYER_DELIVERY_WORDS.delivered).toBe('Delivered to');
    expect(BUYER_DELIVERY_WORDS.cancelled).toBe('Was to be delivered to');
  });
});
