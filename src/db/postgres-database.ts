import pg from 'pg';
import type { Database, PreparedSql, Queryable } from './database.ts';
import { ListenedClient } from './listened-client.ts';

// Keep DATE and TIMESTAMP values as the server writes them; the services format them.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));
// Timestamps travel as ISO 8601 UTC strings, the form the API answers with.
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(v + 'Z').toISOString());

const statement = (sql: string | PreparedSql) => (typeof sql === 'string' ? { text: sql } : { name: sql.name, text: sql.text });

/**
 * A PostgreSQL server through a `pg` pool. A connection unused for `idleMs` is closed (pg's
 * default, 10 s, unless given).
 */
export async function openPostgresDatabase(url: string, options: { poolSize?: number; kind?: Database['kind']; idleMs?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, Client: ListenedClient, idleTimeoutMillis: options.idleMs });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const query = async <T>(sql: string | PreparedSql, params?: unknown[]) => (await pool.query(statement(sql), params as unknown[])).rows as T[];
  let hasVector = false;
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS vector');
    hasVector = true;
  } catch {
    hasVector = false;
  }
  return {
    kind: options.kind ?? 'postgres',
    url,
    hasVector,
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('BEGIN');
        const scoped: Queryable = {
          query: async <T>(sql: string | PreparedSql, params?: unknown[]) => (await client.query(statement(sql), params as unknown[])).rows as T[],
        };
        const result = await fn(scoped);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        failure = err as Error;
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        // A client whose transaction failed may have lost its connection: it is closed, not reused.
        client.release(failure);
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}
