// Date columns that ingestion had left as text: times of sale written day first with the time of
// day ("05/03/2025 17:40", as tills export them), and ISO dates whose column ends in an export's
// TOTAL line. Both are dates: a month of them is counted (it was declined, or read against another
// table's dates). Over 2,500 till sales and 1,300 callouts, asked through HTTP; both failed before.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { calloutsWithTotal, tillSales } from '../../../../test/support/telemetry-tables.ts';
import { formatNumber } from '../text.ts';

const sales = tillSales(2_500);
const callouts = calloutsWithTotal(1_300);

let t: TestClient;
let cafe = '';
let repairs = '';

beforeAll(async () => {
  t = sharedTestApp();
  cafe = await createWorkspace(t, null, { name: 'cafe' });
  await uploadTables(t, cafe, [{ content: toCsv(sales.map(({ iso: _iso, ...s }) => s)), filename: 'till_sales.csv' }]);
  repairs = await createWorkspace(t, null, { name: 'repairs' });
  await uploadTables(t, repairs, [{ content: toCsv([...callouts.rows, callouts.total]), filename: 'callouts.csv' }]);
}, 120_000);

describe('text dates', () => {
  it('sale times written "05/03/2025 17:40" are dates', async () => {
    const n = sales.filter((s) => s.iso.startsWith('2025-05') && s.Item === 'Scone').length;
    expectAnswered(await askBuiltin(t, cafe, 'How many scones were sold in May 2025?'), formatNumber(n));
  });

  it('a date column ending in a TOTAL line is a date column, the TOTAL line left out', async () => {
    const n = callouts.rows.filter((c) => c['Callout Date'].startsWith('2025-06')).length;
    expectAnswered(await askBuiltin(t, repairs, 'How many callouts were there in June 2025?'), formatNumber(n));
  });
});
