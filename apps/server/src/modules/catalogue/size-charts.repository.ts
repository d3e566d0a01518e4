import type { ProductSizeChart } from '@onsale/core/contracts/size-charts';
import type { SizeChartRow } from '@onsale/core/size-charts';
import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products, sizeCharts } from '../../db/schema';

/** Whose charts: a seller's (their user id), or the marketplace's (null), kept by the admins. */
export type SizeChartOwner = string | null;

export interface SizeChartColumns {
  name: string;
  measurements: string[];
  rows: SizeChartRow[];
  howToMeasure: string;
}

const ownedBy = (owner: SizeChartOwner): SQL =>
  owner === null ? isNull(sizeCharts.sellerId) : eq(sizeCharts.sellerId, owner);

/**
 * The chart a product page shows, as JSON in the product's own select (no second round trip): the
 * product's chart, else its sub-category's default, else its top category's; null when none.
 * `subCategory` is joined only where the product's category is not its top category. Its
 * `howToMeasure` is the owner's text, '' when they wrote none.
 */
export function effectiveSizeChartJson(sources: {
  product: { sizeChartId: SQLWrapper };
  subCategory: { defaultSizeChartId: SQLWrapper };
  topCategory: { defaultSizeChartId: SQLWrapper };
}): SQL<ProductSizeChart | null> {
  return sql`(select json_build_object('name', c.name, 'measurements', c.measurements, 'rows', c.rows, 'howToMeasure', c.how_to_measure)
    from ${sizeCharts} c
    where c.id = coalesce(${sources.product.sizeChartId}, ${sources.subCategory.defaultSizeChartId}, ${sources.topCategory.defaultSizeChartId}))`;
}

const columns = {
  id: sizeCharts.id,
  sellerId: sizeCharts.sellerId,
  name: sizeCharts.name,
  measurements: sizeCharts.measurements,
  rows: sizeCharts.rows,
  howToMeasure: sizeCharts.howToMeasure,
  createdAt: sizeCharts.createdAt,
  updatedAt: sizeCharts.updatedAt,
  // the table named in full: a select's own columns are written unqualified, and p has an id too
  productCount: sql<number>`(select count(*)::int from ${products} p where p.size_chart_id = ${sizeCharts}.id)`,
};

/** Every read and write of `size_charts`; a category's default is written by the categories repository. */
export function createSizeChartsRepository(db: Executor) {
  return {
    /** The owner's charts by name, each with how many products show it as their own. */
    list(owner: SizeChartOwner) {
      return db
        .select(columns)
        .from(sizeCharts)
        .where(ownedBy(owner))
        .orderBy(asc(sizeCharts.name), asc(sizeCharts.createdAt));
    },

    /** The categories that show each marketplace chart by default. */
    defaultOf() {
      return db
        .select({ id: categories.id, name: categories.name, sizeChartId: categories.defaultSizeChartId })
        .from(categories)
        .where(sql`${categories.defaultSizeChartId} is not null`)
        .orderBy(asc(categories.position), asc(categories.name));
    },

    async find(id: string, owner: SizeChartOwner) {
      const [row] = await db
        .select(columns)
        .from(sizeCharts)
        .where(and(eq(sizeCharts.id, id), ownedBy(owner)))
        .limit(1);
      return row;
    },

    /** Who keeps the chart: a seller's id, null for the marketplace's; undefined when there is no such chart. */
    async ownerOf(id: string): Promise<{ sellerId: string | null } | undefined> {
      const [row] = await db
        .select({ sellerId: sizeCharts.sellerId })
        .from(sizeCharts)
        .where(eq(sizeCharts.id, id))
        .limit(1);
      return row;
    },

    async insert(owner: SizeChartOwner, values: SizeChartColumns): Promise<string> {
      const [row] = await db
        .insert(sizeCharts)
        .values({ sellerId: owner, ...values })
        .returning({ id: sizeCharts.id });
      return row!.id;
    },

    /** Saves the owner's chart; false when they have no such chart. */
    async update(id: string, owner: SizeChartOwner, values: SizeChartColumns): Promise<boolean> {
      const rows = await db
        .update(sizeCharts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(sizeCharts.id, id), ownedBy(owner)))
        .returning({ id: sizeCharts.id });
      return rows.length > 0;
    },

    /** Deletes the owner's chart (its products and categories keep none); false when they have no such chart. */
    async remove(id: string, owner: SizeChartOwner): Promise<boolean> {
      const rows = await db
        .delete(sizeCharts)
        .where(and(eq(sizeCharts.id, id), ownedBy(owner)))
        .returning({ id: sizeCharts.id });
      return rows.length > 0;
    },
  };
}

export type SizeChartRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof createSizeChartsRepository>['find']>>>;
