// Prometheus: every reply is counted by its route template (never the raw URL, whose ids would
// make a series per request), and GET /metrics serves the registry, behind a token when one is set.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ERRORS } from '../../errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'metrics' | 'config'>) {
  const { metrics } = ctx;
  const expected = ctx.config.metricsToken ? digest(`Bearer ${ctx.config.metricsToken}`) : null;

  // On the raw response's close rather than onResponse: streamed (hijacked) replies such as chat's
  // Server-Sent Events skip Fastify's reply hooks, and a client may hang up before the end.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      metrics.httpRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.raw.statusCode, reply.elapsedTime / 1000);
    });
  });

  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the token.
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw ERRORS.metricsTokenRequired();
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
