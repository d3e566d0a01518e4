import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['0300-1234567', '+923001234567'],
    ['0300 1234567', '+923001234567'],
    ['03001234567', '+923001234567'],
    ['92 300 1234567', '+923001234567'],
    ['+92 (300) 1234567', '+923001234567'],
    ['3001234567', '+923001234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });
});
