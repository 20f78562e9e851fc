// "How much have we taken from parties?" over admissions whose party guests pay nothing at the door
// (the party is paid on its booking): a money total that comes to 0 over rows the question's
// conditions picked says those rows carry no money here, not that nothing was taken. Where the
// column holds money on other rows, the conditions may well be read against the wrong rows: the
// 0 is given marked uncertain, saying so, never as a plain answer. Totals with no condition, or
// over a column that is 0 everywhere, are left alone.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { conditionText } from './phrase.ts';
import type { Reading } from './types.ts';

const isZero = (v: unknown) => v === null || v === undefined || Number(v) === 0;

/** Why a money total of 0 over the rows the conditions picked is doubtful, or null. */
export function zeroMoneyDoubt(catalog: Catalog, reading: Reading, rows: unknown[][]): string | null {
  const m = reading.measure;
  if (m.fn !== 'sum' || !m.column || m.terms?.length || m.perPeriod || m.perWhole || reading.unmatched || reading.conditions.length === 0) return null;
  const column = findColumn(catalog, m.column);
  const max = column?.stats.max;
  if (!column || !holdsMoney(column) || (typeof max === 'number' && !(max > 0))) return null;
  const shape = reading.shape;
  let zero: boolean;
  if (shape.kind === 'scalar') zero = rows.length === 1 && isZero(rows[0][0]) && Number(rows[0][1]) > 0;
  else if (shape.kind === 'breakdown' && !shape.period) zero = rows.length > 0 && rows.every((r) => isZero(r[1]));
  else return null;
  if (!zero) return null;
  const said = reading.conditions.map((c) => conditionText(catalog, c)).join(' and ');
  return `${column.label} is 0 or blank on every row where ${said}, though it holds money on other rows: the money for these may be recorded elsewhere (another table or column), so 0 may not be what was taken.`;
}
