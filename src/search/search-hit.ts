export interface SearchHit {
  file_id: string;
  filename: string;
  chunk_id: string;
  page: number | null;
  text: string;
  /** BM25 score for lexical results, cosine similarity for vector-only ones, RRF score when fused. */
  score: number;
}

/** Which chunks a search may return: the workspace's completed files, optionally only some. */
export interface SearchScope {
  workspaceId: string;
  /** Empty or absent: every completed file of the workspace. */
  fileIds?: string[];
}

/**
 * The scope as SQL over `chunks c JOIN files f`, reading the workspace id from $1 and the file
 * ids (uuid[] or null) from $2.
 */
export const SCOPE_SQL = `c.workspace_id = $1::uuid AND f.status = 'completed' AND ($2::uuid[] IS NULL OR c.file_id = ANY($2::uuid[]))`;

export function scopeParams(scope: SearchScope): [string, string[] | null] {
  return [scope.workspaceId, scope.fileIds && scope.fileIds.length > 0 ? scope.fileIds : null];
}

export const HIT_COLUMNS = `c.id AS chunk_id, c.file_id, f.filename, c.page, c.text`;
