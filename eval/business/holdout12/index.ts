// The twelfth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/ or test/) nor the files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions. Every answerable expected value, computed
// here in JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the
// generated files (the XLSX sheets read through SheetJS). The four domains (a members' golf club
// and its tee-time bookings, a removals firm's quotes and jobs, a blood donation service's donors,
// sessions and donations, a pest-control contractor's sites and visits) are new to the
// evaluation, and the questions are worded as managers type them. Score it with --split holdout12
// only; never tune the engine on it, read it while changing the engine, or copy its wordings into
// a tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { blooddonors } from './blooddonors.ts';
import { golfclub } from './golfclub.ts';
import { pestcontrol } from './pestcontrol.ts';
import { removals } from './removals.ts';

export const holdout12Schemas: BusinessSchema[] = [golfclub, removals, blooddonors, pestcontrol];
