// The fifteenth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/ or test/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions before the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files. The four domains (an escape-room
// business's customers and bookings, a city council's allotment plots, tenants and inspections, a
// port's vessel register and port calls, a holiday park group's pitches and stays) are new to the
// evaluation, and the questions are worded as the people running them type them. Score it with
// --split holdout15 only; never tune the engine on it, read it while changing the engine, or copy
// its wordings into a tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { allotments } from './allotments.ts';
import { campsites } from './campsites.ts';
import { escaperooms } from './escaperooms.ts';
import { portcalls } from './portcalls.ts';

export const holdout15Schemas: BusinessSchema[] = [escaperooms, allotments, portcalls, campsites];
