import type { CheckoutOrder } from '@onsale/core/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { emailLayout } from './email-layout';
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
    order_items: [
      {
        product: { name: 'Lawn Suit', brand: 'Khaadi', image: '/media/uploads/0123456789abcdef0123456789abcdef.webp' },
        quantity: 1,
        price: 250000,
        total: 250000,
        size: 'M',
        color: 'Teal',
      },
    ],
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

describe('receipt pictures and layout', () => {
  it("shows each item's picture at the shop's public address, inside the shop's layout with the text part kept plain", () => {
    const mail = receiptEmail(order('Liberty Market'), { publicUrl: 'https://shop.example.pk' });
    expect(mail.html).toContain(
      '<img src="https://shop.example.pk/media/uploads/0123456789abcdef0123456789abcdef.webp" width="56" height="56" alt=""',
    );
    expect(mail.text).not.toContain('<');
    const laidOut = emailLayout(mail.html);
    expect(laidOut).toMatch(/^<!doctype html>/);
    expect(laidOut).toContain('On<span style="color:#c2185b">Sale</span>');
    expect(laidOut).toContain(mail.html);
    expect(laidOut.match(/<body/g)).toHaveLength(1);
  });
});
