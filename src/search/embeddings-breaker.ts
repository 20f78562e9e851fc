// A circuit breaker around the embeddings endpoint. After a few failures in a row the endpoint is
// taken as down: calls fail at once (EmbeddingsError) for a cool-down, so chat falls back to
// lexical search without waiting and ingestion indexes lexically, to be embedded later. After the
// cool-down one call is let through as a trial; its success closes the circuit again.
import { EmbeddingsError, type EmbeddingsClient } from './embeddings-client.ts';

export interface BreakerOptions {
  /** Failures in a row that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before a trial. */
  cooldownMs: number;
}

export const DEFAULT_BREAKER: BreakerOptions = { failureThreshold: 3, cooldownMs: 30_000 };

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface GuardedEmbeddingsClient extends EmbeddingsClient {
  state(): BreakerState;
}

export function withCircuitBreaker(client: EmbeddingsClient, options: BreakerOptions = DEFAULT_BREAKER): GuardedEmbeddingsClient {
  let failures = 0;
  let openedAt: number | null = null;
  let trialRunning = false;

  const state = (): BreakerState => {
    if (openedAt === null) return 'closed';
    return Date.now() - openedAt >= options.cooldownMs ? 'half-open' : 'open';
  };

  return {
    model: client.model,
    state,
    async embed(texts, signal) {
      const current = state();
      if (current === 'open' || (current === 'half-open' && trialRunning)) {
        throw new EmbeddingsError('The embeddings endpoint is failing; calls are paused for a moment.', null);
      }
      const trial = current === 'half-open';
      if (trial) trialRunning = true;
      try {
        const vectors = await client.embed(texts, signal);
        failures = 0;
        openedAt = null;
        return vectors;
      } catch (error) {
        // A caller giving up is not the endpoint's failure, unless it gave up on a deadline.
        const callerCancelled = signal?.aborted && (signal.reason as Error | undefined)?.name !== 'TimeoutError';
        if (!callerCancelled) {
          failures++;
          if (trial || failures >= options.failureThreshold) openedAt = Date.now();
        }
        throw error;
      } finally {
        if (trial) trialRunning = false;
      }
    },
  };
}
