// Dates written day first with the time ("05/01/2025 14:22") in a till export sorted by time: the
// first 20,000 rows, all on days 12 or less, read either way, and the order used to be chosen from
// them (month first, then marked undecidable, the later days lost). The order is settled over the
// whole column at ingestion: a value whose first part is above 12 decides it. The column's first
// and last day are kept too, so a day named without its year is given the one year they hold. 40,000 sales through HTTP.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { busyTill } from '../../../../test/support/recall-date-tables.ts';
import { formatNumber } from '../text.ts';

const sales = busyTill(20, 2_000);

let t: TestClient;
let cafe = '';

beforeAll(async () => {
  t = sharedTestApp();
  cafe = await createWorkspace(t, null, { name: 'busy cafe' });
  await uploadTables(t, cafe, [{ content: toCsv(sales.map(({ iso: _iso, ...s }) => s)), filename: 'till_sales.csv' }]);
}, 180_000);

describe('day-first times settled over the whole column', () => {
  it('reads the days after the 12th, day first, without a doubt about the order', async () => {
    const n = sales.filter((s) => s.iso >= '2025-01-15' && s.Item === 'Scone').length;
    expectAnswered(await askBuiltin(t, cafe, 'How many scones were sold since 15 January 2025?'), formatNumber(n));
  });

  it('counts a month of them', async () => {
    const n = sales.filter((s) => s.iso.startsWith('2025-01') && s.Item === 'Latte').length;
    expectAnswered(await askBuiltin(t, cafe, 'How many lattes were sold in January 2025?'), formatNumber(n));
  });

  it('gives a yearless day the one year the sales hold', async () => {
    const n = sales.filter((s) => s.iso >= '2025-01-15' && s.Item === 'Tea').length;
    expectAnswered(await askBuiltin(t, cafe, 'How many teas were sold since 15 January?'), formatNumber(n));
  });
});
