// "How many Total Takeover parties are booked?" over party bookings with a "Children Booked" figure: "how many"
// before the rows' noun counts the parties; the figure reached only by its participle is not added
// up as if it were the parties (rows-counted-not-summed.ts). "How many children were booked" (the
// header's noun said) still adds it up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { partyBookings } from '../../../../test/support/counter-sales-tables.ts';
import { formatNumber } from '../text.ts';

const parties = partyBookings(1_200);
const takeover = parties.filter((p) => p.Package === 'Total Takeover');
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'party bookings' });
  await uploadTables(t, ws, [{ content: toCsv(parties), filename: 'party_bookings.csv' }]);
}, 180_000);

describe('rows counted beside a figure headed by the same participle', () => {
  it('"how many Total Takeover parties are booked" does not add up the children booked', async () => {
    const reply = await askBuiltin(t, ws, 'How many Total Takeover parties are booked?');
    expect(reply.content).not.toContain(formatNumber(takeover.reduce((a, p) => a + p['Children Booked'], 0)));
  });

  it('"how many children were booked for Total Takeover parties" still adds them up', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many children were booked for Total Takeover parties?'), formatNumber(takeover.reduce((a, p) => a + p['Children Booked'], 0)));
  });
});
