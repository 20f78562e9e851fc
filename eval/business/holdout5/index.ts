// The fifth held-out split, written blind on 2026-11-25: without reading the engine (src/), the
// README or the question files of any other split, on four small businesses none of them uses (a
// restaurant chain, a mobile network, a bank, a consultancy). Expected answers are computed from
// the generated rows in JavaScript (compute.ts) and were checked by hand-written SQL in DuckDB.
// Scored only with --split holdout5: do not tune on it and do not read these files while working
// on the engine, so the score says how the engine does on tables and wordings it was not shaped for.
import type { BusinessSchema } from '../types.ts';
import { banking } from './banking.ts';
import { consultancy } from './consultancy.ts';
import { restaurants } from './restaurants.ts';
import { telecom } from './telecom.ts';

export const holdout5Schemas: BusinessSchema[] = [restaurants, telecom, banking, consultancy];
