// Verbs for what a measure records: "km driven", "fuel burned", "overdraft limits granted", "the
// amount donated", "the highest mark given". Such a verb restates the figure a reading adds up,
// averages or ranks by; it is no condition on the rows. It is read so only where it fits that
// figure: its root is a word of the header ("collected" beside collection_kg), or it is a verb of
// the figure's kind (driven and flown for a distance, burned and consumed for fuel or energy,
// granted and donated for money). Where the header is not named in the question, the verb must fit
// that figure alone among the measures of its table, or it stays unread and the question declined.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { holdsMoney, columnKind } from './figure-kinds.ts';
import { headerMeasureUnit } from './measure-units.ts';
import { headerUnit, writesUnitOf } from './units-of-measure.ts';
import { sameRoot } from './word-roots.ts';

type FigureKind = 'distance' | 'energy' | 'money' | 'weight' | 'time' | 'quantity' | 'score';

/**
 * Header words of each kind of figure that are no unit: money is told by figure-kinds, and units
 * (of length, time, weight and volume) by the unit table.
 */
const KIND_WORDS: Record<FigureKind, string[]> = {
  distance: ['mileage', 'distance', 'odometer'],
  energy: ['kwh', 'mwh', 'wh', 'energy', 'consumption', 'usage', 'fuel', 'electricity', 'gas', 'water', 'volume'],
  money: ['amount', 'limit', 'value', 'donation', 'donations', 'grant', 'grants', 'loan', 'gift', 'payout', 'premium'],
  weight: ['weight', 'tonnage', 'catch', 'yield'],
  time: ['duration'],
  quantity: ['seats', 'capacity', 'units', 'packages', 'parcels', 'passengers', 'pallets', 'boxes'],
  score: ['mark', 'marks', 'score', 'scores', 'grade', 'points', 'rating'],
};

/** Verbs of what a figure of each kind records, as past forms said after it ("km driven", "fuel burned"). */
const VERB_KINDS: Record<string, FigureKind[]> = {
  ...Object.fromEntries('driven drove travelled traveled flown flew covered sailed cycled ridden walked clocked'.split(' ').map((w) => [w, ['distance']])),
  ...Object.fromEntries('consumed burned burnt drawn'.split(' ').map((w) => [w, ['energy']])),
  ...Object.fromEntries('granted donated given gave lent loaned raised contributed invested disbursed'.split(' ').map((w) => [w, ['money', 'score']])),
  ...Object.fromEntries('harvested landed caught'.split(' ').map((w) => [w, ['weight']])),
  collected: ['money', 'weight'],
  // "How much did we collect in no-show fees": the bare form after "did".
  collect: ['money', 'weight'],
  // "The highest hourly rate any tutor charges", "the highest salary any candidate asked for": what
  // a price or an asking figure is, said of the one row that has it.
  ...Object.fromEntries('charges asked requested quoted'.split(' ').map((w) => [w, ['money']])),
  ...Object.fromEntries('logged worked'.split(' ').map((w) => [w, ['time']])),
  ...Object.fromEntries('offered shipped'.split(' ').map((w) => [w, ['quantity', 'weight']])),
};

function kindsOf(c: CatalogColumn): Set<FigureKind> {
  const out = new Set<FigureKind>();
  for (const [kind, words] of Object.entries(KIND_WORDS) as Array<[FigureKind, string[]]>) if (c.words.some((w) => words.includes(w))) out.add(kind);
  if (holdsMoney(c)) out.add('money');
  if (writesUnitOf(c, 'length')) out.add('distance');
  if (headerUnit(c, ['time']) !== null) out.add('time');
  if (columnKind(c) === 'quantity') out.add('quantity');
  const unit = headerMeasureUnit(c)?.family;
  if (unit === 'mass') out.add('weight');
  if (unit === 'volume') out.add('energy');
  return out;
}

/** Whether a verb restates what the figure records: by its root, or as a verb of the figure's kind. */
export function verbFitsFigure(word: string, c: CatalogColumn): boolean {
  if (c.role !== 'measure') return false;
  if (c.words.some((w) => w.length >= 4 && sameRoot(w, word))) return true;
  const kinds = Object.hasOwn(VERB_KINDS, word) ? VERB_KINDS[word] : [];
  const held = kindsOf(c);
  return kinds.some((k) => held.has(k));
}

/** Cells saying a row's event did not happen: "km flown" over flights, some Cancelled, may leave those out. */
const UNDONE_CELL = /\b(cancel+ed|void(ed)?|no[ -]?show|withdrawn|rejected|declined|refused|failed|aborted|lost|missed)\b/i;

/** A column of the table saying of some rows that their event did not happen, unless the question restricts it already. */
function undoneRowsIn(table: CatalogTable, restricted: (c: CatalogColumn) => boolean): boolean {
  return table.columns.some((c) => c.role === 'category' && !restricted(c) && [...c.valueCounts.keys()].some((v) => UNDONE_CELL.test(v)));
}

/**
 * The verb at a question word restating the reading's figure: it fits the figure; no row of the
 * table is said not to have happened (cancelled, rejected) unless the question picks rows by that
 * column already; and where the question does not name the figure's header, no other measure of
 * the figure's table fits the verb too.
 */
export function restatesFigure(word: string, figure: CatalogColumn, table: CatalogTable | undefined, headerNamed: boolean, restricted: (c: CatalogColumn) => boolean): boolean {
  if (!/(ed|en|wn|nt|ve|ught)$/.test(word) && !Object.hasOwn(VERB_KINDS, word)) return false;
  if (!verbFitsFigure(word, figure)) return false;
  // "Total km flown" over flights some of which were cancelled: the verb may leave those out.
  if (table && undoneRowsIn(table, restricted)) return false;
  if (headerNamed || !table) return true;
  return table.columns.filter((c) => c !== figure && verbFitsFigure(word, c)).length === 0;
}
