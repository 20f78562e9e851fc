// Turns whatever the SDK threw for a failed model call into LLM_PROVIDER_ERROR, with the
// provider's status and message and without the API key (providers echo it back, e.g. in 401s).

import { APICallError, RetryError, StreamProviderError } from 'ai';
import { AppError, ERRORS } from '../../errors.ts';

const MAX_MESSAGE_CHARS = 500;

function scrub(text: string, secret: string | undefined): string {
  const clean = secret && secret.length >= 4 ? text.split(secret).join('[redacted]') : text;
  return clean.length <= MAX_MESSAGE_CHARS ? clean : `${clean.slice(0, MAX_MESSAGE_CHARS - 1)}…`;
}

/** The error that says the most: retries wrap the last attempt's failure. */
function innermost(error: unknown): unknown {
  return RetryError.isInstance(error) && error.lastError !== undefined ? innermost(error.lastError) : error;
}

export function toProviderError(error: unknown, apiKey: string | undefined): AppError {
  if (error instanceof AppError) return error;
  const cause = innermost(error);
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode ?? null;
    const message = cause.message || (status === null ? 'The provider could not be reached.' : `The provider answered HTTP ${status}.`);
    return ERRORS.llmProvider(status, scrub(message, apiKey));
  }
  if (StreamProviderError.isInstance(cause)) return ERRORS.llmProvider(cause.statusCode ?? null, scrub(cause.message, apiKey));
  const message = cause instanceof Error ? cause.message : String(cause);
  return ERRORS.llmProvider(null, scrub(message || 'The provider gave no usable answer.', apiKey));
}
