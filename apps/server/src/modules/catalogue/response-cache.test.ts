import { describe, expect, it, vi } from 'vitest';
import { jsonBodies, ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('answers concurrent misses with one load, and later hits without loading', async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => ({ name: 'Kurta' }));
    const [a, b] = await Promise.all([cache.get('product:kurta', load), cache.get('product:kurta', load)]);
    expect(a).toBe(b);
    expect(await cache.get('product:kurta', load)).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = new ResponseCache();
    await expect(cache.get('product:x', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('product:x', async () => 'back')).toBe('back');
  });

  it('keeps an answer read alongside another, unless one is kept or the cache was cleared since', async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => 'read alone');
    const mark = cache.mark();
    cache.prime('search:kurta:2', 'page 2', mark);
    expect(await cache.get('search:kurta:2', load)).toBe('page 2');
    cache.prime('search:kurta:2', 'page 2 again', mark);
    expect(await cache.get('search:kurta:2', load)).toBe('page 2');

    const before = cache.mark();
    cache.clear();
    cache.prime('search:kurta:3', 'page 3 from before the clear', before);
    expect(await cache.get('search:kurta:3', load)).toBe('read alone');
  });

  it('replaces an answer read before the one read alongside it began, and no other', async () => {
    const cache = new ResponseCache({ ttlMs: 1000, refreshAfterMs: 30 });
    let version = 1;
    const loads = { 1: 0, 2: 0 };
    // A search's page, read with the other page of its window, as the catalogue service does.
    const page = (at: 1 | 2) =>
      cache.get(`search:kurta:${at}`, async () => {
        loads[at] += 1;
        const mark = cache.mark();
        const read = version;
        await new Promise((resolve) => setTimeout(resolve, 5));
        cache.prime(`search:kurta:${3 - at}`, `page ${3 - at} of version ${read}`, mark);
        return `page ${at} of version ${read}`;
      });
    expect(await page(1)).toBe('page 1 of version 1');
    expect(await page(2)).toBe('page 2 of version 1');
    await new Promise((resolve) => setTimeout(resolve, 40));
    version = 2;
    // Page 1 grown old is read again in the background, and its page 2 with it…
    expect(await page(1)).toBe('page 1 of version 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await page(1)).toBe('page 1 of version 2');
    expect(await page(2)).toBe('page 2 of version 2');
    expect(loads).toEqual({ 1: 2, 2: 0 });

    // …but an answer read since the other's read began, or still loading, is kept.
    const mark = cache.mark();
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get('search:kurta:5', async () => 'page 5 read alone')).toBe('page 5 read alone');
    cache.prime('search:kurta:5', 'page 5 read alongside', mark);
    expect(await cache.get('search:kurta:5', async () => 'read again')).toBe('page 5 read alone');
    const loading = cache.get(
      'search:kurta:9',
      () => new Promise((resolve) => setTimeout(() => resolve('page 9 read alone'), 10)),
    );
    cache.prime('search:kurta:9', 'page 9 read alongside', cache.mark());
    expect(await loading).toBe('page 9 read alone');
    expect(await cache.get('search:kurta:9', async () => 'read again')).toBe('page 9 read alone');
  });

  it('forgets answers after the time-to-live and on clear()', async () => {
    const cache = new ResponseCache({ ttlMs: 30 });
    let version = 1;
    const load = async () => version;
    expect(await cache.get('k', load)).toBe(1);
    version = 2;
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('k', load)).toBe(2);
    version = 3;
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('reloads an answer still asked for in the background, serving the old one until the new arrives', async () => {
    const cache = new ResponseCache({ ttlMs: 200, refreshAfterMs: 40 });
    let version = 1;
    const load = vi.fn(async () => version);
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    version = 2;
    expect(await cache.get('k', load)).toBe(1); // past refreshAfterMs: still the old answer, a reload started
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a background reload that a write (clear) overtook, and keeps serving after a failed one', async () => {
    const cache = new ResponseCache({ ttlMs: 200, refreshAfterMs: 20 });
    let release: (value: number) => void = () => {};
    expect(await cache.get('k', async () => 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get('k', () => new Promise<number>((resolve) => (release = resolve)))).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => 3)).toBe(3);
    release(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 4)).toBe(3);

    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get('k', () => Promise.reject(new Error('database down')))).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 5)).toBe(3); // the failed reload is tried again…
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 6)).toBe(5); // …and its answer replaces the old one
  });

  it('holds at most maxBytes of answers, dropping the least recently used', async () => {
    const cache = new ResponseCache({ maxBytes: 250 });
    const load = vi.fn(async () => 'x'.repeat(98)); // 100 bytes of JSON
    for (const key of ['a', 'b', 'c']) {
      await cache.get(key, load);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps a partition within its own budget, so its keys cannot push out the others', async () => {
    const cache = new ResponseCache({ maxBytes: 1000, partitions: { 'product:': { maxBytes: 150 } } });
    const load = vi.fn(async () => 'x'.repeat(98)); // 100 bytes of JSON
    await cache.get('category:men', load);
    for (const key of ['product:a', 'product:b', 'product:c']) {
      await cache.get(key, load);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get('product:c', load);
    await cache.get('category:men', load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get('product:b', load);
    expect(load).toHaveBeenCalledTimes(5);
    cache.clear();
    await cache.get('product:c', load);
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('keeps a repeated-only partition’s answer once its key is asked for again, sharing the first load meanwhile', async () => {
    const cache = new ResponseCache({ partitions: { 'product:': { maxBytes: 10_000, repeatedOnly: true } } });
    const load = vi.fn(async () => 'kurta');
    const [a, b] = await Promise.all([cache.get('product:a', load), cache.get('product:a', load)]);
    expect([a, b]).toEqual(['kurta', 'kurta']);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setImmediate(resolve));
    await cache.get('product:a', load); // asked again: loaded and kept
    await new Promise((resolve) => setImmediate(resolve));
    await cache.get('product:a', load);
    await cache.get('category:men', load); // other keys are kept at once
    await new Promise((resolve) => setImmediate(resolve));
    await cache.get('category:men', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('weighs answers with the given weight', async () => {
    const cache = new ResponseCache<{ bytes: number }>({ maxBytes: 250, weigh: (page) => page.bytes });
    const load = vi.fn(async () => ({ bytes: 100 }));
    for (const key of ['a', 'b', 'c']) {
      await cache.get(key, load);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps a partition’s answers for its own time-to-live', async () => {
    const cache = new ResponseCache({ ttlMs: 30, partitions: { 'search:': { maxBytes: 1000, ttlMs: 500 } } });
    let version = 1;
    const load = async () => version;
    await cache.get('search:kurta', load);
    await cache.get('category:men', load);
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('category:men', load)).toBe(2);
    expect(await cache.get('search:kurta', load)).toBe(1);
  });
});

describe('ResponseCache tags', () => {
  const byId = (value: { id: string }) => [value.id];

  it('forgets only the answers of the invalidated products', async () => {
    const cache = new ResponseCache({ partitions: { 'product:': { maxBytes: 10_000 } } });
    let stock = 5;
    const kurta = async () => ({ id: 'kurta-id', stock });
    const shawl = vi.fn(async () => ({ id: 'shawl-id', stock: 9 }));
    const list = vi.fn(async () => ['kurta', 'shawl']);
    await cache.get('product:kurta', kurta, byId);
    await cache.get('product:kurta-id', kurta, byId);
    await cache.get('product:shawl', shawl, byId);
    await cache.get('top-discounted:8', list);
    await new Promise((resolve) => setImmediate(resolve));
    stock = 0;
    cache.invalidate(['kurta-id']);
    expect(await cache.get('product:kurta', kurta, byId)).toEqual({ id: 'kurta-id', stock: 0 });
    expect(await cache.get('product:kurta-id', kurta, byId)).toEqual({ id: 'kurta-id', stock: 0 });
    await cache.get('product:shawl', shawl, byId);
    await cache.get('top-discounted:8', list);
    expect(shawl).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('serves an answer that was loading when its product changed, but does not keep it', async () => {
    const cache = new ResponseCache();
    let release: (value: { id: string; stock: number }) => void = () => {};
    const loading = cache.get(
      'product:kurta',
      () => new Promise<{ id: string; stock: number }>((resolve) => (release = resolve)),
      byId,
    );
    cache.invalidate(['kurta-id']); // the write committed after the load read the row
    release({ id: 'kurta-id', stock: 5 });
    expect(await loading).toEqual({ id: 'kurta-id', stock: 5 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('product:kurta', async () => ({ id: 'kurta-id', stock: 4 }), byId)).toEqual({
      id: 'kurta-id',
      stock: 4,
    });
  });

  it('drops a background reload begun before its product changed', async () => {
    const cache = new ResponseCache({ ttlMs: 200, refreshAfterMs: 20 });
    await cache.get('product:kurta', async () => ({ id: 'kurta-id', stock: 5 }), byId);
    await new Promise((resolve) => setTimeout(resolve, 30));
    let release: (value: { id: string; stock: number }) => void = () => {};
    await cache.get(
      'product:kurta',
      () => new Promise<{ id: string; stock: number }>((resolve) => (release = resolve)),
      byId,
    );
    cache.invalidate(['kurta-id']);
    expect(await cache.get('product:kurta', async () => ({ id: 'kurta-id', stock: 3 }), byId)).toEqual({
      id: 'kurta-id',
      stock: 3,
    });
    release({ id: 'kurta-id', stock: 4 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('product:kurta', async () => ({ id: 'kurta-id', stock: 2 }), byId)).toEqual({
      id: 'kurta-id',
      stock: 3,
    });
  });

  it('clears every list but keeps the partition named by `keep`', async () => {
    const cache = new ResponseCache({
      partitions: { 'product:': { maxBytes: 10_000 }, 'search:': { maxBytes: 10_000 } },
    });
    const load = vi.fn(async () => ({ id: 'kurta-id' }));
    for (const key of ['product:kurta', 'search:kurta:1:24', 'category:men']) await cache.get(key, load, byId);
    await new Promise((resolve) => setImmediate(resolve));
    cache.clear({ keep: 'product:' });
    for (const key of ['product:kurta', 'search:kurta:1:24', 'category:men']) await cache.get(key, load, byId);
    expect(load).toHaveBeenCalledTimes(5);
  });
});

describe('jsonBodies', () => {
  it('serializes an answer object once and gives it a stable ETag', () => {
    const serialize = vi.fn((value: { n: number }) => JSON.stringify({ data: value }));
    const bodyOf = jsonBodies(serialize);
    const answer = { n: 1 };
    const first = bodyOf(answer);
    expect(first.text).toBe('{"data":{"n":1}}');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(bodyOf(answer)).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);
    const other = bodyOf({ n: 2 });
    expect(other.etag).not.toBe(first.etag);
  });
});
