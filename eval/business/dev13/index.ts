// The dev13 split: paraphrases. Four tables of earlier tuning splits (dev5's HR export, orders and
// tickets, dev2's expense claims), built by their own generators under new schema names, asked the
// intents those splits already ask in the other ways managers type them: "show me", "give me a
// breakdown of", "split by", "vs", "how does X compare with Y", "who are our top 5", "what
// fraction", "% of", possessives, passive voice, abbreviations ("avg", "no. of", "#"), a filter
// first ("For Engineering, ..."), short imperatives; and unanswerable ones in the same styles.
// Written to make the reading robust to wording; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { expensesWording } from './expenses-wording.ts';
import { hrWording } from './hr-wording.ts';
import { ordersWording } from './orders-wording.ts';
import { ticketsWording } from './tickets-wording.ts';

export const dev13Schemas: BusinessSchema[] = [hrWording, ordersWording, ticketsWording, expensesWording];
