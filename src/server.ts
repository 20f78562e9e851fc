// Starts a Quarry process from a config: API, workers or both, and stops it gracefully.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { createAppContext, type AppContext } from './app-context.ts';
import { bootstrapTenancy } from './auth/bootstrap.ts';
import { buildApp } from './http/app.ts';
import { registerJobHandlers } from './jobs/register-handlers.ts';
import { startSweeper } from './jobs/sweeper.ts';

export interface RunningServer {
  ctx: AppContext;
  app: FastifyInstance | null;
  /** Where the API listens, when this process serves it. */
  url: string | null;
  /** Stop accepting, finish in-flight requests and running jobs up to the deadline, then release everything. */
  shutdown(): Promise<void>;
}

export async function startServer(config: Config, log: Logger = createLogger(config.logLevel)): Promise<RunningServer> {
  const ctx = await createAppContext(config, log);
  const { generatedKey } = await bootstrapTenancy(ctx.db, config.adminKey);
  if (generatedKey) {
    // Printed once, on the first start of an empty database, straight to the terminal rather than the log.
    process.stdout.write(
      `\nQuarry created organization "default" and an admin API key. Store it now; it is not shown again:\n\n  ${generatedKey}\n\n`,
    );
  }
  registerJobHandlers(ctx);
  const servesApi = config.role !== 'worker';
  const app = servesApi ? await buildApp(ctx) : null;
  const runsWorkers = config.role !== 'api';
  await ctx.jobs.start({ runWorkers: runsWorkers });
  const stopSweeper = runsWorkers ? startSweeper(ctx) : () => undefined;
  let url: string | null = null;
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    url = typeof address === 'object' && address ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}` : null;
  }
  log.info({ role: config.role, database: ctx.db.kind, jobs: ctx.jobs.kind, url }, 'quarry started');

  let stopping: Promise<void> | undefined;
  return {
    ctx,
    app,
    url,
    shutdown() {
      stopping ??= (async () => {
        ctx.markShuttingDown();
        stopSweeper();
        const deadline = config.shutdownTimeoutMs;
        const started = Date.now();
        if (app) await Promise.race([app.close(), new Promise((r) => setTimeout(r, deadline).unref())]);
        await ctx.jobs.stop(Math.max(0, deadline - (Date.now() - started)));
        await ctx.close();
        log.info('quarry stopped');
      })();
      return stopping;
    },
  };
}
