// "How much have the Minibus vans earned?", "what did the Minibus vans take?" over vans holding a
// Deposit (£) beside their daily rate: a deposit is money held against the van's return, never what
// it earned, so money verbs and takings never name it (takings-column.ts), and "earned in fees"
// adds up the rentals' fees. Control: "total deposits" names the deposits by their header.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { vanRentals } from '../../../../test/support/van-rental-tables.ts';
import { formatNumber } from '../text.ts';

const { vans, rentals } = vanRentals(3_000);
const minibuses = new Set(vans.filter((v) => v['Van Type'] === 'Minibus').map((v) => v['Van No']));
const minibusDeposits = formatNumber(vans.filter((v) => minibuses.has(v['Van No'])).reduce((s, v) => s + v['Deposit (£)'], 0));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'vans and their deposits' });
  await uploadTables(t, ws, [{ content: toCsv(vans), filename: 'vans.csv' }, { content: toCsv(rentals), filename: 'rentals.csv' }]);
}, 180_000);

describe('a deposit is never money earned or taken', () => {
  for (const question of ['How much have the Minibus vans earned?', 'What did the Minibus vans take?']) {
    it(`"${question}" is never the Minibus vans' deposits`, async () => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.content).not.toContain(`**${minibusDeposits}**`);
    });
  }

  it('"how much have the Minibus vans earned in fees" adds up their rentals\' fees', async () => {
    const fees = rentals.filter((r) => minibuses.has(r['Van No'])).reduce((s, r) => s + r['Rental Fee (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'How much have the Minibus vans earned in fees?'), formatNumber(fees));
  });

  it('"total deposits" is the deposits\' total', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total deposits'), formatNumber(vans.reduce((s, v) => s + v['Deposit (£)'], 0)));
  });
});
