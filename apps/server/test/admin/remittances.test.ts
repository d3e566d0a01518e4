import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMITTANCE_MESSAGES } from '@onsale/core/remittances';
import { courierRemittances, remittanceReports } from '../../src/db/schema';
import { caller, createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createSellerOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.database.db);
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
  seller = await createSellerWithBrand(t.database.db, 'approved', { brandName: 'Remitted Brand' });
  buyer = await createBuyer(t.database.db);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A parcel handed to TCS with this tracking number: Rs. 2,000 of items and Rs. 250 of shipping to collect. */
const parcel = (trackingNumber: string, status: 'delivered' | 'shipped' | 'refused' = 'delivered', daysAgo = 10) =>
  createSellerOrder(
    t.database.db,
    buyer,
    seller.user.id,
    [{ productId: null, name: 'Lawn Suit', price: 200_000, quantity: 1 }],
    {
      status,
      courier: 'tcs',
      trackingNumber,
      deliveredAt: new Date(Date.now() - daysAgo * DAY),
    },
  );

const upload = (content: string, courier = 'tcs') =>
  asAdmin('POST', '/api/admin/remittances', { courier, fileName: 'tcs-week-48.csv', content });

describe("couriers' remittance reports", () => {
  it('match each row to its parcel: right, different, unknown and remitted twice', async () => {
    const right = await parcel('TCS-1001');
    const short = await parcel('tcs-1002');
    const refused = await parcel('TCS-1003', 'refused');
    const csv = [
      'CN Number,COD Amount,Courier Fee,Payment Date',
      'TCS-1001,"2,250",120,29/11/2026',
      'TCS-1002,2000.00,120,2026-11-29',
      'TCS-9999,1500,100,2026-11-29',
      'tcs-1001,2250,120,2026-11-29',
      'TCS-1003,0,90,2026-11-29',
    ].join('\r\n');
    const answer = await upload(csv);
    expect(answer.statusCode).toBe(201);
    const report = answer.json().data;
    expect(report).toMatchObject({
      courier: 'tcs',
      fileName: 'tcs-week-48.csv',
      rows: 5,
      matched: 2,
      amountDiffers: 1,
      unknownParcel: 1,
      duplicate: 1,
      collected: 225_000 + 200_000 + 150_000 + 225_000,
      fees: 12_000 * 3 + 10_000 + 9_000,
    });
    const byRow = (row: number) => report.items.find((item: { row: number }) => item.row === row);
    expect(byRow(2)).toMatchObject({
      status: 'matched',
      expected: 225_000,
      sellerOrderId: right.sellerOrder.id,
      remittedOn: '2026-11-29',
    });
    expect(byRow(3)).toMatchObject({
      status: 'amount_differs',
      expected: 225_000,
      amount: 200_000,
      sellerOrderId: short.sellerOrder.id,
      brandName: 'Remitted Brand',
    });
    expect(byRow(4)).toMatchObject({ status: 'unknown_parcel', expected: null, sellerOrderId: null });
    expect(byRow(5)).toMatchObject({ status: 'duplicate', sellerOrderId: right.sellerOrder.id });
    // A parcel refused at the door brought no cash: nothing was expected, and nothing came.
    expect(byRow(6)).toMatchObject({ status: 'matched', expected: 0, sellerOrderId: refused.sellerOrder.id });

    // The same parcel in a later report is remitted twice; another courier's tracking number is unknown.
    const later = (await upload('Tracking number,Amount collected,Date\nTCS-1001,2250,2026-11-30')).json().data;
    expect(later).toMatchObject({ rows: 1, duplicate: 1, fees: 0 });
    const otherCourier = (
      await upload('Tracking number,Amount collected,Date\nTCS-1001,2250,2026-11-30', 'leopards')
    ).json().data;
    expect(otherCourier).toMatchObject({ unknownParcel: 1 });

    const overview = (await asAdmin('GET', '/api/admin/remittances?days=7')).json().data;
    expect(overview.reports[0]).toMatchObject({ id: otherCourier.id, rows: 1 });
    expect(overview.attention.map((row: { status: string }) => row.status)).toEqual(
      expect.arrayContaining(['amount_differs', 'unknown_parcel', 'duplicate']),
    );
    expect(overview.attention.find((row: { status: string }) => row.status === 'amount_differs')).toMatchObject({
      orderNumber: short.order.number,
      orderId: short.order.id,
    });
    expect(overview.couriers.find((row: { courier: string }) => row.courier === 'tcs')).toMatchObject({
      // rows remitted twice are not counted again; a tracking number no parcel has is no parcel
      parcels: 3,
      fees: 12_000 * 2 + 10_000 + 9_000,
    });
    expect((await asAdmin('GET', `/api/admin/remittances/${report.id}`)).json().data.items).toHaveLength(5);
  });

  it('show parcels delivered and not remitted after the days chosen', async () => {
    const old = await parcel('TCS-2001', 'delivered', 12);
    const recent = await parcel('TCS-2002', 'delivered', 2);
    const overview = (await asAdmin('GET', '/api/admin/remittances?days=7')).json().data;
    const ids = overview.unremitted.items.map((item: { sellerOrderId: string }) => item.sellerOrderId);
    expect(ids).toContain(old.sellerOrder.id);
    expect(ids).not.toContain(recent.sellerOrder.id);
    expect(
      overview.unremitted.items.find((item: { sellerOrderId: string }) => item.sellerOrderId === old.sellerOrder.id),
    ).toMatchObject({
      orderNumber: old.order.number,
      courier: 'tcs',
      trackingNumber: 'TCS-2001',
      expected: 225_000,
    });
    const wider = (await asAdmin('GET', '/api/admin/remittances?days=1')).json().data;
    expect(wider.unremitted.items.map((item: { sellerOrderId: string }) => item.sellerOrderId)).toContain(
      recent.sellerOrder.id,
    );
    await upload('Tracking number,Amount collected,Date\nTCS-2001,2250,2026-11-29');
    const after = (await asAdmin('GET', '/api/admin/remittances?days=7')).json().data;
    expect(after.unremitted.items.map((item: { sellerOrderId: string }) => item.sellerOrderId)).not.toContain(
      old.sellerOrder.id,
    );
    expect(after.unremitted.count).toBe(overview.unremitted.count - 1);
    expect(after.unremitted.amount).toBe(overview.unremitted.amount - 225_000);
  });

  it('refuse a report that cannot be read, saying where, and save nothing of it', async () => {
    const before = (await t.database.db.select().from(remittanceReports)).length;
    const rowsBefore = (await t.database.db.select().from(courierRemittances)).length;
    const cases: [string, string][] = [
      [
        'Tracking number,Amount collected,Date\nTCS-1,12a,2026-11-29',
        REMITTANCE_MESSAGES.row(2, REMITTANCE_MESSAGES.amount),
      ],
      [
        'Tracking number,Amount collected,Date\nTCS-1,100,2026-11-29\nTCS-2,100,31/02/2026',
        REMITTANCE_MESSAGES.row(3, REMITTANCE_MESSAGES.date),
      ],
      [
        'Tracking number,Amount collected,Fee,Date\nTCS-1,100,-5,2026-11-29',
        REMITTANCE_MESSAGES.row(2, REMITTANCE_MESSAGES.fee),
      ],
      [
        'Tracking number,Amount collected,Date\n,100,2026-11-29',
        REMITTANCE_MESSAGES.row(2, REMITTANCE_MESSAGES.trackingNumber),
      ],
      ['Parcel,Money\nTCS-1,100', REMITTANCE_MESSAGES.missingColumns(['Tracking number', 'Amount collected', 'Date'])],
      ['Tracking number,Amount collected,Date\n', REMITTANCE_MESSAGES.empty],
      ['Tracking number,Amount collected,Date\n"TCS-1,100,2026-11-29', REMITTANCE_MESSAGES.unreadable],
    ];
    for (const [content, message] of cases) {
      const answer = await upload(content);
      expect(answer.statusCode, content).toBe(400);
      expect(answer.json().error.message).toBe(message);
    }
    expect((await upload('x', 'dhl')).statusCode).toBe(400);
    expect((await t.database.db.select().from(remittanceReports)).length).toBe(before);
    expect((await t.database.db.select().from(courierRemittances)).length).toBe(rowsBefore);
    expect((await asAdmin('GET', '/api/admin/remittances/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const asSeller = caller(t, seller.cookie);
    expect((await asSeller('GET', '/api/admin/remittances')).statusCode).toBe(403);
    expect(
      (await t.database.db.select().from(courierRemittances).where(eq(courierRemittances.trackingNumber, 'TCS-1')))
        .length,
    ).toBe(0);
  });
});
