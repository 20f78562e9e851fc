// The database as the services see it: PostgreSQL SQL with $1 parameters, on either the
// embedded PGlite or a server pool. Both implementations honour the same contract.

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** embedded: the server this process started in its data directory. */
  readonly kind: 'pglite' | 'embedded' | 'postgres';
  /** Connection string of a PostgreSQL server (not PGlite), for clients with their own pool. */
  readonly url?: string;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Whether the pgvector extension is available. */
  readonly hasVector: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
}
