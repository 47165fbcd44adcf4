import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalid } from '../../../lib/errors.ts';

/**
 * Addresses a webhook may not reach unless WEBHOOKS_ALLOW_PRIVATE (SSRF: the platform's own network,
 * the cloud's metadata service): unspecified, loopback, private, carrier-grade NAT, link-local,
 * multicast and reserved ranges, IPv4 and IPv6 (an IPv4-mapped IPv6 address is judged as its IPv4).
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  refused.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (an IP) is one a webhook may not reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return refused.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) return refused.check(address, 'ipv6');
  return true;
}

/** The host of a webhook's address, as DNS and the IP parser read it (IPv6 without its brackets). */
export function hostOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('webhooks.badUrl');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw invalid('validation.linkScheme');
  if (parsed.username || parsed.password) throw invalid('webhooks.badUrl');
  return parsed.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Every address `host` resolves to, each checked: one private address refuses the host (a name that
 * resolves to a public and a private address could be answered either way). A 400 with a Spanish
 * message; the addresses when allowed.
 */
export async function checkedAddresses(
  host: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }[]> {
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw invalid('webhooks.unresolvable', { host });
    }
  }
  if (addresses.length === 0) throw invalid('webhooks.unresolvable', { host });
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    throw invalid('webhooks.privateAddress', { host });
  return addresses;
}

/** A webhook's address judged at registration: well formed, and every address of its host public. */
export async function checkTarget(url: string, allowPrivate: boolean): Promise<void> {
  await checkedAddresses(hostOf(url), allowPrivate);
}
