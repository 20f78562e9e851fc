// "On average how many children come on a card-paid ticket?" asked through HTTP over 1,200 gate
// tickets of a flower farm (Adults, Children, Entry paid, Paid by): "how many" before the Children
// figure adds it up, but "on average" asks for it averaged over the tickets (average-how-many.ts);
// the total had been given, marked uncertain. Controls: without the average word the total stays,
// and a figure the tables do not hold still gets no confident answer. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { flowerFarm } from '../../../../test/support/flower-farm-tables.ts';
import { formatNumber } from '../text.ts';

const { tickets, lines } = flowerFarm(1_200);
const card = tickets.filter((v) => v['Paid by'] === 'Card');
const children = (rows: typeof tickets) => rows.reduce((s, v) => s + v.Children, 0);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flower farm averages' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'tickets.csv' },
    { content: toCsv(lines), filename: 'cuts.csv' },
  ]);
}, 180_000);

describe('"on average how many" averages the figure counted', () => {
  it('"on average how many children come on a card ticket?" is the average Children', async () => {
    expectAnswered(await askBuiltin(t, ws, 'On average how many children come on a Card ticket?'), formatNumber(Math.round((children(card) / card.length) * 100) / 100));
  });
});

describe('controls', () => {
  it('"how many children came on Card tickets?" stays the total', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many children came on Card tickets?'), formatNumber(children(card)));
  });

  it('"on average how many dogs come on a ticket?" gets no confident answer', async () => {
    const reply = await askBuiltin(t, ws, 'On average how many dogs come on a ticket?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
