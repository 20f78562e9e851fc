import type { AppContext } from '../app-context.ts';
import type { FailedJob } from './job-queue.ts';
import { PARSE_CLEANUP_QUEUE, PARSE_QUEUE, WEBHOOK_QUEUE } from '../parses/parses-service.ts';
import { deliverParseWebhook } from '../parses/parse-webhook.ts';
import { INGEST_QUEUE } from '../files/files-service.ts';

/**
 * What the user reads on an entity whose job was given up. Worker crashes and time-outs are said
 * as such; other errors stay in the log (their text is internal).
 */
export function givenUpMessage(what: string, failed: FailedJob<unknown>): string {
  const crashed = /heartbeat|worker process ended|expired/i.test(failed.reason);
  const how = crashed ? 'each attempt stopped its worker (a crash or a hang)' : 'each attempt ended in an internal error';
  return `The ${what} could not be processed: it was tried ${failed.attempts} times and ${how}; it is not tried again.`;
}

/** Every queue's handler, registered in each process; whether they run depends on QUARRY_ROLE. */
export function registerJobHandlers(ctx: AppContext) {
  const { jobs, services, config, db } = ctx;

  // Unexpected failures are retried by the queue; a job given up ends its entity as failed, so
  // the user sees a failed job rather than one processing forever. (Expected failures, JobErrors,
  // are recorded by the services themselves and never thrown.)
  jobs.work<{ parseId: string }>(PARSE_QUEUE, (job) => services.parses.process(job.data.parseId, job.signal), {
    onFailed: async (failed) => {
      const row = await services.parses.load(failed.data.parseId);
      if (row) await services.parses.fail(row, 'INTERNAL_ERROR', givenUpMessage('document', failed));
    },
  });

  jobs.work<{ fileId: string }>(INGEST_QUEUE, (job) => services.files.process(job.data.fileId, job.signal), {
    onFailed: (failed) => services.files.fail(failed.data.fileId, 'INTERNAL_ERROR', givenUpMessage('file', failed)),
  });

  jobs.work<{ parseId: string }>(PARSE_CLEANUP_QUEUE, (job) => services.parses.removeUpload(job.data.parseId));

  jobs.work<{ parseId: string }>(
    WEBHOOK_QUEUE,
    (job) => deliverParseWebhook({ db, blobs: ctx.blobs, jobs, allowPrivate: config.webhookAllowPrivate, metrics: ctx.metrics, log: ctx.log }, job.data.parseId),
    {
      onFailed: async (failed) => {
        await db.query(`UPDATE parses SET webhook_status = 'failed' WHERE id = $1 AND webhook_status = 'pending'`, [failed.data.parseId]);
      },
    },
  );
}
