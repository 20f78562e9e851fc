// The fourth held-out split, written blind (without reading the engine or the question files of the
// other splits) on four domains none of them uses: scored only with --split holdout4, once. Tune on
// dev, dev2 and dev3 only and do not read these files, so the score says how the engine does on
// tables and wordings it was not shaped for.
import type { BusinessSchema } from '../types.ts';
import { clinic } from './clinic.ts';
import { flights } from './flights.ts';
import { library } from './library.ts';
import { quality } from './quality.ts';

export const holdout4Schemas: BusinessSchema[] = [flights, clinic, library, quality];
