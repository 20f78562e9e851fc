import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createReadiness } from '../../health/readiness.ts';

const dependencyCheck = z.object({
  status: z.enum(['ok', 'failed', 'not_configured']),
  required: z.boolean().describe('Whether the process is unready while this check fails: the database and storage are; a model or embeddings endpoint is not.'),
  latency_ms: z.number().int().optional(),
  error: z.string().optional(),
});
const readiness = (status: 'ready' | 'unavailable') =>
  z.object({
    status: z.literal(status),
    role: z.enum(['all', 'api', 'worker']).describe('QUARRY_ROLE of this process.'),
    checks: z.record(z.string(), dependencyCheck).describe('Each dependency: database, storage, llm, embeddings; shutdown while stopping.'),
  });

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const checkReadiness = createReadiness(ctx);
  r.get(
    '/healthz',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Each dependency, and whether the process can take traffic',
        description: 'Probes the database and blob storage (required), and the configured model and embeddings endpoints (reported only; probed at most every 30 s).',
        response: { 200: readiness('ready'), 503: readiness('unavailable') },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await checkReadiness();
      if (ctx.isShuttingDown()) checks.shutdown = { status: 'failed', required: true, error: 'shutting down' };
      if (!ready || ctx.isShuttingDown()) return reply.status(503).send({ status: 'unavailable' as const, role: ctx.config.role, checks });
      return { status: 'ready' as const, role: ctx.config.role, checks };
    },
  );
}
