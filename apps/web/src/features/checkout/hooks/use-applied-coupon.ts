import { useSyncExternalStore } from 'react';
import { COUPON_STORAGE_KEY, readCoupon, saveCoupon, type AppliedCoupon } from '../utils/checkout-storage';

const listeners = new Set<() => void>();
let current: AppliedCoupon | null | undefined;

function snapshot(): AppliedCoupon | null {
  current ??= readCoupon();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COUPON_STORAGE_KEY && event.key !== null) return;
    current = readCoupon();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Forgets the cached coupon after checkout removed it from storage. */
export function resetAppliedCoupon(): void {
  current = undefined;
  for (const listener of listeners) listener();
}

/** The coupon applied to this bag (kept in the browser until the order is placed), and the way to apply one. */
export function useAppliedCoupon(): [AppliedCoupon | null, (coupon: AppliedCoupon) => void] {
  const coupon = useSyncExternalStore(subscribe, snapshot, () => null);
  return [
    coupon,
    (next) => {
      saveCoupon(next);
      current = next;
      for (const listener of listeners) listener();
    },
  ];
}
