// The one error catalogue. Every error the API answers is declared here once, with its
// status; routes and services throw `ERRORS.X(...)` and the global handler shapes the body.

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  MODEL_NOT_AVAILABLE: 400,
  AUTHENTICATION_REQUIRED: 401,
  INVALID_API_KEY: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  WORKSPACE_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  CONVERSATION_NOT_FOUND: 404,
  PARSE_NOT_FOUND: 404,
  API_KEY_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  TABLE_NOT_FOUND: 404,
  CONFLICT: 409,
  WORKSPACE_TABLE_LIMIT_EXCEEDED: 409,
  FILE_NOT_READY: 409,
  CONVERSATION_ARCHIVED: 409,
  REQUEST_TIMEOUT: 408,
  PARSE_EXPIRED: 410,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FORMAT: 415,
  RATE_LIMITED: 429,
  CONCURRENCY_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  LLM_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  QUERY_TIMEOUT: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes a failed background job (parse, file ingestion) can end with. */
export const JOB_ERROR_CODES = [
  'CORRUPTED_FILE',
  'PASSWORD_PROTECTED',
  'UNSUPPORTED_FORMAT',
  'WORKSPACE_TABLE_LIMIT_EXCEEDED',
  'TABLE_TOO_WIDE',
  'PROCESSING_TIMEOUT',
  // Within the upload limit, but past what one document may cost: rows, shared strings, inflated
  // bytes, memory or result size. The message names the limit.
  'FILE_TOO_COMPLEX',
  'INTERNAL_ERROR',
] as const;
export type JobErrorCode = (typeof JOB_ERROR_CODES)[number];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.headers = headers;
  }
}

/** A background job failed for a reason the user should see (stored on the job, sent by webhook). */
export class JobError extends Error {
  readonly code: JobErrorCode;
  constructor(code: JobErrorCode, message: string) {
    super(message);
    this.name = 'JobError';
    this.code = code;
  }
}

const MB = 1024 * 1024;

export const ERRORS = {
  validation: (errors: Array<{ path: string; message: string }>, message = 'The request is not valid.') =>
    new AppError('VALIDATION_ERROR', message, { errors }),
  authenticationRequired: () =>
    new AppError('AUTHENTICATION_REQUIRED', 'Send an API key as "Authorization: Bearer <key>".', {}, { 'WWW-Authenticate': 'Bearer' }),
  invalidApiKey: () =>
    new AppError('INVALID_API_KEY', 'The API key is unknown, revoked or expired.', {}, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }),
  metricsTokenRequired: () =>
    new AppError('AUTHENTICATION_REQUIRED', 'Send the QUARRY_METRICS_TOKEN as "Authorization: Bearer <token>".', {}, { 'WWW-Authenticate': 'Bearer' }),
  forbidden: (requiredRole: string, yourRole: string | null) =>
    new AppError('FORBIDDEN', `This action needs the ${requiredRole} role.`, { required_role: requiredRole, your_role: yourRole }),
  routeNotFound: (method: string, url: string) => new AppError('NOT_FOUND', `No route ${method} ${url}.`),
  workspaceNotFound: (id: string) => new AppError('WORKSPACE_NOT_FOUND', `Workspace ${id} was not found.`),
  fileNotFound: (id: string) => new AppError('FILE_NOT_FOUND', `File ${id} was not found.`),
  conversationNotFound: (id: string) => new AppError('CONVERSATION_NOT_FOUND', `Conversation ${id} was not found.`),
  parseNotFound: (id: string) => new AppError('PARSE_NOT_FOUND', `Parse ${id} was not found.`),
  apiKeyNotFound: (id: string) => new AppError('API_KEY_NOT_FOUND', `API key ${id} was not found.`),
  userNotFound: (id: string) => new AppError('USER_NOT_FOUND', `User ${id} was not found.`),
  tableNotFound: (name: string) => new AppError('TABLE_NOT_FOUND', `Table ${name} was not found in this workspace.`),
  conflict: (message: string, details: Record<string, unknown> = {}) => new AppError('CONFLICT', message, details),
  parseExpired: (expiredAt: string) =>
    new AppError('PARSE_EXPIRED', `The parse result expired at ${expiredAt}; submit the document again.`, { expired_at: expiredAt }),
  fileTooLarge: (maxBytes: number, sizeBytes?: number) =>
    new AppError(
      'FILE_TOO_LARGE',
      sizeBytes === undefined
        ? `The file is larger than the ${Math.round(maxBytes / MB)} MB maximum.`
        : `The file is ${(sizeBytes / MB).toFixed(1)} MB; the maximum is ${Math.round(maxBytes / MB)} MB.`,
      sizeBytes === undefined
        ? { max_size_mb: Math.round(maxBytes / MB) }
        : { max_size_mb: Math.round(maxBytes / MB), file_size_mb: Number((sizeBytes / MB).toFixed(1)) },
      // The rest of the body is never read, so the connection cannot carry another request.
      { Connection: 'close' },
    ),
  requestTimeout: (idleTimeoutMs: number, requestTimeoutMs: number) =>
    new AppError(
      'REQUEST_TIMEOUT',
      `The request body arrived too slowly: it must not pause for more than ${idleTimeoutMs / 1000} s, and must be complete within ${requestTimeoutMs / 1000} s.`,
      { idle_timeout_seconds: idleTimeoutMs / 1000, request_timeout_seconds: requestTimeoutMs / 1000 },
      { Connection: 'close' },
    ),
  unsupportedFormat: (detectedType: string, supported: readonly string[]) =>
    new AppError('UNSUPPORTED_FORMAT', `Files of type ${detectedType} are not supported here.`, {
      detected_type: detectedType,
      supported,
    }),
  tableLimit: (currentCount: number, maxAllowed: number) =>
    new AppError('WORKSPACE_TABLE_LIMIT_EXCEEDED', `The workspace holds ${currentCount} tables; the limit is ${maxAllowed}.`, {
      current_count: currentCount,
      max_allowed: maxAllowed,
    }),
  fileNotReady: (fileIds: string[]) =>
    new AppError('FILE_NOT_READY', 'Some of the requested files are not processed yet.', { file_ids: fileIds }),
  conversationArchived: (id: string) =>
    new AppError('CONVERSATION_ARCHIVED', `Conversation ${id} is archived; set its status to active to continue it.`),
  modelNotAvailable: (model: string, available: string[]) =>
    new AppError('MODEL_NOT_AVAILABLE', `Model "${model}" is not configured.`, { available_models: available }),
  rateLimited: (retryAfterSeconds: number, headers: Record<string, string>) =>
    new AppError('RATE_LIMITED', `Too many requests; retry in ${retryAfterSeconds} s.`, { retry_after_seconds: retryAfterSeconds }, {
      ...headers,
      'Retry-After': String(retryAfterSeconds),
    }),
  // Every 429 says when to come back; a running chat usually ends within seconds.
  concurrencyLimit: (maxConcurrent: number) =>
    new AppError(
      'CONCURRENCY_LIMIT_EXCEEDED',
      `At most ${maxConcurrent} chats with running queries per user.`,
      { max_concurrent: maxConcurrent },
      { 'Retry-After': '5' },
    ),
  queryTimeout: (sqlQueriesExecuted: Array<{ sql: string; success: boolean; error: string | null }>) =>
    new AppError('QUERY_TIMEOUT', 'The SQL queries needed for this answer ran past the time limit.', {
      sql_queries_executed: sqlQueriesExecuted,
    }),
  llmProvider: (providerStatus: number | null, providerMessage: string) =>
    new AppError('LLM_PROVIDER_ERROR', 'The language model provider failed.', {
      provider_status: providerStatus,
      provider_message: providerMessage,
    }),
  serviceUnavailable: (message = 'The service is shutting down or overloaded; retry shortly.') =>
    new AppError('SERVICE_UNAVAILABLE', message),
  internal: () => new AppError('INTERNAL_ERROR', 'An internal error occurred; the request id identifies it in the logs.'),
} as const;
