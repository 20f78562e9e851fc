// The median of the non-null values, as SQL's median(): the mean of the two middle values when
// their count is even. compute.ts has no median, and the holdout6 questions ask for it.
export function medianOf<R>(rows: readonly R[], measure: (row: R) => number | null, where: (row: R) => boolean = () => true): number {
  const values = rows.filter(where).map(measure).filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (values.length === 0) throw new Error('median over no rows: the question has no answer');
  const mid = Math.floor(values.length / 2);
  return values.length % 2 === 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}
