// The sixth held-out split, written blind on 2026-11-25: its author read neither the engine nor the
// question files of any other split, only the shared generator helpers and one example file for
// the format, and never ran an engine on these questions. The four domains (a farming co-op, a
// charity's fundraising, car rental, dental practices) are new to the evaluation, and the questions
// are worded as managers type them. Score it with --split holdout6 only, once; do not tune on it
// or read it while changing the engine, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { carhire } from './carhire.ts';
import { dental } from './dental.ts';
import { donations } from './donations.ts';
import { harvests } from './harvests.ts';

export const holdout6Schemas: BusinessSchema[] = [harvests, donations, carhire, dental];
