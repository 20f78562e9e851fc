// What /readyz reports: each dependency of the process, probed now. The database and blob storage
// decide readiness; a model or embeddings endpoint being down degrades answers (the builtin engine
// and lexical search remain), so those are reported but never take the process out of rotation.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../blobs/blob-store.ts';

export interface DependencyCheck {
  status: 'ok' | 'failed' | 'not_configured';
  /** Whether the process is unready while this check fails. */
  required: boolean;
  latency_ms?: number;
  error?: string;
}

const PROBE_TIMEOUT_MS = 2_000;
/** Remote endpoints are probed at most this often, so frequent health checks do not hammer a provider. */
const REMOTE_PROBE_TTL_MS = 30_000;

export function createReadiness(deps: { config: Config; db: Database; blobs: BlobStore }) {
  const remote = new Map<string, { at: number; check: Promise<DependencyCheck> }>();

  async function probe(required: boolean, fn: () => Promise<void>): Promise<DependencyCheck> {
    const started = performance.now();
    try {
      await Promise.race([fn(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref())]);
      return { status: 'ok', required, latency_ms: Math.round(performance.now() - started) };
    } catch (err) {
      return { status: 'failed', required, latency_ms: Math.round(performance.now() - started), error: (err as Error).message || 'failed' };
    }
  }

  /** Reachable means any HTTP answer: no credentials are sent and nothing is billed. */
  function reachable(url: string | undefined): Promise<DependencyCheck> {
    if (!url) return Promise.resolve({ status: 'not_configured', required: false });
    const cached = remote.get(url);
    if (cached && Date.now() - cached.at < REMOTE_PROBE_TTL_MS) return cached.check;
    const check = probe(false, async () => {
      await (await fetch(url, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })).body?.cancel();
    });
    remote.set(url, { at: Date.now(), check });
    return check;
  }

  const { llm, embeddings } = deps.config;
  const llmUrl = llm ? (llm.baseUrl ?? 'https://api.anthropic.com') : undefined;

  return async function checkReadiness() {
    const [database, storage, llmCheck, embeddingsCheck] = await Promise.all([
      probe(true, () => deps.db.ping()),
      probe(true, () => deps.blobs.ping()),
      reachable(llmUrl),
      reachable(embeddings?.baseUrl),
    ]);
    const checks: Record<string, DependencyCheck> = { database, storage, llm: llmCheck, embeddings: embeddingsCheck };
    const ready = Object.values(checks).every((c) => !c.required || c.status === 'ok');
    return { ready, checks };
  };
}
