// The dev6 split: four schemas of their own worded the way round 6's unread questions were: the
// table named as a collection ("in the schedule"), verbs of the table's event or of a date column
// ("borrowed", "billed", "born before"), the only money column called revenue, "most common
// <category>", "the most recent <event>", codes in brackets after their description, and quarters
// with a verb before them. Written to widen the engine's coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { ferries } from './ferries.ts';
import { physio } from './physio.ts';
import { toolshed } from './toolshed.ts';
import { workshop } from './workshop.ts';

export const dev6Schemas: BusinessSchema[] = [ferries, toolshed, physio, workshop];
