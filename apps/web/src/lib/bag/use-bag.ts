import { useSyncExternalStore } from 'react';
import { bag, type BagLine } from './bag-store';

const noLines: readonly BagLine[] = [];

/** The bag's lines, re-rendering when this tab or another one changes them. */
export function useBagLines(): readonly BagLine[] {
  return useSyncExternalStore(bag.subscribe, bag.getLines, () => noLines);
}

/** Units in the bag (the sum of quantities), for the header badge. */
export function useBagCount(): number {
  return useSyncExternalStore(bag.subscribe, bag.getCount, () => 0);
}
