// One embedded PostgreSQL server for the whole test run (unless DATABASE_URL names one): each
// test app and fixture gets a database of its own on it, which is much faster than a cluster each.
// It is the service's own embedded server (src/db/embedded-postgres.ts), without fsync.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'quarry-test-pg-'));
  const log = { info: () => undefined, warn: (obj: object, msg: string) => console.warn(msg, obj) };
  const server = await startEmbeddedPostgres({ dir: join(dir, 'postgres'), log, maxConnections: 400, durable: false });
  project.provide('embeddedPostgresUrl', server.urlFor('postgres'));
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
