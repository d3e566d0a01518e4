import { checkoutBodySchema } from '@onsale/core/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { inOneStatement, selectTogether } from '../db/one-statement';
import { recordingDatabase, statementText } from '../db/statement-snapshot';
import type { BagProduct } from '../modules/catalogue/bag-products.repository';
import {
  checkoutReadAnswers,
  checkoutWriteAnswers,
  checkoutWriteStatements,
  type CheckoutRead,
} from './checkout.statement';
import { draftOrder, type FreshValues } from './checkout.workflow';

// The checkout's statements for one order, with every id, time and token fixed, rendered as they are
// sent; checkout.statement.sql is their committed text (decision 0041). After a deliberate change:
// npx vitest run -u apps/server/src/workflows/checkout.statement.test.ts

const SELLER_A = '00000000-0000-4000-8000-00000000000a';
const SELLER_B = '00000000-0000-4000-8000-00000000000b';
const BUYER = '00000000-0000-4000-8000-0000000000b1';

function product(n: number, sellerId: string, price: number): BagProduct {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    slug: `product-${n}`,
    name: `Product ${n}`,
    brandName: `Brand ${n}`,
    website: `brand${n}.pk`,
    image: `/media/product-${n}.webp`,
    colorImages: {},
    price,
    originalPrice: price * 2,
    stock: 10,
    sizes: ['M', 'L'],
    colors: [],
    variants:
      n === 1
        ? []
        : [
            { size: 'M', color: '', stock: 4 },
            { size: 'L', color: '', stock: 6 },
          ],
    sellerId,
    commissionRateBp: 1000,
  };
}

const products = [product(1, SELLER_A, 249_900), product(2, SELLER_B, 99_900)];

const body = checkoutBodySchema.parse({
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '0300 1234567',
  zipcode: '54000',
  address: '12 Main Boulevard, Gulberg',
  city: 'Lahore',
  state: 'Punjab',
  payment_method: 'cod',
  items: [
    { product_id: products[0]!.id, quantity: 2, size: 'M' },
    { product_id: products[1]!.id, quantity: 1, size: 'L' },
  ],
  coupon: 'ONSALENOW20',
});

const coupon = { code: 'ONSALENOW20', percent: 20, uses: 3, maxUses: 100, maxUsesPerShopper: 1, shopperUses: 0 };

/** Ids counted up from 1, one time, one token: the same text every run. */
function fixedValues(): FreshValues {
  let id = 0;
  return {
    newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
    now: new Date('2026-03-01T10:00:00.000Z'),
    token: 'fixed-set-password-token',
    confirmationToken: 'fixed-confirmation-token',
    orderNumber: (sequenceNumber) => `${sequenceNumber}-K7QX`,
  };
}

async function sentRead(buyerId: string | null): Promise<string> {
  const { db, sent } = recordingDatabase();
  await selectTogether<CheckoutRead>(db, checkoutReadAnswers(body, buyerId));
  expect(sent).toHaveLength(1);
  return statementText(
    buyerId ? 'read: a signed-in buyer, a coupon' : "read: a guest, a coupon (and the account of the guest's e-mail)",
    sent[0]!,
  );
}

async function sentWrite(
  title: string,
  read: CheckoutRead,
  buyerId: string | null,
  orderBody: typeof body = body,
): Promise<string> {
  const { write } = draftOrder(
    orderBody,
    read,
    {
      buyerId,
      idempotencyKey: 'fixed-idempotency-key',
      requestHash: 'fixed-request-hash',
      publicUrl: 'https://onsale.example',
    },
    fixedValues(),
  );
  const { db, sent } = recordingDatabase();
  await inOneStatement(db, checkoutWriteStatements(write), checkoutWriteAnswers(write));
  expect(sent).toHaveLength(1);
  return statementText(title, sent[0]!);
}

describe('the checkout statement', () => {
  it('is the committed SQL', async () => {
    // A phone never seen: by the default policy the order awaits its shopper's confirmation.
    const phone = { confirmed: 0, delivered: 0, refusedAt: [], openUnconfirmed: 0 };
    const read = { products, coupon, orderNumber: 'OS-2026-001001', settings: {}, phone, credit: 0 };
    const text = [
      await sentRead(null),
      await sentRead(BUYER),
      await sentWrite(
        'write: a guest with a new account, a coupon, two products from two sellers',
        { ...read, account: null },
        null,
      ),
      await sentWrite(
        'write: a signed-in buyer, a coupon, two products from two sellers',
        { ...read, account: null },
        BUYER,
      ),
      await sentWrite(
        'write: a signed-in buyer paying part of the order with OnSale credit',
        { ...read, account: null, credit: 150_000 },
        BUYER,
        { ...body, use_credit: true },
      ),
    ].join('\n');
    await expect(text).toMatchFileSnapshot('./checkout.statement.sql');
  });
});
