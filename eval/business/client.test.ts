import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { QuarryClient } from './client.ts';

// A server that drops the connection of the first request without answering (as when a pooled
// keep-alive socket is closed just as a request goes out), then answers every later one.
async function flakyServer(): Promise<{ server: Server; baseUrl: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (seen.length === 1) {
      request.socket.destroy();
      return;
    }
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ file_id: 'f1', status: 'completed', error_code: null, error_message: null, conversation_id: 'c1', content: 'ok', model: 'builtin' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { server, baseUrl: `http://127.0.0.1:${port}`, seen };
}

describe('QuarryClient on a socket reset before any response', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('sends an idempotent request again', async () => {
    const flaky = await flakyServer();
    server = flaky.server;
    const client = new QuarryClient(flaky.baseUrl, 'qk_test', 10_000);
    const file = await client.waitForFile('w1', 'f1', 10_000);
    expect(file.status).toBe('completed');
    expect(flaky.seen).toEqual(['GET /v1/workspaces/w1/files/f1/status', 'GET /v1/workspaces/w1/files/f1/status']);
  });

  it('does not send a chat again: it may have been handled', async () => {
    const flaky = await flakyServer();
    server = flaky.server;
    const client = new QuarryClient(flaky.baseUrl, 'qk_test', 10_000);
    const failed = await client.chat('w1', { message: 'How many rows?' }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TypeError);
    expect(((failed as Error).cause as { code?: string }).code).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
    expect(flaky.seen).toEqual(['POST /v1/workspaces/w1/chat']);
  });
});
