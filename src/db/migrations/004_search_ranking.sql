-- BM25 needs each chunk's length in tokens (tsvector positions, stop words excluded); the tsvector
-- only keeps distinct lexemes, so the count is a column of its own, derived from the same text.
-- Embeddings stay in chunks.embedding (real[], unit length): the one portable store. Where pgvector
-- exists, src/search/vector-index.ts adds an HNSW expression index over embedding::vector(d) at
-- runtime, because the dimension is only known once the embeddings model answers.
CREATE FUNCTION tsvector_token_count(v tsvector) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT coalesce(sum(coalesce(cardinality(positions), 1)), 0)::integer FROM unnest(v)';

ALTER TABLE chunks ADD COLUMN token_count integer GENERATED ALWAYS AS (tsvector_token_count(to_tsvector('english', text))) STORED;
