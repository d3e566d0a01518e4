import { describe, expect, it } from 'vitest';
import { couponRefusal, couponRefusalMessage, couponShopperKeys, normaliseEmail } from './coupons';
import { normalisePhone } from './phone';

describe('couponRefusal', () => {
  const coupon = (
    overrides: Partial<{ uses: number; maxUses: number | null; maxUsesPerShopper: number | null }> = {},
  ) => ({ uses: 0, maxUses: null, maxUsesPerShopper: null, ...overrides });

  it('lets anyone use a coupon without limits any number of times', () => {
    expect(couponRefusal(coupon({ uses: 10_000 }), 500)).toBeNull();
  });

  it('refuses a shopper who used up their uses, and no one else', () => {
    expect(couponRefusal(coupon({ maxUsesPerShopper: 1 }), 0)).toBeNull();
    expect(couponRefusal(coupon({ maxUsesPerShopper: 1 }), 1)).toBe('already_used');
    expect(couponRefusal(coupon({ maxUsesPerShopper: 3 }), 2)).toBeNull();
    expect(couponRefusal(coupon({ maxUsesPerShopper: 3 }), 3)).toBe('already_used');
  });

  it('refuses everyone once the uses in all are spent, first of all', () => {
    expect(couponRefusal(coupon({ uses: 4, maxUses: 5 }), 0)).toBeNull();
    expect(couponRefusal(coupon({ uses: 5, maxUses: 5 }), 0)).toBe('used_up');
    expect(couponRefusal(coupon({ uses: 5, maxUses: 5, maxUsesPerShopper: 1 }), 1)).toBe('used_up');
  });

  it('names the coupon in words a shopper understands', () => {
    expect(couponRefusalMessage('ONSALENOW20', 'already_used')).toBe('You have already used the coupon ONSALENOW20');
    expect(couponRefusalMessage('EID25', 'used_up')).toBe('The coupon EID25 is no longer available');
  });
});

describe('one shopper', () => {
  it('is one e-mail whatever its case and spaces', () => {
    expect(normaliseEmail('  Ayesha.Khan@Example.PK ')).toBe('ayesha.khan@example.pk');
  });

  it('is one phone in every way a Pakistani number is written', () => {
    for (const written of [
      '0300-1234567',
      '+92 300 1234567',
      '0092 300 1234567',
      '92 300 1234567',
      '300 1234567',
      '(0300) 123-4567',
    ])
      expect(normalisePhone(written)).toBe('+923001234567');
    expect(normalisePhone('042 3576 1234')).toBe('+924235761234');
  });

  it('keeps another country code written with + or 00', () => {
    expect(normalisePhone('+971 50 123 4567')).toBe('+971501234567');
    expect(normalisePhone('00971 50 123 4567')).toBe('+971501234567');
  });

  it('is counted by account, e-mail and phone, in one order', () => {
    expect(couponShopperKeys({ accountId: 'A1B2', email: ' Ayesha@Example.pk', phone: '0300-1234567' })).toEqual([
      'account:a1b2',
      'email:ayesha@example.pk',
      'phone:+923001234567',
    ]);
    expect(couponShopperKeys({ accountId: 'a1b2' })).toEqual(['account:a1b2']);
    expect(couponShopperKeys({ email: 'x@example.pk', phone: '' })).toEqual(['email:x@example.pk']);
  });
});
