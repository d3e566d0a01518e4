import { MAX_STOCK } from '@onsale/core/contracts/product-form';
import {
  changedVariantStock,
  variantCells,
  variantStockLabel,
  type VariantStock,
  type VariantStockChange,
} from '@onsale/core/variants';

/**
 * The stock grid of a product form (the seller's and the admin's): each size × colour with the
 * stock it has now and the change typed for it (+n, −n), never a count that would overwrite sales.
 */

/** The sizes and colours the grid lays out, and each cell's change as typed, by `cellKey`. */
export interface StockGridInput {
  sizes: readonly string[];
  colors: readonly string[];
  changes: Partial<Record<string, string>>;
}

/** One cell of the stock grid, whatever its size and colour are called. */
export const cellKey = (size: string, color: string) => JSON.stringify([size, color]);

/** A change as typed: '' is none, "+5" and "-2" (or "−2") are units, anything else is not a number. */
export function changeOf(text: string | undefined): number {
  const typed = (text ?? '').trim().replace(/^[−–]/, '-').replace(/^\+/, '');
  return typed === '' ? 0 : Number(typed);
}

export interface StockGridCell {
  key: string;
  size: string;
  color: string;
  /** the input's name for assistive technology: "Stock of size M, Navy" */
  label: string;
  /** what it has now: 0 for a cell not split yet or just added */
  stock: number;
  change: string;
  /** its stock after the change, or null while the change is not a whole number */
  after: number | null;
}

export interface StockGrid {
  sizes: string[];
  colors: string[];
  /** one row per size (one row, size '', when there are none), one cell per colour */
  rows: Array<{ size: string; cells: StockGridCell[] }>;
  /** the product's stock now and after the changes (null while one is not a whole number or leaves less than 0) */
  now: number;
  after: number | null;
  /** cells with stock that the sizes and colours offered no longer include: saving drops them */
  dropped: VariantStock[];
}

/** The grid of sizes × colours, each cell with the stock it has now (`current`). */
export function stockGridOf({ sizes, colors, changes }: StockGridInput, current: readonly VariantStock[]): StockGrid {
  const cells = variantCells(sizes, colors).map(({ size, color }): StockGridCell => {
    const key = cellKey(size, color);
    const stock = current.find((variant) => variant.size === size && variant.color === color)?.stock ?? 0;
    const change = changes[key] ?? '';
    const delta = changeOf(change);
    return {
      ...{ key, size, color, label: variantStockLabel(size, color), stock, change },
      after: Number.isInteger(delta) ? stock + delta : null,
    };
  });
  const rows = (sizes.length > 0 ? sizes : ['']).map((size) => ({
    size,
    cells: cells.filter((cell) => cell.size === size),
  }));
  const kept = new Set(cells.map((cell) => cell.key));
  return {
    sizes: [...sizes],
    colors: [...colors],
    rows,
    now: cells.reduce((sum, cell) => sum + cell.stock, 0),
    after: cells.every((cell) => cell.after !== null && cell.after >= 0)
      ? cells.reduce((sum, cell) => sum + (cell.after ?? 0), 0)
      : null,
    dropped: current.filter((variant) => variant.stock > 0 && !kept.has(cellKey(variant.size, variant.color))),
  };
}

/** The changes to send, cell by cell in the grid's order: only those that change something. */
export function variantStockOf(input: StockGridInput, current: readonly VariantStock[]): VariantStockChange[] {
  return stockGridOf(input, current)
    .rows.flatMap((row) => row.cells)
    .map(({ size, color, change }) => ({ size, color, change: changeOf(change) }))
    .filter((cell) => cell.change !== 0);
}

/**
 * Why the grid's changes are refused, as the server words it, by the index of the change
 * (`variantStock.N.change`): a cell that would go below 0 or grow too large.
 */
export function variantStockProblems(input: StockGridInput, current: readonly VariantStock[]): Record<string, string> {
  // Changes that are not whole numbers are the schema's to name.
  const sent = variantStockOf(input, current).map((change, index) => ({ change, index }));
  const whole = sent.filter(({ change }) => Number.isInteger(change.change));
  const { problems } = changedVariantStock(
    input.sizes,
    input.colors,
    current,
    whole.map(({ change }) => change),
    MAX_STOCK,
  );
  return Object.fromEntries(
    [...problems].map(([index, message]) => [`variantStock.${whole[index]!.index}.change`, message]),
  );
}

/** The field a cell's message is kept under in the form's errors. */
export const cellField = (key: string) => `variantStock:${key}`;

/**
 * Messages of the changes sent (`variantStock.N.change`, N the index in `sent`) moved to their
 * cells; the others stay as they are.
 */
export function withCellFields(
  fields: Partial<Record<string, string>>,
  sent: readonly VariantStockChange[],
): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const change = /^variantStock\.(\d+)\.change$/.exec(field);
      const cell = change ? sent[Number(change[1])] : undefined;
      return [cell ? cellField(cellKey(cell.size, cell.color)) : field, message];
    }),
  );
}

/** "size" or "colour" for a product that offers them but keeps one stock; null otherwise. */
export function notSplitBy(product: {
  sizes: readonly string[];
  colors: readonly string[];
  variants: readonly VariantStock[];
}): string | null {
  if (product.variants.length > 0) return null;
  if (product.sizes.length > 0) return 'size';
  return product.colors.length > 0 ? 'colour' : null;
}
