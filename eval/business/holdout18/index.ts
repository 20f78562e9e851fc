// The eighteenth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/ or test/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions. Every answerable expected value, computed
// here in JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the
// generated files. The four domains (a car-wash chain's sites, washes and memberships, a music
// school's students, lessons and term invoices, an office-cleaning contractor's client contracts,
// cleaning visits and staff hours, a tree-surgery firm's quotes, jobs and crews) are new to the
// evaluation, and the questions are worded as owners and managers type them. Score it with
// --split holdout18 only; never tune on it: do not tune the engine on it, read it while changing
// the engine, or copy its wordings into a tuning split, or the score stops saying anything about
// unseen tables.
import type { BusinessSchema } from '../types.ts';
import { carwash } from './carwash.ts';
import { musicschool } from './musicschool.ts';
import { officecleaning } from './officecleaning.ts';
import { treesurgery } from './treesurgery.ts';

export const holdout18Schemas: BusinessSchema[] = [carwash, musicschool, officecleaning, treesurgery];
