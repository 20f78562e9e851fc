// "What is the average value of an order?", "average line value of a North order" over order lines
// that share an order_id: the figure asked is per order, and averaging the lines answers per line
// (answer-shape.ts, rowsArePartsOfThings). The whole may sit after "of a" or a word or two after
// "per", not only right after "average" or "per". The average of the lines themselves is answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { ordersWithLines } from '../../../../test/support/order-line-tables.ts';
import { formatNumber } from '../text.ts';

const { orders, lines } = ordersWithLines(1_500);
const region = new Map(orders.map((o) => [o.order_id, o.region]));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'stationery orders' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(lines), filename: 'order_lines.csv' },
  ]);
}, 180_000);

describe('an average per whole over rows that are its parts', () => {
  it('"the average value of an order" and "of a North order" are not answered with the lines\' average', async () => {
    for (const question of ['What is the average value of an order?', 'average line value of a North order', 'what is the average value of an order in 2025']) {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, `${question}: ${reply.content}`).not.toBe('answered');
    }
  });

  it('the average of the lines themselves is answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'average line value'), money(mean(lines.map((l) => Number(l['Line value (EUR)'])))));
    expectAnswered(await askBuiltin(t, ws, 'average line value in the North'), money(mean(lines.filter((l) => region.get(l.order_id) === 'North').map((l) => Number(l['Line value (EUR)'])))));
  });
});
