// The held-out split: scored only with --split holdout. Tune on dev only and do not read these
// files, so the score on them says how the engine does on tables it was not shaped for.
import type { BusinessSchema } from '../types.ts';
import { claims } from './claims.ts';
import { fleet } from './fleet.ts';
import { hotels } from './hotels.ts';
import { properties } from './properties.ts';
import { shipments } from './shipments.ts';

export const holdoutSchemas: BusinessSchema[] = [fleet, properties, hotels, shipments, claims];
