// Exit codes scripts can rely on (documented in `quarry --help` and the README).
import { QuarryConnectionError, QuarryError, QuarryJobError } from '@quarry/sdk';

export const EXIT = {
  OK: 0,
  /** Anything unexpected: a bug, or an answer the CLI does not understand. */
  FAILURE: 1,
  /** Bad arguments, a missing URL or key, a file that cannot be read. */
  USAGE: 2,
  /** 401 or 403: no key, a wrong key, or a role that may not do this. */
  AUTH: 3,
  /** 404 or 410: no such workspace, file, parse, key; or an expired parse. */
  NOT_FOUND: 4,
  /** Any other refusal (400, 409, 413, 415, 429 after retries). */
  REFUSED: 5,
  /** The service accepted the file but could not process it (corrupted, password-protected ...). */
  PROCESSING_FAILED: 6,
  /** The service is unreachable or failing (connection errors, 5xx). */
  UNAVAILABLE: 7,
  /** Interrupted with Ctrl-C. */
  INTERRUPTED: 130,
} as const;

export const EXIT_CODES_HELP = `Exit codes:
  0  success
  1  unexpected failure
  2  usage: bad arguments, no URL or key, unreadable file
  3  authentication or permission (401, 403)
  4  not found or expired (404, 410)
  5  refused (400, 409, 413, 415, 429 after retries)
  6  processing failed (a parse or an uploaded file failed)
  7  service unreachable or failing (connection error, 5xx)
  130 interrupted`;

export class UsageError extends Error {}

export function exitCodeOf(err: unknown): number {
  if (err instanceof UsageError) return EXIT.USAGE;
  if (err instanceof QuarryJobError) return EXIT.PROCESSING_FAILED;
  if (err instanceof QuarryConnectionError) return EXIT.UNAVAILABLE;
  if (err instanceof QuarryError) {
    if (err.status === 401 || err.status === 403) return EXIT.AUTH;
    if (err.status === 404 || err.status === 410) return EXIT.NOT_FOUND;
    if (err.status >= 500) return EXIT.UNAVAILABLE;
    return EXIT.REFUSED;
  }
  if ((err as Error)?.name === 'AbortError') return EXIT.INTERRUPTED;
  return EXIT.FAILURE;
}
