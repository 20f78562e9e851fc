// The database as the services see it: PostgreSQL SQL with $1 parameters through a `pg` pool, on
// the embedded server or one named by DATABASE_URL.

/**
 * A statement on the hot path, prepared once per connection under its name: PostgreSQL then
 * parses and plans it once instead of on every request (planning the workspace list took about
 * four times as long as running it).
 */
export interface PreparedSql {
  name: string;
  text: string;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string | PreparedSql, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** embedded: the server this process started in its data directory, used by it alone. */
  readonly kind: 'embedded' | 'postgres';
  /** The connection string, for clients with a pool of their own (pg-boss). */
  readonly url: string;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Whether the pgvector extension is available. */
  readonly hasVector: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
}
