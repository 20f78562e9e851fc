import type { AppContext } from '../app-context.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Periodic clean-up in worker processes: expired parse results and their blobs. Every statement
 * is idempotent, so several workers may run it.
 */
export function startSweeper(ctx: AppContext): () => void {
  const sweep = async () => {
    try {
      const purged = await ctx.services.parses.sweepExpired();
      if (purged > 0) ctx.log.info({ purged }, 'expired parse results removed');
    } catch (err) {
      ctx.log.warn({ err }, 'sweep failed; will retry');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
