import { bagLineKey, MAX_LINE_QUANTITY } from '@onsale/core/bag';

/** Versioned so a future change of the line shape can drop or migrate old bags instead of misreading them. */
export const BAG_STORAGE_KEY = 'onsale.bag.v1';

/** One line of the bag as the browser keeps it; price is integer paisa per unit. */
export interface BagLine {
  id: string;
  slug: string;
  name: string;
  image: string;
  brand: string;
  website: string;
  size: string | null;
  color: string | null;
  price: number;
  quantity: number;
  /** Stock when the line was last added to; caps the quantity until checkout asks the server. */
  stock: number;
  addedAt: string;
}

export type BagProduct = Omit<BagLine, 'quantity' | 'addedAt'>;

export interface AddResult {
  line: BagLine | null;
  /** Units actually added: less than asked when the stock or the line limit capped it. */
  added: number;
}

/** The part of the Storage API the bag uses, so tests can pass a plain object. */
export interface BagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface BagStore {
  getLines(): readonly BagLine[];
  getCount(): number;
  subscribe(listener: () => void): () => void;
  add(product: BagProduct, quantity: number, now?: Date): AddResult;
  setQuantity(key: string, quantity: number): void;
  remove(key: string): void;
  clear(): void;
}

/** The most units one line may hold: the stock, the shop-wide line limit, never below 0. */
export function lineCap(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock), MAX_LINE_QUANTITY));
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isWholeNumber = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Hand-written rather than a zod schema so the storefront's first load stays small. */
export function isBagLine(value: unknown): value is BagLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    isString(line.id) &&
    line.id !== '' &&
    isString(line.slug) &&
    isString(line.name) &&
    isString(line.image) &&
    isString(line.brand) &&
    isString(line.website) &&
    isNullableString(line.size) &&
    isNullableString(line.color) &&
    isWholeNumber(line.price, 0) &&
    isWholeNumber(line.quantity, 1, MAX_LINE_QUANTITY) &&
    isWholeNumber(line.stock, 0) &&
    isString(line.addedAt)
  );
}

/** Reads the stored bag; anything that is not a list of valid lines is dropped, never thrown. */
export function parseBag(raw: string | null): BagLine[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const lines: BagLine[] = [];
  for (const item of parsed) {
    if (!isBagLine(item)) continue;
    const key = bagLineKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(pickLine(item));
  }
  return lines;
}

// Copies only the known fields so stray data in storage does not travel on to checkout.
function pickLine(line: BagLine): BagLine {
  const { id, slug, name, image, brand, website, size, color, price, quantity, stock, addedAt } = line;
  return { id, slug, name, image, brand, website, size, color, price, quantity, stock, addedAt };
}

export interface BagStoreOptions {
  storage: BagStorage | null;
  /** Where `storage` events arrive (the window): another tab changing the bag updates this one. */
  events?: Pick<EventTarget, 'addEventListener'> | null;
}

export function createBagStore({ storage, events }: BagStoreOptions): BagStore {
  const listeners = new Set<() => void>();
  let lines: readonly BagLine[] = load();
  let count = countOf(lines);

  function load(): BagLine[] {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(BAG_STORAGE_KEY) ?? null;
    } catch {
      return [];
    }
    const parsed = parseBag(raw);
    if (raw !== null && parsed.length === 0) forget();
    return parsed;
  }

  function forget(): void {
    try {
      storage?.removeItem(BAG_STORAGE_KEY);
    } catch {
      // Storage refused (private mode, policy): the bag lives in memory for this visit.
    }
  }

  function commit(next: readonly BagLine[]): void {
    lines = next;
    count = countOf(next);
    try {
      if (next.length === 0) storage?.removeItem(BAG_STORAGE_KEY);
      else storage?.setItem(BAG_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Full or blocked storage: keep the bag in memory rather than lose the shopper's action.
    }
    notify();
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  events?.addEventListener('storage', (event) => {
    const key = (event as StorageEvent).key;
    // A null key means another tab cleared all storage.
    if (key !== null && key !== BAG_STORAGE_KEY) return;
    lines = load();
    count = countOf(lines);
    notify();
  });

  return {
    getLines: () => lines,
    getCount: () => count,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    add(product, quantity, now = new Date()) {
      const cap = lineCap(product.stock);
      const wanted = Math.max(0, Math.floor(quantity));
      const key = bagLineKey(product);
      const index = lines.findIndex((line) => bagLineKey(line) === key);
      const existing = index >= 0 ? lines[index] : undefined;
      const before = existing?.quantity ?? 0;
      const after = Math.min(before + wanted, cap);
      if (after <= before || after < 1) return { line: existing ?? null, added: 0 };
      // The latest price, stock, name and image win: they are what the shopper just saw.
      const line = pickLine({ ...product, quantity: after, addedAt: existing?.addedAt ?? now.toISOString() });
      const next = existing ? lines.map((item, i) => (i === index ? line : item)) : [...lines, line];
      commit(next);
      return { line, added: after - before };
    },

    setQuantity(key, quantity) {
      const index = lines.findIndex((line) => bagLineKey(line) === key);
      const line = lines[index];
      if (!line || !Number.isFinite(quantity)) return;
      const clamped = Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, lineCap(line.stock)));
      if (clamped === line.quantity) return;
      commit(lines.map((item, i) => (i === index ? { ...item, quantity: clamped } : item)));
    },

    remove(key) {
      const next = lines.filter((line) => bagLineKey(line) !== key);
      if (next.length !== lines.length) commit(next);
    },

    clear() {
      if (lines.length > 0) commit([]);
    },
  };
}

function countOf(lines: readonly BagLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

function browserStorage(): BagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The shopper's bag in this browser, shared by the product page, the header badge and checkout. */
export const bag: BagStore = createBagStore({
  storage: browserStorage(),
  events: typeof window === 'undefined' ? null : window,
});
