// Starts a real Quarry (HTTP on a loopback port, database, blobs, jobs) for one test file, on a
// scratch database of its own: on the server DATABASE_URL names, else on the run's embedded server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { TEST_TODAY } from './today.ts';
import { createLogger } from '../../src/logger.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import type { ContextOverrides } from '../../src/app-context.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { testDatabaseServer } from './database-server.ts';

/** What a test reads of a reply: the same from an injected request and from one over HTTP. */
export type TestResponse = Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'headers' | 'json'>;

/** Requests to a running Quarry as its admin (or with `key`): a TestApp, or the run's shared service. */
export interface TestClient {
  url: string;
  adminKey: string;
  request(method: string, path: string, options?: { key?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestApp extends TestClient {
  server: RunningServer;
  dataDir: string;
  request(method: string, path: string, options?: { key?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
}

/** Log lines a test can read back (pino writes one JSON object per line). */
export interface CapturedLog {
  write(line: string): void;
  text(): string;
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return { write: (line) => void lines.push(line), text: () => lines.join('') };
}

export async function startTestApp(env: Record<string, string> = {}, overrides: ContextOverrides & { log?: CapturedLog } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quarry-test-'));
  const adminKey = `qk_test_${randomBytes(24).toString('base64url')}`;
  const scratch = await createScratchDatabase(testDatabaseServer());
  const config = loadConfig({
    QUARRY_DATA_DIR: dataDir,
    QUARRY_ADMIN_KEY: adminKey,
    PORT: '0',
    HOST: '127.0.0.1',
    QUARRY_LOG_LEVEL: process.env.QUARRY_TEST_LOG_LEVEL ?? 'silent',
    QUARRY_SHUTDOWN_TIMEOUT_MS: '5000',
    // Tests poll fast; the limiter has its own test with a small limit.
    QUARRY_RATE_LIMIT_PER_MINUTE: '1000000',
    DATABASE_URL: scratch.url,
    QUARRY_TODAY: TEST_TODAY,
    ...env,
  });
  const { log, ...contextOverrides } = overrides;
  const server = await startServer(config, createLogger(config.logLevel, log), contextOverrides);
  const app = server.app!;
  return {
    server,
    url: server.url!,
    adminKey,
    dataDir,
    request(method, path, options = {}) {
      const key = options.key === undefined ? adminKey : options.key;
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (key) headers.authorization = `Bearer ${key}`;
      return app.inject({
        method: method as 'GET',
        url: path,
        headers,
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
    },
    async close() {
      await server.shutdown();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
