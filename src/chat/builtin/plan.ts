// The shape of an understood table question: which rows, which columns, which operation.
import type { ColumnInfo, TableInfo } from './schema.ts';

export type FilterOp = '=' | '<>' | '>' | '>=' | '<' | '<=' | 'year' | 'contains' | 'notcontains' | 'date' | 'rowafter' | 'rowbefore';

export interface Filter {
  col: ColumnInfo;
  op: FilterOp;
  /** For '=' and '<>': the matching cells; otherwise a single number or text. */
  values: (string | number)[];
  /** How the question said it, for the interpretation text. */
  said: string;
  /** Compare with the value of the row this filter names ("more floors than the Landmark Hotel"). */
  than?: { filter: Filter; from: string };
  /** Leaves out the row a comparison is made with; its column can still be the answer. */
  excludesAnchor?: boolean;
}

export type Intent =
  | { kind: 'count'; distinct: ColumnInfo | null }
  | { kind: 'aggregate'; fn: 'sum' | 'avg' | 'min' | 'max'; metric: ColumnInfo }
  | { kind: 'lookup'; target: ColumnInfo }
  /** Rows ranked by a metric (or by how often the target value occurs when metric is null). */
  | { kind: 'extreme'; target: ColumnInfo; metric: ColumnInfo | null; desc: boolean; n: number; byTime: boolean }
  /** First or last rows in the table's order. */
  | { kind: 'position'; target: ColumnInfo; last: boolean; n: number }
  /**
   * The row after (offset 1) or before (offset -1) the row named by the anchor filter. With timeCol,
   * "after" means later in time, so a table listed newest first is read upwards.
   */
  | {
      kind: 'adjacent';
      target: ColumnInfo;
      anchor: Filter;
      offset: number;
      timeCol: ColumnInfo | null;
      /** "the next highest population": neighbours in the order of this column, not the table's. */
      rankBy: { col: ColumnInfo; desc: boolean } | null;
    }
  /** Two named options compared on a metric, by count of rows, or by table order. */
  | { kind: 'choice'; target: ColumnInfo; options: [Filter, Filter]; metric: ColumnInfo | null; desc: boolean; by: 'metric' | 'count' | 'order' | 'relative' }
  /** Difference of a metric (or row counts) between two named options. */
  | { kind: 'difference'; options: [Filter, Filter]; metric: ColumnInfo | null }
  | { kind: 'group'; group: ColumnInfo; fn: 'count' | 'sum' | 'avg' | 'min' | 'max'; metric: ColumnInfo | null }
  /** Yes/no: the number of matching rows compared with a number ("at least 3 times"). */
  | { kind: 'yesno'; op: '>' | '>=' | '<' | '<=' | '='; threshold: number }
  /** Yes/no: does a row matching the filters exist. */
  | { kind: 'exists' };

export interface Plan {
  table: TableInfo;
  intent: Intent;
  filters: Filter[];
  /** 0..1; below 0.5 the engine declines, below 0.75 it answers with a caveat. */
  confidence: number;
  /** Question words the plan did not account for. */
  unexplained: string[];
}
