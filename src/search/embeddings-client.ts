// Client of an OpenAI-compatible embeddings endpoint: POST {baseUrl}/embeddings with
// { model, input: string[] } answering { data: [{ embedding, index }] }.
// Long inputs go out in batches; rate limits (429) and server errors (5xx) are retried with
// exponential backoff, honouring Retry-After. Error messages never carry the API key.

export interface EmbeddingsClient {
  readonly model: string;
  /** One vector per text, in the order given. */
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

export interface EmbeddingsClientOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Texts per request. */
  batchSize?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Retries of a request after a 429, a 5xx or a network failure. */
  maxRetries?: number;
  /** First backoff delay; doubled on each retry, with jitter. */
  retryBaseMs?: number;
}

export class EmbeddingsError extends Error {
  /** HTTP status of the last answer; null when no answer came (timeout, network). */
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'EmbeddingsError';
    this.status = status;
  }
}

const MAX_RETRY_AFTER_MS = 30_000;

export function createEmbeddingsClient(options: EmbeddingsClientOptions): EmbeddingsClient {
  const { model, apiKey } = options;
  const url = options.baseUrl.replace(/\/+$/, '') + '/embeddings';
  const batchSize = options.batchSize ?? 64;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxRetries = options.maxRetries ?? 4;
  const retryBaseMs = options.retryBaseMs ?? 500;

  /** Masks the key should an endpoint echo it back in an error body. */
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);

  async function request(input: string[], signal: AbortSignal | undefined): Promise<number[][]> {
    for (let attempt = 0; ; attempt++) {
      let status: number | null = null;
      let retryAfterMs: number | null = null;
      let message: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({ model, input }),
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) return parseVectors(await response.json(), input.length);
        status = response.status;
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
        const body = redact((await response.text().catch(() => '')).slice(0, 300));
        message = `Embeddings endpoint answered ${status}${body ? `: ${body}` : ''}`;
        if (status !== 429 && status < 500) throw new EmbeddingsError(message, status);
      } catch (err) {
        if (err instanceof EmbeddingsError || signal?.aborted) throw err;
        message =
          err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
            ? `Embeddings request timed out after ${timeoutMs} ms`
            : `Embeddings request failed: ${redact(err instanceof Error ? err.message : String(err))}`;
      }
      if (attempt >= maxRetries) throw new EmbeddingsError(`${message} (after ${attempt + 1} attempts)`, status);
      const backoff = retryBaseMs * 2 ** attempt * (0.5 + Math.random() / 2);
      await sleep(Math.min(Math.max(retryAfterMs ?? 0, backoff), MAX_RETRY_AFTER_MS), signal);
    }
  }

  return {
    model,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        vectors.push(...(await request(texts.slice(start, start + batchSize), signal)));
      }
      return vectors;
    },
  };
}

function parseVectors(body: unknown, expected: number): number[][] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data.length !== expected) {
    throw new EmbeddingsError(`Embeddings endpoint returned ${Array.isArray(data) ? data.length : 'no'} vectors for ${expected} texts`, null);
  }
  const vectors: number[][] = new Array(expected);
  data.forEach((item: { embedding?: unknown; index?: unknown }, position) => {
    const index = item.index === undefined ? position : item.index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= expected) {
      throw new EmbeddingsError('Embeddings endpoint returned a vector with an unknown index', null);
    }
    const { embedding } = item;
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw new EmbeddingsError('Embeddings endpoint returned a malformed vector', null);
    }
    vectors[index] = embedding as number[];
  });
  if (vectors.some((v) => v === undefined)) throw new EmbeddingsError('Embeddings endpoint returned duplicate indexes', null);
  return vectors;
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
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
