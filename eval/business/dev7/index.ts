// The dev7 split: four schemas of two tables sharing a key, asked the way joins are asked: a
// count or a total per attribute of the other table ("which genre sold the most copies"), rows
// of one table filtered by a column of the other ("visits for pets born before 2015"), and
// anti-joins ("how many books were never sold", "stations with no rides in June 2025"). Written
// to widen the engine's coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { bookshop } from './bookshop.ts';
import { cinema } from './cinema.ts';
import { cyclehire } from './cyclehire.ts';
import { vet } from './vet.ts';

export const dev7Schemas: BusinessSchema[] = [bookshop, vet, cinema, cyclehire];
