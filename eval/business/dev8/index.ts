// The dev8 split: four schemas of their own asking what round 8's engine declined: differences of
// two date columns (days to ship, length of stay, days in service), period superlatives (the
// busiest weekday, the month or quarter with the most), single-row extremes (the largest single
// order, and who placed it) and ratios of two sums (fare per kilometre). Dates are text in the
// theatre's table. Written to widen the engine's coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { bikeshare } from './bikeshare.ts';
import { kennels } from './kennels.ts';
import { theatre } from './theatre.ts';
import { warehouse } from './warehouse.ts';

export const dev8Schemas: BusinessSchema[] = [warehouse, theatre, bikeshare, kennels];
