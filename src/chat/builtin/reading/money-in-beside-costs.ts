// "What have we taken in book sales?", "how much have Other category books brought in?" over sales
// that refer one to one to the books of a stock list holding what each book cost: a figure taken
// through a one-to-one reference is given as a guess, either table may hold the money meant
// (one-to-one-references.ts). Money said to come in (taken, brought in, takings, made) is never
// what the business paid, so where the summed column is money and every other figure of the two
// tables is money paid out (a Cost, an Expense), the column is the one meant and no guess is made.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { paidOut, saysMoneyCameIn } from './incoming-verbs.ts';
import { saysTaken } from './money-taken-of-called-off.ts';
import type { Question } from './question.ts';

/** Whether `money`, said to have come in, is the one figure of `tables` that is not money paid out. */
export function onlyMoneyIn(q: Question, tables: readonly CatalogTable[], money: CatalogColumn | null): boolean {
  if (!money || !holdsMoney(money) || paidOut(money)) return false;
  if (!saysMoneyCameIn(q) && !saysTaken(q, money)) return false;
  const others = tables.flatMap((t) => t.columns).filter((c) => c !== money && c.role === 'measure');
  return others.every((c) => holdsMoney(c) && paidOut(c));
}
