import { PgBoss } from 'pg-boss';
import { MAX_JOB_ATTEMPTS, retryDelayMs, type Job, type JobHandler, type JobQueue } from './job-queue.ts';

interface Logger {
  error(obj: object, msg: string): void;
}

// A worker that dies stops sending heartbeats; pg-boss then fails the job over to a retry.
const HEARTBEAT_SECONDS = 10;

/** Jobs on pg-boss: many API and worker processes share one PostgreSQL. */
export function createPgBossQueue(
  connectionString: string,
  log: Logger,
  options: {
    concurrency: number;
    /** Connections of pg-boss's own pool. */
    poolSize?: number;
    /**
     * This process is the only one working the queues (the embedded database): jobs left active
     * at start belonged to a process that died, and are failed over at once (an attempt spent)
     * instead of after their heartbeat expires.
     */
    soleWorker?: boolean;
  },
): JobQueue {
  // Supervision finds jobs whose worker stopped sending heartbeats; every few seconds keeps that delay short.
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: options.poolSize ?? 10, superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 });
  boss.on('error', (err: unknown) => log.error({ err }, 'pg-boss error'));
  const handlers = new Map<string, { handler: JobHandler<unknown>; concurrency: number }>();
  const abort = new AbortController();
  const queues = new Set<string>();
  let started: Promise<void> | undefined;

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    await boss.createQueue(name, {
      retryLimit: MAX_JOB_ATTEMPTS - 1,
      retryDelay: retryDelayMs(1) / 1000,
      retryBackoff: true,
      retryDelayMax: 300,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      expireInSeconds: 3600,
    });
    queues.add(name);
  }

  async function failOverOrphans() {
    for (const name of handlers.keys()) {
      const orphans = (await boss.findJobs(name)).filter((j) => j.state === 'active');
      if (orphans.length === 0) continue;
      log.error({ queue: name, jobs: orphans.map((j) => j.id) }, 'jobs left running by a process that ended; retrying them');
      await boss.fail(name, orphans.map((j) => j.id), { message: 'The worker process ended while the job was running.' });
    }
  }

  return {
    async send(queue, data, opts = {}) {
      await started;
      await ensureQueue(queue);
      const id = await boss.send(queue, data, {
        ...(opts.delayMs ? { startAfter: Math.ceil(opts.delayMs / 1000) } : {}),
        ...(opts.maxAttempts !== undefined ? { retryLimit: Math.max(0, opts.maxAttempts - 1) } : {}),
      });
      if (!id) throw new Error(`pg-boss refused a job on ${queue}`);
      return id;
    },
    work(queue, handler, opts = {}) {
      handlers.set(queue, { handler: handler as JobHandler<unknown>, concurrency: opts.concurrency ?? options.concurrency });
    },
    async start({ runWorkers }) {
      started = boss.start().then(() => undefined);
      await started;
      for (const name of handlers.keys()) await ensureQueue(name);
      if (!runWorkers) return;
      if (options.soleWorker) await failOverOrphans();
      for (const [name, { handler, concurrency }] of handlers) {
        await boss.work(name, { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true }, async (jobs) => {
          for (const j of jobs) {
            const job: Job<unknown> = { id: j.id, data: j.data, attempt: (j.retryCount ?? 0) + 1, signal: abort.signal };
            await handler(job);
          }
        });
      }
    },
    async stop(timeoutMs) {
      const timer = setTimeout(() => abort.abort(new Error('shutting down')), Math.max(0, timeoutMs - 1000));
      try {
        await boss.stop({ graceful: true, timeout: Math.max(1000, timeoutMs), close: true });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
