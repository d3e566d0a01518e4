/**
 * A parcel's journey after the seller hands it to a courier, written once: what may be recorded
 * next, by the seller, an admin or the courier's own update, and the words the shopper reads.
 *
 *   shipped → out for delivery → delivered
 *                              ↘ delivery attempt failed (a reason) → out for delivery again …
 *                                                                   ↘ returned to sender (refused)
 *
 * Delivered and returned to sender end the part's Shipped status (core's seller-order-status:
 * shipped → delivered | refused); the two in between move only the parcel's delivery stage, which
 * the server changes in one conditional UPDATE from the stages this table allows.
 */

/** Everything a parcel's timeline shows, oldest first. */
export const PARCEL_EVENTS = [
  'shipped',
  'out_for_delivery',
  'attempt_failed',
  'delivered',
  'returned',
  'back_with_seller',
] as const;
export type ParcelEventKind = (typeof PARCEL_EVENTS)[number];

export const PARCEL_EVENT_LABELS: Record<ParcelEventKind, string> = {
  shipped: 'Handed to the courier',
  out_for_delivery: 'Out for delivery',
  attempt_failed: 'Delivery attempt failed',
  delivered: 'Delivered',
  returned: 'Returned to sender',
  back_with_seller: 'Back with the seller',
};

/** What a seller, an admin or a courier records: everything after the hand-over. */
export const RECORDED_PARCEL_EVENTS = ['out_for_delivery', 'attempt_failed', 'delivered', 'returned'] as const;
export type RecordedParcelEvent = (typeof RECORDED_PARCEL_EVENTS)[number];

/** The events that end the part's Shipped status, and the status each moves it to. */
export const PARCEL_EVENT_STATUS = { delivered: 'delivered', returned: 'refused' } as const;

/** The timeline's event of each status change that is one: the hand-over, and the two ends above. */
export const STATUS_PARCEL_EVENT: Readonly<Record<string, ParcelEventKind | undefined>> = {
  shipped: 'shipped',
  ...Object.fromEntries(Object.entries(PARCEL_EVENT_STATUS).map(([event, status]) => [status, event])),
};

/** Where a shipped parcel is: with the courier, out with a rider, or back at the courier after a failed attempt. */
export const DELIVERY_STAGES = ['with_courier', 'out_for_delivery', 'attempt_failed'] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/** The events that move the delivery stage, and the stage each leaves the parcel in. */
export const STAGE_AFTER = { out_for_delivery: 'out_for_delivery', attempt_failed: 'attempt_failed' } as const;
export type StageEvent = keyof typeof STAGE_AFTER;

/**
 * What may follow each stage. A rider goes out again after a failed attempt; a courier may report a
 * failed attempt or the end without reporting the rider first.
 */
const NEXT_EVENTS: Record<DeliveryStage, readonly RecordedParcelEvent[]> = {
  with_courier: ['out_for_delivery', 'attempt_failed', 'delivered', 'returned'],
  out_for_delivery: ['attempt_failed', 'delivered', 'returned'],
  attempt_failed: ['out_for_delivery', 'attempt_failed', 'delivered', 'returned'],
};

export function nextParcelEvents(stage: DeliveryStage): readonly RecordedParcelEvent[] {
  return NEXT_EVENTS[stage];
}

/** The stages a parcel must be in for `event` to be recorded: what the conditional UPDATE checks. */
export function deliveryStagesBefore(event: RecordedParcelEvent): DeliveryStage[] {
  return DELIVERY_STAGES.filter((stage) => NEXT_EVENTS[stage].includes(event));
}

/** Why a failed attempt failed, as a courier's rider reports it. */
export const ATTEMPT_FAILED_REASONS = [
  'Shopper refused the parcel',
  "Shopper's phone not answered",
  'Address not found',
  'Shopper asked for another day',
  'Cash not ready',
  'Other',
] as const;
export const PARCEL_REASON_MAX_LENGTH = 200;

export const PARCEL_EVENT_MESSAGES = {
  reasonRequired: 'Please say why the delivery attempt failed',
  reasonTooLong: `Please keep the reason under ${PARCEL_REASON_MAX_LENGTH} characters`,
  notShipped: 'Only a parcel handed to a courier can have delivery updates',
  alreadyOut: 'The parcel is already out for delivery',
  parcelNotFound: 'No parcel was sent with this tracking number',
  secretInvalid: "The courier's secret is missing or wrong",
  happenedInFuture: 'The time of the update is in the future',
  notReturned: 'Only a parcel returned to sender can be checked back in',
  alreadyChecked: 'This parcel has already been checked back in',
  conditionRequired: 'Please say what condition the parcel came back in',
} as const;

/**
 * A parcel returned to sender comes back to its seller, who checks it: in good condition its items
 * go back in stock, size by size; damaged or opened, they stay out.
 */
export const RETURN_CONDITIONS = ['good', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = {
  good: 'In good condition: back in stock',
  damaged: 'Damaged or opened: kept out of stock',
};

/**
 * Why `event` cannot be recorded for a parcel at `stage` (null: the part is not Shipped), in the
 * words of the one recording it. Out for delivery twice is the only refusal among shipped stages.
 */
export function parcelEventRefusal(stage: DeliveryStage | null, event: RecordedParcelEvent): string {
  return stage !== null && !NEXT_EVENTS[stage].includes(event)
    ? PARCEL_EVENT_MESSAGES.alreadyOut
    : PARCEL_EVENT_MESSAGES.notShipped;
}

/** Who recorded an event. */
export const PARCEL_EVENT_SOURCES = ['seller', 'admin', 'courier'] as const;
export type ParcelEventSource = (typeof PARCEL_EVENT_SOURCES)[number];

/** One line of a parcel's timeline, as the shopper, seller and admin see it. */
export interface ParcelEventView {
  kind: ParcelEventKind;
  label: string;
  /** a failed attempt's reason; null otherwise */
  reason: string | null;
  /** when it happened (ISO): the courier's time for a courier's update */
  at: string;
  recordedBy: ParcelEventSource;
}

export function parcelEventView(row: {
  kind: ParcelEventKind;
  reason: string;
  happenedAt: Date;
  recordedBy: ParcelEventSource;
}): ParcelEventView {
  return {
    kind: row.kind,
    label: PARCEL_EVENT_LABELS[row.kind],
    reason: row.reason || null,
    at: row.happenedAt.toISOString(),
    recordedBy: row.recordedBy,
  };
}

/** The delivery updates a seller or admin may record by hand now: none unless the part is shipped. */
export function nextStageEvents(status: string, stage: DeliveryStage | null): StageEvent[] {
  if (status !== 'shipped' || stage === null) return [];
  return NEXT_EVENTS[stage].filter((event): event is StageEvent => event in STAGE_AFTER);
}

/** How a returned parcel came back, as the seller and admin see it; null until it is checked back in. */
export function returnCheckOf(
  checkedAt: Date | null,
  condition: ReturnCondition | null,
): { condition: ReturnCondition; label: string; checkedAt: string } | null {
  if (!checkedAt || !condition) return null;
  return { condition, label: RETURN_CONDITION_LABELS[condition], checkedAt: checkedAt.toISOString() };
}
