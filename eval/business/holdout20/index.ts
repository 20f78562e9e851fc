// The twentieth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/, test/ or bench/) nor the question files of any other
// split, only the shared generator helpers (types, tables, random, compute, judge, question-set,
// run, service, client, question-sets.test) and the example holdout9/index.ts and
// holdout9/cibuilds.ts for the format, and never ran the engine on these questions before the set
// was committed. Every answerable expected value, computed here in JavaScript from the generated
// rows, was checked against hand-written DuckDB SQL over the generated files (the XLSX ones read
// through SheetJS). The four domains (a dance school's students and class bookings, a coffee
// roaster's wholesale customers and wholesale and café sales, an electrical contractor's jobs and
// invoices, a photography studio's shoots and print orders) are new to the evaluation, and the
// questions are worded as owners and managers type them. Score it with --split holdout20 only;
// never tune the engine on it, read it while changing the engine, or copy its wordings into a
// tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { coffeeroaster } from './coffeeroaster.ts';
import { danceschool } from './danceschool.ts';
import { electrician } from './electrician.ts';
import { photostudio } from './photostudio.ts';

export const holdout20Schemas: BusinessSchema[] = [danceschool, coffeeroaster, electrician, photostudio];
