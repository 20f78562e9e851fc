// The forty-second held-out split, written blind on 2026-12-01 by a helper session (branch w4442): its
// author read neither the engine (nothing under src/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client, vocabulary), dev5/dates.ts, the shape tests' support (test/support/question-set-builds.ts
// and blind-question-sets.test.ts), the lines of perturb.ts that list the splits, holdout9/index.ts and
// holdout9/cibuilds.ts for the format and the header comments of the holdout*/index.ts files, and never
// ran the engine on these questions. Every answerable expected value, computed here in JavaScript from
// the generated rows, was checked against hand-written DuckDB SQL over the generated files (the XLSX
// sheets read through SheetJS into DuckDB, which has no Excel reader here): 178 of 178 agree. The four
// domains (a chocolatier's products and its shop, online, wholesale and market sales lines; a comedy
// club's shows and the bookings for them; a fancy dress and theatrical costume hire shop's costumes and
// hires, with text dates; a gin distillery's tour and gin school sessions and their bookings with
// bottles bought) are new to the evaluation, and the questions are worded as owners type them. Traps:
// ids that look numeric, money with the unit in the header, blanks, cancelled, refunded, no-show, lost
// and late rows beside the rest, text dates, names with spaces, "Total Indulgence Truffle Box 24",
// "Total Chaos Theatre" and "Total Botanical Experience" that are no totals, and stopword-like values
// ("None" as a gift wrap, group type, franchise and source; "Other" ranges, nights and categories; a
// franchise "IT"). Seeds 52011, 52129, 52237 and 52353. Score it with --split holdout42 only; never tune
// the engine on it, read it while changing the engine, or copy its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { chocolatier } from './chocolatier.ts';
import { comedyclub } from './comedyclub.ts';
import { costumehire } from './costumehire.ts';
import { gindistillery } from './gindistillery.ts';

export const holdout42Schemas: BusinessSchema[] = [chocolatier, comedyclub, costumehire, gindistillery];
