// "What is our best-selling item by quantity?": ranking single sale lines by qty answers which sale
// was biggest, not which item sold best: declined when the reading ranks rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { clubhouse } from '../../../../test/support/clubhouse-tables.ts';

const { sales } = clubhouse(2_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'best selling' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'club_sales.csv' }]);
}, 180_000);

describe('"best-selling" read as single rows', () => {
  it('is not answered as the sale line with the highest qty', async () => {
    const reply = await askBuiltin(t, ws, 'What is our best-selling item by qty?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the item of the single biggest sale line is still answered', async () => {
    const top = Math.max(...sales.map((s) => s['Amount (£)']));
    expectAnswered(await askBuiltin(t, ws, 'What was the highest Amount of a single sale?'), formatNumber(top));
  });
});
