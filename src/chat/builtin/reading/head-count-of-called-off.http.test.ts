// A crazy golf course's 3,000 bookings, each with its Players and a status of Played, No-show or
// Refunded. "How many players did we have last month?" and "which day of the week gets the most
// players?" add up a head count over rows some of whose people never came: kept over every row but
// marked uncertain, saying so (head-count-of-called-off.ts), where it was answered with confidence
// before. Naming the status ("players from groups that played") is read as said, with confidence.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const visits = Array.from({ length: 3_000 }, (_, i) => ({
  booking_ref: 50_001 + i,
  visit_date: new Date(Date.UTC(2025, 2, 1) + Math.floor((i * 630) / 3_000) * 86_400_000).toISOString().slice(0, 10),
  course: ['Pirate Cove', 'Jungle Quest'][i % 2],
  players: 1 + ((i * 5) % 6),
  status: i % 13 === 0 ? 'No-show' : i % 29 === 0 ? 'Refunded' : 'Played',
}));
let t: TestClient;
let ws: string;
const notConfident = (reply: BuiltinReply) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'crazy golf players' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'visits.csv' }]);
}, 180_000);

describe('a head count added up over rows whose people never came', () => {
  it('has over 1,000 visits, some no-shows', () => {
    expect(visits.length).toBeGreaterThan(1_000);
    expect(visits.some((v) => v.status === 'No-show')).toBe(true);
  });

  it('"how many players did we have last month" is not answered with confidence', async () => {
    notConfident(await askBuiltin(t, ws, 'How many players did we have last month?'));
  });

  it('"which day of the week gets the most players" is not answered with confidence', async () => {
    notConfident(await askBuiltin(t, ws, 'Which day of the week gets the most players?'));
  });

  it('"total players where status is Played" stays certain', async () => {
    const reply = await askBuiltin(t, ws, 'Total players where status is Played');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(visits.filter((v) => v.status === 'Played').reduce((a, v) => a + v.players, 0))}**`);
  });
});
