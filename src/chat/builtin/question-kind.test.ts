// What a document question asks for, and whether a sentence holds something of that kind.
import { describe, expect, it } from 'vitest';
import { answerKind, holdsKind } from './question-kind.ts';

describe('answerKind', () => {
  it('reads what is asked from the wh-word and the noun after "what"/"which"', () => {
    expect(answerKind('How many ships sank?')).toBe('number');
    expect(answerKind('What percentage of the vote did she win?')).toBe('number');
    expect(answerKind('In what year did the mill close?')).toBe('time');
    expect(answerKind('When did the mill close?')).toBe('time');
    expect(answerKind('Who founded the company?')).toBe('person');
    expect(answerKind('Where was the treaty signed?')).toBe('place');
    expect(answerKind('Which city hosts the fair?')).toBe('place');
    expect(answerKind('What did the survey measure?')).toBe('phrase');
  });
});

describe('holdsKind', () => {
  it('finds a number, a date or a name the question does not already hold', () => {
    expect(holdsKind('The plant employs 1,400 workers.', 'How many workers?', 'number')).toBe(true);
    expect(holdsKind('The plant employs many workers.', 'How many workers?', 'number')).toBe(false);
    expect(holdsKind('It opened in March 1961.', 'When did it open?', 'time')).toBe(true);
    expect(holdsKind('The bridge was designed by Othmar Ammann.', 'Who designed the bridge?', 'person')).toBe(true);
    expect(holdsKind('The bridge over the Hudson was long.', 'Who designed the bridge over the Hudson?', 'person')).toBe(false);
  });

  it('wants the number of what "how many" counts, not any number', () => {
    const question = 'How many people does the warehouse employ?';
    expect(holdsKind('It stores containers and employs 90 people on two shifts.', question, 'number')).toBe(true);
    expect(holdsKind('It employs a hundred full-time people.', question, 'number')).toBe(true);
    expect(holdsKind('The warehouse was run by its founder for its first ten years.', question, 'number')).toBe(false);
    expect(holdsKind('The warehouse was run by its founder for its first ten years.', 'How much did the warehouse cost?', 'number')).toBe(true);
  });
});
