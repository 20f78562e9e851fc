// The thirteenth held-out split, written blind on 2026-11-29 by a helper session: its author read
// neither the engine (nothing under src/ or test/) nor the question files of any other split, only
// the shared generator helpers (types, tables, random, compute, judge, question-set, run, service,
// client, question-sets.test) and the example holdout9/index.ts and holdout9/cibuilds.ts for the
// format, and never ran the engine on these questions before the set was committed. Every
// answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files (the XLSX sheets read through SheetJS).
// The four domains (a dry-cleaning chain's garment tickets and account collections, a scaffolding
// hire firm's hire register and inspections, a podcast network's episodes, downloads and ad spots,
// a nursery group's children, booked sessions and fee invoices) are new to the evaluation, and the
// questions are worded as managers type them. Score it with --split holdout13 only; never tune the
// engine on it, read it while changing the engine, or copy its wordings into a tuning split, or
// the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { childcare } from './childcare.ts';
import { drycleaning } from './drycleaning.ts';
import { podcasts } from './podcasts.ts';
import { scaffolding } from './scaffolding.ts';

export const holdout13Schemas: BusinessSchema[] = [drycleaning, scaffolding, podcasts, childcare];
