// Readings a music school, an office cleaner and a tree surgeon's questions declined or answered
// wrongly, asked through HTTP over a generated tutoring centre (2,400 sessions, 1,000 weekly
// coordinator timesheets):
// - "which tutor taught the most sessions", "which room hosts the most sessions", "which
//   coordinator looks after the most sessions": a verb by which each group takes the rows counted
//   after it says whose rows they are, and is read;
// - "which coordinator has the most attended sessions? Name them" over sessions holding only a
//   coordinator_id, which no table names one to one (the timesheets repeat it every week): the
//   answer would be an id where a name was asked for, so it is declined; without the ask it stays answered.
// Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const rand = random(3_302);
const weighted = <T,>(xs: T[], ws: number[]): T => {
  let r = rand() * ws.reduce((a, b) => a + b, 0);
  for (let i = 0; i < xs.length; i++) if ((r -= ws[i]) < 0) return xs[i];
  return xs[xs.length - 1];
};
const day = (span: number) => new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * span) * 86_400_000).toISOString().slice(0, 10);

const TUTORS = ['Ada Quinn', 'Bo Larsen', 'Cyd Moreau', 'Dev Anand', 'Eli Stone'];
const ROOMS = ['Room A', 'Room B', 'Room C', 'Library'];
const COORDINATORS = ['C101', 'C102', 'C103', 'C104'];
const sessions = Array.from({ length: 2_400 }, (_, i) => ({
  session_id: 70_001 + i,
  session_date: day(300),
  tutor: weighted(TUTORS, [30, 25, 20, 15, 10]),
  room: weighted(ROOMS, [35, 30, 20, 15]),
  coordinator_id: weighted(COORDINATORS, [40, 25, 20, 15]),
  status: weighted(['attended', 'cancelled', 'no-show'], [80, 12, 8]),
}));
const timesheets = Array.from({ length: 1_000 }, (_, i) => ({
  sheet_no: i + 1,
  employee_id: COORDINATORS[i % 4],
  employee_name: ['Mira Holt', 'Jon Abel', 'Tess Ward', 'Ravi Sen'][i % 4],
  week_starting: day(300),
  hours: 20 + Math.floor(rand() * 20),
}));

let t: TestClient;
let centre: string;

beforeAll(async () => {
  t = sharedTestApp();
  centre = await createWorkspace(t, null, { name: 'tutoring centre' });
  await uploadTables(t, centre, [
    { content: toCsv(sessions), filename: 'sessions.csv' },
    { content: toCsv(timesheets), filename: 'coordinator_timesheets.csv' },
  ]);
}, 180_000);

const leader = <T,>(rows: T[], key: (r: T) => string) => {
  const n = new Map<string, number>();
  for (const r of rows) n.set(key(r), (n.get(key(r)) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0][0];
};

describe('a verb by which each group takes its rows', () => {
  it('"which tutor taught the most attended sessions" counts attended sessions per tutor', async () => {
    expectAnswered(await askBuiltin(t, centre, 'Which tutor taught the most attended sessions?'), leader(sessions.filter((s) => s.status === 'attended'), (s) => s.tutor));
  });

  it('"which room hosts the most sessions" and "which coordinator looks after the most sessions" are read', async () => {
    expectAnswered(await askBuiltin(t, centre, 'Which room hosts the most sessions?'), leader(sessions, (s) => s.room));
    expectAnswered(await askBuiltin(t, centre, 'Which coordinator looks after the most sessions?'), leader(sessions, (s) => s.coordinator_id));
  });
});

describe('a name asked of groups labelled only by an id', () => {
  it('"which coordinator has the most attended sessions? Name them" is declined, never answered with an id', async () => {
    for (const question of ['Which coordinator has the most attended sessions? Name them', 'Which coordinator has the most attended sessions? Give their name']) {
      const reply = await askBuiltin(t, centre, question);
      expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    }
  });

  it('without asking for the name the id answers', async () => {
    const attended = sessions.filter((s) => s.status === 'attended');
    expectAnswered(await askBuiltin(t, centre, 'Which coordinator has the most attended sessions?'), leader(attended, (s) => s.coordinator_id));
  });
});
