import { describe, expect, it } from 'vitest';
import {
  FEED_PRODUCTS_NOTE,
  missingDefaultCategoryNote,
  placeImportRow,
  salePriceProblem,
  TOO_MANY_FEED_PRODUCTS,
} from './imports';

describe('placeImportRow', () => {
  const row = { category: '', categoryFound: false, updatesProduct: false };

  it('puts a row in its own category when the catalogue has it, default chosen or not', () => {
    expect(placeImportRow({ ...row, category: 'Lawn', categoryFound: true }, null)).toEqual({ place: 'own' });
    expect(placeImportRow({ ...row, category: 'Lawn', categoryFound: true }, 'women')).toEqual({ place: 'own' });
  });

  it('uses the default category for a row without a known one', () => {
    expect(placeImportRow(row, 'women')).toEqual({ place: 'default' });
    expect(placeImportRow({ ...row, updatesProduct: true }, 'women')).toEqual({ place: 'default' });
  });

  it('leaves a re-imported product where it is when no default is chosen', () => {
    expect(placeImportRow({ ...row, updatesProduct: true }, null)).toEqual({ place: 'kept' });
  });

  it('refuses a new product with no category and no default, saying which', () => {
    expect(placeImportRow(row, null)).toEqual({ refused: 'category is missing: choose a default category' });
    expect(placeImportRow({ ...row, category: 'Capes' }, null)).toEqual({
      refused: 'category "Capes" is not in the catalogue: choose a default category',
    });
  });
});

describe('salePriceProblem', () => {
  it('refuses a sale price above the regular price, and only that', () => {
    expect(salePriceProblem(1500, 1000)).toBe('Sale price is above the regular price');
    expect(salePriceProblem(1000, 1000)).toBeNull();
    expect(salePriceProblem(800, 1000)).toBeNull();
    expect(salePriceProblem(800, null)).toBeNull();
  });
});

describe('feed texts', () => {
  it('states the limit in the shop’s number grouping', () => {
    expect(FEED_PRODUCTS_NOTE).toBe('Up to 2,000 products per file');
    expect(TOO_MANY_FEED_PRODUCTS).toBe(
      'The feed has more than 2,000 products: split it into files of up to 2,000 products',
    );
  });

  it('says how many rows wait for a default category', () => {
    expect(missingDefaultCategoryNote(0)).toBeNull();
    expect(missingDefaultCategoryNote(1)).toBe('Choose a default category for 1 row without one, or leave it out');
    expect(missingDefaultCategoryNote(3)).toBe('Choose a default category for 3 rows without one, or leave them out');
  });
});
