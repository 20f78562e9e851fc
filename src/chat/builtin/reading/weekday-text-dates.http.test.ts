// Dates typed as text with the weekday first ("Sun 6 Apr 2025"), as a sheet of race days writes
// them, over 1,200 regatta entries asked through HTTP: the column is the table's date, so a period
// binds to it ("entries in 2025", "entries that finished in April 2025"). Before, the column was plain
// text: the table had "no date of its own" and periods were declined. Control: the whole count keeps
// its reading. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const asText = (iso: string) => `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const rand = seeded(48_415);
// Race days every 12 days through 2024 and 2025, the earlier ones busier.
const DAYS = Array.from({ length: 55 }, (_, k) => new Date(Date.UTC(2024, 0, 7) + k * 12 * 86_400_000).toISOString().slice(0, 10));
const entries = Array.from({ length: 1_200 }, (_, i) => {
  const day = DAYS[Math.min(DAYS.length - 1, Math.floor(rand() ** 1.5 * DAYS.length))];
  return {
    entry_no: 5001 + i,
    race_day: asText(day),
    helm: `H-${int(rand, 100, 400)}`,
    boat_class: pick(rand, ['Laser', 'Topper', 'Mirror', 'RS200']),
    outcome: pick(rand, ['Finished', 'Finished', 'Finished', 'Retired']),
    _iso: day,
  };
});
const rows = entries.map(({ _iso, ...rest }) => (void _iso, rest));
const count = (f: (e: (typeof entries)[number]) => boolean) => formatNumber(entries.filter(f).length);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'regatta entries' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'race_entries.csv' }]);
}, 180_000);

describe('text dates with the weekday first', () => {
  it('"entries in 2025" binds the year to the race day', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many entries were there in 2025?'), count((e) => e._iso.startsWith('2025')));
  });

  it('a month names the races of that month', async () => {
    const month = entries[0]._iso.slice(0, 7);
    const name = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(month.slice(5)) - 1];
    expectAnswered(await askBuiltin(t, ws, `How many entries finished in ${name} ${month.slice(0, 4)}?`), count((e) => e._iso.startsWith(month) && e.outcome === 'Finished'));
  });

  it('control: the whole count keeps its reading', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many entries were there?'), formatNumber(entries.length));
  });
});
