import { describe, expect, it } from 'vitest';
import { ratingAverage } from './rating';

describe('ratingAverage', () => {
  it('is the mean to one decimal, or null without reviews', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(10, 2)).toBe(5);
  });
});
