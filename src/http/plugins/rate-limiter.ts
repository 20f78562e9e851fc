import { ERRORS } from '../../errors.ts';

/**
 * Fixed one-minute windows per API key, in this process. With several API processes each
 * enforces the limit on the requests it serves; put a shared limiter in front for a global one.
 */
export function createRateLimiter(limitPerMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  return function hit(key: string): Record<string, string> {
    const t = now();
    const windowStart = t - (t % 60_000);
    if (t - lastSweep > 60_000) {
      for (const [k, w] of windows) if (w.start < windowStart) windows.delete(k);
      lastSweep = t;
    }
    let w = windows.get(key);
    if (!w || w.start !== windowStart) {
      w = { start: windowStart, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    const reset = Math.max(1, Math.ceil((windowStart + 60_000 - t) / 1000));
    const headers = {
      'RateLimit-Limit': String(limitPerMinute),
      'RateLimit-Remaining': String(Math.max(0, limitPerMinute - w.count)),
      'RateLimit-Reset': String(reset),
      'RateLimit-Policy': `${limitPerMinute};w=60`,
    };
    if (w.count > limitPerMinute) throw ERRORS.rateLimited(reset, headers);
    return headers;
  };
}
