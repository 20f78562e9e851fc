import { describe, expect, it, vi } from 'vitest';

// This host, as the guard sees it: a public IPv4 and IPv6 address on one more interface.
vi.mock('node:os', async (importOriginal) => {
  const os = await importOriginal<typeof import('node:os')>();
  const base = { netmask: '', mac: '00:00:00:00:00:00', internal: false, cidr: null };
  return {
    ...os,
    networkInterfaces: () => ({
      ...os.networkInterfaces(),
      eth9: [
        { ...base, address: '93.184.215.99', family: 'IPv4' },
        { ...base, address: '2606:4700:10::99', family: 'IPv6', scopeid: 0 },
      ],
    }),
  };
});
import { checkWebhookTarget, checkWebhookUrl, resolveAndCheck } from './target-guard.ts';

// [url, allowed when private targets are refused, allowed when they are allowed]
const SUBMIT_CASES: Array<[string, boolean, boolean]> = [
  ['https://hooks.example.com/quarry', true, true],
  ['http://93.184.215.14:8080/hook', true, true],
  ['https://[2606:4700::1111]/hook', true, true],
  ['ftp://example.com/hook', false, false],
  ['file:///etc/passwd', false, false],
  ['javascript:alert(1)', false, false],
  ['not a url', false, false],
  ['http://localhost/hook', false, true],
  ['http://LOCALHOST./hook', false, true],
  ['http://api.localhost:3000/hook', false, true],
  ['http://127.0.0.1/hook', false, true],
  ['http://127.8.9.10/hook', false, true],
  ['http://2130706433/hook', false, true], // 127.0.0.1 as one number
  ['http://0x7f.1/hook', false, true], // 127.0.0.1 in hex shorthand
  ['http://[::1]/hook', false, true],
  ['http://0.0.0.0/hook', false, true],
  ['http://10.1.2.3/hook', false, true],
  ['http://172.16.0.1/hook', false, true],
  ['http://172.31.255.255/hook', false, true],
  ['http://172.32.0.1/hook', true, true],
  ['http://192.168.1.20/hook', false, true],
  ['http://100.64.0.1/hook', false, true],
  ['http://224.0.0.251/hook', false, true],
  ['http://[fd12:3456::1]/hook', false, true],
  ['http://[ff02::1]/hook', false, true],
  ['http://[::ffff:10.0.0.1]/hook', false, true],
  ['http://[::ffff:8.8.8.8]/hook', false, true],
  ['http://[64:ff9b::a00:1]/hook', false, true],
  // Link-local and metadata: never, whatever the setting.
  ['http://169.254.169.254/latest/meta-data/', false, false],
  ['http://169.254.1.1/hook', false, false],
  ['http://[fe80::1]/hook', false, false],
  ['http://[fe80::1%25eth0]/hook', false, false],
  ['http://[::ffff:169.254.169.254]/hook', false, false],
  ['http://[fd00:ec2::254]/hook', false, false],
  ['http://metadata.google.internal/computeMetadata/v1/', false, false],
  ['http://100.100.100.200/hook', false, false],
  // IPv6 forms that carry an IPv4 address: never public, forbidden when they carry metadata.
  ['http://[::ffff:0:a9fe:a9fe]/', false, false], // IPv4-translated (RFC 6145) 169.254.169.254
  ['http://[::ffff:0:a00:1]/hook', false, true], // IPv4-translated 10.0.0.1
  ['http://[::ffff:0:808:808]/hook', false, true], // IPv4-translated 8.8.8.8: still not a webhook target
  ['http://[::ffff:a9fe:a9fe]/hook', false, false], // IPv4-mapped, hex form
  ['http://[64:ff9b::a9fe:a9fe]/hook', false, false], // NAT64 well-known prefix
  ['http://[64:ff9b:1::a00:1]/hook', false, true], // NAT64 local-use prefix (RFC 8215)
  ['http://[2002:a9fe:a9fe::1]/hook', false, false], // 6to4 of 169.254.169.254
  ['http://[2002:a00:1::1]/hook', false, true], // 6to4 of 10.0.0.1
  ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', false, true], // Teredo
  ['http://[2001:0:4136:e378:8000:63bf:5601:5601]/hook', false, false], // Teredo, client 169.254.169.254 (inverted)
  ['http://[::a9fe:a9fe]/hook', false, false], // deprecated IPv4-compatible form
  ['http://[::a00:1]/hook', false, true],
  // Other special-purpose ranges of the IANA registries.
  ['http://192.0.2.10/hook', false, true], // TEST-NET-1
  ['http://198.51.100.7/hook', false, true], // TEST-NET-2
  ['http://198.18.0.1/hook', false, true], // benchmarking
  ['http://255.255.255.255/hook', false, true], // broadcast
  ['http://0.1.2.3/hook', false, true], // "this network"
  ['http://[2001:db8::1]/hook', false, true], // documentation
  ['http://[100::1]/hook', false, true], // discard
  ['http://[fec0::1]/hook', false, true], // site-local
  ['http://[::]/hook', false, true],
  ['http://017700000001/hook', false, true], // 127.0.0.1 in octal
];

describe('checkWebhookUrl at submit', () => {
  it.each(SUBMIT_CASES)('%s: allowed=%s, allowed with private targets=%s', (url, strict, permissive) => {
    expect(checkWebhookUrl(url, { allowPrivate: false }).ok).toBe(strict);
    expect(checkWebhookUrl(url, { allowPrivate: true }).ok).toBe(permissive);
  });

  it('says why a target is refused', () => {
    expect(checkWebhookUrl('http://10.0.0.5/x', { allowPrivate: false })).toEqual({
      ok: false,
      reason: 'webhook_url points to a private address (10.0.0.5); set QUARRY_WEBHOOK_ALLOW_PRIVATE to allow it',
    });
    expect(checkWebhookUrl('ftp://example.com', { allowPrivate: true })).toEqual({ ok: false, reason: 'webhook_url must use http or https' });
  });
});

describe("the host's own addresses", () => {
  it('refuses a public address of one of its interfaces unless private targets are allowed', () => {
    // The mocked eth9 below: a host with a public address would answer on it (an internal port scan).
    expect(checkWebhookUrl('http://93.184.215.99:8080/', { allowPrivate: false })).toMatchObject({ ok: false, reason: expect.stringMatching(/this host's own/) });
    expect(checkWebhookUrl('http://93.184.215.99:8080/', { allowPrivate: true }).ok).toBe(true);
    expect(checkWebhookUrl('http://[2606:4700:10::99]/', { allowPrivate: false }).ok).toBe(false);
    expect(checkWebhookUrl('http://93.184.215.98:8080/', { allowPrivate: false }).ok).toBe(true);
  });
});

describe('checkWebhookTarget at submit', () => {
  const resolverFor = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));
  it('refuses a name that resolves to a private address now', async () => {
    expect(await checkWebhookTarget('https://hooks.example.com/x', { allowPrivate: false, resolve: resolverFor('10.1.1.1') })).toMatchObject({ ok: false });
    expect((await checkWebhookTarget('https://hooks.example.com/x', { allowPrivate: false, resolve: resolverFor('93.184.215.14') })).ok).toBe(true);
  });
  it('accepts a name that does not resolve yet: delivery checks again', async () => {
    expect((await checkWebhookTarget('http://no-such-host.invalid/x', { allowPrivate: false })).ok).toBe(true);
  });
});

describe('resolveAndCheck at delivery', () => {
  const resolverFor = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));

  it('returns the public address to connect to', async () => {
    expect(await resolveAndCheck('https://hooks.example.com/x', { allowPrivate: false, resolve: resolverFor('93.184.215.14', '2606:2800::1') })).toEqual({
      ok: true,
      address: '93.184.215.14',
      family: 4,
    });
  });

  it('refuses a name when any of its addresses is private', async () => {
    const result = await resolveAndCheck('https://hooks.example.com/x', { allowPrivate: false, resolve: resolverFor('93.184.215.14', '10.0.0.7') });
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/resolves to 10\.0\.0\.7/) });
  });

  it('refuses a name resolving to link-local even with private targets allowed', async () => {
    const result = await resolveAndCheck('https://hooks.example.com/x', { allowPrivate: true, resolve: resolverFor('169.254.169.254') });
    expect(result.ok).toBe(false);
  });

  it('resolves localhost with the system resolver and refuses it', async () => {
    expect((await resolveAndCheck('http://localhost:9/x', { allowPrivate: false })).ok).toBe(false);
    expect(await resolveAndCheck('http://localhost:9/x', { allowPrivate: true })).toMatchObject({ ok: true, address: expect.stringMatching(/^(127\.|::1$)/) });
  });

  it('throws, for a later retry, when the name does not resolve', async () => {
    await expect(resolveAndCheck('http://no-such-host.invalid/x', { allowPrivate: false })).rejects.toThrow();
  });
});
