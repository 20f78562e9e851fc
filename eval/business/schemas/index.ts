// The dev split: the schemas the engine may be tuned on.
import type { BusinessSchema } from '../types.ts';
import { campaigns } from './campaigns.ts';
import { hr } from './hr.ts';
import { inventory } from './inventory.ts';
import { invoices } from './invoices.ts';
import { sales } from './sales.ts';
import { sensors } from './sensors.ts';
import { support } from './support.ts';
import { webAnalytics } from './web-analytics.ts';

export const devSchemas: BusinessSchema[] = [hr, sales, inventory, invoices, sensors, support, campaigns, webAnalytics];
