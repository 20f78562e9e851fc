// The sixteenth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/ or test/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, run,
// question-sets.test, service, client) and the example holdout9/index.ts and holdout9/cibuilds.ts
// for the format, and never ran the engine on these questions before the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files. The four domains (a private tutoring
// agency, a tyre-fitting garage chain, a wedding venue, a food bank) are worded as their managers
// type questions. Score it with --split holdout16 only; never tune the engine on it, read it while
// changing the engine, or copy its wordings into a tuning split, or the score stops saying anything
// about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { foodbank } from './foodbank.ts';
import { tutoring } from './tutoring.ts';
import { tyrefitting } from './tyrefitting.ts';
import { weddingvenue } from './weddingvenue.ts';

export const holdout16Schemas: BusinessSchema[] = [tutoring, tyrefitting, weddingvenue, foodbank];
