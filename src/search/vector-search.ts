// Nearest chunks to a query vector by cosine similarity. With pgvector the stored real[] is cast
// to vector(d) and ordered by <=>, which the per-dimension HNSW index serves. Without it the
// similarity is a dot product of the unit vectors computed in SQL over every chunk in scope:
// exact, but linear in the scope's size (measured on a loaded 2-core machine: about 0.6-0.9 ms
// per 768-d chunk, so seconds at 10,000 chunks). It suits workspaces of a few thousand chunks;
// beyond that, install pgvector on the server.
import type { Database, Queryable } from '../db/database.ts';
import { unitVector } from './index-chunks.ts';
import { HIT_COLUMNS, SCOPE_SQL, scopeParams, type SearchHit, type SearchScope } from './search-hit.ts';

export type VectorBackend = 'pgvector' | 'portable';

export async function searchVector(
  db: Queryable | Database,
  scope: SearchScope,
  vector: number[],
  limit: number,
  backend: VectorBackend,
): Promise<SearchHit[]> {
  const dimensions = vector.length;
  if (!Number.isInteger(dimensions) || dimensions < 1) return [];
  const params = [...scopeParams(scope), unitVector(vector), limit];
  if (backend === 'pgvector') {
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
    // The settings are transaction-local: in the caller's transaction, or in one of our own.
    const hits = 'transaction' in db ? await (db as Database).transaction(search) : await search(db);
    return hits.sort((a, b) => b.score - a.score);
  }
  return db.query<SearchHit>(
    `SELECT ${HIT_COLUMNS}, (SELECT sum(a * b) FROM unnest(c.embedding, $3::real[]) AS t(a, b))::float8 AS score
     FROM chunks c JOIN files f ON f.id = c.file_id
     WHERE ${SCOPE_SQL} AND cardinality(c.embedding) = ${dimensions}
     ORDER BY score DESC, c.file_id, c.ordinal
     LIMIT $4`,
    params,
  );
}
