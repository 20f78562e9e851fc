// The short answer inside a sentence, by what the question asks for.
import { describe, expect, it } from 'vitest';
import { findAnswerSpan } from './answer-span.ts';
import { answerKind } from './question-kind.ts';
import { STOPWORDS, stem, words } from './text.ts';

function span(question: string, sentence: string) {
  const stems = [...new Set(words(question).filter((w) => !STOPWORDS.has(w)).map(stem))];
  return findAnswerSpan(question, sentence, new Map(stems.map((s) => [s, 1 / stems.length])));
}

describe('answerKind', () => {
  it('reads what is asked from the wh-word and the noun after "what"/"which"', () => {
    expect(answerKind('How many ships sank?')).toBe('number');
    expect(answerKind('In what year did the mill close?')).toBe('time');
    expect(answerKind('Who founded the company?')).toBe('person');
    expect(answerKind('Which city hosts the fair?')).toBe('place');
    expect(answerKind('What did the survey measure?')).toBe('phrase');
  });
});

describe('findAnswerSpan', () => {
  it('quotes a number, a year and a name from the sentence', () => {
    expect(span('How many workers does the plant employ?', 'The plant in Linz employs 1,400 workers on three shifts.')?.text).toBe('1,400');
    expect(span('When did the plant open?', 'The plant opened in March 1961 after two years of work.')?.text).toBe('March 1961');
    expect(span('Who designed the bridge?', 'The bridge was designed by Othmar Ammann, who also drew the dam.')?.text).toBe('Othmar Ammann');
  });

  it('takes a name that holds a word of the question, and a place after its preposition', () => {
    expect(span('Which park hosts the summer fair?', 'Kearney Park hosts the summer fair every July.')?.text).toBe('Kearney Park');
    expect(span('Where did the delegates sign the treaty?', 'Worn out by the siege, the Duke signed the treaty with the delegates in Deabolis.')?.text).toBe('Deabolis');
  });

  it('prefers a quoted term, and never answers a question about a reason', () => {
    expect(span('What did the author call his stay at the castle?', 'He called his stay at the castle "my exile" in a letter.')?.text).toBe('my exile');
    expect(span('Why did the plant close?', 'The plant closed because orders fell.')).toBeNull();
  });

  it('is not confident when the sentence holds nothing of the kind asked for', () => {
    const answer = span('How many workers does the plant employ?', 'The plant employs workers from the whole valley.');
    expect(answer?.confident ?? false).toBe(false);
  });
});
