// Reading an ingested Parquet file back in tests, as table `t`.

import { DuckDBInstance } from '@duckdb/node-api';
import { sqlString } from './sql-text.ts';

export async function readParquetRows(parquetPath: string, sql: string): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`CREATE VIEW t AS SELECT * FROM read_parquet(${sqlString(parquetPath)})`);
    return (await connection.runAndReadAll(sql)).getRows();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
