// "How many order lines are there?", "How many lines were returned?" over order_lines.csv beside a
// Line column numbering each order's lines 1-4: the word names the lines, which are counted, never
// that number added up or averaged (row-number-headers.ts). "The highest line number" still reads
// the column, and a question about something the lines do not hold still declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { lineTotal, numberedOrderLines } from '../../../../test/support/numbered-line-tables.ts';
import { formatNumber } from '../text.ts';

const lines = numberedOrderLines(1_200);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flooring order lines' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
}, 180_000);

describe('a Line column numbering the lines of each order', () => {
  it('"how many order lines are there altogether" counts the lines', async () => {
    expect(lines.length).toBeGreaterThan(1_000);
    expectAnswered(await askBuiltin(t, ws, 'how many order lines are there altogether'), formatNumber(lines.length));
  });

  it('"how many lines were returned" counts the returned lines', async () => {
    const returned = lines.filter((l) => l.Status === 'Returned').length;
    expectAnswered(await askBuiltin(t, ws, 'How many lines were returned?'), formatNumber(returned));
  });

  it('"what was our biggest completed order line by value" is never the highest line number', async () => {
    const reply = await askBuiltin(t, ws, 'What was our biggest completed order line by value?');
    expect(reply.content).not.toContain('**4**');
  });

  it('control: "the highest line number" still reads the Line column', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the highest line number?'), '4');
  });

  it('control: sales of completed lines still add up the Line total', async () => {
    const total = lines.filter((l) => l.Status === 'Completed').reduce((a, l) => a + lineTotal(l), 0);
    expectAnswered(await askBuiltin(t, ws, 'What were our total sales from completed lines?'), formatNumber(total));
  });

  it('control: a question about what the lines do not hold still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How many lines were delivered by courier?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
