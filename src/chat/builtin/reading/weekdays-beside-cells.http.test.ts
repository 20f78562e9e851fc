// "How many attendances were on Saturdays?" over 1,300 gym attendances whose class names include
// "Saturday Bootcamp", asked through HTTP: the plural day names the days of the week the class date
// falls on, not part of that class's name, and the rows of other classes on a Saturday count too;
// before, the word was read against the cell and the answer was doubted as "no Saturdays". Control:
// the class said in full stays a cell. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(48_966);
const iso = (d: number) => new Date(d).toISOString().slice(0, 10);
const attendances = Array.from({ length: 1_300 }, (_, i) => {
  const date = iso(Date.UTC(2025, 0, 1) + int(rand, 0, 330) * 86_400_000);
  const saturday = new Date(`${date}T00:00:00Z`).getUTCDay() === 6;
  return {
    attendance_no: 80_001 + i,
    class_date: date,
    class: saturday && rand() < 0.5 ? 'Saturday Bootcamp' : pick(rand, ['Spin', 'Pilates', 'Circuits']),
    member_no: int(rand, 100, 400),
  };
});
const count = (f: (a: (typeof attendances)[number]) => boolean) => formatNumber(attendances.filter(f).length);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'gym attendance' });
  await uploadTables(t, ws, [{ content: toCsv(attendances), filename: 'attendance.csv' }]);
}, 180_000);

describe('a plural weekday beside a cell that starts with it', () => {
  it('"how many attendances were on Saturdays" counts the rows dated on a Saturday', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many attendances were on Saturdays?'), count((a) => new Date(`${a.class_date}T00:00:00Z`).getUTCDay() === 6));
  });

  it('control: "Saturday Bootcamp attendances" is that class', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many Saturday Bootcamp attendances were there?'), count((a) => a.class === 'Saturday Bootcamp'));
  });
});
