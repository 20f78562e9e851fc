// "Flower takings in Q3 2025", "flower takings between 1 and 15 July 2025" asked through HTTP over
// 1,800 till lines of a flower farm (Flower, Stems, Price £/stem, Charged as money text): the
// Flower header said before "takings" only says whose takings they are, so the answer is the total
// charged in the period, voided lines left out (header-before-takings.ts); the reading had listed
// the Flower cells instead. Controls: "by flower" still breaks the takings down, and a cell of
// flowers said before "takings" still keeps its rows. Expected values computed here.
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
const charged = (rows: CutLine[]) => Math.round(rows.reduce((s, l) => s + pounds(l.Charged), 0) * 100) / 100;
const day = (l: CutLine) => l['Rung up'].slice(0, 10);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm takings' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
}, 180_000);

describe('a header of the rows\' things before "takings" says whose takings they are', () => {
  it('"flower takings in Q3 2025" is the total charged in the quarter', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Flower takings in Q3 2025'), formatNumber(charged(live.filter((l) => day(l) >= '2025-07-01' && day(l) <= '2025-09-30'))));
  });

  it('"flower takings between 1 and 15 July 2025" is the total charged in those days', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Flower takings between 1 and 15 July 2025'), formatNumber(charged(live.filter((l) => day(l) >= '2025-07-01' && day(l) <= '2025-07-15'))));
  });
});

describe('controls', () => {
  it('"takings by flower" still breaks the takings down', async () => {
    const reply = await askBuiltin(t, ws, 'takings by flower');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(charged(live.filter((l) => l.Flower === 'Dahlias'))));
  });

  it('"dahlia takings in 2025" keeps the Dahlias rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Dahlias takings in 2025'), formatNumber(charged(live.filter((l) => l.Flower === 'Dahlias' && day(l).startsWith('2025')))));
  });

  it('"flower takings per picker" is still no confident answer', async () => {
    const reply = await askBuiltin(t, ws, 'flower takings per picker');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
