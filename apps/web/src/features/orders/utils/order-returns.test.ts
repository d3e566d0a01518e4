import { describe, expect, it } from 'vitest';
import { mayReturn } from './order-returns';

const now = Date.parse('2026-11-30T10:00:00.000Z');
const delivered = { status: 'delivered' as const, returnableUntil: '2026-12-23T10:00:00.000Z' };

describe('mayReturn', () => {
  it('offers a return of a delivered item while its window is open and some of it is left', () => {
    expect(mayReturn(delivered, { returnable: 1 }, now)).toBe(true);
  });

  it('offers none once returned, after the window, or before the parcel is delivered', () => {
    expect(mayReturn(delivered, { returnable: 0 }, now)).toBe(false);
    expect(mayReturn({ ...delivered, returnableUntil: '2026-11-29T10:00:00.000Z' }, { returnable: 1 }, now)).toBe(
      false,
    );
    expect(mayReturn({ status: 'shipped', returnableUntil: null }, { returnable: 1 }, now)).toBe(false);
  });
});
