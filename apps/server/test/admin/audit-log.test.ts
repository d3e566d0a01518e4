import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/audit.repository';
import { createAdmin, createBuyer, sessionCookie } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let adminCookie: string;
let buyerCookie: string;
let adminEmail: string;
let otherEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createAdmin(db, { email: 'zara.admin@onsale.test' });
  const other = await createAdmin(db, { email: 'omar.ops@onsale.test' });
  adminEmail = admin.email;
  otherEmail = other.email;
  adminCookie = await sessionCookie(db, admin.id);
  buyerCookie = await sessionCookie(db, (await createBuyer(db)).id);
  // 25 product edits by one admin, then a seller approved by another.
  for (let i = 1; i <= 25; i++)
    await recordAudit(db, {
      actorId: admin.id,
      action: 'product.update',
      entity: 'product',
      entityId: `p-${i}`,
      before: { price: 100 * i },
      after: { price: 90 * i },
    });
  await recordAudit(db, { actorId: other.id, action: 'seller.approve', entity: 'seller', entityId: 's-1' });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/audit', () => {
  it('pages the log newest first, saying who did what, when and to which record', async () => {
    const response = await get('/api/admin/audit?pageSize=10', adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 26 });
    expect(body.actions).toEqual(['product.update', 'seller.approve']);
    expect(body.entities).toEqual(['product', 'seller']);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      actorEmail: otherEmail,
      action: 'seller.approve',
      entity: 'seller',
      entityId: 's-1',
    });
    expect(Date.parse(body.data[0].createdAt)).not.toBeNaN();
    expect(body.data[1]).toMatchObject({ actorEmail: adminEmail, entityId: 'p-25', after: { price: 2250 } });

    const third = (await get('/api/admin/audit?pageSize=10&page=3', adminCookie)).json();
    expect(third.data.map((e: { entityId: string }) => e.entityId)).toEqual(['p-6', 'p-5', 'p-4', 'p-3', 'p-2', 'p-1']);
  });

  it('filters by action, by entity and by part of the e-mail of who acted', async () => {
    const byAction = (await get('/api/admin/audit?action=seller.approve', adminCookie)).json();
    expect(byAction.total).toBe(1);
    const byEntity = (await get('/api/admin/audit?entity=product&pageSize=5', adminCookie)).json();
    expect(byEntity.total).toBe(25);
    const byActor = (await get('/api/admin/audit?actor=OMAR.OPS', adminCookie)).json();
    expect(byActor.data.map((e: { action: string }) => e.action)).toEqual(['seller.approve']);
    const wildcard = (await get(`/api/admin/audit?actor=${encodeURIComponent('%')}`, adminCookie)).json();
    expect(wildcard.total).toBe(0);
    const none = (await get('/api/admin/audit?action=product.update&actor=omar', adminCookie)).json();
    expect(none).toMatchObject({ total: 0, data: [] });
  });

  it('is for admins only and refuses bad filters', async () => {
    expect((await get('/api/admin/audit')).statusCode).toBe(401);
    expect((await get('/api/admin/audit', buyerCookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/audit?action=${'x'.repeat(101)}`, adminCookie)).statusCode).toBe(400);
    expect((await get('/api/admin/audit?page=0', adminCookie)).statusCode).toBe(400);
  });
});
