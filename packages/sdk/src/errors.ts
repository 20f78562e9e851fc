// Errors the SDK throws. Every API error carries the service's catalogue code, details and the
// request id to quote when reporting a problem.

/** The service's error catalogue (CONTRACT.md), plus codes a newer service may add. */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'AUTHENTICATION_REQUIRED'
  | 'INVALID_API_KEY'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'WORKSPACE_NOT_FOUND'
  | 'FILE_NOT_FOUND'
  | 'CONVERSATION_NOT_FOUND'
  | 'PARSE_NOT_FOUND'
  | 'API_KEY_NOT_FOUND'
  | 'USER_NOT_FOUND'
  | 'CONFLICT'
  | 'PARSE_EXPIRED'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FORMAT'
  | 'WORKSPACE_TABLE_LIMIT_EXCEEDED'
  | 'FILE_NOT_READY'
  | 'CONVERSATION_ARCHIVED'
  | 'MODEL_NOT_AVAILABLE'
  | 'RATE_LIMITED'
  | 'CONCURRENCY_LIMIT_EXCEEDED'
  | 'QUERY_TIMEOUT'
  | 'LLM_PROVIDER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR'
  | (string & {});

/** Codes a failed parse or file carries. */
export type JobErrorCode =
  | 'CORRUPTED_FILE'
  | 'PASSWORD_PROTECTED'
  | 'UNSUPPORTED_FORMAT'
  | 'WORKSPACE_TABLE_LIMIT_EXCEEDED'
  | 'PROCESSING_TIMEOUT'
  /** Within the upload limit but past what one document may cost (cells, shared strings, inflated bytes, memory, result size). */
  | 'FILE_TOO_COMPLEX'
  | 'INTERNAL_ERROR'
  | (string & {});

export interface ErrorBody {
  error_code: ErrorCode;
  message: string;
  details: Record<string, unknown>;
  request_id: string;
  timestamp: string;
}

/**
 * The service answered with an error (4xx/5xx), or sent an `error` event in a stream. The fields
 * keep the error body's names, so code and logs read the same as the API reference.
 */
export class QuarryError extends Error {
  readonly status: number;
  readonly error_code: ErrorCode;
  readonly details: Record<string, unknown>;
  readonly request_id: string | null;

  constructor(status: number, body: Partial<ErrorBody> | null, requestId: string | null) {
    super(body?.message ?? `The service answered ${status}.`);
    this.name = 'QuarryError';
    this.status = status;
    // A body that is not the service's (a proxy's 502 page, say) still gets a code.
    this.error_code = body?.error_code ?? (status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN_ERROR');
    this.details = body?.details ?? {};
    this.request_id = body?.request_id ?? requestId;
  }
}

/** A parse or an upload was accepted but its processing failed. */
export class QuarryJobError extends Error {
  readonly error_code: JobErrorCode;
  /** The parse_id or file_id. */
  readonly id: string;

  constructor(id: string, errorCode: JobErrorCode, message: string) {
    super(message);
    this.name = 'QuarryJobError';
    this.id = id;
    this.error_code = errorCode;
  }
}

/** The service could not be reached (refused, DNS, TLS, reset). */
export class QuarryConnectionError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Could not reach ${url}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'QuarryConnectionError';
  }
}

export async function errorFromResponse(response: Response, body?: unknown): Promise<QuarryError> {
  let parsed = body;
  if (parsed === undefined) {
    const text = await response.text().catch(() => '');
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { message: text.slice(0, 500) };
    }
  }
  const errorBody = parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
  return new QuarryError(response.status, errorBody, response.headers.get('x-request-id'));
}
