// A booking's "session_date" and "session_hours": when two headers of a table, one a date and one a
// figure, both start with the same noun and say nothing else, each row holds that one thing's date
// and its figure, so the noun names the rows ("how many sessions were cancelled" counts the
// bookings). Never a noun some column holds by itself or as a key (session_id repeating names
// other rows), nor one another table is named for (the sessions are then that table's rows).
// Likewise a customer's "Account status": the status is each row's own, so the row is an account
// ("how many cancelled accounts had visits" counts customers), under the same exclusions, when the
// noun is one of a standing arrangement a party holds (an account, a plan, a membership). Most
// "<noun> status" headers name a step the row goes through instead ("return_status" of a rental,
// "payment status" of an order): those rows are rentals and orders, never returns or payments.
import { stem } from '../text.ts';
import { ID_WORDS, type CatalogColumn } from './catalog.ts';

/** Stems of nouns that two headers of the row start with, one a date and one a figure. */
export function rowNounsOfHeaders(columns: readonly CatalogColumn[]): string[] {
  const out: string[] = [];
  const twoWords = columns.filter((c) => c.words.length === 2 && !c.span);
  for (const date of twoWords.filter((c) => c.role === 'date')) {
    const noun = date.stems[0];
    if (out.includes(noun)) continue;
    if (!twoWords.some((c) => c !== date && c.role === 'measure' && c.stems[0] === noun)) continue;
    if (columns.some((c) => c.stems[0] === noun && (c.role === 'key' || c.stems.length === 1 || c.words.slice(1).some((w) => ID_WORDS.has(w))))) continue;
    out.push(noun);
  }
  return out;
}

/** Nouns of a standing arrangement a party holds, whose status may be the row's own. */
const HOLDING_NOUNS = new Set(['account', 'plan', 'membership', 'member', 'subscription', 'contract', 'policy', 'licence', 'license', 'tenancy', 'customer', 'client'].map(stem));

/** Stems of the nouns of "<noun> status" headers whose noun is a holding: each row is the thing whose status it holds. */
export function rowNounsOfStatusHeaders(columns: readonly CatalogColumn[]): string[] {
  const out: string[] = [];
  for (const c of columns) {
    if (c.words.length !== 2 || c.span || c.role !== 'category' || c.words[1] !== 'status') continue;
    const noun = c.stems[0];
    if (!HOLDING_NOUNS.has(noun) || out.includes(noun) || columns.some((o) => o !== c && o.stems[0] === noun)) continue;
    out.push(noun);
  }
  return out;
}

/** Whether `noun` (a stem) is a word of another table's name: that table's rows are then the things. */
export function namedByAnotherTable(noun: string, others: ReadonlyArray<readonly string[]>): boolean {
  return others.some((ws) => ws.map(stem).includes(noun));
}
