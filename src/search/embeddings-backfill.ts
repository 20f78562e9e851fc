// Embeds chunks indexed without vectors (the endpoint was down when their document was ingested),
// a batch at a time, so search over them becomes hybrid again once the endpoint is back.
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { EmbeddingsClient } from './embeddings-client.ts';
import { unitVector } from './index-chunks.ts';
import { ensureVectorIndex } from './vector-index.ts';

const BATCH = 256;
const INTERVAL_MS = 30_000;
/** Batches per run, so one run ends even if the endpoint answers slowly. */
const MAX_BATCHES_PER_RUN = 40;

/** Embeds up to `limit` chunks that have no vector; returns how many were filled. Safe to run in several processes. */
export async function backfillEmbeddings(db: Database, embeddings: EmbeddingsClient, limit = BATCH): Promise<number> {
  const missing = await db.query<{ id: string; text: string }>(
    `SELECT c.id, c.text FROM chunks c JOIN files f ON f.id = c.file_id
     WHERE c.embedding IS NULL AND f.status = 'completed' ORDER BY c.file_id, c.ordinal LIMIT $1`,
    [limit],
  );
  if (missing.length === 0) return 0;
  const vectors = (await embeddings.embed(missing.map((chunk) => chunk.text))).map(unitVector);
  // Chunks deleted meanwhile are simply not matched.
  for (const [i, chunk] of missing.entries()) {
    await db.query('UPDATE chunks SET embedding = $2::real[] WHERE id = $1 AND embedding IS NULL', [chunk.id, vectors[i]]);
  }
  if (db.hasVector) await db.transaction((tx) => ensureVectorIndex(tx, vectors[0].length));
  return missing.length;
}

/** Runs the backfill every 30 s in worker processes, draining what is missing while the endpoint answers. */
export function startEmbeddingsBackfill(db: Database, embeddings: EmbeddingsClient, log: Logger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      let filled = 0;
      for (let round = 0; round < MAX_BATCHES_PER_RUN; round++) {
        const batch = await backfillEmbeddings(db, embeddings);
        if (batch === 0) break;
        filled += batch;
      }
      if (filled > 0) log.info({ filled }, 'embeddings filled in for chunks indexed without them');
    } catch (err) {
      log.debug({ err }, 'embeddings backfill paused; the endpoint is not answering');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
