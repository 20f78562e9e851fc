// "cheapest Agility Intro session fee", "Most defects found on a single MOT?": a question written as
// a headline, opening with its superlative and naming a figure by its own header, asks for that
// figure (the lowest fee, the most defects), not for the row that has it; there is no "which" or
// "who" to ask for a row. A figure named only through the superlative's synonym ("cheapest
// product", a price) is not named, so "cheapest product" keeps asking for the product. Read only
// over rows no column names (interpret.ts), where the row could not be the answer anyway.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';

/** Whether the superlative opens the question and the ranked figure is a measure named by its header. */
export function headlineFigure(q: Question, sup: { at: number } | null, rankCol: CatalogColumn, cols: readonly ColumnMention[]): boolean {
  if (!sup || sup.at !== 0 || rankCol.role !== 'measure') return false;
  if (q.tokens.some((t) => ['which', 'who', 'whom', 'whose', 'what', 'list', 'show', 'name'].includes(t.text))) return false;
  return cols.some((m) => m.column === rankCol && !m.synonym && m.score >= 0.99);
}
