// Search passages along the document's structure: headings with their text, whole paragraphs, pages kept.
import { describe, expect, it } from 'vitest';
import { chunkSections, isHeading, isParagraph } from './section-chunks.ts';
import { countTokens } from './tokens.ts';

const OPTIONS = { chunkSize: 120, chunkOverlap: 20, gatherBelowTokens: 30 };

function paragraph(topic: string, sentences: number): string {
  return Array.from({ length: sentences }, (_, i) => `Sentence ${i + 1} of the ${topic} paragraph says something about ${topic}.`).join(' ');
}

describe('chunkSections', () => {
  it('keeps a heading with the paragraph after it and never cuts a paragraph that fits', () => {
    const text = ['# Annual report', paragraph('revenue', 4), '## Costs', paragraph('staff', 3), paragraph('rent', 3)].join('\n\n');
    const chunks = chunkSections([{ page: 1, text }], OPTIONS);
    expect(chunks.map((c) => c.text)).toEqual([
      `# Annual report\n\n${paragraph('revenue', 4)}`,
      `## Costs\n\n${paragraph('staff', 3)}`,
      paragraph('rent', 3),
    ]);
  });

  it('gathers short blocks such as list items, and keeps each chunk on the page it starts on', () => {
    const pages = [
      { page: 1, text: `Contents of the box:\n\n- one cable\n\n- two screws\n\n${paragraph('setup', 4)}` },
      { page: 2, text: `Warranty\n\n${paragraph('warranty', 2)}` },
    ];
    const chunks = chunkSections(pages, OPTIONS);
    expect(chunks[0]).toEqual({ page: 1, text: `Contents of the box:\n\n- one cable\n\n- two screws\n\n${paragraph('setup', 4)}` });
    expect(chunks.at(-1)).toEqual({ page: 2, text: `Warranty\n\n${paragraph('warranty', 2)}` });
    for (const chunk of chunks) expect(countTokens(chunk.text)).toBeLessThanOrEqual(OPTIONS.chunkSize);
  });

  it('keeps a short paragraph a passage of its own, so it is not ranked with the length of the next', () => {
    const short = 'The bridge was closed in 1970. It reopened as a footpath.';
    const text = ['# Bridges', paragraph('history', 1), short, paragraph('repairs', 3), '- one lamp', '- two benches', paragraph('lighting', 2)].join('\n\n');
    const chunks = chunkSections([{ page: 1, text }], OPTIONS);
    expect(chunks.map((c) => c.text)).toEqual([
      `# Bridges\n\n${paragraph('history', 1)}`,
      short,
      paragraph('repairs', 3),
      `- one lamp\n\n- two benches\n\n${paragraph('lighting', 2)}`,
    ]);
  });

  it('tells paragraphs from list items, labels and captions', () => {
    expect(isParagraph('The bridge was closed in 1970.')).toBe(true);
    expect(isParagraph('He said: "It reopened."')).toBe(true);
    expect(isParagraph('- It reopened as a footpath.')).toBe(false);
    expect(isParagraph('2. Check the cables.')).toBe(false);
    expect(isParagraph('Contents of the box:')).toBe(false);
    expect(isParagraph('Figure 3 Sales by region')).toBe(false);
  });

  it('carries a heading at the foot of a page onto the section it opens on the next page', () => {
    const chunks = chunkSections([{ page: 3, text: `${paragraph('intro', 2)}\n\nMethods` }, { page: 4, text: paragraph('method', 2) }], OPTIONS);
    expect(chunks).toEqual([
      { page: 3, text: paragraph('intro', 2) },
      { page: 3, text: `Methods\n\n${paragraph('method', 2)}` },
    ]);
  });

  it('cuts only a paragraph larger than a chunk, at sentences, its heading leading the first piece', () => {
    const long = paragraph('history', 30);
    const chunks = chunkSections([{ page: 1, text: `History\n\n${long}` }], OPTIONS);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks[0].text).toMatch(/^History\n\nSentence 1 of the history/);
    for (const chunk of chunks) {
      expect(countTokens(chunk.text)).toBeLessThanOrEqual(OPTIONS.chunkSize);
      expect(chunk.text).toMatch(/\.$/);
    }
  });

  it('tells headings from sentences, table rows and labels', () => {
    expect(isHeading('## 2. Results')).toBe(true);
    expect(isHeading('Terms and Conditions')).toBe(true);
    expect(isHeading('The results are shown below.')).toBe(false);
    expect(isHeading('Region | Units | Revenue')).toBe(false);
    expect(isHeading('Total due:')).toBe(false);
    expect(isHeading('2024')).toBe(false);
    expect(isHeading('- one cable')).toBe(false);
    expect(isHeading('see the appendix')).toBe(false);
  });
});
