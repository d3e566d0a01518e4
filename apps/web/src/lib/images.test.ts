import { describe, expect, it } from 'vitest';
import { productImageSrcSet } from './images';

describe('productImageSrcSet', () => {
  it('offers the 400 px grid size of a demo product picture, at the shop or at a public media address', () => {
    expect(productImageSrcSet('/media/demo/products/men-3.webp')).toBe(
      '/media/demo/products/men-3-400.webp 400w, /media/demo/products/men-3.webp 800w',
    );
    expect(productImageSrcSet('https://cdn.onsale.example/demo/products/kids-12.webp')).toBe(
      'https://cdn.onsale.example/demo/products/kids-12-400.webp 400w, https://cdn.onsale.example/demo/products/kids-12.webp 800w',
    );
  });

  it('offers nothing for the grid size itself, an upload or another site’s picture', () => {
    expect(productImageSrcSet('/media/demo/products/men-3-400.webp')).toBeUndefined();
    expect(productImageSrcSet('/media/uploads/0123456789abcdef0123456789abcdef.webp')).toBeUndefined();
    expect(productImageSrcSet('https://images.example.com/kurta.jpg')).toBeUndefined();
  });
});
