// "How much did students pay in total?" over lessons with a "Fee (EUR)" beside term invoices with an
// amount_paid_eur: what was paid is the invoices' amount paid (paid-column-elsewhere.ts), never the
// total of the lesson fees; the lookup's groups still apply ("piano students"), and a question that
// needs the lessons' own columns is declined rather than answered from the fees.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { tuition } from '../../../../test/support/tuition-tables.ts';
import { formatNumber } from '../text.ts';

const { students, lessons, invoices } = tuition(400);
const instrumentOf = new Map(students.map((s) => [s.student_id, s.instrument]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'music school' });
  await uploadTables(t, ws, [
    { content: toCsv(students), filename: 'students.csv' },
    { content: toCsv(lessons), filename: 'lessons.csv' },
    { content: toCsv(invoices), filename: 'term_invoices.csv' },
  ]);
}, 180_000);

describe('money paid, beside fees of another table', () => {
  it('what the students paid is the invoices\' amount paid', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did students pay in total?'), money(sum(invoices.map((i) => i.amount_paid_eur))));
  });

  it('a group of the students is taken through the invoices', async () => {
    const piano = invoices.filter((i) => instrumentOf.get(i.student_id) === 'Piano');
    expectAnswered(await askBuiltin(t, ws, 'How much did piano students pay?'), money(sum(piano.map((i) => i.amount_paid_eur))));
  });

  it('the lesson fees are never given as what was paid', async () => {
    const reply = await askBuiltin(t, ws, 'How much did students pay for lessons taught by Rosa?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the fees are still read when asked for', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the total lesson fee?'), money(sum(lessons.map((l) => l['Fee (EUR)']))));
  });
});
