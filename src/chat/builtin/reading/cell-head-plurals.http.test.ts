// A watch and clock workshop's 2,000 repair tickets with an item_type of Wristwatch, Pocket watch,
// Mantel clock, Wall clock, Longcase clock and Carriage clock. "Watches" names the kinds of watch
// (the cells whose head noun it is, Wristwatch a closed compound of it) and "clocks" the four kinds
// of clock, with a bracket listing them by their first words read alongside (cell-head-plurals.ts);
// both words were unplaced before and every question declined. "Mantel clocks" is still the one cell.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { workshopTickets } from '../../../../test/support/workshop-ticket-tables.ts';
import { formatNumber } from '../text.ts';

const tickets = workshopTickets(2_000);
const watch = (x: (typeof tickets)[number]) => /watch$/i.test(x.item_type);
const clock = (x: (typeof tickets)[number]) => / clock$/i.test(x.item_type);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'workshop kinds of clock' });
  await uploadTables(t, ws, [{ content: toCsv(tickets), filename: 'repair_tickets.csv' }]);
}, 180_000);

describe('a plural head noun of several cells names them all', () => {
  it('has over 1,000 tickets of watches and clocks', () => {
    expect(tickets.length).toBeGreaterThan(1_000);
    expect(new Set(tickets.filter(clock).map((x) => x.item_type)).size).toBe(4);
  });

  it('"how many watches were collected" counts both kinds of watch', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many watches were collected?'), formatNumber(tickets.filter((x) => watch(x) && x.status === 'collected').length));
  });

  it('"total charged on clocks (mantel, longcase, wall and carriage)" adds up the four kinds', async () => {
    const sum = tickets.filter(clock).reduce((a, x) => a + Number(x['Charged (£)'] ?? 0), 0);
    expectAnswered(await askBuiltin(t, ws, 'Total charged on clocks (mantel, longcase, wall and carriage)'), formatNumber(Math.round(sum * 100) / 100));
  });

  it('"mantel clocks" is still the one kind', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many mantel clocks were collected?'), formatNumber(tickets.filter((x) => x.item_type === 'Mantel clock' && x.status === 'collected').length));
  });
});
