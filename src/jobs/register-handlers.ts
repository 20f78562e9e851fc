import type { AppContext } from '../app-context.ts';
import { MAX_JOB_ATTEMPTS, type Job } from './job-queue.ts';
import { PARSE_QUEUE, WEBHOOK_QUEUE } from '../parses/parses-service.ts';
import { deliverParseWebhook } from '../parses/parse-webhook.ts';
import { INGEST_QUEUE } from '../files/files-service.ts';

/** Every queue's handler, registered in each process; whether they run depends on QUARRY_ROLE. */
export function registerJobHandlers(ctx: AppContext) {
  const { jobs, services, config, db } = ctx;

  /**
   * Runs a job; an unexpected failure is retried by the queue, and on the last attempt the
   * entity is failed, so the user sees a failed job rather than one processing forever.
   * (Expected failures, JobErrors, are recorded by the services themselves and never thrown.)
   */
  const lastAttemptFails =
    <T>(what: string, run: (job: Job<T>) => Promise<void>, fail: (job: Job<T>) => Promise<void>) =>
    async (job: Job<T>) => {
      try {
        await run(job);
      } catch (err) {
        if (job.signal.aborted || job.attempt < MAX_JOB_ATTEMPTS) throw err;
        ctx.log.error({ err, jobId: job.id, data: job.data }, `${what} failed after retries`);
        await fail(job);
      }
    };

  jobs.work<{ parseId: string }>(
    PARSE_QUEUE,
    lastAttemptFails(
      'parse',
      (job) => services.parses.process(job.data.parseId, job.signal),
      async (job) => {
        const row = await services.parses.load(job.data.parseId);
        if (row) await services.parses.fail(row, 'INTERNAL_ERROR', 'The document could not be processed.');
      },
    ),
  );

  jobs.work<{ fileId: string }>(
    INGEST_QUEUE,
    lastAttemptFails(
      'file ingestion',
      (job) => services.files.process(job.data.fileId, job.signal),
      (job) => services.files.fail(job.data.fileId, 'INTERNAL_ERROR', 'The file could not be processed.'),
    ),
  );

  jobs.work<{ parseId: string }>(WEBHOOK_QUEUE, (job) =>
    deliverParseWebhook({ db, blobs: ctx.blobs, jobs, allowPrivate: config.webhookAllowPrivate, metrics: ctx.metrics, log: ctx.log }, job.data.parseId),
  );
}
