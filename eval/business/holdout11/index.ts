// The eleventh held-out split, written blind by a helper session: its author read neither the
// engine (nothing under src/ or test/) nor the question files of any other split, only the shared
// generator helpers (types, tables, random, compute, judge, question-set, run, service, client,
// question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the format,
// and never ran the engine on these questions, before or after the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files. The four domains (a testing
// laboratory's samples and results, a conference organiser's events, registrations and session
// check-ins, an API platform's customers, keys and billed request logs, a vending operator's
// machines, restocks and sales) are new to the evaluation, and the questions are worded as
// managers type them. Score it with --split holdout11 only; never tune the engine on it, read it
// while changing the engine, or copy its wordings into a tuning split, or the score stops saying
// anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { apiusage } from './apiusage.ts';
import { conferences } from './conferences.ts';
import { labtests } from './labtests.ts';
import { vending } from './vending.ts';

export const holdout11Schemas: BusinessSchema[] = [labtests, conferences, apiusage, vending];
