// The dev9 split: four schemas of their own asked the ways the engine was confidently wrong on a
// blind set: superlative adjectives on dates ("oldest", "newest", "first"), a signed money column
// asked with outflow words, the share of a measure rather than of rows, rankings whose group is
// the entity named ("jobs ... job numbers please"), months stored as text beside a dimension's
// own date, a header word ("Monthly Fee") that is not an operator, and "average ... per month"
// over rows that are already months. Written to widen the engine's coverage; tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { gymchain } from './gymchain.ts';
import { ledger } from './ledger.ts';
import { printshop } from './printshop.ts';
import { utilities } from './utilities.ts';

export const dev9Schemas: BusinessSchema[] = [ledger, utilities, printshop, gymchain];
