// Tabular ingestion in host processes (ingest-host.ts), one ingestion per host at a time. The
// service only moves messages: DuckDB is never loaded into it, its event loop never waits for an
// import or a profile, and a host that crashes takes only its ingestion with it (the job is
// retried). An idle host is kept for the next file and exits after `idleRetireMs`.

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { IngestInput } from './ingest.ts';
import { stoppedIngestion } from './ingest-engine.ts';
import { fromWire, toWire, type HostToService, type ServiceToHost } from './ingest-protocol.ts';
import type { WorkbookReader } from './workbook-source.ts';
import type { IngestedTable } from './types.ts';

export type IngestProcessesOptions = {
  /** An idle host exits after this long. */
  idleRetireMs: number;
  /** How long a cancelled ingestion may take to stop before its host is killed. */
  cancelGraceMs?: number;
};

export interface IngestProcesses {
  /** ingestTabularFile (ingest.ts) in a host process; workbooks are read by `readWorkbook` here. */
  ingest(input: IngestInput & { readWorkbook: WorkbookReader }): Promise<IngestedTable[]>;
  /** Host processes running now. */
  count(): number;
  close(): Promise<void>;
}

type Host = { child: ChildProcess; busy: boolean; retiring: boolean; idleTimer: NodeJS.Timeout | null; onExit: ((error: Error) => void) | null };

const HOST_ENTRY = fileURLToPath(new URL('./ingest-host.ts', import.meta.url));
const DEFAULT_CANCEL_GRACE_MS = 5_000;

export function createIngestProcesses(options: IngestProcessesOptions): IngestProcesses {
  const hosts = new Set<Host>();
  const cancelGraceMs = options.cancelGraceMs ?? DEFAULT_CANCEL_GRACE_MS;

  function startHost(): Host {
    // A session of its own (setsid): where the kernel groups CPU time by session (autogroup,
    // the default on desktops and on hosts where the service runs outside a CPU cgroup) an import
    // then takes its time from a share of its own, not from the service's, where its nice value
    // would only rank it below the event loop inside a share the two split. In a container or a
    // systemd unit the CPU cgroup decides instead and the session changes nothing. The host
    // still ends with the service: it exits when the IPC channel closes (ingest-host.ts).
    const child = fork(HOST_ENTRY, [], { execArgv: [], detached: true, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const host: Host = { child, busy: false, retiring: false, idleTimer: null, onExit: null };
    child.on('exit', (code, signal) => {
      hosts.delete(host);
      if (host.idleTimer) clearTimeout(host.idleTimer);
      host.onExit?.(new Error(`The table import process stopped unexpectedly (${signal ?? `exit code ${code}`}).`));
    });
    // Reported to the ingestion through 'exit', which follows.
    child.on('error', () => child.kill('SIGKILL'));
    hosts.add(host);
    return host;
  }

  function idle(host: Host): void {
    host.busy = false;
    host.onExit = null;
    // An idle host must not keep the service (or a script) alive.
    host.child.unref();
    host.child.channel?.unref();
    host.idleTimer = setTimeout(() => {
      host.retiring = true;
      host.child.kill();
    }, options.idleRetireMs);
    host.idleTimer.unref();
  }

  function take(): Host {
    const host = [...hosts].find((h) => !h.busy && !h.retiring && h.child.connected) ?? startHost();
    if (host.idleTimer) clearTimeout(host.idleTimer);
    host.idleTimer = null;
    host.busy = true;
    host.child.ref();
    host.child.channel?.ref();
    return host;
  }

  function ingest({ readWorkbook, signal, ...input }: IngestInput & { readWorkbook: WorkbookReader }): Promise<IngestedTable[]> {
    if (signal?.aborted) return Promise.reject(stoppedIngestion(signal));
    const host = take();
    const send = (message: ServiceToHost) => {
      if (host.child.connected) host.child.send(message);
    };
    return new Promise<IngestedTable[]>((resolve, reject) => {
      let graceTimer: NodeJS.Timeout | undefined;
      const settle = (finish: () => void, keepHost: boolean) => {
        clearTimeout(graceTimer);
        signal?.removeEventListener('abort', onAbort);
        host.child.off('message', onMessage);
        if (keepHost && hosts.has(host)) idle(host);
        else host.onExit = null;
        finish();
      };
      const onAbort = () => {
        send({ type: 'cancel', reason: toWire(signal!.reason) });
        // DuckDB notices an interrupt within milliseconds; a host that does not answer is ended.
        graceTimer = setTimeout(() => {
          settle(() => reject(stoppedIngestion(signal!)), false);
          host.child.kill('SIGKILL');
        }, cancelGraceMs);
        graceTimer.unref();
      };
      const onMessage = (message: HostToService) => {
        if (message.type === 'done') settle(() => resolve(message.tables), true);
        else if (message.type === 'failed') settle(() => reject(fromWire(message.error)), true);
        else {
          readWorkbook(message.path, message.outDir).then(
            (sheets) => send({ type: 'workbook', sheets }),
            (error: unknown) => send({ type: 'workbook-failed', error: toWire(error) }),
          );
        }
      };
      host.onExit = (error) => settle(() => reject(signal?.aborted ? stoppedIngestion(signal) : error), false);
      host.child.on('message', onMessage);
      signal?.addEventListener('abort', onAbort, { once: true });
      send({ type: 'ingest', input });
    });
  }

  return {
    ingest,
    count: () => hosts.size,
    async close() {
      await Promise.all(
        [...hosts].map((host) => {
          const exited = new Promise<void>((resolve) => host.child.once('exit', () => resolve()));
          host.child.ref();
          host.child.kill('SIGKILL');
          return exited;
        }),
      );
    },
  };
}
