// "How much did we sell in 2025?", "How much Total Eclipse Blue have we sold, in pounds?" over sales
// lines with a qty column and a line total in money: "how much ... sold" asks what the sales came
// to, and "in pounds" (beside no weight in pounds) says money outright. Adding up the quantity
// answers "how many did we sell". When the reading adds up a quantity the question never names,
// the table's takings column is added up instead: outright when a currency is said or nothing is
// named as sold ("how much did we sell"); otherwise ("how much cheddar did we sell", which may ask
// for the weight or the units) marked uncertain. "Which field sells the most paint by value?": a word
// for worth ("value", "worth") asks for the money of what was sold outright, never the units.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { columnKind, holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { takingsColumn } from './takings-column.ts';
import type { Measure, Reading } from './types.ts';
import { saleQuantity, salePriceColumn } from './price-takings.ts';
import { SELLING_VERBS } from './vocabulary.ts';

/** Currency words after "in": "in pounds", "in dollars", "in euros", "in sterling". */
const CURRENCY_AFTER_IN = new Set(['pounds', 'sterling', 'dollars', 'euros', 'gbp', 'usd', 'eur', 'money', 'cash']);
/** Words for what the things sold were worth: "by value", "worth the most". */
const WORTH_WORDS = new Set(['value', 'worth']);
/** Words between "how much" and the verb that leave nothing named as sold: "how much did we sell". */
const NO_OBJECT = new Set(['did', 'do', 'does', 'have', 'has', 'had', 'we', 'you', 'they', 'i', 'was', 'were', 'is', 'are', 'been', 'in', 'total', 'altogether']);

/** The reading with the takings added up in place of an unnamed quantity; else as it was. */
export function moneyOfHowMuchSold(q: Question, catalog: Catalog, reading: Reading): Reading {
  const m = reading.measure;
  if (m.fn !== 'sum' || m.terms || m.perPeriod || m.perWhole) return reading;
  const t = q.tokens;
  const much = t.findIndex((tok, i) => tok.text === 'how' && t[i + 1]?.text === 'much');
  const verb = t.findIndex((tok, i) => i > much && SELLING_VERBS.has(tok.text));
  const worth = t.some((tok) => WORTH_WORDS.has(tok.text));
  if ((much < 0 && !worth) || verb < 0) return reading;
  const summed = findColumn(catalog, m.column);
  if (!summed || columnKind(summed) !== 'quantity') return reading;
  // A quantity the question names ("how much qty", "how many units") is what it asks for.
  if (t.some((tok) => summed.stems.includes(tok.stem) || summed.words.includes(tok.text))) return reading;
  const table = catalog.tables.find((tb) => tb.name === m.column.table);
  const takings = table ? takingsColumn(table) : null;
  const currency = t.some((tok, i) => CURRENCY_AFTER_IN.has(tok.text) && t[i - 1]?.text === 'in') && !table?.columns.some((c) => !holdsMoney(c) && c.words.some((w) => w === 'lb' || w === 'lbs' || w === 'pounds' || w === 'pound'));
  if (takings) return priced(reading, t, much, verb, { fn: 'sum', column: takings.ref }, takings.label, currency || worth);
  // Lines holding a unit price and the quantity summed, and no line total: each line took price times quantity.
  const price = table ? salePriceColumn(table, catalog) : null;
  if (!price || saleQuantity(price, catalog) !== summed) return noMoney(reading, t, much, verb, table?.label, summed.label, currency);
  return priced(reading, t, much, verb, { fn: 'sum', column: price.ref, terms: [{ op: '*', column: summed.ref }] }, `${price.label} × ${summed.label}`, currency || worth);
}

/**
 * No money recorded for the lines: "how much did we sell" (nothing named as sold) or "in pounds" asks
 * for money the table does not hold, so the quantity added up instead is marked uncertain.
 */
function noMoney(reading: Reading, t: Question['tokens'], much: number, verb: number, table: string | undefined, quantity: string, currency: boolean): Reading {
  const unnamed = much >= 0 && t.slice(much + 2, verb).every((tok) => NO_OBJECT.has(tok.text));
  if (!unnamed && !currency) return reading;
  const caveat = `"How much … ${t[verb].raw}" asks for the money taken, and ${table ?? 'the table'} records no money for its lines; I added up ${quantity} instead.`;
  return { ...reading, caveat: [reading.caveat, caveat].filter(Boolean).join(' ') };
}

/** The reading with the money in place of the quantity: outright when money is said or nothing is named as sold, else marked uncertain. */
function priced(reading: Reading, t: Question['tokens'], much: number, verb: number, measure: Measure, said: string, moneySaid = false): Reading {
  const unnamed = much >= 0 && t.slice(much + 2, verb).every((tok) => NO_OBJECT.has(tok.text));
  if (moneySaid || unnamed) return { ...reading, measure };
  const caveat = `"How much … ${t[verb].raw}" may ask for the money taken or for the quantity; I added up ${said}.`;
  return { ...reading, measure, caveat: [reading.caveat, caveat].filter(Boolean).join(' ') };
}
