// The twenty-second held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/ or test/, no README) nor the question files of any other
// split, only the shared generator helpers (types, tables, random, compute, judge, question-set,
// run, service, client, question-sets.test, and perturb to register the split as blind) and the
// example holdout9/index.ts and holdout9/cibuilds.ts for the format, and never ran the engine on
// these questions before the set was committed. Every answerable expected value, computed here in
// JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the
// generated files. The four domains (a dog-grooming salon's owners, dogs and appointments, a
// sailing club's members, boat hires and race results, a furniture upholsterer's quotes, jobs and
// fabric orders, a tattoo studio's bookings and deposits) are new to the evaluation, and the
// questions are worded as owners and managers type them. Score it with --split holdout22 only;
// never tune the engine on it, read it while changing the engine, or copy its wordings into a
// tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { doggrooming } from './doggrooming.ts';
import { sailingclub } from './sailingclub.ts';
import { tattoostudio } from './tattoostudio.ts';
import { upholstery } from './upholstery.ts';

export const holdout22Schemas: BusinessSchema[] = [doggrooming, sailingclub, upholstery, tattoostudio];
