// Question -> Reading, or a Decline saying why. Precision first: every word of the question must be
// accounted for (a column, a cell, a number with its comparison, a period, an operation or a
// filler word) or the engine declines rather than answer a question it did not read. Each step
// below is a function of the previous steps' results; none of them mutates shared state.
import { contractedOrLinkedNegation, NEGATIVE_CONTRACTIONS, yetAfter } from './negated-flag-words.ts';
import { cellsSetAgainst } from './share-of-compared-cells.ts';
import { happenedParticleAt } from './happened-rows.ts';
import { moneyWholeOfShare } from './share-of-money-whole.ts';
import { stockingVerbAt } from './stocking-verbs.ts';
import { pluralBeforeYear } from './plural-before-year.ts';
import { averagedPerGroup, rankedByAverage } from './average-doubts.ts';
import { talliesEvents } from './tally-header.ts';
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { stem, words } from '../text.ts';
import { ID_WORDS, nameWords, namesRows, sameRef, yearValued } from './catalog.ts';
import { ledToRows } from './led-to-rows.ts';
import { returnConditions, signConditions } from './sign-conditions.ts';
import { refundPhraseCondition, refundPhrases } from './refund-phrases.ts';
import { absenceCue } from './absence.ts';
import { adverseRateAfter } from './adverse-rates.ts';
import { headlineFigure } from './headline-figure.ts';
import { absentCellCue } from './absent-cells.ts';
import { quantifiedCue } from './quantified-rows.ts';
import { quantitiesOfCounts } from './counted-in-a-column.ts';
import { noneCells } from './none-cells.ts';
import { headersNegatedBy } from './flag-antonyms.ts';
import { kindGroupsUnread } from './groups-by-kind-unread.ts';
import { ambiguousAmount } from './generic-amount.ts';
import { creationDate, dateOfWord, firstDateCaveat } from './period-dates.ts';
import { dateBounds } from './yearless-periods.ts';
import type { ColumnMention, PeriodMention, Span, ValueMention } from './mentions.ts';
import { inSpan, moneyVerbsRanked, numberMentions, spansOverlap, whatWasTaken } from './mentions.ts';
import { countsOnePerRow } from './one-per-row.ts';
import { blankAround, HAVING_VERBS, havingVerbBefore, holdersOfId } from './blanks.ts';
import { wholeOrganisationTail } from './whole-organisation.ts';
import { anyoneInExtreme, awayAfterGiving, billAfterMoneyHeader, contractedAuxiliary, goodsNounAfterCategoryCell, hyphenatedRowNoun, priceAdjectiveAt } from './placed-words.ts';
import { impliedActual } from './over-budget.ts';
import { statusMoneyMentions } from './settled-status.ts';
import { moneyVerbsOfNamedAmount, payingVerbsOfMethod } from './money-verb-of-named.ts';
import { verbsOfCells } from './cell-verbs.ts';
import { openerAfterFrontedPhrase } from './fronted-phrase.ts';
import { restatingNouns } from './restated-nouns.ts';
import { recordNouns } from './record-nouns.ts';
import { headerOfNumberVerbed } from './number-verbed.ts';
import { saleQuantity, salePriceColumn } from './price-takings.ts';
import { moneyTotalledPerGroup } from './money-per-group.ts';
import { countsPerGroup } from './counts-per-group.ts';
import { chainLookupGroup } from './chain-lookup-groups.ts';
import { cellHeadNouns } from './cell-head-nouns.ts';
import { headerOrCell } from './header-or-cell.ts';
import { rowsNamedElsewhere, rowsNamedRival } from './rows-named-cell.ts';
import { ownEventVerb, sameRoot } from './word-roots.ts';
import { restatesFigure } from './measure-verbs.ts';
import { columnExpression, overExpression } from './arithmetic.ts';
import { overParts, restatedPartWords } from './headcount-parts.ts';
import { subKindCells } from './cell-sub-kinds.ts';
import { askedConversion, headerTimeUnit, inHeaderTime, isTimeUnitSaid } from './unit-asked.ts';
import { perUnitWords, sizeColumnOf } from './measure-units.ts';
import { figureOfUnitCompared } from './weight-compared.ts';
import { loadOfWeighedRows } from './weighed-loads.ts';
import { asksDifference, asksHowMuch, thanBefore } from './difference-asked.ts';
import { AMOUNT_UNIT_WORDS, CURRENCY_WORDS, TIME_UNIT_WORDS, UNIT_WORDS, sameUnit } from './units-of-measure.ts';
import { rateHeader, takingsNounAsAmount, takingsStem, takingsWord } from './takings-column.ts';
import { holdsMoney } from './figure-kinds.ts';
import { countHeaderAfterNumber } from './number-before-count-header.ts';
import { onlyInAQualifier, trailingOnly } from './restating-only.ts';
import { stateOverItsDate } from './status-over-its-date.ts';
import { ignoringBlanks } from './ignoring-blanks.ts';
import { asksWhatIsOwed } from './owed-rows.ts';
import { missedCell } from './missed-rates.ts';
import { compoundHead } from './compound-groups.ts';
import { oneOfTwoHeaders } from './one-of-two-headers.ts';
import { pilingUpVerbAt } from './accumulating-verbs.ts';
import { longestStanding } from './longest-standing.ts';
import { throughTheDoorAt } from './through-the-door.ts';
import { attendedRegisterNounAt } from './register-date-row-nouns.ts';
import { pluralRowNounOfAmount } from './row-noun-shares.ts';
import { dateHeaderBeforeRate } from './rate-nouns.ts';
import { bareLateness, latenessAfterNumber } from './lateness.ts';
import { qualifiesName, rowsPerGroup } from './rows-per-group.ts';
import type { Question, QuestionToken } from './question.ts';
import { bracketed, COUNT_PHRASES, countAskedAt, findPhrase, hyphenated } from './question.ts';
import type { AggregateFn, ColumnRef, Condition, Decline, GroupPeriod, Measure, PeriodTotals, Reading, Shape } from './types.ts';
import { decline } from './decline.ts';
import { chainGroupNames, chainsThroughMiddle } from './middle-table-joins.ts';
import { figureQualifiesRowNoun } from './counted-row-noun.ts';
import { oneToOneFigure, refersOneToOne } from './one-to-one-references.ts';
import { figureNamedByHeader } from './figure-named-by-header.ts';
import { onlyMoneyIn } from './money-in-beside-costs.ts';
import { repeatedLookupSum } from './repeated-lookup-sums.ts';
import { countedFigure, whatIsCounted } from './counted-noun.ts';
import { topThingsByTotal } from './top-things-by-total.ts';
import { headersBeforeTakings } from './header-before-takings.ts';
import { wholeSpanPhrases } from './whole-span-phrases.ts';
import { countedFigureFn } from './average-how-many.ts';
import { inclusionPhrases, insideInclusion } from './inclusion-phrases.ts';
import { EXCLUDING_VERBS, exclusionAfter, exclusionPhraseBefore } from './exclusion-phrases.ts';
import { ruledOutAround, unreadRulingOut } from './ruled-out-cells.ts';
import { verbEndingInACell } from './verb-ending-in-a-cell.ts';
import { dateOfModifiedRows, dateOfQualifiedRows } from './period-of-qualified-rows.ts';
import { qualifiedUnitAfterPer } from './qualified-unit-after-per.ts';
import { perRowByDateHeader } from './dated-row-noun.ts';
import { perTableNameThroughKey } from './per-table-name.ts';
import { moneyEventDate, namesLaterMoneyEvent } from './money-event-dates.ts';
import { participleOfRows, popularityAt } from './popular-groups.ts';
import { capacityLimit } from './capacity-limits.ts';
import { currentBeforeRows, inPresentTimePhrase } from './present-time-phrases.ts';
import { whereAValueWasRecorded } from './where-a-value-was-recorded.ts';
import { spanDates } from './rows-here-now.ts';
import { onlyDatedTable, unnamedRowsOfRankedPeriod } from './unnamed-busiest-period.ts';
import { yearsHeld } from './years-held.ts';
import { RANKED_DAY_WORDS, rankedDayHeader } from './ranked-days.ts';
import { namesRepeat, thingsNamedByKey } from './names-beside-keys.ts';
import { writtenNumberCell } from './written-number-cells.ts';
import { breakdownAfterHeader } from './header-breakdown.ts';
import { datedByParent, parentOwnDate } from './lines-dated-by-parent.ts';
import { parentKey } from './period-on-either-date.ts';
import { timeOfWork } from './time-figures.ts';
import { headersQualifyingCountedRows, rowsNamedSoonAfter } from './header-qualifying-ranked-rows.ts';
import { thingsInAKeptCell } from './things-in-a-kept-cell.ts';
import { keptAfterRefunds } from './kept-after-refunds.ts';
import { yearBoundVerbAt } from './year-bound-verbs.ts';
import { headerAskedButUnread } from './header-asked-as-group.ts';
import { sheetOfTable } from './table-said-by-name.ts';
import { quantitySoldSaid } from './quantity-sold-headline.ts';
import { countOfPricedUnit } from './price-per-counted-unit.ts';
import { flagValues } from './flag-cells.ts';
import { codeDescribed } from './codes-by-description.ts';
import { headerQualifiesTakings } from './header-qualifying-takings.ts';
import { eventOtherThanDate, weekdaysSaid } from './weekday-filters.ts';
import { unitsPerGroupDoubt } from './units-per-group.ts';
import { namedCellOutOfSource } from './named-cell-out-of-source.ts';
import { valuePerWhole } from './value-per-whole.ts';
import { kindHeaderOfCountedThing } from './thing-of-its-kinds.ts';
import { listedRowByRow } from './people-listed-per-row.ts';
import { cellPluralLead } from './cell-plural-rows.ts';
import { payVerbUnread } from './pay-verb-without-money.ts';
import { valueOfRowsMentions } from './value-of-rows.ts';
import { shareOfParentRows } from './share-of-parent-rows.ts';
import {
  AVG_WORDS,
  COMPARATIVE_WORDS,
  COMPARE_WORDS,
  DISTINCT_WORDS,
  EMPTY_WORDS,
  EVENT_VERBS,
  FILLER,
  FLOW_NOUNS,
  GROUP_WORDS,
  MAX_WORDS,
  MEASURE_SYNONYMS,
  MEDIAN_WORDS,
  MIN_WORDS,
  NUMBER_WORDS,
  PEOPLE_WORDS,
  ITEM_PRICE_WORDS,
  TOTAL_MONEY_WORDS,
  DEARNESS_WORDS,
  COPULAS,
  SHARE_WORDS,
  SINGLE_WORDS,
  SUM_WORDS,
  WHY_WORDS,
  nounForms,
  EXCLUDING_WORDS,
  ROW_STAND_INS,
  SELLING_VERBS,
  LIST_PRICE_WORDS,
} from './vocabulary.ts';

export type Found = { columns: ColumnMention[]; values: ValueMention[]; periods: PeriodMention[] };

/** `then`: a second key, from the middle table (tables[1]) to a lookup (tables[2]) the facts reach only through it. */
/** `oneToOne`: each fact row refers to a lookup row no other fact row refers to (one-to-one-references.ts). */
type Source = { tables: CatalogTable[]; join: Reading['join']; then?: Reading['then']; catalog: Catalog; oneToOne?: true };

// Header words of figures added up when a question names no aggregate. Its unit words (kwh, km,
// miles, litres, gallons, hours, nights) stay written out rather than read from units-of-measure.ts:
// the unit table's families also hold units whose figures are averaged today ("Duration (mins)",
// "Wait (sec)", "Weight (kg)", "Power (kW)", "Temp (C)"), so deriving the list would change the
// default aggregate of those headers.
const ADDITIVE = new Set(['copies', 'parts', 'labour', 'labor', 'energy', 'number', 'kwh', 'mwh', 'consumption', 'consumed', 'qty', 'distance', 'km', 'miles', 'litres', 'liters', 'gallons', 'expense', 'expenses', 'payment', 'payments', 'paid', 'payout', 'payouts', 'output', 'production', 'produced', 'emissions', 'co2', 'downloads', 'calls', 'donations', 'donation', 'sold', 'shipped', 'cargo', 'amount', 'revenue', 'sales', 'sale', 'total', 'quantity', 'units', 'unit', 'cost', 'costs', 'spend', 'profit', 'visits', 'sessions', 'clicks', 'impressions', 'conversions', 'orders', 'pageviews', 'views', 'budget', 'hours', 'income', 'value', 'price', 'tickets', 'count', 'volume', 'signups', 'leads', 'mrr', 'arr', 'seats', 'seat', 'nights', 'pallets', 'fee', 'fees', 'tax', 'gross', 'net', 'delivered', 'billed', 'invoiced', 'charged', 'charge', 'charges', 'parcels', 'packages', 'deliveries', 'covers', 'passengers', 'guests', 'shipments']);
const COUNT_WORDS = new Set(['copies', 'quantity', 'qty', 'units', 'unit', 'count', 'number', 'pieces', 'items', 'pallets', 'seats', 'nights', 'visits', 'sessions', 'clicks', 'impressions', 'conversions', 'orders', 'tickets', 'signups', 'leads', 'pageviews', 'views', 'weight', ...AMOUNT_UNIT_WORDS]);
const NOT_COUNTS = new Set(['price', 'cost', 'amount', 'revenue', 'rate', 'fee', 'value', 'total', 'spend', 'salary', 'eur', 'usd', 'gbp', 'dollars', 'euros', 'pct', 'percent']);
const INTENSIVE = new Set(['price', 'rate', 'ratio', 'pct', 'percent', 'percentage', 'score', 'rating', 'age', 'temperature', 'temp', 'humidity', 'margin', 'discount', 'satisfaction', 'probability', 'speed', 'latitude', 'longitude', 'salary', 'experience', 'tenure', 'level', 'index']);
/** Intensive header words of pay, which a group also totals (its pay bill). */
const PAY_LEVELS = new Set(['salary', 'salaries', 'wage', 'wages', 'pay']);
/** Header words of a rate or a percentage: a figure of each row that never adds up across rows. */
/** Header words of a figure per row that adds up to nothing: a rate, a percentage, a cost per hour ("Hourly Cost (£)"). */
const RATE_WORDS = new Set(['rate', 'ratio', 'pct', 'percent', 'percentage', 'hourly']);
/** Words that restate a yes/no flag read as not set ("left unpaid", "outstanding"). */
const UNSETTLED_WORDS = new Set(['left', 'remain', 'remains', 'remained', 'outstanding', 'still']);
const SEEING_VERBS = new Set(['saw', 'seen', 'see', 'sees']);
/**
 * Verbs by which a group's people or places take the rows they are grouped by: "which teacher
 * taught the most lessons", "which supervisor oversaw the most visits", "which room hosts the most
 * classes". They say whose rows they are, never which rows ("looks after" with its particle).
 */
const AGENT_VERBS = new Set([
  'taught', 'teach', 'teaches', 'oversaw', 'oversee', 'oversees', 'overseen', 'supervised', 'supervise', 'supervises', 'handled', 'handle', 'handles',
  'managed', 'manage', 'manages', 'led', 'lead', 'leads', 'hosted', 'host', 'hosts', 'looks', 'look', 'looked', 'covered', 'cover', 'covers',
]);
const PERIOD_UNITS: Record<string, 'year' | 'quarter' | 'month'> = { year: 'year', years: 'year', yearly: 'year', annually: 'year', annual: 'year', quarter: 'quarter', quarters: 'quarter', quarterly: 'quarter', month: 'month', months: 'month', monthly: 'month', yr: 'year', yrs: 'year', qtr: 'quarter' };
/** Periods rows can be grouped by, beyond those a date range can be said in: "the busiest weekday". */
const GROUP_UNITS: Record<string, GroupPeriod> = { ...PERIOD_UNITS, weekday: 'weekday', weekdays: 'weekday' };
/** "the most invoices" counts them; "the biggest expense" ranks an amount. */
const COUNTING_SUPERLATIVES = new Set(['most', 'more', 'fewest', 'fewer', 'least', 'less', 'busiest', 'quietest']);
/** Superlatives of time alone: "the last visit", "the earliest booking" (never an age, as "oldest" may be). */
const TIME_SUPERLATIVES = new Set(['last', 'latest', 'first', 'earliest', 'recent']);
/** Words after which a year-like number is a quantity: "a freight cost over 2000". */
const QUANTITY_COMPARATIVES = new Set(['over', 'above', 'under', 'below', 'exceeding', 'than', 'least', 'most']);
/** The present of the selling verb: units only after "how many" (settleMentions). */
const PRESENT_SELLING = new Set(['sell', 'sells']);
/** Words saying what a sale is measured by: "sells the most by value", "worth". */
const SOLD_MEASURED = new Set(['value', 'worth', 'units', 'quantity', 'qty']);
/** Words that name how many things were sold or moved, never what one of them cost. */
const QUANTITY_WORDS = new Set(['units', 'quantity', 'quantities', 'qty', 'pieces', 'items', ...SELLING_VERBS]);
/** Status cells that record no outcome: a rate of an outcome leaves these rows out of its denominator. */
const NO_OUTCOME_CELLS = new Set(['withdrawn', 'withdrew', 'cancelled', 'canceled', 'pending', 'deferred', 'postponed', 'void', 'voided', 'in progress', 'ongoing', 'not started', 'n/a', 'unknown']);
/** Words for what a money column ("Food (GBP)") took in. */
const SALES_WORDS = new Set(['sales', 'takings', 'revenue', 'turnover', 'income']);
/** Verbs of money said right after its amount ("the amount paid"). */
const MONEY_PARTICIPLES = new Set(['paid', 'spent', 'charged', 'received', 'billed', 'collected', 'invoiced']);
/** Words opening a relative clause that restricts the rows before them: "flights that operated". */
const RELATIVE_PRONOUNS = new Set(['that', 'which', 'who']);
/**
 * Words after plural rows that say which rows did it ("by guests from the US", "by customers in
 * Bath", "by couriers on a bike"): a filter through them, not one group per guest or customer.
 */
const AGENT_LINKS = new Set(['from', 'based', 'located', 'registered', 'who', 'that', 'whose', 'in', 'at', 'on', 'with']);
const QUESTION_OPENERS = new Set(['which', 'what', 'who', 'whose', 'list', 'show', 'name']);
const VERBS = new Set(['are', 'is', 'were', 'was', 'have', 'has', 'had', 'come', 'comes', 'came', 'belong', 'belongs', 'do', 'does', 'did', 'went', 'go', 'got', 'ended']);

/** Whether the word at `i` is a verb (or the particle of "looks after") by which each group of a grouped reading takes the rows counted after it. */
function agentVerbAt(q: Question, i: number, shape: Shape, measured: CatalogTable): boolean {
  if (shape.kind !== 'top_groups' && shape.kind !== 'breakdown') return false;
  const looking = (k: number) => ['looks', 'look', 'looked'].includes(q.tokens[k]?.text ?? '');
  const verbAt = q.tokens[i].text === 'after' && looking(i - 1) ? i - 1 : i;
  if (!AGENT_VERBS.has(q.tokens[verbAt].text) || (looking(verbAt) && q.tokens[verbAt + 1]?.text !== 'after')) return false;
  const denied = ['not', 'never', 'didn', 'doesn', 'don'].includes(q.tokens[verbAt - 1]?.text ?? '');
  return !denied && q.tokens.slice(verbAt + 1, verbAt + 6).some((x) => namesRows(measured, x));
}

/** Words after a share's verb that name no part: "were there", "did we have in total". */
const SHARE_FILLERS = new Set(['there', 'we', 'our', 'us', 'you', 'i', 'they', 'it', 'have', 'had', 'has', 'get', 'got', 'in', 'total', 'overall', 'all', 'altogether', 'so', 'far', 'the', 'a', 'an', 'of', 'to', 'date', 'please', 'roughly', 'approximately', 'about', 'exactly', 'percent', 'percentage']);

/** The words after a share's verb (at `verbAt`) naming its part, when there are any; null otherwise. */
function partUnreadAfter(q: Question, verbAt: number): string | null {
  const words = q.tokens.slice(verbAt + 1).filter((t) => /[a-z]/.test(t.text));
  if (!words.some((t) => !SHARE_FILLERS.has(t.text))) return null;
  return `"${words.map((t) => t.raw).join(' ')}"`;
}

/** Comparisons between two columns of a row, and what they mean when the columns are dates. */
const ROW_COMPARISONS: Array<{ words: string[]; op: '>' | '>=' | '<' | '<='; dateOp: '>' | '<' | null }> = [
  { words: ['more', 'than'], op: '>', dateOp: null },
  { words: ['higher', 'than'], op: '>', dateOp: null },
  { words: ['greater', 'than'], op: '>', dateOp: null },
  { words: ['less', 'than'], op: '<', dateOp: null },
  { words: ['lower', 'than'], op: '<', dateOp: null },
  { words: ['over'], op: '>', dateOp: null },
  { words: ['above'], op: '>', dateOp: null },
  { words: ['exceeding'], op: '>', dateOp: null },
  { words: ['exceeded'], op: '>', dateOp: null },
  { words: ['below'], op: '<', dateOp: null },
  { words: ['under'], op: '<', dateOp: null },
  { words: ['after'], op: '>', dateOp: '>' },
  { words: ['later', 'than'], op: '>', dateOp: '>' },
  { words: ['before'], op: '<', dateOp: '<' },
  { words: ['earlier', 'than'], op: '<', dateOp: '<' },
];


/**
 * The plural noun right after a compared number when it names the rows of a table ("30 agents",
 * "80 routes", "10 staff") and not the column compared: the number counts rows per group.
 */
function rowsCountedAfter(q: Question, src: Source, at: number, column: CatalogColumn | null): string | null {
  const tok = q.tokens[at];
  if (!tok || !/s$/.test(tok.text) && !PEOPLE_WORDS.has(tok.text)) return null;
  if (column && (column.words.includes(tok.text) || column.words.some((w) => stem(w) === tok.stem))) return null;
  const rows = src.catalog.tables.some((t) => namesRows(t, tok)) || (PEOPLE_WORDS.has(tok.text) && src.catalog.tables.some((t) => t.nameColumn !== null && isPeopleTable(t)));
  // A header that holds the counted things ("passengers", "seats") is compared as it is.
  const held = src.catalog.tables.some((t) => t.columns.some((c) => c.role === 'measure' && c.words.some((w) => w === tok.text || stem(w) === tok.stem)));
  return rows && !held ? tok.text : null;
}

/** Candidate sources: each table, and each table joined to a lookup table by a shared key. */
function sources(catalog: Catalog): Source[] {
  const out: Source[] = catalog.tables.map((t) => ({ tables: [t], join: null, catalog }));
  for (const fact of catalog.tables)
    for (const dim of catalog.tables) {
      if (fact === dim) continue;
      for (const dk of dim.columns) {
        if (dk.role !== 'key' || dk.stats.distinctCount !== dim.rowCount || dk.stats.nullCount > 0) continue;
        const fk = fact.columns.find((c) => c.ref.column === dk.ref.column && c.role === 'key');
        // The fact table refers to the lookup table's rows: many fact rows per key, or one each
        // beside a key of the facts' own (one-to-one-references.ts).
        if (!fk) continue;
        const oneToOne = refersOneToOne(fact, fk, dim);
        if (fk.stats.distinctCount === fact.rowCount && !oneToOne) continue;
        out.push({ tables: [fact, dim], join: { left: fk.ref, right: dk.ref }, catalog, ...(oneToOne ? { oneToOne } : {}) });
      }
    }
  // Chains are built on references that repeat, as before one-to-one references were joined.
  const hops = out.flatMap((s) => (s.join && !s.oneToOne ? [{ from: s.tables[0], to: s.tables[1], left: s.join.left, right: s.join.right }] : []));
  for (const c of chainsThroughMiddle(catalog.tables, hops)) out.push({ tables: c.tables, join: c.join, then: c.then, catalog });
  return out;
}

function inSource(src: Source, c: CatalogColumn): boolean {
  // The lookup table's key is the same as the fact table's reference: use the fact side.
  if (src.join && c.ref.table === src.join.right.table && c.ref.column === src.join.right.column) return false;
  if (src.then && c.ref.table === src.then.right.table && c.ref.column === src.then.right.column) return false;
  return src.tables.some((t) => t.name === c.ref.table);
}

function entityWord(src: Source, q: Question, i: number): boolean {
  const tok = q.tokens[i];
  if (src.tables.some((t) => namesRows(t, tok))) return true;
  return PEOPLE_WORDS.has(tok.text) && src.tables.some((t) => t.nameColumn !== null && t.entityStems.size > 0 && isPeopleTable(t) && (!STAFF_WORDS.has(tok.text) || isStaffTable(t)));
}

function isPeopleTable(t: CatalogTable): boolean {
  return t.columns.some((c) => c.words.some((w) => ['employee', 'staff', 'person', 'first', 'last', 'full', 'surname', 'hire', 'salary', 'member', 'customer', 'patient', 'student'].includes(w)));
}

/**
 * Words for the people an organisation employs: they name the rows of a table of staff only. Over
 * customers, "the average order amount per employee" asks for a headcount the tables do not hold.
 */
const STAFF_WORDS = new Set(['staff', 'employees', 'employee', 'workers', 'worker', 'headcount', 'workforce']);
function isStaffTable(t: CatalogTable): boolean {
  const staff = ['employee', 'staff', 'hire', 'hired', 'salary', 'wage', 'payroll', 'department', 'dept', 'job', 'manager', 'worker'];
  return [t.name, t.label].some((n) => STAFF_WORDS.has(n.toLowerCase().replace(/\..*$/, ''))) || t.columns.some((c) => c.words.some((w) => staff.includes(w)));
}

/**
 * A word naming rows only as the first part of a table's name ("car" of car_parks, "bottle" of
 * bottle_sales): alone it is no noun for those rows.
 */
function modifierOfTableName(src: Source, tok: { text: string; stem: string }): boolean {
  return modifierOfTableNames(src.tables, tok);
}

function modifierOfTableNames(tables: readonly CatalogTable[], tok: { text: string; stem: string }): boolean {
  const named = tables.filter((t) => namesRows(t, tok));
  return (
    named.length > 0 &&
    named.every((t) => {
      const name = nameWords(t.name).map(stem);
      return name.length >= 2 && name.slice(0, -1).includes(tok.stem) && name.at(-1) !== tok.stem && !t.entityWords.has(tok.text);
    })
  );
}

/**
 * A cell word inside a table's own name as the question writes it: "Centre car parks" beside
 * car_parks.csv and a vehicle_type holding "Car" names the car parks, not the cars.
 */
function inTableName(q: Question, src: Source, m: ValueMention): boolean {
  for (const t of src.catalog.tables) {
    const name = nameWords(t.name).map(stem);
    if (name.length < 2) continue;
    for (let s = Math.max(0, m.end - name.length); s <= m.start; s++) {
      const phrase = q.tokens.slice(s, s + name.length);
      const longer = s < m.start || s + name.length > m.end;
      if (longer && phrase.length === name.length && phrase.every((tok, k) => tok.stem === name[k])) return true;
    }
  }
  return false;
}

/** Superlatives proper (not comparatives): "the top customers", "the first orders". */
const SUPERLATIVE_WORDS = new Set([...MAX_WORDS, ...MIN_WORDS].filter((w) => !['more', 'less'].includes(w)));

/** Filler adjectives that pick some of the things they describe when those are not the rows measured. */
const PICKING_ADJECTIVES = new Set(['registered', 'individual', 'single', 'available']);

/**
 * Filler words that are conditions in some places. "New" restates the rows of a period ("new orders in March", "new hires in 2024": the rows are
 * the ones the period picks), but without a period, or of anything else, it is a condition: "sales to new customers"
 * needs a column saying which customers are new.
 */
function qualifyingFiller(q: Question, src: Source, i: number, conditions: Condition[], shape: Shape, measured: CatalogTable): boolean {
  // "on time", "in time": a deadline met, which needs a due date the reading has not used.
  if (q.tokens[i].text === 'time') return ['on', 'in'].includes(q.tokens[i - 1]?.text ?? '');
  const next = q.tokens[i + 1];
  if (!next) return false;
  // "single visits", "single rooms": a kind of them; "a single order", "every single one": emphasis.
  if (q.tokens[i].text === 'single' && /[^s]s$/.test(next.text) && !['a', 'an', 'every', 'each', 'one'].includes(q.tokens[i - 1]?.text ?? '')) return true;
  // "registered customers", "individual customers" over orders: some of the customers, picked by
  // something no column of theirs says. Of the measured rows themselves they restate them.
  if (PICKING_ADJECTIVES.has(q.tokens[i].text)) return !namesRows(measured, next) && src.catalog.tables.some((t) => t !== measured && namesRows(t, next));
  if (q.tokens[i].text !== 'new') return false;
  const dated = measured.columns.some((c) => (c.role === 'date' || c.role === 'year') && c.stems.includes(next.stem));
  // Without a period ("how many new customers") nothing says since when a row counts as new.
  const period = conditions.some((c) => c.kind === 'period') || ('period' in shape && shape.period != null);
  return !period || (!namesRows(measured, next) && !dated);
}

/**
 * A cell named only by the noun for its own table's rows: "how many members" over members whose
 * level may be "Member" asks for every member, not for the rows holding that cell.
 */
function rowNounCell(q: Question, src: Source, m: ValueMention): boolean {
  const table = src.tables.find((t) => t.name === m.column.ref.table);
  const prev = q.tokens[m.start - 1]?.text ?? '';
  if (!table || prev === 'which' || prev === 'what' || DISTINCT_WORDS.has(prev)) return false;
  // The noun itself, not a verb sharing its stem ("repaired" beside a table of repair jobs): a
  // word of the table's name as written ("consultants" beside consultants.csv, whose stem is "consult").
  const noun = (t: { text: string; stem: string }) => table.entityWords.has(t.text) || [t.stem, `${t.stem}s`, `${t.stem}es`].includes(t.text) || writtenInName(table, t.text);
  // "rent" beside rent_ledger.csv and an entry_type "Rent": a word qualifying the table's noun (a
  // ledger of rent and other entries) names the kind of row the cell picks out, not every row.
  const qualifier = (t: { stem: string }) => m.column.valueIndex.size > 1 && [table.name, table.label].every((n) => qualifiesName(n, t.stem));
  return q.tokens.slice(m.start, m.end).every((t) => namesRows(table, t) && noun(t) && !qualifier(t));
}

/**
 * A cell named only by the plural noun another table is named for, in a question with a period:
 * "how many adoptions since 1 August" beside adoptions.xlsx (with its adoption_date) asks for its
 * rows in the period, not for the animals whose status is "Adopted" by their intake date. Without a
 * period ("adoptions by site") the cell still says which rows were adopted.
 */
function otherTableNounCell(q: Question, src: Source, m: ValueMention, periods: PeriodMention[]): boolean {
  const span = q.tokens.slice(m.start, m.end);
  if (!/s$/.test(span.at(-1)?.text ?? '')) return false;
  if (pluralOfCellNamingRows(q, src, m)) return true;
  if (span.length !== 1 || periods.length === 0) return false;
  const tok = span[0];
  return src.catalog.tables.some((t) => {
    if (t.name === m.column.ref.table || !namesRows(t, tok) || !t.columns.some((c) => c.role === 'date')) return false;
    const name = nameWords(t.name);
    return t.entityWords.has(tok.text) || name.at(-1) === tok.text;
  });
}

/** Whether a table's name or label is written with these words in order, the last perhaps in another number ("gift vouchers" of gift_vouchers.xlsx). */
function nameWrittenWith(t: CatalogTable, span: string[]): boolean {
  return [t.name, t.label].some((n) => {
    const ws = nameWords(n);
    return ws.some((_, k) => span.every((w, j) => ws[k + j] !== undefined && (j < span.length - 1 ? ws[k + j] === w : nounForms(ws[k + j]).includes(w))));
  });
}

/** A word of a table's name or label as written, or its plural: "consultants" for consultants.csv, "builds" for build_runs. */
function writtenInName(t: CatalogTable, text: string): boolean {
  return [t.name, t.label].some((n) => nameWords(n).some((w) => w.length > 2 && nounForms(w).includes(text)));
}

/**
 * The plural of a one-word cell that is also the written noun of another table's rows: "builds"
 * beside build_runs.parquet and a pipelines.csv whose pipeline column holds "build" counts the
 * build runs, not the runs of the pipelines named "build". The cell is the noun itself (not a
 * participle like "Adopted", which still says which rows were adopted); "a build pipeline", in the
 * singular, still names the cell.
 */
function pluralOfCellNamingRows(q: Question, src: Source, m: ValueMention): boolean {
  const span = q.tokens.slice(m.start, m.end).map((t) => t.text);
  const tok = q.tokens[m.end - 1];
  const prev = q.tokens[m.start - 1]?.text ?? '';
  if (prev === 'which' || prev === 'what' || DISTINCT_WORDS.has(prev)) return false;
  const plural = m.values.some((v) => {
    const cell = words(v);
    const last = cell.at(-1) ?? '';
    return cell.length === span.length && cell.slice(0, -1).every((w, k) => w === span[k]) && last !== tok.text && nounForms(last).includes(tok.text);
  });
  if (!plural) return false;
  // "gift vouchers" beside gift_vouchers.xlsx and a Heard about us cell "Gift voucher": a cell of
  // several words is the other table's noun only when its name is written with all of them.
  if (span.length > 1) return src.catalog.tables.some((t) => t.name !== m.column.ref.table && namesRows(t, tok) && nameWrittenWith(t, span));
  // Not a table the cell's own rows refer to: "visits by members" beside a visitor type "Member"
  // and members.csv, "cars paid by card" beside a vehicle type "Car" and car_parks.csv, are those rows' kind.
  const refersTo = (t: CatalogTable) => sources(src.catalog).some((s) => s.join !== null && !s.oneToOne && s.join.left.table === m.column.ref.table && s.join.right.table === t.name);
  return src.catalog.tables.some((t) => t.name !== m.column.ref.table && namesRows(t, tok) && writtenInName(t, tok.text) && !refersTo(t));
}

/** Chooses among overlapping mentions: cells and headers, longest and best-scored first. */
function settleMentions(q: Question, src: Source, found: Found): { columns: ColumnMention[]; values: ValueMention[]; moneyVerbs: Span[] } {
  const inSrc = found.columns.filter((m) => inSource(src, m.column));
  const paying = payingVerbsOfMethod(q.tokens, found.values.filter((m) => inSource(src, m.column)));
  const moneyVerbs = [...moneyVerbsOfNamedAmount(q.tokens, inSrc), ...paying];
  const cols = inSrc.filter((m) => !moneyVerbs.includes(m) && !paying.some((p) => spansOverlap(p, m)));
  const vals = found.values.filter((m) => inSource(src, m.column));
  const counting = countAskedAt(q) >= 0;
  type Pick = { span: Span; kind: 'col' | 'val'; weight: number; m: ColumnMention | ValueMention };
  const picks: Pick[] = [
    ...vals.map((m): Pick => ({ span: m, kind: 'val', weight: rowNounCell(q, src, m) || inTableName(q, src, m) || otherTableNounCell(q, src, m, found.periods) ? -1 : (m.end - m.start) * 2 + 0.5, m })),
    ...cols.map((m): Pick => {
      const len = m.end - m.start;
      const c = m.column;
      // A header a question names in full beats a cell of the same length only for numbers and dates.
      const strong = m.score >= 0.99 && (c.role === 'measure' || c.role === 'date' || c.role === 'year');
      let weight = len * 2 * m.score + (strong ? 0.75 : 0) - (m.synonym ? 0.5 : 0);
      // "claimed the most", "how much did IT claim": a verb of money asks for the money, not for a
      // date headed by the same word (claim_date), nor for the rows ("claims") it is also the noun of.
      // "Completed sales by category" over sales_lines.csv: a noun of takings said as an amount is
      // the money its synonym names, though it is also the rows' own noun ("how many sales" counts them).
      // Never a list price ("Total RRP (£)"): what the goods were priced at, not what the sales took.
      const moneyVerb = m.synonym && c.role === 'measure' && (moneyAskedAt(q, m.start) || (len === 1 && holdsMoney(c) && !c.words.some((w) => LIST_PRICE_WORDS.has(w)) && takingsNounAsAmount(q, m.start)));
      if (moneyVerb) weight += 1;
      // "employees" names the rows, not employee_id; "orders" not order_date. After "which" or
      // "distinct" a word names a column even where it also names rows ("which sensor").
      const prev = q.tokens[m.start - 1]?.text ?? '';
      // "Which strategy game": a cell of another column may stand between "which" and the word.
      // "per completed booking" alike, after "per" or "each".
      const cellAfterWhich = vals.some((v) => v.end === m.start && v.column !== c && ['which', 'what', 'per', 'each'].includes(q.tokens[v.start - 1]?.text ?? ''));
      const asksFor = ['which', 'what', 'distinct', 'different', 'unique', 'per', 'each'].includes(prev) || (prev === 'by' && !/ed$/.test(q.tokens[m.start - 2]?.text ?? '')) || cellAfterWhich;
      // "the average quoted" beside a Quoted (GBP ex VAT) figure of quotes.csv: the participle the
      // header writes names that figure, though it shares the stem of the rows' noun.
      const participleOfHeader = c.role === 'measure' && len === 1 && /[a-z]{3,}ed$/.test(q.tokens[m.start].text) && c.words.includes(q.tokens[m.start].text);
      // "were members" beside a Member No with blanks: the rows with a number, not the rows themselves (blanks.ts).
      if (m.score < 1 && !asksFor && !moneyVerb && !participleOfHeader && !holdersOfId(q, m, c) && [...Array(len).keys()].every((k) => entityWord(src, q, m.start + k))) weight = -1;
      // "which account" beside account_id and account_manager: the word is the key's name but for
      // its id word, so it names that key (the thing itself), not a header that shares the word.
      if (m.score < 1 && asksFor && namesKeyThing(c, q.tokens.slice(m.start, m.end))) weight = len * 2 + 0.25;
      // "How many sheep did Dai shear" beside Sheep Type and Sheep Shorn: the sheep, not their kinds (thing-of-its-kinds.ts).
      if (!asksFor && kindHeaderOfCountedThing(m, cols, isCountable)) weight = -1;
      // "How many items": a price or an amount headed by the same word is not what is counted.
      if (c.role === 'measure' && howManyBefore(q, m.start) && !isCountable(c)) weight -= 1;
      // "units sold" is never a unit cost or a price, whatever header shares the word "unit".
      // A bare verb ("sold", "selling") is set aside only when some table counts what was sold
      // (qty, units): beside a sold price alone ("how many condos have been sold") the word stays
      // the price's, so it is still accounted for and the answer-shape check can decline.
      const span = q.tokens.slice(m.start, m.end);
      // "What did they sell for": a selling verb before "for" asks what was paid, never how many.
      const soldFor = SELLING_VERBS.has(q.tokens[m.end - 1].text) && q.tokens[m.end]?.text === 'for';
      // The present "sell", "sells" is set aside from a price only where the question says what it
      // measures: "how many aquariums did we sell", "how much did we sell", "sells the most by value";
      // "which category sells the most" may ask for the money or the units, so it stays the price's.
      // "When did we last sell a marine fish?" asks a date: the verb measures nothing there.
      const presentCounted =
        span.every((t) => !PRESENT_SELLING.has(t.text)) || q.tokens.some((t, i) => (t.text === 'how' && ['many', 'much'].includes(q.tokens[i + 1]?.text ?? '')) || SOLD_MEASURED.has(t.text) || (i === 0 && t.text === 'when'));
      if (c.role === 'measure' && isPerItemHeader(c) && !soldFor && presentCounted && span.every((t) => QUANTITY_WORDS.has(t.text)) && (span.some((t) => !SELLING_VERBS.has(t.text)) || countsUnits(src))) weight = -1;
      // The days between a row's two dates are named as days ("how many days", "stay in days"); a
      // single day ("the busiest day", "a single-day yield") is a date or a period, never that span.
      if (c.span && !c.span.age && !m.duration && span.some((t) => t.text !== 'days')) weight = -1;
      // "by number sold" beside a Sold At time: the verb of the counted rows, not that header.
      if (headerOfNumberVerbed(q, m, c)) weight = -1;
      // "the most played games" over games_played.csv: the rows' own participle ranks by how many, not Minutes Played (popular-groups.ts).
      // So too after the rows' own noun: "the average number of games played per booking" counts the games played.
      const rowsBefore = q.tokens[m.start - 1] !== undefined && namesRows(src.tables[0], q.tokens[m.start - 1]);
      if (c.role === 'measure' && len === 1 && m.score < 1 && (q.tokens[m.start - 1]?.text === 'most' || rowsBefore) && participleOfRows(src.tables[0], q.tokens[m.start].text)) weight = -1;
      // "Fare revenue" is money taken in, never a fare per seat that shares a word with it.
      // Not a sale's price per unit beside its quantity (Unit Price beside Qty): there the takings are price times quantity.
      if (c.role === 'measure' && rateHeader(c) && span.some((t) => takingsWord(t) && !c.stems.includes(t.stem)) && !(m.synonym && saleQuantity(c, src.catalog))) weight = -1;
      // "units" is never a figure of one unit ("Unit weight (kg)"); a bare "sold" may still be its
      // rival, so "how much have we sold" stays undecided between such a figure and a quantity.
      if (c.role === 'measure' && isPerUnitFigure(c) && span.every((t) => QUANTITY_WORDS.has(t.text) && !SELLING_VERBS.has(t.text))) weight = -1;
      // "sales in 2024" beside sales_rep and a line total: a word for takings that only qualifies
      // another header's noun (the rep) is the money a takings column holds (here or in a table
      // joined to this one), not that header. "How many sales did Ana make" still counts her rows.
      if (!m.synonym && m.score < 1 && !howManyBefore(q, m.start) && span.every((t) => SALES_WORDS.has(t.text)) && !namesHeadOf(c, span) && found.columns.some((o) => o.synonym && o.column.role === 'measure' && o.start === m.start && o.end === m.end)) weight = -1;
      // "how many condos have been sold" beside a status Sold and a Sold Price: a count of rows
      // names the status, never an amount headed by the same word.
      if (c.role === 'measure' && !c.words.some((w) => COUNT_WORDS.has(w)) && counting && vals.some((v) => v.start === m.start && v.end === m.end && v.column.role === 'category')) weight = -1;
      // "invoiced on collected jobs" beside a Status cell Collected and a Collected On date: the
      // participle is the state the status keeps, not the date's having a value (status-over-its-date.ts).
      if (stateOverItsDate(q, m, vals)) weight = -1;
      return { span: m, kind: 'col', weight, m };
    }),
  ].filter((p) => p.weight > 0);
  picks.sort((a, b) => b.weight - a.weight || (b.kind === 'val' ? 1 : 0) - (a.kind === 'val' ? 1 : 0));
  const chosen: Pick[] = [];
  const ambiguous = new Set<Pick>();
  const rivals = new Map<Pick, Pick[]>();
  for (const p of picks) {
    const clash = chosen.filter((c) => spansOverlap(c.span, p.span));
    if (clash.length === 0) {
      chosen.push(p);
      continue;
    }
    // Two numeric headers named by the same words equally well ("price" for a unit price and a
    // list price): no way to tell which is meant, so neither is taken and the question declines.
    for (const c of clash) {
      const same = c.kind === 'col' && p.kind === 'col' && c.weight === p.weight && c.span.start === p.span.start && c.span.end === p.span.end && c.m.column !== p.m.column;
      if (!same || (c.m as ColumnMention).column.role !== 'measure' || (p.m as ColumnMention).column.role !== 'measure') continue;
      // "How many accessories" beside Accessories Qty and Accessory Price: only a count can be meant.
      const counted = howManyBefore(q, p.span.start);
      const countable = [c, p].filter((x) => isCountable((x.m as ColumnMention).column));
      if (counted && countable.length === 1) {
        if (countable[0] === p) chosen[chosen.indexOf(c)] = p;
        continue;
      }
      ambiguous.add(c);
      rivals.set(c, [...(rivals.get(c) ?? []), p]);
    }
    // The same cell in two columns: keep the column whose header is named, or the more common cell.
    if (p.kind === 'val' && clash.every((c) => c.kind === 'val' && c.span.start === p.span.start && c.span.end === p.span.end)) continue;
  }
  // "sold the most tickets" beside tickets_sold and ticket_revenue: of the headers a word names
  // equally well, the one another word of the question names too is meant.
  const columnOf = (p: Pick) => (p.m as ColumnMention).column;
  for (const [c, others] of rivals) {
    const elsewhere = [c, ...others].filter((x) => chosen.some((y) => y.kind === 'col' && !spansOverlap(y.span, c.span) && !ambiguous.has(y) && columnOf(y) === columnOf(x)));
    if (elsewhere.length !== 1) continue;
    chosen[chosen.indexOf(c)] = elsewhere[0];
    ambiguous.delete(c);
  }
  // "games that can take 8 or more players" beside Min Players and Max Players: what a thing can
  // take is its most (capacity-limits.ts).
  for (const [c, others] of rivals) {
    if (!ambiguous.has(c)) continue;
    const most = capacityLimit(q, c.span.start, [c, ...others].map(columnOf));
    if (!most) continue;
    chosen[chosen.indexOf(c)] = [c, ...others].find((x) => columnOf(x) === most)!;
    ambiguous.delete(c);
  }
  return {
    columns: chosen.filter((p) => p.kind === 'col' && !ambiguous.has(p)).map((p) => p.m as ColumnMention),
    values: resolveSameCell(chosen.filter((p) => p.kind === 'val').map((p) => p.m as ValueMention), vals, cols, (rivals) => rowsNamedRival(q, src.tables, rivals)),
    moneyVerbs,
  };
}

/** Nouns for money spent or taken over a period, which only a total can be. */
const SPEND_NOUNS = new Set(['spend', 'spending', 'expenditure', 'outlay']);

/** Where a spend noun follows a measure's header, past the cells between them ("actual materials spend"). */
function spendNounAfter(q: Question, from: number, inValue: (i: number) => boolean): number {
  let i = from;
  while (i < q.tokens.length && inValue(i)) i++;
  return SPEND_NOUNS.has(q.tokens[i]?.text ?? '') ? i : -1;
}

/** Where "net" before or "balance" after a signed amount's header asks for its total (-1: nowhere). */
function balanceWordAt(q: Question, m: ColumnMention, tables: CatalogTable[]): number {
  const c = m.column;
  const signed = c.role === 'measure' && typeof c.stats.min === 'number' && c.stats.min < 0 && typeof c.stats.max === 'number' && c.stats.max > 0;
  if (!signed || tables.some((t) => t.columns.some((x) => x.words.includes('balance')))) return -1;
  if (q.tokens[m.start - 1]?.text === 'net') return m.start - 1;
  return q.tokens[m.end]?.text === 'balance' ? m.end : -1;
}

/** A key "<thing> id" (account_id, project_code) named by its thing's word alone. */
function namesKeyThing(c: CatalogColumn, said: QuestionToken[]): boolean {
  return c.role === 'key' && c.words.length === 2 && ID_WORDS.has(c.words[1]) && said.length === 1 && said[0].stem === c.stems[0];
}

/**
 * When one cell is in several columns, prefer the column whose header the question names. A header
 * word inside the cell itself ("Stage 7" beside current_stage and stage_assessed) names every
 * column whose header has it, so it settles nothing unless only one such column is in the source;
 * the noun after the cell ("their Stage 7 assessment") then says which.
 */
function resolveSameCell(chosen: ValueMention[], all: ValueMention[], cols: ColumnMention[], rowsNamed: (rivals: ValueMention[]) => ValueMention | null): ValueMention[] {
  return chosen.map((v) => {
    const rivals = all.filter((o) => o.start === v.start && o.end === v.end);
    if (rivals.length < 2) return v;
    const namedBy = (inside: boolean) => rivals.filter((o) => cols.some((c) => c.column === o.column && spansOverlap(c, v) === inside));
    const inside = namedBy(true);
    const named = namedBy(false)[0] ?? (inside.length === 1 ? inside[0] : null) ?? rowsNamed(rivals);
    if (named) return named;
    const rows = (m: ValueMention) => m.values.reduce((s, x) => s + (m.column.valueCounts.get(x) ?? 0), 0);
    return [...rivals].sort((a, b) => rows(b) - rows(a))[0];
  });
}

/** A verb of money at `i` asked as an amount: ranked ("paid the most") or after "how much" ("how much did IT claim"). */
function moneyAskedAt(q: Question, i: number): boolean {
  if (moneyVerbsRanked(q).includes(i)) return true;
  // "Total claimed per employee": a verb of money totalled.
  if (SUM_WORDS.has(q.tokens[i - 1]?.text ?? '') && Object.hasOwn(MEASURE_SYNONYMS, q.tokens[i].stem) && /ed$|spent|paid/.test(q.tokens[i].text)) return true;
  const much = findPhrase(q, 'how much');
  return much >= 0 && i > much + 2 && i <= much + 5 && Object.hasOwn(MEASURE_SYNONYMS, q.tokens[i].stem);
}

/** "how many" or "number of" right before a word. */
function howManyBefore(q: Question, at: number): boolean {
  const a = q.tokens[at - 2]?.text;
  const b = q.tokens[at - 1]?.text;
  return (a === 'how' && b === 'many') || (a === 'number' && b === 'of') || (a === 'no' && b === 'of');
}

/** Kind words a category's header may be followed by, naming the same column: "funding type", "contract kind". */
const KIND_AFTER_HEADER = new Set(['type', 'types', 'kind', 'kinds']);

function sourceScore(q: Question, src: Source, found: Found): number {
  const settled = settleMentions(q, src, found);
  const covered = new Map<number, number>();
  const cover = (i: number, weight: number) => covered.set(i, Math.max(covered.get(i) ?? 0, weight));
  // A word naming the rows of a table outside this source ("tools" beside loans' tool_id) is read
  // better by a source holding that table; not a word naming them only as the first part of the
  // table's name ("care" of care_visits inside a header "Care Level" said in full).
  const namesOtherRows = (i: number) => {
    const others = src.catalog.tables.filter((t) => !src.tables.includes(t) && namesRows(t, q.tokens[i]));
    return others.length > 0 && !modifierOfTableNames(others, q.tokens[i]);
  };
  for (const m of settled.columns) for (let i = m.start; i < m.end; i++) cover(i, m.synonym ? 0.6 : namesOtherRows(i) || dateHeaderBeforeRate(q, m.end, m.column) ? 0.4 : 0.8 + 0.2 * m.score);
  // "Carers by contract type" beside Contract: a kind word after a category's header says the same
  // header ("contract type" is the Contract column), so it does not call for another table's "Visit Type".
  for (const m of settled.columns) if (m.column.role === 'category' && !m.synonym && KIND_AFTER_HEADER.has(q.tokens[m.end]?.text ?? '') && !m.column.words.includes(q.tokens[m.end].text)) cover(m.end, 0.8 + 0.2 * m.score);
  for (const m of settled.moneyVerbs) cover(m.start, 0.6);
  // A bare number that is also an id cell ("which 3 mechanics" beside deal_id 3) is read as that
  // cell only after its column's name, so it does not make a source holding that id a better one.
  const bareNumber = (m: ValueMention) => q.tokens.slice(m.start, m.end).every((t) => t.num !== null) && !m.column.stems.includes(q.tokens[m.start - 1]?.stem ?? '');
  for (const m of settled.values) if (!bareNumber(m)) for (let i = m.start; i < m.end; i++) cover(i, 1);
  for (let i = 0; i < q.tokens.length; i++) if (entityWord(src, q, i)) cover(i, 1);
  // "Sales in 2024" over order lines without a date of their own: the period is read only by a
  // source holding a date, such as the lines joined to their orders.
  // A year column covers only the years it holds: "the 2025 season" beside Year Planted 2014-2022 is not a year planted (years-held.ts).
  // So does a column of whole years named right before the period ("first registered before 2010"), as periodColumn reads it.
  const yearsNamed = (p: PeriodMention) => settled.columns.some((m) => m.end === p.start && !m.synonym && yearValued(m.column) && yearsHeld(m.column, p));
  for (const p of found.periods) if (src.tables.some((t) => t.columns.some((c) => c.role === 'date' || (c.role === 'year' && yearsHeld(c, p)))) || yearsNamed(p)) for (let i = p.start; i < p.end; i++) cover(i, 0.8);
  // "the largest single debit": a row of money named by its direction is read by the table holding the amounts.
  if (soleAmount(src.tables[0])) for (let i = 0; i < q.tokens.length; i++) if (FLOW_NOUNS.has(q.tokens[i].text)) cover(i, 0.8);
  // A join must explain more of the question than either table alone.
  // A join must explain more of the question than either table alone; a chain of three, more than a pair.
  return [...covered.values()].reduce((a, b) => a + b, 0) - (src.then ? 0.75 : src.join ? 0.5 : 0);
}

function nearestColumn(cols: ColumnMention[], at: number, pred: (c: CatalogColumn) => boolean, maxDistance = 4): ColumnMention | null {
  let best: ColumnMention | null = null;
  let bestD = Infinity;
  for (const m of cols) {
    if (!pred(m.column)) continue;
    const d = at < m.start ? m.start - at : at >= m.end ? at - m.end + 1 : 0;
    if (d <= maxDistance && d < bestD) {
      best = m;
      bestD = d;
    }
  }
  return best;
}

function fnFromWords(q: Question): { fn: AggregateFn | null; at: number } {
  for (const [i, t] of q.tokens.entries()) {
    if (AVG_WORDS.has(t.text)) return { fn: 'avg', at: i };
    if (MEDIAN_WORDS.has(t.text)) return { fn: 'median', at: i };
  }
  for (const [i, t] of q.tokens.entries()) {
    // "the total number of delegates" counts.
    if (t.text === 'total' && (q.tokens[i + 1]?.text === 'number' || q.tokens[i + 1]?.text === 'count')) continue;
    if (SUM_WORDS.has(t.text) && t.text !== 'overall') return { fn: 'sum', at: i };
    if (t.text === 'sum') return { fn: 'sum', at: i };
  }
  const much = findPhrase(q, 'how much');
  if (much >= 0) return { fn: 'sum', at: much + 1 };
  // "What did we take in May?": money taken, as "how much did we take" (mentions.ts, whatWasTaken).
  const taken = whatWasTaken(q);
  if (taken >= 0) return { fn: 'sum', at: taken };
  return { fn: null, at: -1 };
}

/** Figures where more is worse: "best" ranks them lowest first and "worst" highest first. */
const HIGHER_IS_WORSE = new Set(['delay', 'delays', 'late', 'lateness', 'wait', 'waiting', 'downtime', 'complaint', 'complaints', 'defect', 'defects', 'error', 'errors', 'absence', 'absences', 'overdue', 'arrears', 'churn', 'breach', 'breaches', 'fault', 'faults', 'incident', 'incidents', 'backlog']);

/** The first superlative or comparative word outside the cells and headers the question names. */
function superlativeAt(q: Question, taken: (i: number) => boolean): { at: number; desc: boolean } | null {
  for (const [i, t] of q.tokens.entries()) {
    if (q.tokens[i + 1]?.text === 'than' || taken(i)) continue;
    // "the most recent": the time word is the superlative ("recent" ranks by a date); "most" leads it.
    if (t.text === 'most' && q.tokens[i + 1]?.text === 'recent') continue;
    // "the worst delay", "the best wait time": where more of the figure is bad, worst is highest.
    if ((t.text === 'best' || t.text === 'worst') && q.tokens.some((w) => HIGHER_IS_WORSE.has(w.stem) || HIGHER_IS_WORSE.has(w.text))) return { at: i, desc: t.text === 'worst' };
    // "the worst no-show rate": a rate of an outcome nobody wants is worst where highest (adverse-rates.ts).
    if ((t.text === 'best' || t.text === 'worst') && adverseRateAfter(q, i)) return { at: i, desc: t.text === 'worst' };
    if (t.text === 'most' || MAX_WORDS.has(t.text)) return { at: i, desc: true };
    if (MIN_WORDS.has(t.text)) return { at: i, desc: false };
    if (t.text === 'more' || t.text === 'higher' || t.text === 'larger' || t.text === 'bigger' || t.text === 'greater') return { at: i, desc: true };
    if (t.text === 'fewer' || t.text === 'less' || t.text === 'lower' || t.text === 'smaller') return { at: i, desc: false };
  }
  return null;
}

/**
 * "The average kWh per month" where every row is already one month (of one account): the average
 * over the rows, one number; "by month" still asks for the breakdown.
 */
function averagePerRowMonth(q: Question, fn: AggregateFn | null, at: number, dateCol: CatalogColumn): boolean {
  return fn === 'avg' && q.tokens[at - 1]?.text === 'per' && PERIOD_UNITS[q.tokens[at].text] === 'month' && monthGrained(dateCol);
}

/** Dates that are months: text months ("Mar-2025"), or days that are all the first of their month. */
function monthGrained(c: CatalogColumn): boolean {
  if (c.role !== 'date') return false;
  if (c.stats.dateFormat) return !c.stats.dateFormat.includes('%d');
  return c.stats.complete && c.valueCounts.size > 1 && [...c.valueCounts.keys()].every((v) => /^\d{4}-\d{2}-01\b/.test(v));
}

/**
 * Whether the word at `i` is one of the words of a header the question names there with more than
 * period words ("monthly fee"); "rentals per year" beside Model Year still asks for the years.
 */
function inHeaderWords(q: Question, cols: ColumnMention[], i: number): boolean {
  const said = (m: ColumnMention) => q.tokens.slice(m.start, m.end);
  return cols.some(
    (m) => !m.synonym && inSpan(i, m) && m.column.role !== 'date' && m.column.words.includes(q.tokens[i].text) && said(m).some((t) => !Object.hasOwn(PERIOD_UNITS, t.text)),
  );
}

/**
 * Whether a superlative over dates asks for the earliest one. Age words rank the other way round
 * from their size: the oldest contract was signed first, the youngest last.
 */
function earliestFirst(q: Question, sup: { at: number; desc: boolean }): boolean {
  // "the longest-standing member": the one that started first (longest-standing.ts).
  if (longestStanding(q, sup.at)) return true;
  return ['oldest', 'youngest'].includes(q.tokens[sup.at].text) ? sup.desc : !sup.desc;
}

function smallCount(t: QuestionToken | undefined): number | null {
  if (!t) return null;
  const n = t.num ?? (Object.hasOwn(NUMBER_WORDS, t.text) ? NUMBER_WORDS[t.text] : null);
  return n !== null && Number.isInteger(n) && n > 0 && n <= 100 && !/(st|nd|rd|th)$/.test(t.text) ? n : null;
}

function topN(q: Question, periods: Span[]): { n: number; span: Span; all?: true } | null {
  const ranks = q.tokens.some((t) => MAX_WORDS.has(t.text) || MIN_WORDS.has(t.text));
  for (const [i, t] of q.tokens.entries()) {
    // "the last 3 months of 2024" is a period, not the last 3 rows.
    if (periods.some((p) => inSpan(i, p))) continue;
    // "at least 5", "no more than 3": comparisons, not rankings.
    if (q.tokens[i - 1]?.text === 'at' || q.tokens[i - 1]?.text === 'no') continue;
    const next = smallCount(q.tokens[i + 1]);
    const prev = smallCount(q.tokens[i - 1]);
    if ((t.text === 'top' || t.text === 'bottom' || MAX_WORDS.has(t.text) || MIN_WORDS.has(t.text)) && next !== null) return { n: next, span: { start: i + 1, end: i + 2 } };
    // "which 3 customers spent the most": a count after the question word, where a superlative ranks.
    if (i === 0 && (t.text === 'which' || t.text === 'what') && next !== null && ranks) return { n: next, span: { start: i + 1, end: i + 2 } };
    // "List the three with the most members", "name the 5 that sold least": a count after a listing
    // verb and "the", where a superlative ranks.
    const counted = smallCount(q.tokens[i + 2]);
    if (LISTING_VERBS.has(t.text) && q.tokens[i + 1]?.text === 'the' && counted !== null && ranks) return { n: counted, span: { start: i + 2, end: i + 3 } };
    if ((MAX_WORDS.has(t.text) || MIN_WORDS.has(t.text) || t.text === 'top') && prev !== null) return { n: prev, span: { start: i - 1, end: i } };
  }
  // "Rank departments by average salary", "sort channels by revenue": every group, in order (how
  // many is known once the groups are).
  if (RANK_VERBS.has(q.tokens[0]?.text ?? '')) return { n: 0, span: { start: 0, end: 1 }, all: true };
  return null;
}

const RANK_VERBS = new Set(['rank', 'sort']);
/** Verbs asking for a list of groups: "list the three with the most members". */
const LISTING_VERBS = new Set(['list', 'name', 'show', 'give']);
/** The most groups a ranking of all of them lists: more would be a table dump, not an answer. */
const MAX_RANKED_GROUPS = 50;

function isAdditive(c: CatalogColumn): boolean {
  // "goals_scored", "tries_conceded": a tally of each row's events adds up (tally-header.ts).
  // "Trays" beside "Price per tray": a count of units adds up (count-of-unit-priced-per.ts).
  return c.words.some((w) => ADDITIVE.has(w)) || talliesEvents(c) || timeOfWork(c) || c.countsUnitOf !== undefined;
}

/** A count of things (units, pallets, seats): what "how many" may add up. Prices and amounts are not. */
function isCountable(c: CatalogColumn): boolean {
  // "How many days did it take": the days between two dates are averaged or ranked, never added up.
  if (c.span) return false;
  if (c.words.some((w) => NOT_COUNTS.has(w))) return false;
  return c.type === 'integer' || c.words.some((w) => COUNT_WORDS.has(w));
}

// The selling verbs among the quantity words ("sold", "sell") name a quantity only where one is recorded.

/** Some table of the workspace records how many things there were (qty, units, quantity). */
function countsUnits(src: Source): boolean {
  return src.catalog.tables.some((t) => t.columns.some((c) => c.role === 'measure' && !isPerItemHeader(c) && c.words.some((w) => QUANTITY_WORDS.has(w) && !SELLING_VERBS.has(w))));
}

/** A cost, price or fee header: what one item costs, never how many were sold. */
function isPerItemHeader(c: CatalogColumn): boolean {
  return c.words.some((w) => w === 'cost' || w === 'price' || w === 'fee');
}

/**
 * A figure of one unit ("Unit weight (kg)", "volume per unit"): "unit" qualifies another noun, so
 * "units sold" never names it; a header whose other words count things ("unit qty") still does.
 */
function isPerUnitFigure(c: CatalogColumn): boolean {
  if (!c.words.includes('unit') && !c.words.includes('per')) return false;
  const rest = c.words.filter((w) => w !== 'unit' && w !== 'units' && w !== 'per' && !UNIT_WORDS.has(w));
  return rest.length > 0 && !rest.some((w) => QUANTITY_WORDS.has(w) || w === 'count' || w === 'number');
}

/** Whether the words name a header's head noun (its last word but units): "weight" of "Unit weight (kg)". */
function namesHeadOf(c: CatalogColumn, span: QuestionToken[]): boolean {
  const head = words(c.label.replace(/_/g, ' ')).filter((w) => !UNIT_WORDS.has(w)).at(-1);
  return head === undefined || span.some((t) => t.stem === stem(head));
}

/** A measure whose total means nothing (a price, a rate, a score): groups compare its average. */
function isIntensive(c: CatalogColumn): boolean {
  return c.words.some((w) => INTENSIVE.has(w));
}

/** Words after a row noun that make it name a figure of the rows ("booking value", "order amount"). */
const FIGURE_OF_ROWS_AFTER = new Set(['value', 'values', 'amount', 'amounts', 'total', 'totals', 'size', 'sizes', 'revenue', 'cost', 'costs']);

function groupFn(explicit: AggregateFn | null, measure: CatalogColumn | null): AggregateFn {
  if (explicit) return explicit;
  if (!measure) return 'count';
  return isAdditive(measure) ? 'sum' : 'avg';
}

function measureOf(fn: AggregateFn, column: CatalogColumn | null): Measure | Decline {
  if (fn === 'count') return { fn: 'count' };
  if (!column) return decline('The question asks for a calculation but names no column to calculate it on.');
  if (fn === 'count_distinct') return { fn, column: column.ref };
  if (column.role === 'key')
    return decline(`${column.label} identifies rows (it is an id or a code), so adding it up, averaging it or ranking by it would mean nothing.`, [column.label], true);
  if (column.role !== 'measure' && !(column.role === 'date' && (fn === 'min' || fn === 'max')) && !(column.role === 'year' && (fn === 'min' || fn === 'max')))
    return decline(`${column.label} is not a numeric column, so it cannot be ${fn === 'avg' ? 'averaged' : 'added up'}.`, [column.label], true);
  // "How much interest did we earn" over interest_rate_pct: rates and percentages of the rows do not add up to anything.
  if (fn === 'sum' && column.words.some((w) => RATE_WORDS.has(w)))
    return decline(`${column.label} is a rate or a percentage of each row, so adding it up would mean nothing. I can give its average, its highest or lowest value, or its average per group.`, [column.label], true);
  return { fn, column: column.ref };
}

function isDecline(x: unknown): x is Decline {
  return typeof x === 'object' && x !== null && (x as Decline).declined === true;
}

/**
 * "Bookings for flights departing in July 2024": a verb right before the period whose stem begins
 * a word of one date column of the source (departing, departure_date) names that column, even in
 * the joined table; the verb's position is returned so it counts as read.
 */
/** A column whose cells the file wrote as percentages ("12.5%"): ingestion labels it " (%)". */
function writtenAsPercent(c: CatalogColumn): boolean {
  return Boolean(c.stats.percentText) || /\(%\)$/.test(c.label);
}

/** A total of a column holding amounts of both signs, added as they are: what "net" asks for. */
function netTotal(src: Source, measure: Measure): boolean {
  if (measure.fn !== 'sum' || measure.outgoing || measure.terms?.length) return false;
  const c = findColumnIn(src, measure.column);
  return typeof c?.stats.min === 'number' && c.stats.min < 0 && typeof c.stats.max === 'number' && c.stats.max > 0;
}

/** "Agents who joined in 2024": joining is dated by a start or hire date as well as a join date, or a "customer since" date. */
const JOINING_DATES: Record<string, string[]> = { join: ['start', 'hire', 'signup', 'since'], enrol: ['start', 'join'] };

function dateOfVerb(src: Source, q: Question, p: PeriodMention): { column: CatalogColumn; at: number } | null {
  for (const at of [p.start - 1, p.start - 2]) {
    const t = q.tokens[at];
    if (!t || !/(ing|ed)$/.test(t.text) || t.stem.length < 4) continue;
    const heads = [t.stem, ...(Object.hasOwn(JOINING_DATES, t.stem) ? JOINING_DATES[t.stem] : [])];
    const dated = src.tables.flatMap((x) => x.columns).filter((c) => c.role === 'date' && c.words.some((w) => heads.some((h) => w.startsWith(h))));
    if (dated.length === 1) return { column: dated[0], at };
  }
  return null;
}

/** The date column a period applies to: one the question names, else the source's own date column. */
function periodColumn(src: Source, q: Question, cols: ColumnMention[], p: PeriodMention): CatalogColumn | null {
  // "vintages before 2021", "models from 2019": whole years said right after a numeric header whose
  // values are all years are that column's values, not the rows' dates.
  const ofYears = cols.find((m) => m.end === p.start && !m.synonym && yearValued(m.column) && wholeYears(p));
  if (ofYears) return ofYears.column;
  // "bookings for 2025 classes": the joined rows the period qualifies, over the date "bookings" heads.
  const modified = dateOfModifiedRows(src.tables, q, p, eventDates);
  if (modified) return modified;
  const named = nearestColumn(cols, p.start, (c) => c.role === 'date' || c.role === 'year', 4);
  const verbed = dateOfVerb(src, q, p);
  // "bookings departing in 2025": the verb right before the period names its date, even where the
  // row noun before it ("bookings") is a word of another date's header (booked_on).
  if (verbed && named && named.end <= verbed.at && named.column !== verbed.column) return verbed.column;
  if (named) return named.column;
  if (verbed) return verbed.column;
  // "bookings for classes held in March": the period of the joined rows the participle follows.
  const qualified = dateOfQualifiedRows(src.tables, q, p, eventDates);
  if (qualified) return qualified;
  const fact = src.tables[0];
  const dates = eventDates(fact);
  const worded = dates.length >= 2 ? dateOfWord(q, dates, p) : null;
  if (worded) return worded.column;
  // "how much did we invoice in 2025": the date of the money's own event (money-event-dates.ts).
  const created = dates.length >= 2 ? creationDate(q, dates, p) : null;
  const moneyDate = created ? moneyEventDate(q, created.at, fact, dates) : null;
  if (moneyDate) return moneyDate;
  if (dates.length >= 1) return dates[0];
  const years = fact.columns.filter((c) => c.role === 'year');
  return years[0] ?? src.tables.flatMap((t) => t.columns).find((c) => c.role === 'date') ?? null;
}

/** A period that starts and ends on year boundaries ("before 2021", "2019", "since 2020"). */
function wholeYears(p: PeriodMention): boolean {
  return (p.from === null || p.from.endsWith('-01-01')) && (p.to === null || p.to.endsWith('-01-01'));
}

function periodCondition(column: CatalogColumn, p: PeriodMention): Condition {
  // A numeric column of years is compared as years, as a year column is.
  if (column.role === 'year' || column.role === 'measure') {
    const fromY = p.from ? Number(p.from.slice(0, 4)) : null;
    const toY = p.to ? Number(p.to.slice(0, 4)) - (p.to.endsWith('-01-01') ? 1 : 0) : null;
    if (fromY !== null && toY !== null) return fromY === toY ? { kind: 'compare', column: column.ref, op: '=', value: fromY } : { kind: 'between', column: column.ref, low: fromY, high: toY };
    if (fromY !== null) return { kind: 'compare', column: column.ref, op: '>=', value: fromY };
    return { kind: 'compare', column: column.ref, op: '<=', value: toY! };
  }
  return { kind: 'period', column: column.ref, from: p.from, to: p.to, said: p.said };
}

/** Words linking a word for money to the cells it is said of ("revenue for Tyres", "sales from the shop"). */
const BRACKET_LINKS = new Set(['for', 'from', 'of', 'on', 'in', 'at', 'by', 'the']);

/**
 * Reads a question over the catalog. `previous` is the last reading of the conversation: a
 * follow-up ("and in Marketing?") changes its conditions or operation.
 */
/** Words opening a clause after a superlative ("the most we charged", "the least anyone paid"): the value is asked. */
const CLAUSE_OPENERS = new Set(['we', 'i', 'you', 'they', 'he', 'she', 'anyone', 'anybody', 'someone', 'somebody', 'a', 'an', 'any', 'one']);

export function interpret(q: Question, catalog: Catalog, mentioned: Found): Reading | Decline {
  if (q.tokens.length === 0) return decline('The question is empty.');
  // "between 1 May and 31 May 2023": a cell "May" (someone's name) inside a period is the period.
  const insidePeriod = (v: ValueMention) => mentioned.periods.some((p) => p.start <= v.start && v.end <= p.end && v.end - v.start < p.end - p.start);
  // "events in the last 30 days": "days" inside the period is the period's unit, no figure of days
  // (the days between two dates of the rows).
  const figureInPeriod = (m: ColumnMention) => m.column.role !== 'date' && mentioned.periods.some((p) => p.end - p.start >= 3 && p.start <= m.start && m.end <= p.end);
  // "refunded ones included", "(any status)": rows kept beside the others, never a condition (inclusion-phrases.ts).
  const inclusions = inclusionPhrases(q, catalog, mentioned.values);
  // "sales before refunds", "takings net of refunds": the refund cell names no rows to keep (refund-phrases.ts).
  const refunds = refundPhrases(q, mentioned.values);
  for (const p of refunds) {
    inclusions.cells.push(p.cell);
    for (const k of p.tokens) inclusions.tokens.add(k);
  }
  // "paid bookings only": the closing "only" restates the cell's condition (restating-only.ts).
  for (const k of trailingOnly(q, catalog, mentioned.values)) inclusions.tokens.add(k);
  // "by the belt they were going for" beside belt_held and belt_sought: the phrase picks one (one-of-two-headers.ts).
  const twins = oneOfTwoHeaders(q, mentioned.columns, mentioned.values);
  const found: Found = {
    ...mentioned,
    values: mentioned.values.filter((v) => !insidePeriod(v) && !inclusions.cells.includes(v) && !inclusions.cells.some((c) => spansOverlap(c, v))),
    columns: twins.columns.filter((m) => !figureInPeriod(m) && !insideInclusion(m, inclusions)),
  };
  if (inclusions.clashing.length > 0) {
    const kept = inclusions.cells.filter((c) => inclusions.clashing.some((v) => sameRef(v.column.ref, c.column.ref)));
    return decline(`The question keeps ${kept.map((c) => q.tokens.slice(c.start, c.end).map((t) => t.raw).join(' ')).join(', ')} rows beside ${inclusions.clashing.map((v) => q.tokens.slice(v.start, v.end).map((t) => t.raw).join(' ')).join(', ')} ones, two states of ${inclusions.clashing[0].column.label}; I could not tell which rows it counts.`);
  }
  const why = q.tokens.find((t) => WHY_WORDS.has(t.text));
  if (why) return decline(`Questions asking "${why.text}" need judgement beyond the numbers in the tables.`, [why.text]);

  // 1. The source: the table (or joined pair) that explains most of the question.
  const candidates = sources(catalog);
  // "Books never sold": the join of sales to books, whatever else the words would choose.
  const joined = candidates.filter((c) => c.join !== null && !c.then);
  // "Sites that never needed a callout": the sites with no visit whose type is Callout.
  // "Tenants with more than one plot": the tenants by how many plots refer to them.
  // "Passengers who have never completed a trip": a verb of doing the rows that is also a cell of
  // theirs (the status Completed) is that cell, kept as a condition on the rows none of may exist.
  const negated = absenceCue(q, joined);
  const negatedCell = absentCellCue(q, joined, found.values);
  const cellOfNegated = negated && negatedCell && negatedCell.span.start === negated.span.start;
  const absence: { source: (typeof joined)[number]; span: Span; atLeast?: number } | null = (cellOfNegated ? negatedCell : negated) ?? negatedCell ?? quantifiedCue(q, joined, found.values);
  // "tastings that led to an order": the tastings whose Order No is filled in or blank, never joined
  // to the orders through it (a join would drop the blank ones); led-to-rows.ts.
  const ledCue = catalog.tables.map((tb) => ({ tb, led: ledToRows(q, catalog, tb, () => false) })).filter((x) => x.led !== null);
  // The rows that led to one are the counted ones: the one table holding such a reference is counted.
  const ledRows = (c: Source) => ledCue.length !== 1 || (c.tables[0] === ledCue[0].tb && !(c.join !== null && sameRef(c.join.left, ledCue[0].led!.column.ref)));
  const scored = candidates.filter(ledRows).map((src) => ({ src, score: sourceScore(q, src, found) })).sort((a, b) => b.score - a.score);
  const src = absence?.source ?? scored[0].src;
  // "rent" for a Rent column and the category Rent: read by the question's shape, or said.
  const settled = headerOrCell(settleMentions(q, src, found), found.values, (c) => inSource(src, c), q.tokens);
  // The negated rows or verb ("no screenings") are the anti-join's, never a header's or a cell's.
  const outsideAbsence = (m: Span) => !absence || !spansOverlap(m, absence.span);
  // "by number of admissions": the count phrase's "number" is no header abbreviated to No or # ("Patient No").
  const abbreviatedNumber = (m: ColumnMention) => isNumberOf(q, m.start) && !m.column.label.toLowerCase().includes('number');
  // "by the belt" beside belt_held and belt_sought, neither picked by the phrase: no way to tell which is meant.
  const twinsHere = twins.ambiguous.find((a) => inSource(src, a.columns[0]));
  if (twinsHere) return decline(`"${twinsHere.said}" could mean ${twinsHere.columns.map((c) => c.label).join(' or ')}, and the question does not say which; name the one meant.`, [twinsHere.said]);
  // "Fruit takings in Q3 2025": the header before the takings says whose they are (header-before-takings.ts).
  const ownersOfTakings = headersBeforeTakings(q, settled.columns);
  // "people (adults and children)" over Adults and Children: the parts restated name no measure of their own (headcount-parts.ts).
  const partsOfPeople = settled.columns.find((m) => m.parts && outsideAbsence(m));
  const restatedPart = (m: ColumnMention) => partsOfPeople !== undefined && m !== partsOfPeople && partsOfPeople.parts!.said.some((s) => spansOverlap(s, m));
  const cols = settled.columns.filter((m) => outsideAbsence(m) && !abbreviatedNumber(m) && !ownersOfTakings.includes(m) && !restatedPart(m));
  const amounts = ambiguousAmount(q, catalog, src.tables, cols);
  if (amounts)
    return decline(`"Amount" alone could mean ${amounts.map((c) => c.label).join(', ')}; name the one meant (for example "the total ${amounts[0].label}").`, ['amount'], true);
  // A number that is also a cell ("2023" as an employee_id) is that cell only when its column is
  // named next to it ("employee 2023"); a period inside a longer cell ("Total Gym 2000") is the cell.
  const numericOnly = (v: ValueMention) => q.tokens.slice(v.start, v.end).every((t) => t.num !== null);
  // "Completed sales 2025 vs 2026": a plural noun of the rows before a year names no one row by its
  // id ("order 2023" does); the year is the rows' period (plural-before-year.ts).
  const namedBefore = (v: ValueMention) =>
    cols.some((c) => c.column === v.column && c.end === v.start) || (v.start > 0 && entityWord(src, q, v.start - 1) && !pluralBeforeYear(q, v, found.periods));
  // "No. of employees in Seattle": the words of the count phrase are never a cell (a Remote flag's No).
  const countPhrase = countAskedAt(q);
  const inCountPhrase = (v: ValueMention) => countPhrase >= 0 && q.tokens[countPhrase + 1]?.text === 'of' && spansOverlap(v, { start: countPhrase, end: countPhrase + 2 });
  const vals = settled.values.filter((v) => outsideAbsence(v) && (!numericOnly(v) || namedBefore(v) || writtenNumberCell(q, v)) && !inCountPhrase(v));
  const bareYear = (p: PeriodMention) => p.end - p.start === 1 && q.tokens[p.start].num !== null;
  const periods = found.periods.filter(
    (p) => !vals.some((v) => spansOverlap(p, v)) && !(bareYear(p) && QUANTITY_COMPARATIVES.has(q.tokens[p.start - 1]?.text ?? '')),
  );
  // "The Game" (a Title of the library) beside a period read through the bookings: a cell named
  // outright that the source does not hold is never filler (named-cell-out-of-source.ts).
  const outOfSource = absence ? null : namedCellOutOfSource(q, catalog, src.tables, found.values, [...vals, ...cols, ...periods]);
  if (outOfSource) return decline(outOfSource);
  // "at least one plot" is the semi-join's count, no number compared with a column.
  const taken: Span[] = [...vals, ...cols, ...periods, ...(absence ? [absence.span] : [])];
  const numbers = numberMentions(q, taken);
  const used = new Set<number>(inclusions.tokens);
  const use = (s: Span | null) => {
    if (s) for (let i = s.start; i < s.end; i++) used.add(i);
  };
  for (const m of [...vals, ...periods, ...settled.moneyVerbs]) use(m);
  const cellVerbs = verbsOfCells(q, vals);
  for (const i of cellVerbs) used.add(i);
  for (const i of restatingNouns(q, cols, vals, src.tables.flatMap((t) => t.columns))) used.add(i);
  for (const i of cellHeadNouns(q, cols, vals)) used.add(i);
  for (const i of twins.used) used.add(i);
  for (const m of ownersOfTakings) use(m);
  if (partsOfPeople) for (const i of restatedPartWords(q, partsOfPeople.parts!.said)) used.add(i);
  // "over both seasons": every row, no period (whole-span-phrases.ts).
  for (const i of wholeSpanPhrases(q, catalog)) used.add(i);
  for (const i of recordNouns(q, (i) => src.tables.some((t) => namesRows(t, q.tokens[i])), src.catalog.tables)) used.add(i);
  if (absence) use(absence.span);

  const conditions: Condition[] = [];
  const conditionCols = new Set<CatalogColumn>();
  // Where each condition starts in the question: a share's part is what follows its verb.
  const conditionAt = new Map<Condition, number>();
  const addCondition = (c: Condition, at: number) => {
    conditions.push(c);
    conditionAt.set(c, at);
  };
  for (const p of refunds) {
    const c = refundPhraseCondition(p, catalog);
    if (c && (p.side === 'before' || src.tables.some((t) => t.name === c.column.table))) addCondition(c, p.tokens[0]);
  }
  // "money kept", "seats kept", "did we keep": the rows given back left out (kept-after-refunds.ts).
  const kept = keptAfterRefunds(q, src.tables, cols, vals, used);
  if (kept) {
    used.add(kept.at);
    if (!conditions.some((c) => c.kind === 'in' && c.negate && sameRef(c.column, kept.condition.column))) addCondition(kept.condition, kept.at);
  }
  // Two columns of the same row compared: "spent more than their budget", "paid after the due date".
  for (let i = 0; i < q.tokens.length; i++) {
    const op = ROW_COMPARISONS.find((c) => c.words.every((w, k) => q.tokens[i + k]?.text === w));
    if (!op || used.has(i)) continue;
    let j = i + op.words.length;
    while (['their', 'its', 'the', 'his', 'her'].includes(q.tokens[j]?.text ?? '')) j++;
    const right = cols.find((m) => m.start === j && (m.column.role === 'measure' || m.column.role === 'date'));
    if (!right) continue;
    // The left side may also be a word read as a cell ("were paid": the status Paid, and the paid date).
    const candidates = [...cols, ...found.columns.filter((m) => inSource(src, m.column) && !m.synonym)];
    const left = candidates.filter((m) => m.end <= i && m.column.role === right.column.role && m.column !== right.column).sort((a, b) => b.end - a.end)[0];
    // "came in over budget": what was spent, when its table has one such amount.
    const actual = left ? null : impliedActual(q.tokens[i].text, right.column, src.tables.find((t) => t.name === right.column.ref.table));
    if (!left && !actual) continue;
    if (right.column.role === 'date' && op.dateOp === null) continue;
    const leftColumn = left?.column ?? actual!;
    addCondition({ kind: 'columns', column: leftColumn.ref, op: right.column.role === 'date' ? op.dateOp! : op.op, other: right.column.ref }, left?.start ?? i);
    conditionCols.add(leftColumn);
    conditionCols.add(right.column);
    if (left) use(left);
    use({ start: i, end: right.end });
  }

  // 2. Conditions from numbers with comparisons.
  let top = topN(q, periods);
  if (top) use(top.span);
  for (const n of numbers) {
    if (top && inSpan(n.start, top.span)) continue;
    if (!n.op) continue;
    // "more than 10 minutes late", "over 5 minutes early": the table's delay, above the number or below minus it.
    const lateness = n.op === '>' || n.op === '>=' ? latenessAfterNumber(q, n.opSpan!.start, n.end, src.tables[0]) : null;
    if (lateness) {
      const op = lateness.early ? (n.op === '>' ? '<' : '<=') : n.op;
      addCondition({ kind: 'compare', column: lateness.column.ref, op, value: lateness.early ? -n.value : n.value }, n.opSpan!.start);
      conditionCols.add(lateness.column);
      use(n);
      use(n.opSpan);
      use(lateness.span);
      if (lateness.verbAt !== null) used.add(lateness.verbAt);
      continue;
    }
    const near = nearestColumn(cols, n.opSpan!.start, (c) => c.role === 'measure' || c.role === 'year', 5) ?? nearestColumn(cols, n.end, (c) => c.role === 'measure' || c.role === 'year', 3);
    let column = near?.column ?? null;
    // "supervisors with more than 30 agents", "depots that run more than 80 routes": the number is
    // a count of rows per group, not a value of any column (the only amount would be compared
    // with it); a count per group is not compared here, so the question is not read.
    const countedRows = rowsCountedAfter(q, src, n.end, column);
    const perGroup = countedRows && n.op !== '=' ? rowsPerGroup(q, src.tables[0], cols, n.opSpan!.start, n.end, (i) => used.has(i)) : null;
    if (perGroup && n.op !== '=') {
      addCondition({ kind: 'rows_per', column: perGroup.column.ref, op: n.op, value: n.value }, n.opSpan!.start);
      use(n);
      use(n.opSpan);
      for (const s of perGroup.spans) use(s);
      continue;
    }
    if (countedRows) return decline(`The question compares a number of ${countedRows} per group with ${n.value}; I do not filter groups by how many rows they have.`, [countedRows]);
    // "above 35 °C": the column whose header carries the unit.
    const unit = q.tokens[n.end]?.text;
    if (!column && unit && (UNIT_WORDS.has(unit) || isTimeUnitSaid(unit))) {
      // "longer than 90 minutes" names "Duration (mins)": the unit may be written another way.
      const withUnit = src.tables.flatMap((t) => t.columns).filter((c) => c.role === 'measure' && c.words.some((w) => sameUnit(w, unit)));
      if (withUnit.length === 1) {
        column = withUnit[0];
        used.add(n.end);
      }
      // "longer than an hour" beside "Duration (mins)" alone: the one figure held in a unit of time.
      const timed = isTimeUnitSaid(unit) && withUnit.length === 0 ? src.tables.flatMap((t) => t.columns).filter((c) => c.role === 'measure' && headerTimeUnit(c) !== null) : [];
      if (timed.length === 1) column = timed[0];
    }
    if (!column) {
      const measures = src.tables[0].columns.filter((c) => c.role === 'measure');
      // "orders over 500" on a table with one amount: that amount. Not "customers over 40" over
      // orders: what is compared is something of the customers (their age), not the order's amount.
      const subject = q.tokens[n.opSpan!.start - 1];
      const otherThing =
        subject !== undefined &&
        !namesRows(src.tables[0], subject) &&
        (src.catalog.tables.some((t) => t !== src.tables[0] && namesRows(t, subject)) || (PEOPLE_WORDS.has(subject.text) && !isPeopleTable(src.tables[0])));
      if (measures.length === 1 && !otherThing) column = measures[0];
    }
    // "tickets over 2 tonnes", "over a tonne" beside "Net weight (kg)" and "Rate (£/t)": the figure held
    // in a unit of weight, the number converted to it; never a rate per that unit (weight-compared.ts).
    const weighed = figureOfUnitCompared(q, n.end, src.tables.flatMap((t) => t.columns), n.value);
    if (weighed && 'declined' in weighed) return weighed;
    if (weighed) {
      column = weighed.column;
      used.add(n.end);
    }
    if (!column) return decline(`The question compares with ${n.value} but names no numeric column to compare.`, [String(n.value)]);
    if (column.role === 'key') return decline(`${column.label} identifies rows; comparing it with ${n.value} is not a quantity comparison.`, [column.label], true);
    // "played fewer than 20 times" beside Minutes Played: a number of times counts how often, never a figure held in a unit.
    if (q.tokens[n.end]?.text === 'times' && (column.words.some((w) => UNIT_WORDS.has(w)) || holdsMoney(column)))
      return decline(`"${n.value} times" counts how often something happened, not ${column.label}; I do not compare a number of rows per thing with ${n.value}.`, [`${n.value} times`]);
    // "waited more than 4 hours" over wait_minutes: the number said in another unit of time than
    // the header's is converted to the header's (240); said in the header's own unit it is read as is.
    const converted = weighed ? weighed.value : unit ? inHeaderTime(n.value, unit, column) : null;
    const value = converted ?? n.value;
    if (converted !== null) used.add(n.end);
    addCondition({ kind: 'compare', column: column.ref, op: n.op, value }, Math.min(near?.start ?? n.start, n.opSpan?.start ?? n.start));
    conditionCols.add(column);
    if (near) use(near);
    use(n);
    use(n.opSpan);
  }
  // "brought at least one dog": the count of dogs compared, as "at least 1 dog" is.
  const countedQuantities = quantitiesOfCounts(q, cols, (i) => used.has(i)).filter((c) => !conditionCols.has(c.column));
  for (const c of countedQuantities) {
    addCondition({ kind: 'compare', column: c.column.ref, op: '>=', value: c.atLeast }, c.start);
    conditionCols.add(c.column);
    use(c.span);
  }
  // "between 50,000 and 80,000".
  for (const [k, n] of numbers.entries()) {
    const m = numbers[k + 1];
    if (n.op || !m || m.op || q.tokens[n.start - 1]?.text !== 'between' || q.tokens[n.end]?.text !== 'and' || m.start !== n.end + 1) continue;
    const near = nearestColumn(cols, n.start - 1, (c) => c.role === 'measure' || c.role === 'year', 4);
    if (!near) return decline(`The question gives a range but names no numeric column for it.`, [String(n.value)]);
    addCondition({ kind: 'between', column: near.column.ref, low: Math.min(n.value, m.value), high: Math.max(n.value, m.value) }, Math.min(near.start, n.start - 1));
    conditionCols.add(near.column);
    use(near);
    use({ start: n.start - 1, end: m.end });
  }

  // "left early", "started late": the table's delay compared with zero.
  const bare = bareLateness(q, (i) => used.has(i) || cols.some((m) => inSpan(i, m)), src.tables[0]);
  if (bare && !conditionCols.has(bare.column)) {
    addCondition({ kind: 'compare', column: bare.column.ref, op: bare.early ? '<' : '>', value: 0 }, bare.span.start);
    conditionCols.add(bare.column);
    use(bare.span);
  }

  // "a performance rating of 5", "rating 5": a number right after a numeric header is its value.
  for (const n of numbers) {
    if (n.op || used.has(n.start) || (top && inSpan(n.start, top.span))) continue;
    const of = q.tokens[n.start - 1]?.text === 'of' || q.tokens[n.start - 1]?.text === 'is' ? 1 : 0;
    const before = cols.find((c) => c.end === n.start - of && (c.column.role === 'measure' || c.column.role === 'year'));
    // "a 25% discount": a percentage right before a header whose cells were written as percentages.
    const percentOf = !before && q.folded[q.tokens[n.end - 1].end] === '%' ? cols.find((c) => c.start === n.end && c.column.role === 'measure' && writtenAsPercent(c.column)) : undefined;
    if (percentOf) {
      addCondition({ kind: 'compare', column: percentOf.column.ref, op: '=', value: n.value }, n.start);
      conditionCols.add(percentOf.column);
      use(percentOf);
      use(n);
      continue;
    }
    if (!before) continue;
    addCondition({ kind: 'compare', column: before.column.ref, op: '=', value: n.value }, before.start);
    conditionCols.add(before.column);
    use(before);
    use({ start: n.start - of, end: n.end });
  }

  // "bookings for 6 guests": a bare number right before a count header is its value (number-before-count-header.ts).
  for (const n of numbers) {
    if (n.op || used.has(n.start) || (top && inSpan(n.start, top.span))) continue;
    const counted = countHeaderAfterNumber(q, n, cols);
    if (!counted || conditionCols.has(counted.column)) continue;
    addCondition({ kind: 'compare', column: counted.column.ref, op: '=', value: n.value }, n.start);
    conditionCols.add(counted.column);
    use(counted);
    use(n);
  }

  // "a 240 litre bin", "an 1100 litre bin lift": a number said with the unit of a size column is that size.
  for (const n of numbers) {
    if (n.op || used.has(n.start) || (top && inSpan(n.start, top.span))) continue;
    const sized = sizeColumnOf(q, n.end, src.tables.flatMap((t) => t.columns));
    if (!sized || conditionCols.has(sized)) continue;
    addCondition({ kind: 'compare', column: sized.ref, op: '=', value: n.value }, n.start);
    conditionCols.add(sized);
    use(n);
    used.add(n.end);
  }

  // 3. Conditions from periods. Several periods of one column ("2023 and 2024") are compared:
  // one condition spanning them, and the answer broken down by their unit.
  const periodsByColumn = new Map<CatalogColumn, PeriodMention[]>();
  // A period put on another table's date (the measured rows have none of their own) unless named.
  const periodGuesses: string[] = [];
  const eitherDates: NonNullable<Reading['periodOnEitherDate']>[] = [];
  for (const p of periods) {
    const column = periodColumn(src, q, cols, p);
    if (!column) return decline(`The question names a period (${p.said}) but the table has no date column.`, [p.said]);
    const outside = outsideRange(column, p);
    if (outside) return decline(outside, [p.said], true);
    periodsByColumn.set(column, [...(periodsByColumn.get(column) ?? []), p]);
    const named = nearestColumn(cols, p.start, (c) => c === column, 4);
    if (named) use(named);
    const verbed = named ? null : dateOfVerb(src, q, p);
    const dates = eventDates(src.tables[0]);
    // "registrations in 2024" beside its one date, Registered: the noun of the date's verb names it.
    const worded = named || verbed ? null : dateOfWord(q, dates.length < 2 ? [column] : dates, p);
    if (verbed?.column === column) used.add(verbed.at);
    else if (worded?.column === column) used.add(worded.at);
    else if (!named && dates.length >= 2 && column === dates[0]) {
      const found = creationDate(q, dates, p);
      const created = found && !namesLaterMoneyEvent(q, found.at, src.tables[0]) ? found : null;
      if (created) used.add(created.at);
      else periodGuesses.push(firstDateCaveat(src.tables[0].label, column, dates, p));
    }
    // "sales in 2024" over order lines dated by their order: no guess (lines-dated-by-parent.ts).
    else if (!named && column.ref.table !== src.tables[0].name && !datedByParent(src.tables[0], src.tables.find((t) => t.name === column.ref.table), column)) {
      periodGuesses.push(`${src.tables[0].label} has no date of its own; I applied ${p.said} to ${column.label} of ${src.tables.find((t) => t.name === column.ref.table)?.label ?? column.ref.table}, which may not be the date meant.`);
    }
    // "money from attended bookings in 2025" over bookings (Booked On) of classes held on their own
    // Class Date: unless a word names the rows' own date ("booked", "made"), either may be meant.
    // The rows' own noun ("bookings" beside Booked On) names no date of theirs more than the other.
    const byRowNoun = (s: Span | null) => s !== null && q.tokens.slice(s.start, s.end).every((t) => namesRows(src.tables[0], t));
    const rowNounOnly = (!named || byRowNoun(named)) && !verbed && !(worded && !byRowNoun({ start: worded.at, end: worded.at + 1 }));
    if (rowNounOnly && dates.length === 1 && column === dates[0] && !creationDate(q, dates, p)) {
      const parentDate = parentOwnDate(src.tables[0], catalog.tables, column);
      if (parentDate) {
        const caveat = `I applied ${p.said} to ${column.label} of ${src.tables[0].label}; each of its rows belongs to a row of ${parentDate.parent.label} with its own ${parentDate.column.label}, which may be the date meant (say "${parentDate.column.label} in ${p.said}" to use it).`;
        periodGuesses.push(caveat);
        // The data may show both dates give the same answer: kept for answer.ts to try (period-on-either-date.ts).
        const key = parentKey(src.tables[0], parentDate.parent);
        if (key) eitherDates.push({ on: column.ref, other: parentDate.column.ref, key, caveat });
      }
    }
  }
  let comparedPeriods: { column: CatalogColumn; unit: 'year' | 'quarter' | 'month' } | null = null;
  for (const [column, list] of periodsByColumn) {
    const unit = list.length >= 2 && column.role === 'date' ? periodUnit(list) : null;
    if (unit && list.every((p) => p.from && p.to)) {
      const from = list.map((p) => p.from!).sort()[0];
      const to = list.map((p) => p.to!).sort().at(-1)!;
      addCondition({ kind: 'period', column: column.ref, from, to, said: list.map((p) => p.said).join(' to ') }, Math.min(...list.map((p) => p.start)));
      comparedPeriods = { column, unit };
      for (let k = 0; k + 1 < list.length; k++) for (let i = list[k].end; i < list[k + 1].start; i++) if (['and', 'vs', 'versus', 'with', 'to'].includes(q.tokens[i].text)) used.add(i);
    } else {
      for (const p of list) addCondition(periodCondition(column, p), p.start);
    }
    conditionCols.add(column);
  }
  // "on Saturdays", "at weekends": the rows whose date falls on those days (weekday-filters.ts), on
  // the date a period was read on, else the rows' one date.
  for (const w of weekdaysSaid(q, (i) => used.has(i) || vals.some((v) => inSpan(i, v)))) {
    // "seats booked for Saturday classes": the date of the joined rows the noun after the day names.
    const after = q.tokens[w.end];
    const named = after ? src.tables.find((x) => x !== src.tables[0] && namesRows(x, after) && !namesRows(src.tables[0], after)) : undefined;
    const dated = [...periodsByColumn.keys()].filter((c) => c.role === 'date');
    const own = eventDates(src.tables[0]);
    const dates = named ? eventDates(named) : own.length ? own : src.tables.flatMap((t) => t.columns).filter((c) => c.role === 'date');
    const column = named ? (dates.length === 1 ? dates[0] : null) : dated.length === 1 ? dated[0] : dated.length === 0 && dates.length === 1 ? dates[0] : null;
    if (!column) {
      return dated.length + dates.length === 0
        ? decline(`The question names days of the week (${w.said}), but the rows have no date to tell them by.`, [w.said], true)
        : decline(`The question names days of the week (${w.said}), but the rows have several dates and I cannot tell which one it means.`, [w.said]);
    }
    const otherEvent = eventOtherThanDate(q, src.tables, column);
    if (otherEvent) return decline(`The question names days of the week (${w.said}) of the rows that were ${otherEvent.said}, but the only date to tell them by (${column.label}) is when they were ${otherEvent.dated}.`, [w.said]);
    addCondition({ kind: 'weekday', column: column.ref, days: w.days, said: w.said }, w.start);
    conditionCols.add(column);
    use(w);
  }

  // Flags ("remote employees", "discontinued products") and empty cells ("no performance rating").
  for (const m of cols) {
    if (conditionCols.has(m.column) || used.has(m.start)) continue;
    const prev = q.tokens[m.start - 1]?.text ?? '';
    const prev2 = q.tokens[m.start - 2]?.text ?? '';
    // "made by members", "were members" beside a Member No left blank for walk-ins: the rows with one (blanks.ts).
    const holders = holdersOfId(q, m, m.column);
    if (holders) {
      addCondition({ kind: 'missing', column: m.column.ref, negate: true }, m.start);
      conditionCols.add(m.column);
      use(holders.span);
      continue;
    }
    if (GROUP_WORDS.has(prev)) continue;
    // "donations without Gift Aid": the flag's no cells, as "not" before it. So too "excluding
    // voided sales", "not counting voided ones", "voided sales left out", "(voided excluded)".
    const oneWord = prev === 'not' || prev === 'never' || prev === 'non' || prev === 'without' || prev === 'excluding' || prev === 'except' || EXCLUDING_VERBS.has(prev);
    const phrase = oneWord ? -1 : exclusionPhraseBefore(q, m.start);
    const after = exclusionAfter(q, m.end, (i) => src.tables.some((t) => namesRows(t, q.tokens[i])));
    // "vouchers that haven't been redeemed (yet)", "not yet redeemed" (negated-flag-words.ts).
    const linked = oneWord ? -1 : contractedOrLinkedNegation(q, m.start);
    const negStart = oneWord ? m.start - 1 : prev2 === 'not' && (prev === 'a' || prev === 'an') ? m.start - 2 : linked >= 0 ? linked : phrase;
    const negated = negStart >= 0 || after >= 0;
    const flag = flagValues(m.column);
    if (flag && !vals.some((v) => v.column === m.column)) {
      addCondition({ kind: 'in', column: m.column.ref, values: negated ? flag.no : flag.yes, negate: false }, negStart >= 0 ? negStart : m.start);
      conditionCols.add(m.column);
      use(m);
      if (negStart >= 0) use({ start: negStart, end: m.start });
      if (negStart >= 0 && yetAfter(q, m.end) > m.end) use({ start: m.end, end: yetAfter(q, m.end) });
      // "hires that included a wetsuit": the verb of having is read with the flag (blanks.ts).
      const having = negated ? -1 : havingVerbBefore(q, m.start);
      if (having >= 0) use({ start: having, end: m.start });
      if (after >= 0) use({ start: m.end, end: after });
      continue;
    }
    // A code with blank cells ("no appeal code") identifies no rows: its blanks are read as any column's.
    const blank = m.column.role !== 'key' || m.column.stats.nullCount > 0 ? blankAround(q, m, m.column.stats.nullCount > 0) : null;
    // "no club (None)": a column with no blank cells whose cell for none the question names after it
    // holds the rows meant; the cell is the condition and "no" is read with it.
    if (blank?.absent && m.column.stats.nullCount === 0 && vals.some((v) => v.column === m.column && v.start >= m.end)) {
      use(blank.span);
      continue;
    }
    // "no pest found" where every row has a pest and one cell says "None found": that cell's rows.
    const none = blank?.absent ? noneCells(m.column) : [];
    if (blank && none.length > 0) {
      addCondition({ kind: 'in', column: m.column.ref, values: none, negate: false }, blank.span.start);
      conditionCols.add(m.column);
      use(blank.span);
      if (q.tokens[blank.span.end]?.text === 'found') used.add(blank.span.end);
      continue;
    }
    if (blank) {
      // "no defects" where every row has a count, some of them 0: the count is 0, not blank.
      const zero = blank.absent && prev !== 'missing' && m.column.role === 'measure' && m.column.stats.nullCount === 0 && m.column.stats.min === 0;
      addCondition(zero ? { kind: 'compare', column: m.column.ref, op: '=', value: 0 } : { kind: 'missing', column: m.column.ref, negate: !blank.absent }, blank.span.start);
      conditionCols.add(m.column);
      use(blank.span);
    }
  }

  // "unpaid bills", "bills left unpaid": a yes/no column's one-word header after "un" is its no
  // cells; so is its well-known opposite ("missed appointments" beside Attended Y/N).
  for (const [i, t] of q.tokens.entries()) {
    if (used.has(i)) continue;
    const flag = headersNegatedBy(t.text).map((h) => unFlag(src, h, conditionCols)).find((f) => f !== null);
    if (!flag) continue;
    addCondition({ kind: 'in', column: flag.column.ref, values: flag.no, negate: false }, i);
    conditionCols.add(flag.column);
    use({ start: i, end: i + 1 });
    // "left unpaid", "money outstanding on unpaid bills": words restating the unset flag.
    for (const [k, w] of q.tokens.entries()) if (UNSETTLED_WORDS.has(w.text)) used.add(k);
  }

  // "tastings that led to an order": the rows whose reference to an order is filled in (led-to-rows.ts).
  const led = ledToRows(q, catalog, src.tables[0], (i) => used.has(i));
  // "(have an order number)" restating it is the same condition, read once.
  const ledRestated = (c: Condition) => led !== null && c.kind === 'missing' && led.condition.kind === 'missing' && sameRef(c.column, led.column.ref) && c.negate === led.condition.negate;
  if (led && !conditionCols.has(led.column)) {
    addCondition(led.condition, led.span.start);
    conditionCols.add(led.column);
    use(led.span);
  } else if (led && conditions.some(ledRestated)) use(led.span);

  // "negative balance", "overdrawn": the sign of a column holding both signs.
  const signs = signConditions(q, cols.filter((m) => !conditionCols.has(m.column)), src.tables.flatMap((t) => t.columns));
  for (const s of signs.found) {
    addCondition(s.condition, Math.min(...signs.spans.map((x) => x.start)));
    conditionCols.add(s.column);
    for (const m of cols) if (m.column === s.column) use(m);
  }
  for (const span of signs.spans) use(span);
  // "how many lines were returns", "units shipped excluding returns": the sign of a signed quantity.
  const returns = returnConditions(q, src.tables.flatMap((t) => t.columns), (i) => used.has(i) || vals.some((v) => inSpan(i, v)) || cols.some((m) => inSpan(i, m)));
  // The quantity stays free to be what is added up ("total quantity shipped excluding returns").
  for (const s of returns.found) addCondition(s.condition, returns.spans[0].start);
  for (const span of returns.spans) use(span);

  // 4. The operation and the shape of the answer.
  const has = (w: string) => q.tokens.some((t) => t.text === w);
  const first = q.tokens[0].text;
  let agg = fnFromWords(q);
  // "the average number of conversions" averages conversions; it does not count rows.
  const countCue = [...COUNT_PHRASES, 'how often'].map((p) => findPhrase(q, p)).find((i) => i >= 0 && !(agg.at >= 0 && agg.at === i - 1 && isNumberOf(q, i)));
  // "Grace Liu's ticket count", "order count by channel": the rows' noun followed by "count" counts them.
  // "ticket volume by agent" likewise, where no header holds "volume".
  const volumeHeld = src.tables.some((t) => t.columns.some((c) => c.words.includes('volume')));
  const rowsCounted = q.tokens.findIndex((t, i) => (t.text === 'count' || (t.text === 'volume' && !volumeHeld)) && i > 0 && q.tokens[i + 1]?.text !== 'of' && entityWord(src, q, i - 1));
  // "What is the Boston office's headcount?": the number of people, one word.
  const headcount = q.tokens.findIndex((t) => t.text === 'headcount');
  const countAt = countCue ?? (first === 'count' ? 0 : rowsCounted > 0 ? rowsCounted - 1 : headcount);
  const countWords = countCue === undefined && (first === 'count' || (rowsCounted <= 0 && headcount >= 0)) ? 1 : 2;
  // "discount percentage" names discount_pct: a share word inside a header is that header's.
  const shareAt = q.tokens.findIndex((t, i) => (SHARE_WORDS.has(t.text) || t.raw === '%') && !cols.some((m) => !m.synonym && m.end - m.start >= 2 && inSpan(i, m)));
  // "Dawn vs evening: what share of evening flights were cancelled?": two cells of one column set
  // against each other in a share; which is the whole cannot be told (share-of-compared-cells.ts).
  // "What % of non-void pledges ended up forfeited?": a cell ruled out is the whole's condition, set
  // against none (ruled-out-cells.ts).
  const rowNounAt = (i: number) => src.tables.some((t) => namesRows(t, q.tokens[i]));
  const cellRuledOut = (v: ValueMention) => negationBefore(q, v.start) >= 0 || exclusionAfter(q, v.end, rowNounAt) >= 0 || ruledOutAround(q, v, rowNounAt) !== null;
  const setAgainst = shareAt >= 0 ? cellsSetAgainst(q, vals, cellRuledOut) : null;
  if (setAgainst) return decline(`The question asks for a share while setting ${setAgainst.cells[0]} against ${setAgainst.cells[1]} (both ${setAgainst.column}); I could not tell which rows the share is taken of.`);
  // A superlative that names its measure ("coldest", "cheapest") is still a superlative.
  const inMention = (i: number) =>
    [...cols.filter((m) => !m.synonym), ...vals, ...periods, ...numbers.flatMap((n) => (n.opSpan ? [n.opSpan] : [])), ...(absence ? [absence.span] : []), ...countedQuantities.map((c) => c.span)].some((m) => i >= m.start && i < m.end);
  const sup = superlativeAt(q, inMention);
  const distinctAt = q.tokens.findIndex((t) => DISTINCT_WORDS.has(t.text));
  if (countAt >= 0) use({ start: countAt, end: countAt + countWords });
  if (agg.at >= 0) use({ start: agg.at, end: agg.at + 1 });
  // "cancelled most often", "least often": how often is a count of rows, which "most" already ranks.
  const often = sup !== null && COUNTING_SUPERLATIVES.has(q.tokens[sup.at].text) && q.tokens[sup.at + 1]?.text === 'often';
  if (sup) use({ start: sup.at - (q.tokens[sup.at].text === 'recent' && q.tokens[sup.at - 1]?.text === 'most' ? 1 : 0), end: sup.at + (often ? 2 : 1) });
  if (shareAt >= 0) use({ start: shareAt, end: shareAt + 1 });
  if (distinctAt >= 0) use({ start: distinctAt, end: distinctAt + 1 });

  // "number of" in "the total number of defects" is the count cue, not a word of "Defects No.".
  const inCountCue = (m: ColumnMention) => countAt >= 0 && m.start >= countAt && m.end <= countAt + 2;
  // "the average number of units" never names an id headed "Order No." by its "number".
  const numberOf = (m: ColumnMention) => q.tokens.slice(m.start, m.end).every((t) => t.text === 'number' || t.text === 'no') && q.tokens[m.end]?.text === 'of';
  // "Which member had the most pitch bookings", "pitch bookings by month": with no total or average
  // said, a figure's header before the rows' noun only says which rows; they are counted (counted-row-noun.ts).
  const qualifiesRows = (m: ColumnMention) => agg.fn === null && m.column.role === 'measure' && figureQualifiesRowNoun(q, m, src.tables[0]);
  for (const m of cols) if (qualifiesRows(m) && !conditionCols.has(m.column)) use({ start: m.start, end: m.end + 1 });
  const measureMentions = cols.filter((m) => (m.column.role === 'measure' || (m.column.role === 'key' && (agg.fn === 'sum' || agg.fn === 'avg') && !numberOf(m))) && !conditionCols.has(m.column) && !inCountCue(m) && !qualifiesRows(m));
  // The measure: the numeric column nearest the operation word.
  const opAt = agg.at >= 0 ? agg.at : sup ? sup.at : shareAt >= 0 ? shareAt : 0;
  // "total hire revenue" beside hire_days and price_paid: a header word said right before a word for
  // money taken in qualifies it; the compound's head, the revenue, is the measure.
  // "total add-on revenue" beside addon_line: a hyphenated word is one word.
  const qualifiesTakings = (m: ColumnMention) => (m.end - m.start === 1 || hyphenated(q, m.start, m.end)) && measureMentions.some((o) => o !== m && o.start === m.end && o.column !== m.column && takingsWord(q.tokens[o.start]));
  const headMentions = measureMentions.filter((m) => !qualifiesTakings(m));
  const measureMention = headMentions.length ? [...headMentions].sort((a, b) => Math.abs(a.start - opAt) - Math.abs(b.start - opAt))[0] : null;
  for (const m of measureMentions) if (measureMention && qualifiesTakings(m) && m.end === measureMention.start) use(m);
  // "the average Travel expense", "top 5 employees by total expenses": the rows' own amount.
  // "the biggest single Travel expense": "single" and the rows' cells may stand between.
  const entityAfter = (at: number) => {
    if (at < 0) return false;
    if ([1, 2].some((k) => at + k < q.tokens.length && entityWord(src, q, at + k) && !inMention(at + k))) return true;
    let i = at + 1;
    while (i < q.tokens.length && (SINGLE_WORDS.has(q.tokens[i].text) || vals.some((v) => inSpan(i, v)))) i++;
    return i < q.tokens.length && i > at + 1 && entityWord(src, q, i) && !inMention(i);
  };
  // "the largest single debit": a row of money named by its direction is its amount too.
  const flowAt = sup === null || measureMention ? -1 : [1, 2, 3].map((k) => sup.at + k).find((i) => FLOW_NOUNS.has(q.tokens[i]?.text ?? '')) ?? -1;
  // "top 3 classes by attended bookings", "by number of bookings": the fact table's rows said after
  // "by" (past its cells) are what is ranked, counted; never the table's amount.
  const rowsAfterBy = q.tokens.some((t, i) => {
    if (t.text !== 'by') return false;
    let j = i + 1;
    while (j < q.tokens.length && (vals.some((v) => inSpan(j, v)) || ['number', 'of', 'the', 'count'].includes(q.tokens[j].text))) j++;
    return j < q.tokens.length && namesRows(src.tables[0], q.tokens[j]) && !inMention(j) && !FIGURE_OF_ROWS_AFTER.has(q.tokens[j + 1]?.text ?? '');
  });
  // "The last completed shearing", "the first sale": a superlative of time ranks the rows by when,
  // never by the table's amount ("the largest sale" is not the latest one).
  const byTime = sup !== null && TIME_SUPERLATIVES.has(q.tokens[sup.at].text);
  const impliedAmount =
    !measureMention && !rowsAfterBy && (entityAfter(agg.at) || (sup !== null && !COUNTING_SUPERLATIVES.has(q.tokens[sup.at].text) && !byTime && (entityAfter(sup.at) || flowAt >= 0))) ? soleAmount(src.tables[0]) : null;
  if (impliedAmount && flowAt >= 0) used.add(flowAt);
  const measureCol = measureMention?.column ?? impliedAmount;
  // "How much rent did we collect": the money of the rows whose status says it was paid (or, for
  // "still owed", says it was not), where the question names no status itself.
  // Whichever word named the money ("how much Locker money did we collect"), the verb still says it was paid.
  if (measureMention && countAt < 0) {
    const home = src.tables.find((t) => t.name === measureMention.column.ref.table);
    const status = home ? statusMoneyMentions(q, home).find((m) => m.money === measureMention.column) : undefined;
    // "What did we take, leaving out cancelled and refunded tickets": the question names cells of
    // that status itself, and those cells say which rows count; the verb adds no paid cell of its own.
    if (status && !conditionCols.has(status.status) && !vals.some((v) => v.column === status.status)) {
      use({ start: status.at, end: status.end });
      addCondition({ kind: 'in', column: status.status.ref, values: status.cells, negate: false }, status.at);
      conditionCols.add(status.status);
    }
  }
  // "actual spend by category", "Actual materials spend": an amount named as a spend is its total.
  const spendAt = measureMention ? spendNounAfter(q, measureMention.end, (i) => vals.some((v) => inSpan(i, v))) : -1;
  if (!agg.fn && measureMention && spendAt >= 0) {
    agg = { fn: 'sum', at: spendAt };
    used.add(spendAt);
  }
  // "the net points balance", "the highest points balance": what a signed amount's rows leave, their
  // total; only where no column is itself a balance.
  const balanceAt = measureMention && !agg.fn ? balanceWordAt(q, measureMention, src.tables) : -1;
  if (balanceAt >= 0) {
    agg = { fn: 'sum', at: balanceAt };
    used.add(balanceAt);
    if (q.tokens[measureMention!.end]?.text === 'balance') used.add(measureMention!.end);
  }
  // "seat count by plan": the measure added up.
  if (!agg.fn && measureMention && q.tokens[measureMention.end]?.text === 'count') {
    agg = { fn: 'sum', at: measureMention.end };
    used.add(measureMention.end);
  }
  // "How long does it take to resolve": a duration asked of a measure counted in a unit of time.
  const howLong = findPhrase(q, 'how long');
  if (howLong >= 0 && measureCol?.words.some((w) => TIME_UNIT_WORDS.has(w))) use({ start: howLong, end: howLong + 2 });
  // Units a header carries ("in kg", "in seconds") need no column of their own.
  for (const [i, t] of q.tokens.entries()) if (UNIT_WORDS.has(t.text) && cols.some((m) => m.column.words.some((w) => sameUnit(w, t.text)))) used.add(i);
  for (const i of perUnitWords(q, cols.map((m) => m.column))) used.add(i);
  // What the reading had to choose without the question saying so: the answer is then marked uncertain.
  const elsewhere = rowsNamedElsewhere(q, catalog.tables, (t) => src.tables.some((x) => x.name === t), found.values, vals);
  const caveats: string[] = [...periodGuesses, ...(settled.caveat ? [settled.caveat] : []), ...(elsewhere ? [elsewhere] : [])];
  // "parts plus labour": the measure taken over both columns of each row.
  const expression = measureMention ? columnExpression(q, measureMentions) : null;
  // "Total parts revenue (qty x unit price)": the expression spells out the figure named by a word for it.
  const restated = expression !== null && measureMention!.synonym && [expression.left, expression.right].some((m) => m.column === measureMention!.column);
  if (expression && ([expression.left, expression.right].includes(measureMention!) || restated)) for (const s of expression.words) use(s);
  if (expression && restated) for (const m of [expression.left, expression.right]) use(m);
  // "Total parts revenue for Tyres (qty x unit price)": the expression in brackets spells out the
  // word for money said before it (past the cells and the words linking them).
  if (expression && ([expression.left, expression.right].includes(measureMention!) || restated) && bracketed(q, expression.left.start, expression.right.end)) {
    let i = expression.left.start - 1;
    while (i >= 0 && (vals.some((v) => inSpan(i, v)) || periods.some((p) => inSpan(i, p)) || BRACKET_LINKS.has(q.tokens[i].text))) i--;
    if (i >= 0 && takingsWord(q.tokens[i])) used.add(i);
  }
  // "pastry sales", "sales of food" beside "Pastry (GBP)": the money column of what was sold.
  for (const m of measureMentions) {
    if (!m.column.words.some((w) => CURRENCY_WORDS.has(w))) continue;
    if (SALES_WORDS.has(q.tokens[m.end]?.text ?? '')) used.add(m.end);
    if (q.tokens[m.start - 1]?.text === 'of' && SALES_WORDS.has(q.tokens[m.start - 2]?.text ?? '')) use({ start: m.start - 2, end: m.start });
  }
  // "the amount paid", "amount spent" beside amount_gbp: the verb of the money restates the measure.
  if (measureMention?.column.words.some((w) => w === 'amount' || CURRENCY_WORDS.has(w)) && MONEY_PARTICIPLES.has(q.tokens[measureMention.end]?.text ?? '')) used.add(measureMention.end);
  // "revenue" over sales lines holding a price and a quantity: the price times the quantity of each row.
  // Not when the question names the price by its own header or asks how dear a thing is: "the most
  // expensive part by unit price", "most expensive product we sell?" rank the price itself.
  const headerSaid = measureMention ? cols.some((m) => !m.synonym && sameRef(m.column.ref, measureMention.column.ref)) : false;
  const dearnessSaid = q.tokens.some((t) => DEARNESS_WORDS.has(t.text));
  const quantity = measureMention?.synonym && !headerSaid && !dearnessSaid ? saleQuantity(measureMention.column, catalog) : null;
  const timesQuantity = (measure: Measure): Measure =>
    quantity && (measure.fn === 'sum' || measure.fn === 'avg') && !measure.terms?.length && sameRef(measure.column, measureMention!.column.ref) ? { ...measure, terms: [{ op: '*', column: quantity.ref }] } : measure;
  const overBoth = (measure: Measure | Decline) =>
    isDecline(measure) ? measure : expression ? overExpression(measure, expression) : measureMention?.parts ? overParts(measure, measureMention.parts.columns) : timesQuantity(measure);
  /** Where "per" before the measured rows' noun was read ("per session" over sessions). */
  const perRowAt: number[] = [];
  // "The average monthly revenue in 2024": each month's total, averaged (set where the words are read).
  let periodMean: PeriodTotals | null = null;
  const finish = (measure: Measure | Decline, conditions: Condition[], shape: Shape, unmatched?: Reading['unmatched']) => {
    if (periodMean && !isDecline(measure)) {
      if (measure.fn !== 'avg' || shape.kind !== 'scalar' || measure.terms?.length) return decline(`The question asks for the average of each ${periodMean.unit}'s total; my reading of it computes something else.`);
      const dated = conditions.some((c) => c.kind === 'period' && sameRef(c.column, periodMean!.column));
      if (!dated) return decline(`The question asks for the average of each ${periodMean.unit}'s total, but its period is on another date than ${periodMean.column.column}.`);
      measure = { ...measure, fn: 'sum', perPeriod: periodMean };
    }
    // A superlative that shaped nothing ("total sales for the top customers" read as every
    // customer's sales, "first orders" as all of them) is not accounted for: the reading declines.
    const idle = sup !== null && shape.kind === 'scalar' && !isDecline(measure) && ['sum', 'avg', 'count', 'median'].includes(measure.fn) && SUPERLATIVE_WORDS.has(q.tokens[sup.at].text);
    // "total sales per order" is no total: a sum "per" row is an average the reading did not take.
    const perRowOfSum = !isDecline(measure) && measure.fn === 'sum' ? perRowAt : [];
    // "ignoring blanks" of a grouping: its blank rows are no group (ignoring-blanks.ts).
    const blanks = ignoringBlanks(q);
    if (blanks && (shape.kind === 'breakdown' || shape.kind === 'top_groups')) {
      conditions = [...conditions, { kind: 'missing', column: shape.by, negate: true }];
      use(blanks);
    }
    const seen = idle || perRowOfSum.length ? new Set([...used].filter((i) => !(idle && i === sup.at) && !perRowOfSum.includes(i))) : used;
    const done = finishReading(q, src, seen, cols, overBoth(measure), conditions, shape, caveats, unmatched, vals);
    // One such doubt only: settling it costs one more query (period-on-either-date.ts).
    return eitherDates.length === 1 && !isDecline(done) ? { ...done, periodOnEitherDate: eitherDates[0] } : done;
  };

  // The grouping column: "by department", "per city", "for each region", "which city has the most".
  const groupable = (c: CatalogColumn) => c.role !== 'measure' && !conditionCols.has(c);
  let group: ColumnMention | null = null;
  let groupPeriod: GroupPeriod | null = null;
  let groupByWord = false;
  const fact = src.tables[0];
  // A column unique over the rows names them, blank only where a summary row leaves it so ("TOTAL"
  // in the code column): "average spaces per car park" over car parks is an average over the rows.
  const perRow = (c: CatalogColumn) =>
    c.ref.table === fact.name && c.stats.distinctCount + c.stats.nullCount === fact.rowCount && c.stats.nullCount <= fact.summaryFilters.length;
  // "per year" names the year of the rows' date, not a year-valued attribute ("Model Year") the
  // question does not name in full.
  const factDate = fact.columns.some((c) => c.role === 'date');
  const onlyPeriodWords = (m: ColumnMention) => q.tokens.slice(m.start, m.end).every((t) => Object.hasOwn(PERIOD_UNITS, t.text));
  for (const m of cols) {
    if (!groupable(m.column) || besideItsCell(q, m, vals)) continue;
    if (m.column.role === 'year' && factDate && onlyPeriodWords(m) && m.column.words.some((w) => !Object.hasOwn(PERIOD_UNITS, w))) continue;
    // A column the question gives a cell of is a condition, not a grouping ("rentals by vehicle V-117").
    if (vals.some((v) => v.column === m.column)) continue;
    // "by ticket revenue": the header word only says what the money was taken for (header-qualifying-takings.ts);
    // rows with no such cell took no money for it.
    if (headerQualifiesTakings(q, m, measureMention)) {
      if (m.column.stats.nullCount > 0) addCondition({ kind: 'missing', column: m.column.ref, negate: true }, m.start);
      use(m);
      continue;
    }
    const before = q.tokens.slice(Math.max(0, m.start - 2), m.start).map((t) => t.text);
    // "placed by customers in the US" names who did it; "orders by customer" groups.
    // "booked by channel" (a header in the singular) still groups.
    // "trips by vehicles from the York depot", "stays by guests from the US": plural rows followed by
    // where they come from name who did it (a filter through them), not one group per vehicle.
    const whoseRows = /s$/.test(q.tokens[m.end - 1].text) && AGENT_LINKS.has(q.tokens[m.end]?.text ?? '') && vals.some((v) => v.column !== m.column && v.start > m.end && v.start <= m.end + 3);
    // "kWh used by the kilns", "sales made by the reps": "by the" after a participle names who did
    // it too (every one of them), never one group each.
    const byAt = q.tokens[m.start - 1]?.text === 'the' && q.tokens[m.start - 2]?.text === 'by' ? m.start - 2 : m.start - 1;
    const agent = q.tokens[byAt]?.text === 'by' && (/ed$/.test(q.tokens[byAt - 1]?.text ?? '') || whoseRows) && /s$/.test(q.tokens[m.end - 1].text);
    // "across all graded enrolments": an adjective made of the header is the rows that have one, not a grouping.
    const adjective = m.end - m.start === 1 && /ed$/.test(q.tokens[m.start].text) && !m.column.words.includes(q.tokens[m.start].text);
    if (adjective && before.includes('all')) {
      addCondition({ kind: 'missing', column: m.column.ref, negate: true }, m.start);
      conditionCols.add(m.column);
      use({ start: m.start - (q.tokens[m.start - 1]?.text === 'all' ? 1 : 0), end: m.end });
      for (let i = Math.max(0, m.start - 2); i < m.start; i++) if (GROUP_WORDS.has(q.tokens[i].text) || q.tokens[i].text === 'all') used.add(i);
      continue;
    }
    // "total consumption across all meters", "the average across every store": the whole, never one
    // group per meter. (Only a column no condition uses: "across all graded enrolments" is read above.)
    if (before.at(-2) === 'across' && (before.at(-1) === 'all' || before.at(-1) === 'every') && !conditionCols.has(m.column)) {
      use({ start: m.start - 2, end: m.end });
      continue;
    }
    // "by copies borrowed": a header between the group word and this one is what "by" groups or ranks by.
    const afterOtherHeader = !GROUP_WORDS.has(before.at(-1) ?? '') && cols.some((x) => x !== m && inSpan(m.start - 1, x));
    // "by the kilns": all of them, which the rows already are; the words are accounted for.
    if (agent && byAt === m.start - 2) {
      use({ start: byAt, end: m.end });
      continue;
    }
    // "average charge per delivered box": the rows the cell picks out, one at a time (qualified-unit-after-per.ts).
    const unitPer = qualifiedUnitAfterPer(q.tokens, m, vals, fact, catalog.tables);
    if (unitPer >= 0) {
      use(m);
      if (!agg.fn && measureMention) agg = { fn: 'avg', at: unitPer };
      used.add(unitPer);
      perRowAt.push(unitPer);
      continue;
    }
    // "status breakdown": the header before the noun is what the rows are broken down by (header-breakdown.ts).
    const breakdownAt = breakdownAfterHeader(q, m);
    if (breakdownAt >= 0) {
      group = m;
      groupByWord = true;
      used.add(breakdownAt);
      break;
    }
    if (before.some((w) => GROUP_WORDS.has(w)) && !agent && !afterOtherHeader) {
      // "average spend per campaign" over a table of campaigns: per row, not a grouping. So is
      // "per reading" over meter readings, though the date read_at contains the word: it names the rows.
      const rowNoun = (m.column.role === 'date' || m.column.role === 'measure') && [...Array(m.end - m.start).keys()].every((k) => namesRows(fact, q.tokens[m.start + k]));
      // "average cost per material purchase" over material_purchases: the header qualifies the rows'
      // noun said right after it, the head of the compound; per purchase, not per material.
      // A key too where the two spell the table's own name: "per order line" over order_lines (per-table-name.ts).
      const qualifiesRowNoun = q.tokens[m.start - 1]?.text === 'per' && (m.column.role !== 'key' || perTableNameThroughKey(q.tokens, m.start, m.end, m.column, fact)) && q.tokens[m.end] !== undefined && namesRows(fact, q.tokens[m.end]) && !cols.some((o) => o !== m && o.start <= m.end && o.end > m.end);
      if (qualifiesRowNoun) used.add(m.end);
      if (perRow(m.column) || rowNoun || qualifiesRowNoun || perRowByDateHeader(q.tokens, m, fact, measureMention !== null) || (onlyPeriodWords(m) && averagePerRowMonth(q, agg.fn, m.start, m.column))) {
        use(m);
        // "revenue per order": a measure per row of the table is its average.
        // "(one price per title)" lays the rows out, it asks for no average.
        const onePerRow = countsOnePerRow(q, m.start - 1);
        if (!agg.fn && measureMention && q.tokens[m.start - 1]?.text === 'per' && !onlyPeriodWords(m) && !onePerRow) agg = { fn: 'avg', at: m.start - 1 };
        for (let i = Math.max(0, m.start - 2); i < m.start; i++) if (GROUP_WORDS.has(q.tokens[i].text)) used.add(i);
        if (q.tokens[m.start - 1]?.text === 'per' && !onlyPeriodWords(m) && !onePerRow) perRowAt.push(m.start - 1);
        continue;
      }
      // "by product category": the category, the head of the compound (compound-groups.ts).
      group = compoundHead(m, cols, groupable) ?? m;
      groupByWord = true;
      // "broken down by channel": the phrase reaches back over "broken down".
      const lead = q.tokens[m.start - 2]?.text === 'down' ? 3 : 2;
      for (let i = Math.max(0, m.start - lead); i < m.start; i++) if (GROUP_WORDS.has(q.tokens[i].text) || q.tokens[i].text === 'for') used.add(i);
      break;
    }
  }
  for (const [i, t] of q.tokens.entries()) {
    const unit = Object.hasOwn(GROUP_UNITS, t.text) ? GROUP_UNITS[t.text] : undefined;
    // "Monthly" as a billing cycle is a cell, not a grouping; in "the average monthly fee" it is a
    // word of the header Monthly Fee, consumed by it.
    if (!unit || group || vals.some((v) => inSpan(i, v)) || inHeaderWords(q, cols, i)) continue;
    const prev = q.tokens[i - 1]?.text ?? '';
    if (GROUP_WORDS.has(prev) || t.text.endsWith('ly') || (prev === 'each' || prev === 'every')) {
      const dateCol = src.tables[0].columns.find((c) => c.role === 'date') ?? src.tables.flatMap((x) => x.columns).find((c) => c.role === 'date');
      if (!dateCol) return decline(`The question groups by ${unit} but the table has no date column.`, [t.text], true);
      if (averagePerRowMonth(q, agg.fn, i, dateCol)) {
        use({ start: i - 1, end: i + 1 });
        continue;
      }
      // "the average monthly revenue", "average daily calls": the mean of the periods' totals, one
      // number, where each row is an event and not a period; a per-period average of the rows
      // answers another question, and averages of totals are not computed here.
      if (agg.fn === 'avg' && AVG_WORDS.has(prev) && t.text.endsWith('ly') && !(unit === 'month' && monthGrained(dateCol))) {
        // Read only where the period is said ("in 2024"), so the periods averaged over are known.
        if (!periods.some((p) => p.from && p.to) || (unit !== 'month' && unit !== 'year')) return decline(`"${prev} ${t.raw}" asks for the average of each ${unit}'s total; I can give the total for each ${unit}, or the average per row.`, [t.text]);
        periodMean = { unit, column: dateCol.ref };
        used.add(i);
        continue;
      }
      groupPeriod = unit;
      group = { start: i, end: i + 1, column: dateCol, score: 1, synonym: false };
      groupByWord = true;
      used.add(i);
      if (GROUP_WORDS.has(prev)) used.add(i - 1);
    }
  }
  const opener = q.tokens.findIndex((t) => QUESTION_OPENERS.has(t.text));
  // After a fronted scope ("Outside the UK, which ...") the opener still opens the question (fronted-phrase.ts).
  const openerAt = opener >= 0 && (opener <= 2 || openerAfterFrontedPhrase(q, opener)) ? opener : -1;
  // "Which month had the most orders?": the periods ranked.
  // "What was the busiest month for orders?": the period right after the superlative, in the table
  // the question names (or the only one).
  // With one table of dates, the busiest day is a day of that table's rows (unnamed-busiest-period.ts).
  const rowsNamed = catalog.tables.length === 1 || q.tokens.some((_, i) => entityWord(src, q, i)) || onlyDatedTable(catalog.tables, fact);
  const unitAfterSup = sup && !q.tokens[sup.at + 1]?.text.endsWith('ly') ? groupUnitAt(q, sup.at + 1) : null;
  if (!group && sup && rowsNamed && unitAfterSup) {
    const dateCol = fact.columns.find((c) => c.role === 'date') ?? null;
    if (dateCol) {
      group = { start: sup.at + 1, end: unitAfterSup.end, column: dateCol, score: 1, synonym: false };
      groupPeriod = unitAfterSup.unit;
    }
  }
  // "Which grading day had the most candidates?": the days of the date header named (ranked-days.ts).
  const dayHeader = !group && openerAt >= 0 && (sup || top) ? rankedDayHeader(q, cols, openerAt) : null;
  if (dayHeader) {
    group = dayHeader;
    groupPeriod = 'day';
  }
  if (!group && openerAt >= 0 && (sup || top)) {
    // "Which single day had the most visitors": "single" only stresses that one period is asked for.
    const unitAt = SINGLE_WORDS.has(q.tokens[openerAt + 1]?.text ?? '') ? openerAt + 2 : openerAt + 1;
    const said = groupUnitAt(q, unitAt);
    const dateCol = said ? (fact.columns.find((c) => c.role === 'date') ?? null) : null;
    // "Which month was busiest?" naming no rows, header, measure or cell: whose dates is a guess (unnamed-busiest-period.ts).
    const headerNamed = said ? cols.some((m) => m.start < openerAt + 1 || m.end > said.end) : true;
    const unnamed = said && dateCol && !rowsNamed && !headerNamed && !measureMention && vals.length === 0 ? unnamedRowsOfRankedPeriod(catalog.tables, said.unit) : null;
    if (unnamed) return decline(unnamed);
    if (said && dateCol) {
      group = { start: openerAt + 1, end: said.end, column: dateCol, score: 1, synonym: false };
      groupPeriod = said.unit;
    }
  }
  if (!group && openerAt >= 0) {
    // "Which sales channel": row words may stand between the question word and the header.
    // "Which is the best-paid department": a link verb and the ranking words may stand between.
    const rankingWords = (from: number, to: number) =>
      to - from <= 5 && q.tokens.slice(from, to).every((t, k) => ['is', 'are', 'was', 'were', 'the', 'a', 'an'].includes(t.text) || from + k === sup?.at || measureMentions.some((mm) => inSpan(from + k, mm)));
    const m = cols.find(
      (x) =>
        x.start > openerAt &&
        (x.start <= openerAt + 2 || rankingWords(openerAt + 1, x.start)) &&
        groupable(x.column) &&
        x.column.role !== 'date' &&
        // "Which strategy game was taught most often": a cell of another column right before the
        // header says which of its groups are ranked (Category Strategy), not what is asked.
        !vals.some((v) => v.start > openerAt && v.start < x.start && !(v.end === x.start && v.column !== x.column)),
    );
    if (m && (sup || top)) group = compoundHead(m, cols, groupable) ?? m;
  }
  // "Who closed the most tickets?" over tickets named by no person: the one column of people the
  // rows are assigned to (assigned_agent), ranked.
  const whoAt = q.tokens.findIndex((t) => t.text === 'who');
  if (!group && sup && !top && whoAt >= 0 && !namesPeople(fact) && COUNTING_SUPERLATIVES.has(q.tokens[sup.at].text)) {
    const people = peopleColumn(fact, conditionCols);
    if (people) group = { start: whoAt, end: whoAt + 1, column: people, score: 1, synonym: false };
  }
  // "Who is the leading customer by turnover?": the groups ranked by the measure after "by".
  if (!group && sup && !top) {
    const m = cols.find(
      (x) => x.start === sup.at + 1 && groupable(x.column) && x.column.role !== 'date' && q.tokens[x.end]?.text === 'by' && cols.some((y) => y.start === x.end + 1 && y.column.role === 'measure'),
    );
    if (m) group = m;
  }
  // "What is the most common route?": the route with the most rows (not a measure ranked).
  // "the most popular frame brand", "the most booked service" alike (popular-groups.ts).
  // "Top 5 most played games": the "most" after a top few ranks them as "the most" alone does.
  const mostAfterTop = top && q.tokens[top.span.end]?.text === 'most' ? top.span.end : -1;
  const commonAt = sup && q.tokens[sup.at].text === 'most' && ['common', 'frequent'].includes(q.tokens[sup.at + 1]?.text ?? '') ? sup.at + 1 : sup ? popularityAt(q, mostAfterTop >= 0 ? mostAfterTop : sup.at, fact) : -1;
  // "Which service is most popular?": the group asked for before the verb, as after the adjective.
  const askedBefore = (x: ColumnMention) => ['which', 'what'].includes(q.tokens[x.start - 1]?.text ?? '') && COPULAS.has(q.tokens[x.end]?.text ?? '') && sup!.at === x.end + (q.tokens[x.end + 1]?.text === 'the' ? 2 : 1);
  if (group && commonAt >= 0 && !measureMention && askedBefore(group)) used.add(commonAt);
  if (!group && commonAt >= 0 && !measureMention) {
    const m = cols.find((x) => (x.start === commonAt + 1 || askedBefore(x)) && groupable(x.column) && x.column.role !== 'date' && x.column.role !== 'key');
    if (m) {
      group = m;
      used.add(commonAt);
      if (mostAfterTop >= 0) used.add(mostAfterTop);
    }
    // "the 5 most played games" over games_played.csv: the noun after the participle names the
    // rows' key (Game ID), each game's plays counted, shown by the name the key refers to.
    const noun = q.tokens[commonAt + 1];
    const key = !m && noun && participleOfRows(fact, q.tokens[commonAt].text) ? fact.columns.find((c) => c.role === 'key' && !conditionCols.has(c) && c.words.some((w) => ID_WORDS.has(w)) && c.words.some((w) => !ID_WORDS.has(w) && stem(w) === noun.stem)) : undefined;
    if (key) {
      group = { start: commonAt + 1, end: commonAt + 2, column: key, score: 1, synonym: false };
      used.add(commonAt);
      if (mostAfterTop >= 0) used.add(mostAfterTop);
    }
  }
  // "Top 3 agents by number of tickets": the column right after the count.
  if (!group && top) {
    const after = top.span.end;
    const m = cols.find((x) => x.start === after && groupable(x.column) && x.column.role !== 'date');
    if (m) group = m;
  }
  // "top 5 products by units sold" over sales lines joined to a product catalog: the rows of the
  // catalog named as a whole are the groups, reached through the shared key (shown by their names).
  if (!group && (top || sup) && src.join && !src.then && (measureCol ? measureCol.ref.table === fact.name : sup !== null && COUNTING_SUPERLATIVES.has(q.tokens[sup.at].text))) {
    const dim = src.tables[1];
    const at = q.tokens.findIndex((t, i) => !used.has(i) && namesRows(dim, t) && !namesRows(fact, t) && (top ? i >= top.span.end && i <= top.span.end + 2 : i <= 2));
    const key = fact.columns.find((c) => c.ref.column === src.join!.left.column);
    if (at >= 0 && key) group = { start: at, end: at + 1, column: key, score: 1, synonym: false };
  }
  // "top 5 customers by amount billed" over requests reaching the customers only through their
  // keys: the lookup at the chain's end named as a whole, shown by the column naming its rows.
  if (!group && (top || sup) && src.then && (measureCol ? measureCol.ref.table === fact.name : (sup !== null && COUNTING_SUPERLATIVES.has(q.tokens[sup.at].text)) || (top !== null && rowsAfterBy))) {
    const lookup = chainLookupGroup(q, src.tables, used, top ? top.span.end : -1);
    if (lookup) group = lookup;
  }
  if (group) use(group);
  if (top?.all) {
    if (!group || groupPeriod || group.column.stats.distinctCount > MAX_RANKED_GROUPS) return decline(`The question asks to rank ${group ? `every ${group.column.label}` : 'rows'}; I can rank groups of a column with up to ${MAX_RANKED_GROUPS} values, or give the top few ("top 10 ... by ...").`);
    top = { ...top, n: group.column.stats.distinctCount };
  }
  // "Breakdown of revenue by category", "a split of orders by channel": the grouping named twice.
  if (group && groupByWord) for (const [i, t] of q.tokens.entries()) if ((t.text === 'breakdown' || t.text === 'split') && q.tokens[i + 1]?.text === 'of') used.add(i);
  // "Break down salary by department", "break out revenue by channel": the grouping's verb.
  // "Break the sessions down by status": its particle may follow the rows it breaks down.
  if (group && groupByWord) {
    for (const [i, t] of q.tokens.entries()) {
      if (t.text !== 'break') continue;
      const particle = q.tokens.findIndex((x, k) => k > i && k <= i + 4 && ['down', 'out'].includes(x.text) && q.tokens[k + 1]?.text === 'by');
      if (['down', 'out'].includes(q.tokens[i + 1]?.text ?? '')) use({ start: i, end: i + 2 });
      else if (particle > 0) {
        used.add(i);
        used.add(particle);
      }
    }
  }

  // "How many times has Drill #1 been borrowed?" beside loans' borrowed_on: the verb of the rows' own
  // event names the rows, not a condition, when every row has that date (a paid_date left empty
  // for unpaid invoices would make "paid" a condition, so such a column is not read this way).
  // Where some rows have no such date ("how many customers have cancelled" beside a cancellation
  // date left blank for the others), the verb picks out the rows that have one.
  for (const m of cols) {
    if (m.end - m.start !== 1 || m.column.role !== 'date' || m.column.ref.table !== fact.name || used.has(m.start)) continue;
    const t = q.tokens[m.start];
    if (m.column.stats.nullCount === 0 && /ed$/.test(t.text) && m.column.words.includes(t.text)) used.add(m.start);
    else if (dateVerbAt(q, m.start) && !EMPTY_WORDS.has(t.text) && !FILLER.has(t.text)) {
      if (m.column.stats.nullCount > 0) addCondition({ kind: 'missing', column: m.column.ref, negate: true }, m.start);
      used.add(m.start);
    }
  }
  // Rows named as a whole: "employees", "customers"; "per session" over a table of sessions.
  for (let i = 0; i < q.tokens.length; i++) {
    if (used.has(i) || !entityWord(src, q, i)) continue;
    used.add(i);
    // "per session" over a table of sessions is the average per row; "per customer" over orders
    // joined to customers is a figure per customer (each one's total, averaged): left unread.
    // "(one price per title)" says how many values each row holds, not an average over the rows.
    if (q.tokens[i - 1]?.text === 'per' && (namesRows(fact, q.tokens[i]) || src.tables.length === 1) && !countsOnePerRow(q, i - 1)) {
      used.add(i - 1);
      perRowAt.push(i - 1);
    }
    // "average points per earn transaction": the fact's own rows, of a kind its cells name.
    let k = i - 1;
    while (k > 0 && vals.some((v) => inSpan(k, v))) k--;
    if (k < i - 1 && q.tokens[k]?.text === 'per' && namesRows(fact, q.tokens[i])) used.add(k);
  }

  // Conditions from cells: several cells of one column are alternatives ("Berlin or Lisbon").
  const byColumn = new Map<CatalogColumn, ValueMention[]>();
  for (const v of vals) byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
  // The ruled-out cells of a share: the whole's condition wherever they are said (ruled-out-cells.ts).
  const wholeOnly = new Set<Condition>();
  // The words ruling cells out ("non", "not counting", "excluded"): read with their cells.
  const ruling = new Set<number>();
  // "Did customers in Leeds or customers in York spend more?": two cells, either or, and a comparative.
  const eitherOr = sup !== null && has('or') && COMPARATIVE_WORDS.has(q.tokens[sup.at].text);
  const compareCue = q.tokens.some((t) => COMPARE_WORDS.has(t.text)) || (opener >= 0 && (sup !== null || has('more') || has('higher'))) || eitherOr;
  let compared: { column: CatalogColumn; values: string[] } | null = null;
  for (const [column, list] of byColumn) {
    // "bins not presented on Eastgate rounds": a "not" that is part of another cell ("Not presented") negates that cell's words, not this one.
    const negationOf = (v: ValueMention) => {
      const n = negationBefore(q, v.start);
      // "never needed a callout" read as an anti-join: the negation is the join's, the cell the missing rows'.
      return n >= 0 && !vals.some((o) => o !== v && inSpan(n, o)) && !(absence && inSpan(n, absence.span)) ? n : -1;
    };
    // "(cancelled excluded)", "refunded ones left out": the words after the cell rule it out.
    const excludedAfter = (v: ValueMention) => exclusionAfter(q, v.end, (i) => src.tables.some((t) => namesRows(t, q.tokens[i])));
    // "not counting cancelled or refunded bookings", "cancelled or refunded ones excluded": cells
    // joined by "or" to a ruled-out cell of the same column are ruled out with it.
    // "leave the voids out", "(no voids)", "voids out", "don't count voids", "non-void pledges" (ruled-out-cells.ts).
    const ruledAround = (v: ValueMention) => (negationOf(v) >= 0 || excludedAfter(v) >= 0 ? null : ruledOutAround(q, v, (i) => src.tables.some((t) => namesRows(t, q.tokens[i]))));
    const ruledOutAlone = (v: ValueMention) => negationOf(v) >= 0 || excludedAfter(v) >= 0 || ruledAround(v) !== null;
    const joinedTo = (v: ValueMention, o: ValueMention) => ['or', 'and', 'nor'].includes(q.tokens[o.end]?.text ?? '') && o.end + 1 === v.start;
    const isNegated = (v: ValueMention): boolean =>
      ruledOutAlone(v) || list.some((o) => (joinedTo(v, o) && negationOf(o) >= 0) || (joinedTo(o, v) && excludedAfter(o) >= 0));
    const negated = list.every(isNegated);
    // "paid by card without vouchers", "by card other than cash": cells wanted and cells ruled out
    // of one column are the wanted ones (the others are not among them), never alternatives.
    const ruledOut = negated ? [] : list.filter(isNegated).flatMap((v) => v.values);
    const values = [...new Set(list.flatMap((v) => v.values))].filter((x) => !ruledOut.includes(x));
    if (values.length === 0) return decline(`The question both asks for and rules out ${list[0].values[0]} in ${column.label}.`);
    // "How much more did North make than South": the group after "than" is compared with the one before.
    const than = list.length === 2 ? thanBefore(q, list[1].start) : -1;
    // "cancelled Physics lessons or cancelled Biology lessons": one cell said again beside each
    // alternative is a condition they share, not the groups compared (those are two cells or more).
    if (list.length >= 2 && values.length >= 2 && (compareCue || than >= 0) && !negated && !compared && !group) {
      compared = { column, values };
      conditionCols.add(column);
      if (than >= 0) use({ start: than, end: list[1].start });
      for (const v of list) for (let i = v.start - 1; i <= v.end; i++) if (['and', 'or', 'vs', 'versus', 'compared', 'to', 'with', 'between', 'compare'].includes(q.tokens[i]?.text ?? '')) used.add(i);
      continue;
    }
    for (const v of list) {
      for (let i = negationOf(v); i >= 0 && i < v.start; i++) ruling.add(i);
      for (let i = v.end, after = excludedAfter(v); i < after; i++) ruling.add(i);
      const around = ruledAround(v);
      // The rows' noun inside it ("non-void tickets") is read as the rows, not as the ruling out.
      for (let i = around?.start ?? 0; around && i < around.end; i++) if (!inSpan(i, v) && !ROW_STAND_INS.has(q.tokens[i].text) && !src.tables.some((t) => namesRows(t, q.tokens[i]))) ruling.add(i);
      use(around);
      for (const i of ruling) used.add(i);
      const between = q.tokens[v.end]?.text;
      if ((between === 'or' || between === 'and' || between === 'nor') && list.some((o) => o.start === v.end + 1)) used.add(v.end);
    }
    // "What % of non-void pledges ended up forfeited?": in a share the cell ruled out keeps the
    // whole's rows, the cell wanted picks the part, each where it is said.
    const ruledOutMentions = list.filter(isNegated);
    // "Of the pledges that ended redeemed or forfeited, what percentage were redeemed?": a cell said
    // again after its alternatives picks the part, the alternatives the whole.
    const last = list.at(-1)!;
    const repeated = shareAt >= 0 && !negated && ruledOut.length === 0 && list.length >= 3 && list.slice(0, -1).some((o) => o.values.length === last.values.length && o.values.every((x) => last.values.includes(x)));
    if (repeated) {
      addCondition({ kind: 'in', column: column.ref, values, negate: false }, Math.min(...list.map((v) => v.start)));
      addCondition({ kind: 'in', column: column.ref, values: last.values, negate: false }, last.start);
    } else if (shareAt >= 0 && ruledOut.length > 0) {
      addCondition({ kind: 'in', column: column.ref, values, negate: false }, Math.min(...list.filter((v) => !isNegated(v)).map((v) => v.start)));
      const whole: Condition = { kind: 'in', column: column.ref, values: [...new Set(ruledOut)], negate: true };
      wholeOnly.add(whole);
      addCondition(whole, Math.min(...ruledOutMentions.map((v) => v.start)));
    } else addCondition({ kind: 'in', column: column.ref, values, negate: negated }, Math.min(...list.map((v) => v.start)));
    // "accepted loads" beside "Accepted - regraded": the cell's sub-kinds may be meant too.
    for (const v of values) {
      const kinds = subKindCells(column, v, values);
      if (kinds.length) caveats.push(`I took only the rows whose ${column.label} is exactly "${v}"; ${kinds.map((k) => `"${k}"`).join(', ')} begin${kinds.length === 1 ? 's' : ''} with it too.`);
    }
    conditionCols.add(column);
  }

  // "rides that ended at Riverside" where Riverside is a start_station: the other end of the trip.
  for (const column of conditionCols) {
    const opposite = oppositeEndSaid(q, column);
    if (opposite) return decline(`The question says "${opposite}", but the only column holding that value is ${column.label}.`, [opposite], true);
  }
  // Columns named right next to their cell ("the city Berlin", "department Engineering"), and
  // header words of the cell's column beside it ("US guests" for Guest Country = US).
  for (const m of cols) if (conditionCols.has(m.column)) use(m);
  for (const m of cols) if (!used.has(m.start) && besideItsCell(q, m, vals.filter((v) => conditionCols.has(v.column)))) use(m);
  // "vehicle V-117": a word of the cell's own header right before it, read by another header too.
  for (const v of vals) if (conditionCols.has(v.column) && v.start > 0 && v.column.stems.includes(q.tokens[v.start - 1].stem)) used.add(v.start - 1);

  // "the average number of donations per session": each session's count of rows, averaged.
  const perGroupCount = agg.fn === 'avg' && !sup && !top && !absence && !compared && shareAt < 0 ? countsPerGroup(q, src.tables[0], cols, vals, agg.at, countAt) : null;
  if (perGroupCount && !conditionCols.has(perGroupCount.group.column)) {
    // "the average number of items per order" over item lines holding a qty: the lines or the units (units-per-group.ts).
    const unitsDoubt = unitsPerGroupDoubt(q, src.tables[0], perGroupCount);
    if (unitsDoubt) return decline(unitsDoubt);
    for (const s of perGroupCount.spans) use(s);
    return finish({ fn: 'count', per: perGroupCount.group.column.ref }, conditions, { kind: 'scalar' });
  }

  if (absence) {
    // The lookup rows with no fact rows: counted or listed. Conditions on the fact table's columns
    // ("no rides in June 2025") say which fact rows must be missing; the others filter the lookup rows.
    if (group || sup || top || agg.fn || compared) return decline('The question asks about the rows that have none of another table\'s rows in a way I can only answer by counting or listing them, or as a share of them.');
    const facts = conditions.filter((c) => c.column.table === fact.name);
    const rest = conditions.filter((c) => !facts.includes(c));
    const unmatched = absence.atLeast ? { conditions: facts, atLeast: absence.atLeast } : { conditions: facts };
    // "What share of admissions had at least one bed move": those lookup rows over all of them.
    // A condition on the lookup rows said after the related rows may be the part's ("... are in Kent"): not read.
    const partSaid = rest.some((c) => (conditionAt.get(c) ?? 0) > absence.span.start);
    if (shareAt >= 0) return absence.span.start > shareAt && !partSaid ? finish({ fn: 'count' }, rest, { kind: 'share', part: [] }, { ...unmatched, asPart: true }) : decline('I could not tell what share of which rows the question asks for.');
    if (countAt >= 0) return finish({ fn: 'count' }, rest, { kind: 'scalar' }, unmatched);
    const names = src.tables[1].nameColumn;
    if (opener >= 0 && opener <= 1 && names) return finish({ fn: 'count' }, rest, { kind: 'list', column: names.ref }, unmatched);
    return decline('I could not tell whether the question asks to count the rows that have none, or to list them.');
  }

  let shape: Shape;
  let measure: Measure | Decline;
  const nameCol = src.tables[0].nameColumn;

  // "How many units", "number of conversions": the measure added up, not rows counted.
  // A price or an amount is never what "how many" adds up: "how many items sold" beside a price column.
  const countedMeasure = countedFigure({
    q, fact: src.tables[0], countAt, countWords, measureMention, isCountable,
    namesRowsOnly: (i) => entityWord(src, q, i) && !modifierOfTableName(src, q.tokens[i]),
    conditionValueAt: (i) => vals.some((v) => conditionCols.has(v.column) && v.start <= i && i < v.end),
  });
  // "average transaction value" over sales lines sharing a receipt_no: the lines' takings over the
  // distinct receipts, never the average line (value-per-whole.ts).
  // "per receipt" read as a group by receipt_no is that whole, not a breakdown by it.
  const wholeValue = agg.fn === 'avg' && !top && !sup ? valuePerWhole(q, src.tables[0], src.catalog.tables, cols) : null;
  if (wholeValue && (!group || group.column === wholeValue.whole.column)) {
    if (group) use(group);
    use(wholeValue.whole);
    used.add(wholeValue.worthAt);
    if (wholeValue.perAt >= 0) used.add(wholeValue.perAt);
    return finish({ fn: 'sum', column: wholeValue.money.ref, perWhole: wholeValue.whole.column.ref }, conditions, { kind: 'scalar' });
  }
  // "fare per kilometre", "box office per ticket sold", "units per order line": the total of one
  // measure over the total of the one named right after "per" (an average per row would weight
  // small rows as much as large ones).
  const perAt = q.tokens.findIndex((t, i) => t.text === 'per' && !used.has(i));
  const per = perAt > 0 ? cols.find((m) => m.start === perAt + 1 && m.column.role === 'measure' && !m.column.span && !conditionCols.has(m.column)) : undefined;
  const over = per ? measureMentions.filter((m) => m.end <= perAt && m.column !== per.column && !m.column.span).sort((a, b) => b.end - a.end)[0] : undefined;
  if (per && over && !group && !top && !sup && (agg.fn === null || agg.fn === 'avg')) {
    used.add(perAt);
    use(per);
    use(over);
    return finish({ fn: 'ratio', column: over.column.ref, per: per.column.ref }, conditions, { kind: 'scalar' });
  }
  // The days between a row's two dates, as its measure or in a condition ("shipped more than 5 days
  // after they were ordered"): the dates' own headers and the words linking them are part of it.
  const spans = [measureCol, ...conditionCols].filter((c): c is CatalogColumn => c?.span != null);
  for (const span of spans) {
    for (const m of cols) if ((sameRef(m.column.ref, span.span!.from) || sameRef(m.column.ref, span.span!.to)) && !conditionCols.has(m.column)) use(m);
    for (const [i, t] of q.tokens.entries()) if (SPAN_LINKS.has(t.text)) used.add(i);
  }
  if (measureCol?.span && !groupByWord && !top) {
    if (measureMention) use(measureMention);
    const fn = agg.fn ?? (sup ? (sup.desc ? 'max' : 'min') : null);
    if (!fn) return decline(`The question asks for the ${measureCol.label} without saying how to combine them (an average, a median, the longest?).`);
    if (sup && !agg.fn && group) return finish({ fn: 'count' }, conditions, { kind: 'top_rows', label: rowLabel(group.column, fact).ref, rankBy: measureCol.ref, desc: sup.desc, n: 1 });
    if (sup && !agg.fn && (has('which') || has('who')) && nameCol) return finish({ fn: 'count' }, conditions, { kind: 'top_rows', label: nameCol.ref, rankBy: measureCol.ref, desc: sup.desc, n: 1 });
    return finish(measureOf(fn, measureCol), conditions, { kind: 'scalar' });
  }
  // "the largest single order", "the fewest tickets sold for one performance": one row's value
  // ranked, never a total per group; "which customer placed ..." names that row's customer.
  const single = sup && !top && !groupByWord ? singleRowWords(q, src, sup.at) : null;
  if (single) {
    const rankCol = measureCol ?? unitMeasure(q, src);
    if (!rankCol || rankCol.role !== 'measure') return decline('The question asks for the highest or lowest value of one row but names no numeric column to rank by.');
    for (const i of single) used.add(i);
    use(cols.find((m) => m.column === rankCol) ?? null);
    if (group) return finish({ fn: 'count' }, conditions, { kind: 'top_rows', label: rowLabel(group.column, fact).ref, rankBy: rankCol.ref, desc: sup!.desc, n: 1 });
    return finish(measureOf(sup!.desc ? 'max' : 'min', rankCol), conditions, { kind: 'scalar' });
  }
  if (comparedPeriods) {
    const fn: AggregateFn = countedMeasure ? 'sum' : countAt >= 0 ? 'count' : (agg.fn ?? (measureCol ? groupFn(null, measureCol) : 'count'));
    const column = fn === 'count' ? null : (measureCol ?? amountColumn(fact, q));
    return finish(measureOf(fn, column), conditions, { kind: 'breakdown', by: comparedPeriods.column.ref, period: comparedPeriods.unit });
  }

  // "the bounce rate": the share of rows whose flag is set.
  // "the cancellation rate": the share of rows whose status is Cancelled.
  // "the late return rate": the cell may be followed by its own header's words.
  const headerUpTo = (v: ValueMention, i: number) => cols.some((m) => m.column === v.column && m.start === v.end && m.end === i);
  const rateOf = (i: number) =>
    cols.find((m) => m.end === i && flagValues(m.column) !== null)?.column ??
    vals.find((v) => (v.end === i || headerUpTo(v, i)) && v.column.role === 'category')?.column ??
    null;
  const rateAt = q.tokens.findIndex((t, i) => t.text === 'rate' && rateOf(i) !== null);
  // "pass rate by module", "which module has the highest pass rate": a rate per group is not a
  // shape the reading has; one rate over all the rows would answer another question.
  const perGroup = group !== null && (groupByWord || sup !== null || top !== null);
  // "fail rate by test", "which matrix has the highest fail rate": the rate of each group, read as
  // over all the rows below; a share per group ("what share ... per depot") is not read yet.
  if (shareAt >= 0 && perGroup) return decline(`The question asks for a share for each ${group!.column.label}; I can give it only over all the rows in scope, one at a time.`);
  if (rateAt >= 0 && perGroup && (rateOf(rateAt) === group!.column || groupPeriod || compared)) return decline(`The question asks for a rate for each ${group!.column.label} in a way I cannot read.`);
  if (rateAt >= 0 && shareAt < 0) {
    const flagCol = rateOf(rateAt)!;
    const part = conditions.filter((c) => c.column.table === flagCol.ref.table && c.column.column === flagCol.ref.column);
    used.add(rateAt);
    for (const m of cols) if (m.column === flagCol) use(m);
    // A rate is taken over the rows whose cell is known: blank statuses are neither late nor on time.
    const known: Condition[] = flagCol.stats.nullCount > 0 ? [{ kind: 'missing', column: flagCol.ref, negate: true }] : [];
    // Rows with no outcome yet or at all (withdrawn, cancelled, pending) are neither passed nor
    // failed: "the pass rate" is passed / (passed + failed). A rate of such a status itself ("the
    // cancellation rate") is over every row. The reading line names the cells left out.
    const partCells = part.flatMap((c) => (c.kind === 'in' ? c.values : []));
    const noOutcomeCell = (v: string) => NO_OUTCOME_CELLS.has(v.trim().toLowerCase());
    // A no-show rate is, like the cancellation rate, over every row (missed-rates.ts).
    const noOutcome = partCells.some((v) => noOutcomeCell(v) || missedCell(v)) ? [] : [...flagCol.valueCounts.keys()].filter(noOutcomeCell);
    const decided: Condition[] = noOutcome.length ? [{ kind: 'in', column: flagCol.ref, values: noOutcome, negate: true }] : [];
    // Whether those rows belong in the whole is the asker's convention (a pass rate usually leaves
    // withdrawals out, a no-show rate is often taken over every booking): said, not assumed.
    if (noOutcome.length) caveats.push(`I left the rows whose ${flagCol.label} is ${noOutcome.join(' or ')} out of the whole, as having no outcome; taken over every row the rate would be lower.`);
    const scope = [...conditions.filter((c) => !part.includes(c)), ...known, ...decided];
    if (perGroup && part.length) {
      use(group);
      return finish({ fn: 'count' }, scope, sup || top ? { kind: 'top_groups', by: group!.column.ref, desc: sup?.desc ?? !has('bottom'), n: top?.n ?? 1, period: null, part } : { kind: 'breakdown', by: group!.column.ref, period: null, part });
    }
    return finish({ fn: 'count' }, scope, { kind: 'share', part });
  }
  if (shareAt >= 0) {
    // The part is what follows the verb ("... are in Engineering", "... included a wetsuit"); the rest is the base.
    // "What proportion of Leeds inspections failed?": a cell said as its verb is the part.
    const participle = (i: number) => /ed$/.test(q.tokens[i].text) && vals.some((v) => v.start === i && v.end === i + 1 && !v.values.some((x) => x.toLowerCase() === q.tokens[i].text));
    const verbFound = q.tokens.findIndex((t, i) => i > shareAt && (VERBS.has(t.text) || HAVING_VERBS.has(t.text) || participle(i)));
    const verbAt = verbFound >= 0 && participle(verbFound) ? verbFound - 1 : verbFound;
    const partFromVerb = conditions.filter((c) => (conditionAt.get(c) ?? q.tokens.length) > verbAt && verbAt >= 0);
    // "What share of completed washes were member washes?": the conditions said before the verb
    // describe the whole; words after it that no condition reads are the part, unread. Taking the
    // whole's own condition as the part would answer another share.
    if (verbAt >= 0 && !partFromVerb.length && conditions.length > 0 && partUnreadAfter(q, verbFound))
      return decline(`The question asks what share of its rows were ${partUnreadAfter(q, verbFound)}, which I could not read as a condition on the data.`);
    const saidPart = partFromVerb.length ? partFromVerb : conditions.slice(-1);
    // "What % of trips were cancelled in 2025?": a period said with the part's own condition scopes
    // the whole too (the share among 2025's trips). A period alone is the part ("what share of
    // orders came in March?").
    const partSaid = saidPart.some((c) => c.kind !== 'period') ? saidPart.filter((c) => c.kind !== 'period') : saidPart;
    // "What % of pledges not voided were forfeited?": the cell ruled out keeps the whole's rows.
    const part = partSaid.every((c) => wholeOnly.has(c)) ? partSaid : partSaid.filter((c) => !wholeOnly.has(c));
    if (part.length === 0) return decline('The question asks for a share but names no condition to take the share of.');
    if (!partFromVerb.length && conditions.length > 1) caveats.push('The question does not say which of its conditions is the part and which the rows to take the share of; I took the last one as the part.');
    const base = conditions.filter((c) => !part.includes(c));
    // "What percentage of weddings had uplighting?": the share of the parent rows having such lines (share-of-parent-rows.ts).
    const parentShare = !measureMention && !moneyWholeOfShare(q, shareAt, fact) ? shareOfParentRows(q, src, shareAt, verbAt, base, part) : null;
    if (parentShare && isDecline(parentShare)) return parentShare;
    if (parentShare) return finish({ fn: 'count' }, parentShare.base, { kind: 'share', part: [] }, parentShare.unmatched);
    // "share of revenue" is a share of a sum; "share of orders" a share of rows.
    // "share of all logged hours were overtime": the measure may stand further off, before the part's verb.
    // "% of claims paid by bank transfer": the verb restating the part's cell is not the measure.
    const ofMeasure =
      measureMention &&
      !(measureMention.synonym && cellVerbs.includes(measureMention.start)) &&
      !pluralRowNounOfAmount(q.tokens, measureMention) &&
      measureMention.start > shareAt &&
      (measureMention.start <= shareAt + 3 || (q.tokens[shareAt + 1]?.text === 'of' && verbAt > measureMention.start));
    // "share of the invoiced total", "share of our takings": the whole is money, added up (share-of-money-whole.ts).
    const moneyWhole = ofMeasure ? null : moneyWholeOfShare(q, shareAt, fact);
    measure = ofMeasure ? measureOf('sum', measureCol) : moneyWhole ? measureOf('sum', moneyWhole.column) : { fn: 'count' };
    if (measureMention && ofMeasure) use(measureMention);
    if (moneyWhole) use(moneyWhole.span);
    shape = { kind: 'share', part };
    return finish(measure, base, shape);
  }

  if (compared) {
    // "spend more" compares the money, "more orders" the rows; "do more" names neither.
    if (eitherOr && !measureCol && countAt < 0 && !entityAfter(sup!.at))
      return decline(`The question compares ${compared.values.join(' and ')} but does not say by what (an amount, a number of rows?).`);
    // "customers in Leeds or customers in York": the rows' people named beside each group say whose rows they are.
    const groupAt = new Set((byColumn.get(compared.column) ?? []).map((v) => v.start));
    for (const m of cols) if (m.column.role !== 'measure' && ['in', 'from', 'at'].includes(q.tokens[m.end]?.text ?? '') && groupAt.has(m.end + 1)) use({ start: m.start, end: m.end + 1 });
    // "How many more tonnes did Southmead collect": a quantity counted is added up, not its rows counted.
    const fn = countedMeasure ? (agg.fn ?? 'sum') : countAt >= 0 ? 'count' : (agg.fn ?? (measureCol ? groupFn(null, measureCol) : 'count'));
    // "How much more did North make than South" asks an amount: with none named, rows are not counted instead.
    if (fn === 'count' && countAt < 0 && asksHowMuch(q)) return decline(`The question asks how much ${compared.values.join(' and ')} differ but names no amount I can tell (a column of money or a quantity).`);
    measure = measureOf(fn, measureCol);
    if (measureMention) use(measureMention);
    use(wordSpan(q, 'which'));
    // "the difference between Online and Retail": the comparison states it.
    use(wordSpan(q, 'difference'));
    // "Sales split between trade and retail": a total split between the groups named after it is
    // their comparison. Only a total: a split of an average ("boxes split between ...") is no such thing.
    if (fn === 'sum') for (const [i, t] of q.tokens.entries()) if (t.text === 'split' && q.tokens[i + 1]?.text === 'between') used.add(i);
    // "How much more", "the difference between": how far apart the two are is the answer.
    const difference = compared.values.length === 2 && asksDifference(q) ? { difference: true as const } : {};
    return finish(measure, conditions, { kind: 'compare', by: compared.column.ref, values: compared.values, ...(sup && !sup.desc ? { lower: true as const } : {}), ...difference });
  }

  if (group && (groupByWord || sup || top)) {
    // "Which farm had the last completed shearing?": the group of the row last in time, not the group
    // with the most rows nor the most money; that row's group is not read here.
    if (byTime && !groupByWord && !top && !measureCol && !agg.fn && countAt < 0 && sup !== null && sup.at + 1 < q.tokens.length && !groupPeriod) {
      return decline(`"${q.tokens[sup.at].raw}" asks for the ${group.column.label} of the ${sup.desc ? 'latest' : 'earliest'} row, which I cannot read with confidence.`);
    }
    const counting = sup !== null && ['most', 'fewest', 'least', 'busiest', 'quietest'].includes(q.tokens[sup.at].text);
    // "the most cargo weight" per group is its total; "the highest rating" its average, said so.
    // "Which quarter had the highest revenue": a period's amount is its total, as the most of it is.
    const totalled = measureCol !== null && !isIntensive(measureCol) && (counting || groupPeriod !== null);
    // "Fares by pickup zone": money that changed hands, per group, is its total (money-per-group.ts);
    // not where the word read as the money names the rows themselves ("quotes by status" beside Quoted).
    const moneyTotal =
      !sup &&
      !top &&
      measureCol !== null &&
      moneyTotalledPerGroup(measureCol, (c) => isIntensive(c) || c.words.some((w) => PAY_LEVELS.has(w))) &&
      !(measureMention && q.tokens.slice(measureMention.start, measureMention.end).some((t) => namesRows(fact, t)));
    const implicit: AggregateFn = counting && !measureCol ? 'count' : totalled || moneyTotal ? 'sum' : groupFn(null, measureCol);
    // "Which item do we quote for most often": how often is a count of rows, though the verb
    // ("quote") touches an amount's header ("Quoted (GBP)"); only an aggregate said takes the amount.
    const fn: AggregateFn = countedMeasure ? 'sum' : countAt >= 0 || (often && !agg.fn) ? 'count' : (agg.fn ?? implicit);
    if (often && !agg.fn && measureMention && measureMention.end - measureMention.start === 1) use(measureMention);
    if (!agg.fn && fn === 'avg' && measureCol && (sup || top)) caveats.push(rankedByAverage(measureCol.label));
    // "by site" of a measure that is neither clearly additive nor a level (a price, a score): said so.
    // A pay level ("monthly salary by team") is a level of each person but adds up to the group's pay bill: either may be meant.
    else if (!agg.fn && fn === 'avg' && measureCol && (!isIntensive(measureCol) || measureCol.words.some((w) => PAY_LEVELS.has(w)))) caveats.push(averagedPerGroup(measureCol.label));
    // "Which site has the most sensors", "number of sensors per site": things named by a column
    // that repeats over the rows (readings of a sensor) are counted once each, not row by row.
    const entity = fn === 'count' ? countedEntity(q, cols, group, countAt >= 0 ? countAt : (sup?.at ?? -1), fact, conditionCols, used) : null;
    // "Which employee has worked on the most (different) projects?" over timesheets joined to the
    // projects they refer to: the projects are counted once each, not the timesheet rows.
    const lookupRows = fn === 'count' && !entity ? countedLookupRows(q, src, countAt >= 0 ? countAt + countWords - 1 : (sup?.at ?? -1), group.column) : -1;
    if (lookupRows >= 0 && src.join) {
      used.add(lookupRows);
      return finish({ fn: 'count_distinct', column: src.join.left }, conditions, sup || top ? { kind: 'top_groups', by: group.column.ref, desc: sup?.desc ?? !has('bottom'), n: top?.n ?? 1, period: groupPeriod } : { kind: 'breakdown', by: group.column.ref, period: groupPeriod });
    }
    if (entity) {
      use(entity);
      // "Which ward admitted the most patients" over admissions: the verb is the rows' own event,
      // so each admission may count (a patient admitted twice) as well as each patient once.
      const eventVerb = q.tokens.find((t, i) => /ed$/.test(t.text) && !inSpan(i, entity) && nameWords(fact.name).some((w) => sameRoot(w, t.text)));
      if (eventVerb) caveats.push(`I counted each ${entity.column.label} once; counting the rows of ${fact.label} (each time one was ${eventVerb.text}) would give a different figure.`);
      return finish({ fn: 'count_distinct', column: entity.column.ref }, conditions, sup || top ? { kind: 'top_groups', by: group.column.ref, desc: sup?.desc ?? !has('bottom'), n: top?.n ?? 1, period: groupPeriod } : { kind: 'breakdown', by: group.column.ref, period: groupPeriod });
    }
    // "Expense total by quarter": the table's one amount, as a total said without its column.
    measure = measureOf(fn, fn === 'count' ? null : (measureCol ?? (fn === 'sum' || fn === 'avg' ? amountColumn(fact, q) : null)));
    if (measureMention && fn !== 'count') use(measureMention);
    const byRef = group.column.ref;
    // Every filled cell once: a summary row (TOTAL) with a blank id does not make ids repeat.
    const unique = !groupPeriod && group.column.stats.distinctCount + group.column.stats.nullCount === src.tables[0].rowCount && group.column.ref.table === src.tables[0].name;
    if ((sup || top) && !groupByWord && unique && measureCol && !agg.fn) {
      // "Which product has the highest price" over a table of products: the rows themselves.
      return finish({ fn: 'count' }, conditions, { kind: 'top_rows', label: rowLabel(group.column, fact).ref, rankBy: measureCol.ref, desc: sup?.desc ?? true, n: top?.n ?? 1 });
    }
    if (fn === 'count' && unique) return decline(`Every ${group.column.label} occurs once, so counting rows per ${group.column.label} cannot rank them.`);
    if (sup || top) return finish(measure, conditions, { kind: 'top_groups', by: byRef, desc: sup?.desc ?? !has('bottom'), n: top?.n ?? 1, period: groupPeriod });
    return finish(measure, conditions, { kind: 'breakdown', by: byRef, period: groupPeriod });
  }

  if (countAt >= 0) {
    // What the counted noun counts: the rows, a column's distinct values, or a figure added up (counted-noun.ts).
    const decision = whatIsCounted({
      q, src, fact, cols, found: found.columns, conditions, conditionCols, countAt, countWords, distinctAt, agg, measureMention, measureMentions, countedMeasure,
      entityWordAt: (i) => entityWord(src, q, i),
      inSource: (c) => inSource(src, c),
      conditionValueAt: (i) => vals.some((v) => conditionCols.has(v.column) && v.start <= i && i < v.end),
    });
    if (decision.counts === 'declined') return decline(decision.reason, decision.words);
    for (const s of decision.uses) use(s);
    // "On average how many children come on an online booking?": the figure averaged (average-how-many.ts).
    if (decision.counts === 'sum') return finish(measureOf(countedFigureFn(agg), decision.column), conditions, { kind: 'scalar' });
    if (decision.counts === 'distinct') return finish({ fn: 'count_distinct', column: decision.column }, conditions, { kind: 'scalar' });
    if (decision.caveat) caveats.push(decision.caveat);
    return finish({ fn: 'count' }, conditions, { kind: 'scalar' });
  }

  if (agg.fn) {
    if (!measureCol) {
      const keyNamed = cols.find((m) => m.column.role === 'key' && !conditionCols.has(m.column));
      if (keyNamed) return measureOf(agg.fn, keyNamed.column) as Decline;
      // "Total invoiced in the North", "the average order value": the table's one amount column.
      const amount = amountColumn(fact, q);
      if ((agg.fn === 'sum' || agg.fn === 'avg') && amount) return finish(measureOf(agg.fn, amount), conditions, { kind: 'scalar' });
      // "Total tickets in 2024" where no amount is implied: the rows themselves, counted.
      const rowsAfter = agg.at + 1;
      if (agg.fn === 'sum' && rowsAfter < q.tokens.length && entityWord(src, q, rowsAfter) && /s$/.test(q.tokens[rowsAfter].text)) {
        used.add(rowsAfter);
        return finish({ fn: 'count' }, conditions, { kind: 'scalar' });
      }
      // Nothing numeric is named: what it asks to calculate is not in the data ("average bonus").
      return decline(`The question asks for ${agg.fn === 'avg' ? 'an average' : agg.fn === 'median' ? 'a median' : 'a total'} but names no numeric column I can find.`, [], agg.fn !== 'sum');
    }
    use(measureMention);
    // "the smallest total charge": "total" is the header's own word (total_charge), not an operation.
    const headerWord = measureMention !== null && !measureMention.synonym && inSpan(agg.at, measureMention) && measureMention.end - measureMention.start >= 2;
    if (sup && headerWord && !top && agg.fn === 'sum') return finish(measureOf(sup.desc ? 'max' : 'min', measureCol), conditions, { kind: 'scalar' });
    if (sup && (nameCol || top)) {
      // "the 3 employees with the highest total"? Ranking rows by an aggregate is not a row ranking.
      return decline('The question combines a ranking with a total or average in a way I cannot read with confidence.');
    }
    return finish(measureOf(agg.fn, measureCol), conditions, { kind: 'scalar' });
  }

  // "When did the last campaign end?": the latest date itself.
  const whenAsked = first === 'when' || findPhrase(q, 'what date') >= 0 || findPhrase(q, 'which date') >= 0;
  const onlyDate = eventDates(fact);
  const dateNamed = cols.find((m) => m.column.role === 'date' && !conditionCols.has(m.column))?.column ?? (onlyDate.length === 1 ? onlyDate[0] : null);
  const standing = sup !== null && longestStanding(q, sup.at);
  if (standing) use({ start: sup.at, end: sup.at + 2 });
  const timeSuperlative = sup !== null && (['last', 'latest', 'first', 'earliest', 'recent', 'newest', 'oldest'].includes(q.tokens[sup.at].text) || standing);
  // "When was the last sale?": the word after the superlative names the rows, even where it is also a header's.
  const nounOnly = measureMention !== null && measureMention.start === (sup?.at ?? -2) + 1 && measureMention.end === measureMention.start + 1 && first === 'when';
  if (sup && whenAsked && dateNamed && (!measureCol || nounOnly || measureCol === impliedAmount) && timeSuperlative) {
    if (nounOnly) use(measureMention);
    return finish(measureOf(earliestFirst(q, sup) ? 'min' : 'max', dateNamed), conditions, { kind: 'scalar' });
  }

  if (sup || top) {
    let desc = sup?.desc ?? !has('bottom');
    const who = has('who') || has('whom') || has('whose');
    // "Which order has the largest amount" names a row; "what is the largest order amount" asks the value.
    // "What is the most we charged for a single booking?": "what is the <superlative>" followed by a
    // clause asks the value even where a money verb names the figure and the rows are named after it.
    // "What is the most expensive product?" (an adjective and the rows' noun after it) still names a row.
    const valueAsked = first === 'what' && (q.tokens[1]?.text === 'is' || q.tokens[1]?.text === 'was') && q.tokens[2]?.text === 'the' && sup?.at === 3 && CLAUSE_OPENERS.has(q.tokens[4]?.text ?? '');
    const entityNamed = (first !== 'what' || (measureMention?.synonym === true && !valueAsked)) && q.tokens.some((t, i) => entityWord(src, q, i) && i > 0);
    const keyRank = cols.find((m) => m.column.role === 'key' && !conditionCols.has(m.column) && m.start > (sup?.at ?? top!.span.start));
    if (!measureCol && keyRank) return measureOf('max', keyRank.column) as Decline;
    // Dates rank by time words only: "the largest invoice" is not the latest one.
    // "Which farm had the last completed shearing?": with no date said, the rows' one event date.
    const timeRank = timeSuperlative ? (cols.find((m) => (m.column.role === 'date' || m.column.role === 'year') && !conditionCols.has(m.column))?.column ?? (!measureCol && byTime && onlyDate.length === 1 ? onlyDate[0] : null)) : null;
    // "the oldest store", "the youngest employee": an age, a date of birth, or the one date of the rows named.
    const ageWord = sup ? ['oldest', 'youngest', 'newest'].includes(q.tokens[sup.at].text) : false;
    const ageRank = !measureCol && !timeRank && ageWord ? ageColumn(fact) : null;
    const rankCol = measureCol ?? timeRank ?? ageRank;
    if (!rankCol) return decline('The question asks for the highest or lowest but names no column to rank by.');
    if (rankCol.role === 'date' && sup) desc = !earliestFirst(q, sup);
    const rankMention = cols.find((m) => m.column === rankCol);
    use(rankMention ?? null);
    const labelMention = cols.find((m) => m.column !== rankCol && !conditionCols.has(m.column) && m.column.role !== 'measure');
    // "What is the longest stay in nights?": the figure asked in the rank column's own unit is the value.
    // A header named after "in" is that figure even where the superlative's own synonym ("longest":
    // a length) named another.
    const inNamed = cols.find((m) => !m.synonym && m.column.role === 'measure' && q.tokens[m.start - 1]?.text === 'in');
    const unitOfRank = q.tokens.some((t, i) => t.text === 'in' && UNIT_WORDS.has(q.tokens[i + 1]?.text ?? '') && rankCol.words.some((w) => sameUnit(w, q.tokens[i + 1].text)));
    const valueCol = inNamed && (!rankMention || rankMention.synonym || rankMention.column === inNamed.column) ? inNamed.column : unitOfRank ? rankCol : null;
    if (first === 'what' && valueCol && !who && !top && !labelMention && valueCol.role === 'measure') {
      use(inNamed ?? rankMention ?? null);
      return finish(measureOf(desc ? 'max' : 'min', valueCol), conditions, { kind: 'scalar' });
    }
    // "cheapest Agility Intro session fee", "most defects found on a single MOT?": a headline that
    // opens with the superlative and names the figure's own header asks that figure, not a row.
    // Only where no column names the rows: there a row could not be the answer anyway.
    if (headlineFigure(q, sup, rankCol, cols) && !who && !top && !labelMention && !nameCol) {
      use(cols.find((m) => m.column === rankCol && !m.synonym) ?? null);
      return finish(measureOf(desc ? 'max' : 'min', rankCol), conditions, { kind: 'scalar' });
    }
    if (who || entityNamed || top || labelMention) {
      // "Which campaign": named by the campaign's name rather than its id.
      // "Who resolved a ticket fastest?" where the rows' name column is an attribute (customer_tier):
      // the person the row is assigned to, said to be one reading of the words.
      const person = !labelMention && who && !namesPeople(fact) ? peopleColumn(fact, conditionCols) : null;
      if (person) caveats.push(`I named the ${person.label} of the single row that ranks first; ranking each ${person.label} by an average or a total would answer differently.`);
      const label = labelMention ? rowLabel(labelMention.column, fact) : (person ?? nameCol);
      if (!label) return decline('The question asks which row ranks first, but the table has no column naming its rows.');
      if (who && !labelMention && !person && !namesPeople(fact)) return decline(`The question asks who, but ${label.label} does not name people.`);
      use(labelMention ?? null);
      // "Who spent the most on Travel?" over claims: the person whose claims add up to the most,
      // not the one with the largest single claim, where the names repeat over the rows.
      const totalledPerName = sup !== null && !top && COUNTING_SUPERLATIVES.has(q.tokens[sup.at].text) && rankCol.role === 'measure' && isAdditive(rankCol) && label.stats.distinctCount < fact.rowCount && label.ref.table === fact.name;
      if (totalledPerName) return finish(measureOf('sum', rankCol), conditions, { kind: 'top_groups', by: label.ref, desc, n: 1 });
      // "Top 3 members by arrows shot" over bookings: each member's arrows added up (top-things-by-total.ts).
      if (top && !top.all && rankCol.role === 'measure' && topThingsByTotal(q, top.span.end, fact, src.tables, label, isAdditive(rankCol) || isCountable(rankCol))) {
        return finish(measureOf('sum', rankCol), conditions, { kind: 'top_groups', by: label.ref, desc, n: top.n });
      }
      return finish({ fn: 'count' }, conditions, { kind: 'top_rows', label: label.ref, rankBy: rankCol.ref, desc, n: top?.n ?? 1 });
    }
    if (rankCol.role === 'measure' || rankCol.role === 'date' || rankCol.role === 'year') return finish(measureOf(desc ? 'max' : 'min', rankCol), conditions, { kind: 'scalar' });
  }

  // A named row's attribute: "What is the salary of Ana Lopez?", "Which city is Ana Lopez in?"
  // "Card bills since 1 October" (no question word): "bills" names the rows (bill_id's word), not a
  // column to look up; "which bills ..." still asks for their ids.
  // "Qty in June, paid orders": beside a figure named, a key's plural right after a kept cell names the
  // rows the cell keeps, not the key to look up ("paid orders in June" alone still lists them).
  const keptCellBefore = (i: number) => vals.some((v) => v.end === i && conditionCols.has(v.column));
  const figureNamedBeside = (m: ColumnMention) => cols.some((o) => o !== m && o.column.role === 'measure' && !conditionCols.has(o.column));
  const rowNounOnly = (m: ColumnMention) =>
    opener < 0 && m.column.role === 'key' && m.end - m.start === 1 && (entityWord(src, q, m.start) || (/s$/.test(q.tokens[m.start].text) && keptCellBefore(m.start) && figureNamedBeside(m)));
  // "The value of the refunded orders": the money those rows came to, their total, whatever else
  // names a column ("orders" beside ordered_on) (value-of-rows.ts).
  const valueOf = conditions.length > 0 ? cols.find((m) => m.synonym && !conditionCols.has(m.column) && isAdditive(m.column) && src.tables.some((t) => valueOfRowsMentions(q, t).some((v) => v.at === m.start && v.column === m.column))) : undefined;
  if (valueOf) {
    use(valueOf);
    return finish(measureOf('sum', valueOf.column), conditions, { kind: 'scalar' });
  }
  const firstNamed = cols.find((m) => !conditionCols.has(m.column) && !rowNounOnly(m));
  // "materials spend last month", "supplier spend in 2025": a header said before a money noun that
  // names a measure only qualifies it; the compound's head, the money, is what is asked.
  // So does one before a word for money taken in ("hire revenue last month" beside hire_days).
  const headAfter = firstNamed && (firstNamed.column.role !== 'measure' || qualifiesTakings(firstNamed)) ? cols.find((m) => m.start === firstNamed.end && m.column.role === 'measure' && m.column !== firstNamed.column && !conditionCols.has(m.column) && (SPEND_NOUNS.has(q.tokens[m.start].text) || takingsWord(q.tokens[m.start]))) : undefined;
  if (headAfter && firstNamed && firstNamed.column.role === 'measure') use(firstNamed);
  const target = headAfter ?? firstNamed;
  const namesRow = conditions.some((c) => c.kind === 'in' && (findColumnIn(src, c.column)?.stats.distinctCount ?? 0) >= 0.9 * fact.rowCount);
  if (target && conditions.length > 0 && target.column.role === 'measure' && !namesRow) {
    // "MRR of subscriptions started in March 2024": an amount over rows is their total.
    // "Revenue in Q1", "turnover in March": a word for a total of money, said alone, is its sum.
    const moneyWord = cols.some((m) => m.column === target.column && TOTAL_MONEY_WORDS.has(takingsStem(q.tokens[m.start])));
    // "Units sold in June, paid orders": a quantity said as the things that went out is their total (quantity-sold-headline.ts).
    const soldSaid = quantitySoldSaid(q, target.start, target.end, target.column);
    if (isAdditive(target.column) && (!target.synonym || moneyWord || soldSaid)) {
      use(target);
      if (soldSaid) used.add(target.end);
      return finish(measureOf('sum', target.column), conditions, { kind: 'scalar' });
    }
    return decline(`The question names ${target.column.label} for many rows without saying how to combine them (a total, an average, the highest?).`);
  }
  if (target && conditions.length > 0) {
    use(target);
    return finish({ fn: 'count' }, conditions, { kind: 'lookup', column: target.column.ref });
  }
  // "Which employees work in Berlin?", "List the customers in Canada." Only when a word names the
  // rows listed (or "who" asks for people): "what did we sell in Q3" is no list of customer names.
  const namesListed = nameCol !== null && (q.tokens.some((t, i) => entityWord(src, q, i) || nameCol.stems.includes(t.stem)) || ['who', 'whom', 'whose'].includes(q.tokens[opener]?.text ?? ''));
  if (conditions.length > 0 && (opener >= 0 || first === 'list' || first === 'show') && nameCol && namesListed) {
    // "students who signed up since 1 August": each student once, though two share a name (people-listed-per-row.ts).
    return finish({ fn: 'count' }, conditions, { kind: listedRowByRow(q.tokens, src.tables[0], nameCol, src.join !== null) ? 'lookup' : 'list', column: nameCol.ref });
  }
  // "bookings with at least 5 nights", "shipments from US in 2024", "card bills since 1 October":
  // the rows that match, counted. Cells read as conditions may come before the row noun.
  const inCondition = (i: number) => vals.some((v) => inSpan(i, v) && conditionCols.has(v.column)) || ruling.has(i);
  const lead = q.tokens.findIndex((t, i) => !FILLER.has(t.text) && !EMPTY_WORDS.has(t.text) && !inCondition(i));
  const wordsBefore = q.tokens.slice(0, Math.max(0, lead)).filter((_, i) => !inCondition(i)).length;
  // "events in the last 30 days" over bookings with an event_date: each row is one event, named by
  // the noun of its date header (dated-row-noun.ts), so the rows are counted too.
  const datedRows = (i: number) => fact.columns.some((c) => c.role === 'date' && c.words.length === 2 && ['date', 'day'].includes(c.words[1]) && stem(c.words[0]) === q.tokens[i].stem) && !fact.columns.some((c) => c.role !== 'date' && c.stems.includes(q.tokens[i].stem));
  if (conditions.length > 0 && lead >= 0 && wordsBefore <= 1 && (entityWord(src, q, lead) || datedRows(lead)) && /s$/.test(q.tokens[lead].text)) {
    used.add(lead);
    return finish({ fn: 'count' }, conditions, { kind: 'scalar' });
  }
  // "breakdowns in August": a cell said in the plural names the rows holding it (cell-plural-rows.ts).
  if (conditions.length > 0 && opener < 0 && cellPluralLead(q, vals.filter((v) => conditionCols.has(v.column)), periods, (w) => FILLER.has(w) || EMPTY_WORDS.has(w)) >= 0) {
    return finish({ fn: 'count' }, conditions, { kind: 'scalar' });
  }
  return decline('I could not tell which calculation the question asks for.');
}

/**
 * Where the counted noun after `after` ("the most projects", "the most different projects") names
 * the rows of the lookup the facts refer to, not the facts' own rows (-1: it does not): each
 * lookup row is then counted once, by the facts' reference to it.
 */
function countedLookupRows(q: Question, src: Source, after: number, by: CatalogColumn): number {
  if (after < 0 || !src.join || src.then || src.tables.length !== 2) return -1;
  const [fact, lookup] = src.tables;
  // Grouped by a column of the lookup itself ("regions with the most customers"), the lookup's own rows may be meant.
  if (by.ref.table !== fact.name) return -1;
  let i = after + 1;
  while (i < q.tokens.length && i <= after + 2 && DISTINCT_WORDS.has(q.tokens[i].text)) i++;
  const tok = q.tokens[i];
  return tok && /s$/.test(tok.text) && namesRows(lookup, tok) && !namesRows(fact, tok) ? i : -1;
}

/** The things a count per group is of, when they are a column's values rather than the rows ("the most sensors"). */
function countedEntity(q: Question, cols: ColumnMention[], group: ColumnMention, after: number, fact: CatalogTable, conditionCols: Set<CatalogColumn>, used: Set<number>): ColumnMention | null {
  if (after < 0) return null;
  const m = cols.find((x) => x.start > after && x.start <= after + 3 && !used.has(x.start) && x.column !== group.column && !conditionCols.has(x.column));
  if (!m || (m.column.role !== 'key' && m.column.role !== 'category') || m.column.ref.table !== fact.name) return null;
  // A column unique per row names the rows themselves: counting them is counting rows.
  if (m.column.stats.distinctCount >= fact.rowCount) return null;
  return /s$/.test(q.tokens[m.end - 1].text) ? m : null;
}

/**
 * A date header's word said as a verb: "brewed", "cancelled" (a past participle that is not the
 * header word itself), or "brew" after a subject ("do we brew").
 */
function dateVerbAt(q: Question, i: number): boolean {
  const t = q.tokens[i];
  if (/ed$/.test(t.text)) return true;
  return ['we', 'they', 'you', 'i'].includes(q.tokens[i - 1]?.text ?? '');
}

const BIRTH_WORDS = ['birth', 'dob', 'born', 'birthday'];
const isBirthDate = (c: CatalogColumn) => c.words.some((w) => BIRTH_WORDS.includes(w));

/**
 * The dates of the rows' own event: a date of birth describes a person, not when the row happened,
 * so "visits in 2024" and "the most recent visit" take the visit date even where it comes second.
 */
function eventDates(fact: CatalogTable): CatalogColumn[] {
  return fact.columns.filter((c) => c.role === 'date' && !isBirthDate(c));
}

/** Header words of a column naming the person a row is assigned to or handled by. */
const PERSON_ROLES = new Set(['agent', 'assignee', 'rep', 'representative', 'salesperson', 'clinician', 'doctor', 'driver', 'technician', 'mechanic', 'inspector', 'cashier', 'courier', 'engineer', 'owner', 'handler', 'advisor', 'consultant', 'teacher', 'tutor', 'nurse', 'tester', 'trainer', 'instructor', 'coach', 'stylist', 'groomer', 'therapist', 'examiner', 'assessor', 'surveyor', 'cleaner', 'fitter', 'installer', 'barber', 'photographer', 'vet', 'dentist', 'hygienist', 'physio', 'electrician', 'plumber', 'valuer', 'adviser', 'negotiator']);

/** Header words of a column that classifies rows rather than naming them ("customer_tier"). */
const ATTRIBUTE_WORDS = new Set(['tier', 'type', 'segment', 'category', 'group', 'class', 'level', 'status', 'grade', 'band']);

/** Whether the table's name column names its rows (a name), not an attribute of them (a tier). */
function namesPeople(fact: CatalogTable): boolean {
  return fact.nameColumn !== null && !fact.nameColumn.words.some((w) => ATTRIBUTE_WORDS.has(w));
}

/** The fact table's one column of people by role (assigned_agent), or null when none or several. */
function peopleColumn(fact: CatalogTable, taken: Set<CatalogColumn>): CatalogColumn | null {
  const people = fact.columns.filter((c) => (c.role === 'category' || c.role === 'text') && !taken.has(c) && c.words.some((w) => PERSON_ROLES.has(w)));
  return people.length === 1 ? people[0] : null;
}

/** Words linking a row's two dates when the days between them are asked: "how long did it take to ship". */
const SPAN_LINKS = new Set(['between', 'after', 'before', 'from', 'take', 'took', 'taken', 'it', 'long', 'length', 'they', 'entering', 'entered']);

/** Header words for one end of a journey or span, each with the stems of its other end. */
const OPPOSITE_ENDS: Record<string, string[]> = {
  start: ['end', 'finish'],
  end: ['start', 'begin', 'began'],
  origin: ['destin', 'arriv'],
  destin: ['origin', 'depart', 'departur'],
  pickup: ['dropoff'],
  dropoff: ['pickup'],
};

/** A word of the question naming the other end than the column's header does ("ended" for start_station), or null. */
function oppositeEndSaid(q: Question, column: CatalogColumn): string | null {
  const ends = column.stems.filter((s) => Object.hasOwn(OPPOSITE_ENDS, s));
  if (ends.length === 0 || q.tokens.some((t) => ends.includes(t.stem))) return null;
  return q.tokens.find((t) => ends.some((e) => OPPOSITE_ENDS[e].includes(t.stem)))?.text ?? null;
}

/**
 * Words saying a superlative ranks single rows: "single" or "individual" beside it, or "for one
 * <row>" ("for one performance"). Their positions, or null.
 */
function singleRowWords(q: Question, src: Source, supAt: number): number[] | null {
  const near = q.tokens.findIndex((t, i) => SINGLE_WORDS.has(t.text) && Math.abs(i - supAt) <= 2);
  if (near >= 0) return [near];
  const one = q.tokens.findIndex((t, i) => t.text === 'one' && i > supAt && ['for', 'in', 'on', 'of'].includes(q.tokens[i - 1]?.text ?? '') && i + 1 < q.tokens.length && entityWord(src, q, i + 1));
  return one >= 0 ? [one - 1, one] : null;
}

/** The one numeric column whose header carries a unit the question names ("in minutes"), or null. */
function unitMeasure(q: Question, src: Source): CatalogColumn | null {
  const said = q.tokens.filter((t) => UNIT_WORDS.has(t.text)).map((t) => t.text);
  const withUnit = src.tables[0].columns.filter((c) => c.role === 'measure' && c.words.some((w) => said.some((u) => sameUnit(w, u))));
  return withUnit.length === 1 ? withUnit[0] : null;
}

/** What "oldest" ranks rows by: an age, else a date of birth, else (not for people) the rows' one date. */
function ageColumn(fact: CatalogTable): CatalogColumn | null {
  const age = fact.columns.filter((c) => c.role === 'measure' && c.words.includes('age'));
  if (age.length === 1) return age[0];
  const dates = fact.columns.filter((c) => c.role === 'date');
  const birth = dates.filter(isBirthDate);
  if (birth.length === 1) return birth[0];
  return !isPeopleTable(fact) && dates.length === 1 ? dates[0] : null;
}

/** A cost or price per unit, or one in a catalog other tables refer to by key: adding it up means nothing. */
function perItemFigure(src: Source, ref: ColumnRef): boolean {
  const c = findColumnIn(src, ref);
  if (!c || !c.words.some((w) => ITEM_PRICE_WORDS.has(w))) return false;
  if (c.words.includes('unit') || c.words.includes('per')) return true;
  // A table whose rows carry a date of their own records events (batches brewed, cars sold), not
  // catalogue items, though other tables refer to its rows: its costs add up.
  const table = src.catalog.tables.find((t) => t.name === c.ref.table);
  if (table && eventDates(table).length > 0) return false;
  return sources(src.catalog).some((s) => s.join !== null && !s.oneToOne && s.join.right.table === c.ref.table);
}

/** A price, cost or fee of a table other tables' rows refer to (a catalogue), whatever its dates. */
function lookupPrice(src: Source, ref: ColumnRef): boolean {
  const c = findColumnIn(src, ref);
  if (!c || !c.words.some((w) => ITEM_PRICE_WORDS.has(w))) return false;
  // The price of a table of sales (pass_sales, whose passes the scans refer to) is what each sale took.
  const own = src.catalog.tables.find((t) => t.name === c.ref.table);
  if (own && salePriceColumn(own, src.catalog) === c) return false;
  return sources(src.catalog).some((s) => s.join !== null && !s.oneToOne && s.join.right.table === c.ref.table);
}

function findColumnIn(src: Source, ref: ColumnRef): CatalogColumn | null {
  return src.tables.flatMap((t) => t.columns).find((c) => c.ref.table === ref.table && c.ref.column === ref.column) ?? null;
}

/**
 * Groups named by an id that refers to another table's rows ("which customer", grouped by
 * customer_id) are shown by that table's names: the reading joins the lookup table.
 */
export function namedGroups(reading: Reading, catalog: Catalog, q?: Question): Reading {
  const shape = reading.shape;
  if ((shape.kind !== 'top_groups' && shape.kind !== 'breakdown') || (shape.kind === 'breakdown' && shape.period)) return reading;
  if (reading.join && reading.join.left.column !== shape.by.column) return reading;
  const fact = catalog.tables.find((t) => t.name === reading.tables[0]);
  const by = fact?.columns.find((c) => c.ref.column === shape.by.column && c.ref.table === shape.by.table);
  if (!fact || !by) return reading;
  if (by.role !== 'key') return codeDescribed(reading, fact, by);
  for (const dim of catalog.tables) {
    // A column that repeats over the dimension's rows (a job's customer) does not name them: the
    // groups asked for are the rows themselves, shown by their key.
    if (dim === fact || !dim.nameColumn || dim.nameColumn.role === 'key' || dim.nameColumn.stats.distinctCount < 0.8 * dim.rowCount) continue;
    const key = dim.columns.find((c) => c.ref.column === by.ref.column && c.role === 'key' && c.stats.distinctCount === dim.rowCount);
    if (!key) continue;
    if (reading.join && reading.join.right.table !== dim.name) continue;
    return { ...reading, tables: [fact.name, dim.name], join: { left: by.ref, right: key.ref }, shape: { ...shape, by: dim.nameColumn.ref, ...(namesRepeat(dim.nameColumn, key) || (q && thingsNamedByKey(q, dim.nameColumn, key)) ? { beside: key.ref } : {}) } };
  }
  // store_id beside store_name in the same table, as many names as ids: the stores by their names.
  if (reading.join) return reading;
  const own = fact.columns.find(
    (c) => c !== by && c.role !== 'key' && c.role !== 'measure' && c.stems[0] === by.stems[0] && c.words.some((w) => w === 'name' || w === 'title') && c.stats.distinctCount === by.stats.distinctCount,
  );
  return own ? { ...reading, shape: { ...shape, by: own.ref, ids: by.ref } } : codeDescribed(reading, fact, by);
}

/** The unit shared by periods: all whole years, quarters or months. */
function periodUnit(list: PeriodMention[]): 'year' | 'quarter' | 'month' | null {
  const months = (p: PeriodMention) => {
    const [fy, fm] = p.from!.split('-').map(Number);
    const [ty, tm] = p.to!.split('-').map(Number);
    return (ty - fy) * 12 + (tm - fm);
  };
  const spans = list.map((p) => (p.from && p.to && p.from.endsWith('-01') && p.to.endsWith('-01') ? months(p) : -1));
  if (spans.every((m) => m === 12)) return 'year';
  if (spans.every((m) => m === 3)) return 'quarter';
  if (spans.every((m) => m === 1)) return 'month';
  return null;
}

/**
 * The table's one money amount, for questions that say "total", "invoiced" or "order value"
 * without naming it; null when there is none or more than one.
 */
function amountColumn(fact: CatalogTable, q: Question): CatalogColumn | null {
  const says = q.tokens.some((t) => ['total', 'amount', 'value', 'invoiced', 'billed', 'revenue', 'sales'].includes(t.text));
  if (says) return soleAmount(fact);
  // "How much is still unpaid?": what is owed is money, the table's one money amount (owed-rows.ts).
  const amount = asksWhatIsOwed(q) ? soleAmount(fact) : null;
  return amount && holdsMoney(amount) ? amount : null;
}

/** A header's words beside a cell of a column with those words: "US guests", "guests from NO" (Guest Country). */
function besideItsCell(q: Question, m: ColumnMention, vals: ValueMention[]): boolean {
  if (m.synonym) return false;
  return vals.some(
    (v) =>
      v.column !== m.column &&
      v.column.ref.table === m.column.ref.table &&
      m.column.stems.every((s) => v.column.stems.includes(s)) &&
      (m.end === v.start || v.end === m.start || (m.end + 1 === v.start && ['from', 'in', 'at', 'of', 'with'].includes(q.tokens[m.end].text))),
  );
}

/** The table's one money amount (a measure headed "amount" or "total"), or null. */
function soleAmount(fact: CatalogTable): CatalogColumn | null {
  const amounts = fact.columns.filter((c) => c.role === 'measure' && c.words.some((w) => w === 'total' || w === 'amount'));
  return amounts.length === 1 ? amounts[0] : null;
}

/** Rows are named by their name column rather than their id ("which campaign": its name). */
function rowLabel(c: CatalogColumn, fact: CatalogTable): CatalogColumn {
  const name = fact.nameColumn;
  return c.role === 'key' && name && name.role !== 'key' && c.ref.table === fact.name ? name : c;
}

/** Where the negation of a cell starts: "not Delivered", "never delivered", "not (yet) been delivered"; -1 if none. */
/** Prepositions and articles between a negation and the cell it rules out. */
const NEGATION_LINKS = new Set(['in', 'to', 'the', 'at', 'by', 'from', 'for', 'on', 'a', 'an', 'of']);

function negationBefore(q: Question, start: number): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  // "not in Leeds", "outside the North", "other than by cash": the words linking the negation to
  // its cell are part of it (up to three).
  let link = start;
  // "not paid in cash", "not shipped to France": a verb of the rows between them too.
  while (link > start - 3 && (NEGATION_LINKS.has(word(link - 1)) || /^[a-z]+(ed|paid|made|sold|sent)$|^(paid|made|sold|sent)$/.test(word(link - 1)))) link--;
  if (link < start && (EXCLUDING_WORDS.has(word(link - 1)) || EXCLUDING_VERBS.has(word(link - 1)) || word(link - 1) === 'never')) return link - 1;
  if (word(link - 1) === 'than' && word(link - 2) === 'other') return link - 2;
  // "not counting cancelled orders", "leaving out the cancelled ones", "ignoring refunded bookings".
  const phrase = exclusionPhraseBefore(q, link);
  if (phrase >= 0) return phrase;
  if (EXCLUDING_WORDS.has(word(start - 1)) || EXCLUDING_VERBS.has(word(start - 1)) || word(start - 1) === 'never') return start - 1;
  // "builds that didn't pass", "orders that weren't shipped": a negative contraction, split at its apostrophe.
  if (word(start - 1) === 't' && NEGATIVE_CONTRACTIONS.has(word(start - 2))) return start - 2;
  let i = start - 1;
  while (i > start - 3 && (word(i) === 'been' || word(i) === 'yet' || word(i) === 'be')) i--;
  return i < start - 1 && (word(i) === 'not' || word(i) === 'never') ? i : -1;
}

function isNumberOf(q: Question, i: number): boolean {
  return q.tokens[i]?.text === 'number' && q.tokens[i + 1]?.text === 'of';
}


/** The yes/no column of `src` whose one-word header is `word` ("paid" for "unpaid"), with its no cells. */
function unFlag(src: Source, word: string, taken: Set<CatalogColumn>): { column: CatalogColumn; no: string[] } | null {
  for (const t of src.tables)
    for (const c of t.columns) {
      const flag = c.words.length === 1 && c.words[0] === word && !taken.has(c) && inSource(src, c) ? flagValues(c) : null;
      if (flag && flag.no[0] !== '__none__') return { column: c, no: flag.no };
    }
  return null;
}

/** A period rows can be grouped by, said at `i` ("weekday", "quarter", "day of the week"), and where its words end. */
function groupUnitAt(q: Question, i: number): { unit: GroupPeriod; end: number } | null {
  const word = q.tokens[i]?.text ?? '';
  if (Object.hasOwn(GROUP_UNITS, word)) return { unit: GROUP_UNITS[word], end: i + 1 };
  const said = (n: number) => q.tokens.slice(i, i + n).map((t) => t.text).join(' ');
  if (said(4) === 'day of the week') return { unit: 'weekday', end: i + 4 };
  if (said(3) === 'day of week') return { unit: 'weekday', end: i + 3 };
  // "the busiest day", "which day had the most sales": days ranked by their rows (ranked-days.ts).
  if (RANKED_DAY_WORDS.has(word)) return { unit: 'day', end: i + 1 };
  return null;
}

/** A period wholly outside a date column's values: the data cannot answer for it. */
function outsideRange(c: CatalogColumn, p: PeriodMention): string | null {
  const bounds = dateBounds(c);
  if (!bounds) return null;
  const { min, max } = bounds;
  if ((p.to && p.to <= min) || (p.from && p.from > max)) return `No rows fall in ${p.said}: ${c.label} runs from ${min} to ${max}, so the data says nothing about it.`;
  return null;
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The first and last day of a column of dates stored as text ("05 Mar 2024"), read with the
 * strptime format found at ingestion; only when the profile kept every distinct value.
 */
export function textDateBounds(c: CatalogColumn, format: string): { min: string; max: string } | null {
  if (!c.stats.complete) return null;
  const fields = [...format.matchAll(/%([YmdbB])/g)].map((m) => m[1]);
  // A time of day after the date ("14/03/2025 14:22") is matched and left aside.
  const pattern = new RegExp(`^${format.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/%[HMS]/g, '\\d{1,2}').replace(/%[YmdbB]/g, (f) => (f === '%Y' ? '(\\d{4})' : f === '%b' || f === '%B' ? '([A-Za-z]+)' : '(\\d{1,2})'))}$`);
  let min: string | null = null;
  let max: string | null = null;
  for (const value of c.valueCounts.keys()) {
    const m = pattern.exec(value.trim());
    if (!m) return null;
    let y = 0;
    let mo = 0;
    let d = 0;
    fields.forEach((f, k) => {
      const part = m[k + 1];
      if (f === 'Y') y = Number(part);
      else if (f === 'm') mo = Number(part);
      else if (f === 'd') d = Number(part);
      else mo = MONTH_NAMES.indexOf(part.slice(0, 3).toLowerCase()) + 1;
    });
    // A month written without its day ("Mar-2025") starts on the 1st.
    if (!fields.includes('d')) d = 1;
    if (!y || !mo || !d) return null;
    const iso = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (min === null || iso < min) min = iso;
    if (max === null || iso > max) max = iso;
  }
  return min !== null && max !== null ? { min, max } : null;
}

function wordSpan(q: Question, word: string): Span | null {
  const i = q.tokens.findIndex((t) => t.text === word);
  return i >= 0 ? { start: i, end: i + 1 } : null;
}

/**
 * "Oslo (OSL)", "Widget Pro (SKU-123)": a code in brackets right after a cell the question names
 * restates that cell. When the code is itself a cell it is read as one (a condition like any
 * other); when the data does not hold it, it is not a reason to decline. The other way round, a
 * code read as a cell is described by the words beside it: "the night shift (NT)" (the words
 * before the bracket) and "NO (Norwegian)" (the words inside it) need no column of their own.
 */
function codesInBrackets(q: Question, used: Set<number>): Set<number> {
  const out = new Set<number>();
  const isCode = (i: number) => /^[\p{Lu}\d][\p{Lu}\d]*$/u.test(q.tokens[i].raw) && /\p{Lu}|\d/u.test(q.tokens[i].raw);
  for (const m of q.folded.matchAll(/\(([^()]*)\)/g)) {
    const open = m.index;
    const close = open + m[0].length;
    const inside = q.tokens.flatMap((t, i) => (t.start > open && t.end < close ? [i] : []));
    const before = q.tokens.findLastIndex((t) => t.end <= open);
    if (inside.length === 0 || inside.length > 3 || before < 0) continue;
    const codeInside = inside.every(isCode);
    // "still active (no cancellation date)": a blank-cell condition in brackets defines the words
    // before it, and so does a sign condition: "refunds (negative net sales)", "a credit (negative adjustment)".
    const definesBlank = ['no', 'without', 'negative', 'positive'].includes(q.tokens[inside[0]].text);
    if ((codeInside || definesBlank) && inside.every((i) => used.has(i))) {
      // "the night shift (NT)": up to two words before the bracket (or before the header there) describe the code.
      for (let i = before, described = 0; i >= 0 && described < 2; i--) {
        if (used.has(i) && described > 0) break;
        if (used.has(i)) continue;
        if (EMPTY_WORDS.has(q.tokens[i].text) || FILLER.has(q.tokens[i].text)) break;
        out.add(i);
        described++;
      }
    } else if (codeInside && used.has(before)) for (const i of inside) out.add(i);
    else if (!codeInside && used.has(before) && isCode(before) && inside.every((i) => !used.has(i))) {
      for (const i of inside) out.add(i);
    }
  }
  return out;
}

/** Every word must be accounted for; otherwise the reading is refused with the words it missed. */
/** Every column a finished reading uses. */
export function readingColumns(reading: Reading): ColumnRef[] {
  return columnsOf(reading.measure, reading.conditions, reading.shape, reading.unmatched);
}

function columnsOf(measure: Measure, conditions: Condition[], shape: Shape, unmatched?: Reading['unmatched']): ColumnRef[] {
  const refs: ColumnRef[] = [...conditions, ...(unmatched?.conditions ?? [])].map((c) => c.column);
  if (measure.fn !== 'count') refs.push(measure.column, ...(measure.fn === 'ratio' ? [] : (measure.terms ?? []).map((t) => t.column)));
  if ('by' in shape) refs.push(shape.by);
  if (shape.kind === 'top_rows') refs.push(shape.label, shape.rankBy);
  if (shape.kind === 'share') refs.push(...shape.part.map((c) => c.column));
  if (shape.kind === 'list' || shape.kind === 'lookup') refs.push(shape.column);
  return refs;
}

/**
 * Every word must be accounted for; otherwise the reading is refused with the words it missed.
 * A header the question names counts as read only when the reading uses its column.
 */
/** A figure of time added up, averaged or taken at its extreme, one number or per group: it may be converted. */
function convertible(measure: Measure, shape: Shape): measure is Extract<Measure, { column: ColumnRef }> {
  const fns = ['sum', 'avg', 'min', 'max', 'median'];
  return fns.includes(measure.fn) && (shape.kind === 'scalar' || shape.kind === 'breakdown' || shape.kind === 'top_groups' || shape.kind === 'compare');
}

function finishReading(
  q: Question,
  src: Source,
  usedBefore: Set<number>,
  cols: ColumnMention[],
  measure: Measure | Decline,
  conditions: Condition[],
  shape: Shape,
  caveats: string[] = [],
  unmatched?: Reading['unmatched'],
  vals: ValueMention[] = [],
): Reading | Decline {
  if (isDecline(measure)) return measure;
  // Groups picked by their number of rows, then the rows counted: only when the question counts the rows themselves.
  const countAt = countAskedAt(q);
  const counted = countAt >= 0 ? q.tokens[countAt + (q.tokens[countAt].text === 'count' ? 1 : 2)] : undefined;
  if (measure.fn === 'count' && shape.kind === 'scalar' && conditions.some((c) => c.kind === 'rows_per') && !(counted && namesRows(src.tables[0], counted)))
    return decline('The question picks groups by how many rows they have; I could not tell whether it counts those groups or their rows.');
  // "The average wait in minutes" over wait_time_sec: the figure converted, the words read.
  // "Fare revenue in thousands of dollars": the figure divided by the scale asked.
  const conversion = convertible(measure, shape) ? askedConversion(q, findColumnIn(src, measure.column)!) : null;
  if (conversion && measure.fn !== 'count' && measure.fn !== 'ratio') {
    measure = { ...measure, inUnit: { unit: conversion.unit, factor: conversion.factor } };
  }
  // A named row's own price ("the unit price of the Total Gym 2000") is not a total.
  const oneRow = conditions.some((c) => c.kind === 'in' && c.values.length === 1 && (findColumnIn(src, c.column)?.stats.distinctCount ?? 0) >= 0.9 * src.tables[0].rowCount);
  // "Delivery spend" over "Cases" and "Case cost": the cost times the units it is per (price-per-counted-unit.ts).
  const summedRef = measure.fn === 'sum' && !oneRow && !measure.terms && !measure.outgoing ? measure.column : null;
  const pricedUnits = summedRef ? countOfPricedUnit(src.tables.find((t) => t.name === summedRef.table), findColumnIn(src, summedRef)) : null;
  if (measure.fn === 'sum' && pricedUnits) measure = { ...measure, terms: [{ op: '*', column: pricedUnits.ref }] };
  // A price times the row's quantity (Unit Price × Qty) is what the row took: a total, not a per-item figure.
  else if (measure.fn === 'sum' && !oneRow && !measure.terms?.some((term) => term.op === '*') && perItemFigure(src, measure.column))
    return decline(`${measure.column.column} is a figure per item (a unit cost or price), so its total is not what was sold or spent; I cannot tell which column holds that.`);
  // "Which supplier's products brought in the most money" beside products.csv (a List Price, a
  // launch date) and the sales that refer to them: a price of rows another table refers to, added
  // up for a word of money that names none of its header's words, may not be the money taken: said so.
  const summed = measure.fn === 'sum' ? measure.column : null;
  if (summed && !oneRow && lookupPrice(src, summed) && !cols.some((m) => !m.synonym && sameRef(m.column.ref, summed)))
    caveats = [...caveats, `I added up ${summed.column}, a figure of each row that other rows refer to; the money taken may be recorded on those other rows instead.`];
  // "average monthly fee on 12M contracts" over usage rows joined to subscribers: a figure of the
  // lookup table's rows taken over the rows referring to them counts each subscriber once per row.
  // Through a middle table, any figure of the middle or lookup rows is repeated the same way.
  if (src.then && measure.fn !== 'count' && measure.fn !== 'ratio' && measure.column.table !== src.tables[0].name && ['avg', 'median', 'sum'].includes(measure.fn))
    caveats = [...caveats, `I took ${measure.column.column} over the rows of ${src.tables[0].name}, so each row of ${measure.column.table} counts once for every row referring to it.`];
  const lookupFigure = !src.then && !src.oneToOne && src.join && measure.fn !== 'count' && measure.fn !== 'ratio' && measure.column.table === src.join.right.table ? measure.column : null;
  const repeatedSum = repeatedLookupSum(src, measure);
  // Not when the question names the figure by its own header's words (figure-named-by-header.ts).
  // Nor when money said to come in is the one figure beside costs (money-in-beside-costs.ts).
  const throughOneToOne =
    measure.fn !== 'count' && measure.fn !== 'count_distinct' && measure.fn !== 'ratio' && (figureNamedByHeader(q, cols, measure.column, findColumnIn(src, measure.column)) || onlyMoneyIn(q, src.tables, findColumnIn(src, measure.column)))
      ? null
      : oneToOneFigure(src, measure);
  if (throughOneToOne) caveats = [...caveats, throughOneToOne];
  if (repeatedSum) caveats = [...caveats, repeatedSum];
  else if (lookupFigure && ['avg', 'median', 'sum'].includes(measure.fn) && conditions.every((c) => c.column.table !== src.join!.left.table) && !('by' in shape && shape.by.table === src.join!.left.table))
    caveats = [...caveats, `I took ${lookupFigure.column} over the rows of ${src.join!.left.table}, so each row of ${src.join!.right.table} counts once for every row referring to it; over the rows of ${src.join!.right.table} alone the figure differs.`];
  const used = new Set(usedBefore);
  if (conversion) for (let i = conversion.span.start; i < conversion.span.end; i++) used.add(i);
  const refs = columnsOf(measure, conditions, shape, unmatched);
  for (const m of cols) {
    if (refs.some((r) => sameRef(r, m.column.ref))) for (let i = m.start; i < m.end; i++) used.add(i);
  }
  const unknown: string[] = [];
  let valueLike = false;
  // A stopword written as a code ("in AT", "in ON") is a value the data may not hold: never skipped.
  const shouting = q.tokens.every((t) => t.raw === t.raw.toUpperCase());
  // The rows the reading counts or measures: the lookup table's in an anti-join ("registered patients never seen").
  const measured = unmatched && src.tables[1] ? src.tables[1] : src.tables[0];
  const restated = codesInBrackets(q, used);
  const organisation = wholeOrganisationTail(q, used);
  // The figure the reading adds up or averages: a verb may restate what it records ("km driven").
  // Not a figure single rows are ranked by: "which depot collected the most" may total it per depot.
  const figureRef = measure.fn !== 'count' && measure.fn !== 'ratio' ? measure.column : null;
  const figure = figureRef ? findColumnIn(src, figureRef) : null;
  const figureNamed = figure !== null && cols.some((m) => !m.synonym && sameRef(m.column.ref, figure.ref));
  const restricted = (c: CatalogColumn) => conditions.some((k) => sameRef(k.column, c.ref));
  const figureTable = figure ? src.tables.find((t) => t.name === figure.ref.table) : undefined;
  // The money figure a superlative ranks: its highest or lowest value, or the rows ranked by it.
  const rankedRef = measure.fn === 'max' || measure.fn === 'min' ? measure.column : shape.kind === 'top_rows' ? shape.rankBy : null;
  const ranked = rankedRef ? findColumnIn(src, rankedRef) : null;
  // A header the reading uses, said right before a word: "salary" before "bill".
  const readHeaderEndingAt = (i: number) => cols.find((m) => m.end === i && !m.synonym && refs.some((r) => sameRef(r, m.column.ref)))?.column ?? null;
  // The cells the reading picks rows by, with their columns: "Office" before "products".
  const categoryCells = conditions.flatMap((c) => {
    const column = c.kind === 'in' && !c.negate ? findColumnIn(src, c.column) : null;
    return column && c.kind === 'in' ? [{ column, values: c.values }] : [];
  });
  // A lookup, a list or a ranking may be asking for the goods themselves ("top 3 Garden Furniture items").
  const namesThings = shape.kind === 'lookup' || shape.kind === 'list' || shape.kind === 'top_rows' || shape.kind === 'top_groups';
  const hyphenated = new Set(q.tokens.flatMap((_, i) => (used.has(i) || used.has(i + 1) ? [] : hyphenatedRowNoun(q, i, measured))));
  // "on the sales sheet": the measured table's name before a noun of its sheet (table-said-by-name.ts).
  const sheet = new Set(q.tokens.flatMap((_, i) => sheetOfTable(q, i, measured)));
  // "the most module enrolments": a header word qualifying the counted rows' noun (header-qualifying-ranked-rows.ts).
  const qualifying = headersQualifyingCountedRows(q, cols, measured, measure);
  const readColumns = refs.flatMap((r) => findColumnIn(src, r) ?? []);
  // "voids gone" read as the voids themselves: a word ruling out a kept cell, said beside it and
  // read by nothing, would turn the answer into its opposite (ruled-out-cells.ts).
  for (const v of vals) {
    const kept = conditions.some((c) => c.kind === 'in' && !c.negate && sameRef(c.column, v.column.ref) && v.values.some((x) => c.values.includes(x)));
    const word = kept ? unreadRulingOut(q, v, (i) => used.has(i), (i) => src.tables.some((t) => namesRows(t, q.tokens[i]))) : -1;
    if (word >= 0) return decline(`The question says "${q.tokens[word].raw}" beside ${q.tokens.slice(v.start, v.end).map((x: QuestionToken) => x.raw).join(' ')}, and I could not tell whether those rows are kept or left out.`, [q.tokens[word].raw]);
  }
  for (const [i, t] of q.tokens.entries()) {
    if (used.has(i) || restated.has(i) || organisation.has(i) || hyphenated.has(i) || qualifying.has(i) || sheet.has(i)) continue;
    // "What do we pay Gary per job?" read as Gary's jobs: the paying asks for money none of the reading's columns hold (pay-verb-without-money.ts).
    // "payments by type" read as one grand total: the groups asked for are not given (groups-by-kind-unread.ts).
    if (kindGroupsUnread(q, i, shape)) {
      unknown.push(q.tokens[i].raw);
      continue;
    }
    if (payVerbUnread(q, i, readColumns)) {
      unknown.push(q.tokens[i].raw);
      continue;
    }
    if (priceAdjectiveAt(q, i, ranked) || contractedAuxiliary(q, i) || anyoneInExtreme(q, i, ranked !== null) || awayAfterGiving(q, i)) continue;
    if (billAfterMoneyHeader(q, i, readHeaderEndingAt) || goodsNounAfterCategoryCell(q, i, used, categoryCells, namesThings)) continue;
    // "Net sales from stores in ID": the things the kept cell says where they are (things-in-a-kept-cell.ts).
    if (thingsInAKeptCell(q, i, cols, used, categoryCells, measured, measure, namesThings)) continue;
    // "paid orders only", "(paid only)": "only" in a set-apart qualifier restating a kept cell (restating-only.ts).
    if (onlyInAQualifier(q, i, used, categoryCells, measured, (w) => EMPTY_WORDS.has(w) || FILLER.has(w))) continue;
    // "right now", "at the moment": the present, as "now" (present-time-phrases.ts).
    if (inPresentTimePhrase(q, i)) continue;
    // "average returned trays, where someone counted them": a column's aggregate passes over its blanks already (where-a-value-was-recorded.ts).
    if (figure && measure.fn !== 'count_distinct' && inSpan(i, whereAValueWasRecorded(q) ?? { start: -1, end: -1 })) continue;
    // "the most people through the door": turning up, which the counted rows record (through-the-door.ts).
    if (throughTheDoorAt(q, i, measure.fn)) continue;
    // "sessions attended" over a register's Session date, keeping the lines marked Present: those lines (register-date-row-nouns.ts).
    if (attendedRegisterNounAt(q, i, measured, categoryCells)) continue;
    // "before 2025 started", "after 2024 ended": the year's bound the period already reads; "before
    // 2025 ended" says another and stays unplaced (year-bound-verbs.ts).
    const yearBound = yearBoundVerbAt(q, i, used);
    if (yearBound === 'restates') continue;
    if (yearBound === 'contradicts') {
      unknown.push(t.raw);
      continue;
    }
    // "went ahead", "took off": the particle of a verb saying the thing took place (happened-rows.ts).
    if (happenedParticleAt(q, i)) continue;
    // "clock up", "racked up": piling the counted or totalled rows up over time (accumulating-verbs.ts).
    if (pilingUpVerbAt(q, i, measure.fn)) continue;
    // "customers with heard_via set to None", "status set as Closed": setting a column to a cell the reading reads is that cell said.
    if (t.text === 'set' && (q.tokens[i + 1]?.text === 'to' || q.tokens[i + 1]?.text === 'as') && used.has(i + 2)) continue;
    // "How many products do we stock?": the shop's verb of keeping what its table lists (stocking-verbs.ts).
    if (stockingVerbAt(q, i, src.tables)) continue;
    // "current horses" of a table whose rows start and end: the rows here now (rows-here-now.ts).
    if (spanDates(measured) !== null && currentBeforeRows(q, i, measured)) continue;
    // "Which dentist saw the most appointments": seeing the rows themselves is what they record; "saw
    // the most patients" over appointments may count visits or people, so it stays unread there.
    if (SEEING_VERBS.has(t.text) && rowsNamedSoonAfter(q, i, measured, qualifying)) continue;
    // "Which teacher taught the most lessons", "which account manager looks after the most active
    // contracts": the verb by which each group takes its rows, said before the rows counted per group.
    if (agentVerbAt(q, i, shape, measured)) continue;
    // "bins lifted" over bin_lifts, "weight landed" over landings: the verb of the measured rows' own event.
    if (ownEventVerb(measured, t.text)) continue;
    // "the heaviest single load" over rows weighed in kg: the load is the row (weighed-loads.ts).
    if (loadOfWeighedRows(t.text, measured)) continue;
    // A figure the question names by a synonym ("no-show fees" for Cover Charge (£)) is said as well: the verb restates it.
    if (figure && restatesFigure(t.text, figure, figureTable, figureNamed || cols.some((m) => m.synonym && sameRef(m.column.ref, figure.ref) && !inSpan(i, m)), restricted)) continue;
    const code = !shouting && i > 0 && /^\p{Lu}{2,4}$/u.test(t.raw);
    // "the flights that operated": an event verb restricting the rows is a condition, not filler.
    // "pledges that ended either redeemed or forfeited": the verb of the rows' end before the cells read (verb-ending-in-a-cell.ts).
    if (verbEndingInACell(q, i, (k) => used.has(k))) continue;
    const restricting = EVENT_VERBS.has(t.text) && q.tokens.slice(Math.max(0, i - 3), i).some((x, k, before) => RELATIVE_PRONOUNS.has(x.text) && before.slice(k + 1).every((y) => EMPTY_WORDS.has(y.text)));
    // "Which range made the most money": a filler word naming a header outright, asked as the groups, that the reading does not read (header-asked-as-group.ts).
    const askedUnread = FILLER.has(t.text) && headerAskedButUnread(q, i, src.catalog.tables, refs);
    if (!code && !restricting && !askedUnread && !qualifyingFiller(q, src, i, conditions, shape, measured) && (EMPTY_WORDS.has(t.text) || FILLER.has(t.text))) continue;
    if (!code && ['and', 'or', 'vs', 'versus', 'compare', 'compared', 'by', 'for'].includes(t.text)) continue;
    // "the net total of adjustments": the total of a column holding both signs is already net.
    if (t.text === 'net' && netTotal(src, measure)) continue;
    unknown.push(q.tokens[i].raw);
    if (t.num !== null || (i > 0 && /^\p{Lu}/u.test(q.tokens[i].raw))) valueLike = true;
  }
  if (unknown.length > 0) {
    const list = unknown.map((w) => `"${w}"`).join(', ');
    return decline(
      valueLike
        ? `I could not find ${list} in the data: no column or cell matches ${unknown.length > 1 ? 'them' : 'it'}.`
        : `I could not place ${list}: no column, cell or operation I know matches ${unknown.length > 1 ? 'them' : 'it'}.`,
      unknown,
      valueLike,
    );
  }
  const reading: Reading = {
    tables: src.tables.map((t) => t.name),
    join: src.join,
    ...(src.then ? { then: src.then } : {}),
    measure,
    conditions,
    shape,
    ...(unmatched ? { unmatched } : {}),
    ...(caveats.length ? { caveat: caveats.join(' ') } : {}),
  };
  return namedGroups(chainGroupNames(reading, src.catalog), src.catalog, q);
}

export { isDecline };
export type { ColumnRef };
