// The dev17 split: precision. Four schemas of two tables sharing a key; each base question the
// engine should answer comes with variants adding ONE condition: a value no column holds, a period
// outside the data, a qualifier needing a column the tables lack (new customers, discounts, tax,
// staff, weekends), a negation, a comparison, or a second condition the data holds (then the
// answer must apply both filters). The right answer to a condition the engine cannot account for
// is to decline, not to answer the question without it. Written to widen the engine's coverage;
// tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { florist } from './florist.ts';
import { carparks } from './carparks.ts';
import { repairs } from './repairs.ts';
import { winery } from './winery.ts';

export const dev17Schemas: BusinessSchema[] = [florist, repairs, carparks, winery];
