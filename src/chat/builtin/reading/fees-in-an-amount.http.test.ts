// "Average exam entry fee paid" over payments (Amount (£), Item holding Term fee, Exam entry and
// Uniform): the fee of a kind named before the word is what that kind's rows hold in the one amount
// column (fees-in-an-amount.ts); "the average fee" alone would take uniform sales for fees, and declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classRegister } from '../../../../test/support/class-register-tables.ts';
import { formatNumber } from '../text.ts';

const { fees } = classRegister(600, 10);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dance school payments' });
  await uploadTables(t, ws, [{ content: toCsv(fees), filename: 'payments.csv' }]);
}, 180_000);

describe('the fee of a named kind as its rows\' amount', () => {
  it('"Average exam entry fee paid" averages the Exam entry amounts', async () => {
    expect(fees.length).toBeGreaterThanOrEqual(1_000);
    const rows = fees.filter((f) => f.Item === 'Exam entry');
    const avg = rows.reduce((a, f) => a + f['Amount (£)'], 0) / rows.length;
    expectAnswered(await askBuiltin(t, ws, 'Average exam entry fee paid'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('"what is the average fee" with no kind named still declines', async () => {
    const reply = await askBuiltin(t, ws, 'What is the average fee?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the amount named as written is unchanged: "average exam entry amount"', async () => {
    const rows = fees.filter((f) => f.Item === 'Exam entry');
    const avg = rows.reduce((a, f) => a + f['Amount (£)'], 0) / rows.length;
    expectAnswered(await askBuiltin(t, ws, 'Average exam entry amount'), formatNumber(Math.round(avg * 100) / 100));
  });
});
