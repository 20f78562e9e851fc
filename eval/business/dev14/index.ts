// The dev14 split: a red team for confident mistakes. Four schemas of two tables sharing a key,
// worded near the readings the engine could take wrongly: two columns a word could mean (amount
// requested or approved, wait or treatment time), periods that could apply to either table's date,
// travellers added up where bookings are counted, units asked in another unit (a wait in hours
// from minutes), negations, follow-ups changing one thing, codes that read as English words, and
// "Total ..." names. Where the wording is genuinely ambiguous the expected outcome is a decline.
// Written to widen the engine's coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { emergency } from './emergency.ts';
import { loanbook } from './loanbook.ts';
import { newsroom } from './newsroom.ts';
import { travelagency } from './travelagency.ts';

export const dev14Schemas: BusinessSchema[] = [loanbook, travelagency, emergency, newsroom];
