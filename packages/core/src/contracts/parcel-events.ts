import { z } from 'zod';
import { COURIERS, normaliseTrackingNumber } from '../couriers';
import {
  ATTEMPT_FAILED_REASONS,
  PARCEL_EVENT_MESSAGES,
  PARCEL_EVENT_SOURCES,
  PARCEL_EVENTS,
  PARCEL_REASON_MAX_LENGTH,
  RECORDED_PARCEL_EVENTS,
  RETURN_CONDITIONS,
  STAGE_AFTER,
} from '../parcel-events';
import { oneLine } from './text';

/** One line of a parcel's timeline. */
export const parcelEventSchema = z.object({
  kind: z.enum(PARCEL_EVENTS),
  label: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
  recordedBy: z.enum(PARCEL_EVENT_SOURCES),
});

/** A part's parcel timeline, oldest first: empty before it is handed to a courier. */
export const parcelEventsSchema = z.array(parcelEventSchema);

const STAGE_EVENTS = Object.keys(STAGE_AFTER) as [keyof typeof STAGE_AFTER, ...(keyof typeof STAGE_AFTER)[]];

/** The delivery updates a seller or admin records by hand beside the part's status: delivered and refused are statuses. */
export const stageEventSchema = z.enum(STAGE_EVENTS);

const reasonText = z
  .string()
  .trim()
  .max(PARCEL_REASON_MAX_LENGTH, PARCEL_EVENT_MESSAGES.reasonTooLong)
  .check(oneLine())
  .optional();

/**
 * POST /api/seller/orders/:id/parcel-events and /api/admin/seller-orders/:id/parcel-events: out for
 * delivery, or a failed attempt with a reason from the list ("Other" with a note in their words).
 */
export const parcelEventBodySchema = z
  .object({ event: stageEventSchema, reason: reasonText, note: reasonText })
  .superRefine((value, ctx) => {
    if (value.event !== 'attempt_failed') return;
    if (!value.reason || !(ATTEMPT_FAILED_REASONS as readonly string[]).includes(value.reason))
      ctx.addIssue({ code: 'custom', message: PARCEL_EVENT_MESSAGES.reasonRequired, path: ['reason'] });
    else if (value.reason === 'Other' && !value.note)
      ctx.addIssue({ code: 'custom', message: PARCEL_EVENT_MESSAGES.reasonRequired, path: ['note'] });
  });
export type ParcelEventBody = z.input<typeof parcelEventBodySchema>;

/** The reason a failed attempt keeps: the list's, or the note for "Other". */
export const attemptReasonOf = (body: { event: string; reason?: string; note?: string }): string =>
  body.event !== 'attempt_failed' ? '' : body.reason === 'Other' ? (body.note ?? '') : (body.reason ?? '');

/**
 * POST /api/couriers/:courier/events: a courier's update of one parcel, sent with the courier's
 * secret as `Authorization: Bearer …`. `eventId` is the courier's own id of the update: the same id
 * again changes nothing.
 */
export const courierEventBodySchema = z.object({
  eventId: z.string().trim().min(1, 'is required').max(100, 'is too long').check(oneLine()),
  trackingNumber: z.string().max(200, 'is too long').transform(normaliseTrackingNumber),
  event: z.enum(RECORDED_PARCEL_EVENTS),
  /** a failed attempt's or return's reason, in the courier's words */
  reason: reasonText,
  /** when it happened; now when left out */
  happenedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CourierEventBody = z.input<typeof courierEventBodySchema>;
export type CourierEvent = z.output<typeof courierEventBodySchema>;

export const courierParamsSchema = z.object({ courier: z.enum(COURIERS) });

export const courierEventAnswerSchema = z.object({
  /** false when the courier's event id was recorded before: nothing changed */
  recorded: z.boolean(),
  trackingNumber: z.string(),
  status: z.string(),
});

/** A courier's updates as the admin's settings show them: on once a secret is set. */
export const courierWebhookSchema = z.object({
  courier: z.enum(COURIERS),
  name: z.string(),
  on: z.boolean(),
  setAt: z.string().nullable(),
});
export const courierWebhooksSchema = z.object({ data: z.array(courierWebhookSchema), path: z.string() });

/** A new secret, shown once: only its hash is kept. */
export const courierSecretSchema = z.object({ courier: z.enum(COURIERS), secret: z.string() });

/** POST …/returned-parcel: the seller (or an admin) checks a parcel returned to sender back in. */
export const returnedParcelBodySchema = z.object({
  condition: z.enum(RETURN_CONDITIONS, { error: PARCEL_EVENT_MESSAGES.conditionRequired }),
});

/** How a returned parcel came back; null until it is checked back in. */
export const returnCheckSchema = z
  .object({ condition: z.enum(RETURN_CONDITIONS), label: z.string(), checkedAt: z.string() })
  .nullable();
