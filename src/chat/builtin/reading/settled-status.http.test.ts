// Money collected, received or taken in through a status column, asked through HTTP over 1,500
// gym charges (value_eur, outcome Paid / Declined / Refunded) and 1,200 invoices (amount_gbp,
// status Paid / Unpaid / Overdue): money collected is the money of the Paid rows, money still owed
// that of the Unpaid and Overdue ones, never every row's amount. Where the status leaves the reading
// doubtful (two cells of paid money, a Pending beside Unpaid) or a word is both a cell and another
// header's word ("membership Premium"), the engine still declines. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(331);
const day = () => `${rand() < 0.5 ? 2024 : 2025}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
const charges = Array.from({ length: 1_500 }, (_, i) => {
  const roll = rand();
  return {
    charge_no: 500_001 + i,
    charged_on: day(),
    club: pick(rand, ['Leeds', 'York', 'Hull']),
    charge_type: pick(rand, ['Membership', 'Guest Pass', 'Locker']),
    membership_tier: pick(rand, ['Standard', 'Premium']),
    value_eur: Math.round(500 + rand() * 9_000) / 100,
    outcome: roll < 0.08 ? 'Declined' : roll < 0.12 ? 'Refunded' : 'Paid',
  };
});
const invoices = Array.from({ length: 1_200 }, (_, i) => {
  const roll = rand();
  return {
    invoice_no: 90_001 + i,
    issued: day(),
    client_region: pick(rand, ['North', 'South']),
    amount_gbp: Math.round(10_000 + rand() * 400_000) / 100,
    status: roll < 0.15 ? 'Unpaid' : roll < 0.25 ? 'Overdue' : 'Paid',
  };
});
// The same invoices with a Pending status: what is owed is doubtful.
const pendingInvoices = invoices.map((v, i) => ({ ...v, status: i % 9 === 0 ? 'Pending' : v.status }));
// Two cells of paid money: which one "collected" means is doubtful.
const twoPaid = charges.map((c, i) => ({ ...c, outcome: c.outcome === 'Paid' && i % 5 === 0 ? 'Settled' : c.outcome }));

let t: TestClient;
let gym = '';
let billing = '';
let pending = '';
let settled = '';

beforeAll(async () => {
  t = sharedTestApp();
  gym = await createWorkspace(t, null, { name: 'gym' });
  billing = await createWorkspace(t, null, { name: 'billing' });
  pending = await createWorkspace(t, null, { name: 'pending' });
  settled = await createWorkspace(t, null, { name: 'settled' });
  await uploadTables(t, gym, [{ content: toCsv(charges), filename: 'charges.csv' }]);
  await uploadTables(t, billing, [{ content: toCsv(invoices), filename: 'invoices.csv' }]);
  await uploadTables(t, pending, [{ content: toCsv(pendingInvoices), filename: 'invoices.csv' }]);
  await uploadTables(t, settled, [{ content: toCsv(twoPaid), filename: 'charges.csv' }]);
}, 180_000);

const money = (v: number) => formatNumber(Math.round(v * 100) / 100);
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

describe('money collected through a paid status', () => {
  it('"how much did we collect in 2025" adds the Paid rows of 2025 only', async () => {
    const expected = sum(charges.filter((c) => c.outcome === 'Paid' && c.charged_on.startsWith('2025')), (c) => c.value_eur);
    expectAnswered(await askBuiltin(t, gym, 'How much did we collect in 2025?'), money(expected));
  });

  it('"locker fees collected in 2024" keeps the cell beside the paid status', async () => {
    const expected = sum(charges.filter((c) => c.outcome === 'Paid' && c.charge_type === 'Locker' && c.charged_on.startsWith('2024')), (c) => c.value_eur);
    expectAnswered(await askBuiltin(t, gym, 'How much Locker money did we collect in 2024?'), money(expected));
  });

  it('"money received per club" breaks the Paid rows down by club', async () => {
    const reply = await askBuiltin(t, gym, 'Money received per club in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const club of ['Leeds', 'York', 'Hull']) {
      const expected = sum(charges.filter((c) => c.outcome === 'Paid' && c.club === club && c.charged_on.startsWith('2025')), (c) => c.value_eur);
      expect(reply.content).toContain(money(expected));
    }
  });

  it('"how much was taken in at York" reads "taken in" as the paid money', async () => {
    const expected = sum(charges.filter((c) => c.outcome === 'Paid' && c.club === 'York'), (c) => c.value_eur);
    expectAnswered(await askBuiltin(t, gym, 'How much was taken in at York?'), money(expected));
  });

  it('over invoices, "how much did we collect from the North" adds the Paid invoices', async () => {
    const expected = sum(invoices.filter((v) => v.status === 'Paid' && v.client_region === 'North'), (v) => v.amount_gbp);
    expectAnswered(await askBuiltin(t, billing, 'How much did we collect from the North?'), money(expected));
  });
});

describe('money still owed through an unpaid status', () => {
  it('"how much is still owed" adds the Unpaid and Overdue invoices', async () => {
    const expected = sum(invoices.filter((v) => v.status !== 'Paid'), (v) => v.amount_gbp);
    expectAnswered(await askBuiltin(t, billing, 'How much is still owed?'), money(expected));
  });

  it('"how much is owed in the South" keeps the region', async () => {
    const expected = sum(invoices.filter((v) => v.status !== 'Paid' && v.client_region === 'South'), (v) => v.amount_gbp);
    expectAnswered(await askBuiltin(t, billing, 'How much is owed in the South?'), money(expected));
  });
});

describe('doubtful statuses and words still decline', () => {
  it('a Pending status beside Unpaid leaves what is owed doubtful', async () => {
    const reply = await askBuiltin(t, pending, 'How much is still owed?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('two cells of paid money (Paid, Settled) leave "collected" doubtful', async () => {
    const reply = await askBuiltin(t, settled, 'How much did we collect in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"membership Premium" may be the tier alone: declined rather than read as two cells', async () => {
    const reply = await askBuiltin(t, gym, 'How much membership premium did we collect in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
