// Public shapes of the builtin (no language model) question-answering engine.

export type BuiltinColumnType = 'integer' | 'decimal' | 'double' | 'boolean' | 'date' | 'timestamp' | 'text';

export interface BuiltinColumn {
  name: string;
  label: string;
  type: BuiltinColumnType;
  sampleValues: string[];
}

export interface BuiltinTable {
  name: string;
  /** File or sheet name. */
  label: string;
  rowCount: number;
  columns: BuiltinColumn[];
}

/** Runs DuckDB SQL over the workspace's tables; rows are JSON-safe. */
export interface SqlRunner {
  (sql: string): Promise<{ columns: string[]; rows: unknown[][] }>;
}

/**
 * What a question was understood as, stored with the conversation so that a follow-up ("And in
 * Marketing?") can reuse it. JSON-serialisable: columns are referred to by their SQL names.
 */
export interface BuiltinContext {
  table: string;
  /** The operation, with columns replaced by {"$col": name} and filters by their JSON form. */
  intent: unknown;
  filters: unknown[];
}

export interface TableAnswer {
  answer: string;
  confident: boolean;
  sql: string[];
  interpretation: string;
  tablesUsed: string[];
  columnsUsed: string[];
  context: BuiltinContext | null;
}

export interface Passage {
  text: string;
  fileId: string;
  filename: string;
  chunkId: string;
  page: number | null;
  score: number;
}

export interface PassageAnswer {
  answer: string;
  confident: boolean;
  /** Indexes into the passages given. */
  used: number[];
}
