// The short answer inside a sentence: the words of the sentence that answer the question, chosen
// by what the question asks for (a number, a time, a name or place, else a phrase) and found next
// to the words the sentence shares with the question. Candidates are the sentence's own words,
// never rewritten, so a span is always a quote.
import nlp from 'compromise';
import { answerKind, type AnswerKind } from './question-kind.ts';
import { fold, stem, STOPWORDS } from './text.ts';
import { asksForMany, listCandidates } from './answer-lists.ts';
import { AUXILIARIES, EDGE_WORDS, NAME_JOINERS, type Candidate, type Word } from './span-words.ts';

export interface AnswerSpan {
  text: string;
  kind: AnswerKind;
  /** The span has the kind asked for, next to words of the question. */
  confident: boolean;
}

const WORD_RE = /[$£€]?[\p{L}\p{N}]+(?:[.,'’\-/][\p{L}\p{N}]+)*%?/gu;
const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'thousand', 'dozen', 'half']);
const SCALE_WORDS = new Set(['hundred', 'thousand', 'million', 'billion', 'trillion', 'percent', 'per', 'cent']);
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const TIME_WORDS = new Set(['century', 'centuries', 'decade', 'bc', 'ad', 'bce', 'ce']);
const SIDE_BONUS = 0.3;
const PLACE_BONUS = 0.15;
const QUOTED_BONUS = 0.3;
const HEADED_BONUS = 0.3;
/** A capitalised name, when the question asks what something is named or called. */
const NAMED_BONUS = 0.3;
/** A candidate right after the sentence's form of the question's verb (before it, when the wh-phrase is the subject). */
const VERB_BONUS = 0.25;
const VERB_REACH = 5;
/** A list, or the rest of one, when the question asks for several things or for the members it does not name. */
const LIST_BONUS = 0.5;
/** Words before or after the asked-for noun taken as its modifiers or name. */
const MAX_MODIFIERS = 3;
/** Longest phrase offered as a short answer; longer is a sentence, not a span. */
const MAX_PHRASE_WORDS = 6;

/** Part of speech of each word start, as compromise tags the sentence. */
function speechParts(sentence: string): Map<number, string[]> {
  const sentences = nlp(sentence).json({ offset: true }) as Array<{ terms: Array<{ offset: { start: number }; tags: string[] }> }>;
  return new Map(sentences.flatMap((x) => x.terms.map((t) => [t.offset.start, t.tags] as [number, string[]])));
}

function wordsOf(sentence: string, questionKeys: Set<string>): Word[] {
  const parts = speechParts(sentence);
  return [...sentence.matchAll(WORD_RE)].map((m, i) => {
    const tags = parts.get(m.index) ?? [];
    const raw = m[0];
    // "1980s" is "1980" among the question's words (text.ts tokenises it so).
    const lower = fold(raw).replace(/^[$£€]|%$|'s$/g, '').replace(/^(\d+)s$/, '$1');
    return {
      raw,
      start: m.index,
      end: m.index + raw.length,
      key: stem(lower),
      inQuestion: questionKeys.has(stem(lower)),
      stop: STOPWORDS.has(lower),
      // The first word of a sentence is capitalised whatever it is: a name only when one follows.
      capital: /^\p{Lu}/u.test(raw) && (i > 0 || /^\s*\p{Lu}/u.test(sentence.slice(m.index + raw.length))),
      numeric: /\d/.test(raw) || NUMBER_WORDS.has(lower),
      verb: tags.includes('Verb') || tags.includes('Adverb'),
    };
  });
}

function isTimeWord(w: Word): boolean {
  const lower = fold(w.raw);
  return MONTHS.has(lower) || TIME_WORDS.has(lower) || /^\d{3,4}s?$/.test(lower) || /^\d{1,2}(st|nd|rd|th)$/.test(lower);
}

/** Maximal runs of words that satisfy `inside`, as candidates of one kind. */
function runs(words: Word[], kind: AnswerKind, starts: (w: Word) => boolean, inside: (w: Word, i: number) => boolean): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!starts(words[i]) || words[i].inQuestion) continue;
    let j = i + 1;
    while (j < words.length && inside(words[j], j)) j++;
    // A joiner never ends a name.
    while (j - 1 > i && NAME_JOINERS.has(fold(words[j - 1].raw))) j--;
    out.push({ from: i, to: j, kind });
    i = j - 1;
  }
  return out;
}

function candidates(words: Word[], sentence: string, action: boolean, head: string | null, many: boolean): Candidate[] {
  const adjacent = (j: number) => !/[,;:()]/.test(sentence.slice(words[j - 1].end, words[j].start));
  const numbers = runs(
    words,
    'number',
    (w) => w.numeric && !isYear(w),
    (w, j) => adjacent(j) && (w.numeric || SCALE_WORDS.has(fold(w.raw)) || (!w.stop && !w.inQuestion && !w.capital && !words[j - 1].stop && j > 0 && words[j - 1].numeric)),
  );
  const times = runs(words, 'time', (w) => isTimeWord(w), (w, j) => adjacent(j) && (isTimeWord(w) || /^\d{1,2}$/.test(w.raw) || (fold(w.raw) === 'century' && words[j - 1].numeric)));
  const names = runs(
    words,
    'person',
    (w) => w.capital && !w.stop,
    // A name may hold a word of the question after its first ("Kearney Park" for "which park").
    (w, j) => adjacent(j) && (w.capital || (NAME_JOINERS.has(fold(w.raw)) && j + 1 < words.length && words[j + 1].capital)),
  );
  // Phrases: stretches between the question's words and punctuation, without their outer stop words.
  const phrases: Candidate[] = [];
  let from = -1;
  const close = (to: number) => {
    let a = from;
    let b = to;
    const edge = (w: Word) => w.stop || EDGE_WORDS.has(fold(w.raw));
    // A phrase that answers "what" starts at its noun, not at the verb before it, unless an action is asked for.
    while (a < b && (edge(words[a]) || (!action && words[a].verb && a + 1 < b))) a++;
    // The subject a sentence opens with ends at its verb ("Fraud is a problem ..." answers with "Fraud").
    if (a === 0) {
      const copula = words.findIndex((w, i) => i > a && i < b && COPULAS.has(fold(w.raw)));
      if (copula > a) b = copula;
    }
    while (b > a && edge(words[b - 1])) b--;
    if (b > a) phrases.push({ from: a, to: Math.min(b, a + MAX_PHRASE_WORDS), kind: 'phrase' });
    if (b - a > MAX_PHRASE_WORDS) phrases.push({ from: b - MAX_PHRASE_WORDS, to: b, kind: 'phrase' });
    from = -1;
  };
  words.forEach((w, i) => {
    const boundary = w.inQuestion;
    if (from >= 0 && (boundary || !adjacent(i))) close(i);
    if (!boundary && from < 0) from = i;
  });
  if (from >= 0) close(words.length);
  // A quoted term is a name the text gives ("which he referred to as "my Patmos"").
  const quoted: Candidate[] = [];
  for (const q of sentence.matchAll(/["“]([^"“”\n]{1,80})["”]/g)) {
    const from = words.findIndex((w) => w.start > q.index);
    let to = from;
    while (to >= 0 && to < words.length && words[to].end < q.index + q[0].length) to++;
    if (from >= 0 && to > from && words.slice(from, to).some((w) => !w.inQuestion)) quoted.push({ from, to, kind: 'phrase', quoted: true });
  }
  return [...numbers, ...times, ...names, ...phrases, ...quoted, ...(head ? headed(words, head, adjacent) : []), ...(many ? listCandidates(words, sentence, adjacent) : [])];
}

/** The noun a "what/which" question asks for: "What type of surveys ..." -> surveys, "Which river ..." -> river. */
export function askedNoun(question: string): string | null {
  const m = /\b(?:what|which)\s+(?:(?:kind|type|sort|form|class|name)s?\s+of\s+(?:the\s+)?)?([\p{L}]+)/u.exec(fold(question));
  if (!m || STOPWORDS.has(m[1]) || AUXILIARIES.has(m[1])) return null;
  return stem(m[1]);
}

/**
 * Words that modify or name the asked-for noun where the sentence has it: the modifiers before it
 * ("Brocard's" for "What conjecture ...?"), or a name right after it ("the river Seine").
 */
function headed(words: Word[], head: string, adjacent: (j: number) => boolean): Candidate[] {
  const out: Candidate[] = [];
  const plain = (w: Word) => !w.stop && !w.verb && !w.inQuestion && !EDGE_WORDS.has(fold(w.raw));
  words.forEach((w, h) => {
    if (w.key !== head) return;
    let from = h;
    while (from > 0 && h - from < MAX_MODIFIERS && plain(words[from - 1]) && adjacent(from)) from--;
    // A capitalised noun is part of the name ("Kearney Park" for "Which park ...?").
    const name = words.slice(from, h + 1).every((x) => x.capital);
    if (from < h) out.push({ from, to: name ? h + 1 : h, kind: name ? 'person' : 'phrase', headed: true });
    let to = h + 1;
    while (to < words.length && to - h <= MAX_MODIFIERS && words[to].capital && !words[to].inQuestion && adjacent(to)) to++;
    // A capitalised noun before the name is part of it too ("Lake Constance" for "What lake ...?").
    if (to > h + 1) out.push({ from: w.capital ? h : h + 1, to, kind: 'person', headed: true });
  });
  return out;
}

function isYear(w: Word): boolean {
  return /^\d{4}s?$/.test(w.raw) && Number(w.raw.slice(0, 4)) >= 1000 && Number(w.raw.slice(0, 4)) <= 2100;
}

/**
 * Which side of the question's words in the sentence the answer tends to be on: after them when
 * the question ends on its wh-word ("... are known as what?") or asks "what did X do", before
 * them when the wh-word is the subject ("What pushed up the Pyrenees?"); 0 when unclear.
 */
export function answerSide(question: string): -1 | 0 | 1 {
  const q = fold(question).match(/[\p{L}\p{N}']+/gu) ?? [];
  const wh = q.findIndex((w) => /^(what|which|who|whom|whose)$/.test(w));
  if (wh < 0) return 0;
  if (wh >= q.length - 2 && wh > 0) return 1;
  const next = q[wh + 1];
  if (next === undefined) return 0;
  if (AUXILIARIES.has(next)) return q[wh] === 'who' || q[wh] === 'what' ? (['is', 'are', 'was', 'were'].includes(next) ? 0 : 1) : 0;
  if (q[wh] === 'who' || (q[wh] === 'what' && /(ed|es|s)$/.test(next))) return -1;
  return whPhraseIsSubject(q.slice(wh + 1).join(' ')) ? -1 : 0;
}

/** "[What activity] maintains ...", "[Which park] hosts ...": the asked-for phrase is the subject of a verb of its own. */
function whPhraseIsSubject(rest: string): boolean {
  const terms = (nlp(rest).json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>).flatMap((s) => s.terms);
  const verb = terms.findIndex((t) => t.tags.includes('Verb'));
  if (verb <= 0 || AUXILIARIES.has(terms[verb].normal) || terms[verb].tags.includes('Auxiliary') || terms[verb].tags.includes('Copula')) return false;
  return terms.slice(0, verb).every((t) => t.tags.some((tag) => ['Noun', 'Adjective', 'Determiner', 'Preposition'].includes(tag)));
}

/** "What did he promise to do?", "What could anyone do to him?", "What happens to ...?": the answer is an action, a verb phrase. */
function asksForAction(question: string): boolean {
  const q = fold(question).match(/[\p{L}\p{N}']+/gu) ?? [];
  const wh = q.findIndex((w) => w === 'what');
  return wh >= 0 && q.some((w, i) => (i > wh + 1 && /^(do|does|did|doing|done)$/.test(w)) || /^happen(s|ed)?$/.test(w));
}

/** "What is the name of ...", "What is X called?", "What was the memoir entitled?": a name or title is asked for. */
function asksForName(question: string): boolean {
  return /\b(names?|named|called|titled?|entitled|moniker|nickname)\b/i.test(question);
}

/** The question's own verb, stemmed ("What did the new mass allow ...?" -> allow), auxiliaries and copulas aside. */
function questionVerbs(question: string): Set<string> {
  const terms = (nlp(question).json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>).flatMap((s) => s.terms);
  const verbs = terms.filter((t) => t.tags.includes('Verb') && !t.tags.includes('Auxiliary') && !t.tags.includes('Copula') && !AUXILIARIES.has(t.normal) && !STOPWORDS.has(t.normal));
  return new Set(verbs.map((t) => stem(fold(t.normal))));
}

/** The candidate fills the verb's slot the wh-word holds: its object after it, or its subject before it. */
function besideVerb(c: Candidate, verbAt: number[], side: -1 | 0 | 1): boolean {
  return verbAt.some((v) => (side === -1 ? c.to <= v && v - c.to <= VERB_REACH : c.from > v && c.from - v <= VERB_REACH));
}

const COPULAS = new Set(['is', 'are', 'was', 'were']);

const PLACE_PREPOSITIONS = new Set(['in', 'at', 'into', 'to', 'near', 'from', 'of']);

/** "in Erfurt", "at the Arnhem bridge": a place follows a preposition of place. */
function afterPlacePreposition(words: Word[], index: number): boolean {
  const before = index > 0 && fold(words[index - 1].raw) === 'the' ? index - 2 : index - 1;
  return before >= 0 && PLACE_PREPOSITIONS.has(fold(words[before].raw));
}

/** How well a candidate fits what was asked: the kind asked for wins, names stand in for places. */
function kindFit(asked: AnswerKind, candidate: AnswerKind): number {
  if (asked === candidate) return 1;
  if ((asked === 'place' || asked === 'phrase') && candidate === 'person') return 1;
  if (asked === 'phrase') return candidate === 'phrase' ? 0.5 : 0.3;
  return candidate === 'phrase' ? 0.1 : 0;
}

/**
 * The span of `sentence` that answers `question`, or null when the sentence shares no word with
 * the question, or when it asks why (a reason is a clause, not a span). `weights` gives each
 * question stem's weight (rarer words weigh more).
 */
export function findAnswerSpan(question: string, sentence: string, weights: Map<string, number>): AnswerSpan | null {
  if (/\bwhy\b/i.test(question)) return null;
  const asked = answerKind(question);
  const words = wordsOf(sentence, new Set(weights.keys()));
  const anchors = words.flatMap((w, i) => (w.inQuestion ? [{ i, weight: weights.get(w.key) ?? 0 }] : []));
  if (anchors.length === 0) return null;
  const side = answerSide(question);
  const first = anchors[0].i;
  const last = anchors[anchors.length - 1].i;
  let best: { c: Candidate; score: number } | null = null;
  const action = asksForAction(question);
  const naming = asked === 'phrase' && asksForName(question);
  const verbs = questionVerbs(question);
  const verbAt = words.flatMap((w, i) => (verbs.has(w.key) ? [i] : []));
  const many = asksForMany(question);
  for (const c of candidates(words, sentence, action, askedNoun(question), many)) {
    if (words.slice(c.from, c.to).every((w) => w.stop)) continue;
    let near = 0;
    for (const a of anchors) {
      const distance = a.i < c.from ? c.from - a.i : a.i >= c.to ? a.i - c.to + 1 : 0;
      near += a.weight / (1 + distance);
    }
    const length = c.to - c.from;
    const onSide = (side === 1 && c.from > last) || (side === -1 && c.to <= first) ? SIDE_BONUS : 0;
    const located = asked === 'place' && afterPlacePreposition(words, c.from) ? PLACE_BONUS : 0;
    const score = kindFit(asked, c.kind) * 3 + near + onSide + located + (c.quoted ? QUOTED_BONUS : 0) + (c.headed ? HEADED_BONUS : 0) + (naming && c.kind === 'person' ? NAMED_BONUS : 0) + (besideVerb(c, verbAt, side) ? VERB_BONUS : 0) + (c.list ? LIST_BONUS : (length >= 2 && length <= 4 ? 0.1 : 0) - 0.05 * Math.max(0, length - 4));
    if (!best || score > best.score) best = { c, score };
  }
  if (!best) return null;
  const { c } = best;
  const text = sentence.slice(words[c.from].start, words[c.to - 1].end);
  return { text, kind: c.kind, confident: kindFit(asked, c.kind) >= 1 };
}
