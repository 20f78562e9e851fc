// "Which product sold the most boxes?", "how many boxes did we sell in 2024?" over order lines whose
// Status holds Cancelled and Returned beside Completed, those lines still holding their Boxes:
// whether they count as sold the question does not say, so the total is marked uncertain
// (units-sold-of-returned-lines.ts). Controls: boxes of completed lines are answered, boxes ordered
// (a cancelled line was ordered too) are answered, and a question the lines cannot answer declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { numberedOrderLines } from '../../../../test/support/numbered-line-tables.ts';
import { formatNumber } from '../text.ts';

const lines = numberedOrderLines(1_200, 6_262);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flooring boxes sold' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
}, 180_000);

const boxes = (keep: (l: (typeof lines)[number]) => boolean) => lines.filter(keep).reduce((a, l) => a + l.Boxes, 0);

describe('units sold over lines some of them cancelled or returned', () => {
  it('"how many boxes did we sell in 2024" is not a confident total over every line', async () => {
    const reply = await askBuiltin(t, ws, 'How many boxes did we sell in 2024?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"top 3 products by boxes sold" is not a confident ranking over every line', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 products by number of boxes sold');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: boxes of completed lines are answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many boxes were sold on completed lines?'), formatNumber(boxes((l) => l.Status === 'Completed')));
  });

  it('control: boxes ordered count every line', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many boxes were ordered in 2024?'), formatNumber(boxes((l) => l['Order date'].startsWith('2024'))));
  });

  it('control: a question the lines cannot answer still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How many boxes arrived damaged?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
