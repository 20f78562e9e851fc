// BM25 over the chunks' tsvectors. A question's stemmed terms (PostgreSQL's english
// configuration drops the stop words) are ORed to find candidates through the GIN index, so a
// passage holding most of the terms still matches; each candidate is then scored with Okapi
// BM25 from per-term document frequencies in the scope and term frequencies from the tsvector.
import type { Queryable } from '../db/database.ts';
import { HIT_COLUMNS, SCOPE_SQL, scopeParams, type SearchHit, type SearchScope } from './search-hit.ts';

const K1 = 1.2;
const B = 0.75;
/** Long pasted questions: the rarest terms carry the ranking; the rest only cost time. */
const MAX_TERMS = 32;
/**
 * Terms in more than this share of the chunks add little to a score but many candidates, so
 * they only score candidates the other terms found.
 */
const COMMON_TERM_SHARE = 0.4;

interface Term {
  lexeme: string;
  df: number;
  idf: number;
}

export async function searchLexical(db: Queryable, scope: SearchScope, query: string, limit: number): Promise<SearchHit[]> {
  const lexemes = await queryLexemes(db, query);
  if (lexemes.length === 0) return [];
  const [workspaceId, fileIds] = scopeParams(scope);

  const [stats] = await db.query<{ n: number; avgdl: number; df: number[] }>(
    `WITH scope AS (
       SELECT count(*)::int AS n, coalesce(avg(c.token_count), 0)::float8 AS avgdl
       FROM chunks c JOIN files f ON f.id = c.file_id WHERE ${SCOPE_SQL}
     )
     SELECT scope.n, scope.avgdl, ARRAY(
       SELECT (SELECT count(*)::int FROM chunks c JOIN files f ON f.id = c.file_id WHERE ${SCOPE_SQL} AND c.tsv @@ t.q::tsquery)
       FROM unnest($3::text[]) WITH ORDINALITY AS t(q, i) ORDER BY t.i
     ) AS df
     FROM scope`,
    [workspaceId, fileIds, lexemes.map(tsqueryLiteral)],
  );
  const { n, avgdl } = stats;
  let terms: Term[] = lexemes
    .map((lexeme, i) => ({ lexeme, df: stats.df[i] }))
    .filter((t) => t.df > 0)
    .map((t) => ({ ...t, idf: Math.log(1 + (n - t.df + 0.5) / (t.df + 0.5)) }));
  if (terms.length === 0) return [];
  terms = terms.sort((a, b) => b.idf - a.idf).slice(0, MAX_TERMS);
  const selective = terms.filter((t) => t.df <= COMMON_TERM_SHARE * n);
  const finders = selective.length > 0 ? selective : terms;

  return db.query<SearchHit>(
    `SELECT ${HIT_COLUMNS}, (
       SELECT sum(w.idf * tf.n * ${K1 + 1} / (tf.n + ${K1} * (1 - ${B} + ${B} * c.token_count / $7::float8)))
       FROM unnest(c.tsv) AS u
       JOIN unnest($4::text[], $5::float8[]) AS w(lexeme, idf) ON w.lexeme = u.lexeme
       CROSS JOIN LATERAL (SELECT coalesce(cardinality(u.positions), 1)::float8 AS n) AS tf
     ) AS score
     FROM chunks c JOIN files f ON f.id = c.file_id
     WHERE ${SCOPE_SQL} AND c.tsv @@ $3::tsquery
     ORDER BY score DESC, c.file_id, c.ordinal
     LIMIT $6`,
    [
      workspaceId,
      fileIds,
      finders.map((t) => tsqueryLiteral(t.lexeme)).join(' | '),
      terms.map((t) => t.lexeme),
      terms.map((t) => t.idf),
      limit,
      Math.max(avgdl, 1),
    ],
  );
}

/** The query's lexemes as the chunks' tsvectors hold them: stemmed, without stop words. */
async function queryLexemes(db: Queryable, query: string): Promise<string[]> {
  const rows = await db.query<{ lexeme: string }>(`SELECT lexeme FROM unnest(to_tsvector('english', $1))`, [query]);
  return rows.map((r) => r.lexeme);
}

/**
 * A lexeme quoted as a tsquery operand, so characters such as & | ! : ( ) inside it are never
 * read as operators; `'...'` quoting only needs quotes and backslashes escaped.
 */
function tsqueryLiteral(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
