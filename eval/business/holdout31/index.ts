// The thirty-first held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and holdout29/index.ts for the format, and never ran the engine on these
// questions. Every answerable expected value, computed here in JavaScript from the generated rows,
// was checked against hand-written DuckDB SQL over the generated files. The four domains (a mobile
// mechanic business's jobs, parts used and vans/mechanics; a boat chandlery's products, sales lines
// and customer accounts; a landscaping company's projects, timesheets and material purchases; a
// bouncy castle and party equipment hire firm's equipment, bookings and deliveries) are new to the
// evaluation, and the questions are worded as owners type them. Seeds 43507, 43611, 43733 and
// 43859. Score it with --split holdout31 only; never tune the engine on it, read it while changing
// the engine, or copy its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { chandlery } from './chandlery.ts';
import { landscaping } from './landscaping.ts';
import { mobilemechanic } from './mobilemechanic.ts';
import { partyhire } from './partyhire.ts';

export const holdout31Schemas: BusinessSchema[] = [mobilemechanic, chandlery, landscaping, partyhire];
