// "Expenses by category", "expenses per month this year" over a window cleaner's expenses: the
// noun of money paid out asks for an amount, so a count of the expense rows per category answers
// another question (answer-shape.ts, takingsNounIsMoney). "How many expenses", "number of
// expenses" still count them, and "total expenses by category" adds the amount up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { cleaningRound } from '../../../../test/support/cleaning-round-tables.ts';
import { formatNumber } from '../text.ts';

const round = cleaningRound(2_600);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'window round' });
  await uploadTables(t, ws, [
    { content: toCsv(round.jobs), filename: 'jobs.csv' },
    { content: toCsv(round.expenses), filename: 'expenses.csv' },
  ]);
}, 180_000);

const byCategory = (value: (e: (typeof round.expenses)[number]) => number) => {
  const m = new Map<string, number>();
  for (const e of round.expenses) m.set(e.category, (m.get(e.category) ?? 0) + value(e));
  return m;
};

describe('nouns of money paid out ask for an amount', () => {
  it('"expenses by category" is not answered with the number of expense rows', async () => {
    for (const question of ['expenses by category', 'expenses by supplier', 'expenses per month this year']) {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, `${question}: ${reply.content}`).not.toBe('answered');
    }
  });

  it('the expense rows are still counted when the question counts them', async () => {
    const reply = await askBuiltin(t, ws, 'how many expenses by category');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [category, n] of byCategory(() => 1)) expect(reply.content).toMatch(new RegExp(`${category} \\| ${formatNumber(n)} \\|`));
  });

  it('"total expenses by category" adds the amount up', async () => {
    const reply = await askBuiltin(t, ws, 'total expenses by category');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [category, sum] of byCategory((e) => e.amount)) expect(reply.content).toContain(`${category} | ${formatNumber(Math.round(sum * 100) / 100)} |`);
  });
});
