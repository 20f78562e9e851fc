// The shapes shared by the generators, the judge and the runner.

/** What a right answer must contain. Values are computed from the generated rows in JavaScript. */
export type Expected =
  /** A number; `decimals` is the precision that counts, `exact` forbids the relative tolerance (counts). */
  | { kind: 'number'; value: number; decimals: number; exact?: boolean }
  /** A percentage in percent units (23.4 for 23.4%), written with % or "percent" in the answer. */
  | { kind: 'percent'; value: number; decimals: number }
  /**
   * One name; when any of `others` (the other candidates) appears, the name must come first. When
   * the line naming it also states numbers, one must be `measure` (the group's value): "Lisbon has
   * the highest employee_id (3,400)" names the right city for a wrong reason. `aliases` name the
   * same thing another way (a vehicle's registration for its id).
   */
  | { kind: 'name'; value: string; others: string[]; measure?: { value: number; decimals: number; exact: boolean }; aliases?: string[] }
  /** Several names, all present; `ordered` for rankings (top N). */
  | { kind: 'list'; items: string[]; ordered: boolean }
  /** Every key with its value on the same line (a Markdown table row or a list item). */
  | { kind: 'breakdown'; rows: { key: string; value: number }[]; decimals: number; exact?: boolean }
  /** A day (YYYY-MM-DD) or a month (YYYY-MM). */
  | { kind: 'date'; value: string }
  /** The data cannot answer it: the right behaviour is to decline. */
  | { kind: 'decline'; reason: string };

export interface Question {
  /** `<schema>-<nn>`, stable while the question list is unchanged. */
  id: string;
  schema: string;
  text: string;
  expected: Expected;
  /** Asked in the conversation of this question, after it. */
  followUpOf?: string;
}

/** A generated file ready to upload. */
export interface DataFile {
  path: string;
  rows: number;
}

export interface BuiltSchema {
  files: DataFile[];
  questions: Question[];
}

/** One business schema: its tables, written under `dir`, and the questions over them. */
export interface BusinessSchema {
  name: string;
  description: string;
  build(dir: string): Promise<BuiltSchema>;
}
