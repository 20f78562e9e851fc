// The dev12 split: four schemas written before reading the engine, as managers type questions:
// a SaaS company (plans and MRR, a million usage events), an airline loyalty programme (signed
// point transactions, country codes "IT" and "NO"), a school trust (attendance marks, text grades,
// dd/mm/yyyy birth dates) and a construction firm (budget against actual, a real TOTAL row beside a
// project named "Total ...", province "ON"). Tuning is allowed.
import type { BusinessSchema } from '../types.ts';
import { construction } from './construction.ts';
import { loyalty } from './loyalty.ts';
import { saas } from './saas.ts';
import { schools } from './schools.ts';

export const dev12Schemas: BusinessSchema[] = [saas, loyalty, schools, construction];
