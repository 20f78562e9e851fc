// A venue's staff shifts: 1,400 rows with a Role ("Axe coach", "Front desk", "Bar") and the Hours
// of each shift. "How many axe coach hours did we roster" adds up the Hours of the axe coach shifts:
// the words between "how many" and the figure's header name a cell the rows are filtered on, however
// many words it has (counted-noun.ts, rule 1), so the shifts are not counted instead, while "how many
// front desk shifts" still counts the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const ROLES = ['Axe coach', 'Axe coach', 'Front desk', 'Bar', 'Manager'];
const shifts = Array.from({ length: 1_400 }, (_, i) => ({
  'Shift ID': 70_001 + i,
  'Staff Member': ['Freya Collins', 'Tom Hart', 'Isla Reid', 'Omar Shah'][(i * 3) % 4],
  Date: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
  Role: ROLES[i % 5],
  Hours: [6, 4.5, 10.5, 9][(i * 7) % 4],
  'Hourly Rate': 12.5,
}));
const hoursOf = (role: string, year?: string) => shifts.filter((s) => s.Role === role && (!year || s.Date.startsWith(year))).reduce((a, s) => a + s.Hours, 0);
const fmt = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'axe venue shifts' });
  await uploadTables(t, ws, [{ content: toCsv(shifts), filename: 'staff_shifts.csv' }]);
}, 180_000);

describe('a figure counted after a cell of several words', () => {
  it('has over 1,000 shifts', () => {
    expect(shifts.length).toBeGreaterThan(1_000);
  });

  it('"how many axe coach hours" adds up the hours of the axe coach shifts', async () => {
    const reply = await askBuiltin(t, ws, 'How many axe coach hours did we roster in 2025?');
    expectAnswered(reply, fmt(hoursOf('Axe coach', '2025')));
  });

  it('"how many front desk hours" adds up the hours, "how many front desk shifts" counts them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many front desk hours were worked?'), fmt(hoursOf('Front desk')));
    expectAnswered(await askBuiltin(t, ws, 'How many front desk shifts were there?'), fmt(shifts.filter((s) => s.Role === 'Front desk').length));
  });
});
