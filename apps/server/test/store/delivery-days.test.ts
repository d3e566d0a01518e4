import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MESSAGES } from '@onsale/core/places';
import { createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let adminCookie: string;
let sellerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
  sellerCookie = (await createSellerWithBrand(t.database.db, 'approved')).cookie;
});
afterAll(() => t.close());

const read = () => t.app.inject({ method: 'GET', url: '/api/delivery-days' });
const save = (payload: object, cookie = adminCookie) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/delivery-days', payload, headers: { cookie } });

describe('delivery days per city', () => {
  it('start with the couriers’ hub cities at 2-3 days and the standard 4-5 anywhere else', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.standard).toEqual({ min: 4, max: 5 });
    expect(res.json().data.byCity).toMatchObject({ Lahore: { min: 2, max: 3 }, Karachi: { min: 2, max: 3 } });
    expect(res.json().data.byCity.Gilgit).toBeUndefined();
  });

  it('are kept by the admin as a whole list, and only for listed cities with sound days', async () => {
    for (const byCity of [
      { Atlantis: { min: 2, max: 3 } },
      { Lahore: { min: 3, max: 2 } },
      { Lahore: { min: 0, max: 2 } },
      { Lahore: { min: 2, max: 31 } },
      { Lahore: { min: 1.5, max: 2 } },
    ]) {
      const res = await save({ byCity });
      expect(res.statusCode, JSON.stringify(byCity)).toBe(400);
    }
    expect((await save({ byCity: { Lahore: { min: 3, max: 2 } } })).json().error.message).toContain(
      PLACE_MESSAGES.deliveryDays,
    );
    expect((await save({ byCity: { Lahore: { min: 1, max: 2 } } }, sellerCookie)).statusCode).toBe(403);
    expect((await read()).json().data.byCity.Lahore).toEqual({ min: 2, max: 3 });

    const saved = await save({ byCity: { Lahore: { min: 1, max: 2 }, Gilgit: { min: 7, max: 9 } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).json().data.byCity).toEqual({ Lahore: { min: 1, max: 2 }, Gilgit: { min: 7, max: 9 } });
  });
});
