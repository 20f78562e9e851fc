// "Net sales from stores in ID", "average net sales of stores in WA", "how many transactions did
// stores in NV have": the plural of store_name's header said with the state they are in names
// the rows of those stores, which the state picks. Before this reading "stores" was left unplaced
// and the questions declined. "How many stores are in NV" still counts the stores.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { tillLines } from '../../../../test/support/store-till-tables.ts';

const lines = tillLines(2_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'till' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'transactions.csv' }]);
}, 180_000);

const inState = (state: string) => lines.filter((l) => l.state === state);
const total = (rows: typeof lines) => rows.reduce((s, l) => s + Number(l['Net Sales ($)']), 0);
const money = (x: number) => formatNumber(x);

describe('things said with where they are', () => {
  it('"net sales from stores in ID" totals the rows in ID', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Net sales from stores in ID'), money(total(inState('ID'))));
  });

  it('"average net sales of stores in WA" averages the rows in WA', async () => {
    const rows = inState('WA');
    expectAnswered(await askBuiltin(t, ws, 'What were the average net sales of stores in WA?'), money(total(rows) / rows.length));
  });

  it('"how many transactions did stores in NV have" counts the rows in NV', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many transactions did stores in NV have?'), formatNumber(inState('NV').length));
  });

  it('"how many stores are in NV" still counts the stores', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many stores are in NV?'), formatNumber(new Set(inState('NV').map((l) => l.store_name)).size));
  });
});
