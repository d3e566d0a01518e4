import type { Courier } from '@onsale/core/couriers';
import type { RemittanceStatus } from '@onsale/core/remittances';
import { and, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courierRemittances, orders, remittanceReports, sellerOrders, sellerProfiles, users } from '../../db/schema';

/** What the rider should have collected for a part: its items, shipping, less its coupon share and credit. */
const cashOfPart = sql<number>`(${sellerOrders.subtotal} + ${sellerOrders.shipping} - ${sellerOrders.discount} - ${sellerOrders.credit})::int`;
const remitted = inArray(courierRemittances.status, ['matched', 'amount_differs']);

export interface NewRemittanceRow {
  row: number;
  trackingNumber: string;
  amount: number;
  fee: number;
  remittedOn: string;
  status: RemittanceStatus;
  sellerOrderId: string | null;
  expected: number | null;
}

/** Couriers' remittance reports and their rows, each row matched to its parcel once. */
export function createRemittancesRepository(db: Executor) {
  const rowColumns = {
    id: courierRemittances.id,
    row: courierRemittances.row,
    courier: courierRemittances.courier,
    trackingNumber: courierRemittances.trackingNumber,
    amount: courierRemittances.amount,
    fee: courierRemittances.fee,
    remittedOn: courierRemittances.remittedOn,
    status: courierRemittances.status,
    expected: courierRemittances.expected,
    sellerOrderId: courierRemittances.sellerOrderId,
    orderId: sellerOrders.orderId,
    orderNumber: orders.number,
    brandName: sellerProfiles.brandName,
    uploadId: courierRemittances.reportId,
  };
  const rowsWithOrders = () =>
    db
      .select(rowColumns)
      .from(courierRemittances)
      .leftJoin(sellerOrders, eq(sellerOrders.id, courierRemittances.sellerOrderId))
      .leftJoin(orders, eq(orders.id, sellerOrders.orderId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId));
  const summaries = () =>
    db
      .select({
        id: remittanceReports.id,
        courier: remittanceReports.courier,
        fileName: remittanceReports.fileName,
        uploadedBy: sql<string>`coalesce(max(${users.email}), '')`,
        createdAt: remittanceReports.createdAt,
        rows: sql<number>`count(${courierRemittances.id})::int`.mapWith(Number),
        matched: sql<number>`(count(*) filter (where ${courierRemittances.status} = 'matched'))::int`.mapWith(Number),
        amountDiffers:
          sql<number>`(count(*) filter (where ${courierRemittances.status} = 'amount_differs'))::int`.mapWith(Number),
        unknownParcel:
          sql<number>`(count(*) filter (where ${courierRemittances.status} = 'unknown_parcel'))::int`.mapWith(Number),
        duplicate: sql<number>`(count(*) filter (where ${courierRemittances.status} = 'duplicate'))::int`.mapWith(
          Number,
        ),
        collected: sql<number>`coalesce(sum(${courierRemittances.amount}), 0)::int`.mapWith(Number),
        fees: sql<number>`coalesce(sum(${courierRemittances.fee}), 0)::int`.mapWith(Number),
      })
      .from(remittanceReports)
      .leftJoin(courierRemittances, eq(courierRemittances.reportId, remittanceReports.id))
      .leftJoin(users, eq(users.id, remittanceReports.uploadedBy))
      .groupBy(remittanceReports.id);

  return {
    /** One report at a time, across nodes: its rows are matched against every earlier report's. */
    async holdUploads(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('courier_remittances'))`);
    },

    /** The parts of this courier with these tracking numbers (upper-case), with their cash and status. */
    async partsByTracking(courier: Courier, trackingNumbers: string[]) {
      if (trackingNumbers.length === 0) return [];
      return db
        .select({
          id: sellerOrders.id,
          trackingNumber: sql<string>`upper(${sellerOrders.trackingNumber})`,
          status: sellerOrders.status,
          cash: cashOfPart,
        })
        .from(sellerOrders)
        .where(
          and(eq(sellerOrders.courier, courier), inArray(sql`upper(${sellerOrders.trackingNumber})`, trackingNumbers)),
        );
    },

    /** Of these parts, those whose cash was remitted before. */
    async remittedParts(sellerOrderIds: string[]): Promise<Set<string>> {
      if (sellerOrderIds.length === 0) return new Set();
      const rows = await db
        .select({ id: courierRemittances.sellerOrderId })
        .from(courierRemittances)
        .where(and(inArray(courierRemittances.sellerOrderId, sellerOrderIds), remitted));
      return new Set(rows.map((row) => row.id!));
    },

    async insertReport(courier: Courier, fileName: string, uploadedBy: string) {
      const [row] = await db.insert(remittanceReports).values({ courier, fileName, uploadedBy }).returning();
      return row!;
    },

    async insertRows(reportId: string, courier: Courier, rows: NewRemittanceRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += 1000)
        await db
          .insert(courierRemittances)
          .values(rows.slice(start, start + 1000).map((row) => ({ ...row, reportId, courier })));
    },

    async reports() {
      return summaries().orderBy(desc(remittanceReports.createdAt)).limit(50);
    },

    async report(reportId: string) {
      const [summary] = await summaries().where(eq(remittanceReports.id, reportId));
      if (!summary) return undefined;
      const items = await rowsWithOrders()
        .where(eq(courierRemittances.reportId, reportId))
        .orderBy(courierRemittances.row);
      return { summary, items };
    },

    /** Rows whose amount differs, whose parcel is unknown, or remitted twice, newest first. */
    async attention(limit = 200) {
      return rowsWithOrders()
        .where(ne(courierRemittances.status, 'matched'))
        .orderBy(desc(courierRemittances.createdAt), courierRemittances.row)
        .limit(limit);
    },

    /** Parcels delivered before `before` with cash to collect and no remittance of it. */
    async unremitted(before: Date, limit = 200) {
      const where = and(
        eq(sellerOrders.status, 'delivered'),
        lt(sql`coalesce(${sellerOrders.deliveredAt}, ${sellerOrders.updatedAt})`, before),
        sql`${cashOfPart} > 0`,
        isNull(courierRemittances.id),
      );
      const from = () =>
        db
          .select({
            sellerOrderId: sellerOrders.id,
            orderId: sellerOrders.orderId,
            orderNumber: orders.number,
            brandName: sql<string>`coalesce(${sellerProfiles.brandName}, 'OnSale')`,
            courier: sellerOrders.courier,
            trackingNumber: sellerOrders.trackingNumber,
            deliveredAt: sql<Date>`coalesce(${sellerOrders.deliveredAt}, ${sellerOrders.updatedAt})`.mapWith(
              (value: string | Date) => new Date(value),
            ),
            expected: cashOfPart.mapWith(Number),
          })
          .from(sellerOrders)
          .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
          .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
          .leftJoin(courierRemittances, and(eq(courierRemittances.sellerOrderId, sellerOrders.id), remitted));
      const [totals] = await db
        .select({ count: count(), amount: sql<number>`coalesce(sum(${cashOfPart}), 0)::int`.mapWith(Number) })
        .from(sellerOrders)
        .leftJoin(courierRemittances, and(eq(courierRemittances.sellerOrderId, sellerOrders.id), remitted))
        .where(where);
      const items = await from().where(where).orderBy(sellerOrders.deliveredAt).limit(limit);
      return { count: totals?.count ?? 0, amount: totals?.amount ?? 0, items };
    },

    /** Per courier: the parcels remitted, the cash and the fees of every row (rows remitted twice not counted again). */
    async byCourier() {
      return db
        .select({
          courier: courierRemittances.courier,
          // the parcels it remitted: rows of a tracking number no parcel has are not parcels of ours
          parcels: sql<number>`(count(*) filter (where ${courierRemittances.status} <> 'unknown_parcel'))::int`.mapWith(
            Number,
          ),
          collected: sql<number>`coalesce(sum(${courierRemittances.amount}), 0)::int`.mapWith(Number),
          fees: sql<number>`coalesce(sum(${courierRemittances.fee}), 0)::int`.mapWith(Number),
        })
        .from(courierRemittances)
        .where(ne(courierRemittances.status, 'duplicate'))
        .groupBy(courierRemittances.courier)
        .orderBy(courierRemittances.courier);
    },
  };
}
