// "How many Junior memberships were there in 2022/23?" over a rowing club's memberships whose
// season column holds "2021/22" .. "2024/25": the season written as in the data is that cell, not
// the year 2022 followed by a number no column holds. A season the data does not hold stays declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { memberships } from '../../../../test/support/season-tables.ts';

const rows = memberships(3_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'rowing club' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'memberships.csv' }]);
}, 180_000);

describe('a season written with a slash, as the data writes it', () => {
  it('counts the rows of that season', async () => {
    const expected = rows.filter((r) => r.season === '2022/23' && r.grade === 'Junior').length;
    expectAnswered(await askBuiltin(t, ws, 'How many Junior memberships were there in 2022/23?'), formatNumber(expected));
  });

  it('adds up a figure over that season', async () => {
    const total = rows.filter((r) => r.season === '2024/25').reduce((s, r) => s + Number(r['Fee (£)']), 0);
    expectAnswered(await askBuiltin(t, ws, 'total fees for 2024/25'), formatNumber(total));
  });

  it('a season the data does not hold is declined', async () => {
    const reply = await askBuiltin(t, ws, 'How many memberships were there in 2019/20?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
