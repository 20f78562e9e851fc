// Starts a Quarry process from a config: API, workers or both, and stops it gracefully.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import type { AppContext, ContextOverrides } from './app-context.ts';
import { openDatabase } from './db/open-database.ts';
import { bootstrapTenancy } from './auth/bootstrap.ts';
import { restrictNewFiles, secureDataDir } from './data-dir.ts';
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
  // The database starts, is migrated and has its tenancy made first (the embedded server's process
  // is spawned before this call returns); meanwhile, that is mostly waiting for the server, the data
  // directory is checked and the services and the HTTP layer (Fastify, the routes and their
  // schemas), nearly all of the modules, are compiled.
  const opening = openDatabase(config, log).then(async (db) => ({ db, ...(await bootstrapTenancy(db, config.adminKey)) }));
  const securing = secureDataDir(config.dataDir, log);
  const building = config.role === 'worker' ? import('./http/ops-app.ts').then((m) => m.buildOpsApp) : import('./http/app.ts').then((m) => m.buildApp);
  const services = Promise.all([import('./app-context.ts'), import('./jobs/register-handlers.ts')]);
  for (const p of [opening, securing, building, services]) p.catch(() => undefined);
  // Whatever fails once the database is open (the data directory's checks, the port already in
  // use...) closes it before the error leaves, so the embedded server stops with the failed start.
  let opened: { close(): Promise<void> } | undefined;
  opening.then(({ db }) => (opened = db), () => undefined);
  try {
    return await startOnDatabase();
  } catch (err) {
    await opened?.close().catch((closeErr: unknown) => log.warn({ err: closeErr }, 'closing the database after a failed start failed'));
    throw err;
  }

  async function startOnDatabase(): Promise<RunningServer> {
    const [{ db, generatedKey }] = await Promise.all([opening, securing]);
    const [{ createAppContext }, { registerJobHandlers }] = await services;
    const ctx = await createAppContext(config, log, db, overrides);
    const stops: Array<() => void> = [];
    opened = {
      async close() {
        for (const stop of stops) stop();
        await ctx.jobs.stop(0).catch(() => undefined);
        await ctx.close();
      },
    };
    if (generatedKey) {
      // Printed once, on the first start of an empty database, straight to the terminal rather than the log.
      process.stdout.write(
        `\nQuarry created organization "default" and an admin API key. Store it now; it is not shown again:\n\n  ${generatedKey}\n\n`,
      );
    }
    registerJobHandlers(ctx);
    const runsWorkers = config.role !== 'api';
    // The job queue starts (database round trips) while the app's routes are built.
    const [app] = await Promise.all([
      building.then((build) => build(ctx)),
      (async () => {
        // Before any job runs: what the predecessor left is removed, not what a new job writes.
        if (ctx.db.kind === 'embedded') {
          const reclaimed = await reclaimPredecessorStorage(ctx);
          if (Object.values(reclaimed).some((n) => n > 0)) log.info(reclaimed, 'storage left by a process that ended removed');
        }
        await ctx.jobs.start({ runWorkers: runsWorkers });
      })(),
    ]);
    const stopSweeper = runsWorkers ? startSweeper(ctx) : () => undefined;
    const stopReconciler = runsWorkers ? startStorageReconciler(ctx) : () => undefined;
    const stopBackfill = runsWorkers && ctx.embeddings ? startEmbeddingsBackfill(ctx.db, ctx.embeddings, log) : () => undefined;
    stops.push(stopSweeper, stopReconciler, stopBackfill);
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
}
