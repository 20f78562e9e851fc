// "How much did we take in entry fees altogether?" asked through HTTP over 1,200 gate tickets of a
// cut-your-own flower farm ("Entry paid" written as money text) and 1,800 till lines ("Charged",
// money too): "entry fees" is the Entry paid header, its unsaid word only saying it is an amount
// paid, so "fees" names no other column through its synonym (a fee is what a charge column takes),
// and the answer is the tickets' total, not the tills' (money-noun-after-header.ts). Controls: the
// tills' charges asked for stay the Charged total, and fees of something the tables do not hold
// ("parking fees") still decline. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { flowerFarm, pounds } from '../../../../test/support/flower-farm-tables.ts';
import { formatNumber } from '../text.ts';

const { tickets, lines } = flowerFarm(1_200);
const round2 = (x: number) => Math.round(x * 100) / 100;
const entry = round2(tickets.reduce((s, v) => s + pounds(v['Entry paid']), 0));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm gate' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
}, 180_000);

describe('a fee noun after the words of a money header restates that header', () => {
  it('"how much did we take in entry fees altogether?" is the total Entry paid', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we take in entry fees altogether?'), formatNumber(entry));
  });

  it('"entry fees paid by cash" keeps the header and the cell', async () => {
    const cash = round2(tickets.filter((v) => v['Paid by'] === 'Cash').reduce((s, v) => s + pounds(v['Entry paid']), 0));
    expectAnswered(await askBuiltin(t, ws, 'total entry fees paid by cash'), formatNumber(cash));
  });
});

describe('controls', () => {
  it('"total charged" stays the Charged total, voided lines left out', async () => {
    const live = lines.filter((l) => l.Voided === '');
    expectAnswered(await askBuiltin(t, ws, 'total charged'), formatNumber(round2(live.reduce((s, l) => s + pounds(l.Charged), 0))));
  });

  it('"how much did we take in parking fees?" still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How much did we take in parking fees?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
