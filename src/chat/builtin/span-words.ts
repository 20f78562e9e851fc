// The words of a sentence as the short-answer finder sees them, and the spans it weighs: shared
// by answer-span.ts and answer-lists.ts.
import type { AnswerKind } from './question-kind.ts';

/** A word of the sentence, with what the span finder needs to know of it. */
export interface Word {
  raw: string;
  start: number;
  end: number;
  key: string;
  inQuestion: boolean;
  stop: boolean;
  capital: boolean;
  numeric: boolean;
  /** Tagged a verb or an adverb: the edge of a clause, not of a noun phrase. */
  verb: boolean;
}

/** A span of words [from, to) offered as the answer. */
export interface Candidate {
  from: number;
  to: number;
  kind: AnswerKind;
  quoted?: boolean;
  /** Modifies or names the noun the question asks for ("geophysical surveys" for "What type of surveys"). */
  headed?: boolean;
  /** A whole list ("France, Argentina and Spain"), or the members of one the question does not name. */
  list?: 'whole' | 'rest';
}

/** Words a capitalised name may hold inside it ("University of Chicago", "Duke of Normandy"). */
export const NAME_JOINERS = new Set(['of', 'de', 'von', 'van', 'der', 'la', 'le', 'du', 'and', 'the']);
/** Words that never begin or end a short answer: connectives and sentence adverbs. */
export const EDGE_WORDS = new Set(['but', 'however', 'often', 'usually', 'also', 'then', 'still', 'even', 'generally', 'mostly', 'which', 'who', 'whose', 'while', 'although', 'though', 'because', 'since', 'thus', 'therefore', 'instead', 'including', 'such', 'later', 'now', 'first', 'both', 'either', 'neither', 'several', 'some', 'most', 'many', 'other']);
/** Auxiliary verbs of a question ("What did ...", "Which is ..."): never the thing asked for. */
export const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'did', 'does', 'do', 'has', 'have', 'had', 'can', 'could', 'would', 'will', 'should', 'might', 'may']);
