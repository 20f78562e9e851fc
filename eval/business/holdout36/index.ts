// The thirty-sixth held-out split, written blind on 2026-11-30 by a helper session (branch w40): its
// author read neither the engine (nothing under src/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), dev5/dates.ts, the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comment of holdout35/index.ts for the format, and never ran the
// engine on these questions. Every answerable expected value, computed here in JavaScript from the
// generated rows, was checked against hand-written DuckDB SQL over the generated files (the XLSX
// sheets read through SheetJS into DuckDB, which has no Excel reader here). The four domains (a mobile
// knife sharpening service's customers and visits; a Christmas tree farm's growing plots and three
// seasons of sales with text dates; a board game cafe's game library, table bookings and games played;
// an aquatics shop's products and till and web sale lines) are new to the evaluation, and the
// questions are worded as owners type them. Seeds 46001, 46113, 46229 and 46347. Score it with
// --split holdout36 only; never tune the engine on it, read it while changing the engine, or copy its
// wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { aquatics } from './aquatics.ts';
import { boardgamecafe } from './boardgamecafe.ts';
import { christmastrees } from './christmastrees.ts';
import { knifesharpening } from './knifesharpening.ts';

export const holdout36Schemas: BusinessSchema[] = [knifesharpening, christmastrees, boardgamecafe, aquatics];
