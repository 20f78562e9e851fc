// The fourteenth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run,
// question-sets.test, service, client) and the example holdout9/index.ts and holdout9/cibuilds.ts
// for the format, and never ran the engine on these questions before the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files. The four domains (a plumbing and
// heating firm's customers and jobs, a locksmith company's trade accounts and callouts, a salon
// group's clients, appointments and retail sales, a driving school's pupils, lessons and practical
// tests) are trades and services new to the evaluation, and the questions are worded as their
// managers type them. Score it with --split holdout14 only; never tune the engine on it, read it
// while changing the engine, or copy its wordings into a tuning split, or the score stops saying
// anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { drivingschool } from './drivingschool.ts';
import { hairsalon } from './hairsalon.ts';
import { locksmiths } from './locksmiths.ts';
import { plumbing } from './plumbing.ts';

export const holdout14Schemas: BusinessSchema[] = [plumbing, locksmiths, hairsalon, drivingschool];
