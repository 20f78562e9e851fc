// The nineteenth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions before the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files (the XLSX sheets read with SheetJS). The
// four domains (an indoor climbing centre's members, check-ins and course bookings, a self-storage
// business's units, rental contracts and payments, a pottery studio's classes, bookings and kiln
// firings, an opticians practice's patients, appointments and spectacle orders) are new to the
// evaluation, and the questions are worded as owners and managers type them. Score it with
// --split holdout19 only; never tune on it: never tune the engine on it, read it while changing
// the engine, or copy its wordings into a tuning split, or the score stops saying anything about
// unseen tables.
import type { BusinessSchema } from '../types.ts';
import { climbingcentre } from './climbingcentre.ts';
import { opticianpractice } from './opticianpractice.ts';
import { potterystudio } from './potterystudio.ts';
import { selfstorage } from './selfstorage.ts';

export const holdout19Schemas: BusinessSchema[] = [climbingcentre, selfstorage, potterystudio, opticianpractice];
