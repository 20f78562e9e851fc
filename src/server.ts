// Starts a Quarry process from a config: API, workers or both, and stops it gracefully.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { createAppContext, type AppContext, type ContextOverrides } from './app-context.ts';
import { bootstrapTenancy } from './auth/bootstrap.ts';
import { buildApp } from './http/app.ts';
import { buildOpsApp } from './http/ops-app.ts';
import { restrictNewFiles, secureDataDir } from './data-dir.ts';
import { registerJobHandlers } from './jobs/register-handlers.ts';
import { startSweeper } from './jobs/sweeper.ts';
import { reclaimPredecessorStorage, startStorageReconciler } from './jobs/storage-reconciler.ts';
import { startEmbeddingsBackfill } from './search/embeddings-backfill.ts';

export interface RunningServer {
  ctx: AppContext;
  /** The API, or in a worker process only health and metrics. */
  app: FastifyInstance;
  /** Where the app listens. */
  url: string;
  /** Stop accepting, finish in-flight requests and running jobs up to the deadline, then release everything. */
  shutdown(): Promise<void>;
}

export async function startServer(config: Config, log: Logger = createLogger(config.logLevel), overrides: ContextOverrides = {}): Promise<RunningServer> {
  restrictNewFiles();
  await secureDataDir(config.dataDir, log);
  const ctx = await createAppContext(config, log, overrides);
  const { generatedKey } = await bootstrapTenancy(ctx.db, config.adminKey);
  if (generatedKey) {
    // Printed once, on the first start of an empty database, straight to the terminal rather than the log.
    process.stdout.write(
      `\nQuarry created organization "default" and an admin API key. Store it now; it is not shown again:\n\n  ${generatedKey}\n\n`,
    );
  }
  registerJobHandlers(ctx);
  const app = config.role === 'worker' ? await buildOpsApp(ctx) : await buildApp(ctx);
  const runsWorkers = config.role !== 'api';
  if (ctx.db.kind === 'embedded') {
    const reclaimed = await reclaimPredecessorStorage(ctx);
    if (Object.values(reclaimed).some((n) => n > 0)) log.info(reclaimed, 'storage left by a process that ended removed');
  }
  await ctx.jobs.start({ runWorkers: runsWorkers });
  const stopSweeper = runsWorkers ? startSweeper(ctx) : () => undefined;
  const stopReconciler = runsWorkers ? startStorageReconciler(ctx) : () => undefined;
  const stopBackfill = runsWorkers && ctx.embeddings ? startEmbeddingsBackfill(ctx.db, ctx.embeddings, log) : () => undefined;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const url = typeof address === 'object' && address ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}` : String(address);
  log.info({ role: config.role, database: ctx.db.kind, url }, 'quarry started');

  let stopping: Promise<void> | undefined;
  return {
    ctx,
    app,
    url,
    shutdown() {
      stopping ??= (async () => {
        ctx.markShuttingDown();
        stopSweeper();
        stopReconciler();
        stopBackfill();
        const deadline = config.shutdownTimeoutMs;
        const started = Date.now();
        await Promise.race([app.close(), new Promise((r) => setTimeout(r, deadline).unref())]);
        await ctx.jobs.stop(Math.max(0, deadline - (Date.now() - started)));
        await ctx.close();
        log.info('quarry stopped');
      })();
      return stopping;
    },
  };
}
