// A piano tuner's 1,400 visits with a Status of Done, Cancelled or No-show. "Which tuner completed the
// most visits?" and "average duration of completed grand piano visits" name the Done rows by another
// word of finished work (done-word-cells.ts); "completed" was left unplaced and the questions declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const TUNERS = ['Ines', 'Rafe', 'Holly', 'Duncan'];
const visits = Array.from({ length: 1_400 }, (_, i) => {
  const status = i % 10 === 0 ? 'Cancelled' : i % 17 === 0 ? 'No-show' : 'Done';
  return {
    'Visit No': 30_001 + i,
    Tuner: TUNERS[(i * 3 + Math.floor(i / 7)) % 4],
    Piano: ['Upright', 'Grand', 'Digital'][(i * 5) % 3],
    'Duration (mins)': status === 'Done' ? 45 + ((i * 7) % 6) * 10 : 0,
    Status: status,
  };
});

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'piano tuning visits' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'visits.csv' }]);
}, 180_000);

describe('"completed" for a status written Done', () => {
  it('has over 1,000 visits, some not done', () => {
    expect(visits.length).toBeGreaterThan(1_000);
    expect(visits.some((v) => v.Status !== 'Done')).toBe(true);
  });

  it('"which tuner completed the most visits" counts the Done visits per tuner', async () => {
    const counts = new Map<string, number>();
    for (const v of visits) if (v.Status === 'Done') counts.set(v.Tuner, (counts.get(v.Tuner) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0];
    expect([...counts.values()].filter((n) => n === top[1]).length).toBe(1);
    expectAnswered(await askBuiltin(t, ws, 'Which tuner completed the most visits?'), top[0]);
  });

  it('"completed grand piano visits" averages the Done ones', async () => {
    const grand = visits.filter((v) => v.Piano === 'Grand' && v.Status === 'Done');
    const avg = Math.round((grand.reduce((a, v) => a + v['Duration (mins)'], 0) / grand.length) * 100) / 100;
    expectAnswered(await askBuiltin(t, ws, 'Average duration in minutes of completed grand piano visits'), formatNumber(avg));
  });
});
