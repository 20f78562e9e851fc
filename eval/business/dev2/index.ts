// The dev2 split: four more schemas the engine may be tuned on, written with the wording variety of
// real users (synonyms, abbreviations, lower case, paraphrased headers, dates written many ways).
import type { BusinessSchema } from '../types.ts';
import { expenses } from './expenses.ts';
import { hotel } from './hotel.ts';
import { logistics } from './logistics.ts';
import { subscriptions } from './subscriptions.ts';

export const dev2Schemas: BusinessSchema[] = [logistics, hotel, expenses, subscriptions];
