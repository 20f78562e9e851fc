// "How many orders were placed before 2025 started?", "orders since 2025 began", "orders after 2024
// ended" asked through HTTP over 1,500 orders placed through 2024 and 2025: a verb of the year
// starting or ending right after the year restates the bound the period reads (year-bound-verbs.ts).
// "After 2024 started" or "before 2025 ended" say another bound than the period reads, and are
// declined ("before 2025 ended" was answered as before 2025, "ended" being filler elsewhere).
// Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { ordersWithLines } from '../../../../test/support/order-line-tables.ts';
import { formatNumber } from '../text.ts';

const { orders } = ordersWithLines(1_500);
const count = (keep: (day: string) => boolean) => formatNumber(orders.filter((o) => keep(o.placed_on)).length);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'orders over two years' });
  await uploadTables(t, ws, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 180_000);

describe('a verb of the year starting or ending after its period', () => {
  it('"before 2025 started" counts the orders placed before 2025', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many orders were placed before 2025 started?'), count((d) => d < '2025-01-01'));
  });

  it('"since 2025 began" counts the orders from its first day', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many orders since 2025 began?'), count((d) => d >= '2025-01-01'));
  });

  it('"after 2024 ended" counts the orders after its last day', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many orders were placed after 2024 ended?'), count((d) => d > '2024-12-31'));
  });

  it('control: "after 2024 started" is not read as after 2024', async () => {
    const reply = await askBuiltin(t, ws, 'How many orders were placed after 2024 started?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: "before 2025 ended" is not read as before 2025', async () => {
    const reply = await askBuiltin(t, ws, 'How many orders were placed before 2025 ended?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
