// The forty-fifth held-out split, written blind on 2026-12-02 by a helper session (branch w48): its
// author read only the shared helpers (eval/business/types, tables, random, compute, judge,
// question-set, report, run, service, client, vocabulary and splits), eval/business/dev5/dates.ts,
// test/support/question-set-builds.ts, eval/business/blind-question-sets.test.ts, holdout9/index.ts
// and holdout9/cibuilds.ts for the format, the header comments of the other holdout*/index.ts files
// (to pick new domains) and the split-listing lines of perturb.ts; nothing under src/ (the engine), no
// other split's question files, and the engine was never run on these questions. Every answerable
// expected value, computed here in JavaScript from the generated rows, was checked against
// hand-written DuckDB SQL over the generated files (the XLSX sheets read through SheetJS into CSV and
// then DuckDB, every column read as text and parsed in SQL): all 150 agreed. The four domains (a tile
// showroom's tiles, trade and retail accounts and order lines; a gymnastics club's gymnasts, session
// registers and payments; a pick-your-own fruit farm's visit tickets and till weighings; a secondhand
// bookshop's single-copy stock book and sales) are new to the evaluation, and the questions are worded
// as owners type them. Traps: ids that look numeric (account and stock numbers with leading zeros;
// SKUs, member numbers, payment refs, ticket, order and receipt numbers), units in the headers (mm,
// £ per m2, m2 per box, mins, £, kg, £/kg) with questions in other units (square metres from boxes,
// hours from minutes), money as text ("£1,234.56"), text dates in four formats ("Mon 03 Mar 2025",
// "5 Mar 2024", 05/03/2025, "2025-06-14 15:42"), blanks (channels, towns, coaches, sale channels),
// cancelled, returned, absent, voided and refunded rows beside the rest, refunds as positive amounts,
// stopword-like values (a market town called March, a squad and a payment method "None", "Other" as a
// material, apparatus, fruit and book category, a book category "IT"), names that start with "Total"
// and are no totals (the trade account "Total Tiling Ltd", the tile range "Total Stone", the farm's
// "Total Till", the author "Total Wine Society"), and customers, gymnasts, tickets and authors with no
// rows. Every table is CSV or XLSX. Seeds: tileshop 45101, gymclub 45202, pickyourown 45303, secondhandbooks
// 45404. Score it with --split holdout45 only; never tune the engine on it, read it while changing the
// engine, or copy its wordings into a tuning split, or the score stops saying anything about unseen
// tables.
import type { BusinessSchema } from '../types.ts';
import { gymclub } from './gymclub.ts';
import { pickyourown } from './pickyourown.ts';
import { secondhandbooks } from './secondhandbooks.ts';
import { tileshop } from './tileshop.ts';

export const holdout45Schemas: BusinessSchema[] = [tileshop, gymclub, pickyourown, secondhandbooks];
