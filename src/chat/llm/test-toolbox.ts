// A chat toolbox for the engine's tests: real DuckDB over Parquet files written by the test
// (through the SQL sandbox), and a term-matching search over a few given passages.

import { DuckDBInstance } from '@duckdb/node-api';
import type { ChatToolbox, SearchHit, TableDescription } from '../engine.ts';
import { runSafeQuery, type SandboxTable } from '../../tabular/sql-sandbox.ts';
import { sqlIdentifier, sqlString } from '../../tabular/sql-text.ts';
import { profileTable } from '../../tabular/table-profile.ts';
import { columnTypeOf } from '../../tabular/column-types.ts';

export interface TestTable extends SandboxTable {
  label: string;
}

/** Writes `SELECT` results as a Parquet file. */
export async function writeParquet(path: string, select: string): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`COPY (${select}) TO ${sqlString(path)} (FORMAT parquet)`);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

async function describe(table: TestTable): Promise<TableDescription> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const source = `read_parquet(${sqlString(table.parquetPath)})`;
    const schema = (await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`)).getRowObjectsJS();
    const [{ n }] = (await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${source}`)).getRowObjectsJS();
    const columns = [];
    for (const column of schema) {
      const name = String(column.column_name);
      const id = sqlIdentifier(name);
      const [stats] = (await connection.runAndReadAll(
        `SELECT (count(*) - count(${id}))::INTEGER AS nulls, list(DISTINCT ${id}::VARCHAR)[1:5] AS samples FROM ${source}`,
      )).getRowObjectsJS();
      columns.push({ name, label: name, type: String(column.column_type), nullCount: Number(stats.nulls), sampleValues: (stats.samples as string[]).map(String) });
    }
    return { name: table.name, label: table.label, rowCount: Number(n), columns };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

export function testToolbox(tables: TestTable[], passages: SearchHit[] = []): ChatToolbox {
  const find = (name: string) => tables.find((table) => table.name === name);
  return {
    async listTables() {
      return Promise.all(tables.map(async (table) => {
        const { columns, ...summary } = await describe(table);
        return { ...summary, columns: columns.map(({ name, label, type }) => ({ name, label, type })) };
      }));
    },
    async describeTable(name) {
      const table = find(name);
      if (!table) throw new Error(`No table "${name}"; the tables are: ${tables.map((t) => t.name).join(', ')}.`);
      return describe(table);
    },
    async runSql(sql) {
      try {
        const result = await runSafeQuery({ sql, tables, timeoutMs: 10_000 });
        return { columns: result.columns.map((column) => column.name), rows: result.rows, rowCount: result.rowCount, truncated: result.truncated, error: null };
      } catch (error) {
        return { columns: null, rows: [], rowCount: 0, truncated: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    async tableProfile(name) {
      const table = find(name);
      if (!table) throw new Error(`No table "${name}".`);
      const d = await describe(table);
      const query = async (sql: string) => (await runSafeQuery({ sql, tables: [table], timeoutMs: 10_000, maxRows: 10_000, defaultRows: 10_000 })).rows;
      const columns = d.columns.map((c) => ({ name: c.name, type: columnTypeOf(c.type) ?? 'text' }));
      return profileTable(query, sqlIdentifier(table.name), null, columns, d.rowCount);
    },
    async searchDocuments(query, limit = 8) {
      const terms = query.toLowerCase().split(/\W+/).filter(Boolean);
      return passages
        .map((hit) => ({ ...hit, score: terms.filter((term) => hit.text.toLowerCase().includes(term)).length / terms.length }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
