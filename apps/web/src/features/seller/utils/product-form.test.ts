import { sellerProductInputSchema, sellerProductUpdateSchema, type SellerProduct } from '@onsale/core/contracts/seller';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { soldOutOf } from '@onsale/core/variants';
import { cellField, cellKey, changeOf, notSplitBy, withCellFields } from '../../../components/stock/stock-grid-state';
import {
  changedProductOf,
  EMPTY_PRODUCT_FORM,
  productFormOf,
  productInputOf,
  productUpdateOf,
  splitsStock,
  stockGridOf,
  variantStockOf,
  variantStockProblems,
} from './product-form';

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
      shownDiscountPercent: 40,
      shownOriginalPrice: 500_000,
      discountNote: null,
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
      colorImages: [],
      sizeChartId: null,
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

  it('leaves the percent to the prices when there is an original price, so a new price alone saves', () => {
    expect(productFormOf(read).discountPercent).toBe('');
    const body = productUpdateOf({ ...productFormOf(read), price: '2500' }, read.image, [], 7);
    expect(sellerProductUpdateSchema.safeParse(body).success).toBe(true);
    expect(productFormOf({ ...read, originalPrice: null, discountPercent: 30 }).discountPercent).toBe('30');
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

describe('stock per size and colour', () => {
  const suit: SellerProduct = {
    id: 'p2',
    slug: 'lawn-suit',
    name: 'Lawn Suit',
    description: '',
    longDescription: '',
    brand: 'Khaadi',
    category: 'women',
    categoryName: 'Women',
    topCategory: 'women',
    price: 300_000,
    originalPrice: null,
    discountPercent: 0,
    onSale: false,
    shownDiscountPercent: 0,
    shownOriginalPrice: null,
    discountNote: null,
    sizes: ['S', 'M', 'L'],
    colors: [],
    keywords: [],
    image: '/x.webp',
    gallery: [],
    videoUrl: null,
    stock: 9,
    variants: [],
    colorImages: [],
    sizeChartId: null,
    hiddenReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 3,
  };
  const split: SellerProduct = {
    ...suit,
    stock: 3,
    variants: [
      { size: 'S', color: '', stock: 0 },
      { size: 'M', color: '', stock: 1 },
      { size: 'L', color: '', stock: 2 },
    ],
  };
  const typed = (product: SellerProduct, changes: Record<string, string>, more: object = {}) => ({
    ...productFormOf(product),
    stockPerVariant: true,
    ...more,
    variantChanges: Object.fromEntries(
      Object.entries(changes).map(([cell, change]) => {
        const [size = '', color = ''] = cell.split('/');
        return [cellKey(size, color), change];
      }),
    ),
  });

  it('reads changes as the product-wide field does: +n, -n, a typographic minus, nothing', () => {
    expect([changeOf('+5'), changeOf(' -2 '), changeOf('−3'), changeOf(''), changeOf(undefined)]).toEqual([
      5, -2, -3, 0, 0,
    ]);
    expect(changeOf('lots')).toBeNaN();
  });

  it('lays out sizes as rows and colours as columns, from what is typed, with the stock each has now', () => {
    const grid = stockGridOf({ ...typed(split, { 'L/': '-1' }), sizes: 'S, M, L, XL' }, split.variants);
    expect(grid.rows.map((row) => row.cells.map((cell) => [cell.label, cell.stock, cell.after]))).toEqual([
      [['Stock of size S', 0, 0]],
      [['Stock of size M', 1, 1]],
      [['Stock of size L', 2, 1]],
      [['Stock of size XL', 0, 0]],
    ]);
    expect(grid).toMatchObject({ now: 3, after: 2, dropped: [] });

    const coloured = stockGridOf({ ...EMPTY_PRODUCT_FORM, sizes: 'M, L', colors: 'Navy, Beige' }, []);
    expect(coloured.rows.map((row) => row.cells.map((cell) => cell.label))).toEqual([
      ['Stock of size M, Navy', 'Stock of size M, Beige'],
      ['Stock of size L, Navy', 'Stock of size L, Beige'],
    ]);
    const coloursOnly = stockGridOf({ ...EMPTY_PRODUCT_FORM, colors: 'Navy, Beige' }, []);
    expect(coloursOnly.rows).toHaveLength(1);
    expect(coloursOnly.rows[0]!.cells.map((cell) => cell.label)).toEqual(['Navy', 'Beige'].map((c) => `Stock of ${c}`));
  });

  it('names the cells with stock that the sizes typed no longer offer, and has no total while a change is not a number', () => {
    const grid = stockGridOf({ ...typed(split, { 'M/': 'two' }), sizes: 'S, M' }, split.variants);
    expect(grid.dropped).toEqual([{ size: 'L', color: '', stock: 2 }]);
    expect(grid.after).toBeNull();
    // Nor while a change would leave a cell below 0.
    expect(stockGridOf(typed(split, { 'L/': '-3' }), split.variants).after).toBeNull();
  });

  it('keeps one stock until the seller chooses to split it, and always once it is split', () => {
    expect(splitsStock(productFormOf(suit), suit.variants)).toBe(false);
    expect(splitsStock({ ...productFormOf(suit), stockPerVariant: true }, suit.variants)).toBe(true);
    expect(splitsStock({ ...productFormOf(suit), stockPerVariant: true, sizes: '' }, suit.variants)).toBe(false);
    expect(splitsStock(productFormOf(split), split.variants)).toBe(true);
    expect(splitsStock({ ...productFormOf(split), sizes: '' }, split.variants)).toBe(true);
  });

  it('splits a product with only the cells that change, and never sends a product-wide change with them', () => {
    const body = productUpdateOf(typed(suit, { 'M/': '2', 'L/': '+3', 'S/': '0' }), suit.image, [], 3, suit.variants);
    const parsed = sellerProductUpdateSchema.parse(body);
    expect(parsed.variantStock).toEqual([
      { size: 'M', color: '', change: 2 },
      { size: 'L', color: '', change: 3 },
    ]);
    expect(body).not.toHaveProperty('stockChange');
    // Chosen with every cell at 0, it is still split: an empty list of changes says so.
    expect(productUpdateOf(typed(suit, {}), suit.image, [], 3, suit.variants).variantStock).toEqual([]);
    // Not chosen, the form saves as before.
    const plain = productUpdateOf({ ...productFormOf(suit), stockChange: '+1' }, suit.image, [], 3, suit.variants);
    expect(plain).not.toHaveProperty('variantStock');
    expect(plain.stockChange).toBe(1);
  });

  it("adds a new product with each cell's count as its change, its stock their sum", () => {
    const values = {
      ...EMPTY_PRODUCT_FORM,
      ...{ name: 'Suit', category: 'women', price: '3000', sizes: 'S, M', colors: 'Navy' },
      stockPerVariant: true,
      variantChanges: { [cellKey('S', 'Navy')]: '4', [cellKey('M', 'Navy')]: '1' },
    };
    const input = sellerProductInputSchema.parse(productInputOf(values, '/x.webp', []));
    expect(input).toMatchObject({
      stock: 5,
      variantStock: [
        { size: 'S', color: 'Navy', change: 4 },
        { size: 'M', color: 'Navy', change: 1 },
      ],
    });
    expect(productInputOf({ ...values, stockPerVariant: false, stock: '7' }, '/x.webp', [])).not.toHaveProperty(
      'variantStock',
    );
  });

  it('refuses before sending a cell that would go below 0, in the words the server uses, on that cell', () => {
    const values = typed(split, { 'S/': '+2', 'L/': '-3' });
    const sent = variantStockOf(values, split.variants);
    const problems = variantStockProblems(values, split.variants);
    expect(problems).toEqual({ 'variantStock.1.change': 'Stock of size L cannot go below 0: there are 2 units' });
    expect(withCellFields({ ...problems, name: 'Name is required' }, sent)).toEqual({
      [cellField(cellKey('L', ''))]: 'Stock of size L cannot go below 0: there are 2 units',
      name: 'Name is required',
    });
    // A change that is not a whole number is the schema's: its message goes to its cell too.
    const wrong = sellerProductUpdateSchema.safeParse(
      productUpdateOf(typed(split, { 'M/': 'lots' }), split.image, [], 3, split.variants),
    );
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['variantStock', 0, 'change'],
      message: 'Stock change must be a whole number',
    });
  });

  it('shows the sizes sold out at a glance, and flags sizes that still share one stock', () => {
    expect(soldOutOf(split)).toEqual({ soldOut: ['S'], partly: [] });
    expect(
      soldOutOf({
        sizes: ['M', 'L'],
        colors: ['Navy', 'Beige'],
        variants: [
          { size: 'M', color: 'Navy', stock: 0 },
          { size: 'M', color: 'Beige', stock: 0 },
          { size: 'L', color: 'Navy', stock: 0 },
          { size: 'L', color: 'Beige', stock: 4 },
        ],
      }),
    ).toEqual({ soldOut: ['M'], partly: ['L'] });
    expect(soldOutOf(suit)).toEqual({ soldOut: [], partly: [] });
    expect(
      soldOutOf({
        sizes: [],
        colors: ['Navy', 'Beige'],
        variants: [
          { size: '', color: 'Navy', stock: 0 },
          { size: '', color: 'Beige', stock: 1 },
        ],
      }),
    ).toEqual({ soldOut: ['Navy'], partly: [] });
    expect([notSplitBy(suit), notSplitBy(split), notSplitBy({ ...suit, sizes: [], colors: ['Navy'] })]).toEqual([
      'size',
      null,
      'colour',
    ]);
    expect(notSplitBy({ ...suit, sizes: [] })).toBeNull();
  });
});
