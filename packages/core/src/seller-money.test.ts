import { describe, expect, it } from 'vitest';
import { SHIPPING_PER_LINE } from './bag';
import { moneyRules, payableFrom, returnEarning, saleEarning } from './seller-money';

const part = { subtotal: 500_000, shipping: 2 * SHIPPING_PER_LINE, discount: 100_000, commissionRateBp: 1000 };

describe('saleEarning', () => {
  it("credits the items before OnSale's coupon, and takes the commission on what the shopper paid", () => {
    expect(saleEarning(part, 'seller')).toEqual({
      gross: 500_000,
      shipping: 50_000,
      commission: 40_000,
      net: 510_000,
    });
  });

  it('keeps the shipping charge for OnSale when it pays the courier', () => {
    expect(saleEarning(part, 'marketplace')).toMatchObject({ shipping: 0, net: 460_000 });
  });
});

describe('returnEarning', () => {
  const back = { itemsPrice: 250_000, goods: 200_000, shippingRefunded: SHIPPING_PER_LINE, commissionRateBp: 1000 };

  it('gives back the items as credited, their commission, and the shipping refunded for the seller’s fault', () => {
    expect(returnEarning(back, 'seller')).toEqual({
      gross: -250_000,
      shipping: -SHIPPING_PER_LINE,
      commission: -20_000,
      net: -250_000 - SHIPPING_PER_LINE + 20_000,
    });
    expect(returnEarning(back, 'marketplace')).toMatchObject({ shipping: 0, net: -230_000 });
  });

  it('undoes a whole sale returned, to the paisa', () => {
    const whole = { subtotal: 300_000, shipping: SHIPPING_PER_LINE, discount: 60_000, commissionRateBp: 1250 };
    const sale = saleEarning(whole, 'seller');
    const reversed = returnEarning(
      { itemsPrice: 300_000, goods: 240_000, shippingRefunded: SHIPPING_PER_LINE, commissionRateBp: 1250 },
      'seller',
    );
    expect(sale.net + reversed.net).toBe(0);
  });
});

describe('the hold and the rules', () => {
  it('holds an earning for the return window', () => {
    expect(payableFrom(new Date('2026-11-01T10:00:00Z'), 30).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('says who keeps the shipping charge and how long earnings are held', () => {
    const rules = moneyRules({ shippingKeptBy: 'marketplace', returnWindowDays: 14 });
    expect(rules.join(' ')).toContain('OnSale pays the courier');
    expect(rules.join(' ')).toContain('14 days after delivery');
  });
});
