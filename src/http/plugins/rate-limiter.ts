// Request limits on @fastify/rate-limit, in fixed one-minute windows: held in this process on the
// embedded database, in PostgreSQL (shared by every API process) with DATABASE_URL.
//  - per client address, checked before the API key is looked up: failed authentications count,
//    so guessing keys or flooding with bad ones costs the caller its budget, not a lookup each;
//  - per user, across all of the user's keys: making more keys does not buy more requests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { ERRORS } from '../../errors.ts';
import type { Queryable } from '../../db/database.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';

const WINDOW_MS = 60_000;

export interface RateLimits {
  perAddressPerMinute: number;
  perUserPerMinute: number;
  /** Where counters live when several processes must share them; in this process otherwise. */
  sharedIn?: Queryable;
}

type Limit = { max: number; remaining: number; ttlInSeconds: number; isExceeded: boolean };

function headersOf(limit: Limit): Record<string, string> {
  const reset = Math.max(1, limit.ttlInSeconds);
  return {
    'RateLimit-Limit': String(limit.max),
    'RateLimit-Remaining': String(limit.remaining),
    'RateLimit-Reset': String(reset),
    'RateLimit-Policy': `${limit.max};w=${WINDOW_MS / 1000}`,
  };
}

/** Two checks for the authentication hook: one before the key is looked up, one after. */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits) {
  // No hooks of its own (global: false): the authentication hook calls the limiters in order.
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    cache: 50_000,
    ...(limits.sharedIn ? { store: sharedRateLimitStore(limits.sharedIn) } : {}),
  });
  // The default key is the client address (IPv6 grouped by /64, IPv4-mapped made IPv4).
  const perAddress = app.createRateLimit({ max: limits.perAddressPerMinute });
  const perUser = app.createRateLimit({ max: limits.perUserPerMinute, keyGenerator: (request) => `user:${request.principal.userId}` });

  const check = async (limiter: typeof perAddress, request: FastifyRequest) => {
    const limit = (await limiter(request)) as Limit & { isAllowed: boolean };
    if (limit.isAllowed) return {};
    const headers = headersOf(limit);
    if (limit.isExceeded) throw ERRORS.rateLimited(Math.max(1, limit.ttlInSeconds), headers);
    return headers;
  };
  return {
    beforeAuthentication: (request: FastifyRequest) => check(perAddress, request),
    afterAuthentication: (request: FastifyRequest) => check(perUser, request),
  };
}
