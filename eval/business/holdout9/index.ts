// The ninth held-out split, written blind on 2026-11-27 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run,
// question-sets.test, service, client) and the example holdout8/index.ts and holdout8/solar.ts for
// the format (and, by a slip, the opening generator lines of holdout8/wholesale.ts, no questions),
// and never ran the engine on these questions before the set was committed. Every answerable
// expected value, computed here in JavaScript from the generated rows, was checked against
// hand-written DuckDB SQL over the generated files. The four domains (a city council's building
// permits and inspections, a dairy farm's herd and daily milk yields, a ski resort's pass sales
// and lift scans, a software team's CI pipelines and build runs) are new to the evaluation, and the
// questions are worded as managers type them. Score it with --split holdout9 only; never tune the
// engine on it, read it while changing the engine, or copy its wordings into a tuning split, or
// the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { cibuilds } from './cibuilds.ts';
import { dairyherd } from './dairyherd.ts';
import { permits } from './permits.ts';
import { skiresort } from './skiresort.ts';

export const holdout9Schemas: BusinessSchema[] = [permits, dairyherd, skiresort, cibuilds];
