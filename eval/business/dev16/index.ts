// The dev16 split: messy real exports, the files a new user uploads on day one. A CRM report
// workbook with a title, a totals line and a note; a practice-management workbook with two
// sheets and units on a second header line; a ";" CSV with decimal commas and day-first dates; a
// CSV made for reading with "$1,234.50" money, "(120.00)" credits, "12.5%" and "Mar 4, 2025".
// Category values typed by hand ("North", "north ", "NORTH") throughout. Tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { charity } from './charity.ts';
import { dental } from './dental.ts';
import { fieldservice } from './fieldservice.ts';
import { winetrade } from './winetrade.ts';

export const dev16Schemas: BusinessSchema[] = [charity, dental, winetrade, fieldservice];
