// The fetch every SDK call goes through: retries 429 answers after the time Retry-After names,
// and turns network failures into QuarryConnectionError.
import { QuarryConnectionError } from './errors.ts';

export interface RetryOptions {
  /** Retries after a 429, not counting the first attempt. Default 4. */
  maxRetries?: number;
  /** A Retry-After longer than this is not waited for: the 429 is returned. Default 60 s. */
  maxDelayMs?: number;
  /** Told before each wait, e.g. to show "rate limited, retrying in 3 s". */
  onRetry?: (info: { attempt: number; delayMs: number; url: string }) => void;
}

/** Milliseconds from a Retry-After header: delta seconds or an HTTP date; 1 s when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number {
  if (!value) return 1_000;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1_000 : Math.max(0, date - now);
}

/** Waits, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createTransport(baseFetch: (request: Request) => Promise<Response>, options: RetryOptions = {}): (input: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 4;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  return async function send(request: Request): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      // A request body can be read once: each attempt but the last sends a copy.
      const last = attempt >= maxRetries;
      let response: Response;
      try {
        response = await baseFetch(last ? request : request.clone());
      } catch (err) {
        if (request.signal.aborted || (err as Error)?.name === 'AbortError') throw err;
        throw new QuarryConnectionError(new URL(request.url).origin, err);
      }
      if (response.status !== 429 || last) return response;
      const delayMs = retryAfterMs(response.headers.get('retry-after'));
      if (delayMs > maxDelayMs) return response;
      await response.body?.cancel();
      options.onRetry?.({ attempt: attempt + 1, delayMs, url: request.url });
      await sleep(delayMs, request.signal);
    }
  };
}
