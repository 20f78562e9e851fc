import pino, { type Logger } from 'pino';

// Secrets never reach the logs: request headers are not logged at all, and these paths are censored
// wherever an object that carries them is logged.
const REDACT = [
  'req.headers.authorization',
  'headers.authorization',
  '*.authorization',
  '*.apiKey',
  '*.api_key',
  '*.key',
  '*.secret',
  '*.webhook_secret',
  '*.webhookSecret',
  '*.secretAccessKey',
  '*.adminKey',
  'config.llm.apiKey',
  'config.embeddings.apiKey',
  'config.s3.secretAccessKey',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
export type { Logger };
