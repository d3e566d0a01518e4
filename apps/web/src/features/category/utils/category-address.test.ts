import type { CategoryNode } from '@onsale/core/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { categorySlugOf } from './category-address';

const node = (slug: string, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id: slug,
  slug,
  name,
  image: '',
  children,
});
const tree = [
  node('women', 'Women', [node('women-pret', 'Ready to Wear'), node('women-lawn', 'Lawn Suits')]),
  node('men', 'Men', [node('men-t-shirts', 'T-Shirts')]),
];

describe('categorySlugOf', () => {
  it('keeps a slug as it is', () => {
    expect(categorySlugOf('women', tree)).toBe('women');
    expect(categorySlugOf('women-pret', tree)).toBe('women-pret');
  });

  it('finds a category by its name, whatever the case, as the spec allows', () => {
    expect(categorySlugOf('Women', tree)).toBe('women');
    expect(categorySlugOf('Ready to Wear', tree)).toBe('women-pret');
    expect(categorySlugOf('ready to wear', tree)).toBe('women-pret');
    expect(categorySlugOf('T-Shirts', tree)).toBe('men-t-shirts');
    expect(categorySlugOf('MEN', tree)).toBe('men');
  });

  it('answers null for a category nobody is called, and never decodes again', () => {
    expect(categorySlugOf('Shoes', tree)).toBeNull();
    expect(categorySlugOf('Ready%20to%20Wear', tree)).toBeNull();
  });
});
