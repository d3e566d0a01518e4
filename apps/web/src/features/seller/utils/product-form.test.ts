import { sellerProductInputSchema, sellerProductUpdateSchema, type SellerProduct } from '@onsale/core/contracts/seller';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { changedProductOf, EMPTY_PRODUCT_FORM, productFormOf, productInputOf, productUpdateOf } from './product-form';

describe('seller product form', () => {
  it('sends rupees as paisa and lets the shared schema trim the lists and lower-case the category', () => {
    const input = productInputOf(
      {
        ...EMPTY_PRODUCT_FORM,
        name: 'Kurta',
        category: 'Men',
        price: 'Rs. 1,299',
        originalPrice: '1999.50',
        sizes: ' S, M ,,L ',
      },
      '/media/uploads/a.webp',
      [],
    );
    const parsed = sellerProductInputSchema.parse(input);
    expect(parsed).toMatchObject({
      price: 129_900,
      originalPrice: 199_950,
      category: 'men',
      sizes: ['S', 'M', 'L'],
      discountPercent: null,
      stock: 0,
    });
  });

  it('reports the spec message when a required field or the image is missing', () => {
    const result = sellerProductInputSchema.safeParse(
      productInputOf({ ...EMPTY_PRODUCT_FORM, name: 'Kurta', category: 'men', price: '1000' }, '', []),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name, price, category, and image are required');
  });

  it('refuses a discount above 100 percent', () => {
    const result = sellerProductInputSchema.safeParse(
      productInputOf(
        { ...EMPTY_PRODUCT_FORM, name: 'Kurta', category: 'men', price: '1000', discountPercent: '150' },
        '/x.webp',
        [],
      ),
    );
    expect(result.error?.issues[0]?.message).toBe('Discount percent must be between 0 and 100');
  });
});

describe('saving an edited product', () => {
  const read: SellerProduct = {
    ...{
      id: 'p1',
      slug: 'kurta',
      name: 'Kurta',
      description: '',
      longDescription: '',
      brand: 'Khaadi',
      category: 'men',
      categoryName: 'Men',
      topCategory: 'men',
    },
    ...{
      price: 300_000,
      originalPrice: 500_000,
      discountPercent: 40,
      onSale: true,
      sizes: [],
      colors: [],
      keywords: [],
      image: '/x.webp',
      gallery: [],
      videoUrl: null,
    },
    ...{
      stock: 4,
      variants: [],
      hiddenReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 7,
    },
  } as SellerProduct;

  it('sends the version it read and stock as an adjustment, never the count it showed', () => {
    const body = productUpdateOf({ ...productFormOf(read), stockChange: '+5' }, read.image, [], read.version);
    expect(body).not.toHaveProperty('stock');
    expect(sellerProductUpdateSchema.parse(body)).toMatchObject({ version: 7, stockChange: 5 });
    expect(
      sellerProductUpdateSchema.parse(productUpdateOf(productFormOf(read), read.image, [], read.version)).stockChange,
    ).toBe(0);
    expect(
      sellerProductUpdateSchema.safeParse(
        productUpdateOf({ ...productFormOf(read), stockChange: 'lots' }, read.image, [], 7),
      ).error?.issues[0]?.message,
    ).toBe('Stock change must be a whole number');
  });

  it('refuses, before sending, a discount the prices contradict', () => {
    const result = sellerProductUpdateSchema.safeParse(
      productUpdateOf({ ...productFormOf(read), discountPercent: '90' }, read.image, [], 7),
    );
    expect(result.error?.issues[0]).toMatchObject({
      path: ['discountPercent'],
      message: 'Discount percent must match the prices: Rs. 5,000 down to Rs. 3,000 is 40% off',
    });
  });

  it("finds the product as it is now in a stale save's 409, and nothing in other failures", () => {
    const now = { ...read, stock: 0, version: 9 };
    expect(
      changedProductOf(
        new ApiRequestError(409, 'product_changed', 'This product changed since you opened it', undefined, now),
      ),
    ).toEqual(now);
    expect(changedProductOf(new ApiRequestError(409, 'conflict', 'Something else', undefined, now))).toBeNull();
    expect(
      changedProductOf(
        new ApiRequestError(409, 'product_changed', 'This product changed since you opened it', undefined, {
          id: 'p1',
        }),
      ),
    ).toBeNull();
    expect(changedProductOf(new Error('network'))).toBeNull();
  });
});
