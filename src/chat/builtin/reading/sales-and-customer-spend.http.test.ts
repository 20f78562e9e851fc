// "Top 3 products by sales", "which product made us the most money?" over order lines whose
// Status holds only Completed, Cancelled and Returned, the called-off and returned lines still
// carrying their Line total: sales, and what customers spend, are the sales that went through, so
// the total is read over the Completed lines and says so (sales-of-done-rows.ts). Controls: sales
// "including returns" are read over every line; a count of returned lines is unchanged; money
// "taken" (a deposit taken is kept whatever became of the sale) is still doubted; and over a
// status that also holds Open lines, money "made" is still not answered confidently over every line
// (money-made-of-refunded.ts), as the guard does not hold there.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { lineTotal, numberedOrderLines, type NumberedLine } from '../../../../test/support/numbered-line-tables.ts';
import { formatNumber } from '../text.ts';

const lines = numberedOrderLines(1_200, 5_151);
// The same lines with every seventh Completed one still Open: a status of an order's progress.
const withOpen = lines.map((l, i) => (l.Status === 'Completed' && i % 7 === 0 ? { ...l, Status: 'Open' } : l));
let t: TestClient;
let ws: string;
let wsOpen: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flooring sales' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
  wsOpen = await createWorkspace(t, null, { name: 'flooring sales in progress' });
  await uploadTables(t, wsOpen, [{ content: toCsv(withOpen), filename: 'order_lines.csv' }]);
}, 180_000);

/** Each product's total Line total over the lines kept, highest first. */
function byProduct(rows: NumberedLine[], keep: (l: NumberedLine) => boolean): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const l of rows.filter(keep)) totals.set(l.Product, (totals.get(l.Product) ?? 0) + lineTotal(l));
  return [...totals].sort((a, b) => b[1] - a[1]);
}
const completed = (l: NumberedLine) => l.Status === 'Completed';

describe('sales over a status of only Completed, Cancelled and Returned lines', () => {
  it('"top 3 products by sales" ranks the Completed lines, saying so', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 products by sales');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain('Status = Completed');
    for (const [product] of byProduct(lines, completed).slice(0, 3)) expect(reply.content).toContain(`**${product}**`);
  });

  it('"which product made us the most money" is the Completed lines\' winner', async () => {
    const [top] = byProduct(lines, completed);
    const reply = await askBuiltin(t, ws, 'Which product made us the most money?');
    expectAnswered(reply, top[0]);
    expect(reply.content).toContain('Status = Completed');
  });

  it('"total sales in 2024" is the total of the Completed lines of 2024', async () => {
    const total = lines.filter((l) => completed(l) && l['Order date'].startsWith('2024')).reduce((a, l) => a + lineTotal(l), 0);
    expectAnswered(await askBuiltin(t, ws, 'What were our total sales in 2024?'), formatNumber(Math.round(total * 100) / 100));
  });

  it('control: sales of completed lines are answered', async () => {
    const total = lines.filter(completed).reduce((a, l) => a + lineTotal(l), 0);
    expectAnswered(await askBuiltin(t, ws, 'What were our total sales from completed lines?'), formatNumber(Math.round(total * 100) / 100));
  });

  it('control: sales including returns are read over every line', async () => {
    const total = lines.filter((l) => l.Status !== 'Cancelled').reduce((a, l) => a + lineTotal(l), 0);
    const all = lines.reduce((a, l) => a + lineTotal(l), 0);
    const reply = await askBuiltin(t, ws, 'Total sales including returns');
    expect(reply.content).not.toContain('Status = Completed');
    expect([formatNumber(Math.round(total * 100) / 100), formatNumber(Math.round(all * 100) / 100)].some((n) => reply.content.includes(`**${n}**`)), reply.content).toBe(true);
  });

  it('control: lines counted per status are unchanged', async () => {
    const returned = lines.filter((l) => l.Status === 'Returned').length;
    expectAnswered(await askBuiltin(t, wsOpen, 'How many lines were returned?'), formatNumber(returned));
  });

  it('control: money "taken" over cancelled lines still carrying it is not answered confidently', async () => {
    const reply = await askBuiltin(t, ws, 'How much money did we take in 2024?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: with Open lines too, money made is still not answered over every line', async () => {
    const reply = await askBuiltin(t, wsOpen, 'Which product makes us the most money?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
