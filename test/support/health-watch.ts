// Watches a running service from outside while something heavy happens: /healthz polled over real
// HTTP every few tens of milliseconds, and the process's resident memory sampled alongside.

export interface HealthWatch {
  /** Stops watching: the slowest /healthz answer (ms; a failed one counts as Infinity), answers seen, and the RSS peak over the start. */
  stop(): Promise<{ slowestMs: number; answers: number; rssGrowthMb: number }>;
}

export function watchHealth(baseUrl: string, intervalMs = 50): HealthWatch {
  const rssAtStart = process.memoryUsage.rss();
  let rssPeak = rssAtStart;
  let slowestMs = 0;
  let answers = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        slowestMs = Math.max(slowestMs, res.ok ? performance.now() - started : Infinity);
        answers += 1;
      } catch {
        slowestMs = Infinity;
      }
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { slowestMs: Math.round(slowestMs), answers, rssGrowthMb: Math.round((rssPeak - rssAtStart) / (1024 * 1024)) };
    },
  };
}
