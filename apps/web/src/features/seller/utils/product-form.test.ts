import { sellerProductInputSchema } from '@onsale/core/contracts/seller';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, productInputOf } from './product-form';

describe('seller product form', () => {
  it('sends rupees as paisa and lets the shared schema trim the lists and lower-case the category', () => {
    const input = productInputOf({ ...EMPTY_PRODUCT_FORM, name: 'Kurta', category: 'Men', price: 'Rs. 1,299', originalPrice: '1999.50', sizes: ' S, M ,,L ' }, '/media/uploads/a.webp', []);
    const parsed = sellerProductInputSchema.parse(input);
    expect(parsed).toMatchObject({ price: 129_900, originalPrice: 199_950, category: 'men', sizes: ['S', 'M', 'L'], discountPercent: null, stock: 0 });
  });

  it('reports the spec message when a required field or the image is missing', () => {
    const result = sellerProductInputSchema.safeParse(productInputOf({ ...EMPTY_PRODUCT_FORM, name: 'Kurta', category: 'men', price: '1000' }, '', []));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name, price, category, and image are required');
  });

  it('refuses a discount above 100 percent', () => {
    const result = sellerProductInputSchema.safeParse(productInputOf({ ...EMPTY_PRODUCT_FORM, name: 'Kurta', category: 'men', price: '1000', discountPercent: '150' }, '/x.webp', []));
    expect(result.error?.issues[0]?.message).toBe('Discount percent must be between 0 and 100');
  });
});
