// One embedded PostgreSQL server for the whole test run (unless DATABASE_URL names one): each
// test app and fixture gets a database of its own on it, which is much faster than a cluster each.
// It is the service's own embedded server (src/db/embedded-postgres.ts), without fsync.
// The server project also gets one shared Quarry on it (test/support/shared-service.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { startSharedService } from './shared-service.ts';

export default async function setup(project: TestProject) {
  const stops: Array<() => Promise<void>> = [];
  let databaseServer = process.env.DATABASE_URL;
  if (!databaseServer) {
    const dir = mkdtempSync(join(tmpdir(), 'quarry-test-pg-'));
    const log = { info: () => undefined, warn: (obj: object, msg: string) => console.warn(msg, obj) };
    const server = await startEmbeddedPostgres({ dir: join(dir, 'postgres'), log, maxConnections: 400, durable: false });
    databaseServer = server.urlFor('postgres');
    project.provide('embeddedPostgresUrl', databaseServer);
    stops.push(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });
  }
  if (project.name === 'server') {
    const shared = await startSharedService(databaseServer);
    project.provide('sharedService', { url: shared.url, adminKey: shared.adminKey });
    stops.unshift(() => shared.stop());
  }
  return async () => {
    for (const stop of stops) await stop();
  };
}
