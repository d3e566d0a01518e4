import { describe, expect, it } from 'vitest';
import { SUGGESTED_CASH_ON_DELIVERY_SETTINGS, CONFIRM_BY_CALL_MESSAGE, type PhoneRecord } from './cash-on-delivery';
import {
  canChangeConfirmation,
  confirmationAtCheckout,
  confirmationsBefore,
  DEFAULT_CONFIRMATION_SETTINGS,
  type ConfirmationPolicy,
} from './order-confirmation';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const settings = (policy: ConfirmationPolicy, extra = {}) => ({
  ...SUGGESTED_CASH_ON_DELIVERY_SETTINGS,
  ...DEFAULT_CONFIRMATION_SETTINGS,
  confirmationPolicy: policy,
  ...extra,
});
const newPhone: PhoneRecord = { confirmed: 0, delivered: 0, refusedAt: [] };
const trusted: PhoneRecord = { confirmed: 1, delivered: 2, refusedAt: [] };

describe('confirmation transitions', () => {
  it('only an awaiting order is confirmed or cancelled, once', () => {
    expect(confirmationsBefore('confirmed')).toEqual(['awaiting']);
    expect(confirmationsBefore('cancelled')).toEqual(['awaiting']);
    expect(canChangeConfirmation('confirmed', 'cancelled')).toBe(false);
    expect(canChangeConfirmation('cancelled', 'confirmed')).toBe(false);
  });
});

describe('confirmationAtCheckout', () => {
  const decide = (policy: ConfirmationPolicy, record: PhoneRecord, total = 500_000, extra = {}) =>
    confirmationAtCheckout({ settings: settings(policy, extra), record, openUnconfirmed: 0, total, now });

  it('new shoppers only: a new phone waits, a trusted one does not', () => {
    expect(decide('new_shoppers', newPhone)).toEqual({ kind: 'awaiting', byCall: null });
    expect(decide('new_shoppers', trusted)).toEqual({ kind: 'confirmed', method: 'trusted' });
  });

  it('trust needs a confirmed phone, a delivery and no refusal in 90 days', () => {
    expect(decide('new_shoppers', { ...trusted, confirmed: 0 }).kind).toBe('awaiting');
    expect(decide('new_shoppers', { ...trusted, delivered: 0 }).kind).toBe('awaiting');
    expect(decide('new_shoppers', { ...trusted, refusedAt: [daysAgo(10)] }).kind).toBe('awaiting');
    expect(decide('new_shoppers', { ...trusted, refusedAt: [daysAgo(100)] }).kind).toBe('confirmed');
  });

  it('off confirms every order; every order makes even a trusted phone wait', () => {
    expect(decide('off', newPhone)).toEqual({ kind: 'confirmed', method: 'not_required' });
    expect(decide('every_order', trusted).kind).toBe('awaiting');
  });

  it('above an amount: only a total over it waits', () => {
    expect(decide('above_amount', newPhone, 1_000_000).kind).toBe('confirmed');
    expect(decide('above_amount', newPhone, 1_000_001).kind).toBe('awaiting');
  });

  it('a phone with refusals at the door goes to a call; an unconfirmed phone over the cap is refused', () => {
    const refuser = { ...trusted, refusedAt: [daysAgo(5), daysAgo(3)] };
    expect(decide('off', refuser)).toEqual({ kind: 'awaiting', byCall: CONFIRM_BY_CALL_MESSAGE });
    expect(decide('off', newPhone, 2_500_001)).toMatchObject({ kind: 'refuse' });
    expect(
      confirmationAtCheckout({ settings: settings('off'), record: newPhone, openUnconfirmed: 2, total: 1000, now }),
    ).toMatchObject({ kind: 'refuse' });
  });
});
