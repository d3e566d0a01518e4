/**
 * The couriers a seller hands a parcel to, written once: the seller's Shipped form offers them,
 * the server refuses any other, and the shopper's order and tracking pages link each tracking
 * number to its courier's own tracking page.
 */

export const COURIERS = ['tcs', 'leopards', 'postex', 'mnp', 'blueex', 'trax', 'call-courier', 'other'] as const;
export type Courier = (typeof COURIERS)[number];

export const COURIER_NAMES: Record<Courier, string> = {
  tcs: 'TCS',
  leopards: 'Leopards',
  postex: 'PostEx',
  mnp: 'M&P',
  blueex: 'BlueEx',
  trax: 'Trax',
  'call-courier': 'Call Courier',
  other: 'Other',
};

/** Each courier's public tracking page, the tracking number in its address; none for "Other". */
const TRACKING_PAGES: Record<Exclude<Courier, 'other'>, (number: string) => string> = {
  tcs: (n) => `https://www.tcsexpress.com/track/${n}`,
  leopards: (n) => `https://www.leopardscourier.com/tracking?cn=${n}`,
  postex: (n) => `https://postex.pk/tracking?cn=${n}`,
  mnp: (n) => `https://www.mulphilog.com/tracking/${n}`,
  blueex: (n) => `https://www.blue-ex.com/tracking?trackno=${n}`,
  trax: (n) => `https://sonic.pk/tracking?tracking_number=${n}`,
  'call-courier': (n) => `https://callcourier.com.pk/tracking/?tc=${n}`,
};

export const TRACKING_NUMBER_MAX_LENGTH = 40;
export const COURIER_NAME_MAX_LENGTH = 40;

export const SHIPMENT_MESSAGES = {
  courierRequired: 'Please choose the courier',
  courierNameRequired: "Please enter the courier's name",
  courierNameTooLong: `Please keep the courier's name to ${COURIER_NAME_MAX_LENGTH} characters`,
  trackingNumberRequired: 'Please enter the tracking number',
  trackingNumberInvalid: `Please enter the tracking number as the courier gave it: letters, digits and dashes, up to ${TRACKING_NUMBER_MAX_LENGTH} characters`,
} as const;

/** A tracking number as couriers print them: letters, digits and dashes; spaces typed in it are dropped. */
export function normaliseTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isTrackingNumber(value: string): boolean {
  return value.length > 0 && value.length <= TRACKING_NUMBER_MAX_LENGTH && /^[A-Z0-9][A-Z0-9-]*$/.test(value);
}

/**
 * What is wrong with a Shipped form, field by field, in the seller's words: the courier is one of
 * the list, "Other" has its name, and the tracking number (as normalised) is there and readable.
 */
export function shipmentProblems(value: {
  courier?: string;
  courierName?: string;
  trackingNumber?: string;
}): { field: 'courier' | 'courierName' | 'trackingNumber'; message: string }[] {
  const problems: { field: 'courier' | 'courierName' | 'trackingNumber'; message: string }[] = [];
  if (!value.courier || !(COURIERS as readonly string[]).includes(value.courier))
    problems.push({ field: 'courier', message: SHIPMENT_MESSAGES.courierRequired });
  else if (value.courier === 'other' && !value.courierName?.trim())
    problems.push({ field: 'courierName', message: SHIPMENT_MESSAGES.courierNameRequired });
  if (!value.trackingNumber)
    problems.push({ field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumberRequired });
  else if (!isTrackingNumber(value.trackingNumber))
    problems.push({ field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumberInvalid });
  return problems;
}

/** A parcel handed to a courier, as the shopper, seller and admin see it. */
export interface Shipment {
  courier: Courier;
  /** the courier's name: the shop's list's, or the one typed for "Other" */
  courierName: string;
  trackingNumber: string;
  /** the courier's tracking page for this parcel; null for a courier the shop does not know */
  trackingUrl: string | null;
}

/** The shipment of a part from its stored columns; null while it has not been handed to a courier. */
export function shipmentOf(
  courier: string | null,
  courierName: string | null,
  trackingNumber: string | null,
): Shipment | null {
  if (courier == null || trackingNumber == null || !(COURIERS as readonly string[]).includes(courier)) return null;
  const known = courier as Courier;
  return {
    courier: known,
    courierName: known === 'other' ? (courierName ?? COURIER_NAMES.other) : COURIER_NAMES[known],
    trackingNumber,
    trackingUrl: known === 'other' ? null : TRACKING_PAGES[known](encodeURIComponent(trackingNumber)),
  };
}

/** What is stored when a part is handed to a courier: the name is kept only for "Other". */
export interface ShipmentInput {
  courier: Courier;
  courierName: string | null;
  trackingNumber: string;
}

/** What a status change's checked body may carry for Shipped. */
export interface ShipmentChange {
  courier?: Courier;
  courierName?: string;
  trackingNumber?: string;
}

/** The shipment a status change's checked body names; undefined unless it moves the part to Shipped. */
export function shipmentInputOf(change: { status: string } & ShipmentChange): ShipmentInput | undefined {
  if (change.status !== 'shipped' || !change.courier || !change.trackingNumber) return undefined;
  return {
    courier: change.courier,
    courierName: change.courier === 'other' ? (change.courierName ?? null) : null,
    trackingNumber: change.trackingNumber,
  };
}

/** "Sent with TCS, tracking number 778812345." — the line the shopper's e-mail carries. */
export const shipmentText = (shipment: Shipment): string =>
  `Sent with ${shipment.courierName}, tracking number ${shipment.trackingNumber}.`;
