// The thirty-fourth held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comment of holdout33/index.ts for the format, and never ran
// the engine on these questions. Every answerable expected value, computed here in JavaScript from
// the generated rows, was checked against hand-written DuckDB SQL over the generated files (the
// XLSX sheets read through SheetJS into DuckDB). The four domains (a paintball site's players, game
// bookings and equipment and paint sales; a home care agency's clients, carers and care visits with
// planned and actual minutes; a cookery school's classes and class bookings; a sign-making shop's
// customers, jobs with materials and sizes, and invoices) are new to the evaluation, and the
// questions are worded as owners type them. Seeds 45001, 45113, 45227 and 45349. Score it with
// --split holdout34 only; never tune the engine on it, read it while changing the engine, or copy
// its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { cookeryschool } from './cookeryschool.ts';
import { homecare } from './homecare.ts';
import { paintball } from './paintball.ts';
import { signshop } from './signshop.ts';

export const holdout34Schemas: BusinessSchema[] = [paintball, homecare, cookeryschool, signshop];
