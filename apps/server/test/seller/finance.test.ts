import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { saleEarning } from '@onsale/core/seller-money';
import { auditLog, orderItems, outbox, returns } from '../../src/db/schema';
import { createLedgerRepository } from '../../src/modules/finance/ledger.repository';
import { caller, createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createSellerOrder } from '../support/orders';
import { multipartFile, pngImage } from '../support/uploads';
import { pdfLines } from '../support/pdf';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.database.db);
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const IBAN = 'PK36 SCBL 0000 0011 2345 6702';
const OTHER_IBAN = 'PK56MEZN0001234567890123';

async function sellerWithCookie(brandName: string) {
  const seller = await createSellerWithBrand(t.database.db, 'approved', { brandName });
  return { ...seller, as: caller(t, seller.cookie) };
}

async function uploadDocument(cookie: string, width = 200): Promise<string> {
  const body = multipartFile(await pngImage(width, 120), 'cnic.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.url as string;
}

const account = (documents: string[], overrides: Record<string, unknown> = {}) => ({
  accountTitle: 'Zara Textiles',
  bankName: 'Standard Chartered',
  iban: IBAN,
  cnic: '35202-1234567-1',
  ntn: '',
  documents,
  ...overrides,
});

/** A seller with a verified bank account, owed `amount` now through an admin's adjustment. */
async function verifiedSellerOwed(brandName: string, amount: number) {
  const seller = await sellerWithCookie(brandName);
  const saved = await seller.as('PUT', '/api/seller/bank-account', account([await uploadDocument(seller.cookie)]));
  expect(saved.statusCode).toBe(200);
  const reviewed = await asAdmin('POST', `/api/admin/bank-accounts/${seller.user.id}/review`, {
    decision: 'verify',
    submittedAt: saved.json().data.bankAccount.submittedAt,
  });
  expect(reviewed.statusCode).toBe(200);
  if (amount)
    expect(
      (
        await asAdmin('POST', `/api/admin/sellers/${seller.user.id}/adjustments`, {
          amount,
          reason: 'Opening balance',
        })
      ).statusCode,
    ).toBe(201);
  return seller;
}

describe("a seller's bank account", () => {
  it('is checked, waits for an admin, and is verified or refused as the admin read it', async () => {
    const seller = await sellerWithCookie('Bank Checks');
    expect((await seller.as('GET', '/api/seller/bank-account')).json().data).toEqual({ bankAccount: null });
    const document = await uploadDocument(seller.cookie);

    const bad = await seller.as(
      'PUT',
      '/api/seller/bank-account',
      account([], { iban: 'PK36SCBL0000001123456703', cnic: '3520212345', ntn: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      iban: FINANCE_MESSAGES.iban,
      cnic: FINANCE_MESSAGES.cnic,
      documents: FINANCE_MESSAGES.documents,
    });
    const neither = await seller.as('PUT', '/api/seller/bank-account', account([document], { cnic: '', ntn: '' }));
    expect(neither.json().error.fields).toMatchObject({ cnic: FINANCE_MESSAGES.cnicOrNtn });
    // A picture another seller uploaded is not this seller's to show.
    const other = await sellerWithCookie('Someone Else');
    const theirs = await uploadDocument(other.cookie, 201);
    const notYours = await seller.as('PUT', '/api/seller/bank-account', account([theirs]));
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json().error.fields).toMatchObject({ 'documents.0': 'Please upload the picture again' });
    expect((await seller.as('GET', '/api/seller/bank-account')).json().data.bankAccount).toBeNull();

    const saved = await seller.as('PUT', '/api/seller/bank-account', account([document], { ntn: '1234567-8' }));
    expect(saved.statusCode).toBe(200);
    const first = saved.json().data.bankAccount;
    expect(first).toMatchObject({
      iban: 'PK36SCBL0000001123456702',
      cnic: '3520212345671',
      ntn: '12345678',
      status: 'pending',
      documents: [document],
    });
    const [added] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, seller.user.email), eq(outbox.kind, 'seller-bank-account')));
    expect(added!.subject).toBe('Your bank account for payouts was added');
    expect(added!.text).toContain('PK36 •••• 6702');

    const pending = (await asAdmin('GET', '/api/admin/bank-accounts')).json().data.items;
    expect(pending.find((item: { sellerId: string }) => item.sellerId === seller.user.id)).toMatchObject({
      brandName: 'Bank Checks',
      status: 'pending',
    });

    // The seller changes it while the admin reads the first: the admin's verification is of what they read.
    const changed = await seller.as('PUT', '/api/seller/bank-account', account([document], { iban: OTHER_IBAN }));
    expect(changed.json().data.bankAccount.status).toBe('pending');
    const stale = await asAdmin('POST', `/api/admin/bank-accounts/${seller.user.id}/review`, {
      decision: 'verify',
      submittedAt: first.submittedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(FINANCE_MESSAGES.changed);

    const current = changed.json().data.bankAccount.submittedAt;
    const noReason = await asAdmin('POST', `/api/admin/bank-accounts/${seller.user.id}/review`, {
      decision: 'refuse',
      submittedAt: current,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const refused = await asAdmin('POST', `/api/admin/bank-accounts/${seller.user.id}/review`, {
      decision: 'refuse',
      submittedAt: current,
      reason: 'The title does not match the CNIC',
    });
    expect(refused.json().data.bankAccount).toMatchObject({
      status: 'refused',
      refusalReason: 'The title does not match the CNIC',
    });
    const twice = await asAdmin('POST', `/api/admin/bank-accounts/${seller.user.id}/review`, {
      decision: 'verify',
      submittedAt: current,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(FINANCE_MESSAGES.notPending);
    expect((await seller.as('GET', '/api/seller/earnings')).json().data.bankAccount).toMatchObject({
      status: 'refused',
      refusalReason: 'The title does not match the CNIC',
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, seller.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Your bank account for payouts was changed', 'Your bank account was not verified']),
    );
    // Nobody but an admin reviews, nobody but the seller reads it.
    expect(
      (
        await seller.as('POST', `/api/admin/bank-accounts/${seller.user.id}/review`, {
          decision: 'verify',
          submittedAt: current,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('adjustments and payout runs', () => {
  it("adds an admin's adjustment with its reason, audited, payable at once", async () => {
    const seller = await sellerWithCookie('Adjusted');
    const zero = await asAdmin('POST', `/api/admin/sellers/${seller.user.id}/adjustments`, { amount: 0, reason: 'x' });
    expect(zero.json().error.fields).toMatchObject({ amount: FINANCE_MESSAGES.adjustmentAmount });
    const noReason = await asAdmin('POST', `/api/admin/sellers/${seller.user.id}/adjustments`, { amount: 100 });
    expect(noReason.statusCode).toBe(400);
    const taken = await asAdmin('POST', `/api/admin/sellers/${seller.user.id}/adjustments`, {
      amount: -50_000,
      reason: 'Courier charge for a lost parcel',
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data.totals).toMatchObject({ adjustments: -50_000, balance: -50_000, payable: -50_000 });
    expect(taken.json().data.ledger[0]).toMatchObject({
      kind: 'adjustment',
      net: -50_000,
      note: 'Courier charge for a lost parcel',
      onHold: false,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, seller.user.id), eq(auditLog.action, 'ledger.adjust')));
    expect(audit!.after).toMatchObject({ amount: -50_000, reason: 'Courier charge for a lost parcel' });
  });

  it('pays verified sellers above the minimum once, with a transfer file, and marks each paid or failed once', async () => {
    const paid = await verifiedSellerOwed('Run Paid', 300_000);
    const failed = await verifiedSellerOwed('Run Failed', 150_000);
    const small = await verifiedSellerOwed('Run Small', 50_000);
    const unverified = await sellerWithCookie('Run Unverified');
    await asAdmin('POST', `/api/admin/sellers/${unverified.user.id}/adjustments`, { amount: 200_000, reason: 'Owed' });
    // A sale still on hold is not paid yet.
    const buyer = await createBuyer(t.database.db);
    await createSellerOrder(
      t.database.db,
      buyer,
      paid.user.id,
      [{ productId: null, name: 'Held Kurta', price: 100_000, quantity: 1 }],
      { status: 'delivered', deliveredAt: new Date() },
    );

    const due = (await asAdmin('GET', '/api/admin/payouts/due?minimum=100000')).json().data;
    const ids = (rows: { sellerId: string }[]) => rows.map((row) => row.sellerId);
    expect(ids(due.ready)).toEqual(expect.arrayContaining([paid.user.id, failed.user.id]));
    expect(ids(due.ready)).not.toContain(small.user.id);
    expect(due.waiting).toEqual(
      expect.arrayContaining([
        { sellerId: unverified.user.id, brandName: 'Run Unverified', payable: 200_000, bankAccount: 'none' },
      ]),
    );

    const created = await asAdmin('POST', '/api/admin/payout-runs', { minimum: 100_000 });
    expect(created.statusCode).toBe(201);
    const run = created.json().data;
    expect(run.number).toMatch(/^PR-\d{4}$/);
    const itemOf = (sellerId: string) => run.items.find((item: { sellerId: string }) => item.sellerId === sellerId);
    expect(itemOf(paid.user.id)).toMatchObject({
      amount: 300_000,
      status: 'scheduled',
      iban: 'PK36SCBL0000001123456702',
      accountTitle: 'Zara Textiles',
    });
    expect(itemOf(small.user.id)).toBeUndefined();
    expect(itemOf(unverified.user.id)).toBeUndefined();

    // Scheduled, the balance is spoken for: a second run pays nobody twice.
    const again = await asAdmin('POST', '/api/admin/payout-runs', { minimum: 100_000 });
    if (again.statusCode === 201)
      expect(again.json().data.items.map((item: { sellerId: string }) => item.sellerId)).not.toContain(paid.user.id);
    else expect(again.json().error.message).toBe(FINANCE_MESSAGES.nothingToPay(100_000));
    expect((await paid.as('GET', '/api/seller/earnings')).json().data.totals).toMatchObject({
      paidOut: 300_000,
      payable: 0,
      onHold: 115_000,
    });

    const file = await asAdmin('GET', `/api/admin/payout-runs/${run.id}/csv`);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain('PK36SCBL0000001123456702');
    expect(file.body).toContain('3000.00');

    const paidItem = itemOf(paid.user.id);
    const noReference = await asAdmin('POST', `/api/admin/payouts/${paidItem.id}`, { move: 'pay', reference: '' });
    expect(noReference.json().error.fields).toMatchObject({ reference: FINANCE_MESSAGES.reference });
    const marked = await asAdmin('POST', `/api/admin/payouts/${paidItem.id}`, {
      move: 'pay',
      reference: 'FT2611290001',
    });
    expect(marked.json().data).toMatchObject({ status: 'paid', reference: 'FT2611290001' });
    const markedAgain = await asAdmin('POST', `/api/admin/payouts/${paidItem.id}`, { move: 'fail', reason: 'x' });
    expect(markedAgain.statusCode).toBe(409);
    expect(markedAgain.json().error.message).toBe('This payout is already marked paid');

    const failedItem = itemOf(failed.user.id);
    const failedMark = await asAdmin('POST', `/api/admin/payouts/${failedItem.id}`, {
      move: 'fail',
      reason: 'The account is closed',
    });
    expect(failedMark.json().data).toMatchObject({ status: 'failed', failureReason: 'The account is closed' });
    // The failed amount is back in the seller's balance, to be paid by the next run.
    const back = (await failed.as('GET', '/api/seller/earnings')).json().data;
    expect(back.totals).toMatchObject({ paidOut: 0, payable: 150_000 });
    expect(back.payouts[0]).toMatchObject({ status: 'failed', failureReason: 'The account is closed' });
    expect(back.ledger.map((line: { kind: string }) => line.kind)).toEqual(
      expect.arrayContaining(['payout', 'payout_returned']),
    );
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, paid.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('Your payout of Rs. 3,000 was paid');

    const listed = (await asAdmin('GET', '/api/admin/payout-runs')).json().data.runs;
    expect(listed.find((row: { id: string }) => row.id === run.id)).toMatchObject({ paid: 1, failed: 1 });
    expect((await paid.as('GET', `/api/admin/payout-runs/${run.id}`)).statusCode).toBe(403);
    expect((await asAdmin('POST', '/api/admin/payout-runs', { minimum: 0 })).statusCode).toBe(400);
  });
});

describe('weekly statements', () => {
  it('add up over a generated quarter of sales, returns, cancellations, adjustments and payouts', async () => {
    const db = t.database.db;
    const seller = await verifiedSellerOwed('Statement Brand', 0);
    const buyer = await createBuyer(db);
    const now = Date.now();
    const ledger = createLedgerRepository(db);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % n;
    };
    const delivered: { subtotal: number; shipping: number; discount: number; commissionRateBp: number }[] = [];
    for (let day = 90; day >= 1; day -= 1 + random(3)) {
      const price = (5 + random(40)) * 10_000;
      const quantity = 1 + random(2);
      const discount = random(3) === 0 ? Math.round(price * quantity * 0.2) : 0;
      const status = random(6) === 0 ? 'cancelled' : 'delivered';
      const { sellerOrder } = await createSellerOrder(
        db,
        buyer,
        seller.user.id,
        [{ productId: null, name: `Suit ${day}`, price, quantity }],
        {
          status,
          discount,
          commissionRateBp: 1000 + random(3) * 250,
          createdAt: new Date(now - (day + 3) * DAY),
          deliveredAt: new Date(now - day * DAY),
        },
      );
      if (status === 'delivered') delivered.push(sellerOrder);
      if (status === 'delivered' && random(5) === 0) {
        // One item of it came back and was accepted for a refund.
        const [item] = await db.select().from(orderItems).where(eq(orderItems.sellerOrderId, sellerOrder.id));
        const [row] = await db
          .insert(returns)
          .values({
            number: `RT-S${day}-${sellerOrder.id.slice(0, 6)}`,
            orderId: sellerOrder.orderId,
            sellerOrderId: sellerOrder.id,
            orderItemId: item!.id,
            buyerId: buyer.id,
            sellerId: seller.user.id,
            status: 'refunded',
            quantity: 1,
            acceptedQuantity: 1,
            reason: 'damaged',
            wants: 'credit',
            amount: price + 25_000,
            goodsAmount: price,
            answerDueAt: new Date(now - day * DAY),
          })
          .returning();
        await ledger.recordReturn(row!.id, new Date(now - Math.max(0, day - 5) * DAY));
      }
      if (random(10) === 0)
        await ledger.add({
          sellerId: seller.user.id,
          kind: 'adjustment',
          net: -random(20_000) - 1,
          note: 'Packing fee',
          at: new Date(now - day * DAY),
        });
    }
    // A run in the middle of it, paid.
    const run = await asAdmin('POST', '/api/admin/payout-runs', { minimum: 1 });
    expect(run.statusCode).toBe(201);

    const earnings = (await seller.as('GET', '/api/seller/earnings')).json().data;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    // The sales are the money rules' earnings of the delivered parts, each once; a cancelled part earns nothing.
    const sales = earnings.ledger.filter((line: { kind: string }) => line.kind === 'sale');
    expect(sales).toHaveLength(delivered.length);
    expect(sum(sales.map((line: { net: number }) => line.net))).toBe(
      sum(delivered.map((part) => saleEarning(part, 'seller').net)),
    );
    expect(earnings.totals.balance).toBe(sum(earnings.ledger.map((line: { net: number }) => line.net)));

    const statements = (await seller.as('GET', '/api/seller/statements')).json().data.statements;
    expect(statements.length).toBeGreaterThanOrEqual(8);
    // Oldest first: each opens with the week before's closing, and closes with its opening plus its lines.
    const inOrder = [...statements].reverse();
    let opening = 0;
    let lineCount = 0;
    for (const summary of inOrder) {
      expect(summary.opening).toBe(opening);
      const statement = (await seller.as('GET', `/api/seller/statements/${summary.week}`)).json().data;
      expect(statement.lines).toHaveLength(summary.lines);
      const lines = statement.lines.map((line: { net: number }) => line.net);
      expect(summary.earned + summary.paidOut).toBe(sum(lines));
      expect(summary.closing).toBe(summary.opening + sum(lines));
      expect(summary.toPay).toBe(Math.max(0, summary.closing));
      for (const line of statement.lines)
        expect(
          line.gross + line.shipping - line.commission === line.net || !['sale', 'return'].includes(line.kind),
        ).toBe(true);
      opening = summary.closing;
      lineCount += summary.lines;
    }
    // The newest statement closes at the balance payable now, and every payable line is in one statement.
    expect(statements[0].closing).toBe(earnings.totals.payable);
    expect(lineCount).toBe(earnings.ledger.filter((line: { onHold: boolean }) => !line.onHold).length);
    // The run paid all of it, unless the seller owed OnSale, which is carried.
    expect(earnings.totals.payable).toBeLessThanOrEqual(0);

    const week = statements[1].week;
    const csv = await seller.as('GET', `/api/seller/statements/${week}/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(statements[1].lines + 1);
    const pdf = await seller.as('GET', `/api/seller/statements/${week}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfLines(pdf.rawPayload)).toEqual(
      expect.arrayContaining(['Statement Brand', `Closing balance: ${formatRupees(statements[1].closing)}`]),
    );
    // Not a Monday: not a statement's week.
    expect((await seller.as('GET', '/api/seller/statements/2026-11-24')).statusCode).toBe(404);
    expect((await seller.as('GET', '/api/seller/statements/2001-01-01')).statusCode).toBe(404);
  });
});
