// Which of a table's dates a period applies to when the table has several (booked_on and
// departure_date, application_date and approval_date, start_date and cancel_date) and the question
// names none of them. A word of the question that begins one date's header picks it ("bookings in
// July": booked_on; "loan applications in 2024": application_date); otherwise taking the first
// date would be a guess, so the answer says which date it used and how to ask for the others.
import type { CatalogColumn } from './catalog.ts';
import type { PeriodMention } from './mentions.ts';
import type { Question } from './question.ts';
import { sameRoot } from './word-roots.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';

/** Header words every date column may carry: they tell no date from another. */
const GENERIC_DATE_WORDS = new Set(['date', 'dates', 'time', 'timestamp', 'day', 'on', 'at', 'dt', 'when']);

/** The one date among `dates` whose header a word of the question (outside the period) begins, with that word's position. */
export function dateOfWord(q: Question, dates: CatalogColumn[], p: PeriodMention): { column: CatalogColumn; at: number } | null {
  for (const [at, t] of q.tokens.entries()) {
    if (at >= p.start && at < p.end) continue;
    if (t.num !== null || t.stem.length < 4 || GENERIC_DATE_WORDS.has(t.text)) continue;
    // "admissions in Q4" beside Admitted and Discharged: a noun and its verb share a root.
    const named = dates.filter((c) => c.words.some((w) => !GENERIC_DATE_WORDS.has(w) && (w.startsWith(t.stem) || sameRoot(w, t.text))));
    if (named.length === 1) return { column: named[0], at };
  }
  return dateOfParticle(q, dates, p);
}

/** Particles of a phrasal verb that a date header may carry as its own word: date_in, date_out. */
const PARTICLES = new Set(['in', 'out', 'back', 'off']);
/** Verb forms a particle follows that end in no -ed: "came in", "brought in", "sent out", "taken back". */
const BARE_VERBS = new Set(['come', 'came', 'comes', 'coming', 'go', 'went', 'goes', 'gone', 'bring', 'brings', 'bringing', 'take', 'takes', 'took', 'send', 'sends', 'sending', 'give', 'gives', 'gave', 'get', 'got', 'gets', 'check', 'checks', 'book', 'books']);

/**
 * "Tickets booked in during Q4", "watches that came in during 2024" beside date_in and date_out:
 * the particle right after a verb (outside the period) is a word of one date's header only, which
 * it picks: the date the rows were booked in on, not the one they went out on.
 */
function dateOfParticle(q: Question, dates: CatalogColumn[], p: PeriodMention): { column: CatalogColumn; at: number } | null {
  for (const [at, t] of q.tokens.entries()) {
    if ((at >= p.start && at < p.end) || !PARTICLES.has(t.text) || at === 0) continue;
    const verb = q.tokens[at - 1].text;
    if (!/[a-z]{3,}ed$/.test(verb) && !IRREGULAR_PARTICIPLES.has(verb) && !BARE_VERBS.has(verb)) continue;
    const named = dates.filter((c) => c.words.includes(t.text));
    if (named.length === 1) return { column: named[0], at };
  }
  return null;
}

/**
 * Words of a row being created ("tickets opened", "new subscriptions", "invoiced", "orders placed"):
 * the period is then the row's own first date, when every row has it (later milestones such as a
 * close, due or cancel date are often blank).
 */
const CREATION_WORDS = new Set([
  'new', 'opened', 'created', 'placed', 'made', 'submitted', 'raised', 'logged', 'filed', 'issued', 'invoiced', 'registered', 'launched', 'ordered',
  'open', 'create', 'submit', 'issue', 'invoice', 'register', 'launch',
  // "Tickets written in March": a ticket, an invoice or a receipt is made by writing it.
  'written', 'wrote', 'write', 'writes',
]);

/**
 * "Bookings that have come in", "orders coming in": a row that comes in is one received, so made,
 * then. The verb is read only with its "in" outside the period ("came in 2025" is a period).
 */
const COMING_WORDS = new Set(['come', 'came', 'comes', 'coming']);

/** The first of `dates` when a word of the question says the rows were created in the period, with that word's position. */
export function creationDate(q: Question, dates: CatalogColumn[], p: PeriodMention): { column: CatalogColumn; at: number } | null {
  if (dates.length === 0 || dates[0].stats.nullCount > 0) return null;
  const outside = (i: number) => i < p.start || i >= p.end;
  const at = q.tokens.findIndex(
    (t, i) => outside(i) && (CREATION_WORDS.has(t.text) || (COMING_WORDS.has(t.text) && q.tokens[i + 1]?.text === 'in' && outside(i + 1))),
  );
  return at >= 0 ? { column: dates[0], at } : null;
}

/** The caveat for a period put on the first of several dates without a word choosing it. */
export function firstDateCaveat(tableLabel: string, chosen: CatalogColumn, dates: CatalogColumn[], p: PeriodMention): string {
  const others = dates.filter((c) => c !== chosen).map((c) => c.label);
  return `${tableLabel} has ${dates.length} dates (${dates.map((c) => c.label).join(', ')}) and the question does not say which one ${p.said} is about; I applied it to ${chosen.label}. Name the date to be sure (for example "${others[0]} in ${p.said}").`;
}
