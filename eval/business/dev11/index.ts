// The dev11 split: four business schemas written before reading how the engine reads questions,
// worded as managers type them (lower case, no question mark, "whats", "avg", "headcount"), with
// the traps of real tables: two-letter cells that are English words (IT, OR, IN, US), products
// named "Total ..." that are not summary rows, id columns, numbers and dates typed as text, blank
// cells, shared keys and units in headers. Tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { coworking } from './coworking.ts';
import { foodDelivery } from './food-delivery.ts';
import { gardenCentre } from './garden-centre.ts';
import { payroll } from './payroll.ts';

export const dev11Schemas: BusinessSchema[] = [foodDelivery, coworking, payroll, gardenCentre];
