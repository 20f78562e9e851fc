// The thirty-third held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comment of holdout31/index.ts for the format, and never ran
// the engine on these questions. Every answerable expected value, computed here in JavaScript from
// the generated rows, was checked against hand-written DuckDB SQL over the generated files (the
// XLSX sheets read through SheetJS into DuckDB, which has no Excel reader here). The four domains (a
// bicycle repair workshop's customers, repair tickets and parts fitted; a craft beer bottle shop's
// products, sales lines and supplier deliveries; a holiday cottage letting agency's owners,
// cottages and bookings; an axe throwing venue's lane sessions, food and drink add-ons and staff
// shifts) are new to the evaluation, and the questions are worded as owners type them. Seeds
// 44507, 44611, 44733 and 44859. Score it with --split holdout33 only; never tune the engine on it,
// read it while changing the engine, or copy its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { axethrowing } from './axethrowing.ts';
import { bikerepair } from './bikerepair.ts';
import { bottleshop } from './bottleshop.ts';
import { cottagelets } from './cottagelets.ts';

export const holdout33Schemas: BusinessSchema[] = [bikerepair, bottleshop, cottagelets, axethrowing];
