// The process's dependencies, built once at start from the config and handed to routes and jobs.
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import type { BlobStore } from './blobs/blob-store.ts';
import { LocalDiskBlobStore } from './blobs/local-disk-store.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createInProcessQueue } from './jobs/in-process-queue.ts';
import { createPgBossQueue } from './jobs/pg-boss-queue.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { createApiKeysService } from './auth/api-keys-service.ts';
import { createUsersService } from './auth/users-service.ts';
import { createWorkspacesService } from './workspaces/workspaces-service.ts';

export async function createAppContext(config: Config, log: Logger) {
  const db = await openDatabase(config);
  // The AWS SDK is loaded only when S3 is configured: it costs start-up time and memory otherwise.
  const blobs: BlobStore = config.s3
    ? new (await import('./blobs/s3-store.ts')).S3BlobStore(config.s3)
    : new LocalDiskBlobStore(join(config.dataDir, 'blobs'));
  const jobs: JobQueue = config.databaseUrl
    ? createPgBossQueue(config.databaseUrl, log, { concurrency: config.jobConcurrency })
    : createInProcessQueue(db, log, { concurrency: config.jobConcurrency });

  let shuttingDown = false;
  const workspaces = createWorkspacesService(db, blobs);
  const services = {
    authenticate: createAuthenticator(db),
    apiKeys: createApiKeysService(db),
    users: createUsersService(db),
    workspaces,
  };

  return {
    config,
    log,
    db,
    blobs,
    jobs,
    services,
    isShuttingDown: () => shuttingDown,
    markShuttingDown: () => {
      shuttingDown = true;
    },
    async close() {
      await db.close();
    },
  };
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
export type { Database, BlobStore, JobQueue };
