// Finds what a question names: columns (by their header words), cells (by the values in the
// profiles), numbers with their comparisons, and periods of time. Returns every candidate with
// its token span; choosing among overlapping candidates is the interpreter's job.
import { passiveClosing } from './passive-of-noun-cell.ts';
import { doneWordCells } from './done-word-cells.ts';
import { feeNamesAmount } from './fees-in-an-amount.ts';
import { attendanceMarkCells } from './attendance-marks.ts';
import { pastYearSeason } from './year-season.ts';
import { channelMentions } from './channel-of-via.ts';
import { periodsFromToday } from './periods-from-today.ts';
import { timesOfHowMany } from './how-many-times.ts';
import { STOPWORDS, stem as stemOf } from '../text.ts';
import { attributiveStatus, imperativeOpening } from './attributive-status.ts';
import { namesOnlyTheMeans, participleBeforeFor } from './participle-headers.ts';
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { nameWords, namesRows } from './catalog.ts';
import { rowNumberAsked, rowNumberUnderRowNoun } from './row-number-headers.ts';
import { demonymCells } from './demonyms.ts';
import { verbFormCells, verbFormOfCountedRows } from './verb-form-cells.ts';
import { calledOffCells } from './called-off-cells.ts';
import { GIVEN_BACK, givenBack, moneyVerbColumn, TAKINGS_STEMS, takingsColumn, takingsMentions, takingsWord } from './takings-column.ts';
import { HOW_MUCH_TAKEN_VERBS } from './how-much-taken.ts';
import { refundVerbsOfHowMuch } from './refund-verb-money.ts';
import { partBesideTotal } from './takings-beside-parts.ts';
import { settledMoneyMentions } from './received-money.ts';
import { transactionMentions } from './transactions-of-lines.ts';
import { statusMoneyMentions } from './settled-status.ts';
import { valueOfRowsMentions } from './value-of-rows.ts';
import { waitingCells } from './waiting-cells.ts';
import type { Question } from './question.ts';
import { rawSpan } from './question.ts';
import { hyphenatedBeforeRate, rateNounCells } from './rate-nouns.ts';
import { unitMentions } from './measure-units.ts';
import { oneOfMeasureUnit } from './weight-compared.ts';
import { passiveOfUnitHeader } from './passive-of-unit-header.ts';
import { bracketedUnitSaid } from './units-in-brackets.ts';
import { timeFigureMentions } from './time-figures.ts';
import { servingsSoldMentions } from './servings-sold.ts';
import { holdsTime, isSpeedWord } from './speed-words.ts';
import { spendsTime } from './time-spent.ts';
import { durationMentions } from './row-duration.ts';
import { incomingWordOnOutgoing, ourOutgoing } from './incoming-verbs.ts';
import { salePriceColumn } from './price-takings.ts';
import { headNounCells } from './cell-head-plurals.ts';
import { withoutVerbOfItsOutcome } from './verb-of-its-outcome.ts';
import { withoutPurposeOfStatus } from './purpose-after-status.ts';
import { withoutVerbForASide } from './verb-for-a-side.ts';
import { withoutRankedPeriodOfRate } from './ranked-period-of-a-rate.ts';
import { stopwordHeaderMentions } from './stopword-headers.ts';
import { withoutGroupingDeterminers } from './grouping-determiners.ts';
import { feeNamedForAnother } from './fee-named-for-another.ts';
import { verbLeavesQualifierUnsaid } from './verb-of-a-qualified-header.ts';
import { partySizeMentions } from './party-size.ts';
import { headcountPartsMentions } from './headcount-parts.ts';
import { moneyNounAfterHeader } from './money-noun-after-header.ts';
import { moneyThroughTill } from './money-through-till.ts';

/** Stems of words for money taken in that may name a fee or a fare of the rows: the takings words and "income". */
const TAKINGS_SYNONYM_STEMS = new Set([...TAKINGS_STEMS, 'incom']);
import {
  ABBREVIATIONS,
  AVG_WORDS,
  COMPARATIVES,
  FILLER,
  INFLOW_WORDS,
  MAX_WORDS,
  MEASURE_SYNONYMS,
  MIN_WORDS,
  MONTH_ABBREVIATIONS,
  NUMBER_WORDS,
  OUTFLOW_WORDS,
  PARTICIPLE_OF_VERB,
  SELLING_VERBS,
  SHARE_WORDS,
  SUM_WORDS,
  TRAILING_COMPARATIVES,
  TYPED_ABBREVIATIONS,
} from './vocabulary.ts';
import { SINGLE_TIME_UNITS, TIME_UNIT_WORDS, UNIT_WORDS, sameUnit, unitPer } from './units-of-measure.ts';

export type Span = { start: number; end: number };

export type ColumnMention = Span & {
  column: CatalogColumn;
  /** Share of the header's words the question used (1 = all of them). */
  score: number;
  /** Named through a synonym ("earn" for salary). */
  synonym: boolean;
  /** Named as how long a row lasted ("how long", "length of stay"): row-duration.ts. */
  duration?: true;
  /** "people" over Adults and Children: the row's people are the sum of these parts (headcount-parts.ts), with where the question restates them. */
  parts?: { columns: CatalogColumn[]; said: Span[] };
};

export type ValueMention = Span & { column: CatalogColumn; values: string[] };

export type NumberMention = Span & { value: number; op: '>' | '>=' | '<' | '<=' | '=' | null; opSpan: Span | null };

export type PeriodMention = Span & { from: string | null; to: string | null; said: string };

/** Header words of how a sale was paid ("Payment", "pay_type", "tender"), and the nouns said after them for it. */
const PAYMENT_WORDS = new Set(['payment', 'pay', 'tender', 'paid']);
const PAYMENT_MEANS = new Set(['method', 'methods', 'mode', 'modes']);
/**
 * Nouns said after a header word for what that header holds: "email address" of an Email column,
 * "phone number" of Phone, as "payment method" of Payment.
 */
const HELD_AS: Record<string, ReadonlySet<string>> = {
  email: new Set(['address', 'addresses']),
  phone: new Set(['number', 'numbers']),
  mobile: new Set(['number', 'numbers']),
  website: new Set(['address', 'addresses']),
};

const CUE_WORDS = new Set([...SUM_WORDS, ...AVG_WORDS, ...MAX_WORDS, ...MIN_WORDS, ...SHARE_WORDS, 'count', 'number', 'first', 'last', 'top']);

function spansOverlap(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

export function inSpan(i: number, s: Span): boolean {
  return i >= s.start && i < s.end;
}

/** Pronouns whose stems are those of header words ("us" of "used"). */
/** Words before a unit that make it the unit a rate is per: "per kilo", "a kilo", "each hour". */
const PER_WORDS = new Set(['per', 'a', 'an', 'each', 'every']);

const PRONOUNS = new Set(['us', 'we', 'our', 'ours', 'me', 'them', 'it', 'its', 'they', 'their']);

export function columnMentions(q: Question, catalog: Catalog): ColumnMention[] {
  const out: ColumnMention[] = [];
  for (const t of catalog.tables) {
    for (const c of t.columns) {
      // "downloads by show" beside a column "show": stopword-headers.ts.
      out.push(...stopwordHeaderMentions(q, c));
      const own = new Set(c.stems.filter((s) => !STOPWORDS.has(s) || s === 'name' || s === 'number' || s === 'total'));
      if (own.size === 0) continue;
      // "revenue" names "Revenue (EUR)" in full: units in a header need not be said.
      const needed = new Set([...own].filter((s) => !UNIT_WORDS.has(s)));
      const denominator = needed.size || own.size;
      // "nightly rate" names "Rate/Night": an adjective in -ly names its noun.
      const ownTable = t;
      const stemIn = (k: number) => {
        const t = q.tokens[k];
        // "sites with us" never names "Bait used (g)": a pronoun is no header word by its stem.
        if (PRONOUNS.has(t.text) && !c.words.includes(t.text)) return null;
        if (timesOfHowMany(q, k)) return null;
        // "a tray", "per tray", "tray price": the unit a price is per, said in the singular, never the count of those units (count-of-unit-priced-per.ts).
        if (c.countsUnitOf && !c.words.includes(t.text)) return null;
        if (own.has(t.stem)) return namesOnlyTheMeans(c, t.text, t.stem) || participleBeforeFor(c, q, k) || passiveOfUnitHeader(q, k, c) || verbLeavesQualifierUnsaid(q, k, c, ownTable) ? null : t.stem;
        // "did staff teach" names "Taught By Staff": an irregular verb's present form names its participle's header.
        const participle = Object.hasOwn(PARTICIPLE_OF_VERB, t.text) ? stemOf(PARTICIPLE_OF_VERB[t.text]) : null;
        if (participle !== null && own.has(participle)) return participle;
        // "avg claim by dept" beside a department column: an abbreviation typed for a header word.
        const full = TYPED_ABBREVIATIONS.includes(t.text) ? ABBREVIATIONS[t.text].map(stemOf).find((e) => own.has(e)) : undefined;
        if (full) return full;
        // "litres" names "Milk (L)", "kilograms" names "Yield (kg)": a unit the header abbreviates.
        // Not the unit a rate is per ("how many kilos" never names "Price (£/kg)"), unless said after "per".
        const unit = UNIT_WORDS.has(t.text) ? c.words.find((w) => UNIT_WORDS.has(w) && sameUnit(w, t.text)) : undefined;
        if (unit !== undefined && own.has(stemOf(unit)) && !(unit === unitPer(c) && !PER_WORDS.has(q.tokens[k - 1]?.text ?? ''))) return stemOf(unit);
        const noun = /^[a-z]{4,}ly$/.test(t.text) ? stemOf(t.text.slice(0, -2)) : null;
        if (noun !== null && own.has(noun) && !UNIT_WORDS.has(noun)) return noun;
        // "hourly tariff" names "Tariff £/hr", "daily rate" "Rate per day": the adjective of a unit
        // names a rate per that unit, never a figure counted in it (hours_billed).
        const adjective = /^[a-z]{3,}ly$/.test(t.text) ? t.text.slice(0, -2).replace(/i$/, 'y') : null;
        const per = adjective !== null ? unitPer(c) : null;
        return per !== null && sameUnit(per, adjective!) && own.has(stemOf(per)) ? stemOf(per) : null;
      };
      // "sign-ups" names signup_date: two words joined by a hyphen are the header's one word.
      const joined = (k: number) => {
        const a = q.tokens[k];
        const b = q.tokens[k + 1];
        if (!b || q.folded[a.end] !== '-' || b.start !== a.end + 1) return null;
        const s = stemOf(a.text + b.text);
        return own.has(s) ? s : null;
      };
      const rowNumber = rowNumberUnderRowNoun(c, t);
      let i = 0;
      while (i < q.tokens.length) {
        const compound = joined(i);
        if (stemIn(i) === null && compound === null) {
          i++;
          continue;
        }
        let j = i;
        const hit = new Set<string>();
        if (compound !== null) {
          hit.add(compound);
          j += 2;
        }
        // "order amount", "hire date": consecutive words of the same header form one mention.
        // "rate per night" names "Rate per night (EUR)": a stopword of the header between two of its words is part of it.
        const inner = (k: number) => k + 1 < q.tokens.length && STOPWORDS.has(q.tokens[k].text) && c.words.includes(q.tokens[k].text) && stemIn(k + 1) !== null && j > i;
        while (j < q.tokens.length && (stemIn(j) !== null || inner(j))) {
          if (stemIn(j) !== null) hit.add(stemIn(j)!);
          j++;
        }
        // "check-ins" names check_in: a header's short word joined by a hyphen is part of the mention.
        while (j < q.tokens.length && q.folded[q.tokens[j - 1].end] === '-' && c.stems.includes(q.tokens[j].stem)) j++;
        // "payment method", "payment mode" beside a header Payment: how a sale was paid is what the header holds.
        if (j < q.tokens.length && PAYMENT_MEANS.has(q.tokens[j].text) && c.words.some((w) => PAYMENT_WORDS.has(w)) && !c.words.includes(q.tokens[j].text) && stemIn(j - 1) !== null) j++;
        // "email address" beside Email: the noun says what the header holds.
        if (j < q.tokens.length && Object.hasOwn(HELD_AS, q.tokens[j - 1].text) && HELD_AS[q.tokens[j - 1].text].has(q.tokens[j].text) && !c.words.includes(q.tokens[j].text) && stemIn(j - 1) !== null) j++;
        // "invoiced money" beside Invoiced (£): the noun says what the header holds (money-noun-after-header.ts).
        // Not after "total" or another word of an aggregate: "the total money" is the sum of whatever money names.
        if (j > i && !CUE_WORDS.has(q.tokens[j - 1].text) && !STOPWORDS.has(q.tokens[j - 1].text) && moneyNounAfterHeader(q, j, c, hit)) j++;
        // "type of site" names site_type: the header's words in the other order, joined by "of".
        // Not a count or an aggregate before "of": "the total number of defects" beside "Defects No." counts them.
        if (j === i + 1 && !CUE_WORDS.has(q.tokens[i].text) && q.tokens[j]?.text === 'of' && j + 1 < q.tokens.length && stemIn(j + 1) !== null && stemIn(j + 1) !== stemIn(i)) {
          const both = new Set([...hit, stemIn(j + 1)!]);
          if ([...needed].every((s) => both.has(s))) {
            hit.add(stemIn(j + 1)!);
            j += 2;
          }
        }
        // "booking channel", "guest country", "product category": a singular noun for the rows of
        // the header's own table, said before it, says whose header it is.
        let from = i;
        const before = q.tokens[i - 1];
        // Not the object of an aggregate ("the largest invoice issued" ranks invoices, beside an Issue Date),
        // and only before a noun, not a participle.
        const object = i >= 2 && (CUE_WORDS.has(q.tokens[i - 2].text) || q.tokens[i - 2].text === 'many');
        if (before && c.role !== 'key' && !object && !/ed$/.test(q.tokens[i].text) && stemIn(i - 1) === null && singularOfRows(t, before)) from = i - 1;
        // "other blades" names "Other Blades": a stopword that is the header's own first word, said right before the rest of it, is part of the mention.
        else if (before && c.words.length > 1 && c.words[0] === before.text && STOPWORDS.has(before.text) && own.has(q.tokens[i].stem) && stemOf(c.words[1]) === q.tokens[i].stem) from = i - 1;
        // "Top 5 products by number sold" beside "Machine No": "number" alone is a count, not a
        // header of several words it is one of.
        if (hit.size === 1 && hit.has('number') && needed.size > 1 && j === i + 1) {
          i = j;
          continue;
        }
        const named = [...hit].filter((s) => needed.has(s) || needed.size === 0).length;
        // "total kWh", "by litres": a unit alone names its column only when no other figure of the
        // table is in that unit; "in dollar terms" beside two dollar columns names neither.
        const unitOnly = named === 0 && needed.size > 0;
        const shared = unitOnly && t.columns.some((o) => o !== c && o.role === 'measure' && o.words.some((w) => UNIT_WORDS.has(w) && w !== unitPer(o) && [...hit].some((h) => c.words.some((cw) => stemOf(cw) === h && sameUnit(cw, w)))));
        // "the most metres put in" beside Length (m) and another table's Metres Installed: a unit the
        // header only abbreviates names it less than a header that spells the word out.
        const spelledElsewhere = unitOnly && j === i + 1 && !c.stems.includes(q.tokens[i].stem) && catalog.tables.some((x) => x.columns.some((o) => o !== c && o.role === 'measure' && o.stems.includes(q.tokens[i].stem)));
        // "order lines" beside a Line column numbering each order's lines: the rows, not that number (row-number-headers.ts).
        if (rowNumber && !rowNumberAsked(q, j)) {
          i = j;
          continue;
        }
        out.push({ start: from, end: j, column: c, score: shared || spelledElsewhere ? 0.25 : Math.min(1, (named || hit.size) / denominator), synonym: false });
        i = j;
      }
      // "the longest average play time" beside Minutes Played: "<word> time" of a figure held in a
      // unit of time whose other header word it is names that figure, the time of the play.
      if (c.role === 'measure' && c.words.some((w) => TIME_UNIT_WORDS.has(w))) {
        for (let k = 1; k < q.tokens.length; k++) {
          const word = q.tokens[k - 1];
          if (q.tokens[k].text !== 'time' || TIME_UNIT_WORDS.has(word.text) || !c.words.some((w) => !TIME_UNIT_WORDS.has(w) && stemOf(w) === word.stem)) continue;
          // "first response time" beside First Response (min): the header's words said before it go with it.
          let from = k - 1;
          while (from > 0 && c.stems.includes(q.tokens[from - 1].stem) && !TIME_UNIT_WORDS.has(q.tokens[from - 1].text)) from--;
          if (!out.some((o) => o.column === c && o.start === from && o.end === k + 1)) out.push({ start: from, end: k + 1, column: c, score: 1, synonym: false });
        }
      }
      const money = moneyVerbColumn(t, q);
      // "How much did we spend" is money going out, never the price the table's sales took.
      const incoming = money === c && salePriceColumn(t, catalog) === c;
      for (const k of [...moneyVerbsRanked(q), ...moneyVerbsOfHowMuch(q), ...refundVerbsOfHowMuch(q, t)]) if (money === c && !incomingWordOnOutgoing(q, k, c) && !(incoming && ourOutgoing(q, k))) out.push({ start: k, end: k + 1, column: c, score: 0.5, synonym: true });
      // "How much did no-access jobs bring in?" beside Quote (£) and Invoiced (£): with no one money
      // column, a verb of money coming in names the takings column (a quote is only offered).
      if (money === null && takingsColumn(t) === c) for (const k of moneyVerbsOfHowMuch(q)) if (HOW_MUCH_TAKEN_VERBS.has(q.tokens[k].text) && !ourOutgoing(q, k)) out.push({ start: k, end: k + 1, column: c, score: 0.5, synonym: true });
      // "What did Ludlow take in August?": the money a row took in (its takings column), never a fee paid out (Pitch fee).
      const taken = whatWasTaken(q);
      // A sale's own price is what the sale took too (price-takings.ts): "what did we take from completed hires".
      if (taken >= 0 && (takingsColumn(t) === c || (takingsColumn(t) === null && salePriceColumn(t, catalog) === c))) out.push({ start: taken, end: taken + 1, column: c, score: 0.5, synonym: true });
      for (const m of takingsMentions(q, t, catalog)) if (m.column === c) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: true });
      // "The value of returned lines": the money of the rows the cells pick out (value-of-rows.ts).
      for (const m of valueOfRowsMentions(q, t)) if (m.column === c && !out.some((o) => o.column === c && o.start <= m.at && m.at < o.end)) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: true });
      // "how many dozen eggs" beside "Trays (30 eggs)": the unit its note counts names the column, converted (unit-asked.ts).
      const noted = c.role === 'measure' ? bracketedUnitSaid(q, c.label) : null;
      if (noted && !out.some((o) => o.column === c && spansOverlap(o, noted))) out.push({ start: noted.start, end: noted.end, column: c, score: 1, synonym: false });
      for (const m of unitMentions(q, t)) if (m.column === c && !out.some((o) => o.column === c && o.start <= m.at && m.at < o.end)) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: true });
      // "hours delivered" over Actual Mins: the unit names the figure as a header word would.
      for (const m of timeFigureMentions(q, t)) if (m.column === c && !out.some((o) => o.column === c && o.start <= m.at && m.at < o.end)) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: false });
      // "by channel" beside Sold Via: the header of what a row was sold through (channel-of-via.ts).
      for (const m of channelMentions(q, t)) if (m.column === c && !out.some((o) => o.column === c && o.start <= m.at && m.at < o.end)) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: false });
      for (const m of servingsSoldMentions(q, t, catalog)) if (m.column === c && !out.some((o) => o.column === c && o.start <= m.at && m.at < o.end)) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: true });
      for (const m of settledMoneyMentions(q, t)) if (m.column === c) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: true });
      for (const m of transactionMentions(q, t)) if (m.column === c && !out.some((o) => o.column === c && o.start <= m.at && m.at < o.end)) out.push({ start: m.at, end: m.at + 1, column: c, score: 0.5, synonym: true });
      for (const m of statusMoneyMentions(q, t)) if (m.money === c && !out.some((o) => o.column === c && spansOverlap(o, { start: m.at, end: m.end }))) out.push({ start: m.at, end: m.end, column: c, score: 0.5, synonym: true });
      // "Average party size": the table's one head count (party-size.ts).
      for (const m of partySizeMentions(q, t)) if (m.column === c && !out.some((o) => o.column === c && spansOverlap(o, m))) out.push({ start: m.start, end: m.end, column: c, score: 1, synonym: true });
      // "How many people came" over Adults and Children: the sum of the parts (headcount-parts.ts).
      for (const m of headcountPartsMentions(q, t)) if (m.column === c && !out.some((o) => o.column === c && spansOverlap(o, m))) out.push({ start: m.start, end: m.end, column: c, score: 1, synonym: true, parts: { columns: m.parts, said: m.said } });
      // "How long", "lasted", "length of stay": the table's one figure of how long a row lasted.
      // "session length" beside session_hours, "session" being a header word too: "length" still names it.
      for (const m of durationMentions(q, t)) {
        if (m.column !== c) continue;
        let start = m.start;
        while (start < m.end && out.some((o) => o.column === c && o.start <= start && start < o.end)) start++;
        const rest = { start, end: m.end };
        if (start < m.end && !out.some((o) => o.column === c && spansOverlap(o, rest))) out.push({ ...rest, column: c, score: 0.5, synonym: true, duration: true });
      }
      for (const [k, tok] of q.tokens.entries()) {
        const targets = Object.hasOwn(MEASURE_SYNONYMS, tok.stem) ? MEASURE_SYNONYMS[tok.stem] : undefined;
        if (targets && c.role === 'measure' && c.stems.some((s) => targets.includes(s)) && !own.has(tok.stem) && (!isSpeedWord(tok.stem) || holdsTime(c)) && !spendsTime(q, k) && !incomingWordOnOutgoing(q, k, c) && !partBesideTotal(tok, c, t) && !(TAKINGS_SYNONYM_STEMS.has(tok.stem) && feeNamedForAnother(q, c, t)) && !takingsOfGivenBack(q, tok, t, c)) {
          out.push({ start: k, end: k + 1, column: c, score: 0.5, synonym: true });
        }
        // "competition entry fee paid" beside Amount (£) and kinds called fees (fees-in-an-amount.ts).
        else if (feeNamesAmount(q, k, c, t) && !out.some((o) => o.column === c && o.start <= k && k < o.end)) out.push({ start: k, end: k + 1, column: c, score: 0.5, synonym: true });
      }
    }
  }
  return withoutRankedPeriodOfRate(q, withoutTotalBeforeColumn(q, soldAsTakings(q, catalog, out)));
}

/**
 * "What did we sell in May?" asks what the sales came to, as "what did we take in May" does
 * (whatWasTaken): the verb names the takings column only, never the quantity or the unit price its
 * usual synonyms would name.
 */
function soldAsTakings(q: Question, catalog: Catalog, found: ColumnMention[]): ColumnMention[] {
  const at = whatWasTaken(q);
  if (at < 0 || !SELLING_VERBS.has(q.tokens[at].text)) return found;
  const takings = found.filter((m) => m.start === at && m.end === at + 1 && catalog.tables.some((t) => takingsColumn(t) === m.column));
  if (takings.length !== 1) return found;
  return found.filter((m) => m === takings[0] || !(m.synonym && m.start === at && m.end === at + 1));
}

/**
 * A word that is the singular noun of a table's rows as its name writes them: "booking" for
 * bookings.csv, "car" for "Cars", "guest" for a synonym's table. Not a word that merely shares the
 * stem ("parking" beside car_parks.xlsx), nor a plural (the rows themselves, not a modifier).
 */
function singularOfRows(t: CatalogTable, tok: { text: string; stem: string }): boolean {
  if (!namesRows(t, tok) || /s$/.test(tok.text)) return false;
  const plural = (w: string) => w === `${tok.text}s` || w === `${tok.text}es` || (tok.text.endsWith('y') && w === `${tok.text.slice(0, -1)}ies`);
  // The head noun of the name only: "till" of till_lines.csv is what the lines belong to, not a line.
  return [nameWords(t.name).at(-1), nameWords(t.label).at(-1)].some((w) => w !== undefined && (w === tok.text || plural(w))) || t.entityWords.has(`${tok.text}s`);
}

const TOTAL_OF = new Set(['of', 'all', 'the', 'our']);

/**
 * "The total adjustment", "the total of all adjustments" beside an "Invoice Total" column: the word
 * "total" alone, part of another header, is the sum of the column named right after it, not that
 * header; so is "total kiosk takings" beside "Total Paid (£)" the sum of what "takings" names.
 */
function withoutTotalBeforeColumn(q: Question, found: ColumnMention[]): ColumnMention[] {
  const loneTotal = (m: ColumnMention) => m.score < 1 && !m.synonym && q.tokens.slice(m.start, m.end).every((t) => t.text === 'total');
  return found.filter((m) => {
    if (!loneTotal(m)) return true;
    let next = m.end;
    while (next < q.tokens.length && TOTAL_OF.has(q.tokens[next].text)) next++;
    // "Total kiosk takings": a word for takings, a word or none after "total", is what is totalled.
    const takingsAfter = (o: ColumnMention) => o.synonym && (o.start === next || o.start === next + 1) && takingsWord(q.tokens[o.start]);
    return !found.some((o) => o.column !== m.column && ((o.start === next && o.score === 1 && !o.synonym) || takingsAfter(o)));
  });
}

const MONEY_VERBS = new Set(['raised', 'raise', 'raises', 'donated', 'donate', 'gave', 'give', 'given', 'earned', 'earn', 'generated', 'generate', 'brought', 'took', 'taken', 'pay', 'paid', 'claimed', 'claim']);
const RANKED = new Set(['most', 'least', 'more', 'less']);

/**
 * "raised the most", "brought in the most", "took in less": a verb of money coming in or going
 * out, ranked with no measure said, asks for the money. Returns the verbs' token indexes.
 */
export function moneyVerbsRanked(q: Question): number[] {
  const out: number[] = [];
  for (const [k, tok] of q.tokens.entries()) {
    if (!MONEY_VERBS.has(tok.text)) continue;
    let j = k + 1;
    if (q.tokens[j]?.text === 'in') j++;
    else if (tok.text === 'brought' || tok.text === 'took' || tok.text === 'taken') continue;
    if (q.tokens[j]?.text === 'the') j++;
    // "gave the most gifts" ranks by what follows; "gave the most (in 2024)" by the money.
    const after = q.tokens[j + 1]?.text;
    if (RANKED.has(q.tokens[j]?.text ?? '') && (after === undefined || (STOPWORDS.has(after) && after !== 'than'))) out.push(k);
  }
  return out;
}

/** Verbs of money a "how much did ..." question asks about: the money verbs, billing, charging and spending. */
const HOW_MUCH_VERBS = new Set([...MONEY_VERBS, ...HOW_MUCH_TAKEN_VERBS, 'bill', 'billed', 'charge', 'charged', 'invoice', 'invoiced', 'spend', 'spent']);

/**
 * "How much did the Winter Appeal raise?", "how much did Dr Walsh bill in 2024?": the verb asks for
 * the money when the question opens "how much did/does/has" and names no figure. Returns the verbs' token indexes.
 */
export function moneyVerbsOfHowMuch(q: Question): number[] {
  const t = q.tokens;
  if (t[0]?.text !== 'how' || t[1]?.text !== 'much') return [];
  // "How much was given in 2024?", "how much has been donated": the passive asks for the money too,
  // through a past participle right after its auxiliary.
  const passive = ['was', 'were', 'is'].includes(t[2]?.text ?? '') ? 3 : t[2]?.text === 'has' && t[3]?.text === 'been' ? 4 : -1;
  if (passive > 0) return PASSIVE_MONEY.has(t[passive]?.text ?? '') ? [passive] : [];
  // "How much came in by DD?": money that came in.
  if (['came', 'come', 'comes'].includes(t[2]?.text ?? '') && t[3]?.text === 'in') return [2];
  // "How much went through the Total Till?": money passed through a till (money-through-till.ts).
  const through = moneyThroughTill(q);
  if (through >= 0) return [through];
  if (!['did', 'does', 'do', 'has', 'have', 'had'].includes(t[2]?.text ?? '')) return [];
  return t.flatMap((tok, k) => (k > 2 && HOW_MUCH_VERBS.has(tok.text) ? [k] : []));
}

/** Verbs of money taken in that "what did ... take" asks the money of: "take", "earn", "bring in", "sell". */
const WHAT_TAKEN_VERBS = new Set(['take', 'taken', 'earn', 'earned', 'bring', 'brought', 'sell', 'sold']);

/**
 * "What did we take in May?", "what did Ludlow take in August?", "what has the shop earned this
 * year?", "what did we sell between 1 and 31 May?": a question opening "what did/does/has" whose verb, a few words on, is one of money taken
 * in asks for that money, as "how much did ... take" does. The verb's index, or -1.
 */
export function whatWasTaken(q: Question): number {
  const t = q.tokens;
  if (t[0]?.text !== 'what' || !['did', 'does', 'do', 'has', 'have'].includes(t[1]?.text ?? '')) return -1;
  for (let k = 3; k <= 5 && k < t.length; k++) {
    if (!WHAT_TAKEN_VERBS.has(t[k].text)) continue;
    // "bring" and "brought" take money only with "in": "what did we bring to the fair" is no money.
    if ((t[k].text === 'bring' || t[k].text === 'brought') && t[k + 1]?.text !== 'in') return -1;
    // "What did we sell in May?" is what the sales came to; "what did we sell?" alone may ask for the goods.
    if ((t[k].text === 'sell' || t[k].text === 'sold') && t[k + 1] === undefined) return -1;
    // Nothing after the verb but the rows' scope: a period, a place, "after refunds".
    return t[k + 1] === undefined || ['in', 'at', 'on', 'during', 'since', 'from', 'between', 'last', 'this', 'after', 'before', 'net', 'over', 'across'].includes(t[k + 1].text) ? k : -1;
  }
  return -1;
}

/** Past participles of money given or taken that a passive "how much was ..." asks the money of. */
const PASSIVE_MONEY = new Set(['given', 'donated', 'raised', 'earned', 'generated', 'paid', 'billed', 'charged', 'invoiced', 'spent', 'claimed', 'pledged']);

/** Whether a phrase can name a cell only when written exactly as the cell is ("IT", "OR", "US"). */
/**
 * "no-show fees" for the status "No-show": short common words joined by a hyphen as the cell joins
 * them are that cell whatever their case; apart ("no show") they still need its own case.
 */
function hyphenatedAsWritten(cell: string, written: string): boolean {
  return written.includes('-') && cell.trim().toLowerCase() === written.toLowerCase();
}

function needsExactCase(key: string): boolean {
  const ws = key.split(' ');
  return ws.every((w) => STOPWORDS.has(w) || FILLER.has(w) || CUE_WORDS.has(w)) || key.length <= 2;
}

/**
 * A verb or adjective that is also a status cell ("sold", "available", "paid" beside the statuses
 * Sold and Available) names that status whatever its case: "how many condos have been sold".
 * Short words and stopwords ("IT", "OR", "us") still need the cell's own case.
 */
function statusWord(key: string, c: CatalogColumn): boolean {
  if (c.role !== 'category' || c.stats.distinctCount > 12) return false;
  if (key.includes(' ')) return statusPhrase(key);
  return (key.length >= 4 || Object.values(IRREGULAR_PASTS).includes(key)) && FILLER.has(key) && !STOPWORDS.has(key) && !CUE_WORDS.has(key);
}

/**
 * Short irregular past forms of verbs, by the other forms of the verb: a status cell "Ran" (of
 * classes that took place) or "Won" (of deals) is named by "ran" as by "run", "have run"; "Sold"
 * (beside Refunded, Cancelled) by "how many wreaths did we sell" as by "wreaths sold".
 */
const IRREGULAR_PASTS: Record<string, string> = { run: 'ran', runs: 'ran', running: 'ran', win: 'won', wins: 'won', winning: 'won', sell: 'sold', sells: 'sold', selling: 'sold' };

/**
 * A status of several common words ("On hold") said in full, whatever its case: a whole phrase of
 * a few-valued column is no accident, where a lone stopword ("on", "it") would be.
 */
function statusPhrase(key: string): boolean {
  return key.split(' ').some((w) => w.length >= 4 && FILLER.has(w) && !STOPWORDS.has(w) && !CUE_WORDS.has(w));
}

/** Endings that make another word of a word, not its plural: "Labourer" (a person) of "labour", "Turfing" (a job) of "turf". */
const DERIVING_ENDINGS = /^(er|ers|ing|ings|or|ors|ion|ions|ment|ments|ness|ist|ists)$/;

/**
 * Whether one of two words sharing a stem is the other with a deriving ending: the stemmer makes
 * "labourer" and "labour" one stem, but a labourer is no kind of labour, nor turfing turf.
 */
function derivedFrom(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const base = short.replace(/(ies|es|s|e)$/, (m) => (m === 'ies' ? 'y' : ''));
  return long.startsWith(base) && DERIVING_ENDINGS.test(long.slice(base.length).replace(/^e(?=r|rs)/, ''));
}

/** Words that make the next word a noun: "the schedule", "our schedule". */
const DETERMINERS = new Set(['the', 'our', 'your', 'their', 'this', 'that']);

/**
 * A status cell that is a participle ("Booked", "Scheduled") is not named by a noun of its stem:
 * "bookings" (a plural in "-ings", or the noun of the rows the table holds, as "bookings" over
 * sessions keyed by booking_id) are every booking, not the Booked ones, and "how many bookings got
 * cancelled" counts the Cancelled among all of them; the bare word after a determiner, heading its
 * phrase ("how many sailings are in the schedule"), is the whole timetable, not the rows in that
 * state. "cancellations" (no "-ings", no noun of the rows) still names Cancelled.
 */
function nounOfParticipleCell(q: Question, i: number, cell: string, rowNoun: boolean): boolean {
  const word = q.tokens[i].text;
  // Only as the head of its phrase: "the pass rate" (a noun after it) is the rate of the Passed rows.
  const next = q.tokens[i + 1]?.text;
  const head = next === undefined || STOPWORDS.has(next);
  const bareAfterDeterminer = head && DETERMINERS.has(q.tokens[i - 1]?.text ?? '') && (cell === `${word}d` || cell === `${word}ed`);
  return bareAfterDeterminer || (/[a-z]{3,}ed$/.test(cell) && (rowNoun || /ings$/.test(word)));
}

/** What a reader of one word finds in a column: its cells (the mention is that word), or the cells with the end of the phrase it read. */
type CellsOfWord = string[] | { end: number; values: string[] } | null | undefined;

/** Pushes, for every column of every table, the cells `read` finds for the one word at `start`. */
function pushCellsOfWord(out: ValueMention[], catalog: Catalog, start: number, read: (t: CatalogTable, c: CatalogColumn) => CellsOfWord): void {
  for (const t of catalog.tables)
    for (const c of t.columns) {
      const found = read(t, c);
      if (!found) continue;
      const { end, values } = Array.isArray(found) ? { end: start + 1, values: found } : found;
      if (values.length > 0) out.push({ start, end, column: c, values });
    }
}

export function valueMentions(q: Question, catalog: Catalog): ValueMention[] {
  const out: ValueMention[] = [];
  const n = q.tokens.length;
  for (let start = 0; start < n; start++) {
    for (let end = Math.min(n, start + 8); end > start; end--) {
      const key = q.tokens
        .slice(start, end)
        .map((t) => t.text)
        .join(' ');
      const exact = needsExactCase(key);
      const written = exact ? rawSpan(q, start, end) : '';
      for (const t of catalog.tables)
        for (const c of t.columns) {
          const cells = c.valueIndex.get(key);
          if (!cells) continue;
          const values = exact && imperativeOpening(q, start, end) ? [] : exact && !statusWord(key, c) && !hyphenatedBeforeRate(q, start, end, c) && !(!CUE_WORDS.has(key) && attributiveStatus(q, start, end, t, c)) ? cells.filter((v) => v.trim() === written || hyphenatedAsWritten(v, written)) : cells;
          if (values.length > 0) out.push({ start, end, column: c, values });
        }
      // A plural of a category's cell of several words: "support agents" for "Support Agent".
      if (end - start >= 2 && !exact && /[^s]s$/.test(key)) {
        for (const t of catalog.tables)
          for (const c of t.columns) {
            const cells = c.role === 'category' ? c.valueIndex.get(key.slice(0, -1)) : undefined;
            if (cells) out.push({ start, end, column: c, values: cells });
          }
      }
      // A plural or singular of a category's one-word cell: "laptops" for "Laptop", "vans" for "Van".
      // Not verb forms: "opened" is not the status "Open".
      // A filler verb of a few-valued column's cell names it too: "which tier earns the most" for Earn.
      // A participle said before the rows it qualifies is their kind: "scheduled builds" for the
      // trigger Schedule (but "builds scheduled in May", "opened in March" stay verbs).
      // So is a passive closing the clause, for the cell that is its noun in -ion: "books were donated (to us)" for Donation (passive-of-noun-cell.ts).
      const passive = passiveClosing(q, start);
      if (end === start + 1 && (!/(ed|ing)$/.test(q.tokens[start].text) || attributiveParticiple(q, start, catalog) || passive)) {
        const s = q.tokens[start].stem;
        const attributive = !/(ed|ing)$/.test(q.tokens[start].text) || attributiveParticiple(q, start, catalog);
        for (const t of catalog.tables)
          for (const c of t.columns) {
            if (c.role !== 'category' || (exact && !statusWord(key, c))) continue;
            const rowNoun = namesRows(t, q.tokens[start]);
            const cells = [...c.valueIndex.entries()].filter(([k]) => !k.includes(' ') && k !== key && k.length >= 3 && stemOf(k) === s && !derivedFrom(k, key) && !nounOfParticipleCell(q, start, k, rowNoun) && (attributive || /ion$/.test(k))).flatMap(([, v]) => v);
            if (cells.length > 0) out.push({ start, end, column: c, values: cells });
          }
      }
      // A result or status cell said as its verb or noun: "failed", "failures" for Fail, "passed"
      // for Pass. Verbs that also describe a row's date ("opened", "created") are filler and stay so.
      // Money verbs are filler elsewhere, but name a transaction type said as their verb ("points
      // earned" for Earn rows, "deposited" for Deposit).
      if (end === start + 1 && ((!exact && !FILLER.has(key)) || MONEY_FLOW_VERBS.has(key))) {
        for (const t of catalog.tables)
          for (const c of t.columns) {
            if (c.role !== 'category') continue;
            const cells = [...c.valueIndex.entries()].filter(([k]) => !k.includes(' ') && k.length > 3 && k !== key && cellForms(k).includes(key)).flatMap(([, v]) => v);
            if (cells.length > 0) out.push({ start, end, column: c, values: cells });
          }
      }
      if (end === start + 1) {
        // "clocks" for Mantel clock, Wall clock and Carriage clock: the cells whose head noun it is (cell-head-plurals.ts).
        if (!exact) pushCellsOfWord(out, catalog, start, (t, c) => (out.some((m) => m.column === c && m.start <= start && start < m.end) ? null : headNounCells(q, start, t, c)));
        // "completed jobs" for the status Done: a word of finished work, written another way (done-word-cells.ts).
        pushCellsOfWord(out, catalog, start, (_, c) => doneWordCells(key, c, catalog.tables));
        // "attendances in January" for a register's Present beside Absent (attendance-marks.ts).
        pushCellsOfWord(out, catalog, start, (_, c) => attendanceMarkCells(q, start, c));
        // "classes we have run" for the status Ran: another form of a short irregular past that a
        // few-valued status holds.
        if (Object.hasOwn(IRREGULAR_PASTS, key)) pushCellsOfWord(out, catalog, start, (_, c) => (c.role === 'category' && c.stats.distinctCount <= 12 ? c.valueIndex.get(IRREGULAR_PASTS[key]) : null));
        // "which pilot flew the most flights" for the status Flown: another form of an irregular verb (verb-form-cells.ts).
        pushCellsOfWord(out, catalog, start, (_, c) => verbFormCells(key, c));
        // "flights cancelled in Q2" for Weather cancelled and Technical cancelled: the called-off cells giving a reason (called-off-cells.ts).
        pushCellsOfWord(out, catalog, start, (_, c) => {
          const called = calledOffCells(q, start, c);
          return { end: called.end, values: called.cells };
        });
        // "deferral rate" for the outcome Deferred, "acceptance rate" for Accepted.
        pushCellsOfWord(out, catalog, start, (_, c) => rateNounCells(q, start, c));
        // "boys", "women": a gender column's cell, however it is written (M, Male, Boy).
        if (Object.hasOwn(GENDER_WORDS, key)) pushCellsOfWord(out, catalog, start, (_, c) => (c.role === 'category' && c.words.some((w) => w === 'gender' || w === 'sex') ? GENDER_WORDS[key].flatMap((k) => c.valueIndex.get(k) ?? []) : null));
        // "German customers": the country's cells, unless the word is a cell itself (a language).
        if (!out.some((m) => m.start === start && m.end === end)) pushCellsOfWord(out, catalog, start, (_, c) => demonymCells(key, c));
        // "jobs still waiting to be collected": the status Awaiting collection (waiting-cells.ts).
        pushCellsOfWord(out, catalog, start, (_, c) => waitingCells(q, start, c));
        // "morning sessions": the AM cells of a column holding AM and PM.
        if (Object.hasOwn(HALF_DAY_WORDS, key)) pushCellsOfWord(out, catalog, start, (_, c) => (c.role === 'category' && c.valueIndex.has('am') && c.valueIndex.has('pm') ? c.valueIndex.get(HALF_DAY_WORDS[key]) : null));
      }
    }
  }
  return verbFormOfCountedRows(q, catalog, withoutGroupingDeterminers(q, catalog, withoutVerbForASide(q, withoutPurposeOfStatus(q, withoutVerbOfItsOutcome(q, withoutRestatedGlosses(q, out))))));
}

/**
 * "Total sales" beside orders and a returns table: a word for money taken in never names, as a
 * synonym, money given back (Refund Amount £, the amount of returns.csv), unless the question
 * speaks of refunds or returns itself.
 */
function takingsOfGivenBack(q: Question, tok: { text: string; stem: string }, t: CatalogTable, c: CatalogColumn): boolean {
  return takingsWord(tok) && givenBack(t, c) && !q.tokens.some((x) => GIVEN_BACK.has(x.text));
}

/** An "-ed" word right before a word naming some table's rows: "scheduled builds", "completed orders". */
function attributiveParticiple(q: Question, i: number, catalog: Catalog): boolean {
  const next = q.tokens[i + 1];
  return /[a-z]{3,}ed$/.test(q.tokens[i].text) && next !== undefined && catalog.tables.some((t) => namesRows(t, next));
}

const HALF_DAY_WORDS: Record<string, 'am' | 'pm'> = { morning: 'am', mornings: 'am', afternoon: 'pm', afternoons: 'pm' };

const MALE_CELLS = ['m', 'male', 'man', 'men', 'boy', 'boys'];
const FEMALE_CELLS = ['f', 'female', 'woman', 'women', 'girl', 'girls'];
/** Words for people of one gender, and the cells a gender column writes them as. */
const GENDER_WORDS: Record<string, string[]> = Object.fromEntries([
  ...['boy', 'boys', 'man', 'men', 'male', 'males'].map((w) => [w, MALE_CELLS]),
  ...['girl', 'girls', 'woman', 'women', 'female', 'females'].map((w) => [w, FEMALE_CELLS]),
]);

const MONEY_FLOW_VERBS = new Set([...INFLOW_WORDS, ...OUTFLOW_WORDS]);

const GLOSS_NEGATIONS = new Set(['no', 'not', 'never', 'non', 'didn', 'doesn', 'wasn', 'weren']);

/**
 * "NS (no show)", "DNA (did not attend)": words in brackets right after a cell gloss that cell, so
 * they add no value of its column ("attend" is not the cell Attended), and a negated gloss names
 * no positive cell of any column.
 */
function withoutRestatedGlosses(q: Question, found: ValueMention[]): ValueMention[] {
  let out = found;
  for (const m of q.folded.matchAll(/\(([^()]*)\)/g)) {
    const open = m.index;
    const close = open + m[0].length;
    const inside = q.tokens.flatMap((t, i) => (t.start > open && t.end < close ? [i] : []));
    const before = q.tokens.findLastIndex((t) => t.end <= open);
    if (inside.length === 0 || before < 0) continue;
    const glossedMentions = out.filter((v) => v.end === before + 1 && !inside.includes(v.start));
    const glossed = glossedMentions.map((v) => v.column);
    if (glossed.length === 0) continue;
    const negated = inside.some((i) => GLOSS_NEGATIONS.has(q.tokens[i].text));
    // "sold (not refunded)": another cell of the column before the bracket, ruled out after a plain
    // word (no code such as "NS", which the bracket spells out), rules that other cell out; it names no positive cell.
    const plainWord = q.tokens[before].raw.length >= 4 && q.tokens[before].raw !== q.tokens[before].raw.toUpperCase();
    const otherCell = (v: ValueMention) => glossedMentions.every((g) => g.column !== v.column || (plainWord && !g.values.some((x) => v.values.includes(x))));
    // "a watch (no voids)", "March 2025 (not cancelled)": a negation and a cell of another column
    // than the one before the bracket (or another cell of it), and nothing else, rule that cell out (ruled-out-cells.ts); no gloss.
    const rulesOut = (v: ValueMention) => otherCell(v) && GLOSS_NEGATIONS.has(q.tokens[inside[0]].text) && v.start === inside[1] && inside.length - (v.end - v.start) <= 2;
    out = out.filter((v) => !(inside.includes(v.start) && (negated || glossed.includes(v.column)) && !rulesOut(v)));
  }
  return out;
}

/**
 * The participle and noun forms of a one-word cell that is a verb: fail -> failed, failure(s);
 * redeem -> redemption(s), renew -> renewal(s), approve -> approval(s), reject -> rejection(s),
 * cancel -> cancellation(s). Each ending only after the letters it follows in English verbs.
 */
function cellForms(cell: string): string[] {
  if (!/^[a-z]+$/.test(cell)) return [];
  const stemmed = cell.endsWith('e') ? cell.slice(0, -1) : cell;
  const nouns = [
    `${stemmed}ure`,
    ...(/(e|w)$/.test(cell) ? [`${stemmed}al`] : []),
    ...(/(t|te)$/.test(cell) ? [`${stemmed}ion`] : []),
    ...(cell.endsWith('eem') ? [`${cell.slice(0, -3)}emption`] : []),
    ...(cell.endsWith('el') ? [`${cell}lation`] : []),
  ];
  return [`${stemmed}ed`, ...nouns.flatMap((n) => [n, `${n}s`])];
}


/**
 * Phrases worth looking up in columns whose values were not all kept at ingestion: those with a
 * word nothing else explains (not a header word, a kept cell, an operation or a filler word),
 * in the forms a cell may be written in (as typed, lower case, Title Case, upper case).
 */
export function probePhrases(q: Question, explained: (i: number) => boolean): string[] {
  const out = new Set<string>();
  const n = q.tokens.length;
  const title = (s: string) => s.replace(/\p{L}+/gu, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  for (let start = 0; start < n; start++)
    for (let end = start + 1; end <= Math.min(n, start + 5); end++) {
      const toks = q.tokens.slice(start, end);
      if (toks.every((t, k) => explained(start + k) || STOPWORDS.has(t.text) || FILLER.has(t.text) || CUE_WORDS.has(t.text))) continue;
      const written = rawSpan(q, start, end);
      for (const form of [written, written.toLowerCase(), title(written), written.toUpperCase()]) out.add(form);
    }
  return [...out];
}

export function numberMentions(q: Question, taken: Span[]): NumberMention[] {
  const out: NumberMention[] = [];
  for (const [i, tok] of q.tokens.entries()) {
    // "longer than an hour", "over a week": one of a unit of time after a comparison.
    const compared = COMPARATIVES.some((c) => c.op !== '=' && c.words.every((w, k) => q.tokens[i - c.words.length + k]?.text === w));
    // "over a tonne", "more than a litre": one of a unit of weight or volume, as well.
    const oneUnit = (tok.text === 'a' || tok.text === 'an') && (SINGLE_TIME_UNITS.has(q.tokens[i + 1]?.text ?? '') || oneOfMeasureUnit(q.tokens[i + 1]?.text ?? '')) && compared;
    // "more than two hours", "over three days": a number in words before a unit of time, compared.
    const inWords = tok.num === null && Object.hasOwn(NUMBER_WORDS, tok.text) && TIME_UNIT_WORDS.has(q.tokens[i + 1]?.text ?? '') && compared ? NUMBER_WORDS[tok.text] : null;
    if ((tok.num === null && !oneUnit && inWords === null) || /(st|nd|rd|th)$/.test(tok.text)) continue;
    if (taken.some((s) => i >= s.start && i < s.end)) continue;
    let value = tok.num ?? inWords ?? 1;
    let end = i + 1;
    const scale = q.tokens[i + 1]?.text;
    if (scale === 'k' || scale === 'thousand') value *= 1_000;
    if (scale === 'm' || scale === 'million') value *= 1_000_000;
    if (scale === 'k' || scale === 'thousand' || scale === 'm' || scale === 'million') end++;
    let op: NumberMention['op'] = null;
    let opSpan: Span | null = null;
    for (const c of COMPARATIVES) {
      const from = i - c.words.length;
      if (from >= 0 && c.words.every((w, k) => q.tokens[from + k].text === w)) {
        op = c.op;
        opSpan = { start: from, end: i };
        break;
      }
    }
    if (!op) {
      for (const c of TRAILING_COMPARATIVES) {
        if (c.words.every((w, k) => q.tokens[end + k]?.text === w)) {
          op = c.op;
          opSpan = { start: end, end: end + c.words.length };
          break;
        }
      }
    }
    // "4 hours or more", "6 people or fewer": the comparison after the number's unit or noun.
    const unit = q.tokens[end];
    if (!op && unit && unit.num === null && /^[a-z]+$/.test(unit.text)) {
      for (const c of TRAILING_COMPARATIVES) {
        if (c.words[0] === 'or' && c.words.every((w, k) => q.tokens[end + 1 + k]?.text === w)) {
          op = c.op;
          opSpan = { start: end + 1, end: end + 1 + c.words.length };
          break;
        }
      }
    }
    out.push({ start: i, end, value, op, opSpan });
  }
  return out;
}

const ISO_DATE = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g;
// "in 2025-01": a month written as exports write it (not "2024-25", a span of years, nor part of a day).
const ISO_MONTH = /\b((?:19|20)\d{2})-(0[1-9]|1[0-2])\b(?!-\d)/g;
const US_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const MONTH_NAME = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH_NAME}\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`, 'g');
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? ${MONTH_NAME}\\.?,? (\\d{4})\\b`, 'g');
const MONTH_YEAR = new RegExp(`\\b${MONTH_NAME}\\.?,? (\\d{4})\\b`, 'g');
// "the last quarter of 2025": a year's last quarter is its fourth.
const QUARTER_YEAR = /\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th|last|final) quarter)(?: of)?,? (\d{4})\b/g;
const YEAR_QUARTER = /\b(\d{4}),? q([1-4])\b/g;
const YEAR = /\b(19\d{2}|20\d{2}|2100)\b/g;

// "between Jan 5 and Feb 10, 2024", "1 May to 31 May 2023": the first day borrows the year of the second.
const MONTH_DAY_RANGE = new RegExp(`\\b${MONTH_NAME}\\.? (\\d{1,2})(?:st|nd|rd|th)? (?:and|to|through|until|-) ${MONTH_NAME}\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`, 'g');
const DAY_MONTH_RANGE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? ${MONTH_NAME}\\.? (?:and|to|through|until|-) (\\d{1,2})(?:st|nd|rd|th)? ${MONTH_NAME}\\.?,? (\\d{4})\\b`, 'g');

// "Jan to Mar 2024", "between March and May 2023": whole months, the first borrowing the year.
const MONTH_RANGE = new RegExp(`\\b${MONTH_NAME}\\.? (?:and|to|through|until|-) ${MONTH_NAME}\\.?,? (\\d{4})\\b`, 'g');
// "between 1 and 15 May 2024", "May 1-15, 2024": two days of one month.
const DAYS_OF_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? ?(?:and|to|through|until|-) ?(\\d{1,2})(?:st|nd|rd|th)? ${MONTH_NAME}\\.?,? (\\d{4})\\b`, 'g');
const MONTH_DAYS = new RegExp(`\\b${MONTH_NAME}\\.? (\\d{1,2})(?:st|nd|rd|th)? ?(?:and|to|through|until|-) ?(\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`, 'g');
// "the first week of May 2025": days 1-7, 8-14, 15-21, 22-28; the last week is the month's last 7 days.
const WEEK_OF_MONTH = new RegExp(`\\b(first|second|third|fourth|1st|2nd|3rd|4th|last|final) week (?:of|in) ${MONTH_NAME}\\.?,? (\\d{4})\\b`, 'g');
// "H1 2024", "the first half of 2024", "2024 H2".
const HALF_YEAR = /\b(?:h([12])|(first|second|1st|2nd) half)(?: of)?,? (\d{4})\b/g;
const YEAR_HALF = /\b(\d{4}),? h([12])\b/g;
// "the last 3 months of 2024", "the first six months of 2023".
const MONTHS_OF_YEAR = /\b(first|last|final) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven) months (?:of|in),? (\d{4})\b/g;
const MONTH_COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11 };

/** `range`: both ends written in one phrase, so the words bounding it ("between") come before it. */
type Found = { startChar: number; endChar: number; from: string; to: string; said: string; range?: boolean };

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
function nextDay(y: number, m: number, d: number): string {
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}
function monthOf(name: string): number {
  return MONTH_ABBREVIATIONS[name.toLowerCase().replace(/\.$/, '').slice(0, name.toLowerCase().startsWith('sept') ? 4 : 3)] ?? MONTH_ABBREVIATIONS[name.toLowerCase()];
}
function validDay(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
const QUARTER_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, last: 4, final: 4 };

/** Periods written in the question: days, months, quarters, years, each as [from, to). */
function findPeriods(folded: string): Found[] {
  const found: Found[] = [];
  const claim = (m: RegExpMatchArray, from: string, to: string, range = false) => {
    const startChar = m.index!;
    const endChar = startChar + m[0].length;
    if (found.some((f) => startChar < f.endChar && f.startChar < endChar)) return;
    found.push({ startChar, endChar, from, to, said: m[0], ...(range ? { range } : {}) });
  };
  for (const m of folded.matchAll(MONTH_DAY_RANGE)) {
    const [m1, d1, m2, d2, y] = [monthOf(m[1]), Number(m[2]), monthOf(m[3]), Number(m[4]), Number(m[5])];
    if (m1 && m2 && validDay(y, m1, d1) && validDay(y, m2, d2) && iso(y, m1, d1) <= iso(y, m2, d2)) claim(m, iso(y, m1, d1), nextDay(y, m2, d2), true);
  }
  for (const m of folded.matchAll(DAY_MONTH_RANGE)) {
    const [d1, m1, d2, m2, y] = [Number(m[1]), monthOf(m[2]), Number(m[3]), monthOf(m[4]), Number(m[5])];
    if (m1 && m2 && validDay(y, m1, d1) && validDay(y, m2, d2) && iso(y, m1, d1) <= iso(y, m2, d2)) claim(m, iso(y, m1, d1), nextDay(y, m2, d2), true);
  }
  // "1 and 15 May", "Jan and Mar": a range only after "between"; else two days or months, not those between.
  const ranged = (m: RegExpMatchArray) => !/ and /.test(m[0]) || /\bbetween $/.test(folded.slice(0, m.index));
  for (const m of folded.matchAll(DAYS_OF_MONTH)) {
    const [d1, d2, mo, y] = [Number(m[1]), Number(m[2]), monthOf(m[3]), Number(m[4])];
    if (ranged(m) && mo && d1 < d2 && validDay(y, mo, d1) && validDay(y, mo, d2)) claim(m, iso(y, mo, d1), nextDay(y, mo, d2), true);
  }
  for (const m of folded.matchAll(MONTH_DAYS)) {
    const [mo, d1, d2, y] = [monthOf(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    if (ranged(m) && mo && d1 < d2 && validDay(y, mo, d1) && validDay(y, mo, d2)) claim(m, iso(y, mo, d1), nextDay(y, mo, d2), true);
  }
  for (const m of folded.matchAll(MONTH_RANGE)) {
    const [m1, m2, y] = [monthOf(m[1]), monthOf(m[2]), Number(m[3])];
    if (ranged(m) && m1 && m2 && m1 < m2) claim(m, iso(y, m1, 1), m2 === 12 ? iso(y + 1, 1, 1) : iso(y, m2 + 1, 1), true);
  }
  for (const m of folded.matchAll(WEEK_OF_MONTH)) {
    const [mo, y] = [monthOf(m[2]), Number(m[3])];
    if (!mo) continue;
    const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    const first = m[1] === 'last' || m[1] === 'final' ? last - 6 : 7 * (QUARTER_WORDS[m[1]] - 1) + 1;
    claim(m, iso(y, mo, first), nextDay(y, mo, first + 6), true);
  }
  for (const m of folded.matchAll(HALF_YEAR)) {
    const half = m[1] ? Number(m[1]) : m[2] === 'first' || m[2] === '1st' ? 1 : 2;
    const y = Number(m[3]);
    claim(m, half === 1 ? iso(y, 1, 1) : iso(y, 7, 1), half === 1 ? iso(y, 7, 1) : iso(y + 1, 1, 1));
  }
  for (const m of folded.matchAll(YEAR_HALF)) {
    const [y, half] = [Number(m[1]), Number(m[2])];
    claim(m, half === 1 ? iso(y, 1, 1) : iso(y, 7, 1), half === 1 ? iso(y, 7, 1) : iso(y + 1, 1, 1));
  }
  for (const m of folded.matchAll(MONTHS_OF_YEAR)) {
    const n = /^\d+$/.test(m[2]) ? Number(m[2]) : MONTH_COUNT[m[2]];
    const y = Number(m[3]);
    if (n < 1 || n > 11) continue;
    if (m[1] === 'first') claim(m, iso(y, 1, 1), iso(y, n + 1, 1));
    else claim(m, iso(y, 13 - n, 1), iso(y + 1, 1, 1));
  }
  for (const m of folded.matchAll(ISO_DATE)) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (validDay(y, mo, d)) claim(m, iso(y, mo, d), nextDay(y, mo, d));
  }
  for (const m of folded.matchAll(US_DATE)) {
    const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (validDay(y, mo, d)) claim(m, iso(y, mo, d), nextDay(y, mo, d));
  }
  for (const m of folded.matchAll(MONTH_DAY_YEAR)) {
    const [mo, d, y] = [monthOf(m[1]), Number(m[2]), Number(m[3])];
    if (mo && validDay(y, mo, d)) claim(m, iso(y, mo, d), nextDay(y, mo, d));
  }
  for (const m of folded.matchAll(DAY_MONTH_YEAR)) {
    const [d, mo, y] = [Number(m[1]), monthOf(m[2]), Number(m[3])];
    if (mo && validDay(y, mo, d)) claim(m, iso(y, mo, d), nextDay(y, mo, d));
  }
  for (const m of folded.matchAll(ISO_MONTH)) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    claim(m, iso(y, mo, 1), mo === 12 ? iso(y + 1, 1, 1) : iso(y, mo + 1, 1));
  }
  for (const m of folded.matchAll(MONTH_YEAR)) {
    const [mo, y] = [monthOf(m[1]), Number(m[2])];
    if (mo) claim(m, iso(y, mo, 1), mo === 12 ? iso(y + 1, 1, 1) : iso(y, mo + 1, 1));
  }
  for (const m of folded.matchAll(QUARTER_YEAR)) {
    const qn = m[1] ? Number(m[1]) : QUARTER_WORDS[m[2]];
    const y = Number(m[3]);
    claim(m, iso(y, qn * 3 - 2, 1), qn === 4 ? iso(y + 1, 1, 1) : iso(y, qn * 3 + 1, 1));
  }
  for (const m of folded.matchAll(YEAR_QUARTER)) {
    const y = Number(m[1]);
    const qn = Number(m[2]);
    claim(m, iso(y, qn * 3 - 2, 1), qn === 4 ? iso(y + 1, 1, 1) : iso(y, qn * 3 + 1, 1));
  }
  for (const m of folded.matchAll(YEAR)) {
    const y = Number(m[1]);
    claim(m, iso(y, 1, 1), iso(y + 1, 1, 1));
  }
  return found.sort((a, b) => a.startChar - b.startChar);
}

/** Whether the question names a period of its own (a day, month, quarter, year, range). */
export function namesPeriod(q: Question): boolean {
  return findPeriods(q.folded).length > 0;
}

function tokenRange(q: Question, f: Found): Span | null {
  const idx = q.tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.start >= f.startChar && t.end <= f.endChar).map(({ i }) => i);
  return idx.length ? { start: idx[0], end: idx[idx.length - 1] + 1 } : null;
}

const RANGE_COUNTS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']);

/**
 * Words after a range that restate it ("inclusive", "both inclusive", "all three months
 * together"): where the range's words end, past them.
 */
function rangeRestated(q: Question, end: number): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  if (word(end) === 'inclusive' || word(end) === 'inclusively') return end + 1;
  if (word(end) === 'both' && word(end + 1) === 'inclusive') return end + 2;
  const counted = RANGE_COUNTS.has(word(end + 1)) || (q.tokens[end + 1]?.num ?? null) !== null;
  if (word(end) === 'all' && counted && ['months', 'days', 'weeks', 'quarters', 'years'].includes(word(end + 2))) {
    return ['together', 'combined'].includes(word(end + 3)) ? end + 4 : end + 3;
  }
  return end;
}

/** Seasons by their months (northern hemisphere, as the months written beside them must confirm). */
const SEASONS: Record<string, number[]> = { spring: [3, 5], summer: [6, 8], autumn: [9, 11], fall: [9, 11] };

/**
 * Where a range's words start when a season restates it before ("over the whole of the summer,
 * June to August 2025"): the season must span exactly the range's months, else it is left unread.
 */
function seasonBefore(q: Question, start: number, f: Found): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  const months = SEASONS[word(start - 1)];
  const [fromMonth, toMonth] = [Number(f.from.slice(5, 7)), Number(f.to.slice(5, 7)) - 1 || 12];
  if (!months || !f.from.endsWith('-01') || !f.to.endsWith('-01') || months[0] !== fromMonth || months[1] !== toMonth) return start;
  let i = start - 1;
  if (word(i - 1) === 'the') i--;
  if (word(i - 1) === 'of' && ['whole', 'entire'].includes(word(i - 2))) i -= 2;
  else if (['whole', 'entire'].includes(word(i - 1))) i--;
  if (word(i - 1) === 'the') i--;
  if (['over', 'throughout', 'across', 'for'].includes(word(i - 1))) i--;
  return i;
}

/**
 * Periods with the words that bound them: "in 2023", "since March 2023" (from), "before 2022"
 * (to), "between Q1 2023 and Q3 2023" / "from X to Y" (both ends, inclusive of the last period).
 */
export function periodMentions(q: Question): PeriodMention[] {
  const named = findPeriods(q.folded);
  // "last quarter", "this year", "in the last 30 days": periods counted from the question's today.
  const fromToday = periodsFromToday(q, named.length > 0).filter((r) => !named.some((f) => r.startChar < f.endChar && f.startChar < r.endChar));
  const found = [...named, ...fromToday]
    .sort((a, b) => a.startChar - b.startChar)
    .map((f) => ({ f, span: tokenRange(q, f) }))
    .filter((x): x is { f: Found; span: Span } => x.span !== null);
  const out: PeriodMention[] = [];
  const word = (i: number) => q.tokens[i]?.text ?? '';
  for (let k = 0; k < found.length; k++) {
    const { f, span: said } = found[k];
    // "in the 2025 season": the season named for one year is that year (year-season.ts).
    const written = { start: said.start, end: pastYearSeason(q.tokens.map((t) => t.text), said.end, f) };
    // "during the first half of 2024", "before the last 3 months of 2023": the article belongs to the period.
    let span = word(written.start - 1) === 'the' ? { start: written.start - 1, end: written.end } : written;
    // "since the start of 2025", "from the beginning of March 2024": the period from its first day.
    const opening = word(span.start - 1) === 'of' && ['start', 'beginning'].includes(word(span.start - 2)) ? span.start - 2 - (word(span.start - 3) === 'the' ? 1 : 0) : -1;
    if (opening >= 0 && ['since', 'from'].includes(word(opening - 1))) span = { start: opening, end: span.end };
    const before = word(span.start - 1);
    const next = found[k + 1];
    if (f.range) {
      const season = seasonBefore(q, span.start, f);
      const lead = ['between', 'from', 'in', 'during'].includes(word(season - 1)) ? 1 : 0;
      out.push({ start: season - lead, end: rangeRestated(q, span.end), from: f.from, to: f.to, said: f.said });
      continue;
    }
    const joiner = next ? q.tokens.slice(span.end, next.span.start).map((t) => t.text).join(' ') : '';
    if (next && (joiner === 'and' || joiner === 'to' || joiner === 'through' || joiner === 'until') && (before === 'between' || before === 'from')) {
      out.push({ start: span.start - 1, end: rangeRestated(q, next.span.end), from: f.from, to: next.f.to, said: `${f.said} to ${next.f.said}` });
      k++;
      continue;
    }
    if (before === 'since' || before === 'from') {
      out.push({ start: span.start - 1, end: span.end, from: f.from, to: null, said: `since ${f.said}` });
    } else if (before === 'after') {
      out.push({ start: span.start - 1, end: span.end, from: f.to, to: null, said: `after ${f.said}` });
    } else if (before === 'before') {
      out.push({ start: span.start - 1, end: span.end, from: null, to: f.from, said: `before ${f.said}` });
    } else if (before === 'to' && word(span.start - 2) === 'prior') {
      // "hired prior to 2012": before, in the words of a form.
      out.push({ start: span.start - 2, end: span.end, from: null, to: f.from, said: `before ${f.said}` });
    } else if (before === 'until' || before === 'through' || before === 'till') {
      out.push({ start: span.start - 1, end: span.end, from: null, to: f.to, said: `up to ${f.said}` });
    } else if (before === 'to' && word(span.start - 2) === 'up') {
      // "the bookings up to today", "sales up to March 2025": everything to that period's end.
      out.push({ start: span.start - 2, end: span.end, from: null, to: f.to, said: `up to ${f.said}` });
    } else {
      const lead = before === 'in' || before === 'during' || before === 'for' || before === 'on' ? 1 : 0;
      out.push({ start: span.start - lead, end: span.end, from: f.from, to: f.to, said: f.said });
    }
  }
  return out;
}

export { spansOverlap };
