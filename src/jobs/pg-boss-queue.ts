import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { ChangeListener } from '../db/change-listener.ts';
import { pgBossDatabase } from './pg-boss-database.ts';
import { MAX_JOB_ATTEMPTS, retryDelayMs, type Job, type JobHandler, type JobQueue, type WorkOptions } from './job-queue.ts';

interface Logger {
  error(obj: object, msg: string): void;
}

// A worker that dies stops sending heartbeats; pg-boss then fails the job over to a retry, or for
// good once its attempts are spent (pg-boss's minimum is 10 s).
const HEARTBEAT_SECONDS = 10;
/** Where a queue's jobs go when they fail for good; its worker ends their entity. */
const deadLetterQueue = (queue: string) => `${queue}-failed`;
/**
 * NOTIFY wakes an idle worker as a job is sent; a worker that just finished one fetches again
 * at once while the queue has a backlog, else within half a second (with NOTIFY on, pg-boss
 * would otherwise wait 30 s, since a worker busy at the notification misses it).
 */
const POLLING = { batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, burstWhenReadyExceeds: 1 };
/** Ending an entity is a few statements: retried on its own until it holds. */
const DEAD_LETTER_ATTEMPTS = 10;

interface Registered {
  handler: JobHandler<unknown>;
  options: WorkOptions<unknown>;
}

/** Jobs on pg-boss: one process on the embedded database, or many sharing a PostgreSQL server. */
export function createPgBossQueue(
  connectionString: string,
  log: Logger,
  options: {
    concurrency: number;
    /** Connections of pg-boss's own pool. */
    poolSize?: number;
    /** The process's notification connection, which carries the queue's wake-ups too. */
    changes: ChangeListener;
    /**
     * This process is the only one working the queues (the embedded database): jobs left active
     * at start belonged to a process that died, and are failed over at once (an attempt spent)
     * instead of after their heartbeat expires.
     */
    soleWorker?: boolean;
  },
): JobQueue {
  const db = pgBossDatabase(connectionString, {
    poolSize: options.poolSize ?? 10,
    changes: options.changes,
    onError: (err) => log.error({ err }, 'pg-boss connection error'),
  });
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    // Supervision finds jobs whose worker stopped sending heartbeats; every few seconds keeps that delay short.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    // Workers are woken by NOTIFY when a job is sent; polling stays as the slow safety net.
    useListenNotify: true,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'pg-boss error'));
  const handlers = new Map<string, Registered>();
  const abort = new AbortController();
  const queues = new Set<string>();
  let started: Promise<void> | undefined;

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    const registered = handlers.get(name);
    const deadLetter = registered?.options.onFailed ? deadLetterQueue(name) : undefined;
    if (deadLetter) {
      const settings = { retryLimit: DEAD_LETTER_ATTEMPTS - 1, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, notify: true };
      await boss.createQueue(deadLetter, settings);
    }
    const settings = {
      retryLimit: MAX_JOB_ATTEMPTS - 1,
      retryDelay: retryDelayMs(1) / 1000,
      retryBackoff: true,
      retryDelayMax: 300,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      expireInSeconds: 3600,
      notify: true,
      ...(deadLetter ? { deadLetter } : {}),
    };
    await boss.createQueue(name, settings);
    // A queue made by an earlier version keeps its old settings unless they are updated.
    await boss.updateQueue(name, settings);
    queues.add(name);
  }

  async function failOverOrphans() {
    for (const name of handlers.keys()) {
      const orphans = (await boss.findJobs(name)).filter((j) => j.state === 'active');
      if (orphans.length === 0) continue;
      log.error({ queue: name, jobs: orphans.map((j) => j.id) }, 'jobs left running by a process that ended; retrying them');
      await boss.fail(name, orphans.map((j) => j.id), { message: 'the worker process ended while the job was running' });
    }
  }

  /** pg-boss stores a thrown error, a heartbeat time-out or our own failover as the job's output. */
  function reasonOf(output: unknown): string {
    const message = (output as { message?: unknown; value?: { message?: unknown } } | null)?.message ?? (output as { value?: { message?: unknown } } | null)?.value?.message;
    return typeof message === 'string' && message ? message : 'unknown';
  }

  return {
    async send(queue, data, opts = {}) {
      await started;
      await ensureQueue(queue);
      const tx = opts.tx;
      const id = await boss.send(queue, data, {
        ...(opts.delayMs ? { startAfter: Math.ceil(opts.delayMs / 1000) } : {}),
        ...(opts.maxAttempts !== undefined ? { retryLimit: Math.max(0, opts.maxAttempts - 1) } : {}),
        ...(tx ? { db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values) }) } } : {}),
      });
      if (!id) throw new Error(`pg-boss refused a job on ${queue}`);
      return id;
    },
    work(queue, handler, opts = {}) {
      handlers.set(queue, { handler: handler as JobHandler<unknown>, options: opts as WorkOptions<unknown> });
    },
    async start({ runWorkers }) {
      started = boss.start().then(() => undefined);
      await started;
      for (const name of handlers.keys()) await ensureQueue(name);
      if (!runWorkers) return;
      if (options.soleWorker) await failOverOrphans();
      for (const [name, { handler, options: workOptions }] of handlers) {
        const localConcurrency = workOptions.concurrency ?? options.concurrency;
        await boss.work(name, { localConcurrency, ...POLLING, includeMetadata: true }, async (jobs) => {
          for (const j of jobs) {
            const job: Job<unknown> = { id: j.id, data: j.data, attempt: (j.retryCount ?? 0) + 1, signal: abort.signal };
            await handler(job);
          }
        });
        const onFailed = workOptions.onFailed;
        if (!onFailed) continue;
        await boss.work(deadLetterQueue(name), { ...POLLING, includeMetadata: true }, async (jobs: JobWithMetadata<unknown>[]) => {
          for (const j of jobs) {
            const attempts = (j.sourceRetryCount ?? MAX_JOB_ATTEMPTS - 1) + 1;
            log.error({ queue: name, jobId: j.sourceId, data: j.data, attempts, reason: reasonOf(j.output) }, 'job failed for good');
            await onFailed({ data: j.data, attempts, reason: reasonOf(j.output) });
          }
        });
      }
    },
    async running(queue, matches) {
      await started;
      let count = 0;
      for (const data of matches) count += (await boss.findJobs(queue, { data })).filter((j) => j.state === 'active').length;
      return count;
    },
    async stop(timeoutMs) {
      const timer = setTimeout(() => abort.abort(new Error('shutting down')), Math.max(0, timeoutMs - 1000));
      try {
        await boss.stop({ graceful: true, timeout: Math.max(1000, timeoutMs), close: true });
      } finally {
        clearTimeout(timer);
        // A database handed to pg-boss is not closed by it.
        await db.close();
      }
    },
  };
}
