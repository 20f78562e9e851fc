import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddingsClient, EmbeddingsError } from './embeddings-client.ts';
import { fakeEmbedding, startFakeEmbeddingsServer, type FakeEmbeddingsServer } from '../../test/fixtures/search/fake-embeddings-server.ts';

const API_KEY = 'sk-test-5f0c1e9a7b';

describe('createEmbeddingsClient', () => {
  let server: FakeEmbeddingsServer;
  beforeAll(async () => {
    server = await startFakeEmbeddingsServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const client = (options: { batchSize?: number; timeoutMs?: number; maxRetries?: number } = {}) =>
    createEmbeddingsClient({ baseUrl: server.baseUrl + '/', apiKey: API_KEY, model: 'fake-embed', retryBaseMs: 5, ...options });

  it('embeds texts in batches, each vector in its text\'s place', async () => {
    const texts = Array.from({ length: 7 }, (_, i) => `text number ${i} about rivers`);
    const vectors = await client({ batchSize: 3 }).embed(texts);
    expect(vectors).toEqual(texts.map(fakeEmbedding));
    expect(server.requests.map((r) => r.input.length)).toEqual([3, 3, 1]);
    expect(server.requests[0]).toMatchObject({ model: 'fake-embed', authorization: `Bearer ${API_KEY}` });
  });

  it('retries rate limits and server errors, then succeeds', async () => {
    server.failNext({ status: 429, headers: { 'retry-after': '0' } }, { status: 503 });
    expect(await client().embed(['Basel'])).toEqual([fakeEmbedding('Basel')]);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after the last retry with the status', async () => {
    server.failNext({ status: 500 }, { status: 500 }, { status: 500 });
    const error = await client({ maxRetries: 2 }).embed(['x']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingsError);
    expect(error).toMatchObject({ status: 500, message: expect.stringContaining('after 3 attempts') });
  });

  it('does not retry a rejected request, and keeps the API key out of the error', async () => {
    server.failNext({ status: 401, body: `{"error":"invalid key ${API_KEY}"}` });
    const error = (await client().embed(['x']).catch((e: unknown) => e)) as EmbeddingsError;
    expect(server.requests).toHaveLength(1);
    expect(error.status).toBe(401);
    expect(error.message).toContain('401');
    expect(error.message).not.toContain(API_KEY);
  });

  it('times out a request that hangs, and retries it', async () => {
    server.failNext({ delayMs: 1000 });
    expect(await client({ timeoutMs: 200 }).embed(['slow'])).toEqual([fakeEmbedding('slow')]);
    server.failNext({ delayMs: 1000 }, { delayMs: 1000 });
    await expect(client({ timeoutMs: 200, maxRetries: 1 }).embed(['slow'])).rejects.toThrow(/timed out after 200 ms/);
  });

  it('reports an unreachable endpoint without the key', async () => {
    const unreachable = createEmbeddingsClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: API_KEY, model: 'm', maxRetries: 0 });
    const error = (await unreachable.embed(['x']).catch((e: unknown) => e)) as EmbeddingsError;
    expect(error).toBeInstanceOf(EmbeddingsError);
    expect(error.status).toBeNull();
    expect(error.message).not.toContain(API_KEY);
  });
});
