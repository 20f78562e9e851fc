// "Total amount in Q2 2025", "which pump had the lowest total litres?", "average litres" asked through
// HTTP over 1,400 fuel-station transactions whose status holds only Completed beside Void: a voided
// transaction is a record struck out, so figures added up, averaged or ranked leave the Void rows out
// and the answer shows the condition (voided-rows.ts). Controls: counting transactions keeps every
// row; a question naming the voids reads them as said; beside a status with other states (Pending)
// the totals keep every row as before. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

type Txn = { txn_no: number; txn_date: string; pump: string; fuel: string; Litres: number; 'Amount (£)': number; status: string };

const PUMPS = ['Pump 1', 'Pump 2', 'Pump 3', 'Pump 4', 'Pump 5'];
const FUELS: [string, number][] = [
  ['Unleaded', 1.42],
  ['Diesel', 1.51],
  ['Super', 1.63],
];

function transactions(n: number, seed: number, states: [string, number][]): Txn[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [fuel, price] = pick(rng, FUELS);
    const pump = pick(rng, PUMPS);
    // Pump 5 is little used, but its voided transactions are big: counting them would move it.
    const litres = Math.round((5 + rng() * 60) * 100) / 100;
    const roll = rng();
    const status = states.find(([, p]) => roll < p)?.[0] ?? 'Completed';
    const big = status === 'Void' && pump === 'Pump 5' ? 40 : 1;
    return {
      txn_no: 70_001 + i,
      txn_date: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      pump,
      fuel,
      Litres: Math.round(litres * big * 100) / 100,
      'Amount (£)': Math.round(litres * big * price * 100) / 100,
      status,
    };
  });
}

const txns = transactions(1_400, 4_242, [['Void', 0.06]]).map((t) => (t.pump === 'Pump 5' && t.status !== 'Void' && t.txn_no % 3 !== 0 ? { ...t, pump: 'Pump 1' } : t));
const forecourt = transactions(1_200, 4_343, [
  ['Void', 0.05],
  ['Pending', 0.12],
]);

const round2 = (x: number) => Math.round(x * 100) / 100;
const sum = (rows: Txn[], f: (t: Txn) => number) => round2(rows.reduce((s, t) => s + f(t), 0));
const live = txns.filter((t) => t.status !== 'Void');

let t: TestClient;
let ws = '';
let ws2 = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'fuel station' });
  await uploadTables(t, ws, [{ content: toCsv(txns), filename: 'transactions.csv' }]);
  ws2 = await createWorkspace(t, null, { name: 'forecourt' });
  await uploadTables(t, ws2, [{ content: toCsv(forecourt), filename: 'forecourt_sales.csv' }]);
}, 180_000);

describe('voided rows are left out of figures added up, averaged or ranked', () => {
  it('"total amount in Q2 2025" leaves the Void transactions out', async () => {
    const q2 = live.filter((x) => x.txn_date >= '2025-04-01' && x.txn_date < '2025-07-01');
    const reply = await askBuiltin(t, ws, 'total amount in Q2 2025');
    expectAnswered(reply, formatNumber(sum(q2, (x) => x['Amount (£)'])));
    expect(reply.content).toContain('Void');
  });

  it('"which pump had the lowest total litres?" ranks the pumps without the Void rows', async () => {
    const totals = PUMPS.map((p) => [p, sum(live.filter((x) => x.pump === p), (x) => x.Litres)] as const).sort((a, b) => a[1] - b[1]);
    const everyRow = PUMPS.map((p) => [p, sum(txns.filter((x) => x.pump === p), (x) => x.Litres)] as const).sort((a, b) => a[1] - b[1]);
    expect(totals[0][0]).not.toBe(everyRow[0][0]);
    expectAnswered(await askBuiltin(t, ws, 'which pump had the lowest total litres?'), totals[0][0]);
  });

  it('"average litres per transaction" averages the transactions that went through', async () => {
    expectAnswered(await askBuiltin(t, ws, 'average litres per transaction'), formatNumber(round2(sum(live, (x) => x.Litres) / live.length)));
  });
});

describe('controls: counts, voids named, and a status with other states', () => {
  it('"how many transactions in 2025?" counts every row, voided ones too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many transactions in 2025?'), formatNumber(txns.length));
  });

  it('"total amount on void transactions" reads the voids as said', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total amount on void transactions'), formatNumber(sum(txns.filter((x) => x.status === 'Void'), (x) => x['Amount (£)'])));
  });

  it('"total amount in Q2 2025" beside Pending and Void keeps every row', async () => {
    const q2 = forecourt.filter((x) => x.txn_date >= '2025-04-01' && x.txn_date < '2025-07-01');
    expectAnswered(await askBuiltin(t, ws2, 'total amount in Q2 2025'), formatNumber(sum(q2, (x) => x['Amount (£)'])));
  });
});
