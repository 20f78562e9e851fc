// "How many vehicles on file were first registered before 2010?" beside a First registered column of
// whole years was answered with the years added up (holdout41 motcentre-32, confidently wrong): the
// header named right after the counted noun was taken for a figure each row counts. A column of
// whole years says when something happened, never how many (figure-asked.ts, yearValued); a real
// count beside it is still added up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { mooredBoats } from '../../../../test/support/boat-register-tables.ts';
import { formatNumber } from '../text.ts';

const boats = mooredBoats(1_300);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'marina' });
  await uploadTables(t, ws, [{ content: toCsv(boats), filename: 'moored_boats.csv' }]);
}, 180_000);

describe('a column of whole years is never what "how many" adds up', () => {
  it('"how many boats were built before 1990" counts the boats', async () => {
    const reply = await askBuiltin(t, ws, 'How many boats were built before 1990?');
    expectAnswered(reply, formatNumber(boats.filter((b) => b.built < 1990).length));
  });

  it('"how many boats were built in 2005" counts the boats', async () => {
    const reply = await askBuiltin(t, ws, 'How many boats were built in 2005?');
    expectAnswered(reply, formatNumber(boats.filter((b) => b.built === 2005).length));
  });

  it('control: "how many berths" beside them is still their total', async () => {
    const reply = await askBuiltin(t, ws, 'How many berths are there on Ketch boats?');
    const total = boats.filter((b) => b.class === 'Ketch').reduce((s, b) => s + b.berths, 0);
    if (reply.execution_details.outcome !== 'declined') expect(reply.content).toContain(`**${formatNumber(total)}**`);
  });
});
