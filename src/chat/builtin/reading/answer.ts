// The precise pipeline, step by step: question -> mentions (with cells probed in columns whose
// values were not all kept) -> Reading -> SQL -> rows -> answer. Each step's output is the next
// step's input; the Reading is kept with the conversation for follow-ups.
import type { TableProfile } from '../../../tabular/table-profile.ts';
import type { BuiltinTable } from '../types.ts';
import { cellKey, quoteIdent, sqlString } from '../text.ts';
import type { Catalog, CatalogColumn } from './catalog.ts';
import { buildCatalog, countedByMeasures, findColumn, namesRows } from './catalog.ts';
import { checkAnswerShape } from './answer-shape.ts';
import { periodBeforeData } from './period-before-data.ts';
import { doubtfulReading, statusOfDatedEvent } from './doubtful-readings.ts';
import { settledEitherDate } from './period-on-either-date.ts';
import { quantityAskedOfNames } from './quantity-asked.ts';
import { unitsSoldAsked } from './units-sold-asked.ts';
import { itemsCountedByQuantity } from './counted-items.ts';
import { unitsSoldByQuantity } from './units-sold-by-quantity.ts';
import { unitsCountedByQuantity } from './units-counted-by-quantity.ts';
import { zeroMoneyDoubt } from './zero-money-total.ts';
import { soldElsewhere } from './sold-elsewhere.ts';
import { presentOfSpans } from './present-time-phrases.ts';
import { rowsHereNow } from './rows-here-now.ts';
import { rowsCountedNotSummed } from './rows-counted-not-summed.ts';
import { rankedRowsOfGroups, repeatedRankLabels } from './ranked-rows-of-groups.ts';
import { subtractedCellKept } from './subtracted-cells.ts';
import { netOfRefundsDoubt, refundsAsMoney } from './refund-phrases.ts';
import { repeatsOfUniqueKey } from './repeats-of-a-unique-key.ts';
import { unitSpelledElsewhere } from './unit-spelled-elsewhere.ts';
import { wordReadTwice } from './word-read-twice.ts';
import { countOfFigureColumn, figureCaveat, figureMismatch } from './figure-asked.ts';
import { applyFollowUp, followsUnreadQuestion, keepPreviousRows } from './follow-up.ts';
import { kindsCountedByTheirFigure } from './thing-of-its-kinds.ts';
import { carriedLeftOut, leaveOutNeverHappened, leftOutDoubt } from './happened-rows.ts';
import { headCountOfCalledOff } from './head-count-of-called-off.ts';
import { doneMayMeanCompleted } from './done-rows.ts';
import { nameAskedOfKey } from './name-of-a-key.ts';
import { recordedSummaryDoubt } from './recorded-summary.ts';
import { spanOrderDoubt } from './span-order.ts';
import { groupSpanAnswer } from './group-span.ts';
import { agesAsked } from './age-at-event.ts';
import type { Found } from './interpret.ts';
import { interpret, isDecline } from './interpret.ts';
import { withDataYears } from './yearless-periods.ts';
import { yearOfKeptRows } from './yearless-period-of-kept-rows.ts';
import { cellOrItsParts } from './cell-or-its-parts.ts';
import { flippedRanking } from './ranked-flip.ts';
import { comparedTakings } from './compared-takings.ts';
import { moneyOfHowMuchSold } from './money-of-how-much-sold.ts';
import { columnMentions, periodMentions, probePhrases, valueMentions } from './mentions.ts';
import { readOutgoingMoney } from './outgoing-money.ts';
import { partialPeriods } from './period-totals.ts';
import { foundNothing, phraseAnswer, readingText } from './phrase.ts';
import type { Question } from './question.ts';
import { readQuestion } from './question.ts';
import { withoutBooksIdiom } from './on-the-books.ts';
import { withoutKeepingVerb } from './kept-things-verbs.ts';
import { goingOutAsVisits } from './going-out-to.ts';
import { ordinalDaysPlain } from './ordinal-days.ts';
import { withoutSystemIdiom } from './on-the-system.ts';
import { firstTimeUnread } from './first-time-qualifier.ts';
import { predicateReadAsMeasure } from './predicate-read-as-measure.ts';
import { typeOfAKey } from './type-of-a-key.ts';
import { leftOutByHeader } from './left-out-by-header.ts';
import { paidToGroup } from './paid-to-group.ts';
import { pronounOfEarlierAnswer } from './pronoun-of-earlier-answer.ts';
import { whichOfAFigure } from './which-of-a-figure.ts';
import { attributeOfAnotherParty } from './attribute-of-another-party.ts';
import { verbReadAsCell } from './verb-read-as-cell.ts';
import { kindOfAnotherColumn } from './kind-of-another-column.ts';
import { rateReadAsEarnings } from './rate-read-as-earnings.ts';
import { moneyAskedOfList } from './money-asked-of-list.ts';
import { moneyTakenOfCalledOff } from './money-taken-of-called-off.ts';
import { unitsOfCalledOffDoubt, valueLeavingOutCalledOff } from './called-off-lines.ts';
import { averageLeavingOutCalledOff } from './average-of-called-off.ts';
import { sentBackAsReturned } from './sent-back-as-returned.ts';
import { cameBackAsReturned } from './came-back-as-returned.ts';
import { moneyMadeOfRefunded } from './money-made-of-refunded.ts';
import { priceOverGivenBack } from './price-over-given-back.ts';
import { nounAsCellModifier } from './noun-as-cell-modifier.ts';
import { leaveOutUnsold } from './sold-rows.ts';
import { unitsSoldOfReturnedLinesDoubt } from './units-sold-of-returned-lines.ts';
import { takingsOfSoldRows } from './takings-of-sold-rows.ts';
import { leaveOutVoided } from './voided-rows.ts';
import { salesOfDoneRows } from './sales-of-done-rows.ts';
import { rowPriceCandidate } from './price-takings.ts';
import { tellRowPrices } from './row-price-by-data.ts';
import { eventsCounted, withDistinctOfEvents } from './events-counted.ts';
import { relativePeriod } from './relative-periods.ts';
import { moneyRankedByCount } from './money-ranked-by-count.ts';
import { bestSellingRows } from './best-selling-rows.ts';
import { flagNamedAsCell } from './flag-cells.ts';
import { unreadDateColumn } from './unread-date-column.ts';
import { ratioOfMoney } from './ratio-of-money.ts';
import { pricePaidOnEvents } from './price-paid.ts';
import { paidColumnElsewhere } from './paid-column-elsewhere.ts';
import { personAskedOfThing } from './person-asked-of-thing.ts';
import { membersOfGroups } from './members-of-groups.ts';
import { setUpVerbCell } from './set-up-verb-cell.ts';
import { moneyHeaderPassedOver } from './money-header-passed-over.ts';
import { BREAKDOWN_ROWS, readingSql } from './to-sql.ts';
import type { Decline, Reading } from './types.ts';
import { decline } from './decline.ts';

/** Runs the engine's own SQL (not capped at the chat's user-facing row limit). */
export type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

export type ReadingAnswer = {
  answer: string;
  reading: Reading;
  sql: string;
  interpretation: string;
  /** The conditions matched no rows together: the text says so, and it is not an answer. */
  empty: boolean;
  /** What the reading chose that the question did not say (the answer is marked uncertain), or null. */
  caveat: string | null;
};

/** Rows a probe may return per column. */
const PROBE_ROWS = 50;

/**
 * Cells of columns whose values were too many to keep at ingestion: the question's phrases are
 * looked up in the table itself, in one query per table.
 */
async function probeValues(q: Question, catalog: Catalog, found: Found, runSql: EngineSql): Promise<Catalog> {
  const known = [...found.columns, ...found.values];
  const explained = (i: number) => catalog.tables.some((t) => namesRows(t, q.tokens[i])) || known.some((m) => i >= m.start && i < m.end);
  const phrases = probePhrases(q, explained);
  if (phrases.length === 0) return catalog;
  let probed = false;
  const tables = [];
  for (const t of catalog.tables) {
    const open = t.columns.filter((c) => !c.stats.complete && c.role !== 'measure');
    if (open.length === 0) {
      tables.push(t);
      continue;
    }
    const list = phrases.map(sqlString).join(', ');
    const numbers = [...new Set(q.tokens.filter((tok) => tok.num !== null && Number.isInteger(tok.num)).map((tok) => tok.num!))];
    const parts = open.flatMap((c, i) => {
      const ident = quoteIdent(c.ref.column);
      // Numeric ids are compared as numbers; text cells with the phrases in the forms a cell may be
      // written in, by plain equality, so the scan can skip row groups and compare dictionary entries.
      const test = c.type === 'integer' ? (numbers.length ? `${ident} IN (${numbers.join(', ')})` : null) : `CAST(${ident} AS VARCHAR) IN (${list})`;
      if (!test) return [];
      return [`SELECT * FROM (SELECT ${i} AS k, CAST(${ident} AS VARCHAR) AS v FROM ${quoteIdent(t.name)} WHERE ${test} GROUP BY 2 LIMIT ${PROBE_ROWS})`];
    });
    const rows = parts.length ? await runSql(parts.join(' UNION ALL '), PROBE_ROWS * open.length) : [];
    const found = new Map<number, string[]>();
    for (const [k, v] of rows) found.set(Number(k), [...(found.get(Number(k)) ?? []), String(v)]);
    const columns = t.columns.map((c): CatalogColumn => {
      const i = open.indexOf(c);
      const extra = i >= 0 ? (found.get(i) ?? []) : [];
      if (extra.length === 0) return c;
      probed = true;
      const valueIndex = new Map(c.valueIndex);
      for (const v of extra) {
        const key = cellKey(v);
        const list = valueIndex.get(key) ?? [];
        if (!list.includes(v)) valueIndex.set(key, [...list, v]);
      }
      return { ...c, valueIndex };
    });
    tables.push({ ...t, columns, nameColumn: t.nameColumn ? (columns.find((c) => c.ref.column === t.nameColumn!.ref.column) ?? null) : null });
  }
  // Unchanged when nothing was found, so the mentions already read stand.
  return probed ? { tables } : catalog;
}

/**
 * A breakdown by an identifier with more groups than an answer shows ("bookings per guest" over
 * thousands of guests) is seldom what was asked (an average per guest? one guest?): said so.
 */
function cutByIdentifier(catalog: Catalog, reading: Reading, rows: unknown[][]): string | null {
  const shape = reading.shape;
  if (shape.kind !== 'breakdown' || shape.period || rows.length <= BREAKDOWN_ROWS) return null;
  const by = findColumn(catalog, shape.by);
  if (by?.role !== 'key') return null;
  return `${by.label} identifies rows and has more values than an answer can list; only the ${BREAKDOWN_ROWS} largest groups are shown. Ask for one ${by.label}, or for the average per ${by.label}, if that is what you meant.`;
}

/**
 * Groups asked for by an id and shown by a name beside it ("which store": store_name for store_id)
 * keep the names only when each id has one name and each name one id; else the ids are shown.
 */
async function namesOnePerId(reading: Reading, runSql: EngineSql): Promise<Reading> {
  const shape = reading.shape;
  if ((shape.kind !== 'top_groups' && shape.kind !== 'breakdown') || !shape.ids) return reading;
  const { ids, ...named } = shape;
  const id = quoteIdent(ids.column);
  const name = quoteIdent(shape.by.column);
  const [counts] = await runSql(`SELECT count(DISTINCT ${id}), count(DISTINCT ${name}), count(DISTINCT (${id}, ${name})) FROM ${quoteIdent(ids.table)} WHERE ${id} IS NOT NULL AND ${name} IS NOT NULL`, 1);
  const oneToOne = counts !== undefined && Number(counts[0]) === Number(counts[1]) && Number(counts[1]) === Number(counts[2]);
  return { ...reading, shape: oneToOne ? named : { ...named, by: ids } };
}

function mentionsOf(q: Question, catalog: Catalog): Found {
  return { columns: columnMentions(q, catalog), values: valueMentions(q, catalog), periods: periodMentions(q) };
}

type AnswerInput = {
  question: string;
  tables: Array<{ table: BuiltinTable; profile: TableProfile }>;
  runSql: EngineSql;
  previous: Reading | null;
  /** The conversation's previous answer left no reading to follow up (a best guess). */
  previousUnread?: boolean;
  /** The conversation has earlier messages: a pronoun may stand for what they named. */
  inConversation?: boolean;
  /** Today's date (YYYY-MM-DD), for periods counted from it ("last quarter", "this year"); none read without it. */
  today?: string;
};


/** Step 1: the question's words against the tables: idioms left out, mentions read, open columns probed. */
async function readAgainstTables(input: AnswerInput): Promise<{ q: Question; catalog: Catalog; found: Found } | Decline> {
  const built = buildCatalog(input.tables);
  const dated = withDataYears(input.question, built);
  if (dated.ambiguous && !input.previous) return decline(dated.ambiguous);
  const q = readQuestion(sentBackAsReturned(cameBackAsReturned(goingOutAsVisits(withoutKeepingVerb(withoutSystemIdiom(withoutBooksIdiom(dated.text, built), built)), built), built), built), input.today);
  // An age at the row's date only where the question names that event ("age at enrolment").
  const profiled = agesAsked(countedByMeasures(built, q.tokens), q);
  // Whether a row's price covers the figures beside it (players, minutes): told from the data once per table.
  await tellRowPrices(profiled, (t) => rowPriceCandidate(t, profiled), input.runSql);
  const first = mentionsOf(q, profiled);
  const catalog = await probeValues(q, profiled, first, input.runSql);
  // Probed cells are new candidates: the mentions are read again against them.
  return { q, catalog, found: catalog === profiled ? first : mentionsOf(q, catalog) };
}

/** Guesses the question did not license: the first doubt found declines the reading. */
function firstDoubt(q: Question, catalog: Catalog, read: Reading, found: Found): string | null {
  return (
    relativePeriod(q) ??
    moneyRankedByCount(q, read) ??
    bestSellingRows(q, read) ??
    unreadDateColumn(catalog, read) ??
    ratioOfMoney(catalog, read) ??
    personAskedOfThing(q, catalog, read) ??
    membersOfGroups(q, catalog, read) ??
    setUpVerbCell(q, catalog, read, found.values) ??
    moneyHeaderPassedOver(q, catalog, read) ??
    doubtfulReading(q, catalog, read, found) ??
    figureMismatch(q, catalog, read) ??
    quantityAskedOfNames(q, catalog, read) ??
    unitsSoldAsked(q, catalog, read) ??
    presentOfSpans(q, catalog, read) ??
    rowsCountedNotSummed(q, catalog, read) ??
    wordReadTwice(q, catalog, read, found) ??
    rankedRowsOfGroups(q, catalog, read) ??
    subtractedCellKept(q, read, found.values) ??
    netOfRefundsDoubt(q, catalog, read, found.values) ??
    repeatsOfUniqueKey(q, catalog, read) ??
    unitSpelledElsewhere(q, catalog, read) ??
    firstTimeUnread(q, catalog, read) ??
    predicateReadAsMeasure(q, catalog, read) ??
    typeOfAKey(q, catalog, read) ??
    leftOutByHeader(q, catalog, read) ??
    paidToGroup(q, catalog, read) ??
    verbReadAsCell(q, read, found.values) ??
    kindOfAnotherColumn(q, catalog, read) ??
    rateReadAsEarnings(q, catalog, read) ??
    moneyAskedOfList(q, catalog, read)
  );
}

/** What the settling steps read the reading against: the question, the tables, the words found, the data. */
type Settling = { q: Question; catalog: Catalog; found: Found; runSql: EngineSql };
/** A step that may rewrite the reading or decline it; each sees the reading the steps before it left. */
type SettlingStep = (s: Settling, reading: Reading) => Reading | Decline | Promise<Reading | Decline>;

/**
 * Step 2b, for a reading of the question alone (a follow-up's was settled when first asked), in this
 * order: which money column the words name, then which rows the question keeps.
 */
const MONEY_AND_ROW_STEPS: readonly SettlingStep[] = [
  // "Which day took more, Saturday or Sunday?": takings compared between two groups (compared-takings.ts).
  (s, r) => comparedTakings(s.q, s.catalog, r),
  // "Average price paid per gown": money paid is the referring rows' (orders'), not the lookup's list price (price-paid.ts).
  (s, r) => pricePaidOnEvents(s.q, s.catalog, r),
  // "How much did students pay?": a column that says it holds money paid, over a fee of another table (paid-column-elsewhere.ts).
  (s, r) => paidColumnElsewhere(s.q, s.catalog, r),
  // "a completed corporate booking": the yes/no column headed "corporate", not the package Corporate (flag-cells.ts).
  (s, r) => flagNamedAsCell(s.q, s.catalog.tables, r, s.found.values),
  // "How many Shetlands do we have in at the moment?": the rows whose end date is blank (rows-here-now.ts).
  (s, r) => rowsHereNow(s.q, s.catalog, r, s.runSql),
  // "Refunds by range" beside a money column recording them as negative amounts: the money given back (refund-phrases.ts).
  (s, r) => refundsAsMoney(s.q, s.catalog, r, s.runSql),
];

/**
 * Step 3a, for a reading of the question alone: items added up rather than rows counted. The order
 * matters: units counted by a quantity and units sold ("how many shirts did we sell") are read
 * before items counted over lines, and the money of how much was sold last.
 */
const ITEM_STEPS: readonly SettlingStep[] = [
  (s, r) => unitsCountedByQuantity(s.q, s.catalog, r, s.found.values),
  // "How many rams did we shear" beside Sheep Type and Sheep Shorn: the rams' Sheep Shorn added up (thing-of-its-kinds.ts).
  (s, r) => kindsCountedByTheirFigure(s.q, s.catalog, r, s.found.values),
  (s, r) => unitsSoldByQuantity(s.q, s.catalog, r, s.found.values),
  // "Which branch fitted the most tyres?" over jobs with a qty column: the items are added up, not the rows counted.
  (s, r) => itemsCountedByQuantity(s.q, s.catalog, r, s.found.values),
  (s, r) => moneyOfHowMuchSold(s.q, s.catalog, r),
];

/** The steps run in their order; the first decline stops them. */
async function settleBy(steps: readonly SettlingStep[], s: Settling, reading: Reading): Promise<Reading | Decline> {
  let current = reading;
  for (const step of steps) {
    const next = await step(s, current);
    if (isDecline(next)) return next;
    current = next;
  }
  return current;
}

/**
 * Step 3: the reading settled against the data: items added up rather than rows counted (ITEM_STEPS),
 * names shown for ids only one to one, outgoing money, rows that never happened or were never sold
 * left out, "done" over a Completed status doubted. `everyRow` is the reading before rows were left out.
 */
async function settledReading(s: Settling, read: Reading, followed: boolean) {
  const { q, catalog, found, runSql } = s;
  const items = followed ? read : await settleBy(ITEM_STEPS, s, read);
  if (isDecline(items)) return items;
  const outgoing = await readOutgoingMoney(q, catalog, await namesOnePerId(countOfFigureColumn(q, catalog, items, found.columns), runSql), runSql);
  // A follow-up carrying rows left out unasked carries that doubt too (happened-rows.ts).
  const carried = followed ? carriedLeftOut(catalog, outgoing) : null;
  const everyRow = carried?.everyRow ?? outgoing;
  const happened = carried?.leftOut ? carried : leaveOutNeverHappened(q, catalog, carried?.reading ?? outgoing);
  // "Average fee for a theatre hire": cancelled hires holding a fee of 0 are no hires to average (average-of-called-off.ts).
  const averaged = followed ? happened.reading : await averageLeavingOutCalledOff(q, catalog, happened.reading, runSql);
  // "Top 3 customers by sales" over a status of only Completed, Cancelled and Returned: the Completed rows (sales-of-done-rows.ts).
  const done = followed ? averaged : salesOfDoneRows(q, catalog, averaged);
  // "Wreath takings" over a status of Sold, Cancelled and Refunded: the Sold rows (takings-of-sold-rows.ts).
  const sold = followed ? done : takingsOfSoldRows(q, catalog, await leaveOutUnsold(q, catalog, done, runSql));
  // "Sales value by egg size" computed as Price per tray × Trays: called-off lines sold nothing (called-off-lines.ts).
  const sales = followed ? sold : valueLeavingOutCalledOff(q, catalog, sold);
  // "Total payout Q3 2024" over tickets that are Paid or Void: a voided ticket is no business done (voided-rows.ts).
  const unvoided = followed ? sales : leaveOutVoided(q, catalog, sales);
  const reading = headCountOfCalledOff(catalog, await doneMayMeanCompleted(q, catalog, unvoided, runSql));
  return { reading, everyRow, leftOut: happened.leftOut };
}

export async function answerByReading(input: AnswerInput): Promise<ReadingAnswer | Decline> {
  // "since the 1st of September": the day as "1st September" (ordinal-days.ts).
  input = { ...input, question: ordinalDaysPlain(input.question) };
  // "Days between the first and the last transaction of X": the span of the rows a count would take.
  const spanned = await groupSpanAnswer(input, answerByReading);
  if (spanned) return spanned;
  // "How many visits are scheduled for December?": the one December whose reading keeps rows (yearless-period-of-kept-rows.ts).
  const yeared = await yearOfKeptRows(input, answerByReading);
  if (yeared) return yeared;
  const against = await readAgainstTables(input);
  if (isDecline(against)) return against;
  const { q, catalog, found } = against;
  // Step 2: the reading, from the previous one for a follow-up or from the question alone.
  // "And which had the fewest?": the previous ranking turned round, its shape already checked against its own question.
  const flipped = input.previous ? flippedRanking(q, input.previous) : null;
  const followed = flipped ?? (input.previous ? applyFollowUp(q, input.previous, catalog, found) : null);
  const alone = followed ? null : interpret(q, catalog, found);
  const kept = followed ?? (input.previous && alone && !isDecline(alone) ? keepPreviousRows(q, input.previous, alone) : alone!);
  if (isDecline(kept)) return kept;
  const settling: Settling = { q, catalog, found, runSql: input.runSql };
  const read = followed ? kept : await settleBy(MONEY_AND_ROW_STEPS, settling, kept);
  if (isDecline(read)) return read;
  // What the question asks for and what the reading computes must have the same shape.
  const mismatch = flipped ? null : checkAnswerShape({ question: q, catalog, reading: read, columns: found.columns, values: found.values, previous: input.previous, followed: followed !== null });
  if (mismatch?.action === 'decline') return decline(mismatch.reason);
  const carried = input.previous && alone && kept !== alone ? input.previous : null;
  const doubt = followed ? null : (pronounOfEarlierAnswer(q, input.inConversation === true, carried) ?? firstDoubt(q, catalog, read, found));
  if (doubt) return decline(doubt);
  // "How many patients were admitted": the admissions counted, not the distinct patients (events-counted.ts).
  const settled = await settledReading(settling, followed ? read : eventsCounted(q, catalog, read), followed !== null);
  if (isDecline(settled)) return settled;
  const { reading: unsettled, everyRow, leftOut } = settled;
  // Ids the data names one to one are shown by their names by now: any left cannot give a name asked for.
  const nameDoubt = followed ? null : (nameAskedOfKey(q, catalog, unsettled) ?? soldElsewhere(q, catalog, unsettled, found.columns) ?? whichOfAFigure(q, catalog, unsettled) ?? attributeOfAnotherParty(q, catalog, unsettled));
  if (nameDoubt) return decline(nameDoubt);
  // The days between two dates that run both ways in many rows are no length.
  const spanDoubt = await spanOrderDoubt(catalog, unsettled, input.runSql);
  if (spanDoubt) return decline(spanDoubt);
  // Money taken over every row, called-off ones still carrying their price: which rows it was taken from is not said.
  const takenDoubt = followed ? null : await moneyTakenOfCalledOff(q, catalog, unsettled, input.runSql);
  if (takenDoubt) return decline(takenDoubt);
  // Money made over every row, refunded ones still carrying their money: money given back is not money made.
  const refundDoubt = followed ? null : await moneyMadeOfRefunded(q, catalog, unsettled, input.runSql);
  if (refundDoubt) return decline(refundDoubt);
  // "How many trees" over rows whose Product holds Tree Stand beside the trees: the noun may not cover every row.
  const nounDoubt = followed ? null : await nounAsCellModifier(q, catalog, unsettled, found.values, input.runSql);
  if (nounDoubt) return decline(nounDoubt);
  // "70s dresses" read as the title "70s Dresse" beside Era 70s and Category Dresses, which keep other rows (cell-or-its-parts.ts).
  const partsDoubt = followed ? null : await cellOrItsParts(q, catalog, unsettled, found.values, input.runSql);
  if (partsDoubt) return decline(partsDoubt);
  const statusDoubt = followed ? null : await statusOfDatedEvent(q, catalog, unsettled, found.values, input.runSql);
  // "Which size sells the most trays?" over lines some of them Cancelled, still holding trays (called-off-lines.ts).
  const unitsDoubt = followed ? null : await unitsOfCalledOffDoubt(q, catalog, unsettled, input.runSql);
  // "Top 5 tiles by boxes sold" over lines some of them Cancelled or Returned, still holding boxes (units-sold-of-returned-lines.ts).
  const returnedUnitsDoubt = followed || unitsDoubt ? null : await unitsSoldOfReturnedLinesDoubt(q, catalog, unsettled, input.runSql);
  // "Which condition gets the highest average price?" over Sold beside Refunded: given-back sales are in the figure (price-over-given-back.ts).
  const givenBackDoubt = followed ? null : await priceOverGivenBack(q, catalog, unsettled, input.runSql);
  // Step 4: SQL, rows, and what the answer must say it is not certain of.
  const sql = readingSql(catalog, unsettled);
  const rows = await input.runSql(sql, 100);
  // "Fruit takings in Q3 2025" over weighings of visits: where the visits' date gives the same rows, the two-dates doubt is dropped.
  const { reading, note: dateNote } = await settledEitherDate(catalog, unsettled, rows, input.runSql);
  const summaryDoubt = await recordedSummaryDoubt(catalog, reading, input.runSql);
  const happenedDoubt = leftOut ? leftOutDoubt(leftOut, reading, await input.runSql(readingSql(catalog, everyRow), 100)) : null;
  const caveat =
    [
      reading.caveat,
      mismatch?.reason,
      periodBeforeData(catalog, reading),
      followed ? null : figureCaveat(q, catalog, reading),
      statusDoubt,
      unitsDoubt,
      returnedUnitsDoubt,
      givenBackDoubt,
      summaryDoubt,
      happenedDoubt,
      zeroMoneyDoubt(catalog, reading, rows),
      cutByIdentifier(catalog, reading, rows),
      repeatedRankLabels(catalog, reading, rows),
      partialPeriods(reading, rows),
      followed ? null : followsUnreadQuestion(q, input.previousUnread === true),
    ]
      .filter(Boolean)
      .join(' ') || null;
  const phrased = await withDistinctOfEvents(catalog, reading, phraseAnswer(catalog, reading, rows), rows, input.runSql);
  const text = dateNote ? `${phrased} ${dateNote}` : phrased;
  return {
    answer: caveat ? `${text}\n\nI am not certain of this: ${caveat}` : text,
    reading,
    sql,
    interpretation: dateNote ? `${readingText(catalog, reading)}. ${dateNote}` : readingText(catalog, reading),
    empty: foundNothing(reading, rows),
    caveat,
  };
}
