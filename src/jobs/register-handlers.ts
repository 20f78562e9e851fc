import type { AppContext } from '../app-context.ts';
import { JobError } from '../errors.ts';
import { MAX_JOB_ATTEMPTS } from './job-queue.ts';
import { PARSE_QUEUE, WEBHOOK_QUEUE } from '../parses/parses-service.ts';
import { deliverParseWebhook } from '../parses/parse-webhook.ts';
import { INGEST_QUEUE } from '../files/files-service.ts';

/** Every queue's handler, registered in each process; whether they run depends on QUARRY_ROLE. */
export function registerJobHandlers(ctx: AppContext) {
  const { jobs, services, config, db } = ctx;

  jobs.work<{ parseId: string }>(PARSE_QUEUE, async (job) => {
    try {
      await services.parses.process(job.data.parseId, job.signal);
    } catch (err) {
      if (job.signal.aborted || job.attempt < MAX_JOB_ATTEMPTS) throw err;
      // Out of retries: the user sees a failed job rather than one processing forever.
      ctx.log.error({ err, parseId: job.data.parseId }, 'parse failed after retries');
      const row = await services.parses.load(job.data.parseId);
      if (row) await services.parses.fail(row, err instanceof JobError ? err.code : 'INTERNAL_ERROR', 'The document could not be processed.');
    }
  });

  jobs.work<{ fileId: string }>(INGEST_QUEUE, async (job) => {
    try {
      await services.files.process(job.data.fileId, job.signal);
    } catch (err) {
      if (job.signal.aborted || job.attempt < MAX_JOB_ATTEMPTS) throw err;
      ctx.log.error({ err, fileId: job.data.fileId }, 'file ingestion failed after retries');
      await services.files.fail(job.data.fileId, 'INTERNAL_ERROR', 'The file could not be processed.');
    }
  });

  jobs.work<{ parseId: string }>(WEBHOOK_QUEUE, (job) => deliverParseWebhook({ db, jobs, allowPrivate: config.webhookAllowPrivate }, job.data.parseId));
}
