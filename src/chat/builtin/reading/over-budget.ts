// "Cost lines that came in over budget", "projects under budget": the budget is compared with
// what was actually spent, the one other amount of its table named as such (Actual, Spent, Cost).
// With none or several such amounts, the question stays unread rather than guess which.
import type { CatalogColumn, CatalogTable } from './catalog.ts';

const ACTUAL_WORDS = new Set(['actual', 'actuals', 'spent', 'spend', 'outturn', 'expenditure', 'cost', 'costs']);
/** The comparisons that read "over budget" and "under budget"; other words need the left side said. */
const BUDGET_LINKS = new Set(['over', 'under']);

/** The spent amount a budget is compared with when the question names only the budget. */
export function impliedActual(link: string, budget: CatalogColumn, table: CatalogTable | undefined): CatalogColumn | null {
  if (!BUDGET_LINKS.has(link) || budget.role !== 'measure' || !budget.words.includes('budget') || !table) return null;
  const actuals = table.columns.filter((c) => c !== budget && c.role === 'measure' && !c.words.includes('budget') && c.words.some((w) => ACTUAL_WORDS.has(w)));
  return actuals.length === 1 ? actuals[0] : null;
}
