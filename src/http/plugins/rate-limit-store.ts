// A @fastify/rate-limit store in PostgreSQL, so API processes sharing a server share the limits,
// counted in fixed windows by an upsert that returns the window's count.
//
// A process reserves hits ahead (a lease): the upsert adds the checks waiting now plus some hits
// for the checks to come, which this process then answers from memory without a round trip. The
// lease doubles with each reservation a key uses up (so a busy key soon makes one statement per
// MAX_LEASE checks, and a key seen once reserves nothing extra) and never exceeds 1/LEASE_SHARE of
// the budget left: near the limit every check is counted in the database, one by one. Reserved
// hits count as spent, so the cluster never admits more than the limit; what a process reserved
// and did not use is refused to the others until the window ends (at most 1/LEASE_SHARE of what
// was left when it reserved, and nothing with a single process). Once a window's count is past
// the limit, every further check in it is refused from memory: counts only grow within a window.
//
// Checks that arrive while an upsert is on its way wait and go together in the next one (one row
// per key), and each gets the count it would have got alone.
//
// Far from the limit (at least REFILL_HEADROOM hits left), a key whose lease is half used reserves
// the next one in the background, so its checks do not all wait for a round trip each time a
// lease runs out. It then holds at most half a lease plus a lease (1,500 hits), under 1/LEASE_SHARE
// of what is left; nearer the limit leases are only taken when they run out, as above.
//
// MAX_LEASE only matters for large budgets (a lease is at most 1/LEASE_SHARE of what is left, so
// under the default 600 a minute it never passes 37): there a lease of 1,000 makes one statement
// per thousand checks, where 100 made the upserts about 5% of a busy API process's work.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../../db/database.ts';

// Rows of windows that have ended are removed at most this often, by whichever process notices.
const PRUNE_EVERY_MS = 60_000;
const MAX_LEASE = 1_000;
const LEASE_SHARE = 16;
const REFILL_HEADROOM = 2 * LEASE_SHARE * MAX_LEASE;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Counter {
  key: string;
  windowStart: number;
  timeWindow: number;
  max: number;
  /** The window's count as the last upsert returned it, plus refusals answered since; 0 before. */
  total: number;
  /** Hits reserved by this process and not used yet (the last ones counted in `total`). */
  tokens: number;
  /** Hits the last reservation added beyond its waiting checks. */
  lastLease: number;
  waiting: Callback[];
  /** A reservation ahead: wanted (`due`), on its way (`sent`), or neither. */
  refill: 'none' | 'due' | 'sent';
}

export function sharedRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let lastPrune = Date.now();
  const counters = new Map<string, Counter>();
  let inFlight = false;

  const ttlOf = (counter: Counter) => counter.windowStart + counter.timeWindow - Date.now();

  async function reserve(due: Counter[]): Promise<void> {
    // One statement may not update a row twice: a key seen in two windows goes in two statements.
    const batches: Array<Array<{ counter: Counter; checks: Callback[]; lease: number }>> = [];
    for (const counter of due) {
      const checks = counter.waiting.splice(0);
      const headroom = counter.max - counter.total - checks.length;
      const lease = Math.max(0, Math.min(MAX_LEASE, Math.floor(headroom / LEASE_SHARE), counter.lastLease * 2 || (counter.total > 0 ? 1 : 0)));
      if (checks.length === 0 && lease === 0) {
        counter.refill = 'none';
        continue;
      }
      if (counter.refill === 'due') counter.refill = 'sent';
      const row = { counter, checks, lease };
      const free = batches.find((batch) => !batch.some((other) => other.counter.key === counter.key));
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
          [batch.map((r) => r.counter.key), batch.map((r) => r.counter.windowStart), batch.map((r) => r.checks.length + r.lease)],
        );
        const hits = new Map(counted.map((row) => [row.key, row.hits]));
        for (const { counter, checks, lease } of batch) {
          const total = hits.get(counter.key)!;
          // The checks took the first of the reserved hits, in arrival order; the lease the rest.
          const first = total - lease - checks.length + 1;
          counter.total = total;
          // Hits still held from a lease come before these ones (a reservation ahead's).
          counter.tokens += lease;
          counter.lastLease = lease;
          if (counter.refill === 'sent') counter.refill = 'none';
          const ttl = ttlOf(counter);
          checks.forEach((callback, i) => callback(null, { current: first + i, ttl }));
          // Checks that came while the statement was on its way may be served by the lease.
          while (counter.waiting.length > 0 && answerFromMemory(counter)) counter.waiting.shift()!(null, { current: counter.total - counter.tokens, ttl });
        }
      } catch (error) {
        for (const { counter, checks } of batch) {
          if (counter.refill === 'sent') counter.refill = 'none';
          for (const callback of checks) callback(error as Error);
        }
      }
    }
  }

  /** Whether the next check of the counter can be answered without the database (and takes its hit). */
  function answerFromMemory(counter: Counter): boolean {
    if (counter.tokens > 0) {
      counter.tokens--;
      return true;
    }
    if (counter.total >= counter.max) {
      // Refused: the count is past the limit for the rest of the window whoever adds to it.
      counter.total++;
      return true;
    }
    return false;
  }

  function flush(): void {
    if (inFlight) return;
    const due = [...counters.values()].filter((counter) => counter.waiting.length > 0 || counter.refill === 'due');
    if (due.length === 0) return;
    inFlight = true;
    void reserve(due).finally(() => {
      inFlight = false;
      flush();
    });
  }

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max = Number.MAX_SAFE_INTEGER): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      const id = `${windowStart}:${key}`;
      let counter = counters.get(id);
      if (!counter) {
        counter = { key, windowStart, timeWindow, max, total: 0, tokens: 0, lastLease: 0, waiting: [], refill: 'none' };
        counters.set(id, counter);
      }
      if (counter.waiting.length === 0 && answerFromMemory(counter)) {
        callback(null, { current: counter.total - counter.tokens, ttl: ttlOf(counter) });
        if (counter.refill === 'none' && counter.tokens <= counter.lastLease / 2 && counter.max - counter.total >= REFILL_HEADROOM) {
          counter.refill = 'due';
          flush();
        }
      } else {
        counter.waiting.push(callback);
        flush();
      }
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        for (const [stale, c] of counters) if (c.windowStart + c.timeWindow <= now && c.waiting.length === 0) counters.delete(stale);
        void db.query('DELETE FROM rate_limit_windows WHERE window_start < $1', [windowStart - timeWindow]).catch(() => undefined);
      }
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
