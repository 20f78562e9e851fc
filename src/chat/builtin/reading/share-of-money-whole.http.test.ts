// "What share of the invoiced total is boarding?" over invoice lines with an Item and an Amount: the
// whole is money (share-of-money-whole.ts), so the share is of the amounts added up, not of the
// lines counted; "what share of invoice lines" still counts lines.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { boardingInvoiceLines } from '../../../../test/support/counter-sales-tables.ts';

const lines = boardingInvoiceLines(1_600);
const sum = (ls: typeof lines) => ls.reduce((a, l) => a + l.Amount, 0);
const pct = (x: number) => `${(Math.round(x * 10_000) / 100).toFixed(2)}%`;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'boarding invoices' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'invoice_lines.csv' }]);
}, 180_000);

describe('a share of a money total', () => {
  it('"what share of the invoiced total is boarding" is a share of the amounts', async () => {
    const boarding = lines.filter((l) => l.Item === 'Boarding');
    expectAnswered(await askBuiltin(t, ws, 'What share of the invoiced total is boarding?'), pct(sum(boarding) / sum(lines)));
  });

  it('"what share of our takings came from grooming" is a share of the amounts', async () => {
    const grooming = lines.filter((l) => l.Item === 'Grooming');
    expectAnswered(await askBuiltin(t, ws, 'What share of our takings came from grooming?'), pct(sum(grooming) / sum(lines)));
  });

  it('"what share of invoice lines are boarding" still counts lines', async () => {
    const boarding = lines.filter((l) => l.Item === 'Boarding');
    expectAnswered(await askBuiltin(t, ws, 'What share of invoice lines are boarding?'), pct(boarding.length / lines.length));
  });
});
