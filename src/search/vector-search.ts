// Nearest chunks to a query vector by cosine similarity. With pgvector the stored real[] is cast
// to vector(d) and ordered by <=>, which the per-dimension HNSW index serves; without it the
// similarity is a dot product of the unit vectors computed in SQL over every chunk in scope
// (exact, linear in the scope's size).
import type { Queryable } from '../db/database.ts';
import { unitVector } from './index-chunks.ts';
import { HIT_COLUMNS, SCOPE_SQL, scopeParams, type SearchHit, type SearchScope } from './search-hit.ts';

export type VectorBackend = 'pgvector' | 'portable';

export async function searchVector(
  db: Queryable,
  scope: SearchScope,
  vector: number[],
  limit: number,
  backend: VectorBackend,
): Promise<SearchHit[]> {
  const dimensions = vector.length;
  if (!Number.isInteger(dimensions) || dimensions < 1) return [];
  const params = [...scopeParams(scope), unitVector(vector), limit];
  if (backend === 'pgvector') {
    // The ORDER BY expression and the dimension predicate match the HNSW index's definition.
    return db.query<SearchHit>(
      `SELECT ${HIT_COLUMNS}, 1 - (c.embedding::vector(${dimensions}) <=> $3::real[]::vector(${dimensions})) AS score
       FROM chunks c JOIN files f ON f.id = c.file_id
       WHERE ${SCOPE_SQL} AND cardinality(c.embedding) = ${dimensions}
       ORDER BY c.embedding::vector(${dimensions}) <=> $3::real[]::vector(${dimensions})
       LIMIT $4`,
      params,
    );
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
