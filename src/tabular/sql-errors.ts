// Errors of model-written SQL. Their messages are meant for the model: they say what was
// wrong and what is allowed, so it can write a better query.

/** The SQL is not allowed here: not a single read-only query, or it reaches outside the workspace's tables. */
export class SqlRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SqlRejectedError';
  }
}

/** The query ran past its time limit or its caller gave up; DuckDB stopped it. */
export class SqlTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number) {
    super(message);
    this.name = 'SqlTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The query needed more memory than a query may use; it was stopped (its host process killed, or DuckDB refused). */
export class SqlMemoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SqlMemoryError';
  }
}

/** DuckDB refused or failed the query (syntax, unknown column, bad cast...); the message is DuckDB's. */
export class SqlExecutionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SqlExecutionError';
  }
}
