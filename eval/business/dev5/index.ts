// The dev5 split: four schemas of their own worded the way varied business users write (synonyms
// for measures and rows, participles for status cells, quarter/half/month-range dates, "vs",
// abbreviated headers with units). Written to widen the engine's coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { inspections } from './inspections.ts';
import { orders } from './orders.ts';
import { tickets } from './tickets.ts';
import { workforce } from './workforce.ts';

export const dev5Schemas: BusinessSchema[] = [orders, workforce, inspections, tickets];
