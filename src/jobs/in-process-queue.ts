import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { MAX_JOB_ATTEMPTS, retryDelayMs, type Job, type JobHandler, type JobQueue, type SendOptions } from './job-queue.ts';

interface JobRow {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

interface Logger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Jobs persisted in the database and run in this process with bounded concurrency. On start,
 * jobs a previous process left running are queued again, so a restart resumes them.
 * Only one process may run it per database (the embedded mode has exactly one).
 */
export function createInProcessQueue(db: Database, log: Logger, options: { pollIntervalMs?: number; concurrency: number }): JobQueue {
  const handlers = new Map<string, { handler: JobHandler<unknown>; concurrency: number; running: number }>();
  const running = new Set<Promise<void>>();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let active = false;
  let pumping = false;
  let pumpAgain = false;
  const pollIntervalMs = options.pollIntervalMs ?? 500;

  async function claim(queue: string): Promise<JobRow | undefined> {
    const rows = await db.query<JobRow>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = now()
       WHERE id = (SELECT id FROM jobs WHERE queue = $1 AND status = 'queued' AND run_after <= now()
                   ORDER BY run_after, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, queue, payload, attempts, max_attempts`,
      [queue],
    );
    return rows[0];
  }

  async function run(row: JobRow, entry: { handler: JobHandler<unknown>; running: number }) {
    const job: Job<unknown> = { id: row.id, data: row.payload, attempt: row.attempts, signal: abort.signal };
    try {
      await entry.handler(job);
      await db.query(`UPDATE jobs SET status = 'completed', updated_at = now() WHERE id = $1`, [row.id]);
    } catch (err) {
      const message = (err as Error)?.message ?? String(err);
      if (abort.signal.aborted) {
        // Interrupted by shutdown: leave it queued for the next start.
        await db.query(`UPDATE jobs SET status = 'queued', attempts = attempts - 1, updated_at = now() WHERE id = $1`, [row.id]);
      } else if (row.attempts < row.max_attempts) {
        log.warn({ err, jobId: row.id, queue: row.queue, attempt: row.attempts }, 'job failed; will retry');
        await db.query(
          `UPDATE jobs SET status = 'queued', last_error = $2, run_after = now() + ($3 || ' milliseconds')::interval, updated_at = now() WHERE id = $1`,
          [row.id, message, String(retryDelayMs(row.attempts))],
        );
      } else {
        log.error({ err, jobId: row.id, queue: row.queue }, 'job failed for good');
        await db.query(`UPDATE jobs SET status = 'failed', last_error = $2, updated_at = now() WHERE id = $1`, [row.id, message]);
      }
    }
  }

  async function pump() {
    if (!active) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        for (const [queue, entry] of handlers) {
          while (active && entry.running < entry.concurrency) {
            const row = await claim(queue);
            if (!row) break;
            entry.running += 1;
            const p = run(row, entry).finally(() => {
              entry.running -= 1;
              running.delete(p);
              void pump();
            });
            running.add(p);
          }
        }
      } while (pumpAgain && active);
    } catch (err) {
      log.error({ err }, 'job runner could not poll');
    } finally {
      pumping = false;
    }
  }

  return {
    kind: 'in-process',
    async send(queue, data, opts: SendOptions = {}) {
      const id = randomUUID();
      await db.query(
        `INSERT INTO jobs (id, queue, payload, status, max_attempts, run_after)
         VALUES ($1, $2, $3, 'queued', $4, now() + ($5 || ' milliseconds')::interval)`,
        [id, queue, JSON.stringify(data), opts.maxAttempts ?? MAX_JOB_ATTEMPTS, String(opts.delayMs ?? 0)],
      );
      if (!opts.delayMs) void pump();
      return id;
    },
    work(queue, handler, opts = {}) {
      handlers.set(queue, { handler: handler as JobHandler<unknown>, concurrency: opts.concurrency ?? options.concurrency, running: 0 });
    },
    async start({ runWorkers }) {
      if (!runWorkers) return;
      await db.query(`UPDATE jobs SET status = 'queued', updated_at = now() WHERE status = 'running'`);
      active = true;
      timer = setInterval(() => void pump(), pollIntervalMs);
      timer.unref();
      void pump();
    },
    async stop(timeoutMs) {
      active = false;
      if (timer) clearInterval(timer);
      const all = Promise.allSettled([...running]);
      const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([all, deadline]);
      if (running.size > 0) {
        abort.abort(new Error('shutting down'));
        await Promise.race([Promise.allSettled([...running]), new Promise((r) => setTimeout(r, 2_000).unref())]);
      }
    },
  };
}
