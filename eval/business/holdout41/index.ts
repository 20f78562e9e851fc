// The forty-first held-out split, written blind on 2026-12-01 by a helper session (branch w4441): its
// author read neither the engine (nothing under src/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client, vocabulary), dev5/dates.ts, the shape tests' support
// (test/support/question-set-builds.ts and blind-question-sets.test.ts), the lines of perturb.ts that
// list the splits, and holdout9/index.ts, holdout9/cibuilds.ts and the header comments of the
// holdout*/index.ts files for the format, and never ran the engine on these questions. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked against
// hand-written DuckDB SQL over the generated files (the XLSX sheets read through SheetJS into DuckDB):
// all 194 agreed. The four domains (a dog training school's dogs and class and one-to-one sessions; an
// MOT test centre's vehicles and tests, with text dates day first; a lawn treatment company's
// customer lawns and treatment visits; a floatation and sauna centre's customers, bookings and gift
// vouchers) are new to the evaluation, and the questions are worded as owners type them. Traps: ids
// that look numeric, money and areas with the unit in the header, blanks, cancelled / refunded /
// no-show / skipped rows beside the rest, text dates, names with spaces, "Total Recall", "Total Fleet
// Services", "Total Lawn Care" and "Total Wellness" that are no totals, "Other" and "None" as values.
// Seeds 51011, 51129, 51237 and 51353. Score it with --split holdout41 only; never tune the engine on
// it, read it while changing the engine, or copy its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { dogtraining } from './dogtraining.ts';
import { floatspa } from './floatspa.ts';
import { lawncare } from './lawncare.ts';
import { motcentre } from './motcentre.ts';

export const holdout41Schemas: BusinessSchema[] = [dogtraining, motcentre, lawncare, floatspa];
