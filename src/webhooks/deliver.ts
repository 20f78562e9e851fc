import type { LookupFunction } from 'node:net';
import { encodeWebhook } from './sign.ts';
import { resolveAndCheck, type ResolvedAddress, type Resolver } from './target-guard.ts';

export const MAX_WEBHOOK_ATTEMPTS = 6;

// Delay before attempt n+1 after attempt n failed: 30 s, 2 min, 5 min, 15 min, 40 min, so the
// sixth and last attempt comes about an hour after the first.
const RETRY_DELAYS_MS = [30_000, 120_000, 300_000, 900_000, 2_400_000];

/** How long to wait after failed attempt number `failedAttempt` (1-based); null when no attempt is left. */
export function webhookRetryDelayMs(failedAttempt: number): number | null {
  return failedAttempt >= 1 && failedAttempt < MAX_WEBHOOK_ATTEMPTS ? RETRY_DELAYS_MS[failedAttempt - 1] : null;
}

export interface WebhookDelivery {
  ok: boolean;
  statusCode: number | null;
  /** No further attempt: the receiver answered 410 Gone, or the target is refused. */
  stop: boolean;
  error?: string;
}

/**
 * One delivery attempt: POSTs the payload, serialised and signed as the contract says, to the
 * address the URL's host resolved to when it was vetted. A 2xx answer within timeoutMs is success.
 * Network and receiver failures come back as a result, never as an exception; scheduling
 * retries is the caller's (the job queue's) business.
 */
export async function deliverWebhook(input: {
  url: string;
  body: unknown;
  secret?: string | null;
  parseId: string;
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Replaces DNS, for tests. */
  resolve?: Resolver;
}): Promise<WebhookDelivery> {
  const timeoutMs = input.timeoutMs ?? 10_000;
  const deadline = AbortSignal.timeout(timeoutMs);
  let target: Awaited<ReturnType<typeof resolveAndCheck>>;
  try {
    target = await resolveAndCheck(input.url, { allowPrivate: input.allowPrivate, resolve: input.resolve });
  } catch (error) {
    // DNS trouble may pass: retry later.
    return { ok: false, statusCode: null, stop: false, error: `cannot resolve the webhook host: ${(error as Error).message}` };
  }
  if (!target.ok) return { ok: false, statusCode: null, stop: true, error: target.reason };

  const { body, headers } = encodeWebhook(input.body, input.parseId, input.secret);
  try {
    const statusCode = await post(input.url, body, headers, target, deadline);
    if (statusCode >= 200 && statusCode < 300) return { ok: true, statusCode, stop: false };
    return { ok: false, statusCode, stop: statusCode === 410, error: `the receiver answered ${statusCode}` };
  } catch (error) {
    const message = deadline.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    return { ok: false, statusCode: null, stop: false, error: message };
  }
}

async function post(url: string, body: string, headers: Record<string, string>, target: ResolvedAddress, signal: AbortSignal): Promise<number> {
  // Connect to the vetted address whatever DNS says now; the URL's host still goes into the
  // Host header and TLS name check.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  // Imported with the first delivery: an ES import of node:http reads all its exports, and its
  // WebSocket getters load Node's bundled fetch client (undici), 30-50 ms of every start.
  const client = new URL(url).protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'Quarry-Webhook/1' },
      // A fresh connection each time: a pooled socket could outlive the address check.
      agent: false,
      lookup: pinned,
      signal,
    });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.on('error', reject);
    request.end(body);
  });
}
