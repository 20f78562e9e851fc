// Dependencies that fail: the embeddings endpoint down or slow, the webhook receiver down or slow.
// Each ends with every entity final, the work that does not need the dependency done, and the
// service answering quickly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createWorkspace } from '../support/factories.ts';
import { pollUntil } from '../support/poll.ts';
import { uploadFile } from '../support/uploads.ts';
import { watchHealth } from '../support/health-watch.ts';
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from '../fixtures/search/fake-embeddings-server.ts';
import { backfillEmbeddings } from '../../src/search/embeddings-backfill.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NOTES = `The Rhine flows through Basel before it reaches Strasbourg.
The river's total length is 1,230 kilometres.
Quarry's engineers wrote this note to test document search.`;

let t: TestApp;
let embeddings: FakeEmbeddingsServer;
let workspaceId: string;
beforeAll(async () => {
  embeddings = await startFakeEmbeddingsServer();
  t = await startTestApp({ QUARRY_EMBEDDINGS_BASE_URL: embeddings.baseUrl, QUARRY_EMBEDDINGS_MODEL: 'fake-embed', QUARRY_WEBHOOK_ALLOW_PRIVATE: 'true' });
  workspaceId = await createWorkspace(t, null, { name: 'dependencies' });
});
afterAll(async () => {
  await t?.close();
  await embeddings?.close();
});

async function ingest(content: string, filename: string): Promise<Body> {
  const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content, filename, type: 'text/plain' });
  expect(res.status).toBe(202);
  return pollUntil(
    async () => {
      const body = (await t.request('GET', `/v1/workspaces/${workspaceId}/files/${res.body.file_id}`)).json();
      return body.status === 'completed' || body.status === 'failed' ? body : null;
    },
    { what: filename, timeoutMs: 60_000 },
  );
}

async function chunksWithoutVectors(fileId: string): Promise<number> {
  const [{ n }] = await t.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chunks WHERE file_id = $1 AND embedding IS NULL', [fileId]);
  return n;
}

const QUESTION = 'How long is the Rhine?';

/** Asks the question; returns the reply and the embeddings requests made for it while chat waited. */
async function askAboutTheRhine(fileId: string) {
  const before = embeddings.requests.length;
  const res = await t.request('POST', `/v1/workspaces/${workspaceId}/chat`, {
    body: { message: QUESTION, stream: false, dataset_ids: [fileId] },
  });
  return { res, questionRequests: embeddings.requests.slice(before).filter((r) => r.input.includes(QUESTION)) };
}

describe('the embeddings endpoint down', () => {
  it('indexes documents lexically, answers chat from lexical search at once, and fills the vectors in once it is back', async () => {
    embeddings.setOutage({ status: 503 });
    const file = await ingest(NOTES, 'rivers-down.txt');
    expect(file.status, JSON.stringify(file)).toBe('completed');
    expect(file.chunk_count).toBeGreaterThan(0);
    expect(await chunksWithoutVectors(file.file_id)).toBe(file.chunk_count);

    const { res, questionRequests } = await askAboutTheRhine(file.file_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toContain('1,230');
    // The question's embedding gets its one-second budget, not the client's five attempts with
    // backoff (the breaker, open after the ingestion's failures, may not let even one through).
    expect(questionRequests.length).toBeLessThan(5);

    embeddings.setOutage(null);
    await pollUntil(
      async () => {
        // As the periodic backfill does; the breaker may still hold calls back for its cool-down.
        await backfillEmbeddings(t.server.ctx.db, t.server.ctx.embeddings!).catch(() => 0);
        return (await chunksWithoutVectors(file.file_id)) === 0;
      },
      { what: 'the vectors to be filled in', timeoutMs: 45_000, intervalMs: 1_000 },
    );
  }, 90_000);
});

describe('the embeddings endpoint slow', () => {
  it('answers chat from lexical search within a second of waiting, and still ingests with vectors', async () => {
    embeddings.setOutage({ delayMs: 4_000 });
    try {
      const file = await ingest(NOTES, 'rivers-slow.txt');
      expect(file.status).toBe('completed');
      const watch = watchHealth(t.url);
      const { res, questionRequests } = await askAboutTheRhine(file.file_id);
      const health = await watch.stop();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().content).toContain('1,230');
      // The endpoint takes 4 s; chat stops waiting after 1 s: the answer came before the endpoint's.
      expect(questionRequests.length).toBeGreaterThan(0);
      expect(questionRequests.every((r) => !r.answered)).toBe(true);
      expect(health.stalledMs).toBeLessThan(1_000);
    } finally {
      embeddings.setOutage(null);
    }
  }, 90_000);
});

/** A webhook receiver that answers every delivery with `status`, or never answers. */
async function startReceiver(behaviour: { status: number } | 'silent'): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits++;
    req.resume();
    if (behaviour !== 'silent') res.writeHead(behaviour.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits: () => hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the webhook receiver down or slow', () => {
  it.each([
    ['answering 503', { status: 503 }, 503],
    ['never answering', 'silent', null],
  ] as const)('completes the parse when the receiver is %s, records the attempt and keeps serving', async (_label, behaviour, statusCode) => {
    const receiver = await startReceiver(behaviour);
    try {
      const watch = watchHealth(t.url);
      const accepted = await uploadFile(t, '/v1/parses', { content: 'A short note.', filename: 'note.txt' }, { webhook_url: receiver.url });
      expect(accepted.status).toBe(202);
      const job = await pollUntil(
        async () => {
          const body = (await t.request('GET', `/v1/parses/${accepted.body.parse_id}`)).json();
          return body.status === 'completed' && body.webhook.attempts >= 1 ? body : null;
        },
        { what: 'the first delivery attempt', timeoutMs: 30_000 },
      );
      const health = await watch.stop();
      expect(receiver.hits()).toBeGreaterThanOrEqual(1);
      // A retry is scheduled (30 s later), and the result can be read meanwhile.
      expect(job.webhook).toEqual({ status: 'pending', attempts: 1, last_status_code: statusCode });
      expect(job.result.text).toContain('A short note.');
      expect(health.stalledMs).toBeLessThan(1_000);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});
