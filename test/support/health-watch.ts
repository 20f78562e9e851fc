// Watches a running service from outside while something heavy happens: /healthz polled over real
// HTTP every few tens of milliseconds, and the service's resident memory sampled alongside.
//
// For each answer the watch also knows how much CPU the service's main thread spent while it
// waited. `stalledMs` is the longest wait that thread was busy for: the service blocking its own
// event loop. `slowestMs` is the plain wall-clock latency, which also grows when the machine is
// overloaded and the process is not scheduled at all.
import { readFileSync } from 'node:fs';
import { treePssMb } from './process-tree.ts';

export interface HealthReport {
  /** Longest /healthz wait during which the main thread was busy the whole time (ms). */
  stalledMs: number;
  /** Slowest /healthz answer by the wall clock (ms; a failed one counts as Infinity). */
  slowestMs: number;
  answers: number;
  /** Peak resident memory over the start (MB). */
  rssGrowthMb: number;
}

export interface HealthWatch {
  stop(): Promise<HealthReport>;
}

/** Where the service runs: its main thread's CPU time and its resident memory. */
export interface WatchedProcess {
  mainThreadCpuMs(): number;
  rssMb(): number;
}

/** The service runs in the test's own process. */
export const thisProcess: WatchedProcess = {
  mainThreadCpuMs: () => {
    const cpu = process.threadCpuUsage();
    return (cpu.user + cpu.system) / 1000;
  },
  rssMb: () => process.memoryUsage.rss() / (1024 * 1024),
};

/**
 * The service is a child process: its main thread's CPU from /proc, and the resident memory of its
 * whole process tree with shared pages counted once (PSS; summed RSS would count the Node binary
 * again for each import or sandbox process).
 */
export function childProcess(pid: number): WatchedProcess {
  return {
    mainThreadCpuMs: () => {
      // utime and stime (fields 14 and 15) in clock ticks of 10 ms, counted after the command name.
      const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    rssMb: () => treePssMb(pid),
  };
}

export function watchHealth(baseUrl: string, options: { intervalMs?: number; process?: WatchedProcess } = {}): HealthWatch {
  const intervalMs = options.intervalMs ?? 50;
  const watched = options.process ?? thisProcess;
  const rssAtStart = watched.rssMb();
  let rssPeak = rssAtStart;
  let slowestMs = 0;
  let stalledMs = 0;
  let answers = 0;
  let running = true;
  // Each answer is timed from the previous one, less the pause between polls: a stall that
  // starts during the pause delays the poll's timer, and counts as a client arriving then would wait.
  // A watched process that is gone (killed by the kernel, crashed) can no longer be read: the
  // watch ends there with the service counted as unanswering, never as an unhandled rejection.
  const loop = (async () => {
    let mark = performance.now();
    let cpuMark = watched.mainThreadCpuMs();
    while (running) {
      await new Promise((r) => setTimeout(r, intervalMs));
      try {
        const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        const waitedMs = res.ok ? performance.now() - mark - intervalMs : Infinity;
        const cpuMs = watched.mainThreadCpuMs() - cpuMark;
        slowestMs = Math.max(slowestMs, waitedMs);
        stalledMs = Math.max(stalledMs, Math.min(waitedMs, cpuMs));
        answers += 1;
      } catch {
        slowestMs = Infinity;
        stalledMs = Infinity;
      }
      try {
        rssPeak = Math.max(rssPeak, watched.rssMb());
        cpuMark = watched.mainThreadCpuMs();
      } catch {
        slowestMs = Infinity;
        stalledMs = Infinity;
        running = false;
      }
      mark = performance.now();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return {
        stalledMs: Math.round(stalledMs),
        slowestMs: Math.round(slowestMs),
        answers,
        rssGrowthMb: Math.round(rssPeak - rssAtStart),
      };
    },
  };
}
