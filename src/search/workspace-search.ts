// Document search as a workspace member asks for it (POST /v1/workspaces/{id}/search), and as chat
// runs it: the same hybrid ranking, the same fallback to lexical search when embeddings fail.
import type { Database } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { ERRORS } from '../errors.ts';
import type { WorkspacesService } from '../workspaces/workspaces-service.ts';
import { EmbeddingsError, type EmbeddingsClient } from './embeddings-client.ts';
import { searchChunks, type SearchChunksInput } from './search-chunks.ts';
import type { SearchHit } from './search-hit.ts';

/** How long a search waits for the query's embedding before ranking lexically alone. */
export const QUERY_EMBEDDING_BUDGET_MS = 1_000;

/**
 * Hybrid search where the embeddings endpoint being down or slow costs semantic matching, not the
 * answer: past a second without the query's embedding, lexical ranking alone answers.
 */
export async function searchPassages(db: Database, input: SearchChunksInput, embeddings?: EmbeddingsClient, signal?: AbortSignal): Promise<SearchHit[]> {
  const budget = AbortSignal.timeout(QUERY_EMBEDDING_BUDGET_MS);
  try {
    return await searchChunks(db, input, embeddings, { signal: signal ? AbortSignal.any([signal, budget]) : budget });
  } catch (err) {
    if (signal?.aborted || !(err instanceof EmbeddingsError || budget.aborted)) throw err;
    return searchChunks(db, input);
  }
}

export function createSearchService(deps: { db: Database; workspaces: WorkspacesService; embeddings?: EmbeddingsClient }) {
  return {
    /** Viewers and up, as chat. Named files must be the workspace's and completed, as chat's dataset_ids. */
    async search(caller: Principal, workspaceId: string, request: { query: string; limit: number; file_ids?: string[] }) {
      await deps.workspaces.access(caller, workspaceId, 'viewer');
      const fileIds = request.file_ids && request.file_ids.length > 0 ? [...new Set(request.file_ids)] : undefined;
      if (fileIds) {
        const rows = await deps.db.query<{ id: string; status: string }>(
          'SELECT id, status FROM files WHERE workspace_id = $1 AND id = ANY($2::uuid[])',
          [workspaceId, fileIds],
        );
        const found = new Map(rows.map((r) => [r.id, r.status]));
        const missing = fileIds.find((id) => !found.has(id));
        if (missing) throw ERRORS.fileNotFound(missing);
        const notReady = fileIds.filter((id) => found.get(id) !== 'completed');
        if (notReady.length > 0) throw ERRORS.fileNotReady(notReady);
      }
      return searchPassages(deps.db, { workspaceId, fileIds, query: request.query, limit: request.limit }, deps.embeddings);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
