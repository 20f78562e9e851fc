// "How many attendances in March 2025?" over a class register whose Mark holds Present, Absent and
// Cancelled: attendances are the rows marked Present (attendance-marks.ts), counted on the register's
// own date; the cells named as written stay as they were, and a word the data cannot place still declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classRegister } from '../../../../test/support/class-register-tables.ts';
import { formatNumber } from '../text.ts';

const { pupils, register } = classRegister(400, 3_000);
const grade = new Map(pupils.map((p) => [p['Pupil No'], p.Grade]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dance school register' });
  await uploadTables(t, ws, [
    { content: toCsv(pupils), filename: 'pupils.csv' },
    { content: toCsv(register.map(({ iso: _iso, ...line }) => line)), filename: 'register.csv' },
  ]);
}, 180_000);

describe('attendances as the rows a register marks Present', () => {
  it('"how many attendances in March 2025" counts the Present rows of March', async () => {
    const n = register.filter((r) => r.Mark === 'Present' && r.iso.startsWith('2025-03')).length;
    expectAnswered(await askBuiltin(t, ws, 'How many attendances in March 2025?'), formatNumber(n));
  });

  it('"ballet attendances of the Grade 3 pupils" keeps the Present rows of those pupils', async () => {
    const n = register.filter((r) => r.Mark === 'Present' && r.Style === 'Ballet' && grade.get(r['Pupil No']) === 'Grade 3').length;
    expectAnswered(await askBuiltin(t, ws, 'How many Ballet attendances did the Grade 3 pupils have?'), formatNumber(n));
  });

  it('a cell named as written is unchanged: "how many classes were marked absent"', async () => {
    const n = register.filter((r) => r.Mark === 'Absent').length;
    expectAnswered(await askBuiltin(t, ws, 'How many register lines were marked Absent?'), formatNumber(n));
  });

  it('a word the data cannot place still declines: "attendances at the summer gala"', async () => {
    const reply = await askBuiltin(t, ws, 'How many attendances at the summer gala?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
