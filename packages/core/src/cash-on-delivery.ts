/**
 * Cash on delivery and a phone's record: who may pay in cash at the door, and what a seller is
 * told about the customer behind an order. The record is the marketplace's, per phone number:
 * orders confirmed, parts delivered and when parcels were refused at the door (the last 20).
 */
import { formatRupees } from './money';
import { countOf } from './plural';

/** How far back a refusal at the door counts. */
export const REFUSAL_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CashOnDeliverySettings {
  /** this many refusals in 90 days and cash on delivery needs a call; 0 = off */
  codRefusalLimit: number;
  /** the largest cash-on-delivery total (paisa) for a phone never confirmed; 0 = no limit */
  codUnconfirmedMaxTotal: number;
  /** how many orders a phone never confirmed may have awaiting confirmation at once; 0 = no limit */
  codMaxOpenUnconfirmed: number;
}

/**
 * The rules a shop may turn on, with the values the admin's settings suggest. A new shop starts
 * with only the refusal rule on: the caps on a phone never confirmed are the admin's to set, once
 * they know their shoppers (decision 0052).
 */
export const SUGGESTED_CASH_ON_DELIVERY_SETTINGS: CashOnDeliverySettings = {
  codRefusalLimit: 2,
  codUnconfirmedMaxTotal: 2_500_000,
  codMaxOpenUnconfirmed: 2,
};

export const DEFAULT_CASH_ON_DELIVERY_SETTINGS: CashOnDeliverySettings = {
  codRefusalLimit: 2,
  codUnconfirmedMaxTotal: 0,
  codMaxOpenUnconfirmed: 0,
};

/** A phone's record as the marketplace keeps it. */
export interface PhoneRecord {
  confirmed: number;
  delivered: number;
  /** when its parcels were refused at the door, oldest first */
  refusedAt: readonly Date[];
}

export const NEW_PHONE_RECORD: PhoneRecord = { confirmed: 0, delivered: 0, refusedAt: [] };

/** The refusals at the door in the 90 days before `now`. */
export function refusalsInWindow(record: Pick<PhoneRecord, 'refusedAt'>, now: Date): number {
  const since = now.getTime() - REFUSAL_WINDOW_DAYS * DAY_MS;
  return record.refusedAt.filter((at) => at.getTime() > since && at.getTime() <= now.getTime()).length;
}

export const CONFIRM_BY_CALL_MESSAGE =
  "Cash on delivery isn't available for this number. Please call us to confirm your order.";

export type CashOnDeliveryVerdict =
  { kind: 'ok' } | { kind: 'confirm_by_call'; message: string } | { kind: 'refuse'; message: string };

/**
 * Whether a cash-on-delivery order may be placed for a phone, before it is placed:
 * - a phone never confirmed: an order over the total cap is refused, and so is a new one while it
 *   already has the most orders awaiting confirmation;
 * - a phone with as many refusals at the door in 90 days as the limit: the order needs a call;
 * - otherwise ok. A limit of 0 is off.
 */
export function cashOnDeliveryRule(input: {
  settings: CashOnDeliverySettings;
  record: PhoneRecord;
  now: Date;
  /** the order's total, paisa */
  total: number;
  /** the phone's orders still awaiting confirmation */
  openUnconfirmed: number;
}): CashOnDeliveryVerdict {
  const { settings, record, now, total, openUnconfirmed } = input;
  if (record.confirmed === 0) {
    if (settings.codUnconfirmedMaxTotal > 0 && total > settings.codUnconfirmedMaxTotal)
      return {
        kind: 'refuse',
        message: `Orders over ${formatRupees(settings.codUnconfirmedMaxTotal)} need a confirmed phone number. Please call us to place this order.`,
      };
    if (settings.codMaxOpenUnconfirmed > 0 && openUnconfirmed >= settings.codMaxOpenUnconfirmed)
      return {
        kind: 'refuse',
        message: `You already have ${countOf(openUnconfirmed, 'order')} awaiting confirmation. Please confirm them before ordering again.`,
      };
  }
  if (settings.codRefusalLimit > 0 && refusalsInWindow(record, now) >= settings.codRefusalLimit)
    return { kind: 'confirm_by_call', message: CONFIRM_BY_CALL_MESSAGE };
  return { kind: 'ok' };
}

/**
 * What a seller is told about the customer behind an order, coarse on purpose: it never names
 * another shop or counts its orders. A refusal at the door in 90 days wins ("Refused 2 parcels in
 * 90 days"); a phone with nothing delivered is a "New customer"; otherwise delivered of the parts
 * that reached the door ("3 of 4 delivered").
 */
export function customerSignal(record: PhoneRecord, now: Date): string {
  const refused = refusalsInWindow(record, now);
  if (refused > 0) return `Refused ${countOf(refused, 'parcel')} in ${REFUSAL_WINDOW_DAYS} days`;
  if (record.delivered === 0) return 'New customer';
  return `${record.delivered} of ${record.delivered + record.refusedAt.length} delivered`;
}
