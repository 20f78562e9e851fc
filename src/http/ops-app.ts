// A worker process (QUARRY_ROLE=worker) serves no API, but still answers health checks and
// Prometheus scrapes on PORT, so orchestrators and monitoring treat every process alike.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { zodSchemaController } from './zod-schemas.ts';
import type { AppContext } from '../app-context.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { healthRoutes } from './routes/health.ts';

export async function buildOpsApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: ctx.log as FastifyBaseLogger, forceCloseConnections: true, schemaController: zodSchemaController });
  registerErrorHandling(app);
  registerMetrics(app, ctx);
  healthRoutes(app, ctx);
  return app;
}
