// "Which till took the most money?", "how many stems of Dahlias did we cut?" asked through HTTP over
// 1,800 till lines of a cut-your-own flower farm whose Voided column holds VOID on the struck-out
// lines and nothing on the rest: the blanks are the lines that went through, so figures added up or
// ranked leave the VOID lines out, as beside a status of Paid and Void (voided-rows.ts). The voided
// lines are big ones at the Gate Till: counted, they would make it the till that took the most.
// Controls: counting lines keeps every row, a question naming the voids reads them as said, and a
// question about something the tables do not hold still declines. Expected values computed here.
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
const byTill = (rows: CutLine[]) => [...new Set(rows.map((l) => l.Till))].map((t) => [t, charged(rows.filter((l) => l.Till === t))] as const).sort((a, b) => b[1] - a[1]);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
}, 180_000);

describe('a Voided flag of VOID or nothing leaves the voided lines out of figures', () => {
  it('"which till took the most money?" ranks the tills without the VOID lines', async () => {
    expect(byTill(live)[0][0]).not.toBe(byTill(lines)[0][0]);
    const reply = await askBuiltin(t, ws, 'Which till took the most money?');
    expectAnswered(reply, byTill(live)[0][0]);
    expect(reply.content).toContain('VOID');
  });

  it('"how many stems of Dahlias did we cut?" adds up the lines that went through', async () => {
    const stems = live.filter((l) => l.Flower === 'Dahlias').reduce((s, l) => s + l.Stems, 0);
    expectAnswered(await askBuiltin(t, ws, 'How many stems of Dahlias did we cut?'), formatNumber(stems));
  });
});

describe('controls: counts, voids named, and what the tables do not hold', () => {
  it('"how many cuts at the Gate Till?" counts every line, voided ones too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many cuts at the Gate Till?'), formatNumber(lines.filter((l) => l.Till === 'Gate Till').length));
  });

  it('"total charged on voided cuts" reads the voids as said', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total charged on voided cuts'), formatNumber(charged(lines.filter((l) => l.Voided === 'VOID'))));
  });

  it('"how much do we pay the pickers?" still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How much do we pay the pickers?');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
  });
});
