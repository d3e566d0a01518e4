import crypto from 'node:crypto';
import { pictureOf } from '@onsale/core/color-images';
import { bagTotals, SHIPPING_PER_LINE, shareOut } from '@onsale/core/bag';
import { cashToCollect } from '@onsale/core/part-payment';
import { couponRefusal, couponRefusalMessage, couponShopperKeys, type CouponRefusal } from '@onsale/core/coupons';
import {
  INVALID_COUPON,
  type CheckoutOrder,
  type CheckoutResponse,
  type ParsedCheckoutBody,
} from '@onsale/core/contracts/checkout';
import { confirmationAtCheckout } from '@onsale/core/order-confirmation';
import { CREDIT_MESSAGES, creditPerParcel, creditToUse } from '@onsale/core/credit';
import { normalisePhone } from '@onsale/core/phone';
import { choiceMissing, shortLineMessage, stockOf, type VariantStock } from '@onsale/core/variants';
import type { Database } from '../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { inOneStatement, selectTogether } from '../db/one-statement';
import { badRequest, HttpError, unprocessable } from '../http/errors';
import { ACCOUNT_TOKEN_TTL_MS, newAccountToken } from '../modules/accounts/account-tokens.repository';
import { bagProductsById, type BagProduct, type StockLine } from '../modules/catalogue/bag-products.repository';
import type { CatalogueChanged } from '../modules/catalogue/catalogue-changes';
import { receiptEmail } from '../modules/mail/receipt-email';
import { couponRefusalOf, type CouponForShopper } from '../modules/orders/coupons.repository';
import { creditRefused } from '../modules/credit/store-credit.repository';
import {
  findOrderByIdempotencyKey,
  findOrderWithItems,
  withRandomPart,
  type NewOrderItem,
} from '../modules/orders/orders.repository';
import { toCheckoutOrder } from '../modules/orders/orders.service';
import { hashConfirmationSecret } from '../modules/orders/order-confirmations.repository';
import { shopSettingsOf } from '../modules/settings/settings.service';
import { countOrderPlaced } from '../modules/system/metrics';
import {
  checkoutReadAnswers,
  checkoutWriteAnswers,
  checkoutWriteStatements,
  type CheckoutAccount,
  type CheckoutRead,
  type CheckoutWrite,
} from './checkout.statement';

export const ORDER_PLACED = 'Order placed successfully';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different order';

export interface PlaceOrderOptions {
  /** the signed-in buyer; a guest's order goes to the account with the order's e-mail */
  buyerId?: string | null;
  idempotencyKey?: string | null;
}

export interface PlacedOrder {
  response: CheckoutResponse;
  /** true when the answer is the earlier order of the same Idempotency-Key */
  replayed: boolean;
}

/** A line short of stock: 409, naming the product (and its size and colour where its stock is split), and nothing changed. */
export class OutOfStockError extends HttpError {
  constructor(lines: ReadonlyArray<ShortLine>) {
    const fields = Object.fromEntries(lines.map((line) => [`items.${line.index}.quantity`, shortLineMessage(line)]));
    super(409, 'out_of_stock', lines.map(shortLineMessage).join(' '), fields);
  }
}

/** The cash-on-delivery rules refuse this phone the order (core's cashOnDeliveryRule): 409, and nothing changed. */
export class CashOnDeliveryRefusedError extends HttpError {
  constructor(message: string) {
    super(409, 'cash_on_delivery_refused', message, { phone: message });
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** The shopper's OnSale credit was spent by another order since it was read: 409, and nothing changed. */
export class CreditChangedError extends HttpError {
  constructor() {
    super(409, 'credit_changed', CREDIT_MESSAGES.changed, { use_credit: CREDIT_MESSAGES.changed });
  }
}

/** A coupon the shopper may not use again, or no one may: 409, naming it, and nothing changed. */
export class CouponRefusedError extends HttpError {
  constructor(code: string, refusal: CouponRefusal) {
    const message = couponRefusalMessage(code, refusal);
    super(409, refusal === 'already_used' ? 'coupon_already_used' : 'coupon_used_up', message, { coupon: message });
  }
}

interface PricedLine {
  index: number;
  product: BagProduct;
  quantity: number;
  size: string;
  color: string;
  total: number;
}

function hashRequest(body: ParsedCheckoutBody, buyerId: string | null): string {
  // shipping_cost is ignored, so it does not make two requests different.
  const { shipping_cost: _ignored, ...meaningful } = body;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ body: meaningful, buyerId }))
    .digest('hex');
}

/** What fails, whichever is checked first, when a guest's new account was not inserted because another order made it. */
const BUYER_FOREIGN_KEYS = ['orders_buyer_id_users_id_fk', 'account_tokens_user_id_users_id_fk'];

/** Every line priced from the database; a missing product, size or colour is a 400 naming it. */
function priceLines(body: ParsedCheckoutBody, products: ReadonlyMap<string, BagProduct>): PricedLine[] {
  const fields: Record<string, string> = {};
  const lines: PricedLine[] = [];
  body.items.forEach((item, index) => {
    const product = products.get(item.product_id.toLowerCase());
    if (!product) {
      fields[`items.${index}.product_id`] = `Product not found: ${item.product_id}`;
      return;
    }
    const size = item.size ?? '';
    const color = item.color ?? '';
    if (size && product.sizes.length > 0 && !product.sizes.includes(size))
      fields[`items.${index}.size`] = `${product.name} is not available in size ${size}`;
    if (color && product.colors.length > 0 && !product.colors.includes(color))
      fields[`items.${index}.color`] = `${product.name} is not available in ${color}`;
    // Split stock is kept per size and colour: a line must say which it takes.
    const missing = choiceMissing(product, size, color);
    if (missing === 'size') fields[`items.${index}.size`] = `Choose a size of ${product.name}`;
    if (missing === 'color') fields[`items.${index}.color`] = `Choose a colour of ${product.name}`;
    lines.push({ index, product, quantity: item.quantity, size, color, total: product.price * item.quantity });
  });
  const messages = Object.values(fields);
  if (messages.length > 0) throw badRequest(messages.join('; '), fields);
  return lines;
}

/** What each product needs across the bag (one product may be in it in two sizes). */
function stockNeeded(lines: readonly PricedLine[]): Map<string, number> {
  const needed = new Map<string, number>();
  for (const line of lines) needed.set(line.product.id, (needed.get(line.product.id) ?? 0) + line.quantity);
  return needed;
}

/** What the bag takes of each size × colour of each product (two lines of one variant add up). */
function stockLines(lines: readonly PricedLine[]): StockLine[] {
  const taken = new Map<string, StockLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.product.id, line.size, line.color]);
    const known = taken.get(key);
    if (known) known.quantity += line.quantity;
    else taken.set(key, { productId: line.product.id, size: line.size, color: line.color, quantity: line.quantity });
  }
  return [...taken.values()];
}

interface ShortLine {
  index: number;
  name: string;
  size: string;
  color: string;
  stock: number;
  split: boolean;
}

/** The stock of products and of their variants, as read or as the write found it. */
interface StockNow {
  product: ReadonlyMap<string, number>;
  variants: ReadonlyMap<string, readonly VariantStock[]>;
}

/**
 * The lines that cannot be served as the stock is now: a product short of what all its lines
 * need together (its first line named), or a line short in its own size and colour.
 */
function shortLines(lines: readonly PricedLine[], now: StockNow): ShortLine[] {
  const needed = stockNeeded(lines);
  const wanted = new Map(
    stockLines(lines).map((line) => [JSON.stringify([line.productId, line.size, line.color]), line]),
  );
  const reported = new Set<string>();
  const short: ShortLine[] = [];
  for (const line of lines) {
    const id = line.product.id;
    const variants = now.variants.get(id) ?? [];
    const split = variants.length > 0;
    const productStock = now.product.get(id) ?? 0;
    const variantStock = split ? stockOf({ stock: productStock, variants }, line.size, line.color) : productStock;
    const lineNeeds = wanted.get(JSON.stringify([id, line.size, line.color]))!.quantity;
    const key = split ? JSON.stringify([id, line.size, line.color]) : id;
    if (reported.has(key)) continue;
    if (productStock >= needed.get(id)! && (!split || variantStock >= lineNeeds)) continue;
    reported.add(key);
    short.push({
      index: line.index,
      name: line.product.name,
      size: line.size,
      color: line.color,
      stock: variantStock,
      split,
    });
  }
  return short;
}

/** The stock as the checkout read it. */
const stockAsRead = (products: ReadonlyMap<string, BagProduct>): StockNow => ({
  product: new Map([...products.values()].map((product) => [product.id, product.stock])),
  variants: new Map([...products.values()].map((product) => [product.id, product.variants])),
});

/** One seller order per seller (null: the marketplace), in the order the sellers first appear in the bag. */
function splitBySeller(lines: readonly PricedLine[], discount: number, credit: number, newId: () => string) {
  const groups = new Map<string | null, PricedLine[]>();
  for (const line of lines) {
    const group = groups.get(line.product.sellerId);
    if (group) group.push(line);
    else groups.set(line.product.sellerId, [line]);
  }
  const entries = [...groups.entries()];
  const subtotals = entries.map(([, group]) => group.reduce((sum, line) => sum + line.total, 0));
  const discounts = shareOut(discount, subtotals);
  const shippings = entries.map(([, group]) => group.length * SHIPPING_PER_LINE);
  const credits = creditPerParcel(
    credit,
    subtotals.map((subtotal, index) => subtotal + shippings[index]! - discounts[index]!),
  );
  return entries.map(([sellerId, group], index) => ({
    sellerOrder: {
      id: newId(),
      sellerId,
      subtotal: subtotals[index]!,
      shipping: shippings[index]!,
      discount: discounts[index]!,
      credit: credits[index]!,
      commissionRateBp: group[0]!.product.commissionRateBp,
    },
    items: group.map((line): NewOrderItem & { position: number } => ({
      ...orderItemOf(line),
      position: line.index,
      productId: line.product.id,
      sellerId,
    })),
  }));
}

/** An order item as bought: name, brand, picture (its colour's, where it has one) and price copied from the product at this moment. */
function orderItemOf(line: PricedLine) {
  const { product } = line;
  return {
    name: product.name,
    brandName: product.brandName,
    image: pictureOf(product, line.color),
    price: product.price,
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    total: line.total,
  };
}

/**
 * The set-password link a guest's receipt carries, if any. The link goes to the address alone, in
 * the receipt, never in the answer, or anyone typing somebody's e-mail at checkout could take the
 * account; opening it proves the address, and the order then shows in the account.
 * - no account yet, or one without a password: `new`, the shopper sets its first password;
 * - an account whose e-mail nobody has proven: `take-over`. Somebody chose its password without
 *   proving the address, perhaps a stranger who signed up with it to read this shopper's orders,
 *   so the shopper may only enter it by choosing a new password, which ends every session of the
 *   account and voids the old password (setPasswordFromLink);
 * - a proven account: none, the order is already there;
 * - a blocked account: none, as for a proven one, so the receipt says nothing of the block.
 */
function receiptAccountLink(account: CheckoutAccount | null): 'new' | 'take-over' | null {
  if (!account) return 'new';
  if (account.status === 'blocked') return null;
  if (!account.hasPassword) return 'new';
  return account.emailVerified ? null : 'take-over';
}

/** What a try of the checkout makes afresh: ids, the time, a link token, the order number's random part. */
export interface FreshValues {
  newId: () => string;
  now: Date;
  token: string;
  /** the one-time link's secret that confirms an order awaiting confirmation */
  confirmationToken: string;
  orderNumber: (sequenceNumber: string) => string;
}

const freshValues = (): FreshValues => ({
  newId: () => crypto.randomUUID(),
  now: new Date(),
  token: newAccountToken(),
  confirmationToken: newAccountToken(),
  orderNumber: withRandomPart,
});

export interface CheckoutRequest {
  buyerId: string | null;
  idempotencyKey: string | null;
  requestHash: string;
  publicUrl: string;
}

export interface DraftOrder {
  /** the order as the answer and the receipt show it */
  order: CheckoutOrder;
  write: CheckoutWrite;
  coupon: CouponForShopper | null;
  lines: PricedLine[];
  needed: Map<string, number>;
}

/**
 * The order a checkout writes, from what its first statement read: every line priced, the coupon
 * and the stock checked as far as they are known (each failure named), the buyer chosen, and the
 * second statement's writes. Nothing here touches the database.
 */
export function draftOrder(
  body: ParsedCheckoutBody,
  read: CheckoutRead,
  request: CheckoutRequest,
  fresh: FreshValues,
): DraftOrder {
  const { coupon, account } = read;
  const { buyerId } = request;
  const products = bagProductsById(read.products);
  if (body.coupon && !coupon) throw badRequest(INVALID_COUPON, { coupon: INVALID_COUPON });
  // Fail fast on a use already known to be one too many; the statement is the real check.
  const refusal = coupon && couponRefusal(coupon, coupon.shopperUses);
  if (coupon && refusal) throw new CouponRefusedError(coupon.code, refusal);
  const lines = priceLines(body, products);
  // Fail fast on what is already known to be short; the statement is the real check.
  const needed = stockNeeded(lines);
  const knownShort = shortLines(lines, stockAsRead(products));
  if (knownShort.length > 0) throw new OutOfStockError(knownShort);

  const buyer = buyerId
    ? { id: buyerId, created: false }
    : account
      ? { id: account.id, created: false }
      : { id: fresh.newId(), created: true };
  const totals = bagTotals(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    coupon?.percent ?? 0,
  );
  // A signed-in shopper's OnSale credit pays what it covers; the riders collect the rest.
  const credit = buyerId && body.use_credit ? creditToUse(read.credit, totals.total) : 0;
  // Cash on delivery costs nothing to order: the phone's record and the admin's policy decide
  // whether the order may be placed, and whether sellers wait for the shopper to confirm it.
  const settings = shopSettingsOf(read.settings);
  const decision = confirmationAtCheckout({
    settings,
    record: { ...read.phone, refusedAt: read.phone.refusedAt.map((at) => new Date(at)) },
    openUnconfirmed: read.phone.openUnconfirmed,
    total: totals.total - credit,
    now: fresh.now,
  });
  if (decision.kind === 'refuse') throw new CashOnDeliveryRefusedError(decision.message);
  const awaiting = decision.kind === 'awaiting';
  const confirmation = awaiting
    ? {
        confirmation: 'awaiting' as const,
        confirmationDueAt: new Date(fresh.now.getTime() + settings.confirmationHours * HOUR_MS),
        // A phone sent to a call gets no link: only a call confirms it.
        confirmationTokenHash: decision.byCall ? null : hashConfirmationSecret(fresh.confirmationToken),
      }
    : { confirmation: 'confirmed' as const, confirmedBy: decision.method, confirmedAt: fresh.now };
  const contact = {
    customerName: body.name,
    customerEmail: body.email,
    customerPhone: body.phone,
    address: body.address,
    city: body.city,
    state: body.state,
    zip: body.zipcode,
    landmark: body.landmark ?? '',
    deliveryInstructions: body.delivery_instructions ?? '',
  };
  const placed = {
    ...contact,
    ...totals,
    credit,
    id: fresh.newId(),
    number: fresh.orderNumber(read.orderNumber),
    createdAt: fresh.now,
    paymentStatus: 'pending' as const,
    couponCode: coupon?.code ?? null,
    phone: normalisePhone(body.phone),
    ...confirmation,
  };
  const order: CheckoutOrder = toCheckoutOrder({
    order: placed,
    items: lines.map((line) => ({ ...orderItemOf(line), productId: line.product.id })),
  });

  const parts = splitBySeller(lines, totals.discount, credit, fresh.newId);
  const accountLink = buyerId ? null : receiptAccountLink(account);
  const accountToken = accountLink
    ? {
        token: fresh.token,
        userId: buyer.id,
        purpose: 'set_password' as const,
        expiresAt: new Date(fresh.now.getTime() + ACCOUNT_TOKEN_TTL_MS.set_password),
      }
    : null;
  const write: CheckoutWrite = {
    stock: stockLines(lines),
    coupon: coupon
      ? {
          code: coupon.code,
          shopperKeys: couponShopperKeys({ accountId: buyer.id, email: body.email, phone: body.phone }),
        }
      : null,
    credit: credit > 0 ? { userId: buyer.id, amount: credit, orderId: placed.id } : null,
    newBuyer: buyer.created
      ? { id: buyer.id, email: body.email, fullName: body.name, phone: body.phone, address: body.address }
      : null,
    order: {
      order: {
        ...placed,
        buyerId: buyer.id,
        placedSignedIn: buyerId !== null,
        paymentMethod: 'cod',
        idempotencyKey: request.idempotencyKey,
        requestHash: request.requestHash,
      },
      parts,
    },
    accountToken,
    receipt: receiptEmail(order, {
      publicUrl: request.publicUrl,
      accountLink: accountToken && accountLink ? { token: accountToken.token, account: accountLink } : undefined,
      parcels: parts.map((part) => ({
        brands: [...new Set(part.items.map((item) => item.brandName ?? ''))].filter(Boolean),
        cash: cashToCollect(part.sellerOrder),
      })),
      confirmation: awaiting
        ? decision.byCall
          ? { byCall: decision.byCall }
          : { token: fresh.confirmationToken, hours: settings.confirmationHours }
        : undefined,
    }),
  };
  return { order, write, coupon, lines, needed };
}

/**
 * Checkout (POST /api/docheckout): catalogue, stock, accounts, orders and mail in one transaction.
 * Prices, shipping and discount come from the database and the shop's rules in core; whatever the
 * client says they are is ignored. Either the order, its seller orders, its items, the stock taken
 * for every line and its receipt all commit, or nothing does.
 */
export function createCheckoutWorkflow(
  db: Database,
  options: { publicUrl: string; catalogueChanged: CatalogueChanged },
) {
  async function replay(orderId: string): Promise<PlacedOrder> {
    const stored = await findOrderWithItems(db, orderId);
    if (!stored) throw new Error(`order ${orderId} of an idempotency key is gone`);
    return {
      replayed: true,
      response: {
        success: true,
        message: ORDER_PLACED,
        data: { order: toCheckoutOrder(stored), customer: { email: stored.order.customerEmail } },
      },
    };
  }

  /** The order this Idempotency-Key placed, or null; 422 when the key came with a different order. */
  async function placedBefore(idempotencyKey: string, requestHash: string): Promise<PlacedOrder | null> {
    const earlier = await findOrderByIdempotencyKey(db, idempotencyKey);
    if (!earlier) return null;
    if (earlier.requestHash !== requestHash) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
    return replay(earlier.id);
  }

  async function placeOrder(
    body: ParsedCheckoutBody,
    { buyerId = null, idempotencyKey = null }: PlaceOrderOptions = {},
  ): Promise<PlacedOrder> {
    const requestHash = hashRequest(body, buyerId);
    for (let attempt = 1; ; attempt++) {
      try {
        return await placeOnce(body, { buyerId, idempotencyKey, requestHash });
      } catch (error) {
        // Another checkout made this guest's account a moment ago: the second try finds it.
        if (
          attempt === 1 &&
          !buyerId &&
          BUYER_FOREIGN_KEYS.some((constraint) => isForeignKeyViolation(error, constraint))
        )
          continue;
        // A retry of an order already placed answers that order, whatever changed since (stock, prices).
        if (
          idempotencyKey &&
          (error instanceof HttpError || isUniqueViolation(error, 'orders_idempotency_key_unique'))
        ) {
          const earlier = await placedBefore(idempotencyKey, requestHash);
          if (earlier) return earlier;
        }
        throw error;
      }
    }
  }

  /**
   * Two round trips, the two statements of checkout.statement.ts. The first reads the products,
   * the coupon with the shopper's uses of it, the guest's account and draws the order number. The
   * second is one statement, and so one transaction: the guest's new account, the order, its seller
   * orders and items, the coupon's use, the account link and the receipt, each written only if the
   * stock of every line is taken in the same statement (see stockTakeStatements), and none at all
   * when the coupon's use would pass one of its limits (see couponUseStatements). A retry that
   * arrives while its first try is still being written, after the route's replayOf found nothing,
   * fails on the unique idempotency key (or on the stock or the coupon use the first try took) and
   * is answered then.
   */
  async function placeOnce(
    body: ParsedCheckoutBody,
    request: Omit<CheckoutRequest, 'publicUrl'>,
  ): Promise<PlacedOrder> {
    const read = await selectTogether<CheckoutRead>(db, checkoutReadAnswers(body, request.buyerId));
    const { order, write, coupon, lines, needed } = draftOrder(
      body,
      read,
      { ...request, publicUrl: options.publicUrl },
      freshValues(),
    );
    const result = await inOneStatement(db, checkoutWriteStatements(write), checkoutWriteAnswers(write)).catch(
      (error: unknown) => {
        // Another order spent the credit since it was read: this one wrote nothing.
        if (creditRefused(error)) throw new CreditChangedError();
        // Concurrent orders used the coupon up since it was read: this one wrote nothing.
        const refused = coupon && couponRefusalOf(error);
        throw coupon && refused ? new CouponRefusedError(coupon.code, refused) : error;
      },
    );
    if (result.taken < needed.size) {
      // Another order took the stock since it was read, and nothing was written: name what is left now.
      const variants = new Map<string, VariantStock[]>();
      for (const { id, ...variant } of result.variants) variants.set(id, [...(variants.get(id) ?? []), variant]);
      const now = { product: new Map(result.stock.map((row) => [row.id, row.stock])), variants };
      throw new OutOfStockError(shortLines(lines, now));
    }
    if (result.creditTaken === 0) throw new CreditChangedError();
    // The next shopper sees the stock left; lists change only when a product sold out (the stock read was before this order).
    options.catalogueChanged({
      productIds: [...needed.keys()],
      listsChanged: result.stock.some((row) => row.stock <= needed.get(row.id)!),
    });
    countOrderPlaced();
    return {
      replayed: false,
      response: {
        success: true as const,
        message: ORDER_PLACED,
        // Nothing about the account: whether the e-mail had one is not the caller's to learn.
        data: { order, customer: { email: body.email } },
      },
    };
  }

  return {
    placeOrder,
    /**
     * The order an Idempotency-Key already placed, answered as placeOrder would answer its retry;
     * null for a key not seen yet. Asked before the checkout's limits are counted, so that a client
     * retrying an order it placed gets the order however often it asks.
     */
    replayOf: (
      body: ParsedCheckoutBody,
      { buyerId = null, idempotencyKey }: PlaceOrderOptions & { idempotencyKey: string },
    ) => placedBefore(idempotencyKey, hashRequest(body, buyerId)),
  };
}

export type CheckoutWorkflow = ReturnType<typeof createCheckoutWorkflow>;
