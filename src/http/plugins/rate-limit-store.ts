// A @fastify/rate-limit store in PostgreSQL, so API processes sharing a server share the limits:
// one upsert per check counts the request in the current fixed window and returns the count.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../../db/database.ts';

// Rows of windows that have ended are removed at most this often, by whichever process notices.
const PRUNE_EVERY_MS = 60_000;

export function sharedRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let lastPrune = Date.now();
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      db.query<{ hits: number }>(
        `INSERT INTO rate_limit_windows (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_windows.window_start = EXCLUDED.window_start THEN rate_limit_windows.hits + 1 ELSE 1 END,
           window_start = EXCLUDED.window_start
         RETURNING hits`,
        [key, windowStart],
      ).then(
        (rows) => callback(null, { current: rows[0].hits, ttl: windowStart + timeWindow - now }),
        (error: Error) => callback(error),
      );
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        void db.query('DELETE FROM rate_limit_windows WHERE window_start < $1', [windowStart - timeWindow]).catch(() => undefined);
      }
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
