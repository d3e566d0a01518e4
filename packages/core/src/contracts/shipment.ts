import { z } from 'zod';
import {
  COURIER_NAME_MAX_LENGTH,
  COURIERS,
  normaliseTrackingNumber,
  SHIPMENT_MESSAGES,
  shipmentProblems,
} from '../couriers';
import { oneLine } from './text';

/** What a seller or admin gives when a part moves to Shipped: the courier and its tracking number. */
export const shipmentFields = {
  courier: z.enum(COURIERS, { error: SHIPMENT_MESSAGES.courierRequired }).optional(),
  courierName: z
    .string()
    .trim()
    .max(COURIER_NAME_MAX_LENGTH, SHIPMENT_MESSAGES.courierNameTooLong)
    .check(oneLine())
    .optional(),
  trackingNumber: z
    .string()
    .max(200, SHIPMENT_MESSAGES.trackingNumberInvalid)
    .transform(normaliseTrackingNumber)
    .optional(),
};

/** The refinement a status change's body runs: Shipped names its courier and a tracking number. */
export function checkShipment(
  value: { status: string; courier?: string; courierName?: string; trackingNumber?: string },
  ctx: z.RefinementCtx,
) {
  if (value.status !== 'shipped') return;
  for (const { field, message } of shipmentProblems(value)) ctx.addIssue({ code: 'custom', message, path: [field] });
}

/** A part handed to a courier; null before it is shipped. */
export const shipmentSchema = z
  .object({
    courier: z.enum(COURIERS),
    courierName: z.string(),
    trackingNumber: z.string(),
    trackingUrl: z.string().nullable(),
  })
  .nullable();
