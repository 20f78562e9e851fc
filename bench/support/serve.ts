// Child process for the HTTP benchmarks: serves either Quarry (embedded defaults, or DATABASE_URL;
// in QUARRY_DATA_DIR when set, else a new directory) or a bare Fastify route, on a free loopback
// port, and prints one JSON line when ready. SIGTERM stops it gracefully.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enableCompileCache } from 'node:module';

// First, as src/main.ts does: every module imported after this one (Fastify too) comes from the compile cache.
enableCompileCache();
const mode = process.argv[2];
if (mode === 'bare') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/v1/workspaces', async () => ({ workspaces: [], total: 0, limit: 20, offset: 0 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  console.log(JSON.stringify({ port: address.port }));
} else {
  const { loadConfig } = await import('../../src/config.ts');
  const { startServer } = await import('../../src/server.ts');
  const { createLogger } = await import('../../src/logger.ts');
  const adminKey = `qk_bench_${'x'.repeat(40)}`;
  const config = loadConfig({
    QUARRY_DATA_DIR: process.env.QUARRY_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'quarry-bench-')),
    QUARRY_ADMIN_KEY: adminKey,
    PORT: '0',
    HOST: '127.0.0.1',
    QUARRY_LOG_LEVEL: 'silent',
    QUARRY_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.QUARRY_IDLE_RETIRE_MS ? { QUARRY_IDLE_RETIRE_MS: process.env.QUARRY_IDLE_RETIRE_MS } : {}),
  });
  const server = await startServer(config, createLogger('silent'));
  process.once('SIGTERM', () => void server.shutdown().then(() => process.exit(0)));
  console.log(JSON.stringify({ port: Number(new URL(server.url!).port), adminKey }));
}
