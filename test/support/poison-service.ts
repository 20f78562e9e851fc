// The whole service, as src/main.ts starts it, except that processing a parse kills the process
// (as an out-of-memory kill or a native crash would): the job lifecycle tests restart it, as a
// supervisor would, and watch what happens to the parse. Configured by the environment.
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createAppContext } from '../../src/app-context.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { bootstrapTenancy } from '../../src/auth/bootstrap.ts';
import { buildApp } from '../../src/http/app.ts';
import { registerJobHandlers } from '../../src/jobs/register-handlers.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const ctx = await createAppContext(config, log, await openDatabase(config, log));
await bootstrapTenancy(ctx.db, config.adminKey);
ctx.services.parses.process = async () => {
  // A moment into the work, so that the answer to the upload that queued it has gone out.
  await new Promise((r) => setTimeout(r, 500));
  console.log('crashing');
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => undefined);
};
registerJobHandlers(ctx);
const app = await buildApp(ctx);
await ctx.jobs.start({ runWorkers: true });
await app.listen({ port: config.port, host: config.host });
console.log('ready');
process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await ctx.jobs.stop(2000);
    await ctx.close();
    process.exit(0);
  })();
});
