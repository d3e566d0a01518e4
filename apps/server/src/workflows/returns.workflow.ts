import type { ParsedReturnAction, ParsedReturnRequest } from '@onsale/core/contracts/returns';
import { shipmentInputOf } from '@onsale/core/couriers';
import {
  answerDueAt,
  APPROVED_WHEN_UNANSWERED,
  inspectionOutcomeOf,
  lineDiscounts,
  mayAct,
  refundDueAt,
  refundOf,
  returnedGoods,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  returnActionRefusal,
  returnWindowEnds,
  statusAfterInspection,
  statusesBefore,
  type ReturnActor,
  type ReturnStatus,
} from '@onsale/core/returns';
import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import type { Database, Executor } from '../db/client';
import type { RefundAccount } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { recordAudit } from '../modules/audit/audit.repository';
import type { ProductWriteService, ProductWriter } from '../modules/catalogue/product-writes.service';
import { createLedgerRepository } from '../modules/finance/ledger.repository';
import { createStoreCreditRepository } from '../modules/credit/store-credit.repository';
import { enqueueEmail } from '../modules/mail/outbox.repository';
import { simpleEmail } from '../modules/mail/simple-email';
import { createSellerOrdersRepository } from '../modules/orders/seller-orders.repository';
import { createReturnsRepository, type ReturnRow, type ReturnScope } from '../modules/returns/returns.repository';
import { readShopSettings } from '../modules/settings/settings.service';

/*
 * A return, whoever moves it (core's returns): the shopper asks and sends it back, the seller
 * answers, receives and inspects it, an admin decides escalations and records refunds to a bank or
 * wallet, and the shop approves requests left unanswered. Each move is one transaction: the row is
 * locked, core's action checked, the status moved by one conditional UPDATE, the stock (an
 * exchange's size held, accepted items back) and the OnSale credit changed in the same
 * transaction, the other side told, and the move audited.
 */

export interface ReturnsDeps {
  db: Database;
  publicUrl: string;
  productWrites: ProductWriteService;
  /** whether a photo address is one of the shopper's own uploads, still stored */
  ownUpload: (db: Executor, url: string, userId: string) => Promise<'usable' | 'missing' | 'not_yours'>;
}

export const RETURN_ACTION_FORBIDDEN = 'You may not do that with this return';
export const ITEM_NOT_FOUND = 'Item not found';

type ItemForReturn = NonNullable<Awaited<ReturnType<ReturnType<typeof createReturnsRepository>['itemForReturn']>>>;

/** Why the item cannot be returned at all now, or null. */
export function itemRefusal(
  item: ItemForReturn,
  settings: { returnWindowDays: number; finalSaleCategories: readonly string[] },
  now: Date,
): string | null {
  const windowDays = settings.returnWindowDays;
  if (item.partStatus !== 'delivered' || !item.deliveredAt) return RETURN_MESSAGES.notDelivered;
  if ([item.topCategorySlug, item.categorySlug].some((slug) => slug && settings.finalSaleCategories.includes(slug)))
    return RETURN_MESSAGES.finalSale;
  if (now > returnWindowEnds(item.deliveredAt, windowDays)) return RETURN_MESSAGES.windowOver(windowDays);
  if (item.returned >= item.item.quantity) return RETURN_MESSAGES.quantity(0);
  return null;
}

/** The item's line's share of its parcel's coupon discount, shared out over the parcel's lines as checkout shares it. */
async function lineDiscountOf(db: Executor, item: ItemForReturn): Promise<number> {
  const lines = await createReturnsRepository(db).partLineTotals(item.sellerOrderId);
  return lineDiscounts(item.partDiscount, lines)[lines.findIndex((line) => line.id === item.item.id)] ?? 0;
}

/** Everything the options page and the request need of a bought item, checked as the shopper's and returnable. */
export async function returnableItem(db: Executor, itemId: string, buyerId: string, now: Date) {
  const repository = createReturnsRepository(db);
  const item = await repository.itemForReturn(itemId, buyerId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const settings = await readShopSettings(db);
  const { returnWindowDays } = settings;
  const refusal = itemRefusal(item, settings, now);
  if (refusal) throw conflict(refusal);
  const lineDiscount = await lineDiscountOf(db, item);
  const sizes =
    item.item.productId && item.productSizes && item.productSizes.length > 0
      ? await sizesInStock(db, item.item.productId, item.item.color, item.productSizes)
      : [];
  return {
    item,
    lineDiscount,
    returnable: item.item.quantity - item.returned,
    returnableUntil: returnWindowEnds(item.deliveredAt!, returnWindowDays),
    unopenedRequired: item.topCategorySlug === 'beauty',
    sizes,
  };
}

/** The product's sizes in its own order, each in stock or not in the item's colour (a product whose stock is not split: by its stock). */
async function sizesInStock(db: Executor, productId: string, color: string, sizes: readonly string[]) {
  const stock = await createReturnsRepository(db).stockBySize(productId, color);
  if (stock.length === 0) {
    const inStock = await createReturnsRepository(db).productInStock(productId);
    return sizes.map((size) => ({ size, inStock }));
  }
  return sizes.map((size) => ({ size, inStock: stock.some((row) => row.size === size && row.stock > 0) }));
}

const refundAccountOf = (body: ParsedReturnRequest): RefundAccount | null => {
  if (body.wants === 'bank') return { kind: 'bank', title: body.accountTitle!, iban: body.iban! };
  if (body.wants === 'wallet')
    return { kind: 'wallet', title: body.accountTitle!, wallet: body.wallet!, number: body.walletNumber!.trim() };
  return null;
};

/** The shopper asks to return an item: checked against the window, what is left to return, the photos and the sizes. */
export async function requestReturn(
  deps: ReturnsDeps,
  buyerId: string,
  body: ParsedReturnRequest,
  now = new Date(),
): Promise<ReturnRow> {
  return deps.db.transaction(async (tx) => {
    const options = await returnableItem(tx, body.itemId, buyerId, now);
    const { item } = options;
    const fields: Record<string, string> = {};
    if (body.quantity > options.returnable) fields.quantity = RETURN_MESSAGES.quantity(options.returnable);
    if (options.unopenedRequired && !body.unopened) fields.unopened = RETURN_MESSAGES.unopened;
    if (body.wants === 'exchange') {
      const size = options.sizes.find((choice) => choice.size === body.exchangeSize);
      if (options.sizes.length === 0) fields.exchangeSize = RETURN_MESSAGES.noSizes;
      else if (!size?.inStock) fields.exchangeSize = RETURN_MESSAGES.exchangeUnavailable;
    }
    for (const [index, url] of body.photos.entries()) {
      if ((await deps.ownUpload(tx, url, buyerId)) !== 'usable')
        fields[`photos.${index}`] = 'Please upload the photo again';
    }
    if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields).join('; '), fields);

    const amount =
      body.wants === 'exchange'
        ? 0
        : refundOf(
            [
              {
                price: item.item.price,
                quantity: item.item.quantity,
                discount: options.lineDiscount,
                returned: body.quantity,
              },
            ],
            body.reason,
          );
    const row = await createReturnsRepository(tx).insert({
      orderId: item.orderId,
      sellerOrderId: item.sellerOrderId,
      orderItemId: item.item.id,
      buyerId,
      sellerId: item.sellerId,
      quantity: body.quantity,
      reason: body.reason,
      note: body.note ?? '',
      photos: body.photos,
      unopened: body.unopened ?? false,
      wants: body.wants,
      exchangeSize: body.wants === 'exchange' ? body.exchangeSize! : null,
      refundAccount: refundAccountOf(body),
      amount,
      answerDueAt: answerDueAt(now),
      createdAt: now,
      updatedAt: now,
    });
    if (item.sellerId) {
      const title = `Return ${row.number} requested`;
      const text = `${item.customerName} asks to return ${body.quantity} × ${item.item.name} of order ${item.orderNumber}: ${RETURN_REASON_LABELS[body.reason]}. Please answer by ${formatShopTime(row.answerDueAt)}, or the request is approved.`;
      const link = `/seller/returns/${row.id}`;
      const email = await createSellerOrdersRepository(tx).notifySeller(item.sellerId, {
        kind: 'seller_return_requested',
        title,
        body: text,
        link,
      });
      if (email)
        await enqueueEmail(
          tx,
          simpleEmail('seller-return-requested', email, title, [text], {
            href: `${deps.publicUrl}${link}`,
            label: 'Answer the request',
          }),
        );
    }
    await recordAudit(tx, {
      actorId: buyerId,
      action: 'return.request',
      entity: 'return',
      entityId: row.id,
      after: { number: row.number, quantity: row.quantity, reason: row.reason, wants: row.wants, amount },
    });
    return row;
  });
}

export interface ReturnMove {
  actor: ReturnActor;
  /** the shopper, seller or admin who moves it; null for the shop's own approval */
  actorId: string | null;
  scope: ReturnScope;
  id: string;
  body: ParsedReturnAction;
  now?: Date;
}

/** Moves a return on by one of core's actions; answers the row as moved. */
export async function moveReturn(deps: ReturnsDeps, move: ReturnMove): Promise<ReturnRow> {
  const { body, actor } = move;
  const now = move.now ?? new Date();
  if (!mayAct(body.action, actor)) throw forbidden(RETURN_ACTION_FORBIDDEN);
  return deps.productWrites.transaction(null, async (tx, writes) => {
    const repository = createReturnsRepository(tx);
    const current = await repository.lock(move.id, move.scope);
    if (!current) throw notFound(RETURN_MESSAGES.notFound);
    const from = statusesBefore(body.action);
    if (!from.includes(current.status)) throw conflict(returnActionRefusal(body.action, current.status));
    const { to, values } = await movement(tx, writes, current, body, actor, now);
    const moved = await repository.move(current.id, from, to, values);
    if (!moved) throw conflict(returnActionRefusal(body.action, current.status));
    if (to === 'refunded' && moved.wants === 'credit')
      await createStoreCreditRepository(tx).give({
        userId: moved.buyerId,
        kind: 'return',
        amount: moved.amount,
        orderId: moved.orderId,
        returnId: moved.id,
      });
    // An inspection that accepts items for a refund takes them and their commission off the seller's ledger.
    if (body.action === 'inspect') await createLedgerRepository(tx).recordReturn(moved.id, now);
    await tell(tx, deps.publicUrl, moved, actor);
    await recordAudit(tx, {
      actorId: move.actorId,
      action: `return.${body.action}`,
      entity: 'return',
      entityId: moved.id,
      before: { status: current.status, sellerId: current.sellerId },
      after: { status: moved.status, sellerId: moved.sellerId, ...auditedValues(values) },
    });
    return moved;
  });
}

const auditedValues = (values: Partial<ReturnRow>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !(value instanceof Date)));

type Values = Partial<Omit<ReturnRow, 'id' | 'status'>>;

/** Where the action leads and what it writes beside the status, with its stock moved. */
async function movement(
  tx: Executor,
  writes: ProductWriter,
  current: ReturnRow,
  body: ParsedReturnAction,
  actor: ReturnActor,
  now: Date,
): Promise<{ to: ReturnStatus; values: Values }> {
  const item = async () => {
    const found = await createReturnsRepository(tx).itemForReturn(current.orderItemId, current.buyerId);
    if (!found) throw notFound(RETURN_MESSAGES.notFound);
    return found;
  };
  /** The exchange's size taken from stock, or put back. */
  const moveExchange = async (difference: number) => {
    const { item: line } = await item();
    if (!line.productId || !current.exchangeSize) return false;
    return writes.moveStock(tx, {
      productId: line.productId,
      size: current.exchangeSize,
      color: line.color,
      difference,
    });
  };
  switch (body.action) {
    case 'approve':
    case 'overrule': {
      if (actor === 'shop' && (!APPROVED_WHEN_UNANSWERED.includes(current.reason) || current.answerDueAt > now))
        throw conflict(returnActionRefusal('approve', current.status));
      const values: Values = { answeredAt: now, decisionNote: 'note' in body ? (body.note ?? '') : '' };
      if (current.wants === 'exchange' && !current.exchangeHeld) {
        if (!(await moveExchange(-current.quantity))) throw conflict(RETURN_MESSAGES.exchangeUnavailable);
        values.exchangeHeld = true;
      }
      return { to: 'approved', values };
    }
    case 'reject':
      return { to: 'rejected', values: { answeredAt: now, rejectReason: body.reason } };
    case 'escalate':
      return { to: 'escalated', values: { escalationNote: body.note ?? '' } };
    case 'uphold':
      return { to: 'closed', values: { decisionNote: body.note ?? '', closedAt: now } };
    case 'withdraw': {
      if (current.exchangeHeld) await moveExchange(current.quantity);
      return { to: 'withdrawn', values: { exchangeHeld: false, closedAt: now } };
    }
    case 'send': {
      const shipment = shipmentInputOf({ status: 'shipped', ...body });
      return {
        to: 'on_its_way',
        values: {
          sentAt: now,
          backCourier: shipment?.courier ?? null,
          backCourierName: shipment?.courierName ?? null,
          backTrackingNumber: shipment?.trackingNumber ?? null,
        },
      };
    }
    case 'receive':
      return { to: 'received', values: { receivedAt: now, refundDueAt: refundDueAt(now) } };
    case 'inspect': {
      if (body.accepted > current.quantity)
        throw badRequest(RETURN_MESSAGES.accepted, { accepted: RETURN_MESSAGES.accepted });
      const found = await item();
      const outcome = inspectionOutcomeOf([{ quantity: current.quantity, accepted: body.accepted }]);
      const to = statusAfterInspection(outcome, current.wants);
      const discount = await lineDiscountOf(tx, found);
      const line = { price: found.item.price, quantity: found.item.quantity, discount, returned: body.accepted };
      // An exchange gives back nothing: the shopper keeps what they paid for, in another size.
      const refunded = current.wants !== 'exchange';
      const amount = refunded ? refundOf([line], current.reason) : 0;
      const goodsAmount = refunded ? returnedGoods([line]) : 0;
      // What came back as it should goes back in stock, in its own size.
      if (body.accepted > 0 && found.item.productId)
        await writes.moveStock(tx, {
          productId: found.item.productId,
          size: found.item.size,
          color: found.item.color,
          difference: body.accepted,
        });
      // The exchange's size held for what was not accepted goes back.
      const released = current.exchangeHeld ? current.quantity - body.accepted : 0;
      if (released > 0) await moveExchange(released);
      return {
        to,
        values: {
          acceptedQuantity: body.accepted,
          inspectedAt: now,
          inspectionNote: body.note ?? '',
          amount,
          goodsAmount,
          exchangeHeld: current.exchangeHeld && body.accepted > 0,
          ...(to === 'refunded' ? { refundedAt: now } : {}),
          ...(to === 'closed' ? { closedAt: now } : {}),
        },
      };
    }
    case 'refund':
      if (current.wants !== 'bank' && current.wants !== 'wallet')
        throw conflict(returnActionRefusal('refund', current.status));
      return { to: 'refunded', values: { refundedAt: now, refundReference: body.reference } };
    case 'ship_exchange': {
      if (current.wants !== 'exchange') throw conflict(returnActionRefusal('ship_exchange', current.status));
      const shipment = shipmentInputOf({ status: 'shipped', ...body })!;
      return {
        to: 'exchange_shipped',
        values: {
          exchangeShippedAt: now,
          exchangeCourier: shipment.courier,
          exchangeCourierName: shipment.courierName,
          exchangeTrackingNumber: shipment.trackingNumber,
        },
      };
    }
  }
}

/** The news of a move, to the side that did not make it: the shopper of the seller's and admin's moves, the seller of the shopper's. */
async function tell(tx: Executor, publicUrl: string, moved: ReturnRow, actor: ReturnActor): Promise<void> {
  const parts = createSellerOrdersRepository(tx);
  const status = RETURN_STATUS_LABELS[moved.status];
  if (actor === 'shopper') {
    if (!moved.sellerId) return;
    const title = `Return ${moved.number}: ${status}`;
    const body =
      moved.status === 'on_its_way'
        ? `The shopper has sent return ${moved.number} back to you. Mark it received when it arrives, then inspect it.`
        : moved.status === 'escalated'
          ? `The shopper has asked OnSale to decide on return ${moved.number}.`
          : `The shopper has withdrawn return ${moved.number}.`;
    const link = `/seller/returns/${moved.id}`;
    const email = await parts.notifySeller(moved.sellerId, { kind: 'seller_return', title, body, link });
    if (email)
      await enqueueEmail(
        tx,
        simpleEmail('seller-return', email, title, [body], { href: `${publicUrl}${link}`, label: 'View the return' }),
      );
    return;
  }
  const title = `Return ${moved.number}: ${status}`;
  const body = shopperNews(moved);
  const link = `/account/returns/${moved.id}`;
  await parts.notifyBuyer(moved.orderId, { kind: 'return_status', title, body, link });
  const to = await parts.customerEmailOf(moved.orderId);
  if (to)
    await enqueueEmail(
      tx,
      simpleEmail('return-status', to, title, [body], { href: `${publicUrl}${link}`, label: 'View your return' }),
    );
}

function shopperNews(moved: ReturnRow): string {
  switch (moved.status) {
    case 'approved':
      return `Your return ${moved.number} is approved. Please pack the item and send it back; the seller's address is on your return's page.`;
    case 'rejected':
      return `Your return ${moved.number} was not approved: ${moved.rejectReason}. If you disagree, you can ask OnSale to decide.`;
    case 'received':
      return `The seller has received your return ${moved.number} and will inspect it.`;
    case 'refunded':
      return moved.wants === 'credit'
        ? `${formatRupees(moved.amount)} is now in your OnSale credit, to spend on your next order.`
        : `${formatRupees(moved.amount)} was refunded for your return ${moved.number}. Reference: ${moved.refundReference ?? ''}.`;
    case 'inspected':
      return moved.wants === 'exchange'
        ? `Your return ${moved.number} is accepted: your new size is on its way soon.`
        : `Your return ${moved.number} is accepted: ${formatRupees(moved.amount)} will be refunded by ${formatShopTime(moved.refundDueAt, 'date')}.`;
    case 'exchange_shipped':
      return `Your exchange for return ${moved.number} has been sent. Tracking number: ${moved.exchangeTrackingNumber ?? ''}.`;
    case 'closed':
      return moved.acceptedQuantity === 0
        ? `Your return ${moved.number} was not accepted at inspection: ${moved.inspectionNote || 'the item is sent back to you'}.`
        : `OnSale has decided to keep the rejection of your return ${moved.number}. ${moved.decisionNote}`.trim();
    default:
      return `Your return ${moved.number} is now: ${RETURN_STATUS_LABELS[moved.status]}.`;
  }
}

/** The job's part: requests unanswered past their 48 hours are approved when their reason allows it. Answers how many. */
export async function approveUnanswered(deps: ReturnsDeps, now = new Date()): Promise<number> {
  const due = await createReturnsRepository(deps.db).unanswered(now);
  let approved = 0;
  for (const row of due) {
    if (!APPROVED_WHEN_UNANSWERED.includes(row.reason)) continue;
    try {
      await moveReturn(deps, {
        actor: 'shop',
        actorId: null,
        scope: { admin: true },
        id: row.id,
        body: { action: 'approve' },
        now,
      });
      approved += 1;
    } catch {
      // Answered meanwhile, or an exchange's size sold out: the seller answers it.
    }
  }
  return approved;
}
