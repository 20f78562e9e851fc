// Character-level repairs for text as PDFs encode it: presentation-form ligatures, full-width and
// Arabic presentation forms, zero-width characters, and control characters (glyph codes of fonts
// without a Unicode map, which are noise to any reader). NFKC is applied only to those blocks because on
// the rest of Unicode it would also rewrite meaningful characters (superscripts, fractions, ™).
const PRESENTATION_FORMS = /[\uFB00-\uFDFF\uFE70-\uFEFE\uFF01-\uFFEE]/g;
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F\u200B\u200C\u200D\u2060\uFEFF]/g;

export function repairText(text: string): string {
  return text.replace(INVISIBLE, '').replace(PRESENTATION_FORMS, (c) => c.normalize('NFKC'));
}

const HYPHEN_AT_END = /(\p{L})[-\u2010\u00AD]$/u;
const HYPHENS = '-\u2010\u00AD';
const STARTS_LOWERCASE = /^\p{Ll}/u;

/**
 * Joins lines of one paragraph, undoing end-of-line hyphenation: "inter-" + "national" becomes
 * "international" when the hyphen ends a line after a letter and the next line starts lowercase.
 */
export function joinParagraphLines(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    // The last character is looked at first: the pattern anchored at the end scans the whole line.
    if (previous !== undefined && HYPHENS.includes(previous.at(-1) ?? '') && HYPHEN_AT_END.test(previous) && STARTS_LOWERCASE.test(line)) {
      out[out.length - 1] = previous.slice(0, -1) + line;
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** OCR output as paragraphs: blank lines separate paragraphs, a paragraph's lines are rejoined. */
export function ocrParagraphs(text: string): string {
  return repairText(text)
    .split(/\n\s*\n/)
    .map((paragraph) => joinParagraphLines(paragraph.split('\n').map((line) => line.trim()).filter((line) => line !== '')))
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
