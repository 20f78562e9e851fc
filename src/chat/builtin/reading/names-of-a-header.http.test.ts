// "How many different lead booker names are there?" over escape room bookings with a Lead Booker of
// names: "names" after a header of a text column restates what it holds (restated-nouns.ts).
// Control: beside a header of its own word ("Booker Name"), "booker names" names that header as before.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom } from '../../../../test/support/escape-room-tables.ts';
import { formatNumber } from '../text.ts';

const { sessions, bookings } = escapeRoom(700);
const named = bookings.map(({ 'Lead Booker': booker, ...rest }) => ({ ...rest, 'Booker Name': booker }));
const distinct = formatNumber(new Set(bookings.map((b) => b['Lead Booker'])).size);
let t: TestClient;
let ws: string;
let wsNamed: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room lead bookers' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(bookings), filename: 'bookings.csv' }]);
  wsNamed = await createWorkspace(t, null, { name: 'escape room booker names' });
  await uploadTables(t, wsNamed, [{ content: toCsv(named), filename: 'bookings.csv' }]);
}, 180_000);

describe('"names" after a header of names restates it', () => {
  it('"how many different lead booker names are there" counts the distinct lead bookers', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many different lead booker names are there?'), distinct);
  });

  it('"how many different booker names are there" beside a Booker Name counts them as before', async () => {
    expectAnswered(await askBuiltin(t, wsNamed, 'How many different booker names are there?'), distinct);
  });
});
