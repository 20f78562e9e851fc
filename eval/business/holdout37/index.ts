// The thirty-seventh held-out split, written blind on 2026-12-01 by a helper session (branch w41): its
// author read neither the engine (nothing under src/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), dev5/dates.ts, the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comment of holdout36/index.ts for the format, and never ran the
// engine on these questions. Every answerable expected value, computed here in JavaScript from the
// generated rows, was checked against hand-written DuckDB SQL over the generated files (the XLSX
// sheets read through SheetJS into DuckDB, which has no Excel reader here). The four domains (a dive
// school's students and dive log; a fencing and hedge-laying contractor's jobs and crew timesheets,
// with quotes in pounds and text dates; a soap maker's products, market stall days and till lines
// with refunds; an espresso machine servicer's client machines and service visits) are new to the
// evaluation, and the questions are worded as owners type them. Seeds 47011, 47129, 47237 and 47353.
// Scored blind twice (session 42, before and after its rounds), it became session 43's working set:
// it is seen now, and its wordings are never copied into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { coffeemachines } from './coffeemachines.ts';
import { diveschool } from './diveschool.ts';
import { fencing } from './fencing.ts';
import { soapmaker } from './soapmaker.ts';

export const holdout37Schemas: BusinessSchema[] = [diveschool, fencing, soapmaker, coffeemachines];
