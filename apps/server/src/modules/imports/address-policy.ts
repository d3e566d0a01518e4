import ipaddr from 'ipaddr.js';

/**
 * Addresses an import may fetch. Classified by ipaddr.js rather than a hand-kept list of subnets,
 * because the holes are in the forms nobody lists: an IPv6 address can carry an IPv4 one in half
 * a dozen ways, and `[::7f00:1]` is this server as surely as 127.0.0.1.
 *
 * - IPv4: only ordinary unicast. Loopback, private (RFC 1918), link-local (cloud metadata at
 *   169.254.169.254), carrier-grade NAT, multicast, broadcast, unspecified, documentation,
 *   benchmarking and reserved ranges are refused. Integer, hex and octal spellings (2130706433,
 *   0x7f.1, 0177.0.0.1) are read the way the system's resolver reads them.
 * - IPv6 that carries an IPv4 address by translation (mapped ::ffff:0:0/96, translated
 *   ::ffff:0:0:0/96, NAT64 64:ff9b::/96) is judged by that IPv4 address: a NAT64 network reaches
 *   public shops that way, and never anything else.
 * - The obsolete tunnel forms (IPv4-compatible ::/96, 6to4 2002::/16, Teredo 2001::/32) and the
 *   local-use NAT64 prefix lead wherever a relay sends them: refused.
 * - Other IPv6: only global unicast (2000::/3) outside the special ranges (documentation,
 *   benchmarking, ORCHID, …); loopback, unique-local, link-local, site-local and multicast are not.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parse(address);
  if (!parsed) return false;
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';

  const ipv6 = parsed as ipaddr.IPv6;
  const carried = translatedIPv4(ipv6);
  if (carried) return carried.range() === 'unicast';
  return ipv6.range() === 'unicast' && ipv6.match(GLOBAL_UNICAST);
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];

/** Host names in URLs keep IPv6 addresses in brackets; a zone (`%eth0`) names a local interface. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = withHexTail(address.trim().replace(/^\[(.*)\]$/, '$1'));
  if (!ipaddr.isValid(bare)) return null;
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/**
 * Writes the dotted IPv4 tail of an IPv6 address (`::127.0.0.1`) as two hex groups, as the system
 * reads it: ipaddr.js would take `::a.b.c.d` for the mapped `::ffff:a.b.c.d`, another address.
 */
function withHexTail(address: string): string {
  const match = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(%.*)?$/.exec(address);
  if (!match || !ipaddr.IPv4.isValidFourPartDecimal(match[2]!)) return address;
  const [a, b, c, d] = ipaddr.IPv4.parse(match[2]!).octets as [number, number, number, number];
  return `${match[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}${match[3] ?? ''}`;
}

/** The IPv4 address that a mapped, translated or NAT64 address stands for; null for any other. */
function translatedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  if (range !== 'ipv4Mapped' && range !== 'rfc6145' && !address.match(NAT64_WELL_KNOWN)) return null;
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}
