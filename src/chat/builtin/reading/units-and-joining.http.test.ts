// Words a question adds to a figure or a period that the headers write another way, asked through
// HTTP over 1,100 staff records and 1,200 marina stays: "in metres" over a header in m (reach_m),
// "joined in 2024" dated by the start date, "the longest stay in nights" as the value itself, and
// "no club (None)" as the cell that writes none. Expected answers are
// computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

function staff(n: number) {
  const rand = random(107);
  return Array.from({ length: n }, (_, i) => ({
    staff_id: `ST${2_001 + i}`,
    team: ['Rigging', 'Sails', 'Hull'][Math.floor(rand() * 3)],
    start_date: `${2019 + Math.floor(rand() * 7)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    reach_m: Math.round((1.5 + rand() * 1.2) * 100) / 100,
  }));
}

function stays(n: number) {
  const rand = random(127);
  return Array.from({ length: n }, (_, i) => ({
    stay_id: 81_001 + i,
    club: ['None', 'Harbour Club', 'Sailing Club'][Math.floor(rand() * 3)],
    nights: 1 + Math.floor(rand() * rand() * 21),
    boat_length_m: Math.round((6 + rand() * 14) * 10) / 10,
  }));
}

const rows = staff(1_100);
const visits = stays(1_200);
let t: TestClient;
let yard: string;
let marina: string;

beforeAll(async () => {
  t = sharedTestApp();
  yard = await createWorkspace(t, null, { name: 'boatyard' });
  await uploadTables(t, yard, [{ content: toCsv(rows), filename: 'staff.csv' }]);
  marina = await createWorkspace(t, null, { name: 'marina' });
  await uploadTables(t, marina, [{ content: toCsv(visits), filename: 'stays.csv' }]);
}, 120_000);

describe('units and verbs the headers write another way', () => {
  it('"in metres" is the unit of a header in m', async () => {
    const avg = rows.reduce((s, r) => s + r.reach_m, 0) / rows.length;
    expectAnswered(await askBuiltin(t, yard, 'What is the average reach in metres?'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('"joined in 2024" is dated by the start date', async () => {
    expectAnswered(await askBuiltin(t, yard, 'How many staff joined in 2024?'), formatNumber(rows.filter((r) => r.start_date.startsWith('2024')).length));
  });

  it('"what is the longest stay in nights" is the most nights, not a length nor the row holding it', async () => {
    expectAnswered(await askBuiltin(t, marina, 'What is the longest stay in nights?'), formatNumber(Math.max(...visits.map((r) => r.nights))));
  });

  it('"stays with no club (None)" are the stays whose club cell is None, in a column with no blanks', async () => {
    expectAnswered(await askBuiltin(t, marina, 'How many stays had no club (None)?'), formatNumber(visits.filter((r) => r.club === 'None').length));
  });
});
