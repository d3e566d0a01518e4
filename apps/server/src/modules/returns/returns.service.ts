import type { Paged } from '@onsale/core/contracts/api';
import type {
  ParsedReturnAction,
  ParsedReturnRequest,
  Return,
  ReturnListFilter,
  ReturnOptions,
} from '@onsale/core/contracts/returns';
import { shipmentOf } from '@onsale/core/couriers';
import {
  nextReturnActions,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_WANT_LABELS,
  type ReturnActor,
} from '@onsale/core/returns';
import type { RefundAccount } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  approveUnanswered,
  moveReturn,
  requestReturn,
  returnableItem,
  type ReturnsDeps,
} from '../../workflows/returns.workflow';
import { createStoreCreditRepository } from '../credit/store-credit.repository';
import { MARKETPLACE_SELLER_NAME } from '../orders/marketplace-seller';
import { createReturnsRepository, type ReturnScope, type ReturnView } from './returns.repository';

export const RETURNS_PAGE_SIZE = 20;
/** A shopper's returns are read in one list: a shopper returns a few items a year. */
export const SHOPPER_RETURNS_LIMIT = 200;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const refundAccountOf = (account: RefundAccount) =>
  account.kind === 'bank'
    ? { kind: account.kind, title: account.title, iban: account.iban, wallet: null, number: null }
    : { kind: account.kind, title: account.title, iban: null, wallet: account.wallet, number: account.number };

/** A return as `actor` reads it: the refund account is the shopper's and the admins' to read, never the seller's. */
export function toReturn(view: ReturnView, actor: ReturnActor): Return {
  const { row } = view;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: RETURN_STATUS_LABELS[row.status],
    orderId: row.orderId,
    orderNumber: view.orderNumber,
    sellerOrderId: row.sellerOrderId,
    sellerName: view.sellerName ?? MARKETPLACE_SELLER_NAME,
    customerName: view.customerName,
    item: view.item,
    quantity: row.quantity,
    acceptedQuantity: row.acceptedQuantity,
    reason: row.reason,
    reasonLabel: RETURN_REASON_LABELS[row.reason],
    note: row.note,
    photos: row.photos,
    unopened: row.unopened,
    wants: row.wants,
    wantsLabel: RETURN_WANT_LABELS[row.wants],
    exchangeSize: row.exchangeSize,
    refundAccount: actor === 'seller' || !row.refundAccount ? null : refundAccountOf(row.refundAccount),
    amount: row.amount,
    rejectReason: row.rejectReason,
    escalationNote: row.escalationNote,
    decisionNote: row.decisionNote,
    inspectionNote: row.inspectionNote,
    backShipment: shipmentOf(row.backCourier, row.backCourierName, row.backTrackingNumber),
    exchangeShipment: shipmentOf(row.exchangeCourier, row.exchangeCourierName, row.exchangeTrackingNumber),
    refundReference: row.refundReference,
    requestedAt: row.createdAt.toISOString(),
    answerDueAt: row.answerDueAt.toISOString(),
    receivedAt: iso(row.receivedAt),
    refundDueAt: iso(row.refundDueAt),
    refundedAt: iso(row.refundedAt),
    updatedAt: row.updatedAt.toISOString(),
    pastDue: view.pastDue,
    actions: nextReturnActions(row.status, actor, row.wants),
  };
}

/** Returns and exchanges for the shopper, the seller and the admins, each seeing only theirs (core's returns). */
export function createReturnsService(deps: ReturnsDeps) {
  const { db } = deps;
  const repository = createReturnsRepository(db);

  async function view(id: string, scope: ReturnScope, actor: ReturnActor): Promise<Return> {
    const found = await repository.find(id, scope);
    if (!found) throw notFound(RETURN_MESSAGES.notFound);
    return toReturn(found, actor);
  }

  return {
    /** What the request form may offer for one of the shopper's items; 409 when it cannot be returned. */
    async options(buyerId: string, itemId: string | undefined, now = new Date()): Promise<ReturnOptions> {
      const { item, lineDiscount, returnable, returnableUntil, unopenedRequired, sizes } = await returnableItem(
        db,
        itemId ?? '',
        buyerId,
        now,
      );
      const { position: _position, ...line } = item.item;
      return {
        item: line,
        orderId: item.orderId,
        orderNumber: item.orderNumber,
        sellerName: item.sellerName ?? MARKETPLACE_SELLER_NAME,
        returnable,
        returnableUntil: returnableUntil.toISOString(),
        lineDiscount,
        unopenedRequired,
        sizes,
        productSlug: item.productSlug ?? null,
      };
    },

    async request(buyerId: string, body: ParsedReturnRequest): Promise<Return> {
      const row = await requestReturn(deps, buyerId, body);
      return view(row.id, { buyerId }, 'shopper');
    },

    async list(
      scope: ReturnScope,
      actor: ReturnActor,
      filter: ReturnListFilter,
      page: number,
      pageSize = RETURNS_PAGE_SIZE,
    ): Promise<Paged<Return>> {
      const { rows, total } = await repository.list(scope, filter, pageSize, (page - 1) * pageSize);
      return { data: rows.map((row) => toReturn(row, actor)), page, pageSize, total };
    },

    detail: view,

    async act(
      move: { actor: ReturnActor; actorId: string; scope: ReturnScope },
      id: string,
      body: ParsedReturnAction,
    ): Promise<Return> {
      await moveReturn(deps, { ...move, id, body });
      return view(id, move.scope, move.actor);
    },

    /** The job: requests unanswered past their 48 hours approved where their reason allows. */
    approveUnanswered: (now?: Date) => approveUnanswered(deps, now),

    /** The shopper's OnSale credit and its latest entries. */
    credit: (userId: string) => createStoreCreditRepository(db).ofShopper(userId),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
