// A rate for each group: "fail rate by test", "which depot has the highest cancellation rate",
// "what share of deliveries were late, per depot". The measure over the group's rows meeting the
// rate's part (outcome is Fail), as a percentage of the measure over all the group's rows.
import type { Condition, Shape } from './types.ts';

/** A grouped shape that carries a rate's part. */
export type RatedShape = Extract<Shape, { kind: 'breakdown' | 'top_groups' }> & { part: Condition[] };

export function isRated(shape: Shape): shape is RatedShape {
  return (shape.kind === 'breakdown' || shape.kind === 'top_groups') && shape.part !== undefined && shape.part.length > 0;
}

/** The SQL of the group's rate, in percent, from the measure's SQL and the part's condition. */
export function rateSql(measure: string, part: string): string {
  return `(100.0 * ${measure} FILTER (WHERE ${part}) / nullif(${measure}, 0))`;
}

/** How the rate is named in answers: "percentage of rows where outcome is Fail". */
export function rateText(measure: string, partText: string): string {
  return `percentage of ${measure === 'number of rows' ? 'rows' : measure} where ${partText}`;
}
