// "How many clients had walks in 2025?" over clients (named by a title and surname that repeat)
// and their walks: the clients are counted by their key through the walks, never by their
// repeating names, whether or not "different" is said (counted-noun.ts rule 10, distinct-things.ts).
// "How many plans had walks": a "<noun> status" header (Plan status) says each client row is a
// plan, so "plans" are counted like clients (row-noun-from-headers.ts), never as walk rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { dogWalks } from '../../../../test/support/dog-walk-tables.ts';
import { formatNumber } from '../text.ts';

const { clients, walks } = dogWalks(1_500, 6_000);
const clientOf = new Map(clients.map((c) => [c.client_ref, c]));
// 1,200 rentals whose return_status is Late, On Time or blank: a return is a step of the rental, so
// "return status" never makes each row a return.
const rentals = Array.from({ length: 1_200 }, (_, i) => ({ rental_id: 70_001 + i, branch: ['Leeds', 'Cardiff', 'Bristol'][i % 3], return_status: i % 5 === 0 ? '' : i % 7 === 0 ? 'Late' : 'On Time' }));
let t: TestClient;
let ws: string;
let wsRentals: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dog walks' });
  await uploadTables(t, ws, [
    { content: toCsv(clients), filename: 'clients.csv' },
    { content: toCsv(walks), filename: 'walks.csv' },
  ]);
  wsRentals = await createWorkspace(t, null, { name: 'rentals' });
  await uploadTables(t, wsRentals, [{ content: toCsv(rentals), filename: 'rentals.csv' }]);
}, 180_000);

const walked2025 = (keep: (ref: number) => boolean = () => true) => new Set(walks.filter((w) => w.walk_date.startsWith('2025') && keep(w.client_ref)).map((w) => w.client_ref)).size;

describe('clients counted through their walks by their key', () => {
  it('"how many clients had walks in 2025" counts client refs, not client names', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many clients had walks in 2025?'), formatNumber(walked2025()));
  });

  it('"how many plans had walks in 2025": Plan status makes each client a plan', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many plans had walks in 2025?'), formatNumber(walked2025()));
  });

  it('"how many lapsed plans had walks in 2025" never counts the walk rows', async () => {
    const reply = await askBuiltin(t, ws, 'How many lapsed plans had walks in 2025?');
    const walkRows = walks.filter((w) => w.walk_date.startsWith('2025') && clientOf.get(w.client_ref)!.plan_status === 'Lapsed').length;
    expect(reply.content).not.toContain(`**${formatNumber(walkRows)}**`);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(walked2025((r) => clientOf.get(r)!.plan_status === 'Lapsed'))}**`);
  });
});

describe('controls', () => {
  it('"how many lapsed plans are there" still counts client rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many lapsed plans are there?'), formatNumber(clients.filter((c) => c.plan_status === 'Lapsed').length));
  });

  it('"how many walks were there in 2025" still counts walk rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many walks were there in 2025?'), formatNumber(walks.filter((w) => w.walk_date.startsWith('2025')).length));
  });

  it('control: "how many rentals have no return status" counts the blank statuses (a return is no row noun)', async () => {
    expectAnswered(await askBuiltin(t, wsRentals, 'How many rentals have no return status?'), formatNumber(rentals.filter((r) => r.return_status === '').length));
  });
});
