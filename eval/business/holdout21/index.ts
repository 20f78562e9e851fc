// The twenty-first held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions before the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files. The four domains (a language school's
// students, classes and enrolments, a catering company's clients, events and invoices, a roofing
// contractor's quotes and jobs, a trampoline park's sessions, bookings and birthday parties) are
// new to the evaluation, and the questions are worded as owners and managers type them. Score it
// with --split holdout21 only; never tune the engine on it, read it while changing the engine, or
// copy its wordings into a tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { catering } from './catering.ts';
import { languageschool } from './languageschool.ts';
import { roofing } from './roofing.ts';
import { trampolinepark } from './trampolinepark.ts';

export const holdout21Schemas: BusinessSchema[] = [languageschool, catering, roofing, trampolinepark];
