// The twenty-third held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test, and perturb.ts to list the split as blind) and the example
// holdout9/index.ts and holdout9/cibuilds.ts for the format, and never ran the engine on these
// questions before the set was committed. Every answerable expected value, computed here in
// JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the
// generated files. The four domains (a farm shop's vegetable-box subscriptions and deliveries, a
// swimming school's pupils, lesson bookings and stage assessments, a chimney sweep's customers, jobs
// and certificates, a law firm's matters, time entries and bills) are new to the evaluation, and
// the questions are worded as owners and managers type them. Score it with --split holdout23 only;
// never tune the engine on it, read it while changing the engine, or copy its wordings into a
// tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { chimneysweep } from './chimneysweep.ts';
import { lawtime } from './lawtime.ts';
import { swimschool } from './swimschool.ts';
import { vegboxes } from './vegboxes.ts';

export const holdout23Schemas: BusinessSchema[] = [vegboxes, swimschool, chimneysweep, lawtime];
