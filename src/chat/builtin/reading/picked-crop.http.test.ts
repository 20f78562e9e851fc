// "How many stems of Dahlias were picked?" asked through HTTP over 1,800 till lines of a
// cut-your-own flower farm: picking the crop is what the lines record, as growing it is (FILLER in
// vocabulary.ts), so "picked" adds no condition and the question is answered, not left uncertain
// over an unplaced word. Controls: beside a warehouse's Status holding Picked, "how many orders
// were picked" still counts the Picked rows, and a question the tables cannot answer (pickers) gets no confident answer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { flowerFarm } from '../../../../test/support/flower-farm-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const { tickets, lines } = flowerFarm(1_200);
const live = lines.filter((l) => l.Voided === '');
const rng = seeded(8_181);
const orders = Array.from({ length: 1_100 }, (_, i) => ({ order_id: 40_001 + i, zone: pick(rng, ['A', 'B', 'C']), status: pick(rng, ['Picked', 'Packed', 'Shipped', 'Waiting']), items: 1 + Math.floor(rng() * 9) }));

let t: TestClient;
let ws = '';
let ws2 = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm picking' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
  ws2 = await createWorkspace(t, null, { name: 'warehouse' });
  await uploadTables(t, ws2, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 180_000);

describe('"picked" restates what the rows of a crop record', () => {
  it('"how many stems of Dahlias were picked?" is the total stems, answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many stems of Dahlias were picked?'), formatNumber(live.filter((l) => l.Flower === 'Dahlias').reduce((s, l) => s + l.Stems, 0)));
  });
});

describe('controls', () => {
  it('"how many orders were picked?" beside a Status Picked counts the Picked rows', async () => {
    expectAnswered(await askBuiltin(t, ws2, 'How many orders were picked?'), formatNumber(orders.filter((o) => o.status === 'Picked').length));
  });

  it('"which picker picked the most stems?" is still no confident answer (no pickers)', async () => {
    const reply = await askBuiltin(t, ws, 'Which picker picked the most stems?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
