import { describe, expect, it } from 'vitest';
import {
  cashOnDeliveryRule,
  CONFIRM_BY_CALL_MESSAGE,
  customerSignal,
  SUGGESTED_CASH_ON_DELIVERY_SETTINGS as settings,
  NEW_PHONE_RECORD,
  refusalsInWindow,
} from './cash-on-delivery';

const now = new Date('2026-06-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const confirmed = { confirmed: 1, delivered: 3, refusedAt: [] };

describe('refusalsInWindow', () => {
  it('counts the refusals of the last 90 days only', () => {
    expect(refusalsInWindow({ refusedAt: [daysAgo(120), daysAgo(91), daysAgo(89), daysAgo(1)] }, now)).toBe(2);
    expect(refusalsInWindow({ refusedAt: [] }, now)).toBe(0);
  });
});

describe('cashOnDeliveryRule', () => {
  const rule = (over: Partial<Parameters<typeof cashOnDeliveryRule>[0]>) =>
    cashOnDeliveryRule({ settings, record: confirmed, now, total: 100_000, openUnconfirmed: 0, ...over });

  it('lets a confirmed phone with no refusals order', () => {
    expect(rule({})).toEqual({ kind: 'ok' });
    expect(rule({ total: 10_000_000, openUnconfirmed: 5 })).toEqual({ kind: 'ok' });
  });

  it('asks for a call after as many refusals in 90 days as the limit', () => {
    expect(rule({ record: { ...confirmed, refusedAt: [daysAgo(10)] } })).toEqual({ kind: 'ok' });
    expect(rule({ record: { ...confirmed, refusedAt: [daysAgo(10), daysAgo(2)] } })).toEqual({
      kind: 'confirm_by_call',
      message: CONFIRM_BY_CALL_MESSAGE,
    });
    expect(CONFIRM_BY_CALL_MESSAGE).toBe(
      "Cash on delivery isn't available for this number. Please call us to confirm your order.",
    );
    // Old refusals are forgiven; a limit of 0 is off.
    expect(rule({ record: { ...confirmed, refusedAt: [daysAgo(200), daysAgo(100)] } })).toEqual({ kind: 'ok' });
    expect(
      rule({
        settings: { ...settings, codRefusalLimit: 0 },
        record: { ...confirmed, refusedAt: [daysAgo(3), daysAgo(2), daysAgo(1)] },
      }),
    ).toEqual({ kind: 'ok' });
  });

  it('refuses a phone never confirmed an order over the cap, in rupees', () => {
    expect(rule({ record: NEW_PHONE_RECORD, total: 2_500_000 })).toEqual({ kind: 'ok' });
    expect(rule({ record: NEW_PHONE_RECORD, total: 2_500_100 })).toEqual({
      kind: 'refuse',
      message: 'Orders over Rs. 25,000 need a confirmed phone number. Please call us to place this order.',
    });
    expect(
      rule({ settings: { ...settings, codUnconfirmedMaxTotal: 0 }, record: NEW_PHONE_RECORD, total: 99_000_000 }),
    ).toEqual({ kind: 'ok' });
  });

  it('refuses a phone never confirmed a new order while too many await confirmation', () => {
    expect(rule({ record: NEW_PHONE_RECORD, openUnconfirmed: 1 })).toEqual({ kind: 'ok' });
    expect(rule({ record: NEW_PHONE_RECORD, openUnconfirmed: 2 })).toEqual({
      kind: 'refuse',
      message: 'You already have 2 orders awaiting confirmation. Please confirm them before ordering again.',
    });
    expect(
      rule({ settings: { ...settings, codMaxOpenUnconfirmed: 0 }, record: NEW_PHONE_RECORD, openUnconfirmed: 9 }),
    ).toEqual({ kind: 'ok' });
  });

  it('refuses before asking for a call when both apply', () => {
    const record = { confirmed: 0, delivered: 0, refusedAt: [daysAgo(1), daysAgo(2)] };
    expect(rule({ record, total: 3_000_000 }).kind).toBe('refuse');
    expect(rule({ record }).kind).toBe('confirm_by_call');
  });
});

describe('customerSignal', () => {
  it('calls a phone with nothing delivered a new customer', () => {
    expect(customerSignal(NEW_PHONE_RECORD, now)).toBe('New customer');
    expect(customerSignal({ confirmed: 2, delivered: 0, refusedAt: [] }, now)).toBe('New customer');
  });

  it('counts delivered parts of those that reached the door', () => {
    expect(customerSignal({ confirmed: 3, delivered: 3, refusedAt: [] }, now)).toBe('3 of 3 delivered');
    expect(customerSignal({ confirmed: 3, delivered: 3, refusedAt: [daysAgo(200)] }, now)).toBe('3 of 4 delivered');
  });

  it('names refusals in the last 90 days before anything else', () => {
    expect(customerSignal({ confirmed: 5, delivered: 9, refusedAt: [daysAgo(100), daysAgo(5), daysAgo(1)] }, now)).toBe(
      'Refused 2 parcels in 90 days',
    );
    expect(customerSignal({ confirmed: 0, delivered: 0, refusedAt: [daysAgo(1)] }, now)).toBe(
      'Refused 1 parcel in 90 days',
    );
  });
});
