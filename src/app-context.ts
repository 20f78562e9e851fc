// The process's dependencies, built once at start from the config and handed to routes and jobs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Database } from './db/database.ts';
import type { BlobStore } from './blobs/blob-store.ts';
import { LocalDiskBlobStore } from './blobs/local-disk-store.ts';
import { createBlobWrites } from './blobs/blob-writes.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createPgBossQueue } from './jobs/pg-boss-queue.ts';
import { API_KEY_CHANGES_CHANNEL, createAuthenticator } from './auth/authenticate.ts';
import { createApiKeysService } from './auth/api-keys-service.ts';
import { createUsersService } from './auth/users-service.ts';
import { createWorkspacesService } from './workspaces/workspaces-service.ts';
import { createWorkspaceCache, WORKSPACE_CHANGES_CHANNEL } from './workspaces/workspace-cache.ts';
import { listenForChanges } from './db/change-listener.ts';
import { createParsesService } from './parses/parses-service.ts';
import { createFilesService } from './files/files-service.ts';
import { createTableCache } from './files/table-cache.ts';
import { createEmbeddingsClient } from './search/embeddings-client.ts';
import { createSearchService } from './search/workspace-search.ts';
import { withCircuitBreaker } from './search/embeddings-breaker.ts';
import { createConversationsService } from './chat/conversations-service.ts';
import { createChatService } from './chat/chat-service.ts';
import { createUserConcurrencyLimiter } from './chat/concurrency.ts';
import { createTablesService } from './files/tables-service.ts';
import { BUILTIN_MODEL, createBuiltinEngine, systemToday } from './chat/builtin-engine.ts';
import type { ChatEngine } from './chat/engine.ts';
import { createExtractionPool, type ExtractionPool } from './parsing/extract-pool.ts';
import { createMetrics } from './metrics/metrics.ts';
import { instrumentJobQueue } from './metrics/instrument-jobs.ts';
import { queuedWork } from './metrics/backlog.ts';
import { createIngestProcesses } from './tabular/ingest-processes.ts';
import { closeSandboxInstances, configureSandboxProcess, sandboxProcessCount } from './tabular/sql-sandbox.ts';

/** Replacements of infrastructure the config would build: fault injection in tests. */
export interface ContextOverrides {
  wrapBlobs?: (store: BlobStore) => BlobStore;
}

/** Builds the services on an open, migrated database (db/open-database.ts), which `close()` then closes. */
export async function createAppContext(config: Config, log: Logger, db: Database, overrides: ContextOverrides = {}) {
  // The AWS SDK is loaded only when S3 is configured: it costs start-up time and memory otherwise.
  const configuredBlobs: BlobStore = config.s3
    ? new (await import('./blobs/s3-store.ts')).S3BlobStore(config.s3)
    : new LocalDiskBlobStore(join(config.dataDir, 'blobs'));
  const blobs = overrides.wrapBlobs ? overrides.wrapBlobs(configuredBlobs) : configuredBlobs;
  // Threads start on the first job, so an API-only process never pays for them.
  let extractionPool: ExtractionPool | undefined;
  // Table imports run in processes of their own, started with the first and ended when idle.
  const ingester = createIngestProcesses({ idleRetireMs: config.idleRetireMs });
  const metrics = createMetrics(config, {
    queuedWork: () => queuedWork(db),
    extractionThreads: () => extractionPool?.threads() ?? 0,
    sqlProcesses: sandboxProcessCount,
    ingestProcesses: ingester.count,
  });
  // Changes any process makes to workspaces, API keys and users reach this process's caches
  // through PostgreSQL, on one connection for both channels and the job queue's wake-ups.
  const changes = listenForChanges(db.url, [WORKSPACE_CHANGES_CHANNEL, API_KEY_CHANGES_CHANNEL], log);
  const jobs: JobQueue = instrumentJobQueue(
    createPgBossQueue(db.url, log, {
      concurrency: config.jobConcurrency,
      changes,
      // The embedded server serves this process alone: a small pool, and no other worker can own a running job.
      // Its workers' polls keep every pooled connection busy, so each stays a server process (11-25 MB of
      // resident memory): one connection, not two or four, left an idle service 20-50 MB smaller (summed RSS).
      // Every statement of pg-boss's is one round trip on it (none holds a connection while it waits for another).
      ...(db.kind === 'embedded' ? { poolSize: 1, soleWorker: true } : {}),
    }),
    metrics,
  );

  configureSandboxProcess({ maxHosts: config.sqlProcesses, maxRssMb: config.queryMemoryMb, idleMs: config.idleRetireMs });
  let shuttingDown = false;
  const scratchDir = join(config.dataDir, 'tmp');
  mkdirSync(scratchDir, { recursive: true });
  const extractor = () =>
    (extractionPool ??= createExtractionPool({
      threads: config.extractThreads,
      timeoutMs: config.parseTimeoutMs,
      maxHeapMb: config.extractHeapMb,
      idleRetireMs: config.idleRetireMs,
      pdfTextEngine: config.pdfTextEngine,
    }));
  const tableCache = createTableCache(blobs, join(config.dataDir, 'cache', 'tables'), { maxBytes: config.cacheMaxBytes });
  // Shared by ingestion, chat and the backfill: one view of whether the endpoint is up.
  const embeddings = config.embeddings ? withCircuitBreaker(createEmbeddingsClient(config.embeddings)) : undefined;
  const writes = createBlobWrites(db, blobs);
  const workspaces = createWorkspacesService(db, blobs, createWorkspaceCache(changes.feed(WORKSPACE_CHANGES_CHANNEL)), {
    // The files service is made below; deletions only happen once both exist.
    whenJobsStopped: (fileIds) => files.whenJobsStopped(fileIds),
    onDeleted: async (_workspaceId, tableIds) => {
      for (const id of tableIds) await tableCache.remove(id);
    },
  });
  const engines = new Map<string, ChatEngine>([[BUILTIN_MODEL, createBuiltinEngine({ idleRetireMs: config.idleRetireMs, today: config.today ? () => config.today! : systemToday })]]);
  if (config.llm) {
    // The AI SDK is loaded only when a model is configured.
    const { createLlmEngine } = await import('./chat/llm/llm-engine.ts');
    engines.set(config.llm.model, createLlmEngine({ ...config.llm, timeoutMs: config.llmTimeoutMs }));
  }
  const conversations = createConversationsService(db, workspaces);
  const files = createFilesService({ db, blobs, writes, jobs, workspaces, scratchDir, tableCache, extractor, ingester, embeddings, metrics });
  // Revocations and role changes any process makes reach this process's verified-key cache.
  const authenticator = createAuthenticator(db, changes.feed(API_KEY_CHANGES_CHANNEL));
  // At most 5 requests running queries per user at once: chats and table previews alike.
  const queryLimiter = createUserConcurrencyLimiter(5);
  const services = {
    authenticate: authenticator.authenticate,
    verifiedRecently: authenticator.verifiedRecently,
    apiKeys: createApiKeysService(db, { onRevoked: (apiKeyId) => authenticator.forget((p) => p.apiKeyId === apiKeyId) }),
    users: createUsersService(db),
    workspaces,
    files,
    tables: createTablesService({ db, workspaces, tableCache, queryLimiter, queryTimeoutMs: config.queryTimeoutMs }),
    conversations,
    search: createSearchService({ db, workspaces, embeddings }),
    chat: createChatService({
      db,
      workspaces,
      files,
      conversations,
      tableCache,
      embeddings,
      engines,
      defaultModel: config.llm?.model ?? BUILTIN_MODEL,
      queryTimeoutMs: config.queryTimeoutMs,
      metrics,
      queryLimiter,
    }),
    parses: createParsesService({ db, blobs, writes, jobs, scratchDir, webhookAllowPrivate: config.webhookAllowPrivate, extractor, metrics }),
  };

  return {
    config,
    log,
    db,
    blobs,
    writes,
    jobs,
    metrics,
    services,
    scratchDir,
    tableCache,
    embeddings,
    isShuttingDown: () => shuttingDown,
    markShuttingDown: () => {
      shuttingDown = true;
    },
    async close() {
      await extractionPool?.destroy();
      await ingester.close();
      await closeSandboxInstances();
      await changes.close();
      await db.close();
    },
  };
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
export type { Database, BlobStore, JobQueue };
