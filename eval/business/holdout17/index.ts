// The seventeenth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions. Every answerable expected value, computed
// here in JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the
// generated files. The four domains (a bowling alley's customers and lane bookings, a
// window-cleaning round business's properties and visits, a honey producer's hives, harvests and
// sales, a translation agency's translators and jobs) are new to the evaluation. Score it with
// --split holdout17 only; never tune the engine on it, read it while changing the engine, or copy
// its wordings into a tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { bowlingalley } from './bowlingalley.ts';
import { honeyproducer } from './honeyproducer.ts';
import { translationagency } from './translationagency.ts';
import { windowcleaning } from './windowcleaning.ts';

export const holdout17Schemas: BusinessSchema[] = [bowlingalley, windowcleaning, honeyproducer, translationagency];
