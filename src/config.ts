// Configuration is read from the environment once, at start, and validated here; a bad value
// stops the start with a message naming the variable. Names follow CONTRACT.md.
import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { KEY_FORMAT } from './auth/key-secrets.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  PORT: int(0, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  QUARRY_DATA_DIR: z.string().min(1).default('./data'),
  // Checked here with the same format authentication accepts, or the admin would be locked out silently.
  QUARRY_ADMIN_KEY: optionalString.pipe(
    z.string().regex(KEY_FORMAT, 'must be a Quarry key: "qk_" followed by at least 24 letters, digits, "_" or "-"').optional(),
  ),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional()),
  QUARRY_S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  QUARRY_S3_BUCKET: optionalString,
  QUARRY_S3_REGION: optionalString,
  QUARRY_S3_ACCESS_KEY_ID: optionalString,
  QUARRY_S3_SECRET_ACCESS_KEY: optionalString,
  QUARRY_S3_FORCE_PATH_STYLE: bool.default(true),
  QUARRY_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  QUARRY_LLM_PROVIDER: optionalString.pipe(z.enum(['openai', 'anthropic']).optional()),
  QUARRY_LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  QUARRY_LLM_API_KEY: optionalString,
  QUARRY_LLM_MODEL: optionalString,
  QUARRY_EMBEDDINGS_BASE_URL: optionalString.pipe(z.url().optional()),
  QUARRY_EMBEDDINGS_API_KEY: optionalString,
  QUARRY_EMBEDDINGS_MODEL: optionalString,
  QUARRY_WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  QUARRY_QUERY_TIMEOUT_MS: int(100, 600_000).default(30_000),
  QUARRY_QUERY_MEMORY_MB: int(128, 65_536).default(2_048),
  QUARRY_SQL_PROCESSES: int(1, 64).default(2),
  QUARRY_CACHE_MAX_MB: int(1, 10_000_000).default(10_240),
  QUARRY_LLM_TIMEOUT_MS: int(1_000, 3_600_000).default(120_000),
  QUARRY_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  // Empty means unset here: the default follows QUARRY_RATE_LIMIT_PER_MINUTE.
  QUARRY_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.preprocess((v) => (v === '' ? undefined : v), int(1, 10_000_000).optional()),
  QUARRY_REQUEST_TIMEOUT_MS: int(1_000, 3_600_000).default(600_000),
  QUARRY_BODY_IDLE_TIMEOUT_MS: int(100, 600_000).default(30_000),
  QUARRY_MAX_UPLOAD_MB: int(1, 10_000).default(200),
  QUARRY_PARSE_TIMEOUT_MS: int(1_000, 3_600_000).default(600_000),
  QUARRY_JOB_CONCURRENCY: int(1, 64).default(Math.max(2, availableParallelism())),
  QUARRY_EXTRACT_THREADS: int(1, 64).default(availableParallelism()),
  QUARRY_EXTRACT_HEAP_MB: int(128, 65_536).default(1_024),
  QUARRY_SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(25_000),
  QUARRY_IDLE_RETIRE_MS: int(100, 86_400_000).default(60_000),
  QUARRY_PDF_TEXT_ENGINE: z.enum(['pdfium', 'pdfjs']).default('pdfium'),
  QUARRY_METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  QUARRY_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The date the builtin engine counts "last quarter", "this year" from; unset: the system clock's UTC date.
  QUARRY_TODAY: optionalString.pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
      .refine((v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      }, 'must be a real calendar date')
      .optional(),
  ),
});

export type Env = z.input<typeof envSchema>;

/** Every variable the configuration reads (the deployment files are checked against this list). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  adminKey: string | undefined;
  databaseUrl: string | undefined;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean } | undefined;
  role: 'all' | 'api' | 'worker';
  llm: { provider: 'openai' | 'anthropic'; baseUrl: string | undefined; apiKey: string | undefined; model: string } | undefined;
  embeddings: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  webhookAllowPrivate: boolean;
  queryTimeoutMs: number;
  queryMemoryMb: number;
  sqlProcesses: number;
  cacheMaxBytes: number;
  llmTimeoutMs: number;
  rateLimitPerMinute: number;
  rateLimitPerAddressPerMinute: number;
  /** Longest a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** Longest pause allowed while a request body is arriving. */
  bodyIdleTimeoutMs: number;
  maxUploadBytes: number;
  parseTimeoutMs: number;
  jobConcurrency: number;
  extractThreads: number;
  extractHeapMb: number;
  shutdownTimeoutMs: number;
  /** Extraction threads, OCR workers, SQL sandbox processes and the dictionary unused this long are let go. */
  idleRetireMs: number;
  /** Which library reads PDF text with positions: PDFium (default) or pdf.js, which it replaced. */
  pdfTextEngine: 'pdfium' | 'pdfjs';
  /** When set, GET /metrics needs it as a bearer token. */
  metricsToken: string | undefined;
  logLevel: string;
  /** The builtin engine's today (YYYY-MM-DD) when pinned; undefined: the system clock's UTC date at each question. */
  today: string | undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;

  const s3Vars = [e.QUARRY_S3_ENDPOINT, e.QUARRY_S3_BUCKET, e.QUARRY_S3_ACCESS_KEY_ID, e.QUARRY_S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  QUARRY_S3_*: set QUARRY_S3_ENDPOINT, QUARRY_S3_BUCKET, QUARRY_S3_ACCESS_KEY_ID and QUARRY_S3_SECRET_ACCESS_KEY together',
    );
  }
  if (e.QUARRY_LLM_PROVIDER && !e.QUARRY_LLM_MODEL) {
    throw new ConfigError('Invalid configuration:\n  QUARRY_LLM_MODEL: required when QUARRY_LLM_PROVIDER is set');
  }
  if (e.QUARRY_LLM_PROVIDER === 'openai' && !e.QUARRY_LLM_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  QUARRY_LLM_BASE_URL: required for the openai provider (e.g. http://host:11434/v1)');
  }
  if (e.QUARRY_EMBEDDINGS_BASE_URL && !e.QUARRY_EMBEDDINGS_MODEL) {
    throw new ConfigError('Invalid configuration:\n  QUARRY_EMBEDDINGS_MODEL: required when QUARRY_EMBEDDINGS_BASE_URL is set');
  }
  if ((e.QUARRY_ROLE === 'api' || e.QUARRY_ROLE === 'worker') && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  QUARRY_ROLE: "${e.QUARRY_ROLE}" splits API and workers across processes, which needs DATABASE_URL (PostgreSQL)`,
    );
  }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.QUARRY_DATA_DIR),
    adminKey: e.QUARRY_ADMIN_KEY,
    databaseUrl: e.DATABASE_URL,
    s3: e.QUARRY_S3_ENDPOINT
      ? {
          endpoint: e.QUARRY_S3_ENDPOINT,
          bucket: e.QUARRY_S3_BUCKET!,
          region: e.QUARRY_S3_REGION ?? 'us-east-1',
          accessKeyId: e.QUARRY_S3_ACCESS_KEY_ID!,
          secretAccessKey: e.QUARRY_S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.QUARRY_S3_FORCE_PATH_STYLE,
        }
      : undefined,
    role: e.QUARRY_ROLE,
    llm: e.QUARRY_LLM_PROVIDER
      ? { provider: e.QUARRY_LLM_PROVIDER, baseUrl: e.QUARRY_LLM_BASE_URL, apiKey: e.QUARRY_LLM_API_KEY, model: e.QUARRY_LLM_MODEL! }
      : undefined,
    embeddings: e.QUARRY_EMBEDDINGS_BASE_URL
      ? { baseUrl: e.QUARRY_EMBEDDINGS_BASE_URL, apiKey: e.QUARRY_EMBEDDINGS_API_KEY, model: e.QUARRY_EMBEDDINGS_MODEL! }
      : undefined,
    webhookAllowPrivate: e.QUARRY_WEBHOOK_ALLOW_PRIVATE,
    queryTimeoutMs: e.QUARRY_QUERY_TIMEOUT_MS,
    queryMemoryMb: e.QUARRY_QUERY_MEMORY_MB,
    sqlProcesses: e.QUARRY_SQL_PROCESSES,
    cacheMaxBytes: e.QUARRY_CACHE_MAX_MB * 1024 * 1024,
    llmTimeoutMs: e.QUARRY_LLM_TIMEOUT_MS,
    rateLimitPerMinute: e.QUARRY_RATE_LIMIT_PER_MINUTE,
    // Several users may share an address (an office, a proxy): twice one user's limit by default.
    rateLimitPerAddressPerMinute: e.QUARRY_RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? 2 * e.QUARRY_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: e.QUARRY_REQUEST_TIMEOUT_MS,
    bodyIdleTimeoutMs: e.QUARRY_BODY_IDLE_TIMEOUT_MS,
    maxUploadBytes: e.QUARRY_MAX_UPLOAD_MB * 1024 * 1024,
    parseTimeoutMs: e.QUARRY_PARSE_TIMEOUT_MS,
    jobConcurrency: e.QUARRY_JOB_CONCURRENCY,
    extractThreads: e.QUARRY_EXTRACT_THREADS,
    extractHeapMb: e.QUARRY_EXTRACT_HEAP_MB,
    shutdownTimeoutMs: e.QUARRY_SHUTDOWN_TIMEOUT_MS,
    idleRetireMs: e.QUARRY_IDLE_RETIRE_MS,
    pdfTextEngine: e.QUARRY_PDF_TEXT_ENGINE,
    metricsToken: e.QUARRY_METRICS_TOKEN,
    logLevel: e.QUARRY_LOG_LEVEL,
    today: e.QUARRY_TODAY,
  };
}
