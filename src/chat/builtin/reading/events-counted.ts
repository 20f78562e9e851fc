// "How many patients were admitted to Cardiology", "how many tools were borrowed in June": a thing
// of another table named with a passive verb of the very event the rows record (admissions with an
// Admitted date, loans with a borrowed_on date) asks how many times it happened: a patient admitted
// twice was admitted twice, a tool lent out twice in June was borrowed twice. The rows (the events)
// are counted, not the distinct things; the answer states how many distinct things they involve too.
// An active verb with the thing as its subject ("how many sensors reported", "how many customers
// had a job") asks about the things, each once, and is left alone; so is "how many different ...",
// and a verb naming an attribute of the thing's own table ("routes launched before 2000").
import type { Catalog, CatalogTable } from './catalog.ts';
import { findColumn, tableOf } from './catalog.ts';
import type { Question } from './question.ts';
import { countAskedAt } from './question.ts';
import type { Reading } from './types.ts';
import { DISTINCT_WORDS, PASSIVE_AUXILIARIES } from './vocabulary.ts';
import { ownEventVerb, sameRoot } from './word-roots.ts';
import { formatNumber } from '../text.ts';
import { readingSql } from './to-sql.ts';


/** The participle of a passive after the count ("how many patients were admitted"), or null. */
function passiveParticiple(q: Question, from: number): string | null {
  for (let i = from; i < q.tokens.length - 1; i++) {
    if (!PASSIVE_AUXILIARIES.has(q.tokens[i].text)) continue;
    // "were actually borrowed", "have been admitted": one adverb or a second auxiliary may stand between.
    let j = i + 1;
    if (PASSIVE_AUXILIARIES.has(q.tokens[j]?.text ?? '') || /ly$/.test(q.tokens[j]?.text ?? '')) j++;
    const verb = q.tokens[j]?.text ?? '';
    return /[a-z]{3,}(ed|en)$/.test(verb) ? verb : null;
  }
  return null;
}

/** Whether the verb is the event each row of the table records: its own name's verb or one of its dates' header words. */
function eventOfRows(rows: CatalogTable, verb: string): boolean {
  if (ownEventVerb(rows, verb)) return true;
  return rows.columns.some((c) => c.role === 'date' && c.words.some((w) => w === verb || sameRoot(w, verb)));
}

/** The reading counting the events instead of the distinct things, or the reading unchanged. */
export function eventsCounted(q: Question, catalog: Catalog, reading: Reading): Reading {
  const m = reading.measure;
  if (m.fn !== 'count_distinct' || reading.shape.kind !== 'scalar' || reading.unmatched || reading.events) return reading;
  // "How many patients were admitted more than once": the things with several rows, each once.
  if (reading.conditions.some((c) => c.kind === 'rows_per')) return reading;
  if (q.tokens.some((t) => DISTINCT_WORDS.has(t.text))) return reading;
  const countAt = countAskedAt(q);
  const rows = tableOf(catalog, reading.tables[0]);
  const counted = findColumn(catalog, m.column);
  if (countAt < 0 || !rows || !counted || counted.ref.table !== rows.name || counted.role === 'measure') return reading;
  const verb = passiveParticiple(q, countAt + 2);
  if (!verb || !eventOfRows(rows, verb)) return reading;
  return { ...reading, measure: { fn: 'count' }, events: m.column };
}

/** Runs the engine's own SQL. */
type RunSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** The answer with the distinct things the counted events involve beside its figure, where they differ. */
export async function withDistinctOfEvents(catalog: Catalog, reading: Reading, text: string, rows: unknown[][], runSql: RunSql): Promise<string> {
  if (!reading.events || reading.measure.fn !== 'count' || reading.measure.per || reading.shape.kind !== 'scalar') return text;
  const column = findColumn(catalog, reading.events);
  if (!column) return text;
  const [distinct] = await runSql(readingSql(catalog, { ...reading, measure: { fn: 'count_distinct', column: reading.events } }), 1);
  const things = Number(distinct?.[0]);
  if (!Number.isFinite(things) || things === Number(rows[0]?.[0])) return text;
  const table = tableOf(catalog, reading.tables[0])?.label ?? reading.tables[0];
  return text.replace(/\*\*[^*]+\*\*/, (figure) => `${figure} (each row of ${table} counted once; ${formatNumber(things)} distinct ${column.label} values among them)`);
}
