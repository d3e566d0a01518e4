import { describe, expect, it } from 'vitest';
import { brandNameFromSegment, brandPathSegment } from './slug';

describe('brand page segments', () => {
  it('reads the words of a segment the router has already decoded', () => {
    expect(brandNameFromSegment('gul-ahmed')).toBe('gul ahmed');
    expect(brandNameFromSegment('Sana Safinaz')).toBe('sana safinaz');
  });

  it('takes a percent sign as it is, never as an escape to decode a second time', () => {
    // "/brand/a%25" arrives as "a%": decoding again threw URIError and the page answered 500.
    expect(brandNameFromSegment('a%')).toBe('a%');
    expect(brandNameFromSegment('100%25-cotton')).toBe('100%25 cotton');
  });

  it('makes the segment a brand page links to', () => {
    expect(brandPathSegment('Gul Ahmed')).toBe('gul-ahmed');
    expect(brandPathSegment('Zoë & Co.')).toBe('zoe-co');
  });
});
