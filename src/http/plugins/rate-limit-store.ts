// A @fastify/rate-limit store in PostgreSQL, so API processes sharing a server share the limits.
// Checks are counted in the current fixed window by an upsert that returns the count. While one
// upsert is on its way, the checks that arrive meanwhile wait and go together in the next one
// (one row per key, its hits added at once), so under load a process makes a few statements per
// round trip instead of one per check, and every check still gets the exact count it would have
// got alone.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../../db/database.ts';

// Rows of windows that have ended are removed at most this often, by whichever process notices.
const PRUNE_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Check = { key: string; windowStart: number; timeWindow: number; callback: Callback };
type Row = { key: string; windowStart: number; checks: Check[] };

export function sharedRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let lastPrune = Date.now();
  let waiting: Check[] = [];
  let inFlight = false;

  async function count(checks: Check[]): Promise<void> {
    // Checks of one key in one window become one row; windows differ only at a window's edge.
    const rows = new Map<string, Row>();
    for (const check of checks) {
      const id = `${check.windowStart}:${check.key}`;
      const row = rows.get(id) ?? { key: check.key, windowStart: check.windowStart, checks: [] };
      row.checks.push(check);
      rows.set(id, row);
    }
    // One statement may not update a row twice: a key seen in two windows goes in two statements.
    const batches: Row[][] = [];
    for (const row of rows.values()) {
      const free = batches.find((batch) => !batch.some((other) => other.key === row.key));
      if (free) free.push(row);
      else batches.push([row]);
    }
    for (const batch of batches) {
      try {
        const counted = await db.query<{ key: string; hits: number }>(
          `INSERT INTO rate_limit_windows (key, window_start, hits)
           SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[])
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN rate_limit_windows.window_start = EXCLUDED.window_start THEN rate_limit_windows.hits + EXCLUDED.hits ELSE EXCLUDED.hits END,
             window_start = EXCLUDED.window_start
           RETURNING key, hits`,
          [batch.map((row) => row.key), batch.map((row) => row.windowStart), batch.map((row) => row.checks.length)],
        );
        const hits = new Map(counted.map((row) => [row.key, row.hits]));
        const now = Date.now();
        for (const row of batch) {
          // The row's checks took its last hits in arrival order, as separate upserts would have.
          const total = hits.get(row.key)!;
          row.checks.forEach((check, i) =>
            check.callback(null, { current: total - row.checks.length + 1 + i, ttl: check.windowStart + check.timeWindow - now }),
          );
        }
      } catch (error) {
        for (const row of batch) for (const check of row.checks) check.callback(error as Error);
      }
    }
  }

  function flush(): void {
    if (inFlight || waiting.length === 0) return;
    const checks = waiting;
    waiting = [];
    inFlight = true;
    void count(checks).finally(() => {
      inFlight = false;
      flush();
    });
  }

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      waiting.push({ key, windowStart, timeWindow, callback });
      flush();
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
