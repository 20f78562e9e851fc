// pgvector structures over the portable store: chunks.embedding (real[], unit length) cast to
// vector(d), with one partial HNSW index per dimension. Created at runtime because the
// dimension is the embeddings model's, unknown to migrations, and the extension may be absent.
import type { Queryable } from '../db/database.ts';

/** pgvector's HNSW index takes vectors of at most this many dimensions. */
const HNSW_MAX_DIMENSIONS = 2000;
// Any constant works; it serialises index creation between Quarry processes.
const INDEX_LOCK = 72_311_905;

export async function hasPgvector(db: Queryable): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM pg_extension WHERE extname = 'vector'`);
  return rows.length > 0;
}

export function vectorIndexName(dimensions: number): string {
  return `chunks_embedding_hnsw_${dimensions}`;
}

/** Adds the HNSW index for this dimension once; later calls only look it up. */
export async function ensureVectorIndex(db: Queryable, dimensions: number): Promise<void> {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > HNSW_MAX_DIMENSIONS) return;
  const name = vectorIndexName(dimensions);
  const [{ exists }] = await db.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [name]);
  if (exists) return;
  // Inside the caller's transaction the lock holds until commit, so two ingestions cannot race
  // to create the same index (IF NOT EXISTS alone still fails on the second catalog insert).
  await db.query('SELECT pg_advisory_xact_lock($1)', [INDEX_LOCK]);
  await db.query(
    `CREATE INDEX IF NOT EXISTS ${name} ON chunks USING hnsw ((embedding::vector(${dimensions})) vector_cosine_ops)
     WHERE cardinality(embedding) = ${dimensions}`,
  );
}
