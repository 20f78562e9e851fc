// "average class length in minutes for attended classes", "Classes attended by teacher" over
// register.csv (Class date, Pupil No, Style, Teacher, Length (mins), Mark holding Present, Absent and
// Cancelled): the classes attended are the register's lines marked Present (register-date-row-nouns.ts);
// "the most classes" said without attending stays unplaced, as the register does not number its classes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classRegister } from '../../../../test/support/class-register-tables.ts';
import { formatNumber } from '../text.ts';

const { pupils, register } = classRegister(400, 3_000);
const present = register.filter((r) => r.Mark === 'Present');
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dance school classes attended' });
  await uploadTables(t, ws, [
    { content: toCsv(pupils), filename: 'pupils.csv' },
    { content: toCsv(register.map(({ iso: _iso, ...line }) => line)), filename: 'register.csv' },
  ]);
}, 180_000);

describe('the classes attended as the register lines marked Present', () => {
  it('"average class length in minutes for attended classes"', async () => {
    const avg = present.reduce((a, r) => a + r['Length (mins)'], 0) / present.length;
    expectAnswered(await askBuiltin(t, ws, 'average class length in minutes for attended classes'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('"Classes attended by teacher" counts the Present lines of each teacher', async () => {
    const reply = await askBuiltin(t, ws, 'Classes attended by teacher');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const rosa = present.filter((r) => r.Teacher === 'Rosa').length;
    expect(reply.content).toContain(formatNumber(rosa));
  });

  it('"which teacher had the most classes" without attending is not answered', async () => {
    const reply = await askBuiltin(t, ws, 'Which teacher had the most classes?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the attended lines named without the noun are unchanged: "How many Tap attendances?"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many Tap attendances?'), formatNumber(present.filter((r) => r.Style === 'Tap').length));
  });
});
