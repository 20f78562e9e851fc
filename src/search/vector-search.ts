// Nearest chunks to a query vector by cosine similarity. With pgvector the stored real[] is cast
// to vector(d) and ordered by <=>, which the per-dimension HNSW index serves. Without it (the
// embedded server and Debian's PostgreSQL have none) the scan is exact and runs here: the
// workspace's unit vectors are read in PostgreSQL's binary array format (base64: the `pg` driver
// reads results as text), a batch of files at a time, and dotted with the query. Summing in SQL
// (unnest) took ~150 µs a 768-d chunk; figures for this are in the README (`npm run bench:vector-scan`).
import type { Database, Queryable } from '../db/database.ts';
import { unitVector } from './index-chunks.ts';
import { HIT_COLUMNS, SCOPE_SQL, scopeParams, type SearchHit, type SearchScope } from './search-hit.ts';

export type VectorBackend = 'pgvector' | 'portable';

/** Chunks read per round trip of the exact scan: bounds what a scan holds (~8 KB a 768-d chunk). */
const SCAN_BATCH_CHUNKS = 2000;
/** Binary real[] layout: ndim, flags, element type, then length and lower bound per dimension. */
const ARRAY_HEADER_BYTES = 20;

export async function searchVector(db: Database, scope: SearchScope, vector: number[], limit: number, backend: VectorBackend): Promise<SearchHit[]> {
  const dimensions = vector.length;
  if (!Number.isInteger(dimensions) || dimensions < 1) return [];
  if (backend === 'portable') return exactScan(db, scope, unitVector(vector), limit);
  const params = [...scopeParams(scope), unitVector(vector), limit];
  const search = async (tx: Queryable) => {
    // HNSW yields at most ef_search rows (default 40) before the workspace filter; iterative scans
    // (pgvector 0.8+) keep searching until enough rows pass it, in roughly ascending distance.
    await tx.query(
      `SELECT set_config('hnsw.ef_search', $1, true),
              CASE WHEN string_to_array(extversion, '.')::int[] >= '{0,8}' THEN set_config('hnsw.iterative_scan', 'relaxed_order', true) END
       FROM pg_extension WHERE extname = 'vector'`,
      [String(Math.min(Math.max(2 * limit, 100), 1000))],
    );
    // The ORDER BY expression and the dimension predicate match the HNSW index's definition.
    return tx.query<SearchHit>(
      `SELECT ${HIT_COLUMNS}, 1 - (c.embedding::vector(${dimensions}) <=> $3::real[]::vector(${dimensions})) AS score
       FROM chunks c JOIN files f ON f.id = c.file_id
       WHERE ${SCOPE_SQL} AND cardinality(c.embedding) = ${dimensions}
       ORDER BY c.embedding::vector(${dimensions}) <=> $3::real[]::vector(${dimensions})
       LIMIT $4`,
      params,
    );
  };
  // The settings are transaction-local.
  const hits = await db.transaction(search);
  return hits.sort((a, b) => b.score - a.score);
}

/** Every chunk of the scope with a vector of the query's dimension, scored; the best `limit` returned. */
async function exactScan(db: Database, scope: SearchScope, query: number[], limit: number): Promise<SearchHit[]> {
  const [workspaceId, fileIds] = scopeParams(scope);
  const files = await db.query<{ id: string; chunk_count: number | null }>(
    `SELECT id, chunk_count FROM files WHERE workspace_id = $1 AND status = 'completed' AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[])) ORDER BY id`,
    [workspaceId, fileIds],
  );
  const ids: string[] = [];
  const scores: number[] = [];
  for (const batch of batchesOf(files)) {
    const rows = await db.query<{ id: string; embedding: string }>(
      `SELECT id, encode(array_send(embedding), 'base64') AS embedding FROM chunks WHERE file_id = ANY($1::uuid[]) AND embedding IS NOT NULL`,
      [batch],
    );
    for (const row of rows) {
      const score = dot(Buffer.from(row.embedding, 'base64'), query);
      if (score === null) continue;
      ids.push(row.id);
      scores.push(score);
    }
  }
  const best = ids
    .map((id, i) => ({ id, score: scores[i] }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  if (best.length === 0) return [];
  const hits = await db.query<SearchHit & { ordinal: number }>(
    `SELECT ${HIT_COLUMNS}, c.ordinal FROM chunks c JOIN files f ON f.id = c.file_id WHERE c.id = ANY($1::uuid[])`,
    [best.map((b) => b.id)],
  );
  const scoreOf = new Map(best.map((b) => [b.id, b.score]));
  return hits
    .map((h) => ({ ...h, score: scoreOf.get(h.chunk_id)! }))
    .sort((a, b) => b.score - a.score || (a.file_id < b.file_id ? -1 : a.file_id > b.file_id ? 1 : a.ordinal - b.ordinal))
    .map(({ ordinal: _ordinal, ...hit }) => hit);
}

/** File ids grouped so that each group holds about SCAN_BATCH_CHUNKS chunks (a larger file alone). */
function* batchesOf(files: Array<{ id: string; chunk_count: number | null }>): Generator<string[]> {
  let batch: string[] = [];
  let size = 0;
  for (const f of files) {
    if (batch.length > 0 && size + (f.chunk_count ?? 0) > SCAN_BATCH_CHUNKS) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(f.id);
    size += f.chunk_count ?? 0;
  }
  if (batch.length > 0) yield batch;
}

/** Dot product of a binary one-dimensional real[] (elements: 4-byte length, big-endian float4) with the query; null if its length differs. */
function dot(array: Buffer, query: number[]): number | null {
  if (array.readInt32BE(0) !== 1 || array.readInt32BE(12) !== query.length) return null;
  let sum = 0;
  for (let i = 0, at = ARRAY_HEADER_BYTES + 4; i < query.length; i++, at += 8) sum += array.readFloatBE(at) * query[i];
  return sum;
}
