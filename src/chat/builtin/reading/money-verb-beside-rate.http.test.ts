// "How much did Dahlias bring in during 2025?", "how much did we make from Zinnias?" asked through
// HTTP over 1,800 till lines of a flower farm holding a "Price £/stem" (a rate) and what each line
// was "Charged" (money written "£12.35" on every cell): beside a rate headed as a price, a verb of
// money taken names the column holding what the lines took (takings-column.ts, takenBesideRate),
// as a line total would; left on the rate the question declined. Controls: a price asked for stays
// the price, and money the tables do not hold still declines. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { type CutLine, flowerFarm, pounds } from '../../../../test/support/flower-farm-tables.ts';
import { formatNumber } from '../text.ts';

const { tickets, lines } = flowerFarm(1_200);
const live = lines.filter((l) => l.Voided === '');
const round2 = (x: number) => Math.round(x * 100) / 100;
const charged = (rows: CutLine[]) => round2(rows.reduce((s, l) => s + pounds(l.Charged), 0));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm tills' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
}, 180_000);

describe('a verb of money taken beside a price per unit names what the lines were charged', () => {
  it('"how much did Dahlias bring in during 2025?" is the total charged', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did Dahlias bring in during 2025?'), formatNumber(charged(live.filter((l) => l.Flower === 'Dahlias' && l['Rung up'].startsWith('2025')))));
  });

  it('"how much did we make from Zinnias?" is the total charged', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we make from Zinnias?'), formatNumber(charged(live.filter((l) => l.Flower === 'Zinnias'))));
  });
});

describe('controls', () => {
  it('"average price per stem of cosmos" stays the price', async () => {
    const cosmos = live.filter((l) => l.Flower === 'Cosmos');
    expectAnswered(await askBuiltin(t, ws, 'average price per stem of cosmos'), formatNumber(round2(cosmos.reduce((s, l) => s + l['Price £/stem'], 0) / cosmos.length)));
  });

  it('"how much did we spend on seeds?" still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How much did we spend on seeds?');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
  });
});
