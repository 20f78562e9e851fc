// Watches a running service from outside while something heavy happens: /healthz polled over real
// HTTP every few tens of milliseconds, and the process's resident memory sampled alongside.
//
// The tests run the service in their own process, so for each answer the watch also knows how much
// CPU the main thread spent while it waited. `stalledMs` is the longest wait that thread was busy
// for: the service blocking its own event loop. `slowestMs` is the plain wall-clock latency, which
// also grows when the machine is overloaded and the process is not scheduled at all.

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

export function watchHealth(baseUrl: string, intervalMs = 50): HealthWatch {
  const rssAtStart = process.memoryUsage.rss();
  let rssPeak = rssAtStart;
  let slowestMs = 0;
  let stalledMs = 0;
  let answers = 0;
  let running = true;
  // Each answer is timed from the previous one, less the pause between polls: a stall that
  // starts during the pause delays the poll's timer, and counts as a client arriving then would wait.
  const loop = (async () => {
    let mark = performance.now();
    let cpuMark = process.threadCpuUsage();
    while (running) {
      await new Promise((r) => setTimeout(r, intervalMs));
      try {
        const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        const waitedMs = res.ok ? performance.now() - mark - intervalMs : Infinity;
        const cpu = process.threadCpuUsage(cpuMark);
        slowestMs = Math.max(slowestMs, waitedMs);
        stalledMs = Math.max(stalledMs, Math.min(waitedMs, (cpu.user + cpu.system) / 1000));
        answers += 1;
      } catch {
        slowestMs = Infinity;
        stalledMs = Infinity;
      }
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      mark = performance.now();
      cpuMark = process.threadCpuUsage();
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
        rssGrowthMb: Math.round((rssPeak - rssAtStart) / (1024 * 1024)),
      };
    },
  };
}
