// "How many sheep did Dai shear in July?" beside Sheep Type (Ewes, Rams, Lambs) and Sheep Shorn:
// the word "sheep" names both headers by their first word. Of a header whose other words only say
// it holds kinds ("type", "kind", "category"), the word names the things those are kinds of, and a
// figure headed by the same thing counts them: the sheep are the Sheep Shorn, added up, never the
// rows nor the types. "Which sheep", "by sheep", "per sheep" still ask for the kinds.
// So too one kind said as the counted noun: "how many rams did we shear" are the Sheep Shorn of the
// rows whose Sheep Type is Rams, added up (kindsCountedByTheirFigure).
import type { Catalog, CatalogColumn } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ColumnMention, ValueMention } from './mentions.ts';
import { inSpan } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { stem } from '../text.ts';

/** Header words that say a column holds the kinds of what its other word names. */
const KIND_HEADER_WORDS = new Set(['type', 'kind', 'category', 'class', 'variety', 'sort']);

/**
 * Whether `m`, a mention of a kind column by the one word of what its kinds are of, stands where a
 * countable figure's header is named by the same word: the figure is meant, not the kinds.
 */
export function kindHeaderOfCountedThing(m: ColumnMention, mentions: ColumnMention[], isCountable: (c: CatalogColumn) => boolean): boolean {
  const c = m.column;
  if (c.role !== 'category' || m.synonym || m.score >= 1 || m.end - m.start !== 1) return false;
  const thing = thingOfKinds(c);
  if (thing === null) return false;
  const named = (o: CatalogColumn) => o.words.some((w) => stem(w) === stem(thing));
  return mentions.some((o) => o !== m && !o.synonym && o.start === m.start && o.end === m.end && o.column.role === 'measure' && o.column.ref.table === c.ref.table && isCountable(o.column) && named(o.column));
}

/** What a kind column's kinds are of: "sheep" of Sheep Type (two words, one of them a word for kinds); else null. */
function thingOfKinds(c: CatalogColumn): string | null {
  const thing = c.words.filter((w) => !KIND_HEADER_WORDS.has(w));
  return c.role === 'category' && c.words.length === 2 && thing.length === 1 ? thing[0] : null;
}

/**
 * The reading with the figure added up when "how many <kind>" counts the rows of one kind (a cell
 * of Sheep Type) and one whole-number figure of the same table is headed by the thing the kinds are
 * of (Sheep Shorn); else as it was.
 */
export function kindsCountedByTheirFigure(q: Question, catalog: Catalog, reading: Reading, values: ValueMention[]): Reading {
  if (reading.measure.fn !== 'count' || reading.measure.per || reading.unmatched || reading.shape.kind !== 'scalar') return reading;
  const t = q.tokens;
  const at = t.findIndex((tok, i) => tok.text === 'how' && t[i + 1]?.text === 'many');
  if (at < 0) return reading;
  const kind = values.find((v) => inSpan(at + 2, v) && thingOfKinds(v.column) !== null);
  if (!kind || !reading.conditions.some((c) => c.kind === 'in' && !c.negate && c.column.table === kind.column.ref.table && c.column.column === kind.column.ref.column)) return reading;
  const thing = stem(thingOfKinds(kind.column)!);
  const table = catalog.tables.find((tb) => tb.name === kind.column.ref.table);
  const figures = (table?.columns ?? []).filter((c) => c.role === 'measure' && c.type === 'integer' && c.words.some((w) => stem(w) === thing));
  if (figures.length !== 1 || reading.tables[0] !== kind.column.ref.table) return reading;
  // "How many crutching lines": the kind only qualifies the rows' noun after it; the rows are counted.
  const after = t[kind.end];
  if (after && table && namesRows(table, after)) return reading;
  return { ...reading, measure: { fn: 'sum', column: figures[0].ref } };
}
