// "How much rent did we collect in 2024?", "late fees collected per site", "how much was taken in"
// over a table of payments with one money column (Amount (USD)) and a status whose cells say which
// payments went through (Paid beside Failed, Reversed): money collected, received or taken in is the
// money of the rows whose status says it was paid, never every row's amount. Only where no header
// of the table already says the money was paid (amount_paid: received-money.ts reads that), the
// table has exactly one money column, and exactly one status column holds exactly one such cell.
//
// "How much is still owed", "how much is outstanding", "unpaid amount" are the other side: the money
// of the rows whose status says it is not yet paid (Unpaid, Outstanding, Overdue), where the status
// holds such cells and nothing else that could also be owed (Pending, Partially Paid) beside them.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { onlyMoneyColumn } from './figure-kinds.ts';
import { takingsColumn } from './takings-column.ts';
import type { Question } from './question.ts';

/** Verbs of money coming in that a paid status restates ("collect", "received", "taken in"). */
const COLLECTING = new Set(['collect', 'collects', 'collected', 'collecting', 'receive', 'receives', 'received', 'receiving']);
/** Verbs of money coming in only with "in" after them: "taken in", "brought in". */
const IN_VERBS = new Set(['take', 'takes', 'took', 'taken', 'taking', 'bring', 'brings', 'brought', 'bringing']);
/** Status cells of money that changed hands. */
const PAID_CELLS = new Set(['paid', 'collected', 'received', 'settled', 'succeeded', 'successful', 'cleared', 'paid in full']);
/** Status cells of money still owed. */
const UNPAID_CELLS = new Set(['unpaid', 'outstanding', 'overdue', 'due', 'owed', 'not paid', 'past due', 'in arrears', 'arrears']);
/** Cells that leave what is still owed doubtful: part paid, waiting, or being chased. */
const DOUBTFUL_OWED = new Set(['pending', 'partially paid', 'part paid', 'partial', 'processing', 'awaiting payment', 'disputed', 'in dispute']);
/** Words asking what is still owed: "owed", "outstanding", "still due". */
const OWED_WORDS = new Set(['owed', 'owes', 'owe', 'owing', 'outstanding', 'unpaid', 'overdue']);
/** Header words already saying the money was paid or is owed: received-money.ts and the header itself read those. */
const SETTLED_HEADER = new Set(['paid', 'received', 'collected', 'outstanding', 'owed', 'due', 'balance', 'unpaid']);

/** Header words of a status of payments: "payment_status", "Paid?", "Billing". */
const PAYMENT_HEADER = new Set(['payment', 'payments', 'paid', 'pay', 'billing', 'invoice', 'settlement', 'transaction']);
/** Cells of a payment that did not go through or was taken back, beside the paid ones. */
const NOT_PAID_CELLS = new Set(['failed', 'declined', 'reversed', 'refunded', 'bounced', 'chargeback', 'written off', 'rejected']);

/**
 * Whether a status holding a paid cell is about payment: its header says so, or beside the paid
 * cell it holds one of money owed or not taken (Unpaid, Failed). "Collected" beside Ready,
 * In progress and Abandoned (garments collected from a shop) says nothing of money.
 */
function saysPayment(status: CatalogColumn): boolean {
  if (status.words.some((w) => PAYMENT_HEADER.has(w))) return true;
  return [...status.valueIndex.keys()].some((k) => UNPAID_CELLS.has(k) || DOUBTFUL_OWED.has(k) || NOT_PAID_CELLS.has(k));
}

/** Stems of nouns of money charged over the rows, paid or not: revenue, sales, turnover. */
const REVENUE_STEMS = new Set(['revenu', 'turnov', 'sale']);

function namesRevenue(q: Question): boolean {
  return q.tokens.some((t) => REVENUE_STEMS.has(t.stem));
}

export type StatusMoney = { at: number; end: number; money: CatalogColumn; status: CatalogColumn; cells: string[]; owed: boolean };

function cellsOf(c: CatalogColumn, kinds: Set<string>): string[] {
  return [...c.valueIndex.entries()].filter(([k]) => kinds.has(k)).flatMap(([, v]) => v);
}

/** The table's one status column holding `kinds` cells, with those cells; null when none or several. */
function statusColumn(table: CatalogTable, kinds: Set<string>): { column: CatalogColumn; cells: string[] } | null {
  const found = table.columns.flatMap((c) => {
    if (c.role !== 'category' || c.stats.distinctCount > 12 || c.stats.distinctCount < 2) return [];
    const cells = cellsOf(c, kinds);
    return cells.length > 0 ? [{ column: c, cells }] : [];
  });
  return found.length === 1 ? found[0] : null;
}

/** The one money column whose header says nothing of being paid, with the table's paid or owed status. */
function moneyWithStatus(table: CatalogTable, kinds: Set<string>): { money: CatalogColumn; status: CatalogColumn; cells: string[] } | null {
  if (table.columns.some((c) => c.role === 'measure' && c.words.some((w) => SETTLED_HEADER.has(w)))) return null;
  // What an owed row owes is what it came to: beside a unit price, its line total (takings-column.ts).
  const money = kinds === UNPAID_CELLS ? (takingsColumn(table) ?? onlyMoneyColumn(table.columns)) : onlyMoneyColumn(table.columns);
  if (!money) return null;
  const status = statusColumn(table, kinds);
  return status ? { money, status: status.column, cells: status.cells } : null;
}

/**
 * The words of the question that ask for money collected (or still owed) through a status column
 * of `table`: each with the money column they name and the status cells they restate.
 */
export function statusMoneyMentions(q: Question, table: CatalogTable): StatusMoney[] {
  const out: StatusMoney[] = [];
  const paid = moneyWithStatus(table, PAID_CELLS);
  if (paid && paid.cells.length === 1 && saysPayment(paid.status)) {
    for (const [at, t] of q.tokens.entries()) {
      // The verb written as the cell itself ("collected" beside a status Collected) is that cell already.
      if (paid.status.valueIndex.has(t.text)) continue;
      if (COLLECTING.has(t.text)) out.push({ at, end: at + 1, ...paid, owed: false });
      // "Which town brings in the most revenue": revenue, sales or turnover brought in is the
      // money charged, paid yet or not; only money "taken in" or "brought in" alone was paid.
      else if (IN_VERBS.has(t.text) && q.tokens[at + 1]?.text === 'in' && !namesRevenue(q)) out.push({ at, end: at + 2, ...paid, owed: false });
    }
  }
  const owed = moneyWithStatus(table, UNPAID_CELLS);
  if (owed && cellsOf(owed.status, DOUBTFUL_OWED).length === 0) {
    for (const [at, t] of q.tokens.entries()) {
      if (owed.status.valueIndex.has(t.text)) continue;
      // "still owed", "still due": "due" alone is a date's word ("due in March").
      const due = t.text === 'due' && q.tokens[at - 1]?.text === 'still';
      if (OWED_WORDS.has(t.text) || due) out.push({ at, end: at + 1, ...owed, owed: true });
    }
  }
  return out;
}
