import { z } from 'zod';
import {
  CANCEL_MESSAGES,
  CANCEL_NOTE_MAX_LENGTH,
  CANCELLED_BY,
  cancelReasonRefusal,
  OTHER_CANCEL_REASON,
  type CancelledBy,
} from '../cancellation';
import { oneLine } from './text';

/** A cancel's reason (one of the canceller's list) and, for "Other", a short note in their words. */
export const cancelReasonFields = {
  reason: z
    .string({ error: CANCEL_MESSAGES.reasonRequired })
    .trim()
    .max(100, CANCEL_MESSAGES.reasonRequired)
    .check(oneLine())
    .optional(),
  note: z.string().trim().max(CANCEL_NOTE_MAX_LENGTH, CANCEL_MESSAGES.noteTooLong).check(oneLine()).optional(),
};

/** The refinement every cancel's body runs: the reason is on the canceller's list, "Other" has its note. */
export function checkCancelReason(by: Exclude<CancelledBy, 'marketplace'>) {
  return (value: { reason?: string; note?: string }, ctx: z.RefinementCtx) => {
    const refusal = cancelReasonRefusal(by, value.reason, value.note);
    if (!refusal) return;
    const onNote = value.reason === OTHER_CANCEL_REASON;
    ctx.addIssue({ code: 'custom', message: refusal, path: [onNote ? 'note' : 'reason'] });
  };
}

/** POST /api/account/orders/:orderId/parts/:sellerOrderId/cancel */
export const shopperCancelBodySchema = z.object(cancelReasonFields).superRefine(checkCancelReason('shopper'));
export type ShopperCancelBody = z.input<typeof shopperCancelBodySchema>;

export const orderPartParamsSchema = z.object({
  orderId: z.string().min(1).max(100).check(oneLine()),
  sellerOrderId: z.string().min(1).max(100).check(oneLine()),
});

/** Who cancelled a part and why; both empty while it is not cancelled. */
export const partCancellationSchema = z.object({
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelReason: z.string(),
});
