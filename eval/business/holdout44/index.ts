import type { BusinessSchema } from '../types.ts';
import { butcher } from './butcher.ts';

export const holdout44Schemas: BusinessSchema[] = [butcher];
