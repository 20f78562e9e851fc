import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
        summary: 'The database and blob storage are reachable',
        response: {
          200: z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.string()) }),
          503: z.object({ status: z.literal('unavailable'), checks: z.record(z.string(), z.string()) }),
        },
      },
    },
    async (_request, reply) => {
      const checks: Record<string, string> = {};
      const probe = async (name: string, fn: () => Promise<void>) => {
        try {
          await fn();
          checks[name] = 'ok';
        } catch (err) {
          checks[name] = (err as Error).message || 'failed';
        }
      };
      await Promise.all([probe('database', () => ctx.db.ping()), probe('storage', () => ctx.blobs.ping())]);
      if (ctx.isShuttingDown()) checks.shutdown = 'in progress';
      const ready = Object.values(checks).every((v) => v === 'ok');
      if (!ready) return reply.status(503).send({ status: 'unavailable' as const, checks });
      return { status: 'ready' as const, checks };
    },
  );
}
