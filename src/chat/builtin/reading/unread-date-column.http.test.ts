// "How many fittings since 1 March 2026?" over fittings whose fitting_date is typed in three formats:
// the period is not put silently on collection_date, the only column read as dates.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { fittings } from '../../../../test/support/clubhouse-tables.ts';

const rows = fittings(1_500, 363, true);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'unread date column' });
  await uploadTables(t, ws, [{ content: toCsv(rows.map(({ iso: _iso, ...r }) => r)), filename: 'fittings.csv' }]);
}, 180_000);

describe('a period beside a date column typed three ways', () => {
  it('is not answered on the other date column', async () => {
    const reply = await askBuiltin(t, ws, 'How many fittings have there been since 1 March 2026?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('fitting_date');
  });

  it('a count without a period is still answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many fittings were cancelled?'), formatNumber(rows.filter((r) => r.status === 'Cancelled').length));
  });
});
