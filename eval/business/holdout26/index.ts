// The twenty-sixth held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions before the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files. The four domains (an archery club's
// range with members, lane bookings and equipment hire; a cheesemonger's wholesale and retail
// cheese sales; a glazier's quotes, jobs and materials; a laundrette chain's machines, cycles and
// service washes) are new to the evaluation, and the questions are worded as owners and managers
// type them. Score it with --split holdout26 only; never tune the engine on it, read it while
// changing the engine, or copy its wordings into a tuning split, or the score stops saying
// anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { archeryrange } from './archery.ts';
import { cheesemonger } from './cheese.ts';
import { glazier } from './glazier.ts';
import { laundrette } from './laundrette.ts';

export const holdout26Schemas: BusinessSchema[] = [archeryrange, cheesemonger, glazier, laundrette];
