import { describe, expect, it } from 'vitest';
import { SHIPPING_PER_LINE } from './bag';
import { creditPerParcel, creditToUse } from './credit';
import {
  APPROVED_WHEN_UNANSWERED,
  inspectionOutcomeOf,
  isPakistaniIban,
  lineDiscounts,
  mayAct,
  nextReturnActions,
  RETURN_ACTIONS,
  RETURN_STATUSES,
  refundDueAt,
  refundOf,
  returnedGoods,
  returnActionRefusal,
  statusAfterInspection,
  statusesBefore,
  withinReturnWindow,
  type ReturnAction,
} from './returns';

describe('who may move a return, and from where', () => {
  it('lets the shopper only withdraw, send back and escalate', () => {
    const mine = (Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter((action) => mayAct(action, 'shopper'));
    expect(mine.sort()).toEqual(['escalate', 'send', 'withdraw']);
  });

  it('keeps the decision on an escalation and the bank refund with the admins', () => {
    for (const action of ['overrule', 'uphold', 'refund'] as const) {
      expect(mayAct(action, 'admin')).toBe(true);
      expect(mayAct(action, 'seller')).toBe(false);
    }
  });

  it('lets the shop only approve', () => {
    expect((Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter((action) => mayAct(action, 'shop'))).toEqual([
      'approve',
    ]);
  });

  it('starts every action from statuses that exist, and finished returns move no more', () => {
    for (const action of Object.keys(RETURN_ACTIONS) as ReturnAction[])
      for (const from of statusesBefore(action)) expect(RETURN_STATUSES).toContain(from);
    for (const status of ['withdrawn', 'refunded', 'exchange_shipped', 'closed'] as const)
      for (const actor of ['shopper', 'seller', 'admin', 'shop'] as const)
        expect(nextReturnActions(status, actor, 'credit')).toEqual([]);
  });

  it('offers a refund to record only for a bank or wallet, and the exchange to ship only for an exchange', () => {
    expect(nextReturnActions('inspected', 'admin', 'bank')).toEqual(['refund']);
    expect(nextReturnActions('inspected', 'admin', 'wallet')).toEqual(['refund']);
    expect(nextReturnActions('inspected', 'admin', 'exchange')).toEqual(['ship_exchange']);
    expect(nextReturnActions('inspected', 'seller', 'bank')).toEqual([]);
  });

  it('says why a move is refused in words', () => {
    expect(returnActionRefusal('approve', 'withdrawn')).toBe('A return that is withdrawn cannot be approved');
  });

  it('never approves a change of mind by itself', () => {
    expect(APPROVED_WHEN_UNANSWERED).not.toContain('changed_mind');
    expect(APPROVED_WHEN_UNANSWERED).toContain('damaged');
  });
});

describe('an inspection', () => {
  it('is accepted, partly accepted or rejected by the quantities that came back well', () => {
    expect(inspectionOutcomeOf([{ quantity: 2, accepted: 2 }])).toBe('accepted');
    expect(inspectionOutcomeOf([{ quantity: 2, accepted: 1 }])).toBe('partly');
    expect(inspectionOutcomeOf([{ quantity: 2, accepted: 0 }])).toBe('rejected');
  });

  it('refunds credit at once, waits for a bank refund or an exchange, and closes a rejection', () => {
    expect(statusAfterInspection('accepted', 'credit')).toBe('refunded');
    expect(statusAfterInspection('partly', 'credit')).toBe('refunded');
    expect(statusAfterInspection('accepted', 'bank')).toBe('inspected');
    expect(statusAfterInspection('accepted', 'exchange')).toBe('inspected');
    expect(statusAfterInspection('rejected', 'credit')).toBe('closed');
  });
});

describe('refundOf', () => {
  const line = { price: 300_000, quantity: 2, discount: 120_000 };

  it("gives back the items' price less their share of the coupon", () => {
    expect(refundOf([{ ...line, returned: 1 }], 'too_small')).toBe(300_000 - 60_000);
  });

  it('adds the shipping charge when the seller was at fault and the whole line comes back', () => {
    expect(refundOf([{ ...line, returned: 2 }], 'damaged')).toBe(600_000 - 120_000 + SHIPPING_PER_LINE);
    expect(refundOf([{ ...line, returned: 1 }], 'damaged')).toBe(300_000 - 60_000);
    expect(refundOf([{ ...line, returned: 2 }], 'changed_mind')).toBe(600_000 - 120_000);
  });

  it("gives the seller's goods back without the shipping charge", () => {
    expect(returnedGoods([{ ...line, returned: 2 }])).toBe(600_000 - 120_000);
    expect(refundOf([{ ...line, returned: 2 }], 'damaged') - returnedGoods([{ ...line, returned: 2 }])).toBe(
      SHIPPING_PER_LINE,
    );
  });

  it('gives nothing for nothing accepted', () => {
    expect(refundOf([{ ...line, returned: 0 }], 'damaged')).toBe(0);
  });

  it('never gives back more coupon than the line had, over every unit returned one at a time', () => {
    const odd = { price: 99_999, quantity: 3, discount: 10_001 };
    const [first] = [refundOf([{ ...odd, returned: 1 }], 'too_large')];
    expect(first).toBeLessThanOrEqual(99_999);
    expect(refundOf([{ ...odd, returned: 3 }], 'too_large')).toBe(3 * 99_999 - 10_001);
  });

  it("shares a parcel's discount over its lines to the paisa", () => {
    const shares = lineDiscounts(10_001, [{ total: 100 }, { total: 200 }, { total: 300 }]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(10_001);
  });
});

describe('the return window and the refund due day', () => {
  const delivered = new Date('2026-11-01T10:00:00Z');

  it('is open for the window days after delivery, and never before delivery', () => {
    expect(withinReturnWindow(delivered, 30, new Date('2026-12-01T09:59:59Z'))).toBe(true);
    expect(withinReturnWindow(delivered, 30, new Date('2026-12-01T10:00:01Z'))).toBe(false);
    expect(withinReturnWindow(null, 30, delivered)).toBe(false);
  });

  it('is seven business days after receipt', () => {
    // Friday 27 November: seven business days on is Tuesday 8 December.
    expect(refundDueAt(new Date('2026-11-27T12:00:00Z')).toISOString().slice(0, 10)).toBe('2026-12-08');
  });
});

describe('isPakistaniIban', () => {
  it('accepts a valid IBAN however it is spaced or cased, and refuses a wrong check digit', () => {
    expect(isPakistaniIban('PK36SCBL0000001123456702')).toBe(true);
    expect(isPakistaniIban('pk36 scbl 0000 0011 2345 6702')).toBe(true);
    expect(isPakistaniIban('PK37SCBL0000001123456702')).toBe(false);
    expect(isPakistaniIban('GB82WEST12345698765432')).toBe(false);
  });
});

describe('OnSale credit at checkout', () => {
  it('pays up to the total, never more than the balance', () => {
    expect(creditToUse(50_000, 200_000)).toBe(50_000);
    expect(creditToUse(500_000, 200_000)).toBe(200_000);
    expect(creditToUse(0, 200_000)).toBe(0);
  });

  it('is shared over the parcels to the paisa', () => {
    const shares = creditPerParcel(100_001, [300_000, 150_000, 50_000]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100_001);
  });
});
