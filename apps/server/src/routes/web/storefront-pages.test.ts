import { describe, expect, it } from 'vitest';
import { pageEtag } from './storefront-pages';

const page = (price: number, readAt: number) =>
  `<html><body><div id="root">Rs. ${price}</div><script type="application/json" id="onsale-state">{"queries":{"queries":[{"dehydratedAt":${readAt},"state":{"data":{"price":${price}},"dataUpdatedAt":${readAt},"errorUpdatedAt":0}}]}}</script></body></html>`;

describe('pageEtag', () => {
  it('is the same for two renders of the same data read at different times, and weak', () => {
    expect(pageEtag(page(1500, 1795616413327))).toBe(pageEtag(page(1500, 1795616414549)));
    expect(pageEtag(page(1500, 1))).toMatch(/^W\/"[\w-]+"$/);
  });

  it('changes with what the page shows', () => {
    expect(pageEtag(page(1500, 1))).not.toBe(pageEtag(page(1400, 1)));
  });
});
