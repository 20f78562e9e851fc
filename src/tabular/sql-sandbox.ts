// Runs SQL written by a model against a workspace's tables: one read-only SELECT, only those
// tables visible, stopped at the time limit, rows capped (see sandbox-query.ts for the rules).
//
// Queries run in a pool of host processes, one query per host at a time. DuckDB's interrupt()
// stops a query between vectors, but not inside one scalar function call: `SELECT repeat('x',
// 2000000000)` measured 40 s and 4 GB before it noticed, and `SELECT range(200000000)` did not
// stop within a minute. So a host is killed (and replaced on demand) when its query outlives its
// time limit by a grace period, or when the host outgrows its memory budget; since the host ran
// only that query, no other request notices. Queries wait for a free host when all are busy.
//
// Internal callers (the builtin engine's own probes) use the same entry point with explicit
// `maxRows` and `defaultRows` instead of the user-facing caps.

import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SqlExecutionError, SqlMemoryError, SqlRejectedError, SqlTimeoutError } from './sql-errors.ts';
import type { SafeQueryInput, SafeQueryResult } from './sandbox-query.ts';
import type { HostReply, HostRequest } from './sandbox-protocol.ts';

export { SqlExecutionError, SqlMemoryError, SqlRejectedError, SqlTimeoutError } from './sql-errors.ts';
// Types only: the DuckDB side (sandbox-query.ts) is loaded by the host process, never by the service.
export type { SafeQueryInput, SafeQueryResult } from './sandbox-query.ts';
export type { SandboxTable } from './sandbox-instances.ts';

export type SandboxProcessLimits = {
  /** How long past its time limit a query may take to stop before its host is killed. */
  killGraceMs: number;
  /** Resident memory of a host above which it is killed (DuckDB's memory_limit misses some allocations). */
  maxRssMb: number;
  /** Host processes at most; each runs one query at a time. */
  maxHosts: number;
  /** An idle host exits after this long (its DuckDB instances go with it). */
  idleMs: number;
};

const DEFAULT_LIMITS: SandboxProcessLimits = { killGraceMs: 2_000, maxRssMb: 2_048, maxHosts: 2, idleMs: 60_000 };
let limits: SandboxProcessLimits = { ...DEFAULT_LIMITS };

/** Changes the pool's limits (configuration at startup, tests); unset fields keep their defaults. */
export function configureSandboxProcess(next: Partial<SandboxProcessLimits>): void {
  limits = { ...limits, ...next };
}

type Running = {
  id: number;
  input: SafeQueryInput;
  resolve: (result: SafeQueryResult) => void;
  reject: (error: Error) => void;
  deadline: NodeJS.Timeout;
  cleanup: () => void;
};

type Host = {
  child: ChildProcess;
  /** The query it runs; a host runs one at a time. */
  running: Running | null;
  /** Tables of its last query: a host that has them open answers the same workspace faster. */
  lastTables: string;
  watchdog: NodeJS.Timeout;
  idleTimer: NodeJS.Timeout | null;
  /** Why the host was killed, told to its query. */
  killedBecause: Error | null;
};

type Waiting = { input: SafeQueryInput; start: (host: Host) => void; fail: (error: Error) => void };

const HOST_ENTRY = fileURLToPath(new URL('./sandbox-host.ts', import.meta.url));
const WATCHDOG_INTERVAL_MS = 200;
const hosts = new Set<Host>();
const waiting: Waiting[] = [];
let nextId = 1;

const ERROR_CLASSES: Record<string, (message: string, input: SafeQueryInput) => Error> = {
  SqlRejectedError: (message) => new SqlRejectedError(message),
  SqlTimeoutError: (message, input) => new SqlTimeoutError(message, input.timeoutMs),
  SqlMemoryError: (message) => new SqlMemoryError(message),
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

function tablesKey(input: SafeQueryInput): string {
  return JSON.stringify(input.tables.map((table) => [table.name, table.parquetPath]).sort());
}

function kill(target: Host, because: Error): void {
  target.killedBecause ??= because;
  // Queries from now on go to other hosts.
  hosts.delete(target);
  target.child.kill('SIGKILL');
}

function finish(target: Host): Running | null {
  const running = target.running;
  if (!running) return null;
  target.running = null;
  clearTimeout(running.deadline);
  running.cleanup();
  target.child.channel?.unref();
  return running;
}

function startHost(): Host {
  const child = fork(HOST_ENTRY, [], { execArgv: [], serialization: 'json', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started: Host = {
    child,
    running: null,
    lastTables: '',
    killedBecause: null,
    idleTimer: null,
    watchdog: setInterval(async () => {
      if (!started.running || child.pid === undefined) return;
      const rss = await residentMb(child.pid);
      if (rss !== null && rss > limits.maxRssMb && started.running) {
        kill(started, new SqlMemoryError(`The query needed more than ${limits.maxRssMb} MB of memory (the per-query memory limit) and was stopped; filter or aggregate first.`));
      }
    }, WATCHDOG_INTERVAL_MS),
  };
  started.watchdog.unref();
  child.on('message', (reply: HostReply) => {
    if (started.running?.id !== reply.id) return;
    const running = finish(started)!;
    if ('result' in reply) running.resolve(reply.result);
    else running.reject((ERROR_CLASSES[reply.error.name] ?? ((message) => new SqlExecutionError(message)))(reply.error.message, running.input));
    release(started);
  });
  child.on('exit', () => {
    clearInterval(started.watchdog);
    if (started.idleTimer) clearTimeout(started.idleTimer);
    hosts.delete(started);
    finish(started)?.reject(started.killedBecause ?? new SqlExecutionError('The query engine stopped unexpectedly; run the query again.'));
    // A host slot is free again: a waiting query may start one.
    dispatch();
  });
  child.on('error', (error) => {
    kill(started, new SqlExecutionError(`The query engine could not run: ${error.message}`));
  });
  // An idle host must not keep the service (or a script) alive.
  child.unref();
  child.channel?.unref();
  hosts.add(started);
  return started;
}

/** A host is free: give it the next waiting query, or let it idle out. */
function release(target: Host): void {
  if (!hosts.has(target)) return;
  dispatch();
  if (target.running || !hosts.has(target)) return;
  target.idleTimer = setTimeout(() => kill(target, new SqlExecutionError('The query engine was idle.')), limits.idleMs);
  target.idleTimer.unref();
}

/** The oldest waiting query, preferring one over the tables a host has open. */
function takeWaiting(preferredTables: string): Waiting {
  const index = waiting.findIndex((w) => tablesKey(w.input) === preferredTables);
  return waiting.splice(Math.max(index, 0), 1)[0];
}

/** Starts waiting queries on idle hosts, or on new ones while the pool has room. */
function dispatch(): void {
  while (waiting.length > 0) {
    const idle = [...hosts].filter((host) => !host.running);
    if (idle.length > 0) {
      // A host that has a waiting query's tables open answers it from its kept DuckDB instance.
      const host = idle.find((h) => waiting.some((w) => tablesKey(w.input) === h.lastTables)) ?? idle[0];
      takeWaiting(host.lastTables).start(host);
    } else if (hosts.size < limits.maxHosts) {
      waiting.shift()!.start(startHost());
    } else {
      return;
    }
  }
}

function send(target: Host, request: HostRequest): void {
  if (target.child.connected) target.child.send(request);
}

function runOn(target: Host, input: SafeQueryInput, resolve: (result: SafeQueryResult) => void, reject: (error: Error) => void): void {
  if (target.idleTimer) clearTimeout(target.idleTimer);
  target.idleTimer = null;
  const id = nextId++;
  const { signal, ...query } = input;
  const killForRunaway = (error: Error) => {
    if (target.running?.id === id) kill(target, error);
  };
  const onAbort = () => {
    send(target, { type: 'cancel', id });
    setTimeout(() => killForRunaway(new SqlTimeoutError('The query was cancelled.', input.timeoutMs)), limits.killGraceMs).unref();
  };
  target.running = {
    id,
    input,
    resolve,
    reject,
    deadline: setTimeout(
      () => killForRunaway(new SqlTimeoutError(`The query ran longer than ${input.timeoutMs} ms (the time limit) and was stopped; simplify it or aggregate first.`, input.timeoutMs)),
      input.timeoutMs + limits.killGraceMs,
    ),
    cleanup: () => signal?.removeEventListener('abort', onAbort),
  };
  target.lastTables = tablesKey(input);
  signal?.addEventListener('abort', onAbort, { once: true });
  target.child.channel?.ref();
  send(target, { type: 'query', id, query });
}

export async function runSafeQuery(input: SafeQueryInput): Promise<SafeQueryResult> {
  if (input.signal?.aborted) throw new SqlTimeoutError('The query was cancelled before it started.', input.timeoutMs);
  return new Promise<SafeQueryResult>((resolve, reject) => {
    const { signal } = input;
    // Waiting for a host counts against the time limit too: a query is never held longer.
    const waitLimit = setTimeout(
      () => leave(new SqlTimeoutError(`No query engine was free within the ${input.timeoutMs} ms time limit; try again shortly.`, input.timeoutMs)),
      input.timeoutMs,
    );
    const onAbort = () => leave(new SqlTimeoutError('The query was cancelled.', input.timeoutMs));
    const entry: Waiting = {
      input,
      start: (host) => {
        clearTimeout(waitLimit);
        signal?.removeEventListener('abort', onAbort);
        runOn(host, input, resolve, reject);
      },
      fail: reject,
    };
    const leave = (error: Error) => {
      const at = waiting.indexOf(entry);
      if (at < 0) return;
      waiting.splice(at, 1);
      clearTimeout(waitLimit);
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    waiting.push(entry);
    dispatch();
  });
}

/** Stops every sandbox host and the DuckDB instances they keep (at shutdown; tests). */
/** Host processes running now. */
export function sandboxProcessCount(): number {
  return hosts.size;
}

export async function closeSandboxInstances(): Promise<void> {
  for (const entry of waiting.splice(0)) entry.fail(new SqlExecutionError('The query engine is shutting down.'));
  const exits = [...hosts].map((host) => {
    const exited = new Promise<void>((resolve) => host.child.once('exit', () => resolve()));
    // Keep the event loop alive until the host is gone (it is unref'd while idle).
    host.child.ref();
    kill(host, new SqlExecutionError('The query engine is shutting down.'));
    return exited;
  });
  await Promise.all(exits);
}
