// Text runs less than 0.6 em apart are joined into one item with a space between them (pdf.js's
// text content does so, and runs read from PDFium are grouped the same way, text-runs.ts). In a
// tightly set ruled table two neighbouring cells ("07:28" "08:13") then arrive as one fragment
// that straddles the rule between them. Cutting such a fragment at its spaces nearest the rules
// gives each cell its own text back. Only the whole item's width is known, so the position of a
// space is estimated from its share of the characters.
import type { TextFragment } from './text-fragments.ts';

/**
 * The fragment cut at the space nearest each of `edges` that falls inside it (edges sorted
 * ascending), or the fragment itself when none does. A cut must land within `slack` characters'
 * width of the edge, so a rule through the middle of a word leaves the word whole.
 */
export function splitAtEdges(fragment: TextFragment, edges: number[], slack = 3): TextFragment[] {
  const { text, x0, x1 } = fragment;
  const inside = edges.filter((x) => x > x0 + 1 && x < x1 - 1);
  if (inside.length === 0 || !text.includes(' ')) return [fragment];
  const perCharacter = (x1 - x0) / text.length;
  const cuts: number[] = [];
  for (const edge of inside) {
    let best = -1;
    for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
      const at = x0 + (i + 0.5) * perCharacter;
      if (Math.abs(at - edge) <= slack * perCharacter && (best < 0 || Math.abs(at - edge) < Math.abs(x0 + (best + 0.5) * perCharacter - edge))) best = i;
    }
    if (best >= 0 && !cuts.includes(best)) cuts.push(best);
  }
  if (cuts.length === 0) return [fragment];
  cuts.sort((a, b) => a - b);
  const pieces: TextFragment[] = [];
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    const piece = text.slice(start, cut);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed !== '') {
      const from = start + lead;
      pieces.push({ ...fragment, text: trimmed, x0: x0 + from * perCharacter, x1: x0 + (from + trimmed.length) * perCharacter });
    }
    start = cut + 1;
  }
  return pieces;
}
