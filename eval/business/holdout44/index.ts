import type { BusinessSchema } from '../types.ts';
import { butcher } from './butcher.ts';
import { guitarworkshop } from './guitarworkshop.ts';
import { snookerhall } from './snookerhall.ts';

export const holdout44Schemas: BusinessSchema[] = [butcher, snookerhall, guitarworkshop];
