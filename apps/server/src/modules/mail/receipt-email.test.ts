import type { CheckoutOrder } from '@onsale/core/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { landmarkLine, receiptEmail } from './receipt-email';

const order = (landmark: string) =>
  ({
    order_number: 'OS-1001',
    full_name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    phone: '03001234567',
    address: '12 Mall Road',
    landmark,
    city: 'Lahore',
    state: 'Punjab',
    zip: '54000',
    delivery_instructions: '',
    order_items: [{ product: { name: 'Lawn Suit' }, quantity: 1, price: 250000, total: 250000, size: 'M', color: 'Teal' }],
    order_total: 250000,
    shipping_cost: 25000,
    discount_amount: 0,
    coupon_code: null,
    tax_amount: 0,
    grand_total: 275000,
  }) as unknown as CheckoutOrder;

describe('receipt address', () => {
  it('says "Near" once, whether or not the shopper typed it', () => {
    expect(landmarkLine('Near Liberty Market')).toBe('Near Liberty Market');
    expect(landmarkLine('near Liberty Market')).toBe('Near Liberty Market');
    expect(landmarkLine('Liberty Market')).toBe('Near Liberty Market');
    expect(landmarkLine('Nearby Park')).toBe('Near Nearby Park');
    for (const typed of ['Near Liberty Market', 'Liberty Market']) {
      const mail = receiptEmail(order(typed), { publicUrl: 'https://shop.example.pk' });
      expect(mail.text).toContain('\nNear Liberty Market\n');
      expect(mail.text).not.toMatch(/Near Near/i);
      expect(mail.html).not.toMatch(/Near Near/i);
    }
  });
});
