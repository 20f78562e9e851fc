// What a document question asks for, from its wh-word and the noun after "what"/"which": a number,
// a time, a person, a place, or else a phrase. Used to pick the sentence that answers it
// (passages.ts) and the span inside that sentence (answer-span.ts).
import { fold, stem, words } from './text.ts';

export type AnswerKind = 'number' | 'time' | 'person' | 'place' | 'phrase';

const PLACE_NOUNS = new Set(['city', 'country', 'state', 'river', 'region', 'place', 'town', 'continent', 'island', 'county', 'area', 'location', 'nation', 'province', 'sea', 'ocean', 'mountain', 'lake', 'street', 'building', 'capital']);
const PERSON_NOUNS = new Set(['person', 'man', 'woman', 'king', 'queen', 'president', 'leader', 'author', 'scientist', 'emperor', 'pope', 'duke', 'professor', 'people', 'group', 'company', 'organization', 'architect', 'mathematician', 'philosopher']);
const TIME_NOUNS = new Set(['year', 'century', 'decade', 'date', 'day', 'month', 'time', 'period', 'era', 'age']);
const NUMBER_NOUNS = new Set(['percentage', 'percent', 'number', 'amount', 'proportion', 'population', 'cost', 'price', 'size', 'length', 'temperature']);

export function answerKind(question: string): AnswerKind {
  const q = fold(question);
  if (/\b(how (many|much|long|old|far|large|big|high|tall|deep|wide|fast|heavy)|what (percentage|percent|proportion|fraction|number))\b/.test(q)) return 'number';
  if (/\b(when|what year|which year|what date|what century|what decade|what time|what period)\b/.test(q)) return 'time';
  if (/\b(who|whom|whose)\b/.test(q)) return 'person';
  if (/\bwhere\b/.test(q)) return 'place';
  const asked = /\b(?:what|which)\s+(?:\w+\s+)?(\w+)/.exec(q);
  const nouns = asked ? [asked[1], q.slice(asked.index).split(/\s+/)[1]] : [];
  if (nouns.some((n) => PLACE_NOUNS.has(n))) return 'place';
  if (nouns.some((n) => PERSON_NOUNS.has(n))) return 'person';
  if (nouns.some((n) => TIME_NOUNS.has(n))) return 'time';
  if (nouns.some((n) => NUMBER_NOUNS.has(n))) return 'number';
  return 'phrase';
}

const NUMBER_TEXT = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|dozen|half)\b/i;
const TIME_TEXT = /\b(1[0-9]{3}|20[0-9]{2})s?\b|\b(january|february|march|april|may|june|july|august|september|october|november|december|century|decade)\b/i;

/** Words between a number and the noun it counts ("90 full-time people"). */
const COUNTED_REACH = 3;

/** The noun a "how many" question counts, stemmed: "How many people work there?" -> people. */
export function countedNoun(question: string): string | null {
  const q = words(question);
  const at = q.findIndex((w, i) => w === 'how' && q[i + 1] === 'many');
  return at >= 0 && q[at + 2] !== undefined && /\p{L}/u.test(q[at + 2]) ? stem(q[at + 2]) : null;
}

/** Whether a sentence holds something of the kind asked for (a name counts only if the question lacks it). */
export function holdsKind(sentence: string, question: string, kind: AnswerKind): boolean {
  switch (kind) {
    case 'number': {
      const counted = countedNoun(question);
      if (counted === null) return NUMBER_TEXT.test(sentence);
      // "How many people ...?": a number counting people, not any number ("ten years").
      const ws = words(sentence);
      return ws.some((w, i) => NUMBER_TEXT.test(w) && ws.slice(i + 1, i + 1 + COUNTED_REACH).some((x) => stem(x) === counted));
    }
    case 'time':
      return TIME_TEXT.test(sentence);
    case 'person':
    case 'place': {
      const caps = sentence.match(/(?<!^)\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*/g) ?? [];
      const asked = new Set(words(question));
      return caps.some((c) => words(c).some((w) => !asked.has(w)));
    }
    default:
      return true;
  }
}
