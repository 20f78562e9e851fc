// Document answers: the sentence of the retrieved passages that answers the question, with its source.
import { describe, expect, it } from 'vitest';
import { answerFromPassages, splitSentences } from './passages.ts';
import type { Passage } from './types.ts';

function passage(text: string, i: number, score: number): Passage {
  return { text, fileId: `f${i}`, filename: `doc${i}.pdf`, chunkId: `c${i}`, page: i + 1, score };
}

const PASSAGES = [
  passage(
    'The Rhine rises in the Swiss Alps. It flows through six countries before reaching the North Sea. ' +
      'The river is about 1,230 kilometres long. Dr. Ernst Meyer surveyed its course in 1867.',
    0,
    7.5,
  ),
  passage('The Danube is the second-longest river in Europe. It flows into the Black Sea.', 1, 4.1),
  passage('Construction of the Cologne Cathedral began in 1248 and was completed in 1880.', 2, 2.2),
];

describe('answerFromPassages', () => {
  it('splits sentences without breaking at abbreviations', () => {
    expect(splitSentences('Dr. Ernst Meyer surveyed it in 1867. It was long.')).toEqual(['Dr. Ernst Meyer surveyed it in 1867.', 'It was long.']);
  });

  it('answers "how long" with the sentence holding the number', () => {
    const a = answerFromPassages('How long is the Rhine?', PASSAGES);
    expect(a.answer).toBe('The river is about 1,230 kilometres long. (from doc0.pdf, page 1)');
    expect(a.used).toEqual([0]);
  });

  it('answers "when" with the sentence holding a year', () => {
    const a = answerFromPassages('When did construction of Cologne Cathedral begin?', PASSAGES);
    expect(a.answer).toContain('began in 1248');
    expect(a.used).toEqual([2]);
    expect(a.confident).toBe(true);
  });

  it('answers "who" with a sentence naming a person', () => {
    const a = answerFromPassages('Who surveyed the course of the Rhine?', PASSAGES);
    expect(a.answer).toContain('Ernst Meyer');
  });

  it('answers "how long" with the sentence stating a length', () => {
    const notes = [{ text: 'The Rhine flows through Basel before it reaches Strasbourg. Its total length is 1,230 kilometres.', fileId: 'f', filename: 'rivers.txt', chunkId: 'c', page: null, score: 1 }];
    expect(answerFromPassages('How long is the Rhine?', notes).answer).toContain('1,230 kilometres');
  });

  it('says so when no passage relates to the question', () => {
    const a = answerFromPassages('What is the boiling point of mercury?', PASSAGES);
    expect(a.confident).toBe(false);
    expect(a.used).toEqual([]);
    expect(answerFromPassages('Anything?', []).confident).toBe(false);
  });
});
