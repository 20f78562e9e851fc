// "How much have we taken since 1 June 2025, uniform aside?" over fees whose Item holds Uniform:
// a cell set aside is ruled out, as "excluding" rules it out (exclusion-phrases.ts); the plain
// total of the period is unchanged, and a word after the cell that rules nothing out still declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classRegister } from '../../../../test/support/class-register-tables.ts';
import { formatNumber } from '../text.ts';

const { fees } = classRegister(600, 10);
const iso = (d: string) => `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`;
const since = fees.filter((f) => iso(f['Paid on']) >= '2025-06-01');
const sum = (rows: typeof fees) => rows.reduce((a, f) => a + f['Amount (£)'], 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dance school fees set aside' });
  await uploadTables(t, ws, [{ content: toCsv(fees), filename: 'fees.csv' }]);
}, 180_000);

describe('a cell set aside', () => {
  it('"uniform aside" rules the Uniform rows out', async () => {
    expect(fees.length).toBeGreaterThanOrEqual(1_000);
    expectAnswered(await askBuiltin(t, ws, 'How much have we taken since 1 June 2025, uniform aside?'), formatNumber(sum(since.filter((f) => f.Item !== 'Uniform'))));
  });

  it('the total of the period is unchanged', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much have we taken since 1 June 2025?'), formatNumber(sum(since)));
  });

  it('a word after the cell that rules nothing out still declines: "uniform mostly"', async () => {
    const reply = await askBuiltin(t, ws, 'How much have we taken since 1 June 2025, uniform mostly?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
