// Document search for chat: BM25 over the completed files of a workspace and, when an embeddings
// model is configured, nearest vectors too, the two rankings fused by reciprocal rank.
import type { Database } from '../db/database.ts';
import type { EmbeddingsClient } from './embeddings-client.ts';
import { searchLexical } from './lexical-search.ts';
import type { SearchHit } from './search-hit.ts';
import { searchVector, type VectorBackend } from './vector-search.ts';

export type { SearchHit } from './search-hit.ts';

export interface SearchChunksInput {
  workspaceId: string;
  /** Empty or absent: every completed file of the workspace. */
  fileIds?: string[];
  query: string;
  limit?: number;
}

export interface SearchChunksOptions {
  /** 'auto' uses pgvector where the database has it; 'portable' is the exact scan. */
  vectorBackend?: 'auto' | VectorBackend;
  /** Ends the wait for the query's embedding (a deadline, or the caller going away). */
  signal?: AbortSignal;
}

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;
/** Ranks taken from each list before fusing: fusion can lift a hit from below the final cut. */
const FUSION_DEPTH = 50;
/** The usual RRF constant (Cormack et al. 2009): damps the weight of the very first ranks. */
const RRF_K = 60;

export async function searchChunks(
  db: Database,
  input: SearchChunksInput,
  embeddings?: EmbeddingsClient,
  options: SearchChunksOptions = {},
): Promise<SearchHit[]> {
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const query = input.query.trim();
  if (query === '') return [];
  const scope = { workspaceId: input.workspaceId, fileIds: input.fileIds };
  if (!embeddings) return searchLexical(db, scope, query, limit);

  const depth = Math.max(limit, FUSION_DEPTH);
  const [queryVector] = await embeddings.embed([query], options.signal);
  const backend = chooseBackend(db, options.vectorBackend ?? 'auto');
  const lexical = await searchLexical(db, scope, query, depth);
  const vector = await searchVector(db, scope, queryVector, depth, backend);
  return fuseRankings([lexical, vector], limit);
}

/** Reciprocal rank fusion: each hit scores the sum of 1 / (k + rank) over the lists holding it. */
export function fuseRankings(rankings: SearchHit[][], limit: number, k = RRF_K): SearchHit[] {
  const fused = new Map<string, { hit: SearchHit; score: number; best: number }>();
  for (const ranking of rankings) {
    ranking.forEach((hit, index) => {
      const entry = fused.get(hit.chunk_id) ?? { hit, score: 0, best: Infinity };
      entry.score += 1 / (k + index + 1);
      entry.best = Math.min(entry.best, index);
      fused.set(hit.chunk_id, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.best - b.best)
    .slice(0, limit)
    .map(({ hit, score }) => ({ ...hit, score }));
}

function chooseBackend(db: Database, wanted: 'auto' | VectorBackend): VectorBackend {
  if (wanted !== 'auto') return wanted;
  return db.hasVector ? 'pgvector' : 'portable';
}
