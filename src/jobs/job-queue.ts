// Background work as the services see it, implemented on pg-boss (pg-boss-queue.ts) in the same
// PostgreSQL as the data, embedded or not. Attempts are counted in the database, so a job that
// kills its worker is retried a bounded number of times across restarts, and then given up.
import type { Queryable } from '../db/database.ts';

export interface Job<T> {
  id: string;
  data: T;
  /** 1 on the first run; counts runs cut short by a crash too. */
  attempt: number;
  /** Aborted when the process is shutting down past its deadline. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** A job whose every attempt ended without success: by an error, a crash of its worker, or a time-out. */
export interface FailedJob<T> {
  data: T;
  attempts: number;
  /** What ended the last attempt, in words. */
  reason: string;
}

export interface SendOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** Runs in all, including the first; failures past it leave the job failed. */
  maxAttempts?: number;
  /** Enqueue inside this transaction: the job exists if and only if the transaction commits. */
  tx?: Queryable;
}

export interface WorkOptions<T> {
  concurrency?: number;
  /** Runs (with retries of its own) once the job has failed for good, to end its entity. */
  onFailed?: (job: FailedJob<T>) => Promise<void>;
}

export interface JobQueue {
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string>;
  /** Registers the handler of a queue; call before start(). Handlers must be idempotent: a job can run again after a crash. */
  work<T>(queue: string, handler: JobHandler<T>, options?: WorkOptions<T>): void;
  start(options: { runWorkers: boolean }): Promise<void>;
  /** How many jobs of the queue whose data contains one of `matches` are running now, in any process. */
  running(queue: string, matches: object[]): Promise<number>;
  /** Stops taking jobs, waits for running ones up to timeoutMs, then aborts them. */
  stop(timeoutMs: number): Promise<void>;
}

/** Runs of a job in all, unless it is sent with its own maxAttempts. */
export const MAX_JOB_ATTEMPTS = 3;

/** Exponential backoff between attempts of a failed job: 2 s, 4 s, 8 s ... capped at 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(300_000, 2_000 * 2 ** Math.max(0, attempt - 1));
}
