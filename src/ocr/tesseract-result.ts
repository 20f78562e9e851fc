// Turns tesseract.js's block tree into the flat OcrResult the extractors use.

import type Tesseract from 'tesseract.js';
import type { OcrResult, OcrWord } from './types.ts';

/**
 * Walks blocks → paragraphs → lines → words in tesseract's reading order. `text` has one line per
 * text line and a blank line between paragraphs (so chunkers see them); `line` counts the text lines
 * only, skipping those blank separators and lines with no visible word. Words hyphenated at a line
 * end are joined in `text` (not in `words`, which show what is on the page).
 */
export function toOcrResult(page: Tesseract.Page, width: number, height: number): OcrResult {
  const words: OcrWord[] = [];
  const paragraphs: string[] = [];
  let lineCount = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const lines: string[][] = [];
      for (const line of paragraph.lines) {
        const lineWords = line.words.filter((word) => word.text.trim() !== '');
        if (lineWords.length === 0) continue;
        const index = lineCount++;
        for (const word of lineWords) {
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({ text: word.text.trim(), confidence: word.confidence, bbox: { x0, y0, x1, y1 }, line: index });
        }
        lines.push(lineWords.map((word) => word.text.trim()));
      }
      if (lines.length > 0) paragraphs.push(joinHyphenatedWords(lines).join('\n'));
    }
  }
  const confidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return { text: paragraphs.join('\n\n'), words, confidence, width, height };
}

/**
 * "cate-" at a line end followed by "gories" becomes "categories" on the first line. A hyphen that
 * belongs to the word ("company-specific") is lost too; a split word costs search and accuracy more.
 */
function joinHyphenatedWords(lines: string[][]): string[] {
  const joined = lines.map((line) => [...line]);
  for (let index = 0; index < joined.length - 1; index += 1) {
    const line = joined[index];
    const next = joined[index + 1];
    const last = line.at(-1);
    if (last === undefined || next.length === 0 || !/\p{L}-$/u.test(last) || !/^\p{Ll}/u.test(next[0])) continue;
    line[line.length - 1] = last.slice(0, -1) + next.shift();
  }
  return joined.filter((line) => line.length > 0).map((line) => line.join(' '));
}
