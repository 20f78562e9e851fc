// The twenty-seventh held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test), the lines of perturb.ts that list the splits, and holdout9/index.ts
// and holdout9/cibuilds.ts for the format, and never ran the engine on these questions. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked against
// hand-written DuckDB SQL over the generated files. The four domains (a record shop's stock, sales
// and customer orders; a stonemason's jobs, invoices and stone deliveries; a surf school's
// instructors, lessons and board hire; a kitchen fitter's installations, supplier orders and snag
// visits) are new to the evaluation, and the questions are worded as owners type them. Seeds
// 41503, 41617, 41729 and 41851. Score it with --split holdout27 only; never tune the engine on it,
// read it while changing the engine, or copy its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { kitchenfitter } from './kitchenfitter.ts';
import { recordshop } from './recordshop.ts';
import { stonemason } from './stonemason.ts';
import { surfschool } from './surfschool.ts';

export const holdout27Schemas: BusinessSchema[] = [recordshop, stonemason, surfschool, kitchenfitter];
