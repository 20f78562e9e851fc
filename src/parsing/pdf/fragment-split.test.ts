import { describe, expect, it } from 'vitest';
import { splitAtEdges } from './fragment-split.ts';
import type { TextFragment } from './text-fragments.ts';

const fragment = (text: string, x0: number, x1: number): TextFragment => ({ text, x0, x1, y: 100, size: 10, rtl: false, monospace: false });

describe('splitAtEdges', () => {
  it('cuts a run that pdf.js joined across cell rules at the spaces nearest the rules', () => {
    // "07:28 08:13 08:58": 17 characters over 85 pt, rules at the two spaces (x 127.5 and 157.5).
    const pieces = splitAtEdges(fragment('07:28 08:13 08:58', 100, 185), [127.5, 157.5]);
    expect(pieces.map((p) => p.text)).toEqual(['07:28', '08:13', '08:58']);
    expect(pieces[0].x1).toBeLessThan(127.5);
    expect(pieces[1].x0).toBeGreaterThan(127.5);
    expect(pieces[2].x0).toBeGreaterThan(157.5);
  });

  it('leaves a fragment whole when no rule crosses it, or a rule crosses a word far from any space', () => {
    const text = fragment('Central Station', 100, 175);
    expect(splitAtEdges(text, [90, 190])).toEqual([text]);
    const word = fragment('Accommodation allowance', 100, 215);
    expect(splitAtEdges(word, [130])).toEqual([word]);
  });
});
