// Runs SQL written by a model against a workspace's tables: one read-only SELECT, only those
// tables visible, stopped at the time limit, rows capped (see sandbox-query.ts for the rules).
//
// Queries run in a separate host process. DuckDB's interrupt() stops a query between vectors,
// but not inside one scalar function call: `SELECT repeat('x', 2000000000)` measured 40 s and
// 4 GB before it noticed, and `SELECT range(200000000)` did not stop within a minute. So the host
// is killed (and restarted on the next query) when a query outlives its time limit by a grace
// period, or when the host outgrows its memory budget.

import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SqlExecutionError, SqlRejectedError, SqlTimeoutError } from './sql-errors.ts';
import type { SafeQueryInput, SafeQueryResult } from './sandbox-query.ts';
import type { HostReply, HostRequest } from './sandbox-protocol.ts';

export { SqlExecutionError, SqlRejectedError, SqlTimeoutError } from './sql-errors.ts';
export { DEFAULT_MAX_ROWS, DEFAULT_ROWS_WITHOUT_LIMIT, type SafeQueryInput, type SafeQueryResult } from './sandbox-query.ts';
export type { SandboxTable } from './sandbox-instances.ts';

export type SandboxProcessLimits = {
  /** How long past its time limit a query may take to stop before the host is killed. */
  killGraceMs: number;
  /** Resident memory of the host above which it is killed (DuckDB's memory_limit misses some allocations). */
  maxRssMb: number;
};

let limits: SandboxProcessLimits = { killGraceMs: 2_000, maxRssMb: 2_048 };

/** Changes the host's limits (configuration at startup, tests). */
export function configureSandboxProcess(next: Partial<SandboxProcessLimits>): void {
  limits = { ...limits, ...next };
}

type Pending = {
  resolve: (result: SafeQueryResult) => void;
  reject: (error: Error) => void;
  timeoutMs: number;
  deadline: NodeJS.Timeout;
  cleanup: () => void;
};

type Host = {
  child: ChildProcess;
  pending: Map<number, Pending>;
  watchdog: NodeJS.Timeout;
  /** Why the host was killed, told to every query it was running. */
  killedBecause: ((pending: Pending) => Error) | null;
};

const HOST_ENTRY = fileURLToPath(new URL('./sandbox-host.ts', import.meta.url));
const WATCHDOG_INTERVAL_MS = 200;
let host: Host | null = null;
let nextId = 1;

const ERROR_CLASSES: Record<string, (message: string, pending: Pending) => Error> = {
  SqlRejectedError: (message) => new SqlRejectedError(message),
  SqlTimeoutError: (message, pending) => new SqlTimeoutError(message, pending.timeoutMs),
  SqlExecutionError: (message) => new SqlExecutionError(message),
};

async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    // No /proc (not Linux) or the process is gone: nothing to watch.
    return null;
  }
}

function kill(target: Host, because: (pending: Pending) => Error): void {
  target.killedBecause ??= because;
  // Queries from now on go to a fresh host.
  if (host === target) host = null;
  target.child.kill('SIGKILL');
}

function failAll(target: Host, because: (pending: Pending) => Error): void {
  clearInterval(target.watchdog);
  if (host === target) host = null;
  for (const [id, pending] of target.pending) {
    settle(target, id);
    pending.reject(because(pending));
  }
}

function startHost(): Host {
  const child = fork(HOST_ENTRY, [], { execArgv: [], serialization: 'json', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started: Host = {
    child,
    pending: new Map(),
    killedBecause: null,
    watchdog: setInterval(async () => {
      if (started.pending.size === 0 || child.pid === undefined) return;
      const rss = await residentMb(child.pid);
      if (rss !== null && rss > limits.maxRssMb) {
        kill(started, () => new SqlExecutionError(`The query needed more than ${limits.maxRssMb} MB of memory and was stopped; filter or aggregate first.`));
      }
    }, WATCHDOG_INTERVAL_MS),
  };
  started.watchdog.unref();
  child.on('message', (reply: HostReply) => {
    const pending = started.pending.get(reply.id);
    if (!pending) return;
    settle(started, reply.id);
    if ('result' in reply) pending.resolve(reply.result);
    else pending.reject((ERROR_CLASSES[reply.error.name] ?? ((message) => new SqlExecutionError(message)))(reply.error.message, pending));
  });
  child.on('exit', () => {
    failAll(started, started.killedBecause ?? (() => new SqlExecutionError('The query engine stopped unexpectedly; run the query again.')));
  });
  child.on('error', (error) => {
    failAll(started, () => new SqlExecutionError(`The query engine could not run: ${error.message}`));
  });
  // An idle host must not keep the service (or a script) alive.
  child.unref();
  child.channel?.unref();
  return started;
}

function settle(target: Host, id: number): void {
  const pending = target.pending.get(id);
  if (!pending) return;
  clearTimeout(pending.deadline);
  pending.cleanup();
  target.pending.delete(id);
  if (target.pending.size === 0) target.child.channel?.unref();
}

function send(target: Host, request: HostRequest): void {
  if (target.child.connected) target.child.send(request);
}

export async function runSafeQuery(input: SafeQueryInput): Promise<SafeQueryResult> {
  if (input.signal?.aborted) throw new SqlTimeoutError('The query was cancelled before it started.', input.timeoutMs);
  const target = (host ??= startHost());
  const id = nextId++;
  const { signal, ...query } = input;
  return new Promise<SafeQueryResult>((resolve, reject) => {
    const killForRunaway = (message: string) => {
      if (target.pending.get(id) !== mine) return;
      kill(target, (pending) =>
        pending === mine
          ? new SqlTimeoutError(message, input.timeoutMs)
          : new SqlExecutionError('The query engine was restarted because another query ran away; run the query again.'),
      );
    };
    const onAbort = () => {
      send(target, { type: 'cancel', id });
      setTimeout(() => killForRunaway('The query was cancelled.'), limits.killGraceMs).unref();
    };
    const mine: Pending = {
      resolve,
      reject,
      timeoutMs: input.timeoutMs,
      deadline: setTimeout(
        () => killForRunaway(`The query ran longer than ${input.timeoutMs} ms and was stopped; simplify it or aggregate first.`),
        input.timeoutMs + limits.killGraceMs,
      ),
      cleanup: () => signal?.removeEventListener('abort', onAbort),
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    target.pending.set(id, mine);
    target.child.channel?.ref();
    send(target, { type: 'query', id, query });
  });
}

/** Stops the sandbox host and the DuckDB instances it keeps (at shutdown; tests). */
export async function closeSandboxInstances(): Promise<void> {
  const current = host;
  if (!current) return;
  host = null;
  const exited = new Promise<void>((resolve) => current.child.once('exit', () => resolve()));
  // Keep the event loop alive until the host is gone (it is unref'd while idle).
  current.child.ref();
  kill(current, () => new SqlExecutionError('The query engine is shutting down.'));
  await exited;
}
