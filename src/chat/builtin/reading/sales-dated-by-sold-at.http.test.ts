// "How many sales in May?" beside machines installed over six years and sales only in 2025: the
// year is the one the sales' dates hold, because "sales" names the Sold At column (the header's
// irregular participle names the same event, as "visits" names visit_date). It used to be asked
// back as ambiguous (May in 2019 to 2025). 200 machines and 6,000 sales, through HTTP.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { machinesAndSales } from '../../../../test/support/recall-date-tables.ts';
import { formatNumber } from '../text.ts';

const { machines, sales } = machinesAndSales(200, 6_000);

let t: TestClient;
let vending = '';

beforeAll(async () => {
  t = sharedTestApp();
  vending = await createWorkspace(t, null, { name: 'vending' });
  await uploadTables(t, vending, [
    { content: toCsv(machines), filename: 'machines.csv' },
    { content: toCsv(sales.map(({ iso: _iso, ...s }) => s)), filename: 'sales_transactions.csv' },
  ]);
}, 120_000);

describe('a yearless month dated by the sales named', () => {
  it('how many sales in May', async () => {
    expectAnswered(await askBuiltin(t, vending, 'How many sales in May?'), formatNumber(sales.filter((s) => s.iso.startsWith('2025-05')).length));
  });

  it('how many cola sales were there in March', async () => {
    const n = sales.filter((s) => s.iso.startsWith('2025-03') && s.Product === 'Cola').length;
    expectAnswered(await askBuiltin(t, vending, 'How many cola sales were there in March?'), formatNumber(n));
  });
});
