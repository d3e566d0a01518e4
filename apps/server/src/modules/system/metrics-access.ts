import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config';

const digest = (text: string) => crypto.hash('sha256', text, 'buffer');
const BEARER = /^Bearer[ ]+(\S+)$/i;

/**
 * Who may read `/metrics`: a caller from one of METRICS_ALLOW's addresses or ranges, or one
 * sending METRICS_TOKEN as a bearer token. The token is compared in constant time, so that its
 * characters cannot be guessed one by one from how long a refusal takes.
 */
export function metricsAccess({ token, allow }: Config['metrics']) {
  const ranges = allow.map((entry): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
  const tokenDigest = token ? digest(token) : null;

  const fromAllowedAddress = (ip: string) => {
    if (ranges.length === 0 || !ipaddr.isValid(ip)) return false;
    // an IPv4 client on a dual-stack socket reads as ::ffff:10.0.0.7
    const address = ipaddr.process(ip);
    return ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  };
  const withToken = (authorization: string | undefined) => {
    const given = authorization ? BEARER.exec(authorization)?.[1] : undefined;
    return tokenDigest !== null && given !== undefined && crypto.timingSafeEqual(digest(given), tokenDigest);
  };

  return {
    allows: (request: { ip: string; authorization: string | undefined }) =>
      fromAllowedAddress(request.ip) || withToken(request.authorization),
  };
}
