// A ledger of money due and money paid (amount_due_gbp, amount_paid_gbp) named rent_ledger.csv,
// whose entry_type holds Rent and Repair, asked through HTTP over 1,200 entries: money "collected"
// is the paid column, and "rent" (a word qualifying the table's name) is still the cell Rent, not
// every row of the ledger; said alone ("rent collected in 2024") it is the total, and "in thousands"
// scales it. Expected answers are computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

function ledger(n: number) {
  const rand = random(97);
  return Array.from({ length: n }, (_, i) => {
    const repair = rand() < 0.1;
    const due = repair ? null : 600 + Math.floor(rand() * 60) * 25;
    // Some rent goes unpaid or part paid; repairs are paid out as negative amounts.
    const paid = repair ? -Math.round(50_00 + rand() * 900_00) / 100 : rand() < 0.05 ? null : rand() < 0.08 ? Math.round(due! * 50) / 100 : due;
    return {
      entry_id: 80_001 + i,
      posted_on: `${rand() < 0.5 ? 2024 : 2025}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      entry_type: repair ? 'Repair' : 'Rent',
      amount_due_gbp: due,
      amount_paid_gbp: paid,
    };
  });
}

const rows = ledger(1_200);
let t: TestClient;
let agency: string;

beforeAll(async () => {
  t = sharedTestApp();
  agency = await createWorkspace(t, null, { name: 'lettings' });
  await uploadTables(t, agency, [{ content: toCsv(rows), filename: 'rent_ledger.csv' }]);
}, 120_000);

const money = (v: number) => formatNumber(Math.round(v * 100) / 100);

describe('money collected from a ledger of rent due and paid', () => {
  it('"how much rent did we collect in 2025" adds the paid rent of 2025', async () => {
    const collected = rows.filter((r) => r.entry_type === 'Rent' && r.posted_on.startsWith('2025')).reduce((s, r) => s + (r.amount_paid_gbp ?? 0), 0);
    expectAnswered(await askBuiltin(t, agency, 'How much rent did we collect in 2025?'), money(collected));
  });

  it('"rent collected in 2024", said without a total, is still the total paid', async () => {
    const collected = rows.filter((r) => r.entry_type === 'Rent' && r.posted_on.startsWith('2024')).reduce((s, r) => s + (r.amount_paid_gbp ?? 0), 0);
    expectAnswered(await askBuiltin(t, agency, 'Rent collected in 2024'), money(collected));
  });

  it('"in thousands" divides the total by a thousand', async () => {
    const collected = rows.filter((r) => r.entry_type === 'Rent' && r.posted_on.startsWith('2025')).reduce((s, r) => s + (r.amount_paid_gbp ?? 0), 0);
    expectAnswered(await askBuiltin(t, agency, 'Rent collected in thousands of pounds for 2025'), money(collected / 1_000));
  });
});
