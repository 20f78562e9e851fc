// Verbs of what an organisation or an owner does with the rows ("properties we manage", "the
// landlord who owns the most properties") and "net" before a total of a signed figure, asked
// through HTTP over 1,300 properties. Expected answers are computed
// here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const LANDLORDS = ['Alan Dunmore', 'Brenda Sheldon', 'Colin Marsden', 'Diane Ingram', 'Edward Kingsley', 'Fiona Lockwood', 'Geoff Thornton', 'Hilary Eastwood'];

function properties(n: number) {
  const rand = random(109);
  return Array.from({ length: n }, (_, i) => ({
    property_ref: `LET-${3_001 + i}`,
    // Skewed, so one landlord owns clearly the most.
    landlord: LANDLORDS[Math.floor(rand() * rand() * LANDLORDS.length)],
    area: ['Clifton', 'Redland', 'Easton'][Math.floor(rand() * 3)],
    // Credits are negative, charges positive.
    account_adjustment: Math.round((rand() - 0.6) * 40_000) / 100,
  }));
}

const rows = properties(1_300);
let t: TestClient;
let agency: string;

beforeAll(async () => {
  t = sharedTestApp();
  agency = await createWorkspace(t, null, { name: 'agency' });
  await uploadTables(t, agency, [{ content: toCsv(rows), filename: 'properties.csv' }]);
}, 120_000);

describe('verbs of holding the rows, and net totals', () => {
  it('"how many properties do we manage" counts the properties', async () => {
    expectAnswered(await askBuiltin(t, agency, 'How many properties do we manage?'), formatNumber(rows.length));
  });

  it('"which landlord owns the most properties" counts them per landlord', async () => {
    const per = new Map<string, number>();
    for (const r of rows) per.set(r.landlord, (per.get(r.landlord) ?? 0) + 1);
    const [first, second] = [...per].sort((a, b) => b[1] - a[1]);
    expect(first[1]).toBeGreaterThan(second[1]);
    expectAnswered(await askBuiltin(t, agency, 'Which landlord owns the most properties?'), first[0]);
  });

  it('"net total of account adjustments" adds credits and charges as they are', async () => {
    const net = rows.reduce((s, r) => s + r.account_adjustment, 0);
    expectAnswered(await askBuiltin(t, agency, 'Net total of account adjustments'), formatNumber(Math.round(net * 100) / 100));
  });
});
