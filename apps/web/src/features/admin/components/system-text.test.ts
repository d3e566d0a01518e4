import { describe, expect, it } from 'vitest';
import { agoText, cacheText, formatDuration, formatMegabytes, formatMilliseconds, secondsBefore } from './system-text';

describe('formatDuration', () => {
  it('writes seconds under a minute and minutes under an hour', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45.9)).toBe('45 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(59 * 60 + 59)).toBe('59 min');
  });

  it('writes hours with their minutes, and days with their hours', () => {
    expect(formatDuration(3 * 3600 + 12 * 60 + 40)).toBe('3 h 12 min');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59 * 60)).toBe('2 d 4 h');
    expect(formatDuration(1_200 * 86_400)).toBe('1,200 d');
  });

  it('never writes a negative span', () => {
    expect(formatDuration(-5)).toBe('0 s');
  });
});

describe('secondsBefore and agoText', () => {
  const now = '2026-11-23T10:00:00.000Z';

  it('measures an age from the answer’s own time, not the browser’s clock', () => {
    expect(secondsBefore(now, '2026-11-23T09:59:48.000Z')).toBe(12);
    expect(agoText(now, '2026-11-23T06:47:30.000Z')).toBe('3 h 12 min ago');
  });

  it('takes a moment a little after `now` (clocks of two nodes) as just now, and a bad one as 0', () => {
    expect(secondsBefore(now, '2026-11-23T10:00:01.000Z')).toBe(0);
    expect(secondsBefore(now, 'not a time')).toBe(0);
  });
});

describe('formatMegabytes', () => {
  it('rounds to whole megabytes from ten up, with a decimal below', () => {
    expect(formatMegabytes(312 * 1024 * 1024 + 400_000)).toBe('312 MB');
    expect(formatMegabytes(1_500 * 1024 * 1024)).toBe('1,500 MB');
    expect(formatMegabytes(4.5 * 1024 * 1024)).toBe('4.5 MB');
    expect(formatMegabytes(0)).toBe('0 MB');
  });
});

describe('formatMilliseconds', () => {
  it('keeps a decimal for short delays only', () => {
    expect(formatMilliseconds(0.42)).toBe('0.4 ms');
    expect(formatMilliseconds(3)).toBe('3 ms');
    expect(formatMilliseconds(12.6)).toBe('13 ms');
    expect(formatMilliseconds(1_250)).toBe('1,250 ms');
  });
});

describe('cacheText', () => {
  it('gives the share of lookups answered from the cache, and of how many', () => {
    expect(cacheText({ name: 'catalogue', hits: 1_120, misses: 84, hitRatio: 1_120 / 1_204 })).toBe(
      'catalogue 93% of 1,204',
    );
    expect(cacheText({ name: 'pages', hits: 0, misses: 7, hitRatio: 0 })).toBe('pages 0% of 7');
  });

  it('says so before the first lookup', () => {
    expect(cacheText({ name: 'pages', hits: 0, misses: 0, hitRatio: null })).toBe('pages: no lookups yet');
  });
});
