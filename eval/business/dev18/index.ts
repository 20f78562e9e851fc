// The dev18 split: four schemas shaped like real exports, written to find confident mistakes on
// data nobody tuned on: money and percentages stored as text ("$22,386.00", "8%"), a real TOTAL row
// inside an XLSX, signed columns (refunds, credits, early starts as negative delays), dd/mm/yyyy
// text dates, blank cells on cancelled or unfinished records, codes that look like numbers or words
// (route "12", state "OR", country "NO"), "None" as a value, and names beginning with "Total".
// Tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { couriershifts } from './couriershifts.ts';
import { fnboutlets } from './fnboutlets.ts';
import { marina } from './marina.ts';
import { yogastudio } from './yogastudio.ts';

export const dev18Schemas: BusinessSchema[] = [fnboutlets, couriershifts, yogastudio, marina];
