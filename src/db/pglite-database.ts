import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Database, Queryable } from './database.ts';

/** Embedded PostgreSQL (PGlite) persisted in a directory; one connection, queries queued. */
export async function openPgliteDatabase(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({
    dataDir: dir,
    extensions: { vector },
    // Same value shapes as the server driver: ISO timestamps, numbers for bigint counts.
    parsers: {
      [types.TIMESTAMPTZ]: (v: string) => new Date(v).toISOString(),
      [types.INT8]: (v: string) => Number(v),
    },
  });
  await db.exec('CREATE EXTENSION IF NOT EXISTS vector');
  const query = async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    hasVector: true,
    query,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction(async (tx) => {
        const scoped: Queryable = { query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows };
        return fn(scoped);
      }),
    ping: async () => {
      await db.query('SELECT 1');
    },
    close: () => db.close(),
  };
}
