import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';

/** Addresses an import must never fetch, with what each one is. */
const refused: [address: string, what: string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback, end of the range'],
  ['0.0.0.0', 'unspecified (this host)'],
  ['0.1.2.3', 'this network'],
  ['10.0.0.1', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12, last address'],
  ['192.168.1.1', 'private 192.168/16'],
  ['169.254.169.254', 'link-local: cloud metadata'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['224.0.0.1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved 240/4'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.9', 'documentation TEST-NET-3'],
  ['198.18.0.1', 'benchmarking'],
  ['2130706433', 'loopback as one decimal integer'],
  ['0x7f000001', 'loopback as one hex integer'],
  ['017700000001', 'loopback as one octal integer'],
  ['0177.0.0.1', 'loopback with an octal part'],
  ['0x7f.1', 'loopback, hex and short form'],
  ['127.1', 'loopback, short form'],
  ['0xa9.0xfe.0xa9.0xfe', 'cloud metadata in hex parts'],
  ['::1', 'IPv6 loopback'],
  ['[::1]', 'IPv6 loopback as a URL writes it'],
  ['0:0:0:0:0:0:0:1', 'IPv6 loopback written out'],
  ['::', 'IPv6 unspecified'],
  ['fe80::1', 'IPv6 link-local'],
  ['fe80::1%eth0', 'IPv6 link-local with a zone'],
  ['fec0::1', 'IPv6 site-local (deprecated)'],
  ['fd00::1', 'IPv6 unique-local'],
  ['fc00::1', 'IPv6 unique-local, fc half'],
  ['ff02::1', 'IPv6 multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
  ['[::ffff:169.254.169.254]', 'IPv4-mapped metadata'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::7f00:1', 'IPv4-compatible loopback'],
  ['[::7f00:1]', 'IPv4-compatible loopback as a URL writes it'],
  ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
  ['::8.8.8.8', 'IPv4-compatible public (obsolete tunnel form)'],
  ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
  ['[::ffff:0:7f00:1]', 'IPv4-translated loopback as a URL writes it'],
  ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata'],
  ['64:ff9b::7f00:1', 'NAT64 loopback'],
  ['64:ff9b::169.254.169.254', 'NAT64 metadata'],
  ['64:ff9b:1::808:808', 'local-use NAT64 prefix'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:808:808::1', '6to4 of a public address (tunnel form)'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:db8::1', 'IPv6 documentation'],
  ['2001:2::1', 'IPv6 benchmarking'],
  ['100::1', 'IPv6 discard'],
  ['2001:10::1', 'ORCHID'],
  ['::1:0:0:0', 'reserved ::/8'],
  ['4000::1', 'outside global unicast 2000::/3'],
  ['not-an-ip', 'a name, not an address'],
  ['', 'nothing'],
  ['127.0.0.1.1', 'five parts'],
  ['256.0.0.1', 'a part over 255'],
];

/** Addresses of ordinary public hosts, which an import may fetch. */
const allowed: [address: string, what: string][] = [
  ['8.8.8.8', 'public IPv4'],
  ['203.99.1.1', 'public IPv4 in Pakistan'],
  ['1.1.1.1', 'public IPv4'],
  ['172.32.0.1', 'just past private 172.16/12'],
  ['100.128.0.1', 'just past carrier-grade NAT'],
  ['2a00:1450:4001:80b::200e', 'public IPv6'],
  ['[2606:4700:4700::1111]', 'public IPv6 as a URL writes it'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['64:ff9b::808:808', 'NAT64 of a public address'],
  ['134744072', 'public IPv4 as one integer'],
];

describe('addresses an import may fetch', () => {
  it.each(refused)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(allowed)('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses whatever a URL turns a numeric host into, as the page fetcher sees it', () => {
    for (const host of [
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '[::7f00:1]',
      '[::ffff:0:7f00:1]',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:ffff:a9fe:a9fe]',
    ]) {
      const { hostname } = new URL(`http://${host}/`);
      expect(isPublicAddress(hostname), `${host} → ${hostname}`).toBe(false);
    }
  });
});
