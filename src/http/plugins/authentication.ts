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

export interface Authentication {
  authenticate(authorization: string | undefined): Promise<Principal>;
  /** The principal of a key verified moments ago, known without a lookup (and counted as a use of it). */
  verifiedRecently(authorization: string | undefined): Principal | undefined;
}

export async function registerAuthentication(app: FastifyInstance, auth: Authentication, limits: RateLimits) {
  const rateLimits = await registerRateLimits(app, limits);
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.public || request.routeOptions.url?.startsWith('/docs')) return;
    // Unknown routes answer 404 before asking for a key.
    if (!request.routeOptions.url) return;
    const known = auth.verifiedRecently(request.headers.authorization);
    if (known) {
      // No lookup to protect: both limits are counted at once (one statement on PostgreSQL). A
      // request the address limit refuses is then counted for its user too.
      request.principal = known;
      const perAddress = rateLimits.beforeAuthentication(request);
      const perUser = rateLimits.afterAuthentication(request);
      // The address limit answers first, as it would have alone.
      perUser.catch(() => undefined);
      await perAddress;
      reply.headers(await perUser);
      return;
    }
    await rateLimits.beforeAuthentication(request);
    request.principal = await auth.authenticate(request.headers.authorization);
    reply.headers(await rateLimits.afterAuthentication(request));
  });
}

export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw ERRORS.authenticationRequired();
  return principal;
}
