// The thirty-ninth held-out split, written blind on 2026-12-01 by a helper session (branch w43a): its
// author read neither the engine (nothing under src/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), dev5/dates.ts, the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comments of the holdout*/index.ts files for the format, and
// never ran the engine on these questions. Every answerable expected value, computed here in
// JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the generated
// files (the XLSX sheets read through SheetJS into DuckDB, which has no Excel reader here). The four
// domains (a hot air balloon ride company's flights and the passengers booked on them; a cobbler's
// four shops with customers and shoe repair and key cutting tickets; a carpet and upholstery cleaning
// firm's customers and jobs, with text dates; a craft cider maker's trade accounts and farm-gate and
// trade sales lines) are new to the evaluation, and the questions are worded as owners type them.
// Traps: ids that look numeric, money with the unit in the header, blanks, cancelled, refunded and
// returned rows, text dates, names with spaces, "Total Sky Experience" and "Total Eclipse Dry" that
// are no totals, and stopword-like values (a shop in the village of Over, an occasion "None").
// Seeds 49011, 49129, 49237 and 49353.
// Scored blind twice (session 43, before and after its rounds), it became session 44's working set:
// it is seen now, and its wordings are never copied into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { balloonrides } from './balloonrides.ts';
import { carpetcleaning } from './carpetcleaning.ts';
import { cidermaker } from './cidermaker.ts';
import { cobbler } from './cobbler.ts';

export const holdout39Schemas: BusinessSchema[] = [balloonrides, cobbler, carpetcleaning, cidermaker];
