import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { INVALID_ORDER_RESPONSE, placeOrder } from './place-order';

const body = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  zipcode: '54000',
  address: '12 Main Boulevard',
  city: 'Lahore',
  state: 'Punjab',
  payment_method: 'cod' as const,
  items: [{ product_id: 'p1', quantity: 1 }],
};

const order = {
  id: 'o1',
  order_number: 'OS-2026-001001-K7QX',
  order_date: '2026-11-22T00:00:00.000Z',
  order_status: 0,
  payment_status: 0,
  payment_method: 'cod',
  order_total: 100_000,
  shipping_cost: 25_000,
  tax_amount: 0,
  discount_amount: 0,
  grand_total: 125_000,
  credit_amount: 0,
  coupon_code: null,
  order_items: [],
  full_name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  address: '12 Main Boulevard',
  city: 'Lahore',
  state: 'Punjab',
  zip: '54000',
  landmark: '',
  delivery_instructions: '',
  confirmation: 'awaiting',
  confirmation_due_at: '2026-11-24T00:00:00.000Z',
  confirmation_note: null,
};

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const noWait = () => Promise.resolve();

afterEach(() => vi.unstubAllGlobals());

describe('placeOrder', () => {
  it('retries a lost answer with the same Idempotency-Key', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { error: { code: 'internal', message: 'busy' } }))
      .mockResolvedValueOnce(
        json(200, {
          success: true,
          message: 'Order placed successfully',
          data: { order, customer: { email: order.email } },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    const placed = await placeOrder(body, 'key-1234-abcd', noWait);
    expect(placed.order.order_number).toBe('OS-2026-001001-K7QX');
    expect(fetch).toHaveBeenCalledTimes(3);
    const keys = fetch.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'],
    );
    expect(keys).toEqual(['key-1234-abcd', 'key-1234-abcd', 'key-1234-abcd']);
  });

  it('does not retry an answer the server meant, such as out of stock', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(json(409, { error: { code: 'out_of_stock', message: 'Only 1 of Lawn Suit left in stock.' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(placeOrder(body, 'key-1234-abcd', noWait)).rejects.toMatchObject({
      status: 409,
      message: 'Only 1 of Lawn Suit left in stock.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats an answer without an order or a customer as invalid', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(201, { success: true, message: 'ok', data: { order } })));
    await expect(placeOrder(body, 'key-1234-abcd', noWait)).rejects.toThrow(INVALID_ORDER_RESPONSE);
  });

  it('gives up after the retries with the last error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(placeOrder(body, 'key-1234-abcd', noWait)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
