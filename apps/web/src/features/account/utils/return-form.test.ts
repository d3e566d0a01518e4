import type { ReturnOptions } from '@onsale/core/contracts/returns';
import { RETURN_MESSAGES } from '@onsale/core/returns';
import { describe, expect, it } from 'vitest';
import { emptyReturnForm, exchangeSizes, refundPreview, returnBodyOf, returnFormErrors } from './return-form';

const ITEM_ID = '7d1c2a9e-4b7f-4e0a-9c55-2f1e8b3d6a10';

const options: ReturnOptions = {
  item: {
    id: ITEM_ID,
    productId: 'p1',
    name: 'Lawn Kurta',
    brandName: 'Khaadi',
    image: '/media/kurta.webp',
    price: 275_000,
    quantity: 2,
    size: 'M',
    color: 'Blue',
    total: 550_000,
  },
  orderId: 'o1',
  orderNumber: 'OS-2026-001001-K7QX',
  sellerName: 'Khaadi',
  returnable: 2,
  returnableUntil: '2026-12-23T10:00:00.000Z',
  lineDiscount: 0,
  unopenedRequired: false,
  sizes: [
    { size: 'S', inStock: true },
    { size: 'M', inStock: true },
    { size: 'L', inStock: false },
  ],
  productSlug: 'lawn-kurta',
};

describe('the return request form', () => {
  it('sends only the fields of what the shopper wants', () => {
    const form = {
      ...emptyReturnForm,
      reason: 'too_small' as const,
      wants: 'credit' as const,
      iban: 'PK36SCBL0000001123456702',
      exchangeSize: 'S',
      note: '  ',
    };
    expect(returnBodyOf(ITEM_ID, form, false)).toEqual({
      itemId: ITEM_ID,
      quantity: 1,
      reason: 'too_small',
      photos: [],
      wants: 'credit',
    });
  });

  it('names each missing field in the shop words, as the server would', () => {
    const errors = returnFormErrors(returnBodyOf(ITEM_ID, emptyReturnForm, false), options);
    expect(errors.reason).toBe(RETURN_MESSAGES.reason);
    expect(errors.wants).toBe(RETURN_MESSAGES.wants);

    const bank = { ...emptyReturnForm, reason: 'damaged' as const, wants: 'bank' as const, iban: 'PK00' };
    expect(returnFormErrors(returnBodyOf(ITEM_ID, bank, false), options)).toEqual({
      photos: RETURN_MESSAGES.photoNeeded,
      accountTitle: RETURN_MESSAGES.accountTitle,
      iban: RETURN_MESSAGES.iban,
    });

    const wallet = { ...emptyReturnForm, reason: 'changed_mind' as const, wants: 'wallet' as const };
    expect(returnFormErrors(returnBodyOf(ITEM_ID, wallet, false), options)).toEqual({
      accountTitle: RETURN_MESSAGES.accountTitle,
      wallet: RETURN_MESSAGES.wallet,
      walletNumber: RETURN_MESSAGES.walletNumber,
    });
  });

  it('passes a complete bank refund, and asks a beauty item to be confirmed unopened', () => {
    const form = {
      ...emptyReturnForm,
      reason: 'too_large' as const,
      wants: 'bank' as const,
      accountTitle: 'Ayesha Khan',
      iban: 'PK36 SCBL 0000 0011 2345 6702',
    };
    expect(returnFormErrors(returnBodyOf(ITEM_ID, form, false), options)).toEqual({});
    const beauty = { ...options, unopenedRequired: true };
    expect(returnFormErrors(returnBodyOf(ITEM_ID, form, true), beauty)).toEqual({
      unopened: RETURN_MESSAGES.unopened,
    });
    expect(returnFormErrors(returnBodyOf(ITEM_ID, { ...form, unopened: true }, true), beauty)).toEqual({});
  });

  it('offers in exchange only the other sizes in stock, and refuses one sold out', () => {
    expect(exchangeSizes(options, 'too_small')).toEqual(['S']);
    // A damaged item is replaced in its own size too.
    expect(exchangeSizes(options, 'damaged')).toEqual(['S', 'M']);
    const form = { ...emptyReturnForm, reason: 'too_small' as const, wants: 'exchange' as const, exchangeSize: 'L' };
    expect(returnFormErrors(returnBodyOf(ITEM_ID, form, false), options)).toEqual({
      exchangeSize: RETURN_MESSAGES.exchangeUnavailable,
    });
    expect(returnFormErrors(returnBodyOf(ITEM_ID, { ...form, exchangeSize: '' }, false), options)).toEqual({
      exchangeSize: RETURN_MESSAGES.exchangeSize,
    });
  });

  it('previews what comes back: the price less the coupon share, with shipping when the seller was at fault', () => {
    const discounted = { ...options, lineDiscount: 50_000 };
    expect(refundPreview(discounted, 1, 'too_small')).toBe(250_000);
    expect(refundPreview(discounted, 2, 'too_small')).toBe(500_000);
    expect(refundPreview(discounted, 2, 'damaged')).toBe(525_000);
  });
});
