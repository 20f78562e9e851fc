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
    // A passage's heading is not part of its first sentence.
    expect(splitSentences('## Survey history\n\nDr. Meyer surveyed it.\nIt was long')).toEqual(['## Survey history', 'Dr. Meyer surveyed it.', 'It was long']);
  });

  it('puts the short answer first, then the sentence it comes from with its source', () => {
    const a = answerFromPassages('When did construction of Cologne Cathedral begin?', PASSAGES);
    expect(a.answer.split('\n')[0]).toBe('**1248**');
    expect(a.answer).toContain('Construction of the Cologne Cathedral began in 1248 and was completed in 1880. (from doc2.pdf, page 3)');
    expect(a.used).toEqual([2]);
    expect(a.confident).toBe(true);
  });

  it("prefers the sentence holding the question's words together, in its order", () => {
    const ferries = [
      passage('In 1820 the crossing of the first ferry was run by the town.', 0, 6),
      passage('The first ferry crossing was run in 1835 by a private company.', 1, 5),
    ];
    const a = answerFromPassages('When was the first ferry crossing run?', ferries);
    expect(a.answer.split('\n')[0]).toBe('**1835**');
  });

  it('answers "who" with the name and "how many" with the count', () => {
    expect(answerFromPassages('Who surveyed the course of the Rhine?', PASSAGES).answer.split('\n')[0]).toBe('**Ernst Meyer**');
    expect(answerFromPassages('How many countries does the Rhine flow through?', PASSAGES).answer.split('\n')[0]).toBe('**six**');
  });

  it('answers "how long" with the length the sentence states', () => {
    const notes = [{ text: 'The Rhine flows through Basel before it reaches Strasbourg. Its total length is 1,230 kilometres.', fileId: 'f', filename: 'rivers.txt', chunkId: 'c', page: null, score: 1 }];
    const a = answerFromPassages('What is the total length of the Rhine?', notes);
    expect(a.answer.split('\n')[0]).toBe('**1,230 kilometres**');
    expect(a.answer).toContain('(from rivers.txt)');
  });

  it('offers the likeliest span of a sentence that matches the question as a best guess when it is not of the kind asked for', () => {
    const notes = [passage('The committee meets in the old library. Members bring their own notes, and the secretary keeps the minutes in a locked cabinet.', 0, 3)];
    const a = answerFromPassages('Who keeps the minutes?', notes);
    expect(a.confident).toBe(false);
    expect(a.answer.split('\n')[0]).toBe('**secretary**');
    expect(a.answer).toContain('This is a best guess');
    expect(a.answer).toContain('the secretary keeps the minutes in a locked cabinet. (from doc0.pdf, page 1)');
  });

  it('says when it finds no short answer, and gives the closest sentences with their sources instead', () => {
    const a = answerFromPassages('Why did the Rhine change its course?', PASSAGES);
    expect(a.confident).toBe(false);
    expect(a.answer).toMatch(/^I found no short answer to this in the documents/);
    expect(a.answer).toContain('(from doc0.pdf, page 1)');
    expect(a.answer).not.toContain('**');
  });

  it('says so when no passage relates to the question', () => {
    const a = answerFromPassages('What is the boiling point of mercury?', PASSAGES);
    expect(a.confident).toBe(false);
    expect(a.used).toEqual([]);
    expect(answerFromPassages('Anything?', []).confident).toBe(false);
  });
});
