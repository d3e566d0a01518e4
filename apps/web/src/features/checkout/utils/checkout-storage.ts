import {
  checkoutResponseSchema,
  shippingFormSchema,
  type CheckoutResponse,
  type ShippingDetails,
} from '@onsale/core/contracts/checkout';

/**
 * What checkout keeps in this browser between its pages. Keys are versioned: a later change of a
 * shape reads an old value as missing instead of misreading it. Anything unreadable is dropped.
 */
export const SHIPPING_STORAGE_KEY = 'onsale.shipping.v1';
export const COUPON_STORAGE_KEY = 'onsale.coupon.v1';
export const ORDER_STORAGE_KEY = 'onsale.order.v1';
/** per tab: a retry after a lost answer reuses its Idempotency-Key, even after a reload */
export const ATTEMPT_STORAGE_KEY = 'onsale.checkout-attempt.v1';

function read(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still works for this visit.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export interface StoredShipping extends ShippingDetails {
  timestamp: string;
}

export function readShipping(): StoredShipping | null {
  const value = read(local, SHIPPING_STORAGE_KEY);
  const parsed = shippingFormSchema.safeParse(value);
  if (!parsed.success) return null;
  const timestamp = (value as { timestamp?: unknown }).timestamp;
  return { ...parsed.data, timestamp: typeof timestamp === 'string' ? timestamp : new Date().toISOString() };
}

export function saveShipping(details: ShippingDetails): void {
  write(local, SHIPPING_STORAGE_KEY, { ...details, timestamp: new Date().toISOString() });
}

export const clearShipping = () => write(local, SHIPPING_STORAGE_KEY, null);

export interface AppliedCoupon {
  code: string;
  percent: number;
}

export function readCoupon(): AppliedCoupon | null {
  const value = read(local, COUPON_STORAGE_KEY) as Partial<AppliedCoupon> | null;
  return value && typeof value.code === 'string' && typeof value.percent === 'number'
    ? { code: value.code, percent: value.percent }
    : null;
}

export const saveCoupon = (coupon: AppliedCoupon) => write(local, COUPON_STORAGE_KEY, coupon);
export const clearCoupon = () => write(local, COUPON_STORAGE_KEY, null);

export type PlacedOrder = CheckoutResponse['data'];

/** The order the thank-you page shows; a value that is not one is treated as none. */
export function readPlacedOrder(): PlacedOrder | null {
  const parsed = checkoutResponseSchema.shape.data.safeParse(read(local, ORDER_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

export function savePlacedOrder({ order, customer }: PlacedOrder): void {
  write(local, ORDER_STORAGE_KEY, { order, customer });
}

export const clearPlacedOrder = () => write(local, ORDER_STORAGE_KEY, null);

/** A v4 UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of this checkout attempt: the same order sent again (a retry after a lost
 * answer, a double click, a reload) reuses the key, so the server answers with the order it made
 * instead of making a second one. A different order is a new attempt with a new key.
 */
export function attemptKeyFor(body: string): string {
  const stored = read(session, ATTEMPT_STORAGE_KEY) as { key?: unknown; body?: unknown } | null;
  if (stored && typeof stored.key === 'string' && stored.body === body) return stored.key;
  const key = newIdempotencyKey();
  write(session, ATTEMPT_STORAGE_KEY, { key, body });
  return key;
}

export const clearAttempt = () => write(session, ATTEMPT_STORAGE_KEY, null);
