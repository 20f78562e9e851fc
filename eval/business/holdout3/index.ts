// The third held-out split, written without reading the engine, the dev and dev2 sets: scored only
// with --split holdout3. Tune on dev and dev2 only and do not read these files, so the score on them
// says how the engine does on tables and wordings it was not shaped for.
import type { BusinessSchema } from '../types.ts';
import { meters } from './meters.ts';
import { pos } from './pos.ts';
import { university } from './university.ts';

export const holdout3Schemas: BusinessSchema[] = [pos, university, meters];
