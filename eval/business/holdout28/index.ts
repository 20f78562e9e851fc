// The twenty-eighth held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), test/support/question-set-builds.ts, blind-question-sets.test.ts, the lines of
// perturb.ts that list the splits, and holdout9/index.ts, holdout9/cibuilds.ts and
// holdout27/index.ts for the format, and never ran the engine on these questions. Every answerable
// expected value, computed here in JavaScript from the generated rows, was checked against
// hand-written DuckDB SQL over the generated files. The four domains (a city taxi firm's drivers,
// trips and vehicle servicing; a bridal boutique's gowns, appointments and orders with alterations;
// a village pub's bar sales, stock deliveries and function-room bookings; a phone repair shop's
// customers, repair jobs and parts) are new to the evaluation, and the questions are worded as
// owners and managers type them. Seeds 42003, 42117, 42229 and 42351. Score it with --split
// holdout28 only; never tune the engine on it, read it while changing the engine, or copy its
// wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { bridalboutique } from './bridalboutique.ts';
import { phonerepair } from './phonerepair.ts';
import { taxifirm } from './taxifirm.ts';
import { villagepub } from './villagepub.ts';

export const holdout28Schemas: BusinessSchema[] = [taxifirm, bridalboutique, villagepub, phonerepair];
