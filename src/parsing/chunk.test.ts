import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk.ts';
import { countTokens } from './tokens.ts';

// Varied, real-looking prose: sentences of different lengths, numbers, punctuation, non-ASCII.
function prose(sentences: number): string {
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) {
    const extra = ' and the committee noted'.repeat(i % 7);
    parts.push(`Sentence ${i} reports that the Zürich office shipped ${i * 13} crates${extra}.`);
    if (i % 9 === 8) parts.push('\n\n');
  }
  return parts.join(' ');
}

describe('chunkText', () => {
  it('keeps every chunk within chunkSize tokens and covers the whole text', () => {
    const text = prose(400);
    for (const [chunkSize, chunkOverlap] of [[600, 200], [100, 30], [40, 0], [25, 24]]) {
      const chunks = chunkText(text, { chunkSize, chunkOverlap });
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks) expect(countTokens(chunk)).toBeLessThanOrEqual(chunkSize);
      for (const sentence of ['Sentence 0 reports', 'Sentence 200 reports', 'Sentence 399 reports']) {
        expect(chunks.some((chunk) => chunk.includes(sentence))).toBe(true);
      }
    }
  });

  it('repeats the end of each chunk at the start of the next when overlap is asked for', () => {
    const chunks = chunkText(prose(200), { chunkSize: 120, chunkOverlap: 40 });
    for (let i = 1; i < chunks.length; i++) {
      const head = chunks[i].slice(0, 30);
      expect(chunks[i - 1]).toContain(head);
    }
    const noOverlap = chunkText(prose(200), { chunkSize: 120, chunkOverlap: 0 });
    for (let i = 1; i < noOverlap.length; i++) expect(noOverlap[i - 1]).not.toContain(noOverlap[i].slice(0, 30));
  });

  it('is deterministic', () => {
    const text = prose(300);
    expect(chunkText(text, { chunkSize: 80, chunkOverlap: 20 })).toEqual(chunkText(text, { chunkSize: 80, chunkOverlap: 20 }));
  });

  it('splits a sentence longer than a chunk at word boundaries, and a giant word by tokens', () => {
    const longSentence = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ') + '.';
    const chunks = chunkText(longSentence, { chunkSize: 50, chunkOverlap: 10 });
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      expect(countTokens(chunk)).toBeLessThanOrEqual(50);
      expect(chunk).toMatch(/^word\d+/);
    }
    const blob = 'A'.repeat(3000) + 'xyz'.repeat(700) + '😀é'.repeat(300);
    const pieces = chunkText(`Intro sentence. ${blob} Outro sentence.`, { chunkSize: 64, chunkOverlap: 8 });
    for (const piece of pieces) expect(countTokens(piece)).toBeLessThanOrEqual(64);
    // Cut between characters only: nothing is lost or garbled.
    expect(pieces.some((piece) => piece.includes('\ufffd'))).toBe(false);
    const noOverlap = chunkText(`Intro sentence. ${blob} Outro sentence.`, { chunkSize: 64, chunkOverlap: 0 });
    expect(noOverlap.join('').replace(/\s/g, '')).toBe(`Intro sentence. ${blob} Outro sentence.`.replace(/\s/g, ''));
  });

  it('returns no chunks for empty text and one for short text', () => {
    expect(chunkText('', { chunkSize: 600, chunkOverlap: 200 })).toEqual([]);
    expect(chunkText('   \n ', { chunkSize: 600, chunkOverlap: 200 })).toEqual([]);
    expect(chunkText('Just one sentence.', { chunkSize: 600, chunkOverlap: 200 })).toEqual(['Just one sentence.']);
  });

  it('rejects an overlap that is not below the chunk size', () => {
    expect(() => chunkText('Some text.', { chunkSize: 10, chunkOverlap: 10 })).toThrow(RangeError);
  });

  it('chunks a 500-page text in linear time', () => {
    const page = prose(30);
    const text = Array.from({ length: 500 }, () => page).join('\n\n');
    const chunks = chunkText(text, { chunkSize: 600, chunkOverlap: 200 });
    expect(chunks.length).toBeGreaterThan(200);
  });
});
