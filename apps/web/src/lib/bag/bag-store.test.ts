import { MAX_LINE_QUANTITY } from '@onsale/core/bag';
import { describe, expect, it, vi } from 'vitest';
import { BAG_STORAGE_KEY, createBagStore, parseBag, type BagLine, type BagProduct, type BagStorage } from './bag-store';

class MemoryStorage implements BagStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const kurta: BagProduct = {
  id: 'p1',
  slug: 'khaadi-kurta',
  name: 'Embroidered Kurta',
  image: '/media/kurta.webp',
  brand: 'Khaadi',
  website: 'khaadi',
  size: 'M',
  color: 'Maroon',
  price: 249_900,
  stock: 5,
};

function storedLines(storage: MemoryStorage): BagLine[] {
  return JSON.parse(storage.getItem(BAG_STORAGE_KEY) ?? '[]') as BagLine[];
}

function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

describe('bag store', () => {
  it('adds a line, keeps it under the versioned key and counts units', () => {
    const storage = new MemoryStorage();
    const bag = createBagStore({ storage });
    const result = bag.add(kurta, 2, new Date('2026-05-01T10:00:00Z'));
    expect(result.added).toBe(2);
    expect(bag.getCount()).toBe(2);
    expect(storedLines(storage)).toEqual([{ ...kurta, quantity: 2, addedAt: '2026-05-01T10:00:00.000Z' }]);
  });

  it('adds quantity to an identical id+size+color line and keeps other sizes and colours apart', () => {
    const bag = createBagStore({ storage: new MemoryStorage() });
    bag.add(kurta, 1);
    bag.add(kurta, 2);
    bag.add({ ...kurta, size: 'L' }, 1);
    bag.add({ ...kurta, color: 'Navy' }, 1);
    expect(bag.getLines().map((line) => [line.size, line.color, line.quantity])).toEqual([
      ['M', 'Maroon', 3],
      ['L', 'Maroon', 1],
      ['M', 'Navy', 1],
    ]);
    expect(bag.getCount()).toBe(5);
  });

  it('caps a line at the stock and at the line limit, and adds nothing when out of stock', () => {
    const bag = createBagStore({ storage: new MemoryStorage() });
    bag.add(kurta, 4);
    expect(bag.add(kurta, 4).added).toBe(1);
    expect(bag.getLines()[0]?.quantity).toBe(5);
    expect(bag.add(kurta, 1).added).toBe(0);

    const plenty = { ...kurta, id: 'p2', stock: 500 };
    bag.add(plenty, 1000);
    expect(bag.getLines()[1]?.quantity).toBe(MAX_LINE_QUANTITY);

    expect(bag.add({ ...kurta, id: 'p3', stock: 0 }, 1)).toEqual({ line: null, added: 0 });
    expect(bag.getLines()).toHaveLength(2);
  });

  it('changes a quantity within 1 and the cap, removes a line and clears the bag', () => {
    const storage = new MemoryStorage();
    const bag = createBagStore({ storage });
    bag.add(kurta, 2);
    bag.add({ ...kurta, size: 'L' }, 1);
    const key = 'p1|M|Maroon';
    bag.setQuantity(key, 0);
    expect(bag.getLines()[0]?.quantity).toBe(1);
    bag.setQuantity(key, 50);
    expect(bag.getLines()[0]?.quantity).toBe(5);
    bag.remove(key);
    expect(bag.getLines().map((line) => line.size)).toEqual(['L']);
    bag.clear();
    expect(bag.getLines()).toEqual([]);
    expect(storage.getItem(BAG_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers about changes and keeps the same snapshot between them', () => {
    const bag = createBagStore({ storage: new MemoryStorage() });
    const listener = vi.fn();
    const unsubscribe = bag.subscribe(listener);
    const before = bag.getLines();
    expect(bag.getLines()).toBe(before);
    bag.add(kurta, 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(bag.getLines()).not.toBe(before);
    unsubscribe();
    bag.add(kurta, 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('picks up a bag changed in another tab through the storage event', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const thisTab = createBagStore({ storage, events });
    const otherTab = createBagStore({ storage });
    const listener = vi.fn();
    thisTab.subscribe(listener);

    otherTab.add(kurta, 3);
    events.dispatchEvent(storageEvent('something.else'));
    expect(thisTab.getCount()).toBe(0);
    events.dispatchEvent(storageEvent(BAG_STORAGE_KEY));
    expect(thisTab.getCount()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(1);

    storage.items.clear();
    events.dispatchEvent(storageEvent(null));
    expect(thisTab.getLines()).toEqual([]);
  });

  it('discards a corrupt bag without throwing', () => {
    for (const raw of ['{not json', '"a string"', '{"lines":[]}', '[{"id":"p1"}]']) {
      const storage = new MemoryStorage();
      storage.setItem(BAG_STORAGE_KEY, raw);
      const bag = createBagStore({ storage });
      expect(bag.getLines(), raw).toEqual([]);
      expect(storage.getItem(BAG_STORAGE_KEY), raw).toBeNull();
    }
  });

  it('keeps the valid lines of a partly damaged bag and drops unknown fields', () => {
    const good = { ...kurta, quantity: 2, addedAt: '2026-05-01T10:00:00.000Z' };
    const raw = JSON.stringify([
      { ...good, extra: 'dropped' },
      { ...good, size: 'L', price: '2499' },
      { ...good, size: 'S', quantity: 0 },
      { ...good, size: 'XL', quantity: 1.5 },
      good,
      null,
    ]);
    expect(parseBag(raw)).toEqual([good]);
  });

  it('keeps working in memory when storage throws', () => {
    const storage: BagStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const bag = createBagStore({ storage });
    bag.add(kurta, 1);
    expect(bag.getCount()).toBe(1);
    const noStorage = createBagStore({ storage: null });
    noStorage.add(kurta, 2);
    expect(noStorage.getCount()).toBe(2);
  });
});
