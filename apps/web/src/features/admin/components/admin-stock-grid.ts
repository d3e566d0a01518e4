import type { AdminProduct } from '@onsale/core/contracts/admin';
import type { VariantStockChange } from '@onsale/core/variants';
import { useState, type ChangeEvent } from 'react';
import {
  cellField,
  changeOf,
  stockGridOf,
  variantStockOf,
  variantStockProblems,
  withCellFields,
  type StockGridInput,
} from '../../../components/stock/stock-grid-state';
import { ApiRequestError } from '../../../lib/api-client';

const NOT_A_NUMBER = 'Stock change must be a whole number, like +5 or -2';

/**
 * The admin form's stock per size and colour: the product's own sizes and colours (the admin does
 * not change them), each cell moved by a change as the seller's form does. A product not split
 * yet keeps one stock until the admin chooses to split it.
 */
export function useAdminStockGrid(product: AdminProduct) {
  const [changes, setChanges] = useState<Partial<Record<string, string>>>({});
  const [splitting, setSplitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const current = product.variants;
  const offers = product.sizes.length > 0 || product.colors.length > 0;
  const perVariant = current.length > 0 || (splitting && offers);
  const input: StockGridInput = { sizes: product.sizes, colors: product.colors, changes };
  const grid = perVariant ? stockGridOf(input, current) : null;

  return {
    grid,
    perVariant,
    /** the product offers sizes or colours and keeps one stock for them */
    canSplit: offers && !perVariant,
    mode: current.length > 0 ? ('split' as const) : ('splitting' as const),
    errors,
    split: () => setSplitting(true),
    undo: current.length === 0 ? () => (setSplitting(false), setChanges({}), setErrors({})) : undefined,
    onChange: (key: string) => (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setChanges((typed) => ({ ...typed, [key]: value }));
      setErrors((said) => Object.fromEntries(Object.entries(said).filter(([field]) => field !== cellField(key))));
    },
    /** The cells' problems before anything is sent (shown on their cells), or the changes to send. */
    check(): { problem: string } | { variantStock: VariantStockChange[] } {
      const found: Record<string, string> = {};
      for (const cell of grid?.rows.flatMap((row) => row.cells) ?? [])
        if (!Number.isInteger(changeOf(cell.change))) found[cellField(cell.key)] = NOT_A_NUMBER;
      const sent = variantStockOf(input, current);
      Object.assign(found, withCellFields(variantStockProblems(input, current), sent));
      setErrors(found);
      const first = Object.values(found)[0];
      return first ? { problem: first } : { variantStock: sent };
    },
    /** The server's messages of the cells sent, on their cells. */
    refused(error: unknown, sent: readonly VariantStockChange[]) {
      if (error instanceof ApiRequestError && error.fields) setErrors(withCellFields(error.fields, sent));
    },
    /** The product as it is now, after a refused save: the grid starts again from it. */
    reset() {
      setChanges({});
      setSplitting(false);
      setErrors({});
    },
  };
}
