import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOption } from '../../config';
import { addressKey } from './rate-limits';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from './rate-limit-rules';

describe('RATE_LIMITS', () => {
  it('keeps the defaults when unset', () => {
    expect(parseRateLimits(undefined)).toEqual({ limits: DEFAULT_RATE_LIMITS });
    expect(loadConfig({}).rateLimits['checkout-address']).toEqual({ limit: 60, windowSeconds: 600 });
  });

  it('changes only the limits it names, with windows in s, m, h or d', () => {
    const parsed = parseRateLimits(' checkout-address=1000/30s , signup=5/2h,uploads=7/1d,order-tracking=3/15m');
    expect(parsed).toEqual({
      limits: {
        ...DEFAULT_RATE_LIMITS,
        'checkout-address': { limit: 1000, windowSeconds: 30 },
        signup: { limit: 5, windowSeconds: 7200 },
        uploads: { limit: 7, windowSeconds: 86_400 },
        'order-tracking': { limit: 3, windowSeconds: 900 },
      },
    });
  });

  it.each([
    ['checkout=10/1m', 'has an unknown limit "checkout"'],
    ['checkout-address=10', 'has "checkout-address=10": write name=limit/window'],
    ['checkout-address=10/1w', 'has "checkout-address=10/1w": write name=limit/window'],
    ['checkout-address=0/1m', 'has "checkout-address=0/1m": the limit and the window must be at least 1'],
  ])('stops the start on %s, naming the problem', (value, problem) => {
    expect(() => loadConfig({ RATE_LIMITS: value })).toThrow(`Invalid configuration: RATE_LIMITS ${problem}`);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset: the socket address is the client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes proxy addresses, CIDR ranges and the named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('takes a hop count, trusting exactly that many proxies in front', () => {
    const setting = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(setting).toBe(2);
    const trust = trustProxyOption(setting) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it.each(['true', 'proxy.example.com', '10.0.0.300', '10.0.0.0/33'])('stops the start on %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be a number of proxy hops or a comma-separated list/,
    );
  });
});

describe('addressKey', () => {
  it('counts IPv4 addresses as they are, also when written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
