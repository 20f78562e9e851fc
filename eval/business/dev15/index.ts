// The dev15 split: four businesses of two tables sharing a key, worded as managers type questions.
// A trade distributor whose returns are negative order lines, a call centre with minutes and seconds
// in its headers, a bus operator with month-first dates, signed delays and a TOTAL row, and a letting
// agency's rent ledger with due and paid columns and negative repairs. Written to widen the engine's
// coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { busops } from './busops.ts';
import { callcentre } from './callcentre.ts';
import { lettings } from './lettings.ts';
import { wholesale } from './wholesale.ts';

export const dev15Schemas: BusinessSchema[] = [wholesale, callcentre, busops, lettings];
