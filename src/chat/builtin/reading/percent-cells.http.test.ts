// A figure the file writes as percentages ("25%" cells, read as numbers at ingestion), asked
// through HTTP over 1,400 restaurant checks: "a 25% discount" is the checks whose discount is 25.
// Expected answers are computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

function checks(n: number) {
  const rand = random(113);
  return Array.from({ length: n }, (_, i) => ({
    check_no: 60_001 + i,
    covers: 1 + Math.floor(rand() * 6),
    discount: `${[0, 0, 0, 10, 15, 25][Math.floor(rand() * 6)]}%`,
  }));
}

const rows = checks(1_400);
let t: TestClient;
let bistro: string;

beforeAll(async () => {
  t = sharedTestApp();
  bistro = await createWorkspace(t, null, { name: 'bistro' });
  await uploadTables(t, bistro, [{ content: toCsv(rows), filename: 'checks.csv' }]);
}, 120_000);

describe('a percentage said before a header of percentages', () => {
  it('"how many checks got a 25% discount" counts the discounts of 25', async () => {
    expectAnswered(await askBuiltin(t, bistro, 'How many checks got a 25% discount?'), formatNumber(rows.filter((r) => r.discount === '25%').length));
  });
});
