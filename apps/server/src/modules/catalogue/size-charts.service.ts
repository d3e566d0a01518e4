import {
  SIZE_CHART_MESSAGES,
  type AdminSizeChart,
  type SizeChart,
  type SizeChartValues,
} from '@onsale/core/contracts/size-charts';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import type { CatalogueChanged } from './catalogue-changes';
import {
  createSizeChartsRepository,
  type SizeChartColumns,
  type SizeChartOwner,
  type SizeChartRecord,
} from './size-charts.repository';

function toSizeChart(row: SizeChartRecord): SizeChart {
  return {
    id: row.id,
    name: row.name,
    measurements: row.measurements,
    rows: row.rows,
    howToMeasure: row.howToMeasure,
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: SizeChartValues): SizeChartColumns {
  return {
    name: input.name,
    measurements: input.measurements.map((name) => name.trim()),
    rows: input.rows.map((row) => ({ size: row.size.trim(), values: row.values })),
    howToMeasure: input.howToMeasure,
  };
}

/**
 * Whether a seller may attach this chart to a product: only one of their own. A chart of another
 * seller or of the marketplace reads as not theirs, a malformed or unknown id as not found.
 */
export async function checkSellerSizeChart(tx: Executor, sellerId: string, chartId: string): Promise<void> {
  const owner = await createSizeChartsRepository(tx).ownerOf(chartId);
  if (!owner) throw badRequest(SIZE_CHART_MESSAGES.notFound, { sizeChartId: SIZE_CHART_MESSAGES.notFound });
  if (owner.sellerId !== sellerId)
    throw badRequest(SIZE_CHART_MESSAGES.notYours, { sizeChartId: SIZE_CHART_MESSAGES.notYours });
}

/** Whether a chart can be a category's default: only a marketplace chart. */
export async function checkMarketplaceSizeChart(tx: Executor, chartId: string): Promise<void> {
  const owner = await createSizeChartsRepository(tx).ownerOf(chartId);
  if (!owner) throw badRequest(SIZE_CHART_MESSAGES.notFound, { sizeChartId: SIZE_CHART_MESSAGES.notFound });
  if (owner.sellerId !== null)
    throw badRequest(SIZE_CHART_MESSAGES.notMarketplace, { sizeChartId: SIZE_CHART_MESSAGES.notMarketplace });
}

/**
 * A seller's charts and the marketplace's, each kept by its owner alone (a seller by their id, the
 * admins as the marketplace). A change to a chart that products show changes their pages: the
 * catalogue is told after the commit.
 */
export function createSizeChartsService(db: Database, catalogueChanged: CatalogueChanged) {
  const reader = createSizeChartsRepository(db);

  async function load(id: string, owner: SizeChartOwner): Promise<SizeChart> {
    const row = await reader.find(id, owner);
    if (!row) throw notFound(SIZE_CHART_MESSAGES.notFound);
    return toSizeChart(row);
  }

  async function create(actorId: string, owner: SizeChartOwner, input: SizeChartValues): Promise<SizeChart> {
    const values = columnsOf(input);
    const id = await db.transaction(async (tx) => {
      const created = await createSizeChartsRepository(tx).insert(owner, values);
      await recordAudit(tx, {
        actorId,
        action: 'size_chart.create',
        entity: 'size_chart',
        entityId: created,
        after: values,
      });
      return created;
    });
    return load(id, owner);
  }

  async function update(actorId: string, owner: SizeChartOwner, id: string, input: SizeChartValues) {
    const values = columnsOf(input);
    await db.transaction(async (tx) => {
      const repository = createSizeChartsRepository(tx);
      const before = await repository.find(id, owner);
      if (!before || !(await repository.update(id, owner, values))) throw notFound(SIZE_CHART_MESSAGES.notFound);
      await recordAudit(tx, {
        actorId,
        action: 'size_chart.update',
        entity: 'size_chart',
        entityId: id,
        before: columnsOf(before),
        after: values,
      });
    });
    catalogueChanged();
    return load(id, owner);
  }

  async function remove(actorId: string, owner: SizeChartOwner, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const repository = createSizeChartsRepository(tx);
      const before = await repository.find(id, owner);
      if (!before || !(await repository.remove(id, owner))) throw notFound(SIZE_CHART_MESSAGES.notFound);
      await recordAudit(tx, {
        actorId,
        action: 'size_chart.delete',
        entity: 'size_chart',
        entityId: id,
        before: { ...columnsOf(before), productCount: before.productCount },
      });
    });
    catalogueChanged();
  }

  return {
    /** The seller's own charts. */
    seller: {
      list: async (sellerId: string): Promise<SizeChart[]> => (await reader.list(sellerId)).map(toSizeChart),
      get: (sellerId: string, id: string) => load(id, sellerId),
      create: (sellerId: string, input: SizeChartValues) => create(sellerId, sellerId, input),
      update: (sellerId: string, id: string, input: SizeChartValues) => update(sellerId, sellerId, id, input),
      remove: (sellerId: string, id: string) => remove(sellerId, sellerId, id),
    },

    /** The marketplace's charts, which categories show by default. */
    marketplace: {
      async list(): Promise<AdminSizeChart[]> {
        const [rows, defaults] = await Promise.all([reader.list(null), reader.defaultOf()]);
        return rows.map((row) =>
          Object.assign(toSizeChart(row), {
            categories: defaults
              .filter((category) => category.sizeChartId === row.id)
              .map((category) => ({ id: category.id, name: category.name })),
          }),
        );
      },
      create: (adminId: string, input: SizeChartValues) => create(adminId, null, input),
      update: (adminId: string, id: string, input: SizeChartValues) => update(adminId, null, id, input),
      remove: (adminId: string, id: string) => remove(adminId, null, id),
    },
  };
}

export type SizeChartsService = ReturnType<typeof createSizeChartsService>;
