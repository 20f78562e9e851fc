// Decides whether model-written SQL may run, using DuckDB's own parser: a regex can be
// fooled by comments, quoting and dialect corners; the parser that will run the query cannot.

import { StatementType, type DuckDBConnection, type DuckDBPreparedStatement } from '@duckdb/node-api';
import { SqlExecutionError, SqlRejectedError } from './sql-errors.ts';

const ONLY_SELECT = 'Only one read-only SELECT query (optionally starting with WITH) is allowed';

type SerializedSql =
  | { error: true; error_type: string; error_message: string }
  | { error: false; statements: Array<{ node: { type: string; modifiers: Array<{ type: string }> } }> };

export type CheckedQuery = {
  prepared: DuckDBPreparedStatement;
  /** Whether the outermost query has its own LIMIT (which then decides the row count). */
  hasOuterLimit: boolean;
};

function duckdbMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Parses, checks and prepares one SELECT statement. Throws SqlRejectedError for anything
 * else (several statements, DDL, PRAGMA, SET, COPY, ATTACH...) and SqlExecutionError for
 * SQL DuckDB cannot parse or bind.
 */
export async function prepareSelect(connection: DuckDBConnection, sql: string): Promise<CheckedQuery> {
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [sql]);
  const serialized = JSON.parse(String(reader.getRows()[0][0])) as SerializedSql;
  if (serialized.error) {
    // json_serialize_sql refuses every statement type but SELECT ("not implemented");
    // a parser error is a plain syntax error the model can fix.
    if (serialized.error_type === 'parser') throw new SqlExecutionError(`Parser Error: ${serialized.error_message}`);
    throw new SqlRejectedError(
      `${ONLY_SELECT}; this SQL contains another kind of statement. PIVOT is not supported either: aggregate with FILTER (WHERE ...) or CASE instead.`,
    );
  }
  if (serialized.statements.length !== 1) {
    throw new SqlRejectedError(`${ONLY_SELECT}; this SQL contains ${serialized.statements.length} statements.`);
  }
  const modifiers = serialized.statements[0].node.modifiers ?? [];
  const hasOuterLimit = modifiers.some((modifier) => modifier.type === 'LIMIT_MODIFIER' || modifier.type === 'LIMIT_PERCENT_MODIFIER');

  let prepared: DuckDBPreparedStatement;
  try {
    const extracted = await connection.extractStatements(sql);
    if (extracted.count !== 1) throw new SqlRejectedError(`${ONLY_SELECT}; this SQL contains ${extracted.count} statements.`);
    prepared = await extracted.prepare(0);
  } catch (error) {
    if (error instanceof SqlRejectedError) throw error;
    const message = duckdbMessage(error);
    if (message.startsWith('Permission Error')) throw rejectedAccess();
    throw new SqlExecutionError(message);
  }
  // Belt and braces: the statement DuckDB will run must itself be a SELECT.
  if (prepared.statementType !== StatementType.SELECT) {
    prepared.destroySync();
    throw new SqlRejectedError(`${ONLY_SELECT}.`);
  }
  return { prepared, hasOuterLimit };
}

export function rejectedAccess(): SqlRejectedError {
  return new SqlRejectedError(
    'Only the workspace tables can be queried, by their table names; files, URLs, other databases and settings are not accessible.',
  );
}
