// The eighth held-out split, written blind on 2026-11-27 by a helper session: its author read
// neither the engine (nothing under src/) nor the question files of any other split, only the
// shared generator helpers (types, tables, random, compute, judge, question-set, run) and one
// example file for the format (holdout7/parking.ts), and never ran an engine on these questions
// before the set was committed. The four domains (an electronics wholesaler's invoices, credit
// notes and order lines, a town bus operator's routes and trips, an animal rescue's intakes and
// adoptions, a US solar installer's crews and jobs) are new to the evaluation, and the questions
// are worded as managers type them. Score it with --split holdout8 only; never tune the engine on
// it, read it while changing the engine, or copy its wordings into a tuning split, or the score
// stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { buses } from './buses.ts';
import { shelter } from './shelter.ts';
import { solar } from './solar.ts';
import { wholesale } from './wholesale.ts';

export const holdout8Schemas: BusinessSchema[] = [wholesale, buses, shelter, solar];
