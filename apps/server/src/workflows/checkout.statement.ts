import { couponShopperKeys } from '@onsale/core/coupons';
import { normalisePhone } from '@onsale/core/phone';
import type { ParsedCheckoutBody } from '@onsale/core/contracts/checkout';
import { sql, type SQL } from 'drizzle-orm';
import { jsonRow, jsonRows, type Answers, type NamedStatement } from '../db/one-statement';
import { users } from '../db/schema';
import { accountTokenInsert } from '../modules/accounts/account-tokens.repository';
import { checkoutAccountInsert, type CheckoutAccountDetails } from '../modules/accounts/checkout-account.repository';
import {
  bagProductsSelect,
  STOCK_RESULT,
  stockTakeStatements,
  stockTakenAll,
  type BagProduct,
  type StockLine,
} from '../modules/catalogue/bag-products.repository';
import { creditBalanceSelect, creditSpendStatements, creditTaken } from '../modules/credit/store-credit.repository';
import { emailInsert, type OutgoingEmail } from '../modules/mail/outbox.repository';
import { activeCouponSelect, couponUseStatements, type CouponForShopper } from '../modules/orders/coupons.repository';
import { nextOrderNumber, orderInserts, type NewOrderWithParts } from '../modules/orders/orders.repository';
import { checkoutPhoneSelect, type CheckoutPhoneRecord } from '../modules/orders/phone-records.repository';
import { settingsSelect } from '../modules/settings/settings.repository';
import { SETTINGS_KEYS } from '../modules/settings/settings.service';

/*
 * The checkout's two statements, put together from the builders of the modules whose tables they
 * read and write. Their SQL is committed in checkout.statement.sql (decision 0041): a change to
 * any builder here shows there in review.
 */

/** The account of a guest's e-mail: whose the order is, and which link its receipt carries. */
export interface CheckoutAccount {
  id: string;
  email: string;
  hasPassword: boolean;
  emailVerified: boolean;
  status: 'active' | 'blocked';
}

/** The account of an e-mail, compared in any case, as a select. */
function checkoutAccountSelect(email: string): SQL {
  return sql`select ${users.id} as id, ${users.email} as email, ${users.passwordHash} is not null as "hasPassword",
      ${users.emailVerifiedAt} is not null as "emailVerified", ${users.status} as status
    from ${users} where lower(${users.email}) = ${email.toLowerCase()} limit 1`;
}

/** What the checkout reads before it writes. */
export type CheckoutRead = {
  products: BagProduct[];
  coupon: CouponForShopper | null;
  /** a guest's account by the order's e-mail; null for a signed-in buyer */
  account: CheckoutAccount | null;
  /** the order number's sequence part, drawn now (see withRandomPart) */
  orderNumber: string;
  /** the shop's settings as stored (see shopSettingsOf): the confirmation policy and the cash-on-delivery rules */
  settings: Record<string, unknown>;
  /** the record of the order's phone and its orders awaiting confirmation */
  phone: CheckoutPhoneRecord;
  /** the signed-in buyer's OnSale credit, paisa; 0 for a guest */
  credit: number;
};

/**
 * The first statement (see selectTogether): the bag's products, the coupon with the uses of the
 * shopper's keys (a guest's account is the account of the order's e-mail, and so counted by that
 * e-mail here), the guest's account, the order's number, the shop's settings and the phone's record.
 */
export function checkoutReadAnswers(
  body: Pick<ParsedCheckoutBody, 'items' | 'coupon' | 'email' | 'phone'>,
  buyerId: string | null,
): Answers<CheckoutRead> {
  const knownShopper = couponShopperKeys({ accountId: buyerId, email: body.email, phone: body.phone });
  return {
    products: jsonRows(bagProductsSelect(body.items.map((item) => item.product_id))),
    coupon: body.coupon ? jsonRow(activeCouponSelect(body.coupon, knownShopper)) : sql`null`,
    account: buyerId ? sql`null` : jsonRow(checkoutAccountSelect(body.email)),
    orderNumber: nextOrderNumber,
    settings: settingsSelect(SETTINGS_KEYS),
    phone: checkoutPhoneSelect(normalisePhone(body.phone)),
    credit: buyerId ? creditBalanceSelect(buyerId) : sql`0`,
  };
}

/** What the checkout writes, with every id, time and token already chosen. */
export interface CheckoutWrite {
  /** what the bag takes of each size × colour of each product */
  stock: readonly StockLine[];
  coupon: { code: string; shopperKeys: readonly string[] } | null;
  /** the OnSale credit the order is partly paid with */
  credit: { userId: string; amount: number; orderId: string } | null;
  /** a guest's new account, when the e-mail has none */
  newBuyer: (CheckoutAccountDetails & { id: string }) | null;
  order: NewOrderWithParts;
  /** the set-password link the receipt carries, if any */
  accountToken: { token: string; userId: string; purpose: 'set_password'; expiresAt: Date } | null;
  receipt: OutgoingEmail;
}

/**
 * The second statement, one transaction (see inOneStatement): the stock of every line is taken
 * (stockTakeStatements) and every other write is conditional on it, so a short line writes
 * nothing; the OnSale credit is spent only from a balance that holds it (creditSpendStatements),
 * and the coupon's use fails the whole statement when it would pass one of its limits
 * (couponUseStatements). The stock is taken first, the credit next and the coupon counted last,
 * so every order takes its locks in the same order. Answered by checkoutWriteAnswers.
 */
export function checkoutWriteStatements(write: CheckoutWrite): NamedStatement[] {
  const stockTaken = stockTakenAll(new Set(write.stock.map((line) => line.productId)).size);
  const when = write.credit ? sql`${stockTaken} and exists (select 1 from credit_taken)` : stockTaken;
  return [
    ...stockTakeStatements(write.stock),
    ...(write.credit ? creditSpendStatements(write.credit, { when: stockTaken }) : []),
    ...(write.coupon ? couponUseStatements(write.coupon.code, write.coupon.shopperKeys, { when }) : []),
    ...(write.newBuyer ? [['new_buyer', checkoutAccountInsert(write.newBuyer, { when })] as const] : []),
    ...orderInserts(write.order, { when }),
    ...(write.accountToken ? [['new_account_token', accountTokenInsert(write.accountToken, { when })] as const] : []),
    ['new_receipt', emailInsert(write.receipt, { when })],
  ];
}

/**
 * How many products the second statement took from, the stock each product and variant has now,
 * and whether the credit was taken (1 when none was to be spent).
 */
export const checkoutWriteAnswers = (write: CheckoutWrite) => ({
  ...STOCK_RESULT,
  creditTaken: write.credit ? creditTaken : sql<number>`1`,
});
