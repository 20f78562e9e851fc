import { createHmac } from 'node:crypto';
import { pythonSortedJson } from './canonical-json.ts';

export const SIGNATURE_HEADER = 'X-Service-Signature';
export const IDEMPOTENCY_HEADER = 'X-Service-Idempotency-Key';

/** `sha256=<hex HMAC-SHA256 of body under secret>`, the X-Service-Signature value. */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * The request body (the signed bytes themselves, so a receiver can verify the raw body or
 * re-serialise it) and the headers of the contract. Without a secret there is no signature header.
 */
export function encodeWebhook(payload: unknown, parseId: string, secret?: string | null): { body: string; headers: Record<string, string> } {
  const body = pythonSortedJson(payload);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: parseId };
  if (secret) headers[SIGNATURE_HEADER] = signWebhookBody(body, secret);
  return { body, headers };
}
