import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

// Webhook URLs come from users, and the service POSTs to them from inside its network, so they
// must not reach loopback or private services (SSRF). Link-local and cloud metadata addresses
// hold instance credentials: those are refused even when private targets are allowed.

export type TargetCheck = { ok: true } | { ok: false; reason: string };
export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

type AddressClass = 'public' | 'private' | 'forbidden';
type Verdict = { class: AddressClass; label: string };

const FORBIDDEN_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog']);

// Instance metadata services hand out cloud credentials: never a target, whatever the setting.
// ipaddr.js knows the link-local ranges; these are the metadata addresses outside them.
const METADATA_ADDRESSES = new Set(['100.100.100.200', 'fd00:ec2::254']);

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

// DNS at submit is a courtesy check: a name that does not resolve yet is accepted (delivery
// resolves again and retries), so the request is not held up by a slow resolver either.
const SUBMIT_RESOLVE_TIMEOUT_MS = 2_000;

/** Checks a webhook URL at submit: the URL rules, then the addresses its name resolves to now. */
export async function checkWebhookTarget(url: string, options: { allowPrivate: boolean; resolve?: Resolver }): Promise<TargetCheck> {
  const check = checkWebhookUrl(url, options);
  if (!check.ok) return check;
  const timeout = new Promise<null>((r) => setTimeout(r, SUBMIT_RESOLVE_TIMEOUT_MS, null).unref());
  const resolved = await Promise.race([resolveAndCheck(url, options).catch(() => null), timeout]);
  return resolved && !resolved.ok ? resolved : { ok: true };
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

/**
 * Which class a literal IPv4 or IPv6 address falls in. Only globally routed unicast addresses (in
 * ipaddr.js's special-purpose registry, the IANA one) are public; so are no addresses of this
 * host. IPv6 forms that carry an IPv4 address (mapped, translated, NAT64, 6to4, Teredo, the old
 * compatible form) are never public, and forbidden when what they carry is.
 */
export function classifyAddress(address: string): Verdict {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.split('%')[0]);
  } catch {
    return { class: 'forbidden', label: 'unparseable' };
  }
  const normalized = parsed.toNormalizedString();
  if (METADATA_ADDRESSES.has(normalized) || METADATA_ADDRESSES.has(parsed.toString())) return { class: 'forbidden', label: 'cloud metadata' };
  // NAT64's local-use prefix (RFC 8215): ipaddr.js files it with the well-known one, but with a /48
  // the IPv4 address is not in the last 32 bits (RFC 6052, 2.2), so it is judged as a whole.
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.parseCIDR('64:ff9b:1::/48'))) return { class: 'private', label: 'NAT64 (local use)' };
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIpv4(parsed as ipaddr.IPv6);
    if (embedded.length > 0) {
      const inner = embedded.map((v4) => classifyAddress(v4.toString()));
      const forbidden = inner.find((v) => v.class === 'forbidden');
      return forbidden
        ? { class: 'forbidden', label: `IPv4-embedding IPv6 (${forbidden.label})` }
        : { class: 'private', label: `IPv4-embedding IPv6 (${(parsed as ipaddr.IPv6).range()})` };
    }
  }
  const range = parsed.range();
  if (range === 'linkLocal') return { class: 'forbidden', label: 'link-local / cloud metadata' };
  if (range !== 'unicast') return { class: 'private', label: RANGE_LABELS[range] ?? range };
  if (hostAddresses().has(normalized)) return { class: 'private', label: 'this host\'s own' };
  return { class: 'public', label: 'public' };
}

const RANGE_LABELS: Record<string, string> = {
  private: 'private',
  uniqueLocal: 'unique local (private)',
  loopback: 'loopback',
  unspecified: 'unspecified',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
};

/** The IPv4 addresses an IPv6 address carries, by the form it has. */
function embeddedIpv4(v6: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = v6.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (v6.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [v4(p[6], p[7])];
    case '6to4':
      return [v4(p[1], p[2])];
    case 'teredo':
      // The Teredo server, and the client's address stored inverted.
      return [v4(p[2], p[3]), v4(~p[6] & 0xffff, ~p[7] & 0xffff)];
  }
  // ::a.b.c.d, the deprecated IPv4-compatible form (ipaddr.js counts it as unicast); :: and ::1 aside.
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1)) return [v4(p[6], p[7])];
  return [];
}

/** Every address of this host's interfaces, normalized; read each time, as interfaces come and go. */
function hostAddresses(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) {
      try {
        found.add(ipaddr.parse(entry.address.split('%')[0]).toNormalizedString());
      } catch {
        // Not an address ipaddr.js reads; it cannot match one either.
      }
    }
  }
  return found;
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}
