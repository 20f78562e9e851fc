// The thirty-fifth held-out split, written blind on 2026-11-30 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, report, run,
// service, client), the shape tests' support (test/support/question-set-builds.ts and
// blind-question-sets.test.ts), the lines of perturb.ts that list the splits, and holdout9/index.ts,
// holdout9/cibuilds.ts and the header comment of holdout33/index.ts for the format, and never ran
// the engine on these questions. Every answerable expected value, computed here in JavaScript from
// the generated rows, was checked against hand-written DuckDB SQL over the generated files (the
// XLSX sheets read through SheetJS into DuckDB, which has no Excel reader here). The four domains (a
// harbour boat-trip operator's sailings with weather cancellations and the tickets sold per sailing;
// a podiatry clinic's patients and appointments with treatments, fees and practitioners; a vintage
// clothing seller's stock items, marketplace orders and returns; a crazy golf course's group visits
// by ticket type and its kiosk sales) are new to the evaluation, and the questions are worded as
// owners type them. Seeds 45503, 45617, 45739 and 45851. Score it with --split holdout35 only; never
// tune the engine on it, read it while changing the engine, or copy its wordings into a tuning split.
import type { BusinessSchema } from '../types.ts';
import { boattrips } from './boattrips.ts';
import { crazygolf } from './crazygolf.ts';
import { podiatry } from './podiatry.ts';
import { vintage } from './vintage.ts';

export const holdout35Schemas: BusinessSchema[] = [boattrips, podiatry, vintage, crazygolf];
