import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  productId = (
    await createProduct(
      t.database.db,
      { category },
      { name: 'Lawn Suit', price: 300_000, stock: 100, sizes: [], colors: [] },
    )
  ).id;
});
afterAll(() => t.close());

const NUMBER = /^OS-(\d{4})-(\d{6})-([0-9A-HJKMNP-TV-Z]{4})$/;

async function placeGuestOrder(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(email, [{ product_id: productId, quantity: 1 }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order.order_number as string;
}

const track = (orderNumber: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders/track', payload: { orderNumber, email } });

describe('order numbers', () => {
  it('keep the OS-year-sequence form with a random part, so the next order’s number cannot be worked out from one’s own', async () => {
    const numbers = [];
    for (let i = 0; i < 4; i++) numbers.push(await placeGuestOrder(`neighbour${i}@example.pk`));
    const parts = numbers.map((number) => NUMBER.exec(number));
    expect(parts.every(Boolean), numbers.join(' ')).toBe(true);
    expect(parts[0]![1]).toBe(String(new Date().getFullYear()));
    // The sequence still counts up (a human can tell which came first)…
    const sequence = parts.map((match) => Number(match![2]));
    expect(sequence.slice(1).map((n, i) => n - sequence[i]!)).toEqual([1, 1, 1]);
    // …but the random parts are not all the same: the numbers do not follow one from the other.
    expect(new Set(parts.map((match) => match![3])).size).toBeGreaterThan(1);

    // A guess made from the first number (the next sequence, its random part) finds nothing, even with the right e-mail.
    const [, year, first, random] = parts[0]!;
    const guess = `OS-${year}-${String(Number(first) + 1).padStart(6, '0')}-${random}`;
    if (guess !== numbers[1]) {
      const miss = await track(guess, 'neighbour1@example.pk');
      expect(miss.statusCode).toBe(404);
      expect(miss.json().error.message).toBe('Order not found');
    }
    // The real number and the e-mail together find it; the number alone with another e-mail does not.
    expect((await track(numbers[1]!, 'neighbour1@example.pk')).statusCode).toBe(200);
    expect((await track(numbers[1]!.toLowerCase(), 'Neighbour1@Example.pk')).statusCode).toBe(200);
    expect((await track(numbers[1]!, 'neighbour0@example.pk')).statusCode).toBe(404);
  });
});
