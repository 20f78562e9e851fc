// Work waiting for a worker, read from the entities' own status rather than from the queue, so
// it means the same whichever queue adapter runs the jobs and whichever process is scraped.
import type { Database } from '../db/database.ts';
import { PARSE_QUEUE, WEBHOOK_QUEUE } from '../parses/parses-service.ts';
import { INGEST_QUEUE } from '../files/files-service.ts';

export async function queuedWork(db: Database): Promise<Record<string, number>> {
  const [row] = await db.query<{ parses: number; files: number; webhooks: number }>(
    `SELECT
       (SELECT count(*)::int FROM parses WHERE status = 'queued') AS parses,
       (SELECT count(*)::int FROM files WHERE status = 'queued') AS files,
       (SELECT count(*)::int FROM parses WHERE webhook_status = 'pending' AND status IN ('completed', 'failed')) AS webhooks`,
  );
  return { [PARSE_QUEUE]: row.parses, [INGEST_QUEUE]: row.files, [WEBHOOK_QUEUE]: row.webhooks };
}
