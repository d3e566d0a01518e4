import { z } from 'zod';
import { UUID_PATTERN } from '../ids';
import { MAX_CHART_MEASUREMENTS, MAX_CHART_SIZES, sizeChartProblems } from '../size-charts';
import { manyLines, oneLine } from './text';

/**
 * Size charts (decision 0050), kept by a seller for their products (`/api/seller/size-charts`) or
 * by the admins as the marketplace's, a category's default (`/api/admin/size-charts`). Values are
 * centimetres; the shop shows inches beside them.
 */

export const SIZE_CHART_MESSAGES = {
  notFound: 'Size chart not found',
  notYours: 'Choose one of your own size charts',
  notMarketplace: 'Choose one of the marketplace size charts',
};

const name = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(oneLine());

const measurementValue = z.number({ error: 'Every measurement must be a number of cm' });

/** What the chart editors send to add or save a chart; the rules of core's `sizeChartProblems` apply. */
export const sizeChartInputSchema = z
  .object({
    name: name('Name', 80),
    measurements: z
      .array(name('Every measurement name', 30), { error: 'Add at least one measurement' })
      // the exact limits are core's; these only keep a hostile request small
      .max(MAX_CHART_MEASUREMENTS * 2, `A chart has at most ${MAX_CHART_MEASUREMENTS} measurements`),
    rows: z
      .array(
        z.object({
          size: name('Every size', 20),
          values: z.array(measurementValue).max(MAX_CHART_MEASUREMENTS * 2, 'Too many values in a size'),
        }),
        { error: 'Add at least one size' },
      )
      .max(MAX_CHART_SIZES * 2, `A chart has at most ${MAX_CHART_SIZES} sizes`),
    howToMeasure: z
      .string()
      .trim()
      .max(2000, 'How to measure must be at most 2000 characters')
      .check(manyLines())
      .optional()
      .default(''),
  })
  .superRefine((chart, ctx) => {
    for (const problem of sizeChartProblems(chart))
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
export type SizeChartInput = z.input<typeof sizeChartInputSchema>;
export type SizeChartValues = z.output<typeof sizeChartInputSchema>;

const rowSchema = z.object({ size: z.string(), values: z.array(z.number()) });

/** A chart as its owner edits it: `howToMeasure` is what they wrote ('' for the shop's default text). */
export const sizeChartSchema = z.object({
  id: z.string(),
  name: z.string(),
  measurements: z.array(z.string()),
  rows: z.array(rowSchema),
  howToMeasure: z.string(),
  /** the products that show it as their own chart */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** A marketplace chart, with the categories that show it by default. */
export const adminSizeChartSchema = sizeChartSchema.extend({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminSizeChart = z.infer<typeof adminSizeChartSchema>;

/** The chart a product page shows: its own, else its category's default; `howToMeasure` is never empty. */
export const productSizeChartSchema = z.object({
  name: z.string(),
  measurements: z.array(z.string()),
  rows: z.array(rowSchema),
  howToMeasure: z.string(),
});
export type ProductSizeChart = z.infer<typeof productSizeChartSchema>;

/** A size chart's id in a form: a chart, or null for none. */
export const sizeChartIdSchema = z
  .string({ error: 'Size chart must be a size chart id or null' })
  .regex(UUID_PATTERN, SIZE_CHART_MESSAGES.notFound)
  .nullable();

/** The admin sets (or clears, with null) a category's default chart. */
export const categorySizeChartSchema = z.object({
  sizeChartId: sizeChartIdSchema,
});
