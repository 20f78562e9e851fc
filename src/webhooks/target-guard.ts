import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

// Webhook URLs come from users, and the service POSTs to them from inside its network, so they
// must not reach loopback or private services (SSRF). Link-local and cloud metadata addresses
// hold instance credentials: those are refused even when private targets are allowed.

export type TargetCheck = { ok: true } | { ok: false; reason: string };
export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

type AddressClass = 'public' | 'private' | 'forbidden';

const FORBIDDEN_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog']);

// [network, prefix length, class, what it is]; first match wins, so narrower ranges come first.
const IPV4_RANGES: Array<[string, number, AddressClass, string]> = [
  ['169.254.0.0', 16, 'forbidden', 'link-local / cloud metadata'],
  ['100.100.100.200', 32, 'forbidden', 'cloud metadata'],
  ['0.0.0.0', 8, 'private', '"this network"'],
  ['10.0.0.0', 8, 'private', 'private'],
  ['100.64.0.0', 10, 'private', 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'private', 'loopback'],
  ['172.16.0.0', 12, 'private', 'private'],
  ['192.0.0.0', 24, 'private', 'IETF protocol assignment'],
  ['192.168.0.0', 16, 'private', 'private'],
  ['198.18.0.0', 15, 'private', 'benchmarking'],
  ['224.0.0.0', 4, 'private', 'multicast'],
  ['240.0.0.0', 4, 'private', 'reserved / broadcast'],
];
const IPV6_RANGES: Array<[string, number, AddressClass, string]> = [
  ['fe80::', 10, 'forbidden', 'link-local'],
  ['fd00:ec2::254', 128, 'forbidden', 'cloud metadata'],
  ['::', 128, 'private', 'unspecified'],
  ['::1', 128, 'private', 'loopback'],
  ['fc00::', 7, 'private', 'unique local (private)'],
  ['fec0::', 10, 'private', 'site-local'],
  ['ff00::', 8, 'private', 'multicast'],
];

/** Checks a webhook URL at submit: scheme, and the host when it is a literal address or a local name. */
export function checkWebhookUrl(url: string, options: { allowPrivate: boolean }): TargetCheck {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'webhook_url is not a valid URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { ok: false, reason: 'webhook_url must use http or https' };
  }
  const host = hostOf(parsed);
  if (isIP(host)) return verdict(classifyAddress(host), host, options);
  const name = host.replace(/\.$/, '').toLowerCase();
  if (FORBIDDEN_NAMES.has(name)) return { ok: false, reason: `webhook_url names a cloud metadata host (${host})` };
  if (name === 'localhost' || name.endsWith('.localhost')) {
    return verdict({ class: 'private', label: 'loopback' }, host, options);
  }
  return { ok: true };
}

/**
 * Checks a webhook URL at delivery: the URL rules again, then every address its host resolves
 * to. The caller connects to the returned address only, so a second DNS answer cannot differ.
 */
export async function resolveAndCheck(
  url: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<({ ok: true } & ResolvedAddress) | { ok: false; reason: string }> {
  const check = checkWebhookUrl(url, options);
  if (!check.ok) return check;
  const host = hostOf(new URL(url));
  const family = isIP(host);
  const addresses: ResolvedAddress[] = family
    ? [{ address: host, family: family as 4 | 6 }]
    : await (options.resolve ?? resolveAll)(host);
  if (addresses.length === 0) throw new Error(`${host} resolved to no address`);
  for (const { address } of addresses) {
    const result = verdict(classifyAddress(address), address, options);
    if (!result.ok) return { ok: false, reason: `${host} resolves to ${address}: ${result.reason}` };
  }
  return { ok: true, ...addresses[0] };
}

async function resolveAll(hostname: string): Promise<ResolvedAddress[]> {
  return (await lookup(hostname, { all: true, verbatim: true })) as ResolvedAddress[];
}

function verdict(found: { class: AddressClass; label: string }, host: string, options: { allowPrivate: boolean }): TargetCheck {
  if (found.class === 'forbidden') return { ok: false, reason: `webhook_url points to a ${found.label} address (${host}), which is never allowed` };
  if (found.class === 'private' && !options.allowPrivate) {
    return { ok: false, reason: `webhook_url points to a ${found.label} address (${host}); set QUARRY_WEBHOOK_ALLOW_PRIVATE to allow it` };
  }
  return { ok: true };
}

/** Which class a literal IPv4 or IPv6 address falls in; IPv6 forms that embed an IPv4 address are judged by it. */
export function classifyAddress(address: string): { class: AddressClass; label: string } {
  if (isIP(address) === 4) return match(ipv4ToBigInt(address), 32, IPV4_RANGES, ipv4ToBigInt) ?? { class: 'public', label: 'public' };
  const value = ipv6ToBigInt(address);
  const embedded = embeddedIpv4(value);
  if (embedded !== null) {
    const inner = match(embedded, 32, IPV4_RANGES, ipv4ToBigInt);
    // Mapped and translated addresses are odd targets for a webhook: private at least.
    return inner?.class === 'forbidden' ? inner : { class: 'private', label: `IPv4-embedding IPv6 (${inner?.label ?? 'public'})` };
  }
  return match(value, 128, IPV6_RANGES, ipv6ToBigInt) ?? { class: 'public', label: 'public' };
}

function match(
  value: bigint,
  bits: number,
  ranges: Array<[string, number, AddressClass, string]>,
  parse: (text: string) => bigint,
): { class: AddressClass; label: string } | null {
  for (const [network, prefix, addressClass, label] of ranges) {
    const shift = BigInt(bits - prefix);
    if (value >> shift === parse(network) >> shift) return { class: addressClass, label };
  }
  return null;
}

// ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible, deprecated) and 64:ff9b::a.b.c.d (NAT64).
function embeddedIpv4(value: bigint): bigint | null {
  const high = value >> 32n;
  if (value > 1n && (high === 0n || high === 0xffffn || high === 0x64ff9b0000000000000000n)) return value & 0xffffffffn;
  return null;
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(address: string): bigint {
  let text = address.toLowerCase().split('%')[0];
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(parseInt(group, 16)), 0n);
}
