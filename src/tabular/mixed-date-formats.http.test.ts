// A column of dates typed two ways (ISO on some rows, DD/MM/YYYY on the others) is read as dates:
// "since 1 March 2026" goes on it, not on the other date column of the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../test/support/test-app.ts';
import { sharedTestApp } from '../../test/support/shared-app.ts';
import { createWorkspace } from '../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../test/support/builtin-chat.ts';
import { toCsv } from '../../test/support/business-tables.ts';
import { fittings } from '../../test/support/clubhouse-tables.ts';
import { formatNumber } from '../chat/builtin/text.ts';

const rows = fittings(1_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'mixed date formats' });
  await uploadTables(t, ws, [{ content: toCsv(rows.map(({ iso: _iso, collection_date: _c, ...r }) => r)), filename: 'fittings.csv' }]);
}, 180_000);

describe('dates typed two ways in one column', () => {
  it('a period is put on the column', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many fittings have there been since 1 March 2026?'), formatNumber(rows.filter((r) => r.iso >= '2026-03-01').length));
  });

  it('so is a month', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many fittings were there in October 2025?'), formatNumber(rows.filter((r) => r.iso.startsWith('2025-10')).length));
  });
});
