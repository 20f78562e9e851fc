// An independent check, after a question is read and before its answer is given as a confident one,
// that what the question asks for and what the reading computes have the same shape: "how many" is
// one count (a breakdown only when the question groups), "what %" a share, "when" a date, "top 5" a
// ranking of five, "the average X" an average, and a measure word the question says ("units sold",
// "revenue") the same kind of figure as the column ranked or added up. It reads the question's words
// itself rather than trusting the reading's choices, so a mistake in one is caught by the other.
//
// When they disagree the answer would be of another question, so the engine declines, saying what
// it read and what it can answer (the interpretive reader may still offer a best reading, marked
// uncertain). It answers marked uncertain instead only where the reading is one of two natural
// readings of the same words: "how many trips by vans from York" (trips made by the York vans, or
// a count per van).
import { GIVEN_BACK, givenBack, SALES_COUNTED, TAKINGS_NOUNS, takingsColumn, takingsWord } from './takings-column.ts';
import { saysMostChosen } from './popular-groups.ts';
import { rankedCountSaid } from './ranked-counts-said.ts';
import { qualifiesHeaderNounAfter } from './header-head-nouns.ts';
import { figureQualifiesRowNoun } from './counted-row-noun.ts';
import { compoundHead } from './compound-groups.ts';
import { isRated } from './rates-per-group.ts';
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { findColumn, nameWords, namesRows, sameRef, tableOf } from './catalog.ts';
import { inTableName } from './table-said-by-name.ts';
import { looksLikeFollowUp } from './follow-up.ts';
import type { ColumnMention, Span, ValueMention } from './mentions.ts';
import { inSpan, moneyVerbsRanked } from './mentions.ts';
import { readingText } from './phrase.ts';
import { FIGURE_KINDS, NOT_MONEY_MOVED, columnKind, holdsMoney } from './figure-kinds.ts';
import type { Question, QuestionToken } from './question.ts';
import { countAskedAt, findPhrase, rawSpan } from './question.ts';
import type { ColumnRef, Reading } from './types.ts';
import { otherTimeUnit } from './unit-asked.ts';
import { repeatedIdNamed } from './repeated-ids.ts';
import { isEntryNoun } from './entry-nouns.ts';
import { dayMonthAssumption } from './ambiguous-dates.ts';
import { AVG_WORDS, COMPARATIVE_WORDS, GROUP_WORDS, MAX_WORDS, MEDIAN_WORDS, MIN_WORDS, MONTH_ABBREVIATIONS, SHARE_WORDS, SINGLE_WORDS, SUM_WORDS, IRREGULAR_PARTICIPLES, DEARNESS_WORDS } from './vocabulary.ts';
import { UNIT_WORDS, sameUnit } from './units-of-measure.ts';
import { perTableNameThroughKey } from './per-table-name.ts';

export type ShapeMismatch = {
  /** decline: the reading answers another question; uncertain: it is one of two readings of the words. */
  action: 'decline' | 'uncertain';
  /** What the question asks, what the reading computes and what can be asked instead, for the user. */
  reason: string;
};

/** Words after which "by <plural>" may name who did something rather than a grouping. */
const QUALIFIERS = new Set(['from', 'in', 'at', 'on', 'based', 'with', 'of', 'that', 'who', 'which', 'located', 'registered', 'assigned', 'owned']);
/** Words of a share, or a rate: in a question they ask for a percentage, in a header they hold one. */
const PERCENT_WORDS = new Set([...SHARE_WORDS, 'rate']);
/** Words that ask for a breakdown; "by" is read on its own ("by vans from York" may not group). */
const GROUPING = new Set([...GROUP_WORDS].filter((w) => w !== 'by'));
const TIME_WORDS = new Set(['date', 'day', 'year', 'month', 'week', 'time', 'quarter']);
const PERIODIC = /^(daily|weekly|monthly|quarterly|yearly|annually|annual)$/;
/** Superlatives that count what follows them: "the most orders", "the fewest tickets". */
const COUNTING = new Set(['most', 'fewest', 'least', 'more', 'fewer']);
/** Words after a cell that end its phrase rather than name the rows it qualifies ("the most cash in 2024"). */
const EMPTY_AFTER = new Set(['in', 'on', 'at', 'during', 'over', 'since', 'this', 'last', 'for', 'between', 'from', 'before', 'after']);
const RANKING_SUPERLATIVES = new Set([...MAX_WORDS, ...MIN_WORDS, 'more', 'fewer', 'less', 'higher', 'lower']);

type Asked = {
  count: boolean;
  /** The word after "how many" ("dollars", "units"): what is counted. */
  counted: string | null;
  /** "per", "each", "by <column>" (not "by vans from York"), "monthly": a breakdown is asked. */
  grouped: boolean;
  /** "by <plural> <qualifier>": grouping or agent, the words do not say which. */
  agentBy: string | null;
  percent: boolean;
  when: boolean;
  top: number | null;
  superlative: boolean;
  average: boolean;
  median: boolean;
};


/** The columns whose values the answer shows or is computed from (not those it only filters on). */
function answerColumns(reading: Reading): ColumnRef[] {
  const s = reading.shape;
  const m = reading.measure;
  const out: ColumnRef[] = m.fn === 'count' ? [] : m.fn === 'ratio' ? [m.column, m.per] : [m.column, ...(m.terms ?? []).map((t) => t.column)];
  if (s.kind === 'top_rows') out.push(s.rankBy, s.label);
  if (s.kind === 'list' || s.kind === 'lookup') out.push(s.column);
  if (s.kind === 'breakdown' || s.kind === 'top_groups' || s.kind === 'compare') out.push(s.by);
  return out;
}

/** The column a figure is taken from: aggregated, or ranked by. */
function figureColumn(reading: Reading): ColumnRef | null {
  if (reading.shape.kind === 'top_rows') return reading.shape.rankBy;
  if (reading.shape.kind === 'lookup') return reading.shape.column;
  return reading.measure.fn === 'count' || reading.measure.fn === 'count_distinct' ? null : reading.measure.column;
}

/**
 * What the question asks for, from its own words. `covered` tells the words inside a header the
 * answer uses ("avg price", "discount percentage", "top speed"): those are the header's, not an ask.
 */
function readAsked(q: Question, covered: (i: number) => boolean, values: Span[], percentOfHeader: (i: number) => boolean = () => false): Asked {
  const t = q.tokens;
  const countAt = countAskedAt(q);
  // "the average number of nights" is an average, not a count.
  const averaged = countAt > 0 && (AVG_WORDS.has(t[countAt - 1].text) || MEDIAN_WORDS.has(t[countAt - 1].text));
  let agentBy: string | null = null;
  let byGroups = false;
  for (const [i, tok] of t.entries()) {
    if (tok.text !== 'by') continue;
    const next = t[i + 1];
    // "by vans from York", "by drivers based in Leeds": who did it, or a count per van.
    const qualified = QUALIFIERS.has(t[i + 2]?.text ?? '') && t[i + 3] !== undefined && t[i + 3].num === null && !Object.hasOwn(MONTH_ABBREVIATIONS, t[i + 3].text);
    // "by York vans": a cell before the noun says whose, as "from York" after it does.
    const cell = values.find((v) => v.start === i + 1);
    const after = cell ? t[cell.end] : undefined;
    if (next && /s$/.test(next.text) && qualified) agentBy = `by ${next.raw} ${t[i + 2].raw}`;
    else if (cell && after && /s$/.test(after.text) && !values.some((v) => inSpan(cell.end, v))) agentBy = `by ${rawSpan(q, i + 1, cell.end + 1)}`;
    else if (!/ed$/.test(t[i - 1]?.text ?? '') && !IRREGULAR_PARTICIPLES.has(t[i - 1]?.text ?? '')) byGroups = true;
  }
  const grouped = byGroups || t.some((x, i) => GROUPING.has(x.text) && t[i + 1] !== undefined) || t.some((x) => PERIODIC.test(x.text));
  // "products with no cocoa % filled in": the sign of a header the reading keeps a condition on is that header's.
  const unsaid = t.reduce((text, x, i) => (x.raw === '%' && percentOfHeader(i) ? `${text.slice(0, x.start)} ${text.slice(x.end)}` : text), q.folded);
  const percent = t.some((x, i) => PERCENT_WORDS.has(x.text) && !covered(i) && !percentOfHeader(i)) || /(^|[^\d.\s]\s*)%/.test(unsaid.replace(/\d\s*%/g, ''));
  const when = t[0]?.text === 'when' || ['what date', 'which date', 'what day', 'which day'].some((p) => findPhrase(q, p) === 0);
  let top: number | null = null;
  for (const [i, x] of t.entries()) if ((x.text === 'top' || x.text === 'bottom') && !covered(i) && t[i + 1]?.num !== null && t[i + 1]?.num !== undefined && Number.isInteger(t[i + 1].num)) top = t[i + 1].num;
  return {
    count: countAt >= 0 && !averaged,
    counted: countAt >= 0 ? (t[countAt + (t[countAt].text === 'count' && countAt === 0 ? 1 : 2)]?.text ?? null) : null,
    grouped,
    agentBy: byGroups ? null : agentBy,
    percent,
    when,
    top,
    superlative: t.some((x) => RANKING_SUPERLATIVES.has(x.text)),
    average: t.some((x, i) => AVG_WORDS.has(x.text) && !covered(i)),
    median: t.some((x, i) => MEDIAN_WORDS.has(x.text) && !covered(i)),
  };
}

/** "Which van", "what city": the header right after the question word, which the answer must name. */
function askedColumn(q: Question, reading: Reading, columns: ColumnMention[]): ColumnMention | null {
  const opener = q.tokens.findIndex((t) => t.text === 'which' || t.text === 'what');
  if (opener < 0 || opener > 2) return null;
  const said = columns.find((x) => !x.synonym && x.start === opener + 1 && reading.tables.includes(x.column.ref.table));
  // "Which product category": the category, the head of the compound (compound-groups.ts).
  const m = said ? (compoundHead(said, columns, () => true) ?? said) : undefined;
  return m && (m.column.role === 'category' || m.column.role === 'key' || m.column.role === 'text') ? m : null;
}

/** The column holding the names an answer gives, if it gives names. */
function namedBy(reading: Reading): ColumnRef | null {
  const s = reading.shape;
  if (s.kind === 'top_rows') return s.label;
  if (s.kind === 'list' || s.kind === 'lookup') return s.column;
  if (s.kind === 'breakdown' || s.kind === 'top_groups' || s.kind === 'compare') return 'period' in s && s.period ? null : s.by;
  return null;
}

/**
 * "Which customer type brings in the most": the word after "which" names the rows of the table the
 * answer's column is in (customers.xlsx) and that column is said right after it (Type): the noun says
 * whose type, and the answer names types, as asked, never a customer.
 */
function ownerNounBeforeHeader(q: Question, catalog: Catalog, noun: ColumnMention, columns: ColumnMention[], answer: CatalogColumn): boolean {
  if (noun.end - noun.start !== 1) return false;
  const home = catalog.tables.find((t) => t.name === answer.ref.table);
  const word = q.tokens[noun.start];
  if (!home || !word || /s$/.test(word.text) || !namesRows(home, word)) return false;
  // The header said after the noun, or read with it as its owner ("customer type" as one mention of Type).
  return columns.some((x) => !x.synonym && (x.start === noun.end || (x.start === noun.start && x.end > noun.end)) && sameRef(x.column.ref, answer.ref));
}

/** A column naming the same things as another: the name beside an id, or the named table's name column. */
function namesSameThings(catalog: Catalog, asked: CatalogColumn, answer: CatalogColumn): boolean {
  if (asked.ref.table === answer.ref.table && asked.ref.column === answer.ref.column) return true;
  if (answer.stems[0] === asked.stems[0]) return true;
  const home = catalog.tables.find((t) => t.name === answer.ref.table);
  return asked.role === 'key' && home?.nameColumn?.ref.column === answer.ref.column;
}

function decline(reason: string): ShapeMismatch {
  return { action: 'decline', reason };
}

/** A read question and the reading of it that is about to be answered. */
export type ShapeInput = {
  question: Question;
  catalog: Catalog;
  reading: Reading;
  /** The header mentions found in the question. */
  columns: ColumnMention[];
  /** Cells the question names: their words ("Flat Rate", "Average") are values, not asks. */
  values: ValueMention[];
  previous: Reading | null;
  /** The reading is the previous one changed by a follow-up. */
  followed: boolean;
};

/** What every rule looks at: the question's asks and the reading's answer. */
type Check = Omit<ShapeInput, 'question'> & {
  q: Question;
  asked: Asked;
  /** Words inside a header the answer uses or a cell the question names. */
  covered: (i: number) => boolean;
  /** The reading's own statement of what it computes. */
  computed: string;
  /** The column the answer's figure comes from (aggregated, ranked by, looked up), if any. */
  figure: CatalogColumn | null;
  /** The table whose rows the reading takes. */
  fact: CatalogTable | null;
};

type Rule = (c: Check) => ShapeMismatch | null;

/** A follow-up ("and in March?", "what about Hull?") read as a question of its own gives no list of names. */
const followUpReadAlone: Rule = ({ q, reading, previous, followed, computed }) => {
  if (followed || !looksLikeFollowUp(q) || !/^\s*(and|what about|how about)\b/i.test(q.text)) return null;
  const before = previous?.shape.kind ?? null;
  if ((reading.shape.kind !== 'list' && reading.shape.kind !== 'lookup') || before === reading.shape.kind) return null;
  return decline(
    `The question reads as a follow-up${before ? '' : ' to an earlier question'}, but I could not apply it to ${before ? 'the previous answer' : 'one'}; read on its own it would give ${computed}, which is not what was asked. Ask the whole question.`,
  );
};

/** "Which van", "what city": the answer names that column's values (or the names beside its ids). */
const namesAskedColumn: Rule = ({ q, catalog, reading, columns, asked, computed }) => {
  const noun = askedColumn(q, reading, columns);
  if (!noun || asked.percent) return null;
  const by = namedBy(reading);
  const answer = by ? findColumn(catalog, by) : null;
  if (answer && namesSameThings(catalog, noun.column, answer)) return null;
  if (answer && ownerNounBeforeHeader(q, catalog, noun, columns, answer)) return null;
  return decline(`The question asks which ${noun.column.label}, but my reading of it computes ${computed}, which does not name a ${noun.column.label}.`);
};

/** "Which listings are Expired", "who ...": names are asked, not one number (a date or a name's extreme may be). */
const whichAsksNames: Rule = ({ q, reading, columns, asked, figure, computed }) => {
  const opener = q.tokens.findIndex((t) => t.text === 'which' || t.text === 'who' || t.text === 'whom');
  if (opener < 0 || opener > 1 || asked.count || asked.percent || (reading.shape.kind !== 'scalar' && reading.shape.kind !== 'share')) return null;
  // "Which date was the last run": the extreme of the column asked for is the answer.
  const fn = reading.measure.fn;
  const asksFigure = figure !== null && (TIME_WORDS.has(q.tokens[opener + 1]?.text ?? '') || columns.some((m) => m.start === opener + 1 && sameRef(m.column.ref, figure.ref)));
  if (asksFigure && (fn === 'max' || fn === 'min')) return null;
  return decline(`The question asks ${q.tokens[opener].raw.toLowerCase()} (names), but my reading of it computes one number: ${computed}.`);
};

/**
 * "Who delivered order FD-1", "who earned the most": a person is asked, so the answer names rows by
 * a text column. A date, an amount or a flag looked up or ranked by in its place names no one.
 */
const whoNamesSomeone: Rule = ({ q, catalog, reading, computed }) => {
  const opener = q.tokens.findIndex((t) => t.text === 'who' || t.text === 'whom');
  if (opener < 0 || opener > 1) return null;
  const by = namedBy(reading);
  const named = by ? findColumn(catalog, by) : null;
  if (!named || named.role === 'text' || named.role === 'category') return null;
  return decline(`The question asks who, but my reading of it gives ${computed}, which names no one.`);
};

/**
 * "Which till took the most cash": the most of a cell (not of rows named after it) may be a count
 * of the rows holding it or a total of what they hold. The count is given, marked uncertain.
 */
const mostOfACell: Rule = ({ q, catalog, reading, values, computed }) => {
  if (reading.measure.fn !== 'count' || (reading.shape.kind !== 'top_groups' && reading.shape.kind !== 'top_rows')) return null;
  // "the most missed collection reports" over missed_collections: the words after the cell name the
  // rows counted per group (a ranking of single rows counts nothing, so it keeps the doubt).
  const rowsNamedAfter = (v: ValueMention) =>
    [v.end, v.end + 1].some((i) => q.tokens[i] !== undefined && reading.tables.some((name) => {
      const t = tableOf(catalog, name);
      return t !== null && namesRows(t, q.tokens[i]);
    }));
  // A plural cell ("the most cancellations") or one before a plural ("the most Gold customers") counts rows.
  const ofCell = (v: ValueMention) => !/s$/.test(q.tokens[v.end - 1].text) && (v.end === q.tokens.length || EMPTY_AFTER.has(q.tokens[v.end].text) || !/s$/.test(q.tokens[v.end].text)) && !(reading.shape.kind === 'top_groups' && rowsNamedAfter(v));
  const most = q.tokens.findIndex((t, i) => COUNTING.has(t.text) && values.some((v) => v.start === i + 1 && ofCell(v)));
  if (most < 0) return null;
  const cell = values.find((v) => v.start === most + 1)!;
  return { action: 'uncertain', reason: `"the ${q.tokens[most].raw} ${rawSpan(q, cell.start, cell.end)}" may count the rows holding it or add up what they hold; I counted the rows (${computed}).` };
};

/** "What %", "what share", "the late rate": a share, unless the column itself holds a percentage or a rate. */
const percentIsShare: Rule = ({ reading, asked, figure, computed }) => {
  if (!asked.percent || reading.shape.kind === 'share' || isRated(reading.shape)) return null;
  if (figure && (figure.words.some((w) => PERCENT_WORDS.has(w)) || figure.label.includes('%'))) return null;
  return decline(`The question asks for a percentage, but my reading of it computes ${computed}, which is not a share. I can give a share when the question names the part (a value) and the rows to take it of.`);
};

/** Verbs after which a share's part is said of the rows themselves: "what percentage were late". */
const ROW_VERBS = new Set(['were', 'was', 'are', 'is', 'had', 'have', 'has', 'did', 'went', 'got', 'get', 'gets', 'end', 'ends', 'ended']);

/**
 * "What percentage were returned late", "what % of loans were renewed": a share of the rows,
 * counted. A total of a money column in its place ("late" read as Late Fee) answers another question,
 * unless the question names money ("what share of revenue ...").
 */
const shareOfRowsIsCounted: Rule = ({ q, reading, fact, figure, computed }) => {
  const fn = reading.measure.fn;
  if (reading.shape.kind !== 'share' || fn === 'count' || fn === 'count_distinct' || !fact || !figure) return null;
  if (q.tokens.some((t) => Object.hasOwn(FIGURE_KINDS, t.text))) return null;
  const t = q.tokens;
  const at = t.findIndex((x) => SHARE_WORDS.has(x.text));
  if (at < 0) return null;
  let next = at + 1;
  if (t[next]?.text === 'of') {
    next++;
    if (t[next]?.text === 'the' || t[next]?.text === 'all') next++;
    if (!t[next] || !namesRows(fact, t[next])) return null;
    next++;
  }
  if (!ROW_VERBS.has(t[next]?.text ?? '')) return null;
  return decline(`The question asks what share of the ${fact.label} rows, a count of them, but my reading of it computes ${computed}, a share of a total of ${figure.label}.`);
};

/**
 * A share whose part and whole name different cells of one column ("Engineering's share of salary",
 * then "and in Sales?" read as the share of Sales' salary that is Engineering's) is 0% by
 * construction: the question asked for another share.
 */
const shareOfItsOwnRows: Rule = ({ reading, computed }) => {
  const s = reading.shape;
  if (s.kind !== 'share') return null;
  const clash = s.part.some(
    (p) =>
      p.kind === 'in' &&
      !p.negate &&
      reading.conditions.some((c) => c.kind === 'in' && !c.negate && sameRef(c.column, p.column) && !c.values.some((v) => p.values.includes(v))),
  );
  return clash ? decline(`My reading of the question takes a share whose part can never be among its rows (${computed}); that is not the share asked for. Ask the whole question.`) : null;
};

/** "When ...": a date, or periods ranked. */
const whenIsDate: Rule = ({ catalog, reading, asked, figure, computed }) => {
  const named = namedBy(reading);
  const dated = (c: CatalogColumn | null) => c !== null && (c.role === 'date' || c.role === 'year');
  if (!asked.when || dated(figure) || (named && dated(findColumn(catalog, named)))) return null;
  const s = reading.shape;
  if ((s.kind === 'top_groups' || s.kind === 'breakdown') && s.period) return null;
  return decline(`The question asks when, but my reading of it computes ${computed}, which is not a date.`);
};

/** "Top 5": a ranking of five. */
const topIsRanking: Rule = ({ reading, asked, computed }) => {
  const s = reading.shape;
  if (asked.top === null || ((s.kind === 'top_groups' || s.kind === 'top_rows') && s.n === asked.top)) return null;
  return decline(`The question asks for the top ${asked.top}, but my reading of it computes ${computed}, which is not a ranking of ${asked.top}.`);
};

/**
 * "Did customers in Leeds or customers in York spend more?": two cells of one column either side of
 * "or", with a comparative, compare those two groups; the rows ranked one by one answer another question.
 */
const eitherOrIsComparison: Rule = ({ q, reading, values, computed }) => {
  const s = reading.shape;
  if (s.kind !== 'top_rows' && s.kind !== 'top_groups') return null;
  if (!q.tokens.some((t, i) => COMPARATIVE_WORDS.has(t.text) && q.tokens[i + 1]?.text !== 'than')) return null;
  const ors = q.tokens.flatMap((t, i) => (t.text === 'or' ? [i] : []));
  const pair = ors
    .flatMap((at) => values.filter((a) => a.end <= at).flatMap((a) => values.filter((b) => b.start > at && b.column === a.column).map((b) => [a, b] as const)))
    .find(([a]) => s.kind === 'top_rows' || !sameRef(s.by, a.column.ref));
  if (!pair) return null;
  return decline(`The question compares ${pair[0].values[0]} with ${pair[1].values[0]}, but my reading of it computes ${computed}, which ranks rows instead of comparing the two groups.`);
};

/**
 * "Which campaign raised the most?": a verb of money ranked asks for money. Rows counted, or a
 * column that does not hold money, answer another question (and with several money columns the
 * words do not say which).
 */
const moneyVerbIsMoney: Rule = ({ q, figure, computed }) => {
  const verbs = moneyVerbsRanked(q);
  if (verbs.length === 0 || (figure !== null && holdsMoney(figure))) return null;
  return decline(`The question asks how much was ${q.tokens[verbs[0]].text}, but my reading of it computes ${computed}, which is not an amount of money; name the money column to rank by.`);
};

/** Phrases of money taken in: "what did tickets bring in", "how much did the fair take in". */
const TAKEN_IN = ['bring in', 'brings in', 'brought in', 'take in', 'takes in', 'took in'];

/**
 * "What did tickets bring in during 2024?": a question of how much money was taken in is answered
 * with an amount of money; a list of ticket types or a count of visits answers another question.
 */
const takenInIsMoney: Rule = ({ q, catalog, figure, computed }) => {
  const t = q.tokens;
  const asksAmount = (t[0]?.text === 'what' && ['did', 'does', 'do', 'has', 'have'].includes(t[1]?.text ?? '')) || (t[0]?.text === 'how' && t[1]?.text === 'much');
  if (!asksAmount || !TAKEN_IN.some((p) => findPhrase(q, p) >= 0) || (figure !== null && holdsMoney(figure))) return null;
  // A line total beside a unit price ("Line total" of till lines) is what each line took, its header no word of money.
  const own = figure ? catalog.tables.find((x) => x.name === figure.ref.table) : undefined;
  if (figure && own && takingsColumn(own) === figure) return null;
  return decline(`The question asks how much money was taken in, but my reading of it computes ${computed}, which is not an amount of money; name the money column to add up.`);
};

/** A verb of money and the forms a header names it by ("pay": Paid ($), Amount Paid). */
const MONEY_VERB_FORMS: Record<string, string[]> = {
  pay: ['paid', 'payment', 'payments', 'payout', 'payouts'],
  paid: ['paid', 'payment', 'payments', 'payout', 'payouts'],
  spend: ['spent', 'spend', 'spending'],
  spent: ['spent', 'spend', 'spending'],
  refund: ['refund', 'refunds', 'refunded'],
  refunded: ['refund', 'refunds', 'refunded'],
};

/** Header words of money planned rather than paid. */
const PLANNED_MONEY = new Set(['budget', 'budgeted', 'target', 'forecast', 'estimate', 'estimated', 'planned', 'quota', 'limit', 'allowance']);

/**
 * "How much did we pay on theft claims" over Claimed ($) and Paid ($): the verb names one of the
 * money columns. A reading that adds up another answers another question.
 */
const moneyVerbNamesColumn: Rule = ({ q, catalog, reading, figure, computed }) => {
  if (!figure || !holdsMoney(figure)) return null;
  const forms = q.tokens.flatMap((x) => MONEY_VERB_FORMS[x.text] ?? []);
  if (forms.length === 0 || figure.words.some((w) => forms.includes(w))) return null;
  // "The average rate we paid per tonne" beside Rate (£/t) and Payout: a rate per unit the question
  // names is what was paid for each unit, the verb said of it.
  if (figure.words.some((w) => NOT_MONEY_MOVED.has(w) && q.tokens.some((x) => x.text === w))) return null;
  // "Which subcontractor have we paid the most": money paid is never a budget, target or estimate.
  if (figure.words.some((w) => PLANNED_MONEY.has(w))) return decline(`The question asks about money ${q.tokens.find((x) => MONEY_VERB_FORMS[x.text])!.text}, but my reading of it computes ${computed}, which is money planned, not paid.`);
  const other = reading.tables
    .flatMap((name) => tableOf(catalog, name)?.columns ?? [])
    .find((c) => c !== figure && c.role === 'measure' && holdsMoney(c) && c.words.some((w) => forms.includes(w)));
  if (!other) return null;
  return decline(`The question's verb names ${other.label}, but my reading of it computes ${computed}; ask for the total ${other.label} to have it added up.`);
};

/** Nouns of money paid out, said as an amount ("expenses by category", "costs per month"); never verbs ("spend"). */
const OUTGOINGS_NOUNS = new Set(['expenses', 'expenditure', 'outgoings', 'costs']);

/**
 * "What were our sales in 2024?", "top customers by sales", "which rep generated the highest sales"
 * over tables with a sales_rep column, "expenses by category" over an expenses table: "sales" or
 * "expenses" said as an amount, not as the first word of a header
 * said in full ("sales rep") nor the name of the column the answer's figure comes from, asks for money. A reading that
 * lists names, or counts rows, answers something else.
 */
const takingsNounIsMoney: Rule = ({ q, catalog, columns, values, reading, figure, computed }) => {
  // "The Sales team" names a cell; "sales rep" a header said in full; "sales" naming the figure's column is that column.
  // "The sales sheet", "sales lines": the name of a table the reading reads (table-said-by-name.ts).
  const read = reading.tables.flatMap((name) => tableOf(catalog, name) ?? []);
  const partOfHeader = (i: number) =>
    values.some((v) => inSpan(i, v)) || columns.some((m) => inSpan(i, m) && (m.end - m.start > 1 || (m.column === figure && figure.role === 'measure'))) || inTableName(q, i, read);
  const at = q.tokens.findIndex((t, i) => (TAKINGS_NOUNS.has(t.text) || OUTGOINGS_NOUNS.has(t.text)) && !partOfHeader(i) && !q.tokens.slice(Math.max(0, i - 3), i).some((w) => SALES_COUNTED.has(w.text)));
  if (at < 0) return null;
  // "How many books had no sales in 2025": the things without any sale are counted.
  if (reading.unmatched) return null;
  const fn = reading.measure.fn;
  const listed = reading.shape.kind === 'list' || reading.shape.kind === 'lookup';
  const counted = fn === 'count' || fn === 'count_distinct';
  // "What share of sales were paid by card" may be a share of the sales (rows): left to the share rules.
  if ((!listed && !counted) || reading.shape.kind === 'share') return null;
  return decline(`The question asks for ${q.tokens[at].raw} (an amount of money), but my reading of it computes ${computed}.`);
};

/**
 * "Turnover this month", "what were our sales in March" beside a refunds table with a
 * refund_amount: what was taken in is never what was given back, so a reading whose figure is
 * a refund or a return (its header or its table says so) answers another question, unless the
 * question itself speaks of refunds or returns ("sales net of refunds" is left to the subtracting rules).
 */
const takingsAreNotRefunds: Rule = ({ q, catalog, columns, values, figure, computed }) => {
  if (!figure || figure.role !== 'measure') return null;
  if (q.tokens.some((t) => GIVEN_BACK.has(t.text))) return null;
  const partOfHeader = (i: number) => values.some((v) => inSpan(i, v)) || columns.some((m) => inSpan(i, m) && m.end - m.start > 1);
  const at = q.tokens.findIndex((t, i) => TAKINGS_NOUNS.has(t.text) && !partOfHeader(i));
  if (at < 0) return null;
  if (!givenBack(tableOf(catalog, figure.ref.table), figure)) return null;
  return decline(`The question asks for ${q.tokens[at].raw} (money taken in), but my reading of it computes ${computed}, which is money given back.`);
};

/**
 * "How many refunds did we give?", "total refunds" beside a refunds table and an orders status
 * holding Refunded: the word names the rows of a table of its own (refunds.csv, by the head noun of
 * its name) as well as a cell of another table's column. Read as the cell, the answer counts or
 * adds up the orders marked so, which the refunds table may not match (part refunds, several per
 * order); which one is meant the question does not say. Where as many rows hold the cell as the
 * other table has, the two agree and the cell's reading stands.
 */
const cellNamesAnotherTable: Rule = ({ q, catalog, reading, values, computed }) => {
  for (const c of reading.conditions) {
    if (c.kind !== 'in' || c.negate) continue;
    for (const v of values) {
      // One word read as the cell: a phrase ("available for adoption") is the cell's own.
      if (!sameRef(v.column.ref, c.column) || v.end - v.start !== 1) continue;
      for (let i = v.start; i < v.end; i++) {
        const tok = q.tokens[i];
        // The noun itself, as the table names its rows ("refunds") or one of them ("a refund"); not a
        // participle sharing its stem ("refunded orders"), nor a word qualifying another ("machine takings").
        const one = ['a', 'an', 'any', 'no'].includes(q.tokens[i - 1]?.text ?? '');
        const other = catalog.tables.find((t) => {
          const head = nameWords(t.name).at(-1) ?? '';
          return !reading.tables.includes(t.name) && t.rowCount > 0 && head.length > 3 && head.endsWith('s') && (tok.text === head || (one && `${tok.text}s` === head));
        });
        // As many rows hold the cell as the other table has: the two readings agree (one adoption per animal adopted).
        const cellRows = c.values.reduce((n, x) => n + (v.column.valueCounts.get(x) ?? 0), 0);
        if (other && other.rowCount !== cellRows) return decline(`"${tok.raw}" may name the rows of ${other.label} or the cell ${c.values.join(' or ')} of ${v.column.label}; my reading (${computed}) takes the cell, and the question does not say which.`);
      }
    }
  }
  return null;
};

/** "The average X", "the median X": that aggregate. */
const aggregateAsSaid: Rule = ({ reading, asked, computed }) => {
  const fn = reading.measure.fn;
  // "The average fare per km" is the total fare over the total km: a ratio is an average too, and
  // so is a count of rows per group averaged over the groups.
  const periodMean = (reading.measure.fn === 'sum' && (reading.measure.perPeriod !== undefined || reading.measure.perWhole !== undefined)) || (reading.measure.fn === 'count' && reading.measure.per !== undefined);
  if (asked.average && fn !== 'avg' && fn !== 'ratio' && !periodMean && reading.shape.kind !== 'share') return decline(`The question asks for an average, but my reading of it computes ${computed}.`);
  if (asked.median && fn !== 'median') return decline(`The question asks for a median, but my reading of it computes ${computed}.`);
  return null;
};

/** "How many": a count (or a quantity added up, never money unless counted in its unit), one number unless grouped. */
const howManyIsCount: Rule = ({ q, reading, asked, figure, computed }) => {
  if (!asked.count || asked.percent) return null;
  const { shape } = reading;
  const fn = reading.measure.fn;
  // "How many dollars", "how many hours": a figure in the unit counted is added up.
  const counted = asked.counted;
  const inUnit = figure !== null && counted !== null && (FIGURE_KINDS[counted] === columnKind(figure) || (UNIT_WORDS.has(counted) && figure.words.some((w) => sameUnit(w, counted))));
  const countable = fn === 'count' || fn === 'count_distinct' || ((fn === 'sum' || fn === 'ratio') && figure !== null && figure.role === 'measure' && (columnKind(figure) !== 'money' || inUnit));
  const other = (fn === 'avg' && asked.average) || fn === 'median' || ((fn === 'min' || fn === 'max') && asked.superlative);
  if (shape.kind === 'list') return decline(`The question asks how many, but my reading of it lists ${computed} rather than counting them.`);
  if (shape.kind !== 'lookup' && !countable && !other)
    return decline(
      `The question asks how many, but my reading of it computes ${computed}: ${figure ? `${figure.label} is not a count of things` : 'not a count'}. I can count the rows, or the distinct values of a column the question names.`,
    );
  if ((shape.kind === 'breakdown' || shape.kind === 'top_groups') && !shape.period && !asked.superlative && asked.top === null && !asked.grouped && !asked.agentBy)
    return decline(`The question asks how many (one number), but my reading of it breaks the count down: ${computed}.`);
  // "How many monthly bills are unpaid": a period's adjective before the rows counted may say what
  // the rows are (bills issued monthly, one count) rather than ask for a count per month.
  const describing = q.tokens.findIndex((x, i) => PERIODIC.test(x.text) && q.tokens[i - 1]?.text === 'many' && /s$/.test(q.tokens[i + 1]?.text ?? ''));
  if (shape.kind === 'breakdown' && shape.period && describing >= 0 && asked.top === null)
    return { action: 'uncertain', reason: `"${rawSpan(q, describing, describing + 2)}" may describe the rows counted (one number) or ask for a count per period; I gave it per period (${computed}).` };
  return null;
};

/** "The total fuel cost by vans from Selby": the vans' total, or a total per van; the words do not say. */
const agentOrGroup: Rule = ({ reading, asked, computed }) => {
  const s = reading.shape;
  if (s.kind !== 'breakdown' || s.period || !asked.agentBy || asked.grouped) return null;
  return { action: 'uncertain', reason: `"${asked.agentBy}" may say whose rows to take (one number) or ask for a figure per group; I gave it per group (${computed}).` };
};

/** "Which city sold the most condos": the most of the rows themselves is a count of them. */
const mostRowsIsCount: Rule = ({ q, reading, covered, fact, figure, computed }) => {
  const fn = reading.measure.fn;
  if (!fact || fn === 'count' || fn === 'count_distinct' || (figure && columnKind(figure) === 'quantity')) return null;
  const most = q.tokens.findIndex((t, i) => COUNTING.has(t.text) && !covered(i) && q.tokens[i + 1] !== undefined && namesRows(fact, q.tokens[i + 1]));
  if (most < 0) return null;
  // "Which event type brings in the most drink takings": the noun modifies a word for money taken,
  // which is what is ranked, not the rows.
  const after = q.tokens[most + 2];
  if (after && takingsWord(after)) return null;
  // "Which wine sold the most bottles" in bottle_sales beside a bottles column: the word is the
  // figure's own header, so its total is what is ranked, not a count of rows.
  // The same noun as written, not a verb sharing its stem ("the most claims" beside Claimed ($) counts claims).
  const header = figure?.role === 'measure' && figure.words.length === 1 ? figure.words[0] : null;
  if (header && !header.endsWith('ed') && [header, `${header}s`, `${header}es`].includes(q.tokens[most + 1].text)) return null;
  return decline(`The question asks for the ${q.tokens[most].raw} ${q.tokens[most + 1].raw}, a count of them, but my reading of it computes ${computed}.`);
};

/** Words that say a count of rows is asked even with no row noun: how often, how much used, how many people. */
const COUNT_SAYING = new Set(['often', 'frequently', 'frequent', 'common', 'commonest', 'popular', 'times', 'busiest', 'busier', 'used', 'headcount', 'staff', 'people', 'personnel']);
/** Past forms of verbs of money: "paid the most", "spent the most" rank an amount, not a number of rows. */
const PAST_MONEY_VERBS = new Set(['paid', 'spent', 'earned', 'claimed', 'charged', 'billed', 'owed', 'raised', 'invoiced', 'sold', 'taken', 'given', 'donated', 'collected', 'generated', 'made', 'brought', 'cost', 'refunded', 'lost']);
/** Words after a row noun that make it name a figure of the rows instead ("order value", "sales amount"). */
const FIGURE_OF_ROWS = new Set(['value', 'values', 'amount', 'amounts', 'total', 'totals', 'size', 'sizes', 'volume']);

/**
 * "Which till took the most cash?", "which vendor did we pay the most?", "which cuisine brings in the
 * most order value?": groups ranked by their number of rows answer only a question that says it
 * counts: "the most orders" (the rows named), "how many", "most often". Otherwise the figure ranked
 * was chosen for the question, not read from it, and the answer is marked uncertain.
 */
/** Whether a word of a figure's kind ("items") names the rows of a table holding no figure of that kind. */
function rowsOfNoFigure(fact: CatalogTable, tok: QuestionToken): boolean {
  return namesRows(fact, tok) && !fact.columns.some((c) => c.role === 'measure' && columnKind(c) === FIGURE_KINDS[tok.text]);
}

const rankedCountIsAsked: Rule = ({ q, reading, asked, columns, values, fact, computed }) => {
  if (reading.measure.fn !== 'count' || reading.shape.kind !== 'top_groups' || !fact || asked.count) return null;
  const t = q.tokens;
  const figureWord = (i: number) => FIGURE_OF_ROWS.has(t[i]?.text ?? '') || Object.hasOwn(FIGURE_KINDS, t[i]?.text ?? '');
  // "the most hours" names a measure in full; "the most sessions" beside session_minutes names rows.
  const inMeasure = (i: number) => columns.some((m) => m.column.role === 'measure' && m.score >= 0.99 && !m.synonym && inSpan(i, m));
  // "the most orders", "the most unauthorised absences" (a cell naming the rows counted), "the most
  // check-ins", "the 3 most borrowed tools": things counted, not a figure of them.
  const rowsNamedAfter = (i: number) => {
    for (let j = i + 1; j <= i + 3 && j < t.length; j++) {
      // "the fewest items" over sale lines with no quantity column: the items are the rows (sale-row-nouns.ts).
      if (Object.hasOwn(FIGURE_KINDS, t[j].text) && !rowsOfNoFigure(fact, t[j])) return false;
      const cell = values.find((v) => v.start === j);
      if (cell) return !figureWord(cell.end);
      if (namesRows(fact, t[j])) return !figureWord(j + 1);
      // "the most lane bookings": a figure's header right before the rows' noun says which rows are counted.
      const measure = columns.find((m) => m.start === j && m.column.role === 'measure');
      if (measure && figureQualifiesRowNoun(q, measure, fact)) return !figureWord(measure.end + 1);
      if (inMeasure(j)) return false;
      if (/[^s]s$/.test(t[j].text)) return !figureWord(j + 1);
    }
    return false;
  };
  // "Which tool was borrowed the most": an event's verb, done the most times (a verb of money is not).
  const eventVerbBefore = (i: number) => {
    const verb = t[i - 1]?.text === 'the' ? t[i - 2] : t[i - 1];
    return verb !== undefined && /(ed|en)$/.test(verb.text) && !PAST_MONEY_VERBS.has(verb.text);
  };
  // "top 3 classes by attended bookings": the rows named after "by" are what is counted.
  if (t.some((x, i) => (RANKING_SUPERLATIVES.has(x.text) || x.text === 'by') && (rowsNamedAfter(i) || eventVerbBefore(i))) || t.some((x) => COUNT_SAYING.has(x.text)) || saysMostChosen(q, fact) || rankedCountSaid(q, reading, fact)) return null;
  return {
    action: 'uncertain',
    reason: `I ranked by the number of rows (${computed}), but the question does not say it asks for a count; if it asks for an amount, name the column to add up.`,
  };
};

/** Words that say an amount is asked: "billed amount", "the total charged", "money spent". */
const AMOUNT_WORDS = new Set(['amount', 'amounts', 'value', 'values', 'money', 'sum']);

/**
 * "Billed amount by plan", "charged value per region": a count of rows answers a question that
 * names an amount (a money verb beside "amount", "value", "money") only when it also says it counts
 * ("how many", a row noun after "by"...). Left as filler, those words were read as nothing, and the
 * count answers another question: it is declined.
 */
const countIsNotAnAmount: Rule = ({ q, reading, asked, covered, computed }) => {
  if (reading.measure.fn !== 'count' || asked.count) return null;
  const t = q.tokens;
  const amount = t.findIndex((x, i) => AMOUNT_WORDS.has(x.text) && !covered(i));
  const verb = t.findIndex((x, i) => PAST_MONEY_VERBS.has(x.text) && !covered(i));
  if (amount < 0 || verb < 0) return null;
  return decline(`The question asks for the ${t[verb].raw} ${t[amount].raw}, but my reading of it computes ${computed}, a count of rows; name the money column to add up.`);
};

/**
 * "The highest single bill", "the largest individual payment": one row's value at the extreme, read
 * off that row. A count, a total or an average per group never answers it.
 */
const singleRowIsExtreme: Rule = ({ q, reading, computed }) => {
  // "The most hours in a single timesheet entry": the single row said after the figure, past "in a".
  const inOneRow = (i: number) => q.tokens[i - 1]?.text === 'a' && ['in', 'on', 'for'].includes(q.tokens[i - 2]?.text ?? '') && q.tokens.slice(0, i - 2).some((x) => RANKING_SUPERLATIVES.has(x.text));
  const single = q.tokens.some((t, i) => SINGLE_WORDS.has(t.text) && ([i - 1, i - 2].some((j) => RANKING_SUPERLATIVES.has(q.tokens[j]?.text ?? '')) || inOneRow(i)));
  if (!single) return null;
  const fn = reading.measure.fn;
  if (reading.shape.kind === 'top_rows' || (reading.shape.kind === 'scalar' && (fn === 'max' || fn === 'min'))) return null;
  return decline(`The question asks for one row's highest or lowest value, but my reading of it computes ${computed}.`);
};

/** "The most parcels per run" over a table of runs: a figure per row is an average, not a total. */
const perRowIsAverage: Rule = ({ q, reading, covered, fact, computed }) => {
  if (!fact || reading.measure.fn !== 'sum' || q.tokens.some((t) => SUM_WORDS.has(t.text) && t.text !== 'overall')) return null;
  const per = q.tokens.findIndex((t, i) => t.text === 'per' && !covered(i) && q.tokens[i + 1] !== undefined && namesRows(fact, q.tokens[i + 1]) && !/s$/.test(q.tokens[i + 1].text));
  if (per < 0) return null;
  return decline(`The question asks for a figure ${q.tokens[per].raw} ${q.tokens[per + 1].raw}, an average over them, but my reading of it computes ${computed}, a total.`);
};

/** "Most expensive tree we have sold": how dear a thing is is its price, never the prices of many rows added up. */
const dearnessIsNoTotal: Rule = ({ q, reading, computed }) => {
  if (reading.measure.fn !== 'sum' || q.tokens.some((t) => SUM_WORDS.has(t.text))) return null;
  const dear = q.tokens.find((t) => DEARNESS_WORDS.has(t.text));
  if (!dear) return null;
  return decline(`The question asks how ${dear.raw} something is, a price, but my reading of it computes ${computed}, prices added up over many rows.`);
};

/**
 * The measure a question names is the kind of figure the reading adds up or ranks by. A header
 * named by a word of its own kind ("unit cost", "revenue") was chosen by the question; one chosen
 * from a word of another kind ("units" for unit_cost) or named by nothing is checked.
 */
const measureKindAsSaid: Rule = ({ q, reading, columns, values, figure, computed, fact }) => {
  if (!figure || figure.role !== 'measure') return null;
  const kind = columnKind(figure);
  if (!kind) return null;
  const namedByKind = columns.some(
    (m) => !m.synonym && sameRef(m.column.ref, figure.ref) && (m.score === 1 || q.tokens.slice(m.start, m.end).some((t) => FIGURE_KINDS[t.text] === kind)),
  );
  if (namedByKind) return null;
  const others = [...answerColumns(reading), ...reading.conditions.map((c) => c.column)].filter((r) => !sameRef(r, figure.ref));
  const elsewhere = columns.filter((m) => others.some((r) => sameRef(r, m.column.ref)));
  const said = q.tokens.find(
    // "takings from sold items" over sale lines with no quantity column: the items are the rows, no figure.
    (t, i) => Object.hasOwn(FIGURE_KINDS, t.text) && FIGURE_KINDS[t.text] !== kind && !elsewhere.some((m) => inSpan(i, m)) && !values.some((v) => inSpan(i, v)) && !(fact && rowsOfNoFigure(fact, t)),
  );
  if (!said) return null;
  return decline(
    `The question asks about ${said.raw}, but my reading of it uses ${figure.label}, which holds ${kind === 'money' ? 'money (a price, cost or amount)' : 'a quantity'}: ${computed}. No column I could join holds the ${said.raw} asked for in this reading.`,
  );
};

/**
 * "Films with no screenings", "pets that never had a visit": the rows that have none of another
 * table's rows. A reading that takes the negated rows themselves ("screen is empty" over the
 * screenings) answers another question.
 */
const absenceIsAntiJoin: Rule = ({ q, catalog, reading, computed }) => {
  if (reading.unmatched) return null;
  const t = q.tokens;
  const rowsOfReading = (i: number) => reading.tables.some((name) => {
    const table = tableOf(catalog, name);
    return table !== null && t[i] !== undefined && namesRows(table, t[i]);
  });
  const at = t.findIndex((x, i) => ABSENT.has(x.text) && x.raw !== x.raw.toUpperCase() && (rowsOfReading(i + 1) || (t[i + 1]?.text === 'any' && rowsOfReading(i + 2))));
  if (at < 0) return null;
  return decline(`The question asks about rows with ${t[at].raw} ${t[at + 1].raw}..., but my reading of it computes ${computed}, over those rows themselves.`);
};
/** Words saying some rows do not exist: "no screenings", "without any rides", "never a visit". */
const ABSENT = new Set(['no', 'never', 'without']);

/**
 * Conditions no row can meet together: a column both empty and equal to a value ("no club (None)"
 * read as club is empty and club = None), or equal to one value and to another. The words were
 * read twice over one column, so "no rows match" would be a confident answer to a misreading.
 */
const conditionsContradict: Rule = ({ reading, computed }) => {
  const all = [...reading.conditions, ...(reading.unmatched?.conditions ?? [])];
  const key = (r: ColumnRef) => `${r.table}.${r.column}`;
  const empty = new Set(all.filter((c) => c.kind === 'missing' && !c.negate).map((c) => key(c.column)));
  const required = new Map<string, Set<string>>();
  for (const c of all) {
    if (c.kind !== 'in' || c.negate) continue;
    const k = key(c.column);
    if (empty.has(k)) return decline(`My reading of the question asks for rows where one column is both empty and holds a value (${computed}); no row can, so I read some words twice.`);
    const before = required.get(k);
    const now = new Set(before ? c.values.filter((v) => before.has(v)) : c.values);
    if (now.size === 0) return decline(`My reading of the question asks for rows where one column holds two different values at once (${computed}); no row can, so I read some words twice.`);
    required.set(k, now);
  }
  return null;
};

/** "The average wait in minutes" over a column of seconds: the figure would be in another unit. */
const unitOfTimeAsSaid: Rule = ({ q, figure, reading }) => {
  const m = reading.measure;
  const reason = otherTimeUnit(q, figure, m.fn !== 'count' && m.fn !== 'ratio' && m.inUnit ? m.inUnit.unit : null);
  return reason ? decline(reason) : null;
};

/**
 * "How many orders" over order lines sharing an order_no, "the average order value" over the lines'
 * values: the rows are parts of what is counted or averaged, so a count or an average of rows
 * answers for the parts. Grouping by the id, or counting its distinct values, is another reading.
 */
const rowsArePartsOfThings: Rule = ({ q, reading, fact, computed }) => {
  if (!fact) return null;
  const fn = reading.measure.fn;
  const s = reading.shape;
  const groupedBy = (c: { ref: ColumnRef }) => (s.kind === 'breakdown' || s.kind === 'top_groups' || s.kind === 'compare') && sameRef(s.by, c.ref);
  const countAt = countAskedAt(q);
  // "how many order lines": the last noun of the counted phrase is what is counted.
  let at = countAt >= 0 ? countAt + 2 : -1;
  // "how many module results": a header's plural word after it is the noun counted (header-head-nouns.ts).
  while (at >= 0 && q.tokens[at + 1] !== undefined && (namesRows(fact, q.tokens[at + 1]) || qualifiesHeaderNounAfter(q, at, fact.columns) || isEntryNoun(q.tokens[at + 1], fact.columns))) at++;
  const counted = at >= 0 ? q.tokens[at] : undefined;
  const whole = counted && fn === 'count' ? repeatedIdNamed(fact, counted) : null;
  if (whole && !groupedBy(whole))
    return decline(`${whole.label} repeats across the rows of ${fact.label}, so a row is a part of one of the ${counted!.raw} and my reading (${computed}) counts the parts. I can count the distinct ${whole.label} values.`);
  if (fn !== 'avg') return null;
  // "per order line" over order_lines: the table's own name, its rows, not the order (per-table-name.ts).
  const perRows = (i: number) => {
    const id = repeatedIdNamed(fact, q.tokens[i + 1]);
    return id !== null && perTableNameThroughKey(q.tokens, i + 1, i + 2, id, fact);
  };
  if (q.tokens.some((t, i) => t.text === 'per' && q.tokens[i + 1] !== undefined && perRows(i))) return null;
  const per = q.tokens.findIndex((t, i) => (AVG_WORDS.has(t.text) || t.text === 'per') && q.tokens[i + 1] !== undefined && repeatedIdNamed(fact, q.tokens[i + 1]) !== null);
  const averaged = per >= 0 ? repeatedIdNamed(fact, q.tokens[per + 1]) : null;
  if (averaged && !groupedBy(averaged))
    return decline(`${averaged.label} repeats across the rows of ${fact.label}: "${q.tokens[per].raw} ${q.tokens[per + 1].raw}" asks per ${averaged.label}, but my reading (${computed}) averages the rows, which are parts of one.`);
  // "average spend per online order", "the average value of an order": the whole may sit a word
  // or two after "per", or after "of a", and still be what one figure is averaged over.
  const whole2 = wholeAveragedOver(q, fact);
  if (whole2 && !groupedBy(whole2.id))
    return decline(`${whole2.id.label} repeats across the rows of ${fact.label}: "${whole2.phrase}" asks per ${whole2.id.label}, but my reading (${computed}) averages the rows, which are parts of one.`);
  return null;
};

/** Words that may stand between "per" (or "of a") and the noun of the whole: none that ends the phrase. */
const PHRASE_ENDS = new Set(['the', 'of', 'by', 'and', 'or', 'vs', 'versus', 'in', 'for', 'on', 'per', 'each', 'every', 'with', 'from', 'to', 'than', 'a', 'an']);

/**
 * The repeated id a marker ("per", "each", "every", or "a"/"an" after "of", "for", "on") averages
 * over, with one or two words between them ("per online order", "of a wholesale order"), the noun
 * not itself qualifying the rows' own noun after it ("per order line"); else null.
 */
function wholeAveragedOver(q: Question, fact: CatalogTable): { id: CatalogColumn; phrase: string } | null {
  const t = q.tokens;
  for (let j = 0; j < t.length; j++) {
    const id = repeatedIdNamed(fact, t[j]);
    if (!id || (t[j + 1] !== undefined && namesRows(fact, t[j + 1]))) continue;
    for (let k = j - 1; k >= Math.max(0, j - 3); k--) {
      const w = t[k].text;
      const marker = w === 'per' || w === 'each' || w === 'every' || ((w === 'a' || w === 'an') && ['of', 'for', 'on'].includes(t[k - 1]?.text ?? ''));
      if (marker) return { id, phrase: t.slice(k, j + 1).map((x) => x.raw).join(' ') };
      if (PHRASE_ENDS.has(w) || t[k].num !== null) break;
    }
  }
  return null;
}

/** Dates that read as well day-first as month-first: the order assumed is said. */
const datesReadEitherWay: Rule = ({ catalog, reading }) => {
  const reason = dayMonthAssumption(catalog, reading);
  return reason ? { action: 'uncertain', reason } : null;
};

const RULES: Rule[] = [conditionsContradict, takingsNounIsMoney, takingsAreNotRefunds, cellNamesAnotherTable, unitOfTimeAsSaid, rowsArePartsOfThings, absenceIsAntiJoin, followUpReadAlone, namesAskedColumn, whichAsksNames, whoNamesSomeone, mostOfACell, percentIsShare, shareOfRowsIsCounted, shareOfItsOwnRows, whenIsDate, topIsRanking, eitherOrIsComparison, moneyVerbIsMoney, aggregateAsSaid, howManyIsCount, mostRowsIsCount, singleRowIsExtreme, perRowIsAverage, dearnessIsNoTotal, measureKindAsSaid, agentOrGroup, rankedCountIsAsked, countIsNotAnAmount, takenInIsMoney, moneyVerbNamesColumn, datesReadEitherWay];

/**
 * Whether the reading's answer has the shape the question asks for: null when it does, else the
 * first decline any rule gives, else the first mark of uncertainty.
 */
export function checkAnswerShape(input: ShapeInput): ShapeMismatch | null {
  const { question: q, catalog, reading, columns, values } = input;
  const used = answerColumns(reading);
  const usedMentions = columns.filter((m) => !m.synonym && used.some((r) => sameRef(r, m.column.ref)));
  // "discount percentage", "avg price": words inside a header the answer uses are that header's.
  const covered = (i: number) => usedMentions.some((m) => inSpan(i, m)) || values.some((v) => inSpan(i, v));
  // "nightly rate": a rate named by any header is that header's, not a share asked for.
  // A percent sign or word inside a header said outright that the reading filters on ("no cocoa % filled in").
  const filtered = reading.conditions.map((c) => c.column);
  const percentOfHeader = (i: number) =>
    columns.some((m) => !m.synonym && inSpan(i, m) && filtered.some((r) => sameRef(r, m.column.ref)) && (m.column.label.includes('%') || m.column.words.some((w) => PERCENT_WORDS.has(w))));
  const asked = readAsked(q, (i) => covered(i) || (q.tokens[i].text === 'rate' && columns.some((m) => !m.synonym && inSpan(i, m))), values, percentOfHeader);
  const figure = figureColumn(reading);
  const check: Check = {
    catalog,
    reading,
    columns,
    values,
    previous: input.previous,
    followed: input.followed,
    q,
    asked,
    covered,
    computed: readingText(catalog, reading),
    figure: figure ? findColumn(catalog, figure) : null,
    // An anti-join takes the lookup table's rows.
    fact: tableOf(catalog, reading.tables[reading.unmatched ? 1 : 0]),
  };
  const found = RULES.map((rule) => rule(check)).filter((m): m is ShapeMismatch => m !== null);
  return found.find((m) => m.action === 'decline') ?? found[0] ?? null;
}
