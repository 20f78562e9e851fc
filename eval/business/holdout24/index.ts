// The twenty-fourth held-out split, written blind on 2026-11-30 by a helper session: its author
// read neither the engine (nothing under src/ or test/) nor the question files of any other split,
// only the shared generator helpers (types, tables, random, compute, judge, question-set, run,
// service, client, question-sets.test), the BLIND / SEEN_HOLDOUTS lines of perturb.ts, and the
// example holdout9/index.ts and holdout9/cibuilds.ts for the format, and never ran the engine on
// these questions before the set was committed. Every answerable expected value, computed here in
// JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the
// generated files. The four domains (a go-kart track's drivers and race entries, a farrier
// practice's horses and visits, an ice rink's sessions and ticket sales, a picture-framing shop's
// customers, mouldings and orders) are new to the evaluation, and the questions are worded as
// managers type them. Score it with --split holdout24 only; never tune the engine on it, read it
// while changing the engine, or copy its wordings into a tuning split, or the score stops saying
// anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { farrier } from './farrier.ts';
import { framing } from './framing.ts';
import { icerink } from './icerink.ts';
import { karting } from './karting.ts';

export const holdout24Schemas: BusinessSchema[] = [karting, farrier, icerink, framing];
