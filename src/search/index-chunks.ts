// Stores a document's chunks for search: text (the tsvector and token count are generated
// columns) and, with an embeddings client, unit-length vectors in chunks.embedding.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { EmbeddingsClient } from './embeddings-client.ts';
import { ensureVectorIndex, hasPgvector } from './vector-index.ts';

export interface IndexChunksInput {
  workspaceId: string;
  fileId: string;
  chunks: Array<{ text: string; page: number | null }>;
  /** One per chunk, from `embedChunks`: lets the caller call the model before opening its transaction. */
  vectors?: number[][];
}

/** Rows per INSERT: 5 parameters each stays far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500;

/**
 * Inserts the chunks (ordinal = position in `chunks`) and returns how many were stored. Pass the
 * caller's transaction to make them appear together with the file's status change. Vectors come
 * from `input.vectors` or else from `embeddings`, fetched before the first write, so a failing
 * endpoint leaves nothing behind (but holds the caller's transaction open meanwhile).
 */
export async function indexChunks(db: Queryable, input: IndexChunksInput, embeddings?: EmbeddingsClient): Promise<number> {
  const texts = input.chunks.map(storableText);
  if (texts.length === 0) return 0;
  const vectors = input.vectors
    ? input.vectors.map(unitVector)
    : embeddings
      ? (await embeddings.embed(texts)).map(unitVector)
      : null;
  if (vectors && vectors.length !== texts.length) throw new Error(`${vectors.length} vectors for ${texts.length} chunks`);
  const dimensions = vectors ? checkDimensions(vectors) : null;

  for (let start = 0; start < texts.length; start += ROWS_PER_INSERT) {
    const end = Math.min(start + ROWS_PER_INSERT, texts.length);
    const params: unknown[] = [input.workspaceId, input.fileId];
    const rows: string[] = [];
    for (let i = start; i < end; i++) {
      const p = params.length;
      params.push(randomUUID(), i, input.chunks[i].page, texts[i], vectors ? vectors[i] : null);
      rows.push(`($${p + 1}::uuid, $1::uuid, $2::uuid, $${p + 2}::int, $${p + 3}::int, $${p + 4}::text, $${p + 5}::real[])`);
    }
    await db.query(`INSERT INTO chunks (id, workspace_id, file_id, ordinal, page, text, embedding) VALUES ${rows.join(', ')}`, params);
  }
  if (dimensions !== null && (await hasPgvector(db))) await ensureVectorIndex(db, dimensions);
  return texts.length;
}

/** The chunks' vectors, for `IndexChunksInput.vectors`. */
export async function embedChunks(embeddings: EmbeddingsClient, chunks: Array<{ text: string }>, signal?: AbortSignal): Promise<number[][]> {
  return embeddings.embed(chunks.map(storableText), signal);
}

/** PostgreSQL text cannot hold NUL, which extracted PDF text sometimes carries. */
function storableText(chunk: { text: string }): string {
  return chunk.text.replaceAll('\u0000', '');
}

/** Cosine similarity becomes a dot product, which the fallback search computes in SQL. */
export function unitVector(vector: number[]): number[] {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum);
  return norm === 0 ? vector.slice() : vector.map((x) => x / norm);
}

function checkDimensions(vectors: number[][]): number {
  const dimensions = vectors[0].length;
  if (vectors.some((v) => v.length !== dimensions)) throw new Error('The embeddings model returned vectors of different lengths');
  return dimensions;
}
