import { text } from 'node:stream/consumers';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../logger.ts';
import { deliverWebhook, MAX_WEBHOOK_ATTEMPTS, webhookRetryDelayMs } from '../webhooks/deliver.ts';
import { SortedJsonText } from '../webhooks/canonical-json.ts';
import { parseWebhookResultKey, WEBHOOK_QUEUE } from './parses-service.ts';
import type { Metrics } from '../metrics/metrics.ts';

/** A completed parse's result as serialised for the webhook body, with its processing time. */
interface StoredWebhookResult {
  processingTime: number;
  result: SortedJsonText;
}

interface Row {
  id: string;
  org_id: string;
  status: 'completed' | 'failed';
  result: { metadata?: { processing_time?: number } } | null;
  error_code: string | null;
  error_message: string | null;
  webhook_url: string;
  webhook_secret: string | null;
  webhook_status: string;
  webhook_attempts: number;
  started_at: string | null;
  completed_at: string;
}

/** The body the contract defines for a finished parse. */
export function webhookBody(row: Row, stored: StoredWebhookResult | null = null): Record<string, unknown> {
  const processingTime =
    stored?.processingTime ??
    row.result?.metadata?.processing_time ??
    (row.started_at ? Number(((Date.parse(row.completed_at) - Date.parse(row.started_at)) / 1000).toFixed(3)) : 0);
  const common = { parse_id: row.id, status: row.status, timestamp: new Date().toISOString(), processing_time: processingTime };
  return row.status === 'completed'
    ? { ...common, result: stored?.result ?? row.result }
    : { ...common, error: { error_code: row.error_code, message: row.error_message } };
}

/**
 * The stored form is pythonSortedJson({ processing_time, result }) (see parse in
 * parsing/extract-worker.ts): its opening and closing are known, so the result is cut out of the
 * text rather than parsed.
 */
function cutStoredWebhookResult(stored: string): StoredWebhookResult {
  const opening = /^\{"processing_time": ([-+.0-9e]+), "result": /.exec(stored);
  if (!opening || !stored.endsWith('}')) throw new Error('The stored webhook result is not in the expected form');
  return { processingTime: Number(opening[1]), result: new SortedJsonText(stored.slice(opening[0].length, -1)) };
}

/** One delivery attempt; schedules the next with backoff until success, a 410, a refused target or the last attempt. */
export async function deliverParseWebhook(
  deps: { db: Database; blobs: BlobStore; jobs: JobQueue; allowPrivate: boolean; metrics: Metrics; log: Logger },
  parseId: string,
) {
  const rows = await deps.db.query<Row>(
    `SELECT id, org_id, status, result, error_code, error_message, webhook_url, webhook_secret, webhook_status, webhook_attempts, started_at, completed_at
     FROM parses WHERE id = $1 AND webhook_url IS NOT NULL AND status IN ('completed', 'failed') AND result_purged = false`,
    [parseId],
  );
  const row = rows[0];
  if (!row || row.webhook_status !== 'pending') return;
  // The result is stored as a blob, serialised for this body in the extraction thread; it is
  // spliced in as is, so a large result costs this process no parsing or serialising.
  const stored =
    row.status === 'completed' && row.result === null
      ? cutStoredWebhookResult(await text(await deps.blobs.get(parseWebhookResultKey(row.org_id, row.id))))
      : null;
  const outcome = await deliverWebhook({
    url: row.webhook_url,
    body: webhookBody(row, stored),
    secret: row.webhook_secret ?? undefined,
    parseId: row.id,
    allowPrivate: deps.allowPrivate,
  });
  const attempts = row.webhook_attempts + 1;
  const retryIn = webhookRetryDelayMs(attempts);
  const status = outcome.ok ? 'delivered' : outcome.stop || attempts >= MAX_WEBHOOK_ATTEMPTS || retryIn === null ? 'failed' : 'pending';
  await deps.db.query(`UPDATE parses SET webhook_status = $2, webhook_attempts = $3, webhook_last_status_code = $4 WHERE id = $1`, [
    parseId,
    status,
    attempts,
    outcome.statusCode,
  ]);
  deps.metrics.webhookDelivery(status === 'pending' ? 'retrying' : status);
  // The host only: the URL's path and query may carry the receiver's own tokens.
  deps.log.info(
    { parseId, webhookHost: hostOf(row.webhook_url), statusCode: outcome.statusCode, attempt: attempts, outcome: status, error: outcome.error },
    outcome.ok ? 'webhook delivered' : 'webhook delivery failed',
  );
  if (status === 'pending' && retryIn !== null) await deps.jobs.send(WEBHOOK_QUEUE, { parseId }, { delayMs: retryIn });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(invalid url)';
  }
}
