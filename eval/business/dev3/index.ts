// The dev3 split: a schema shaped for the confident mistakes seen on tables the engine was not
// tuned on (subset shares, rates over known cells, quantities sold, totals of weights, the year of
// a row's date beside a year-valued attribute, counts for one identifier). Tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { grid } from './grid.ts';
import { meters } from './meters.ts';
import { rentals } from './rentals.ts';
import { shop } from './shop.ts';

export const dev3Schemas: BusinessSchema[] = [rentals, meters, shop, grid];
