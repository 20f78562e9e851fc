// The thirtieth held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and holdout29/index.ts for the format, and never ran the engine on these
// questions. Every answerable expected value, computed here in JavaScript from the generated rows,
// was checked against hand-written DuckDB SQL over the generated files. The four domains (a skip
// hire company's skips, hires and collections / tip runs; a soft play centre's admissions, party
// bookings and café till lines; a cattery's cats, stays and invoice lines; a farm shop's products,
// till sales lines and supplier deliveries) are new to the evaluation, and the questions are
// worded as owners type them. Seeds 43001, 43117, 43229 and 43351. Score it with --split holdout30
// only; never tune the engine on it, read it while changing the engine, or copy its wordings into a
// tuning split.
import type { BusinessSchema } from '../types.ts';
import { cattery } from './cattery.ts';
import { farmshop } from './farmshop.ts';
import { skiphire } from './skiphire.ts';
import { softplay } from './softplay.ts';

export const holdout30Schemas: BusinessSchema[] = [skiphire, softplay, cattery, farmshop];
