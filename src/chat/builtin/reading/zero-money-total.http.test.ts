// "How much have we taken from parties?" over admissions whose party guests pay 0 at the door: a
// money total of 0 over the rows the question picked, where the column holds money elsewhere, is
// marked uncertain and says why (zero-money-total.ts); a total of other rows stays confident.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { counterSales } from '../../../../test/support/counter-sales-tables.ts';
import { formatNumber } from '../text.ts';

const { visits } = counterSales(1_000, 1_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'soft play admissions' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'admissions.csv' }]);
}, 180_000);

describe('a money total of 0 over the rows asked about', () => {
  it('"how much have we taken from parties" is not a confident 0', async () => {
    const reply = await askBuiltin(t, ws, 'How much have we taken from parties?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"how much have we taken from toddler time" is still answered', async () => {
    const total = visits.filter((v) => v.Session === 'Toddler Time').reduce((a, v) => a + v['Amount Paid (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'How much have we taken from Toddler Time?'), formatNumber(total));
  });
});
