// The values passed along the precise pipeline: question -> Reading -> SQL -> answer. Each step
// takes the previous step's value and returns a new one; nothing is shared or mutated between them.
// A Reading is JSON (columns are referred to by table and name) so a conversation can keep it for
// follow-up questions.

export type ColumnRef = { table: string; column: string };

export type AggregateFn = 'count' | 'count_distinct' | 'sum' | 'avg' | 'min' | 'max' | 'median';

/** Another column of the same row combined with the measure's column: "parts plus labour". */
export type Term = { op: '+' | '-' | '*'; column: ColumnRef };

/** A figure asked in another unit of time than its column holds: each cell times `factor`. */
export type UnitConversion = { unit: string; factor: number };

/**
 * `inUnit`: the question asks the figure in another unit of time ("in hours" over minutes).
 * `outgoing`: money going out asked of a column where it is recorded as negative amounts ("how much
 * did we spend" over a signed ledger): the measure is taken over the column negated, as magnitudes.
 */
/** "The average monthly revenue": the sum taken for each period of a date column, then averaged over the periods. */
export type PeriodTotals = { unit: GroupPeriod; column: ColumnRef };

export type Measure =
  /**
   * `per`: the rows per value of that column, averaged over the values the rows in scope hold
   * ("the average number of tickets per agent": the tickets over the agents who have any).
   */
  | { fn: 'count'; per?: ColumnRef }
  /**
   * `perWhole` (with fn 'sum'): the total over the distinct values of a key the rows repeat, the
   * rows being parts of those wholes ("average transaction value" over sales lines: the line totals
   * over the distinct receipts).
   */
  | { fn: Exclude<AggregateFn, 'count'>; column: ColumnRef; terms?: Term[]; outgoing?: true; inUnit?: UnitConversion; perPeriod?: PeriodTotals; perWhole?: ColumnRef }
  /** The total of one column over the total of another: "fare per kilometre", "defects per unit inspected". */
  | { fn: 'ratio'; column: ColumnRef; per: ColumnRef };

export type Condition =
  /** Cells equal to one of the values (as the profile wrote them). */
  | { kind: 'in'; column: ColumnRef; values: string[]; negate: boolean }
  | { kind: 'compare'; column: ColumnRef; op: '>' | '>=' | '<' | '<=' | '='; value: number }
  | { kind: 'between'; column: ColumnRef; low: number; high: number }
  /** Dates in [from, to): ISO dates; either end may be open. */
  | { kind: 'period'; column: ColumnRef; from: string | null; to: string | null; said: string }
  | { kind: 'missing'; column: ColumnRef; negate: boolean }
  /**
   * The rows whose `column` value is held by a number of rows in scope that compares with `value`
   * ("depots that run more than 80 routes": the depots with over 80 rows).
   */
  | { kind: 'rows_per'; column: ColumnRef; op: '>' | '>=' | '<' | '<='; value: number }
  /** Dates falling on these days of the week (ISO: Monday 1 to Sunday 7), as said ("on Saturdays"). */
  | { kind: 'weekday'; column: ColumnRef; days: number[]; said: string }
  /** One column compared with another in the same row ("spent more than their budget"). */
  | { kind: 'columns'; column: ColumnRef; op: '>' | '>=' | '<' | '<='; other: ColumnRef };

/** A date column's grouping key: its year, quarter (2025-Q2), month (2025-06) or weekday (Monday). */
export type GroupPeriod = 'year' | 'quarter' | 'month' | 'weekday' | 'day';

/**
 * Shapes of the answer. A grouping shown by a name from the same row as the id it was asked by
 * keeps that id in `ids` until the data shows one name per id (`store_name` for `store_id`).
 */
export type Shape =
  | { kind: 'scalar' }
  /** The measure for every group, as a table. */
  /** `part`: a rate per group, the measure over the group's rows meeting it as a percentage of the group's measure. */
  /** `beside`: the key of the rows `by` names, grouped by with it and shown beside each name (names-beside-keys.ts). */
  | { kind: 'breakdown'; by: ColumnRef; period: GroupPeriod | null; ids?: ColumnRef; part?: Condition[]; beside?: ColumnRef }
  /** The n groups with the highest (desc) or lowest measure (or rate, with `part`). */
  | { kind: 'top_groups'; by: ColumnRef; desc: boolean; n: number; period?: GroupPeriod | null; ids?: ColumnRef; part?: Condition[]; beside?: ColumnRef }
  /** The n rows with the highest or lowest value of a column, named by another. */
  | { kind: 'top_rows'; label: ColumnRef; rankBy: ColumnRef; desc: boolean; n: number }
  /** The measure over the rows meeting `part`, as a share of the measure over all rows in scope. */
  | { kind: 'share'; part: Condition[] }
  /**
   * The measure for two or more named groups side by side; `lower`: the question asks which has
   * less; `difference`: it asks how far apart the two are ("how much more", "the difference").
   */
  | { kind: 'compare'; by: ColumnRef; values: string[]; lower?: true; difference?: true }
  /** The distinct values of a column over the rows in scope. */
  | { kind: 'list'; column: ColumnRef }
  /** The cells of a column for the rows in scope (a named row's attribute). */
  | { kind: 'lookup'; column: ColumnRef };

export type Reading = {
  /** One table, or a fact table joined to a lookup table through a shared key. */
  tables: string[];
  join: { left: ColumnRef; right: ColumnRef } | null;
  /** A second key, from the middle table (tables[1]) to a lookup (tables[2]) the facts reach only through it. */
  then?: { left: ColumnRef; right: ColumnRef };
  measure: Measure;
  conditions: Condition[];
  shape: Shape;
  /**
   * An anti-join ("books never sold", "stations with no rides in June"): the rows taken are the
   * lookup table's (tables[1]) that no fact row meeting `conditions` refers to through `join`;
   * the reading's own conditions then apply to the lookup table's rows.
   */
  /**
   * The lookup table's rows (tables[1]) by the fact rows meeting `conditions` that refer to them:
   * none of them ("never sold"), or at least `atLeast` ("more than one plot": 2). `asPart`: the
   * part of a share of all the lookup rows ("what share of admissions had a bed move"), not its scope.
   */
  unmatched?: { conditions: Condition[]; atLeast?: number; asPart?: true };
  /** What the reading chose that the question did not say: the answer is given, marked uncertain. */
  caveat?: string;
  /**
   * Rows the reading left out unasked, as never having taken place (happened-rows.ts): a follow-up
   * that carries the condition carries its doubt too.
   */
  leftOut?: { column: ColumnRef; cells: string[] };
  /**
   * The period was put on the rows' own date `on` while each row belongs to a parent row with its
   * own date `other` (joined by `key`); `caveat` is that doubt's text in `caveat`. The data settles
   * it: where both dates give the same answer the doubt is dropped (period-on-either-date.ts).
   */
  periodOnEitherDate?: { on: ColumnRef; other: ColumnRef; key: string; caveat: string };
  /** The rows counted are events of this column's things ("patients admitted": admissions); the answer says how many distinct things too (events-counted.ts). */
  events?: ColumnRef;
};

export type Decline = {
  declined: true;
  /** What stopped the engine, in a sentence for the user. */
  reason: string;
  /** Words it could not place: a definite "not in the data" when they look like values. */
  unknownWords: string[];
  /** The question named something the data does not hold (a value or a column): no guess can help. */
  definite: boolean;
};
