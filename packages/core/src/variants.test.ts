import { describe, expect, it } from 'vitest';
import {
  changedVariantStock,
  choiceMissing,
  colorsLeft,
  fewLeftNote,
  parseVariantStockText,
  shortLineMessage,
  soldOutOf,
  sizesLeft,
  stockOf,
  stockOfVariants,
  variantCells,
  variantStockLabel,
  variantStockText,
} from './variants';

const kurta = {
  stock: 4,
  sizes: ['S', 'M', 'L'],
  colors: ['Navy', 'Beige'],
  variants: [
    { size: 'S', color: 'Navy', stock: 0 },
    { size: 'S', color: 'Beige', stock: 0 },
    { size: 'M', color: 'Navy', stock: 3 },
    { size: 'M', color: 'Beige', stock: 0 },
    { size: 'L', color: 'Navy', stock: 0 },
    { size: 'L', color: 'Beige', stock: 1 },
  ],
};

describe('variants', () => {
  it('splits stock into each size in each colour, or one cell for a product with neither', () => {
    expect(variantCells(['S', 'M'], ['Navy'])).toEqual([
      { size: 'S', color: 'Navy' },
      { size: 'M', color: 'Navy' },
    ]);
    expect(variantCells(['S'], [])).toEqual([{ size: 'S', color: '' }]);
    expect(variantCells([], ['Red', 'Blue'])).toEqual([
      { size: '', color: 'Red' },
      { size: '', color: 'Blue' },
    ]);
    expect(variantCells([], [])).toEqual([{ size: '', color: '' }]);
  });

  it("sells a chosen variant's stock, none of a variant not offered, and the product's stock when it is not split", () => {
    expect(stockOf(kurta, 'M', 'Navy')).toBe(3);
    expect(stockOf(kurta, 'M', 'Beige')).toBe(0);
    expect(stockOf(kurta, 'XL', 'Navy')).toBe(0);
    expect(stockOf({ stock: 7, variants: [] }, 'XL', null)).toBe(7);
    expect(stockOf({ stock: 2, variants: [{ size: '', color: '', stock: 2 }] }, null, null)).toBe(2);
  });

  it('counts each size in the chosen colour, or in every colour before one is chosen', () => {
    expect([...sizesLeft(kurta, null)]).toEqual([
      ['S', 0],
      ['M', 3],
      ['L', 1],
    ]);
    expect([...sizesLeft(kurta, 'Beige')]).toEqual([
      ['S', 0],
      ['M', 0],
      ['L', 1],
    ]);
    expect([...colorsLeft(kurta, 'M')]).toEqual([
      ['Navy', 3],
      ['Beige', 0],
    ]);
    expect([...sizesLeft({ ...kurta, variants: [] }, 'Navy')]).toEqual([
      ['S', 4],
      ['M', 4],
      ['L', 4],
    ]);
  });

  it('says how few are left from 1 to 5 only', () => {
    expect(fewLeftNote(0)).toBeNull();
    expect(fewLeftNote(1)).toBe('Only 1 left');
    expect(fewLeftNote(5)).toBe('Only 5 left');
    expect(fewLeftNote(6)).toBeNull();
  });

  it('names the size and colour of a short line where the stock is split', () => {
    const line = { name: 'Khaadi Lawn Suit', size: 'M', color: '', stock: 1, split: true };
    expect(shortLineMessage(line)).toBe('Only 1 left in size M of Khaadi Lawn Suit.');
    expect(shortLineMessage({ ...line, color: 'Navy', stock: 0 })).toBe(
      'Size M, Navy of Khaadi Lawn Suit is sold out.',
    );
    expect(shortLineMessage({ ...line, size: '', color: 'Navy', stock: 2 })).toBe(
      'Only 2 left in Navy of Khaadi Lawn Suit.',
    );
    expect(shortLineMessage({ ...line, split: false })).toBe('Only 1 of Khaadi Lawn Suit left in stock.');
    expect(shortLineMessage({ ...line, split: false, stock: 0 })).toBe('Khaadi Lawn Suit is out of stock.');
  });

  it('asks a line of a split product for the size, then the colour, it leaves out', () => {
    const split = { sizes: ['S', 'M'], colors: ['Navy'], variants: [{ size: 'M', color: 'Navy', stock: 1 }] };
    expect(choiceMissing(split, null, null)).toBe('size');
    expect(choiceMissing(split, 'M', '')).toBe('color');
    expect(choiceMissing(split, 'M', 'Navy')).toBeNull();
    expect(choiceMissing({ ...split, variants: [] }, null, null)).toBeNull();
    expect(
      choiceMissing({ sizes: [], colors: [], variants: [{ size: '', color: '', stock: 2 }] }, null, null),
    ).toBeNull();
  });
});

describe('changing the stock of sizes and colours', () => {
  const current = [
    { size: 'S', color: '', stock: 2 },
    { size: 'M', color: '', stock: 0 },
  ];

  it('adds and removes units per cell, starts a new size at 0 and drops a size no longer offered', () => {
    const { variants, problems } = changedVariantStock(
      ['M', 'L'],
      [],
      current,
      [
        { size: 'M', color: '', change: 3 },
        { size: 'L', color: '', change: 1 },
      ],
      100,
    );
    expect(problems.size).toBe(0);
    expect(variants).toEqual([
      { size: 'M', color: '', stock: 3 },
      { size: 'L', color: '', stock: 1 },
    ]);
  });

  it('names the cell that would go below 0, past the limit, or is not offered', () => {
    const { problems } = changedVariantStock(
      ['S', 'M'],
      ['Navy'],
      [{ size: 'S', color: 'Navy', stock: 1 }],
      [
        { size: 'S', color: 'Navy', change: -2 },
        { size: 'M', color: 'Navy', change: 101 },
        { size: 'XL', color: 'Navy', change: 1 },
      ],
      100,
    );
    expect([...problems]).toEqual([
      [0, 'Stock of size S, Navy cannot go below 0: there is 1 unit'],
      [1, 'Stock of size M, Navy would be too large'],
      [2, 'Size XL, Navy is not offered: add it to the sizes and colours first'],
    ]);
    expect(variantStockLabel('M', '')).toBe('Stock of size M');
    expect(stockOfVariants(current)).toBe(2);
  });
});

describe('stock per size as a line of text (feeds and exports)', () => {
  it('writes and reads sizes, sizes in colours, and colours alone', () => {
    const text = variantStockText(kurta.variants);
    expect(text).toBe('S/Navy:0|S/Beige:0|M/Navy:3|M/Beige:0|L/Navy:0|L/Beige:1');
    expect(parseVariantStockText(text, 1_000_000)).toEqual({ variants: kurta.variants });
    expect(parseVariantStockText(' S:3 ; M:0|L : 5 ', 10)).toEqual({
      variants: [
        { size: 'S', color: '', stock: 3 },
        { size: 'M', color: '', stock: 0 },
        { size: 'L', color: '', stock: 5 },
      ],
    });
    expect(parseVariantStockText('/Red:2', 10)).toEqual({ variants: [{ size: '', color: 'Red', stock: 2 }] });
  });

  it('names the entry it cannot read', () => {
    expect(parseVariantStockText('S:3|M', 10)).toEqual({
      problem: 'variant_stock: Stock of size M must be a whole number, like S:3 (M)',
    });
    expect(parseVariantStockText('S:11', 10)).toEqual({ problem: 'variant_stock: Stock of size S is too large' });
    expect(parseVariantStockText('S:1|S:2', 10)).toEqual({ problem: 'variant_stock names size S twice' });
    expect(parseVariantStockText(':4', 10)).toEqual({
      problem: 'variant_stock has an entry without a size or colour: :4',
    });
    expect(parseVariantStockText(' | ', 10)).toEqual({ problem: 'variant_stock names no size or colour' });
  });

  it('finds the sizes sold out in every colour, and those sold out in some', () => {
    expect(soldOutOf(kurta)).toEqual({ soldOut: ['S'], partly: ['M', 'L'] });
    expect(soldOutOf({ ...kurta, variants: [] })).toEqual({ soldOut: [], partly: [] });
  });
});
