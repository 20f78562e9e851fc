import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, MAX_WEBHOOK_ATTEMPTS, webhookRetryDelayMs } from './deliver.ts';

// A receiver written the way the contract tells customers to write one: parse the body,
// re-serialise with sorted keys, HMAC it and compare in constant time. It records what it got.
const RECEIVER = `
import hashlib, hmac, json, sys, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = sys.argv[1].encode()
received = []

class Receiver(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        self.answer(200, json.dumps(received).encode())

    def do_POST(self):
        raw = self.rfile.read(int(self.headers['Content-Length']))
        if self.path == '/hang':
            time.sleep(30)
            return
        body = json.loads(raw)
        resigned = json.dumps(body, sort_keys=True).encode()
        header = self.headers.get('X-Service-Signature')
        expected = hmac.new(SECRET, resigned, hashlib.sha256).hexdigest()
        verified = header is not None and header.startswith('sha256=') and hmac.compare_digest(header[7:], expected)
        received.append({
            'path': self.path, 'host': self.headers['Host'], 'content_type': self.headers['Content-Type'],
            'idempotency_key': self.headers['X-Service-Idempotency-Key'], 'signature': header,
            'verified': verified, 'raw_is_sorted_dump': raw == resigned, 'body': body,
        })
        status = {'/gone': 410, '/fail': 500, '/unsigned': 204}.get(self.path, 200 if verified else 401)
        self.answer(status, b'{}')

    def answer(self, status, payload):
        self.send_response(status)
        self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

server = ThreadingHTTPServer(('127.0.0.1', 0), Receiver)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
`;

const SECRET = 'whsec_test_🔑_secret';
const PARSE_ID = '0b9d3c4e-8f1a-4b2c-9d3e-5f6a7b8c9d0e';

type Received = {
  path: string; host: string; content_type: string; idempotency_key: string;
  signature: string | null; verified: boolean; raw_is_sorted_dump: boolean; body: Record<string, unknown>;
};

describe('deliverWebhook to a Python receiver', () => {
  let receiver: ChildProcess;
  let dir: string;
  let base: string;
  let port: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quarry-webhook-'));
    const script = path.join(dir, 'receiver.py');
    await writeFile(script, RECEIVER);
    receiver = spawn('python3', [script, SECRET], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(createInterface({ input: receiver.stdout! }), 'line')) as [string];
    port = Number(line);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    receiver?.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function lastReceived(): Promise<Received> {
    const all = (await (await fetch(`${base}/received`)).json()) as Received[];
    return all[all.length - 1];
  }

  const completed = {
    parse_id: PARSE_ID,
    status: 'completed',
    result: {
      text: 'Rechnung Nr. 17 — Gesamtbetrag 1.234,50 € · 東京 · emoji 📄✅\ttab\nnew line',
      metadata: { page_count: 2, title: 'Übersicht', ratio: 0.35, tiny: 0.00001 },
      tables: [{ rows: [['a', 'ß'], ['1', '2']] }],
      chunks: [{ text: 'Gesamtbetrag 1.234,50 €', page: 1 }],
    },
    timestamp: '2026-11-22T01:40:00.000Z',
    processing_time: 3.25,
  };

  it('delivers a signed completed payload with non-ASCII text that Python verifies', async () => {
    const result = await deliverWebhook({ url: `${base}/ok`, body: completed, secret: SECRET, parseId: PARSE_ID, allowPrivate: true });
    expect(result).toEqual({ ok: true, statusCode: 200, stop: false });
    const got = await lastReceived();
    expect(got.verified).toBe(true);
    expect(got.raw_is_sorted_dump).toBe(true);
    expect(got.idempotency_key).toBe(PARSE_ID);
    expect(got.content_type).toBe('application/json');
    expect(got.body).toEqual(completed);
  });

  it('delivers a failed payload the same way', async () => {
    const failed = { parse_id: PARSE_ID, status: 'failed', error: { error_code: 'PASSWORD_PROTECTED', message: 'The PDF needs a password.' }, timestamp: '2026-11-22T01:41:00.000Z', processing_time: 0.4 };
    expect((await deliverWebhook({ url: `${base}/ok`, body: failed, secret: SECRET, parseId: PARSE_ID, allowPrivate: true })).ok).toBe(true);
    expect((await lastReceived()).body).toEqual(failed);
  });

  it('is rejected by the receiver when signed with another secret', async () => {
    const result = await deliverWebhook({ url: `${base}/ok`, body: completed, secret: 'not-the-secret', parseId: PARSE_ID, allowPrivate: true });
    expect(result).toMatchObject({ ok: false, statusCode: 401, stop: false });
    expect((await lastReceived()).verified).toBe(false);
  });

  it('sends no signature header without a secret', async () => {
    const result = await deliverWebhook({ url: `${base}/unsigned`, body: completed, secret: null, parseId: PARSE_ID, allowPrivate: true });
    expect(result).toEqual({ ok: true, statusCode: 204, stop: false });
    const got = await lastReceived();
    expect(got.signature).toBeNull();
    expect(got.idempotency_key).toBe(PARSE_ID);
  });

  it('stops retrying when the receiver answers 410 Gone', async () => {
    const result = await deliverWebhook({ url: `${base}/gone`, body: completed, secret: SECRET, parseId: PARSE_ID, allowPrivate: true });
    expect(result).toMatchObject({ ok: false, statusCode: 410, stop: true });
  });

  it('leaves a 500 answer to be retried', async () => {
    const result = await deliverWebhook({ url: `${base}/fail`, body: completed, secret: SECRET, parseId: PARSE_ID, allowPrivate: true });
    expect(result).toMatchObject({ ok: false, statusCode: 500, stop: false });
  });

  it('gives up on a receiver that does not answer in time, retryably', async () => {
    const result = await deliverWebhook({ url: `${base}/hang`, body: completed, secret: SECRET, parseId: PARSE_ID, allowPrivate: true, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, statusCode: null, stop: false, error: 'no answer within 300 ms' });
  });

  it('retries later when nothing listens', async () => {
    const result = await deliverWebhook({ url: 'http://127.0.0.1:1/ok', body: completed, parseId: PARSE_ID, allowPrivate: true });
    expect(result).toMatchObject({ ok: false, statusCode: null, stop: false });
  });

  it('refuses a loopback target unless private targets are allowed, without sending anything', async () => {
    const before = ((await (await fetch(`${base}/received`)).json()) as Received[]).length;
    for (const url of [`${base}/ok`, `http://localhost:${port}/ok`]) {
      const result = await deliverWebhook({ url, body: completed, secret: SECRET, parseId: PARSE_ID, allowPrivate: false });
      expect(result).toMatchObject({ ok: false, statusCode: null, stop: true, error: expect.stringMatching(/loopback/) });
    }
    expect(((await (await fetch(`${base}/received`)).json()) as Received[]).length).toBe(before);
  });

  it('refuses at delivery a public-looking name that now resolves to a loopback address', async () => {
    const resolve = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const result = await deliverWebhook({ url: `http://hooks.customer.example:${port}/ok`, body: completed, secret: SECRET, parseId: PARSE_ID, allowPrivate: false, resolve });
    expect(result).toMatchObject({ ok: false, stop: true, error: expect.stringMatching(/hooks\.customer\.example resolves to 127\.0\.0\.1/) });
  });

  it('connects to the address it vetted, keeping the name in the Host header', async () => {
    // The name exists in no DNS: the request can only arrive through the pinned address.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const url = `http://receiver.quarry.invalid:${port}/ok`;
    const result = await deliverWebhook({ url, body: completed, secret: SECRET, parseId: PARSE_ID, allowPrivate: true, resolve });
    expect(result).toEqual({ ok: true, statusCode: 200, stop: false });
    expect((await lastReceived()).host).toBe(`receiver.quarry.invalid:${port}`);
  });
});

describe('webhookRetryDelayMs', () => {
  it('backs off exponentially over six attempts spanning about an hour', () => {
    const delays = Array.from({ length: MAX_WEBHOOK_ATTEMPTS - 1 }, (_, i) => webhookRetryDelayMs(i + 1)!);
    expect(MAX_WEBHOOK_ATTEMPTS).toBe(6);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1] * 2);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(55 * 60_000);
    expect(total).toBeLessThanOrEqual(70 * 60_000);
    expect(webhookRetryDelayMs(MAX_WEBHOOK_ATTEMPTS)).toBeNull();
  });
});

describe('redirects', () => {
  it('does not follow a redirect, so a vetted receiver cannot bounce the POST to an internal address', async () => {
    const { createServer } = await import('node:http');
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(307, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const result = await deliverWebhook({ url: `http://127.0.0.1:${port}/hook`, body: { ok: true }, parseId: PARSE_ID, allowPrivate: true });
      expect(result).toMatchObject({ ok: false, statusCode: 307 });
      expect(hits).toEqual(['/hook']);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
