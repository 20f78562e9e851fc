// The thirty-second held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run), the shape
// tests' support (test/support/question-set-builds.ts and blind-question-sets.test.ts), the lines
// of perturb.ts that list the splits, holdout9/index.ts and holdout9/cibuilds.ts for the format,
// and holdout31/index.ts (its header comment and its import lines), and never ran the engine on
// these questions. Every answerable expected value, computed here in JavaScript from the generated
// rows, was checked against hand-written DuckDB SQL over the generated files (the XLSX sheets read
// through a CSV copy): all 198 agreed. The four domains
// (a mobile coffee van's events, drink sales lines and stock purchases; a horse livery yard's
// horses and owners, monthly livery invoices and vet/farrier visits; a print-on-demand t-shirt
// shop's orders, order lines and returns; a community dial-a-ride minibus service's passengers,
// trips and fuel log) are new to the evaluation, and the questions are worded as owners type them.
// Seeds 44001, 44117, 44229 and 44351. Score it with --split holdout32 only; never tune the engine
// on it, read it while changing the engine, or copy its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { coffeevan } from './coffeevan.ts';
import { dialaride } from './dialaride.ts';
import { liveryyard } from './liveryyard.ts';
import { teeprint } from './teeprint.ts';

export const holdout32Schemas: BusinessSchema[] = [coffeevan, liveryyard, teeprint, dialaride];
