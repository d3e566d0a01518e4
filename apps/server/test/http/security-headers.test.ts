import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/http/security-headers';
import { createTestApp, type TestApp } from '../support/test-app';

// Helmet's headers are worked out once at start; every kind of answer must still carry them all.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a catalogue answer', 'GET', '/api/products/top-discounted', 200],
    ['an unknown API address', 'GET', '/api/nothing-here', 404],
    ['a refused query', 'GET', '/api/search?q=', 400],
    ['a missing asset', 'GET', '/assets/old-build.js', 404],
    ['a missing picture', 'GET', '/media/uploads/none.webp', 404],
    ['a request that needs a sign-in', 'GET', '/api/account/orders', 401],
  ] as const)('are on %s', async (_what, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('are on a refused cross-site write', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Requests from another site are not accepted');
    expect(res.headers).toMatchObject(EXPECTED);
  });

  it('ask browsers to upgrade to https only when the shop is served over https', () => {
    const csp = (upgrade: boolean) =>
      securityHeaders({
        contentSecurityPolicy: {
          directives: { 'default-src': ["'self'"], 'upgrade-insecure-requests': upgrade ? [] : null },
        },
      })['content-security-policy'];
    expect(csp(true)).toContain('upgrade-insecure-requests');
    expect(csp(false)).not.toContain('upgrade-insecure-requests');
  });

  it('cannot depend on the request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-abc'"] } } }),
    ).toThrow(/cannot depend on the request/);
  });
});
