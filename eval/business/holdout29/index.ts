// The twenty-ninth held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and holdout27/index.ts for the format, and never ran the engine on these
// questions. Every answerable expected value, computed here in JavaScript from the generated rows,
// was checked against hand-written DuckDB SQL over the generated files. The four domains (a hot tub
// hire business's tubs, hires and cleaning call-outs; an ice cream parlour's daily sales by flavour,
// stock batches and staff shifts; a funeral director's funerals, invoice lines and staff duties; a
// dog walking company's walkers, client dogs and walks) are new to the evaluation, and the questions
// are worded as owners type them. Seeds 42507, 42611, 42733 and 42859. Score it with --split
// holdout29 only; never tune the engine on it, read it while changing the engine, or copy its
// wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { dogwalking } from './dogwalking.ts';
import { funeraldirector } from './funeraldirector.ts';
import { hottubhire } from './hottubhire.ts';
import { icecreamparlour } from './icecreamparlour.ts';

export const holdout29Schemas: BusinessSchema[] = [hottubhire, icecreamparlour, funeraldirector, dogwalking];
