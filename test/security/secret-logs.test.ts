// The whole flow with every secret a user hands Quarry, then the captured log is searched for them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKeySecret } from '../../src/auth/key-secrets.ts';
import { captureLog, startTestApp, type CapturedLog, type TestApp } from '../support/test-app.ts';
import { createWorkspace } from '../support/factories.ts';
import { uploadFile } from '../support/uploads.ts';
import { pollUntil } from '../support/poll.ts';

let t: TestApp;
let log: CapturedLog;
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];

const WEBHOOK_SECRET = 'whsec-9f2c4e1a7b3d-do-not-log';
const RECEIVER_TOKEN = 'receiver-token-5e8d2a';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      received.push(req.url ?? '');
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/quarry?token=${RECEIVER_TOKEN}`;
  log = captureLog();
  t = await startTestApp({ QUARRY_LOG_LEVEL: 'info', QUARRY_WEBHOOK_ALLOW_PRIVATE: 'true' }, { log });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => receiver?.close(r));
});

/** Makes every insert into `table` fail, so the failure (and its parameters) reach the error path. */
async function withFailingInserts<T>(table: string, run: () => Promise<T>): Promise<T> {
  await t.server.ctx.db.query(`ALTER TABLE ${table} ADD CONSTRAINT security_test_refuse CHECK (false) NOT VALID`);
  try {
    return await run();
  } finally {
    await t.server.ctx.db.query(`ALTER TABLE ${table} DROP CONSTRAINT security_test_refuse`);
  }
}

describe('logs without secrets', () => {
  it('keeps every key, hash and webhook secret of a whole flow out of the log', async () => {
    const secrets: string[] = [t.adminKey, hashKeySecret(t.adminKey), WEBHOOK_SECRET, RECEIVER_TOKEN];

    // A key of a new user, used by header and (as some clients do) in the query string.
    const user = (await t.request('POST', '/v1/users', { body: { name: 'Logged', email: `logged${Date.now()}@example.com` } })).json();
    const created = (await t.request('POST', '/v1/api-keys', { body: { name: 'ci', user_id: user.user_id } })).json();
    secrets.push(created.key, hashKeySecret(created.key));
    expect((await fetch(`${t.url}/v1/workspaces`, { headers: { authorization: `Bearer ${created.key}` } })).status).toBe(200);
    await fetch(`${t.url}/v1/workspaces?limit=5&api_key=${encodeURIComponent(created.key)}`);
    await fetch(`${t.url}/v1/workspaces`, { headers: { authorization: 'Bearer qk_wrong-key-guessed-by-someone-1234' } });

    // Work with files, chat and a parse whose webhook is delivered.
    const ws = await createWorkspace(t, null, { name: 'logged' });
    const csv = await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: 'region,amount\nNorth,10\nSouth,20\n', filename: 'sales.csv' });
    await pollUntil(async () => (await t.request('GET', `/v1/workspaces/${ws}/files/${csv.body.file_id}/status`)).json().status === 'completed');
    expect((await t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { message: 'total amount', stream: false } })).statusCode).toBe(200);
    const parse = await uploadFile(t, '/v1/parses', { content: 'A short note.', filename: 'note.txt' }, { webhook_url: receiverUrl, webhook_secret: WEBHOOK_SECRET });
    expect(parse.status).toBe(202);
    await pollUntil(async () => (await t.request('GET', `/v1/parses/${parse.body.parse_id}`)).json().webhook?.status === 'delivered');

    // Database failures on the inserts that carry secrets: a parse with its webhook secret, a key with its hash.
    const failedParse = await withFailingInserts('parses', () =>
      uploadFile(t, '/v1/parses', { content: 'Another note.', filename: 'note.txt' }, { webhook_url: receiverUrl, webhook_secret: WEBHOOK_SECRET }),
    );
    expect(failedParse.status).toBe(500);
    const failedKey = await withFailingInserts('api_keys', () => t.request('POST', '/v1/api-keys', { body: { name: 'doomed' } }));
    expect(failedKey.statusCode).toBe(500);

    const text = log.text();
    expect(text).toContain('"msg":"unhandled error"');
    expect(text).toContain('security_test_refuse');
    for (const secret of secrets) expect(text, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(text).toContain('api_key=[redacted]');
    expect(text).toContain('limit=5');

    // Deliveries are logged by host, status and attempt.
    const delivery = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'webhook delivered');
    expect(delivery).toMatchObject({ parseId: parse.body.parse_id, webhookHost: new URL(receiverUrl).host, statusCode: 204, attempt: 1 });
    expect(received[0]).toContain(RECEIVER_TOKEN);
  });

  // Request loggers bind the request id without the redaction pass (src/logger.ts requestLogger):
  // every line of a request still carries it, once, and what the request logs is still redacted.
  it('tags each request\'s lines with its request id, once, and still redacts what they log', async () => {
    const id = 'trace-0a1b2c3d-log';
    const res = await fetch(`${t.url}/v1/workspaces?api_key=qk_in-the-query-string-1234567890`, { headers: { authorization: `Bearer ${t.adminKey}`, 'x-request-id': id } });
    expect(res.headers.get('x-request-id')).toBe(id);
    const lines = log.text().split('\n').filter((line) => line.includes(id));
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    for (const line of lines) {
      expect(line.match(/"reqId"/g)).toHaveLength(1);
      expect(JSON.parse(line).reqId).toBe(id);
    }
    expect(lines.join('\n')).toContain('api_key=[redacted]');
    expect(lines.join('\n')).not.toContain('qk_in-the-query-string');
  });
});
