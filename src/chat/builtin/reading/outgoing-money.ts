// Money going out asked of a ledger that records it as negative amounts: "how much did we spend on
// travel" is the size of the outgoing rows' total, not -12,345, and "the category with the highest
// spend" ranks by that size, not by the least negative sum. The signs of the rows in scope decide:
// where every row (or every group) is one way round the convention is plain, and the answer is
// given; where rows of both signs are added together, which are outgoing is a guess, said so.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { EngineSql } from './answer.ts';
import type { Question } from './question.ts';
import { signsSql } from './to-sql.ts';
import type { Reading } from './types.ts';
import { INFLOW_WORDS, OUTFLOW_WORDS } from './vocabulary.ts';

const SIGNED_FNS = new Set(['sum', 'avg', 'median', 'min', 'max']);

export async function readOutgoingMoney(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<Reading> {
  const m = reading.measure;
  if (m.fn === 'count' || m.fn === 'ratio' || m.outgoing || !SIGNED_FNS.has(m.fn)) return reading;
  if (!q.tokens.some((t) => OUTFLOW_WORDS.has(t.text)) || q.tokens.some((t) => INFLOW_WORDS.has(t.text))) return reading;
  const column = findColumn(catalog, m.column);
  if (column?.role !== 'measure' || typeof column.stats.min !== 'number' || column.stats.min >= 0) return reading;
  const [signs] = await runSql(signsSql(catalog, reading, m.column), 1);
  const negative = Number(signs?.[0] ?? 0);
  const mixed = Number(signs?.[1] ?? 0);
  // No negative amount among the rows taken: spending is recorded as positive figures here.
  if (negative === 0) return reading;
  const grouped = reading.shape.kind === 'top_groups' || reading.shape.kind === 'breakdown' || reading.shape.kind === 'compare';
  const guess = mixed > 0
    ? `${column.label} holds both positive and negative amounts${grouped ? ' within a group' : ''}; I took the negative ones as the money going out.`
    : null;
  return {
    ...reading,
    measure: { ...m, outgoing: true },
    conditions: [...reading.conditions, { kind: 'compare', column: m.column, op: '<', value: 0 }],
    ...(guess ? { caveat: [reading.caveat, guess].filter(Boolean).join(' ') } : {}),
  };
}
