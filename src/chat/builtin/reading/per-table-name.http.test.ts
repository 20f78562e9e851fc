// "Average number of boxes per order line" over order_lines.csv beside an Order No key: the words
// after "per" spell the table's own name, so the boxes are averaged over the lines, never per order
// number (per-table-name.ts). Controls: "per order" still reads the orders, and a figure the lines
// do not hold still declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { numberedOrderLines } from '../../../../test/support/numbered-line-tables.ts';
import { formatNumber } from '../text.ts';

const lines = numberedOrderLines(1_200, 7_373);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flooring boxes per line' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
}, 180_000);

describe('"per" the table\'s own name, through a key', () => {
  it('"average number of boxes per order line" averages over the lines', async () => {
    const avg = lines.reduce((a, l) => a + l.Boxes, 0) / lines.length;
    expectAnswered(await askBuiltin(t, ws, 'Average number of boxes per order line'), formatNumber(avg));
  });

  it('control: "average number of boxes per order" is not the average over the lines', async () => {
    const avg = lines.reduce((a, l) => a + l.Boxes, 0) / lines.length;
    const reply = await askBuiltin(t, ws, 'Average number of boxes per order');
    expect(reply.content).not.toContain(`**${formatNumber(avg)}**`);
  });

  it('control: a figure the lines do not hold still declines', async () => {
    const reply = await askBuiltin(t, ws, 'Average delivery time per order line');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
