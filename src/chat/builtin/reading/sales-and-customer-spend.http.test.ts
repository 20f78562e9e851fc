// "Top 3 products by sales", "which product do customers spend the most on?" over order lines whose
// Status holds Returned beside Completed and Cancelled, the returned lines still carrying their
// Line total: sales are money coming in, so a total over every row, returned ones too, is not given
// as a confident answer (sales-and-customer-spend.ts, money-made-of-refunded.ts). Controls: sales of
// the completed lines are answered; a count of lines per product is unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { lineTotal, numberedOrderLines } from '../../../../test/support/numbered-line-tables.ts';
import { formatNumber } from '../text.ts';

const lines = numberedOrderLines(1_200, 5_151);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flooring sales' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
}, 180_000);

describe('sales over lines some of them returned, still carrying money', () => {
  it('"top 3 products by sales" is not a confident total over every line', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 products by sales');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"which product do customers spend the most on" is not a confident total over every line', async () => {
    const reply = await askBuiltin(t, ws, 'Which product do customers spend the most on?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: sales of completed lines are answered', async () => {
    const total = lines.filter((l) => l.Status === 'Completed').reduce((a, l) => a + lineTotal(l), 0);
    expectAnswered(await askBuiltin(t, ws, 'What were our total sales from completed lines?'), formatNumber(total));
  });

  it('control: lines counted per status are unchanged', async () => {
    const returned = lines.filter((l) => l.Status === 'Returned').length;
    expectAnswered(await askBuiltin(t, ws, 'How many lines were returned?'), formatNumber(returned));
  });
});
