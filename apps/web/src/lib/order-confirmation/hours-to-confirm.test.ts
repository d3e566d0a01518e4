import { describe, expect, it } from 'vitest';
import { hoursToConfirm } from './hours-to-confirm';

describe('hoursToConfirm', () => {
  it('counts the hours from the order to its due time, rounded', () => {
    expect(hoursToConfirm('2026-11-28T10:00:00.000Z', '2026-11-30T10:00:00.000Z')).toBe(48);
    expect(hoursToConfirm('2026-11-28T10:00:00.400Z', '2026-11-29T10:00:00.000Z')).toBe(24);
  });

  it("falls back to the shop's default without a readable due time", () => {
    expect(hoursToConfirm('2026-11-28T10:00:00.000Z', null)).toBe(48);
    expect(hoursToConfirm('2026-11-28T10:00:00.000Z', 'not a date')).toBe(48);
  });
});
