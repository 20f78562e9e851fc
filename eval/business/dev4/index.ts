// The dev4 split: schemas written for the confident mistakes left after dev3 (a follow-up that
// only gives a new period, units sold from another table through a shared key, a pass rate with
// withdrawn rows, filters through a joined table, a count of sold rows beside a sold price, a share
// within a subset, names with their code in brackets, an id with a name that is not one per id, and
// ties among the top rows). Tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { catalog } from './catalog.ts';
import { courses } from './courses.ts';
import { depots } from './depots.ts';
import { listings } from './listings.ts';
import { parcels } from './parcels.ts';
import { stays } from './stays.ts';

export const dev4Schemas: BusinessSchema[] = [depots, stays, courses, catalog, listings, parcels];
