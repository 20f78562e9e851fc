// BM25 over the chunks' tsvectors. A question's stemmed terms (PostgreSQL's english
// configuration drops the stop words) are ORed to find candidates through the GIN index, so a
// passage holding most of the terms still matches; the candidates' tsvectors give each term's
// frequency in a chunk and, counted over all candidates, its document frequency in the scope;
// token_count gives chunk lengths. The `limit` best by BM25 are then re-ordered with a bonus for
// each pair of consecutive question terms a passage holds close together in the question's order
// ("rotary engine", "Normans ... Normandy"). The re-ordering never brings in a passage BM25 did not
// return, so the passages a search returns are always BM25's best `limit`: recall at the limit
// asked for is BM25's, and the bonus changes only the order inside it. One statement, one index
// scan.
import type { Queryable } from '../db/database.ts';
import { HIT_COLUMNS, SCOPE_SQL, scopeParams, type SearchHit, type SearchScope } from './search-hit.ts';

// Okapi BM25's usual parameters. On the docqa corpus k1 0.9-1.6 and b 0.5-0.9 moved recall@5 by
// under 0.01.
const K1 = 1.2;
const B = 0.75;
/** Long pasted questions: beyond this many terms, the rest only cost time. */
const MAX_TERMS = 32;
/**
 * Added per pair of consecutive question terms found 1-3 positions apart, in order, in a passage
 * (a typical term weighs 2-5 here). On the docqa dev questions, re-ordering BM25's best 10:
 * recall@3 0.952 to 0.957 and recall@5 0.957 to 0.967 (on the earlier passages 1 gave 0.948 and
 * 0.962, 3-4 the same recall@5 as 2, 6 and more lost recall@1); weighting a pair by its terms'
 * rarity gained nothing.
 */
const PAIR_BONUS = 2;

export async function searchLexical(db: Queryable, scope: SearchScope, query: string, limit: number): Promise<SearchHit[]> {
  const terms = (await queryLexemes(db, query)).slice(0, MAX_TERMS);
  if (terms.length === 0) return [];
  return db.query<SearchHit>(
    `WITH matches AS MATERIALIZED (
       SELECT c.id, c.token_count, u.lexeme, coalesce(cardinality(u.positions), 1)::float8 AS tf
       FROM chunks c JOIN files f ON f.id = c.file_id
       -- Only the query's lexemes, cut out in C (weight A marks them) rather than unnesting all.
       CROSS JOIN LATERAL unnest(ts_filter(setweight(c.tsv, 'A', $4::text[]), '{a}')) AS u
       WHERE ${SCOPE_SQL} AND c.tsv @@ $3::tsquery
     ),
     stats AS (
       SELECT count(*)::float8 AS n, greatest(avg(c.token_count), 1)::float8 AS avgdl
       FROM chunks c JOIN files f ON f.id = c.file_id WHERE ${SCOPE_SQL}
     ),
     idf AS (
       SELECT m.lexeme, ln(1 + (s.n - count(*) + 0.5) / (count(*) + 0.5)) AS idf
       FROM matches m CROSS JOIN stats s GROUP BY m.lexeme, s.n
     ),
     bm25 AS (
       SELECT m.id, sum(i.idf * m.tf * ${K1 + 1} / (m.tf + ${K1} * (1 - ${B} + ${B} * m.token_count / s.avgdl))) AS score
       FROM matches m JOIN idf i ON i.lexeme = m.lexeme CROSS JOIN stats s
       GROUP BY m.id
       ORDER BY score DESC, m.id
       LIMIT $5
     )
     -- Re-orders BM25's passages only: none is dropped, none added.
     SELECT ${HIT_COLUMNS}, b.score + ${PAIR_BONUS} * (SELECT count(*) FROM unnest($6::tsquery[]) AS p WHERE c.tsv @@ p) AS score
     FROM bm25 b JOIN chunks c ON c.id = b.id JOIN files f ON f.id = c.file_id
     ORDER BY score DESC, c.file_id, c.ordinal`,
    [...scopeParams(scope), terms.map((t) => tsqueryLiteral(t.lexeme)).join(' | '), terms.map((t) => t.lexeme), limit, pairQueries(terms)],
  );
}

/** Consecutive query terms as the question has them, found a few words apart in that order in a passage. */
function pairQueries(terms: QueryTerm[]): string[] {
  const ordered = [...terms].sort((a, b) => a.position - b.position);
  return ordered.slice(1).map((t, i) => {
    const [a, b] = [tsqueryLiteral(ordered[i].lexeme), tsqueryLiteral(t.lexeme)];
    return `${a} <1> ${b} | ${a} <2> ${b} | ${a} <3> ${b}`;
  });
}

interface QueryTerm {
  lexeme: string;
  /** Where the lexeme first occurs in the query. */
  position: number;
}

/** The query's lexemes as the chunks' tsvectors hold them: stemmed, without stop words. */
async function queryLexemes(db: Queryable, query: string): Promise<QueryTerm[]> {
  return db.query<QueryTerm>(`SELECT lexeme, positions[1] AS position FROM unnest(to_tsvector('english', $1))`, [query]);
}

/**
 * A lexeme quoted as a tsquery operand, so characters such as & | ! : ( ) inside it are never
 * read as operators; inside '...' only quotes and backslashes need escaping.
 */
function tsqueryLiteral(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
