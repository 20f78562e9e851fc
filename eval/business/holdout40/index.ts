// The fortieth held-out split, written blind on 2026-12-01 by a helper session (branch w43b): its
// author read neither the engine (nothing under src/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), dev5/dates.ts, the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comments of the holdout*/index.ts files for the format, and never
// ran the engine on these questions. Every answerable expected value, computed here in JavaScript from
// the generated rows, was checked against hand-written DuckDB SQL over the generated files (the XLSX
// sheets read through SheetJS into DuckDB, which has no Excel reader here). The four domains (a
// lakeside kayak and paddleboard hire centre's customers and hire bookings; a yarn and knitting shop's
// products, till and web sales lines with text dates, and class bookings; a wedding cake maker's
// orders, order item lines and tastings; a clock and watch repairer's customers and repair tickets)
// are new to the evaluation, and the questions are worded as owners type them. Traps: ids that look
// numeric, money with the unit in the header, blanks, cancelled/refunded/declined rows beside the
// rest, text dates, names with spaces, "Total Comfort Merino DK" and "Total Time Jewellers" that are
// no totals, "Other", "None" and "Unknown" as values. Seeds 50011, 50129, 50237 and 50353.
// Scored blind twice (session 43, before and after its rounds), it became session 44's working set:
// it is seen now, and its wordings are never copied into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { clockrepair } from './clockrepair.ts';
import { kayakhire } from './kayakhire.ts';
import { weddingcakes } from './weddingcakes.ts';
import { yarnshop } from './yarnshop.ts';

export const holdout40Schemas: BusinessSchema[] = [kayakhire, yarnshop, weddingcakes, clockrepair];
