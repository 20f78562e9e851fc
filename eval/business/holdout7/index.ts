// The seventh held-out split, written blind on 2026-11-27: its author read neither the engine nor
// the question files of any other split, only the shared generator helpers and one example file
// for the format, and never ran an engine on these questions. The four domains (an insurer's
// policies and claims, a recruitment team, a museum, a parking operator) are new to the
// evaluation, and the questions are worded as managers type them. Score it with --split holdout7
// only; do not tune on it or read it while changing the engine, or the score stops saying anything
// about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { insurance } from './insurance.ts';
import { museum } from './museum.ts';
import { parking } from './parking.ts';
import { recruitment } from './recruitment.ts';

export const holdout7Schemas: BusinessSchema[] = [insurance, recruitment, museum, parking];
