// Errors of the API's catalogue ({ error_code, message, details, request_id }), and a readable
// title for each, so a person sees what happened and can quote the request id.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  readonly details: Record<string, unknown>;
  constructor(status: number, code: string, message: string, requestId: string | null, details: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.details = details;
  }
}

/** Builds the error from a failed response's body; bodies that are not the catalogue's still give a status. */
export function apiErrorFrom(status: number, bodyText: string, requestIdHeader: string | null): ApiError {
  try {
    const body = JSON.parse(bodyText) as { error_code?: string; message?: string; request_id?: string; details?: Record<string, unknown> };
    if (body && typeof body.error_code === 'string') {
      return new ApiError(status, body.error_code, body.message ?? '', body.request_id ?? requestIdHeader, body.details ?? {});
    }
  } catch {
    // Not JSON: a proxy's page or an empty body.
  }
  return new ApiError(status, `HTTP_${status}`, `The server answered ${status}.`, requestIdHeader);
}

const TITLES: Record<string, string> = {
  AUTHENTICATION_REQUIRED: 'Sign in first',
  INVALID_API_KEY: 'This API key is unknown, revoked or expired',
  FORBIDDEN: 'Your role does not allow this',
  VALIDATION_ERROR: 'Some values are not valid',
  WORKSPACE_NOT_FOUND: 'Workspace not found',
  FILE_NOT_FOUND: 'File not found',
  TABLE_NOT_FOUND: 'Table not found',
  CONVERSATION_NOT_FOUND: 'Conversation not found',
  PARSE_NOT_FOUND: 'Parse not found',
  PARSE_EXPIRED: 'This parse result has expired',
  FILE_TOO_LARGE: 'The file is too large',
  UNSUPPORTED_FORMAT: 'This file type is not supported',
  WORKSPACE_TABLE_LIMIT_EXCEEDED: 'The workspace is full',
  FILE_NOT_READY: 'Files are still being processed',
  CONVERSATION_ARCHIVED: 'This conversation is archived',
  RATE_LIMITED: 'Too many requests',
  CONCURRENCY_LIMIT_EXCEEDED: 'Too many questions at once',
  QUERY_TIMEOUT: 'The query took too long',
  LLM_PROVIDER_ERROR: 'The language model failed',
  SERVICE_UNAVAILABLE: 'The service is unavailable',
  INTERNAL_ERROR: 'Something went wrong on the server',
  CONFLICT: 'That conflicts with the current state',
  NETWORK_ERROR: 'The server could not be reached',
};

export interface ReadableError {
  title: string;
  message: string;
  code: string | null;
  requestId: string | null;
  /** Field-level problems of a VALIDATION_ERROR. */
  problems: string[];
}

export function readableError(error: unknown): ReadableError {
  if (error instanceof ApiError) {
    const errors = Array.isArray(error.details.errors) ? (error.details.errors as Array<{ path?: string; message?: string }>) : [];
    return {
      title: TITLES[error.code] ?? `Request failed (${error.status})`,
      message: error.message,
      code: error.code,
      requestId: error.requestId,
      problems: errors.map((e) => (e.path ? `${e.path}: ${e.message}` : String(e.message))),
    };
  }
  if (error instanceof TypeError) return { title: TITLES.NETWORK_ERROR, message: error.message, code: null, requestId: null, problems: [] };
  return { title: 'Something went wrong', message: error instanceof Error ? error.message : String(error), code: null, requestId: null, problems: [] };
}
