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
 * NOTIFY wakes a worker as a job is sent, also one busy at the time (pg-boss then fetches again
 * as its job ends), and a worker that just finished one fetches again at once while the queue has
 * a backlog. Polling is the safety net: for a retry whose delay has passed (no notification) and
 * for a lost notification, every 2 s while NOTIFY works, every 0.5 s when it does not. Each poll
 * is a statement on the database, so an idle service's cost is these intervals times the workers.
 */
const POLLING = { batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2, burstWhenReadyExceeds: 1 };
/** A job given up is ended within seconds of its notification; nothing waits on it. */
const DEAD_LETTER_POLLING = { batchSize: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 10 };
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
    // No cron schedules are used: without the timekeeper, start skips its queue, worker and clock checks.
    schedule: false,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'pg-boss error'));
  const handlers = new Map<string, Registered>();
  const abort = new AbortController();
  const queues = new Set<string>();
  let started: Promise<void> | undefined;

  /** Each queue's settings, its dead-letter queue's first (a queue is made after its dead-letter queue). */
  function settingsOf(name: string): Array<[string, Record<string, unknown>]> {
    const deadLetter = handlers.get(name)?.options.onFailed ? deadLetterQueue(name) : undefined;
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
    if (!deadLetter) return [[name, settings]];
    return [[deadLetter, { retryLimit: DEAD_LETTER_ATTEMPTS - 1, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, notify: true }], [name, settings]];
  }

  /**
   * Makes the queues, or brings their settings up to date: a queue made by an earlier version
   * keeps its old settings unless they are updated. One read when all are current, as on a restart.
   */
  async function ensureQueues(names: string[]) {
    const wanted = names.filter((name) => !queues.has(name)).flatMap(settingsOf);
    if (wanted.length === 0) return;
    const stored = new Map((await boss.getQueues(wanted.map(([name]) => name))).map((q) => [q.name, q as unknown as Record<string, unknown>]));
    for (const [name, settings] of wanted) {
      const current = stored.get(name);
      if (!current) await boss.createQueue(name, settings);
      else if (Object.entries(settings).some(([key, value]) => current[key] !== value)) await boss.updateQueue(name, settings);
    }
    for (const name of names) queues.add(name);
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
      await ensureQueues([queue]);
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
      await ensureQueues([...handlers.keys()]);
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
        await boss.work(deadLetterQueue(name), { ...DEAD_LETTER_POLLING, includeMetadata: true }, async (jobs: JobWithMetadata<unknown>[]) => {
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
