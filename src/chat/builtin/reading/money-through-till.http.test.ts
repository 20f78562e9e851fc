// "How much went through the Gate Till?" asked through HTTP over 1,800 till lines of a flower farm:
// what goes through a till is money, as what came in is, so the verb names the lines' money column
// (money-through-till.ts) and the answer is the total charged at that till, voided lines left out.
// Controls: the period said with it still applies, and "how much went through the gate?" (no till,
// register, machine or account) still declines. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { type CutLine, flowerFarm, pounds } from '../../../../test/support/flower-farm-tables.ts';
import { formatNumber } from '../text.ts';

const { tickets, lines } = flowerFarm(1_200);
const gate = lines.filter((l) => l.Voided === '' && l.Till === 'Gate Till');
const charged = (rows: CutLine[]) => Math.round(rows.reduce((s, l) => s + pounds(l.Charged), 0) * 100) / 100;

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm through the tills' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
}, 180_000);

describe('money that went through a till', () => {
  it('"how much went through the Gate Till?" is the total charged there', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much went through the Gate Till?'), formatNumber(charged(gate)));
  });

  it('"how much went through the Gate Till in July 2025?" keeps the period', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much went through the Gate Till in July 2025?'), formatNumber(charged(gate.filter((l) => l['Rung up'].startsWith('2025-07')))));
  });

  it('"how much went through the gate?" still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How much went through the gate?');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
  });
});
