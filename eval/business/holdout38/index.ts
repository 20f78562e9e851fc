// The thirty-eighth held-out split, written blind on 2026-12-01 by a helper session (branch w42): its
// author read neither the engine (nothing under src/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), dev5/dates.ts, the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comment of holdout37/index.ts for the format, and never ran the
// engine on these questions. Every answerable expected value, computed here in JavaScript from the
// generated rows, was checked against hand-written DuckDB SQL over the generated files (the XLSX
// sheet read through SheetJS into DuckDB, which has no Excel reader here). The four domains (a mobile
// DJ agency's gigs and the add-ons sold with them; an oven cleaning round's customers and jobs, with
// prices in pounds and text dates; an alpaca trekking farm's trek bookings and farm-shop till lines;
// a sheep shearing contractor's client farms and shearing log) are new to the evaluation, and the
// questions are worded as owners type them. Seeds 48011, 48129, 48237 and 48353.
// Scored blind twice (session 42, before and after its rounds), it became session 43's working set:
// it is seen now, and its wordings are never copied into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { alpacatreks } from './alpacatreks.ts';
import { mobiledj } from './mobiledj.ts';
import { ovencleaning } from './ovencleaning.ts';
import { sheepshearing } from './sheepshearing.ts';

export const holdout38Schemas: BusinessSchema[] = [mobiledj, ovencleaning, alpacatreks, sheepshearing];
