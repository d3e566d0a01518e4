import crypto from 'node:crypto';
import {
  CONFIRMATION_CODE_MESSAGES,
  CONFIRMATION_CODE_TRIES,
  confirmationCodeText,
  maskPhone,
} from '@onsale/core/confirmation-code';
import type {
  AwaitingConfirmation,
  ConfirmationOutcomeAnswer,
  ConfirmationSent,
  ConfirmedOrder,
} from '@onsale/core/contracts/order-confirmation';
import { CONFIRM_BY_CALL_MESSAGE } from '@onsale/core/cash-on-delivery';
import type { CancelledBy } from '@onsale/core/cancellation';
import {
  INVALID_CONFIRMATION_LINK,
  NO_LONGER_AWAITING,
  NOT_CONFIRMED_IN_TIME,
  type ConfirmationOutcome,
  type OrderConfirmationMethod,
} from '@onsale/core/order-confirmation';
import type { Database } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { changeSellerOrderStatus } from '../../workflows/seller-order-status.workflow';
import { recordAudit } from '../audit/audit.repository';
import type { ProductWriteService } from '../catalogue/product-writes.service';
import type { RateLimitName } from '../limits/rate-limit-rules';
import { confirmationLinkEmail } from '../mail/receipt-email';
import { enqueueEmail } from '../mail/outbox.repository';
import type { SmsSender } from '../sms/sms-sender';
import { readShopSettings } from '../settings/settings.service';
import { newAccountToken } from '../accounts/account-tokens.repository';
import { createOrderConfirmationsRepository, hashConfirmationSecret } from './order-confirmations.repository';
import { countConfirmation } from './phone-records.repository';
import { tellSellers } from './seller-notices.service';
import { ORDER_NOT_FOUND } from '@onsale/core/contracts/buyer-orders';

export const ASKED_TOO_SOON = 'We sent it less than a minute ago. Please wait a minute before asking again.';
/** The admin's page shows at most this many orders, the oldest first. */
const AWAITING_PAGE = 200;
/** Parts of cancelled orders put back per run of the expiry job. */
const CANCELS_PER_RUN = 200;

export interface OrderConfirmationsDeps {
  db: Database;
  publicUrl: string;
  productWrites: ProductWriteService;
  /** the SMS gateway, or null: codes then go by e-mail as a link */
  sms: SmsSender | null;
  /** the shop's limits: codes sent per phone */
  takeLimit: (name: RateLimitName, key: string) => Promise<void>;
  log?: { warn: (object: unknown, message: string) => void };
}

/** What an admin's outcome does to the order's parts. */
const CANCEL_OF: Partial<Record<ConfirmationOutcome, { cancelledBy: CancelledBy; reason: string }>> = {
  fake_order: { cancelledBy: 'admin', reason: 'Fake order' },
  buyer_cancelled: { cancelledBy: 'admin', reason: 'Shopper asked to cancel' },
};

const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A cash-on-delivery order's confirmation by its shopper: the e-mailed link, the SMS code, the
 * admin's call, and the expiry of an order nobody confirmed. Every change goes through one
 * conditional UPDATE of the order (order-confirmations.repository.ts), so a link, a code, a call
 * and the expiry racing have one winner; a confirmation then tells the sellers, a cancel puts back
 * each part's stock once through the seller-order status workflow.
 */
export function createOrderConfirmationsService(deps: OrderConfirmationsDeps) {
  const { db, publicUrl } = deps;
  const orders = createOrderConfirmationsRepository(db);

  /** Confirms the order in one transaction with its phone's record and the audit; then tells its sellers. */
  async function confirm(
    orderId: string,
    method: OrderConfirmationMethod,
    actorId: string | null,
    match: { tokenHash?: string; codeHash?: string } = {},
  ): Promise<boolean> {
    const confirmed = await db.transaction(async (tx) => {
      const done = await createOrderConfirmationsRepository(tx).confirm(orderId, method, match);
      if (!done) return false;
      await countConfirmation(tx, done.phone);
      await recordAudit(tx, {
        actorId,
        action: 'order.confirmation',
        entity: 'order',
        entityId: orderId,
        before: { confirmation: 'awaiting' },
        after: { confirmation: 'confirmed', method },
      });
      return true;
    });
    // The recurring job tells them too, if this node stops before it does.
    if (confirmed) await tellSellers(db, { orderId, publicUrl });
    return confirmed;
  }

  /**
   * Cancels each part still pending or processing of a cancelled order, by the one status
   * workflow: the stock goes back once, the shopper and the seller are told. A part a racing
   * request cancelled first is left as it is.
   */
  async function cancelParts(
    parts: ReadonlyArray<{ id: string; orderId: string }>,
    actorId: string | null,
    why: (orderId: string) => { cancelledBy: CancelledBy; reason: string },
  ): Promise<number> {
    let cancelled = 0;
    for (const part of parts) {
      try {
        await changeSellerOrderStatus(
          { publicUrl, productWrites: deps.productWrites },
          { actorId, sellerOrderId: part.id, to: 'cancelled', ...why(part.orderId) },
        );
        cancelled++;
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    }
    return cancelled;
  }

  async function answer(orderId: string): Promise<ConfirmedOrder> {
    const order = await orders.find(orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { orderId: order.id, number: order.number, confirmation: order.confirmation };
  }

  return {
    /** The receipt's link: confirms the order once; the same link again answers that it is confirmed. */
    async confirmByLink(orderId: string, token: string): Promise<ConfirmedOrder> {
      const tokenHash = hashConfirmationSecret(token);
      const order = await orders.find(orderId);
      if (!order || order.tokenHash !== tokenHash) throw badRequest(INVALID_CONFIRMATION_LINK);
      if (order.confirmation === 'awaiting') await confirm(orderId, 'link', null, { tokenHash });
      const now = await answer(orderId);
      if (now.confirmation === 'cancelled') throw conflict(NO_LONGER_AWAITING);
      return now;
    },

    /**
     * "Confirm now": a 6-digit code by SMS when a gateway is configured, else a fresh link by
     * e-mail, at most one a minute per order and a few an hour per phone. Only the order's own
     * phone and address are ever written to, so knowing an order's id lets nobody reach anyone else.
     */
    async send(orderId: string): Promise<ConfirmationSent> {
      const order = await orders.find(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.confirmation !== 'awaiting') throw conflict(NO_LONGER_AWAITING);
      if (!order.tokenHash) throw conflict(CONFIRM_BY_CALL_MESSAGE);
      const settings = await readShopSettings(db);
      if (deps.sms && order.phone) {
        await deps.takeLimit('confirmation-sms', order.phone);
        const code = newCode();
        if (!(await orders.storeSecret(orderId, { codeHash: hashConfirmationSecret(code) })))
          throw new HttpError(429, 'too_many_requests', ASKED_TOO_SOON);
        try {
          await deps.sms.send({
            to: order.phone,
            text: confirmationCodeText({ shopName: settings.shopName, orderNumber: order.number, code }),
          });
          return { channel: 'sms', to: maskPhone(order.phone) };
        } catch (error) {
          // The gateway failed: the link by e-mail still confirms.
          deps.log?.warn({ err: error, orderId }, 'confirmation code not sent; e-mailing the link instead');
        }
      }
      const token = newAccountToken();
      await db.transaction(async (tx) => {
        if (
          !(await createOrderConfirmationsRepository(tx).storeSecret(orderId, {
            tokenHash: hashConfirmationSecret(token),
          }))
        )
          throw new HttpError(429, 'too_many_requests', ASKED_TOO_SOON);
        await enqueueEmail(
          tx,
          confirmationLinkEmail(
            {
              to: order.customerEmail,
              customerName: order.customerName,
              orderNumber: order.number,
              orderId,
              hours: settings.confirmationHours,
            },
            token,
            publicUrl,
          ),
        );
      });
      return { channel: 'email', to: maskEmail(order.customerEmail) };
    },

    /** The SMS code: single use, 5 tries, 15 minutes. */
    async confirmByCode(orderId: string, code: string): Promise<ConfirmedOrder> {
      const order = await orders.find(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.confirmation !== 'awaiting') {
        if (order.confirmation === 'confirmed') return answer(orderId);
        throw conflict(NO_LONGER_AWAITING);
      }
      const codeHash = hashConfirmationSecret(code);
      const tried = await orders.tryCode(orderId, codeHash);
      if (!tried) throw badRequest(CONFIRMATION_CODE_MESSAGES.used, { code: CONFIRMATION_CODE_MESSAGES.used });
      if (!tried.right) {
        const message = CONFIRMATION_CODE_MESSAGES.wrong(CONFIRMATION_CODE_TRIES - tried.tries);
        throw badRequest(message, { code: message });
      }
      if (!(await confirm(orderId, 'code', null, { codeHash }))) {
        // Confirmed or cancelled by another request meanwhile.
        const now = await answer(orderId);
        if (now.confirmation !== 'confirmed') throw conflict(NO_LONGER_AWAITING);
        return now;
      }
      return answer(orderId);
    },

    /** The Order confirmations page: awaiting orders, oldest first. */
    async awaiting(): Promise<AwaitingConfirmation[]> {
      const rows = await orders.awaiting(AWAITING_PAGE);
      return rows.map((row) => ({
        orderId: row.orderId,
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        confirmationDueAt: row.confirmationDueAt?.toISOString() ?? null,
        customerName: row.customerName,
        phone: row.phone || row.customerPhone,
        email: row.email,
        total: row.total,
        itemCount: row.itemCount,
        sellers: row.sellers,
        calls: row.calls,
        lastCalledAt: row.lastCalledAt ? new Date(row.lastCalledAt).toISOString() : null,
        phoneRecord: { orders: row.phoneOrders, delivered: row.phoneDelivered, confirmed: row.phoneConfirmed },
      }));
    },

    /** What the admin's call came to, audited: confirmed, no answer (counted), or the order cancelled. */
    async recordOutcome(
      actorId: string,
      orderId: string,
      outcome: ConfirmationOutcome,
    ): Promise<ConfirmationOutcomeAnswer> {
      const order = await orders.find(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (outcome === 'confirmed_by_phone') {
        if (!(await confirm(orderId, 'phone', actorId))) throw conflict(NO_LONGER_AWAITING);
      } else if (outcome === 'no_answer') {
        const calls = await db.transaction(async (tx) => {
          const counted = await createOrderConfirmationsRepository(tx).recordCall(orderId);
          if (counted === undefined) return undefined;
          await recordAudit(tx, {
            actorId,
            action: 'order.confirmation_call',
            entity: 'order',
            entityId: orderId,
            before: null,
            after: { outcome, calls: counted },
          });
          return counted;
        });
        if (calls === undefined) throw conflict(NO_LONGER_AWAITING);
      } else {
        const why = CANCEL_OF[outcome]!;
        const cancelled = await db.transaction(async (tx) => {
          if (!(await createOrderConfirmationsRepository(tx).cancel(orderId))) return false;
          await recordAudit(tx, {
            actorId,
            action: 'order.confirmation',
            entity: 'order',
            entityId: orderId,
            before: { confirmation: 'awaiting' },
            after: { confirmation: 'cancelled', outcome },
          });
          return true;
        });
        if (!cancelled) throw conflict(NO_LONGER_AWAITING);
        await cancelParts(await orders.partsOfCancelledOrders(CANCELS_PER_RUN, [orderId]), actorId, () => why);
      }
      const now = await orders.find(orderId);
      const row = (await orders.awaiting(AWAITING_PAGE)).find((line) => line.orderId === orderId);
      return { orderId, confirmation: now!.confirmation, calls: row?.calls ?? 0 };
    },

    /**
     * The recurring job: orders awaiting confirmation past their time are cancelled in one
     * statement, then every part still open of a cancelled order is cancelled, its stock put back
     * once and its shopper told. Two nodes running it at once cancel each order and each part once.
     */
    async expire(): Promise<{ orders: number; parts: number }> {
      const expired = await orders.cancelOverdue();
      const parts = await orders.partsOfCancelledOrders(CANCELS_PER_RUN);
      const cancelledParts = await cancelParts(parts, null, () => ({
        cancelledBy: 'marketplace',
        reason: NOT_CONFIRMED_IN_TIME,
      }));
      return { orders: expired.length, parts: cancelledParts };
    },
  };
}

/** An address shown to whoever holds an order's id: a••••@example.com. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}••••@${domain}`;
}

export type OrderConfirmationsService = ReturnType<typeof createOrderConfirmationsService>;
