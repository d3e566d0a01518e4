import { z } from 'zod';
import { oneLine } from './text';

/**
 * What the seller's and the admin's product forms share when they save a product (decision 0019):
 * the version of the product the form read, so a save made from a stale form is refused rather than
 * overwriting what changed meanwhile, and stock as an adjustment, never a count that would overwrite
 * the units sold since the form was opened.
 */

/** The 409 of a save whose version is not the product's any more; the answer carries the product as it is now. */
export const PRODUCT_CHANGED = 'This product changed since you opened it';
export const PRODUCT_CHANGED_CODE = 'product_changed';

export const STOCK_BY_ADJUSTMENT =
  'Stock is changed by adding or removing units (stockChange), not by sending a new count';
export const MAX_STOCK = 1_000_000;

/** Messages read after the field's name: "version is required: …". */
export const productVersionSchema = z
  .number({ error: 'is required: send the version of the product you read' })
  .int('must be a whole number')
  .min(1, 'must be a whole number from 1')
  .max(2_147_483_647, 'is too large');

/** Units added (+n) or taken away (-n); empty or 0 leaves the stock as it is. */
export const stockChangeSchema = z
  .number({ error: 'Stock change must be a whole number' })
  .int('Stock change must be a whole number')
  .min(-MAX_STOCK, 'Stock change is too large')
  .max(MAX_STOCK, 'Stock change is too large')
  .optional()
  .default(0);

/** A save that still sends the old absolute stock is refused, so it cannot overwrite sales. */
export const noAbsoluteStock = z.never({ error: STOCK_BY_ADJUSTMENT }).optional();

/** Why adding `change` units to `stock` is refused, or null when it is not. */
export function stockChangeProblem(stock: number, change: number): string | null {
  if (stock + change < 0)
    return `Stock cannot go below 0: there ${stock === 1 ? 'is 1 unit' : `are ${stock} units`} in stock`;
  if (stock + change > MAX_STOCK) return 'Stock would be too large';
  return null;
}

/**
 * The stock of sizes and colours moved by differences (+n, −n), cell by cell: a product whose
 * stock is not split yet is split by it (each cell from 0, the product's stock their sum). Sizes
 * and colours are the product's own names ('' for none).
 */
export const variantStockChangesSchema = z
  .array(
    z.object({
      size: z.string().trim().max(40, 'Size is too long'),
      color: z.string().trim().max(40, 'Colour is too long'),
      change: z
        .number({ error: 'Stock change must be a whole number' })
        .int('Stock change must be a whole number')
        .min(-MAX_STOCK, 'Stock change is too large')
        .max(MAX_STOCK, 'Stock change is too large'),
    }),
  )
  .max(400, 'Too many sizes and colours')
  .optional();

/**
 * A picture for each colour that has one (decision 0051): the colour as the product names it and
 * the picture's address, checked by the server as the product's own pictures are. Left out, the
 * pictures stay as they are; an empty list removes them all.
 */
export const colorImagesInputSchema = z
  .array(
    z.object({
      color: z.string().trim().min(1, 'Colour is required').max(40, 'Colour is too long'),
      image: z
        .string({ error: 'Picture is required' })
        .trim()
        .min(1, 'Picture is required')
        .max(2000, 'Picture must be at most 2000 characters')
        .check(oneLine()),
    }),
  )
  .max(30, 'Too many colour pictures')
  .optional();
