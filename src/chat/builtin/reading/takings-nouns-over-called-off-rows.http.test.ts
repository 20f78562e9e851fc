// "Total income from jobs", "turnover in 2025", "takings by town" over a window cleaner's jobs whose
// cancelled rows keep their quoted price: a noun of money taken in says what came in, which the
// cancelled jobs likely never paid, so the total over every row is not answered confidently
// (money-taken-of-called-off.ts). A total price, or income over the rows the question names, is
// answered as before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { cleaningRound } from '../../../../test/support/cleaning-round-tables.ts';
import { formatNumber } from '../text.ts';

const round = cleaningRound(2_600);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'window round' });
  await uploadTables(t, ws, [
    { content: toCsv(round.customers), filename: 'customers.csv' },
    { content: toCsv(round.jobs), filename: 'jobs.csv' },
    { content: toCsv(round.expenses), filename: 'expenses.csv' },
  ]);
}, 180_000);

describe('nouns of money taken in over rows called off that keep their price', () => {
  it('income, takings and turnover are not answered confidently over the cancelled jobs too', async () => {
    for (const question of ['total income from jobs', 'income last month', 'turnover in 2025', 'income per service', 'takings by town']) {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, `${question}: ${reply.content}`).not.toBe('answered');
    }
  });

  it('a total price is still answered over every row', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total price'), formatNumber(sum(round.jobs.map((j) => j.price))));
  });

  it('income over the rows the question names is answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'income from done jobs'), formatNumber(sum(round.jobs.filter((j) => j.status === 'Done').map((j) => j.price))));
  });

  it('expenses, whose rows have no status, are still totalled', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total spent on fuel'), formatNumber(sum(round.expenses.filter((e) => e.category === 'Fuel').map((e) => e.amount))));
  });
});
