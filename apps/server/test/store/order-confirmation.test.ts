import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONFIRMATION_CODE_MESSAGES } from '@onsale/core/confirmation-code';
import { CONFIRM_BY_CALL_MESSAGE } from '@onsale/core/cash-on-delivery';
import {
  AWAITING_CONFIRMATION_REFUSAL,
  INVALID_CONFIRMATION_LINK,
  NO_LONGER_AWAITING,
} from '@onsale/core/order-confirmation';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, orders, outbox, phoneRecords, products, sellerOrders } from '../../src/db/schema';
import { createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { checkoutBody, confirmationTokenOf } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { statusChange } from '../support/status-change';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let adminCookie: string;
let productId: string;
/** What the local SMS gateway received. */
const texts: Array<{ to: string; text: string }> = [];
let gateway: http.Server;

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      texts.push({ to: form.get('to') ?? '', text: form.get('text') ?? '' });
      response.end('queued');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({ smsUrl: `http://127.0.0.1:${port}/send?api_key=test-key` });
  const db = t.database.db;
  const category = await createCategory(db, { name: 'Women', slug: 'women' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Lawn House' });
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
  productId = (
    await createSellerProduct(db, seller, category, {
      name: 'Lawn suit',
      price: 450_000,
      stock: 100,
      sizes: [],
      colors: [],
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

let phones = 0;
/** A phone no earlier test used. */
const freshPhone = () => `0333 ${String(2_000_000 + ++phones + Math.floor(Math.random() * 900_000))}`;

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

async function placeOrder(phone = freshPhone(), quantity = 1) {
  const res = await send(
    'POST',
    '/api/docheckout',
    checkoutBody(`shopper.${phones}.${Date.now()}@example.pk`, [{ product_id: productId, quantity }], { phone }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().data.order as {
    id: string;
    order_number: string;
    confirmation: string;
    confirmation_due_at: string | null;
    confirmation_note: string | null;
  };
  const [part] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, order.id));
  return { order, part: part!, phone };
}

/** The admin's settings with these changed, saved as the settings page saves them. */
async function setPolicy(changes: object) {
  const current = (await send('GET', '/api/admin/settings', undefined, adminCookie)).json().data;
  const saved = await send('PUT', '/api/admin/settings', { ...current, ...changes }, adminCookie);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}
const stock = async () =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
const sellerMoves = (partId: string, status: string) =>
  send('PATCH', `/api/seller/orders/${partId}/status`, statusChange(status), seller.cookie);

describe('a new shopper’s cash-on-delivery order', () => {
  it('awaits confirmation: the seller sees it and cannot pack it until the receipt’s link confirms it, once', async () => {
    const { order, part } = await placeOrder();
    expect(order.confirmation).toBe('awaiting');
    expect(order.confirmation_note).toBeNull();
    const due = new Date(order.confirmation_due_at!).getTime() - Date.now();
    expect(due).toBeGreaterThan(47 * 3600_000);
    expect(due).toBeLessThanOrEqual(48 * 3600_000);

    const listed = (await send('GET', '/api/seller/orders', undefined, seller.cookie)).json().data;
    expect(listed.find((line: { id: string }) => line.id === part.id).confirmation).toBe('awaiting');
    const detail = (await send('GET', `/api/seller/orders/${part.id}`, undefined, seller.cookie)).json().data;
    expect(detail.nextStatuses).toEqual(['cancelled']);
    const refused = await sellerMoves(part.id, 'processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(AWAITING_CONFIRMATION_REFUSAL);
    // Nobody told the seller of an order they may not pack.
    await t.app.orderConfirmations.expire();
    const told = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.user.id), eq(notifications.kind, 'seller_new_order')));
    const toldBefore = (await told()).length;

    const bad = await send('POST', '/api/orders/confirm', { orderId: order.id, token: 'not-the-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(INVALID_CONFIRMATION_LINK);

    const token = (await confirmationTokenOf(t.database.db, order.id))!;
    expect(token).toBeTruthy();
    const confirmed = await send('POST', '/api/orders/confirm', { orderId: order.id, token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ orderId: order.id, confirmation: 'confirmed' });
    // The same link again answers that it is confirmed, and tells nobody twice.
    expect((await send('POST', '/api/orders/confirm', { orderId: order.id, token })).statusCode).toBe(200);
    expect((await told()).length).toBe(toldBefore + 1);

    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.confirmedBy).toBe('link');
    expect(stored!.confirmationTokenHash).not.toBe(token);
    const [record] = await t.database.db.select().from(phoneRecords).where(eq(phoneRecords.phone, stored!.phone));
    expect(record!.confirmed).toBe(1);
    expect((await sellerMoves(part.id, 'processing')).statusCode).toBe(200);
  });

  it('is confirmed by the SMS code: hashed, single use, five tries', async () => {
    const { order, phone } = await placeOrder();
    const sent = await send('POST', `/api/orders/${order.id}/confirmation/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.channel).toBe('sms');
    const text = texts.at(-1)!;
    expect(text.to).toBe(`+92${phone.replace(/\D/g, '').slice(1)}`);
    const code = /^(\d{6}) is your/.exec(text.text)![1]!;
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.confirmationCodeHash).not.toContain(code);
    // Asked again at once: refused, no second message.
    expect((await send('POST', `/api/orders/${order.id}/confirmation/send`)).statusCode).toBe(429);

    const wrong = code === '000000' ? '111111' : '000000';
    const first = await send('POST', `/api/orders/${order.id}/confirmation/code`, { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().error.message).toBe(CONFIRMATION_CODE_MESSAGES.wrong(4));
    const malformed = await send('POST', `/api/orders/${order.id}/confirmation/code`, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    const right = await send('POST', `/api/orders/${order.id}/confirmation/code`, { code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.confirmation).toBe('confirmed');
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.confirmedBy).toBe('code');
  });

  it('refuses a code after five wrong tries, even the right one', async () => {
    const { order } = await placeOrder();
    await send('POST', `/api/orders/${order.id}/confirmation/send`);
    const code = /^(\d{6})/.exec(texts.at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await send('POST', `/api/orders/${order.id}/confirmation/code`, { code: wrong })).statusCode).toBe(400);
    const late = await send('POST', `/api/orders/${order.id}/confirmation/code`, { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(CONFIRMATION_CODE_MESSAGES.used);
  });
});

describe('the admin’s policy', () => {
  it('off confirms at once; every order makes each wait; above an amount only the larger', async () => {
    expect((await setPolicy({ confirmationPolicy: 'off' })).statusCode).toBe(200);
    expect((await placeOrder()).order.confirmation).toBe('confirmed');
    await setPolicy({ confirmationPolicy: 'above_amount', confirmationAboveAmount: 1_000_000 });
    expect((await placeOrder(freshPhone(), 1)).order.confirmation).toBe('confirmed');
    expect((await placeOrder(freshPhone(), 3)).order.confirmation).toBe('awaiting');
    await setPolicy({ confirmationPolicy: 'every_order' });
    expect((await placeOrder()).order.confirmation).toBe('awaiting');
    await setPolicy({ confirmationPolicy: 'new_shoppers' });
  });

  it('trusts a phone confirmed before, with a delivery and no refusal', async () => {
    const phone = freshPhone();
    const { order, part } = await placeOrder(phone);
    const token = (await confirmationTokenOf(t.database.db, order.id))!;
    await send('POST', '/api/orders/confirm', { orderId: order.id, token });
    for (const status of ['processing', 'shipped', 'delivered'])
      expect((await sellerMoves(part.id, status)).statusCode).toBe(200);
    expect((await placeOrder(phone)).order.confirmation).toBe('confirmed');
  });

  it('applies the refused-parcels rules: a call for refusals, a cap on open unconfirmed orders', async () => {
    const phone = freshPhone();
    await setPolicy({ codMaxOpenUnconfirmed: 1 });
    await placeOrder(phone);
    const second = await send(
      'POST',
      '/api/docheckout',
      checkoutBody('again@example.pk', [{ product_id: productId, quantity: 1 }], { phone }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toContain('awaiting confirmation');
    await setPolicy({ codMaxOpenUnconfirmed: 0 });

    const refuser = freshPhone();
    const normalised = `+92${refuser.replace(/\D/g, '').slice(1)}`;
    await t.database.db
      .insert(phoneRecords)
      .values({ phone: normalised, confirmed: 1, delivered: 1, refusedAt: sql`array[now(), now()]::timestamptz[]` });
    const { order } = await placeOrder(refuser);
    expect(order.confirmation).toBe('awaiting');
    expect(order.confirmation_note).toBe(CONFIRM_BY_CALL_MESSAGE);
    expect((await send('POST', `/api/orders/${order.id}/confirmation/send`)).statusCode).toBe(409);
  });
});

describe('the Order confirmations page', () => {
  it('lists awaiting orders oldest first; the outcomes are audited; a fake order puts its stock back once', async () => {
    const { order: first } = await placeOrder();
    const { order: second } = await placeOrder();
    const list = await send('GET', '/api/admin/order-confirmations', undefined, adminCookie);
    expect(list.statusCode).toBe(200);
    const numbers = list.json().data.orders.map((line: { number: string }) => line.number);
    expect(numbers.indexOf(first.order_number)).toBeLessThan(numbers.indexOf(second.order_number));
    expect((await send('GET', '/api/admin/order-confirmations', undefined, seller.cookie)).statusCode).toBe(403);

    const outcome = (orderId: string, value: string) =>
      send('POST', `/api/admin/orders/${orderId}/confirmation`, { outcome: value }, adminCookie);
    const missed = await outcome(first.id, 'no_answer');
    expect(missed.json().data).toMatchObject({ confirmation: 'awaiting', calls: 1 });
    expect((await outcome(first.id, 'confirmed_by_phone')).json().data.confirmation).toBe('confirmed');
    expect((await outcome(first.id, 'fake_order')).statusCode).toBe(409);

    const before = await stock();
    const fake = await outcome(second.id, 'fake_order');
    expect(fake.json().data.confirmation).toBe('cancelled');
    expect(await stock()).toBe(before + 1);
    const again = await outcome(second.id, 'buyer_cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(NO_LONGER_AWAITING);
    expect(await stock()).toBe(before + 1);
    const [part] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, second.id));
    expect(part).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', cancelReason: 'Fake order' });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, second.id));
    expect(audited.length).toBeGreaterThan(0);
    expect((await outcome(second.id, 'maybe')).statusCode).toBe(400);
  });
});

describe('an order nobody confirmed in time', () => {
  it('is cancelled with its stock back once, however many runs race, and its shopper told', async () => {
    const { order } = await placeOrder();
    await t.database.db
      .update(orders)
      .set({ confirmationDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const before = await stock();
    await Promise.all([t.app.orderConfirmations.expire(), t.app.orderConfirmations.expire()]);
    await t.app.orderConfirmations.expire();
    expect(await stock()).toBe(before + 1);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.confirmation).toBe('cancelled');
    const [part] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, order.id));
    expect(part).toMatchObject({ status: 'cancelled', cancelledBy: 'marketplace', paymentStatus: 'not_charged' });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, stored!.customerEmail), eq(outbox.kind, 'order-cancelled')));
    expect(mails.length).toBe(1);
    // Its link no longer confirms.
    const token = (await confirmationTokenOf(t.database.db, order.id))!;
    expect((await send('POST', '/api/orders/confirm', { orderId: order.id, token })).statusCode).toBe(409);
  });
});
