// What every command gets: a client built from flags or the environment, and the output mode.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createQuarryClient, type QuarryClient } from '@quarry/sdk';
import { UsageError } from './exit-codes.ts';

export interface CommandContext {
  client: QuarryClient;
  json: boolean;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
}

type Options = NonNullable<ParseArgsConfig['options']>;

const GLOBAL_OPTIONS = {
  url: { type: 'string' },
  'api-key': { type: 'string' },
  json: { type: 'boolean', default: false },
} satisfies Options;

/** A command's own flags plus the global ones; unknown flags are usage errors. */
export function parseCommandArgs<O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options: { ...GLOBAL_OPTIONS, ...options }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export function contextFrom(values: { url?: unknown; 'api-key'?: unknown; json?: unknown }, signal: AbortSignal, env = process.env): CommandContext {
  const baseUrl = (values.url as string | undefined) ?? env.QUARRY_URL ?? 'http://localhost:8080';
  const apiKey = (values['api-key'] as string | undefined) ?? env.QUARRY_API_KEY;
  if (!apiKey) throw new UsageError('No API key: pass --api-key or set QUARRY_API_KEY.');
  try {
    new URL(baseUrl);
  } catch {
    throw new UsageError(`Not a URL: ${baseUrl} (--url or QUARRY_URL).`);
  }
  const client = createQuarryClient({
    baseUrl,
    apiKey,
    retry: { onRetry: ({ delayMs }) => process.stderr.write(`rate limited; retrying in ${Math.ceil(delayMs / 1000)} s\n`) },
  });
  return { client, json: values.json === true, signal };
}

export function needPositionals(positionals: string[], count: number, usage: string): string[] {
  if (positionals.length < count) throw new UsageError(`Usage: ${usage}`);
  return positionals;
}
