import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.ts';
import { ERRORS } from '../../errors.ts';
import { registerRateLimits, type RateLimits } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
  interface FastifyContextConfig {
    /** Routes that answer without an API key (health, docs, the OpenAPI document). */
    public?: boolean;
    /** Routes that take a file upload: a declared body past the limit is refused before it is read. */
    upload?: boolean;
    /** The form fields an upload route reads beside its `file` part, for the OpenAPI document. */
    form?: import('zod').ZodObject;
  }
}

export async function registerAuthentication(
  app: FastifyInstance,
  authenticate: (authorization: string | undefined) => Promise<Principal>,
  limits: RateLimits,
) {
  const rateLimits = await registerRateLimits(app, limits);
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.public || request.routeOptions.url?.startsWith('/docs')) return;
    // Unknown routes answer 404 before asking for a key.
    if (!request.routeOptions.url) return;
    await rateLimits.beforeAuthentication(request);
    request.principal = await authenticate(request.headers.authorization);
    reply.headers(await rateLimits.afterAuthentication(request));
  });
}

export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw ERRORS.authenticationRequired();
  return principal;
}
