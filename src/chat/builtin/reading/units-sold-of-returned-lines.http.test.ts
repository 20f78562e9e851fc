// "Which product sold the most boxes?", "how many boxes did we sell in 2024?" over order lines whose
// Status holds only Completed, Cancelled and Returned, the called-off and returned lines still
// holding their Boxes: boxes sold are those of the lines that went through, so the total is read over
// the Completed lines and says so (sales-of-done-rows.ts), where units-sold-of-returned-lines.ts
// marked the total over every line uncertain before. Controls: boxes of completed lines are
// answered, boxes ordered (a cancelled line was ordered too) count every line, and a question the
// lines cannot answer still declines.
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

type Line = (typeof lines)[number];
const boxes = (keep: (l: Line) => boolean) => lines.filter(keep).reduce((a, l) => a + l.Boxes, 0);
const completed = (l: Line) => l.Status === 'Completed';

describe('units sold over lines some of them cancelled or returned', () => {
  it('"how many boxes did we sell in 2024" is the boxes of the Completed lines of 2024', async () => {
    const reply = await askBuiltin(t, ws, 'How many boxes did we sell in 2024?');
    expectAnswered(reply, formatNumber(boxes((l) => completed(l) && l['Order date'].startsWith('2024'))));
    expect(reply.content).toContain('Status = Completed');
  });

  it('"top 3 products by boxes sold" ranks the Completed lines', async () => {
    const totals = new Map<string, number>();
    for (const l of lines.filter(completed)) totals.set(l.Product, (totals.get(l.Product) ?? 0) + l.Boxes);
    const [top] = [...totals].sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'Top 3 products by number of boxes sold');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${top[0]}**`);
    expect(reply.content).toContain(formatNumber(top[1]));
    expect(reply.content).toContain('Status = Completed');
  });

  it('control: boxes of completed lines are answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many boxes were sold on completed lines?'), formatNumber(boxes(completed)));
  });

  it('control: boxes ordered count every line', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many boxes were ordered in 2024?'), formatNumber(boxes((l) => l['Order date'].startsWith('2024'))));
  });

  it('control: a question the lines cannot answer still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How many boxes arrived damaged?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
