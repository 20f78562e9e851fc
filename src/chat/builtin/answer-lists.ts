// Lists in a sentence as short answers: "Which countries ...?" is answered by the whole list
// ("France, Argentina and Spain"), "Besides A and B, what other ...?" by the members the question
// does not name. Items are parted by commas, the last after "and"/"or" or closed by "etc.".
import type { AnswerKind } from './question-kind.ts';
import { AUXILIARIES, EDGE_WORDS, NAME_JOINERS, type Candidate, type Word } from './span-words.ts';
import { fold, STOPWORDS } from './text.ts';

/** Words of one list item at most ("the downtown Streeterville neighborhood of Chicago"). */
const MAX_ITEM_WORDS = 8;
const LIST_CONJUNCTIONS = new Set(['and', 'or']);
/** Stop words inside an item ("the neighborhood of Chicago", "On the Freedom of a Christian"); others end it ("cradles to visitors"). */
const ITEM_JOINERS = new Set([...NAME_JOINERS, 'a', 'an']);

/**
 * Lists in the sentence: items parted by commas, the last after "and"/"or" (or closed by "etc."),
 * or two items joined by "and"/"or" where the question names one of them. A list the question
 * names none of is offered whole; else the members it does not name ("Besides A and B, what other ...?").
 */
export function listCandidates(words: Word[], sentence: string, adjacent: (j: number) => boolean): Candidate[] {
  const gap = (j: number) => sentence.slice(words[j - 1].end, words[j].start);
  // Segments: runs of words between punctuation; `comma` says a comma (alone) ends the segment.
  const segments: Array<{ from: number; to: number; comma: boolean }> = [];
  let from = 0;
  for (let j = 1; j <= words.length; j++) {
    const g = j < words.length ? gap(j) : '.';
    if (/[.,;:!?()"“”\[\]]/.test(g)) {
      segments.push({ from, to: j, comma: /^\s*,\s*$/.test(g) });
      from = j;
    }
  }
  const short = (a: number, b: number) => b > a && b - a <= MAX_ITEM_WORDS;
  const clauseEdge = (w: Word) => w.verb && !w.capital && !w.numeric;
  const out: Candidate[] = [];
  const emit = (items: Array<[number, number]>) => {
    if (items.length < 2) return;
    const rest = items.filter(([a, b]) => !mentioned(a, b));
    // A list the question names members of answers with the others; one it does not, whole.
    if (rest.length === items.length) out.push({ from: items[0][0], to: items[items.length - 1][1], kind: itemsKind(words, items), list: 'whole' });
    else if (rest.length > 0) pushRest(rest[0][0], rest[rest.length - 1][1], rest);
  };
  /** The members the question does not name; a phrase without its words at the edges ("music" of "music industry"), a name whole. */
  const pushRest = (a: number, b: number, items: Array<[number, number]>) => {
    const kind = itemsKind(words, items);
    const trim = (w: Word) => w.stop || (kind === 'phrase' && w.inQuestion);
    // A title may open with a capitalised stop word ("On the Freedom of a Christian").
    while (a < b && trim(words[a]) && !(words[a].stop && words[a].capital)) a++;
    while (b > a && trim(words[b - 1])) b--;
    if (b > a) out.push({ from: a, to: b, kind, list: 'rest' });
  };
  /** An item the question names: most of its words are the question's ("On the Freedom of a Christian" is not). */
  const mentioned = (a: number, b: number) => {
    const content = words.slice(a, b).filter((w) => !w.stop);
    return content.filter((w) => w.inQuestion).length * 2 > content.length;
  };
  /** The last item: after its conjunction, up to the clause's next verb. */
  const tail = (a: number, b: number): [number, number] => {
    let end = a;
    // The item's first word may be tagged an adverb ("the downtown Streeterville neighborhood").
    const opened = (j: number) => words.slice(a, j).some((w) => !w.stop);
    const ends = (w: Word) => clauseEdge(w) || EDGE_WORDS.has(fold(w.raw)) || (w.stop && !ITEM_JOINERS.has(fold(w.raw)));
    while (end < b && end - a < MAX_ITEM_WORDS && !(opened(end) && ends(words[end]))) end++;
    while (end > a && words[end - 1].stop) end--;
    return [a, end];
  };
  /** The first item: the end of its segment, back to a verb, a preposition or the segment's start. */
  const head = (a: number, b: number): [number, number] => {
    let start = b;
    const edge = (w: Word) => clauseEdge(w) || EDGE_WORDS.has(fold(w.raw)) || (w.stop && !NAME_JOINERS.has(fold(w.raw)));
    while (start > a && b - start < MAX_ITEM_WORDS && !edge(words[start - 1])) start--;
    while (start < b && words[start].stop && !words[start].capital) start++;
    return [start, b];
  };
  for (let i = 0; i < segments.length; i++) {
    // Comma-parted items: segments i..k joined by commas.
    let k = i;
    while (k + 1 < segments.length && segments[k].comma) k++;
    if (k > i) {
      const items: Array<[number, number]> = [head(segments[i].from, segments[i].to)];
      let closed = false;
      for (let m = i + 1; m <= k && !closed; m++) {
        const { from: a, to: b } = segments[m];
        const first = fold(words[a].raw);
        if (LIST_CONJUNCTIONS.has(first)) {
          items.push(tail(a + 1, b));
          closed = true;
        } else if (first === 'etc') {
          items.push([a, a + 1]);
          closed = true;
        } else if (!short(a, b)) break;
        else {
          const joint = words.slice(a, b).findIndex((w) => LIST_CONJUNCTIONS.has(fold(w.raw)));
          if (joint > 0) {
            items.push([a, a + joint], tail(a + joint + 1, b));
            closed = true;
          } else items.push([a, b]);
        }
      }
      if (closed && items.every(([a, b]) => b > a)) emit(items);
      i = k;
    }
  }
  // "A and B" where the question names A: B is the other member.
  words.forEach((w, j) => {
    if (!LIST_CONJUNCTIONS.has(fold(w.raw)) || j === 0 || j + 1 >= words.length) return;
    if (!adjacent(j) || !adjacent(j + 1)) return;
    const before = head(0, j);
    const after = tail(j + 1, words.length);
    const content = (a: number, b: number) => words.slice(a, b).filter((x) => !x.stop);
    const named = (a: number, b: number) => content(a, b).length > 0 && content(a, b).every((x) => x.inQuestion);
    const unnamed = (a: number, b: number) => content(a, b).length > 0 && !mentioned(a, b);
    if (named(...before) && unnamed(...after)) pushRest(...after, [after]);
    if (named(...after) && unnamed(...before)) pushRest(...before, [before]);
  });
  return out;
}

/** Names when every item starts with a capital ("France, Argentina and the United Kingdom"). */
function itemsKind(words: Word[], items: Array<[number, number]>): AnswerKind {
  return items.every(([a, b]) => words.slice(a, b).find((w) => !w.stop)?.capital) ? 'person' : 'phrase';
}

/** "Which countries ...?", "What two things ...?", "Besides A, what other ...?": more than one thing, or the rest of a list. */
export function asksForMany(question: string): boolean {
  const q = fold(question);
  if (/\b(besides|other than|apart from|along with|in addition to|aside from)\b/.test(q)) return true;
  const m = /\b(?:what|which)\s+(?:other\s+)?(?:(?:two|three|four|five|several|some)\s+)?(\p{L}+)(?:\s+(\p{L}+))?/u.exec(q);
  const plural = (w: string | undefined) => w !== undefined && /[^s]s$/.test(w) && !AUXILIARIES.has(w) && !STOPWORDS.has(w);
  return m !== null && !AUXILIARIES.has(m[1]) && (plural(m[1]) || plural(m[2]));
}
