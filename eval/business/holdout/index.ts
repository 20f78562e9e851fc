// The held-out split: scored only with --split holdout, never used for tuning.
import type { BusinessSchema } from '../types.ts';

export const holdoutSchemas: BusinessSchema[] = [];
