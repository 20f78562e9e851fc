// Document answers without a language model: the sentence of the retrieved passages that best answers the question.
import type { Passage, PassageAnswer } from './types.ts';
import { findAnswerSpan } from './answer-span.ts';
import { answerKind, holdsKind } from './question-kind.ts';
import { STOPWORDS, stem, words } from './text.ts';

interface Sentence {
  text: string;
  passage: number;
  stems: Set<string>;
  /** The sentence's stems in order, for the question's word pairs. */
  sequence: string[];
}

const ABBREVIATION = /(?:\b(?:mr|mrs|ms|dr|st|vs|no|jr|sr|mt|inc|ltd|co|etc|approx|gen|col|lt|prof|rev|fig|vol|ca|est|u\.s|e\.g|i\.e)|\b[A-Z])\.$/i;

/** Sentences of a passage; a blank line (after a heading, between paragraphs) always ends one. */
export function splitSentences(text: string): string[] {
  return text.split(/\n[ \t]*\n/).flatMap(blockSentences);
}

function blockSentences(text: string): string[] {
  const out: string[] = [];
  const re = /[.!?]["')\]]?(?=\s+["'(\[]?[A-Z0-9])/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const upto = text.slice(last, m.index + m[0].length);
    if (m[0][0] === '.' && ABBREVIATION.test(text.slice(last, m.index + 1))) continue;
    out.push(upto.trim());
    last = m.index + m[0].length;
  }
  const rest = text.slice(last).trim();
  if (rest) out.push(rest);
  return out.filter((s) => s.length > 0);
}

// "How long is X?" is answered by a sentence about X's length: measure adjectives and the nouns that state them.
const MEASURE_NOUNS: Record<string, string[]> = {
  long: ['length', 'km', 'kilometres', 'kilometers', 'miles'],
  tall: ['height'],
  high: ['height', 'altitude', 'elevation'],
  wide: ['width'],
  deep: ['depth'],
  old: ['age', 'aged'],
  far: ['distance'],
  big: ['size', 'area'],
  large: ['size', 'area'],
  heavy: ['weight'],
  fast: ['speed'],
};

/** Sentences given when no short answer is found: the best few, so the reader can judge. */
const FALLBACK_SENTENCES = 3;
/** Sentences tried for a short answer, and how far below the best one they may score. */
const SPAN_CANDIDATES = 3;
const SPAN_MARGIN = 0.15;
/** Share of the question's weight a sentence must hold for its span to be given as the answer. */
const MIN_OVERLAP = 0.5;
/** What a sentence gains by holding something of the kind asked for (a number, a date, a name). */
const KIND_BONUS = 0.25;

/**
 * What a sentence gains for the question's consecutive words it holds in order at most
 * PAIR_REACH words apart (stop words aside), each pair weighted by its words' rarity as a share of
 * the question's weight. On the docqa dev questions 0.3 raised first-line F1 0.521 to 0.534
 * (0.15-0.5 gave 0.526-0.534, 0.8 0.526; a reach of 1-2 the same, 3 0.531).
 */
const PAIR_WEIGHT = 0.3;
const PAIR_REACH = 2;

/** The question's consecutive words `a b` stand in the sentence in that order, close together ("rotary engine"). */
function holdsPair(sequence: string[], a: string, b: string): boolean {
  return sequence.some((w, i) => w === a && sequence.slice(i + 1, i + 1 + PAIR_REACH).includes(b));
}

function cite(p: Passage): string {
  return p.page !== null ? `${p.filename}, page ${p.page}` : p.filename;
}

/**
 * A short answer first (the span of the best sentence that answers the question, answer-span.ts),
 * then that sentence with its source. Without a span of the kind asked for, the closest sentence's
 * likeliest span comes first marked as a best guess (not confident), then the closest sentences
 * with their sources; a "why" question gets no span, only those sentences.
 */
export function answerFromPassages(question: string, passages: Passage[]): PassageAnswer {
  if (!passages.length) return { answer: 'I found no passages in the documents that relate to this question.', confident: false, used: [] };
  const asked = words(question);
  const measure = asked.findIndex((w, i) => w === 'how' && MEASURE_NOUNS[asked[i + 1]] !== undefined);
  const qWords = [...asked, ...(measure >= 0 ? MEASURE_NOUNS[asked[measure + 1]] : [])].filter((w) => !STOPWORDS.has(w));
  const qStems = [...new Set(qWords.map(stem))];
  const qPairs = qWords.slice(1).map((w, i) => [stem(qWords[i]), stem(w)] as const).filter(([a, b]) => a !== b);
  const kind = answerKind(question);
  const sentences: Sentence[] = [];
  passages.forEach((p, i) => {
    for (const s of splitSentences(p.text)) {
      const sequence = words(s).filter((w) => !STOPWORDS.has(w)).map(stem);
      sentences.push({ text: s, passage: i, stems: new Set(words(s).map(stem)), sequence });
    }
  });
  // Rarer question words weigh more.
  const df = new Map<string, number>();
  for (const s of sentences) for (const st of qStems) if (s.stems.has(st)) df.set(st, (df.get(st) ?? 0) + 1);
  const idf = (st: string) => Math.log(1 + sentences.length / (1 + (df.get(st) ?? 0)));
  const total = qStems.reduce((x, st) => x + idf(st), 0) || 1;
  const maxScore = Math.max(...passages.map((p) => p.score), 1e-9);
  const scored = sentences.map((s, k) => {
    const overlapW = qStems.filter((st) => s.stems.has(st)).reduce((x, st) => x + idf(st), 0) / total;
    // Neighbouring sentence words count a little: answers often sit next to the matching sentence.
    const prev = sentences[k - 1]?.passage === s.passage ? sentences[k - 1] : null;
    const ctx = prev ? qStems.filter((st) => prev.stems.has(st) && !s.stems.has(st)).reduce((x, st) => x + idf(st), 0) / total : 0;
    const typed = holdsKind(s.text, question, kind) ? KIND_BONUS : 0;
    const rank = 0.1 * (passages[s.passage].score / maxScore) - 0.02 * s.passage;
    const novel = [...s.stems].filter((st) => !qStems.includes(st)).length > 2 ? 0 : -0.2;
    const paired = qPairs.filter(([a, b]) => holdsPair(s.sequence, a, b)).reduce((x, [a, b]) => x + (idf(a) + idf(b)) / 2, 0) / total;
    return { s, score: overlapW + 0.15 * ctx + typed + rank + novel + PAIR_WEIGHT * paired, overlap: overlapW };
  });
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || best.overlap < 0.2) {
    return { answer: 'I could not find a passage in the documents that answers this question.', confident: false, used: [] };
  }
  const weights = new Map(qStems.map((st) => [st, idf(st) / total]));
  // A close runner-up holding the kind of answer asked for beats a best sentence without one.
  for (const x of scored.slice(0, SPAN_CANDIDATES)) {
    if (x.score < best.score - SPAN_MARGIN) break;
    if (x.overlap < MIN_OVERLAP) continue;
    const span = findAnswerSpan(question, x.s.text, weights);
    if (span?.confident) {
      return { answer: `**${span.text}**\n\n${x.s.text} (from ${cite(passages[x.s.passage])})`, confident: true, used: [x.s.passage] };
    }
  }
  const shown = scored.filter((x) => x.overlap >= 0.2).slice(0, FALLBACK_SENTENCES);
  const lines = shown.map((x) => `- ${x.s.text} (from ${cite(passages[x.s.passage])})`);
  // The closest sentence still offers its likeliest span, marked as a guess.
  const guess = findAnswerSpan(question, best.s.text, weights);
  const intro = guess
    ? `**${guess.text}**\n\nThis is a best guess: no sentence states it plainly. The closest passages say:`
    : 'I found no short answer to this in the documents; the closest passages say:';
  return {
    answer: `${intro}\n\n${lines.join('\n')}`,
    confident: false,
    used: [...new Set(shown.map((x) => x.s.passage))],
  };
}
