// "How many cuts have we had over both seasons?", "how many adults came across all the years?" asked
// through HTTP over a flower farm's 1,800 till lines and 1,200 gate tickets: the phrase says every
// season or year the rows cover, no period and no condition, so the count or total is over every
// row (whole-span-phrases.ts); "over" and "seasons" had been left unplaced and the question was not
// answered. Controls: beside a Season column (Summer, Winter) or a cell "Season ticket" the words
// may name those cells, so the reading is left as it was, with no confident answer. Expected values
// computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { flowerFarm } from '../../../../test/support/flower-farm-tables.ts';
import { formatNumber } from '../text.ts';

const { tickets, lines } = flowerFarm(1_200);
const seasonal = tickets.map((v, i) => ({ 'Ticket No': v['Ticket No'], Season: i % 3 === 0 ? 'Winter' : 'Summer', Adults: v.Adults }));

let t: TestClient;
let ws = '';
let ws2 = '';
let ws3 = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm seasons' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
  ws2 = await createWorkspace(t, null, { name: 'seasonal passes' });
  await uploadTables(t, ws2, [{ content: toCsv(seasonal), filename: 'passes.csv' }]);
  ws3 = await createWorkspace(t, null, { name: 'flower farm tills only' });
  await uploadTables(t, ws3, [{ content: toCsv(lines), filename: 'cuts.csv' }]);
}, 180_000);

describe('"over both seasons" asks for every row', () => {
  it('"how many cuts have we had over both seasons?" counts every line', async () => {
    expectAnswered(await askBuiltin(t, ws3, 'How many cuts have we had over both seasons?'), formatNumber(lines.length));
  });

  it('"how many adults came across all the years?" adds up every ticket', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many adults came across all the years?'), formatNumber(tickets.reduce((s, v) => s + v.Adults, 0)));
  });
});

describe('controls', () => {
  it('beside a Season column, "over both seasons" gets no confident answer from this rule', async () => {
    const reply = await askBuiltin(t, ws2, 'How many passes over both seasons?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('beside a cell "Season ticket", "over both seasons" gets no confident answer from this rule', async () => {
    const reply = await askBuiltin(t, ws, 'How many tickets have we had over both seasons?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
