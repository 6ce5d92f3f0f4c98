import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/*
 * SSRF guard: a webhook must not reach our own network. Checked when the URL is registered and
 * again for every connection (the delivery connects to the address that was checked, so a DNS
 * answer that changes between check and connect cannot slip through).
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local (also AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address we cannot vouch for
  ['2001:db8::', 32], // documentation
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:127.0.0.1` or `::ffff:7f00:1` -> `127.0.0.1`; anything else -> null. */
function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const match = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(.+)$/.exec(lower.replace(/^::/, '0:0:0:0:0:'));
  if (!match) return null;
  const rest = match[1]!;
  if (isIP(rest) === 4) return rest;
  const groups = rest.split(':');
  if (groups.length !== 2 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const value = (parseInt(groups[0]!, 16) << 16) | parseInt(groups[1]!, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** True for loopback, private, link-local, CGNAT, unique-local, metadata, multicast and reserved addresses. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = mappedIpv4(address);
    if (v4 !== null) return blocked.check(v4, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

/** `[::1]` -> `::1`: URL hostnames keep the brackets of IPv6 literals. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * Why a webhook URL is not acceptable, or null. Always: absolute https, no credentials. Unless
 * private targets are allowed: every address the host resolves to must be public.
 */
export async function webhookUrlProblem(raw: string, options: { allowPrivateTargets: boolean }): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute https URL';
  }
  if (url.protocol !== 'https:') return 'must use https';
  if (url.username !== '' || url.password !== '') return 'must not contain credentials';
  if (options.allowPrivateTargets) return null;
  const host = bareHost(url.hostname);
  if (isIP(host) !== 0) return isBlockedAddress(host) ? 'must not point to a loopback, private, link-local or metadata address' : null;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return 'host does not resolve';
  }
  if (addresses.length === 0) return 'host does not resolve';
  if (addresses.some((entry) => isBlockedAddress(entry.address))) {
    return 'must not point to a loopback, private, link-local or metadata address';
  }
  return null;
}
