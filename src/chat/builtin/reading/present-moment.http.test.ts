// Words saying the present moment, asked through HTTP over 1,400 allotment plots: "how many plots
// are vacant right now", "at the moment" ask for the plots' status as recorded, like "currently".
// Declined before: "right" (and "moment") could not be placed. Controls: a state no column records
// ("free") is still not answered; "currently" reads as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const plots = Array.from({ length: 1_400 }, (_, i) => ({
  plot_ref: `P-${10_000 + i}`,
  site: ['Riverside', 'Hillcrest', 'Mill Lane'][(i * 7 + Math.floor(i / 5)) % 3],
  status: ['Let', 'Let', 'Vacant', 'Let', 'Overgrown', 'Let', 'Vacant'][(i * 3 + Math.floor(i / 11)) % 7],
  size_m2: 100 + (i % 5) * 50,
}));

let t: TestApp;
let ws = '';

beforeAll(async () => {
  t = await startTestApp();
  ws = await createWorkspace(t, null, { name: 'allotments' });
  await uploadTables(t, ws, [{ content: toCsv(plots), filename: 'plots.csv' }]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const vacant = plots.filter((p) => p.status === 'Vacant');

describe('the present moment is the state the rows record', () => {
  it.each(['How many plots are vacant right now?', 'How many plots are vacant at the moment?', 'How many plots are vacant currently?'])('"%s" counts the vacant plots', async (question) => {
    expectAnswered(await askBuiltin(t, ws, question), formatNumber(vacant.length));
  });

  it('"how many Riverside plots are vacant right now" keeps the site too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many Riverside plots are vacant right now?'), formatNumber(vacant.filter((p) => p.site === 'Riverside').length));
  });

  it('control: a state no column records ("free") is still not answered', async () => {
    const reply = await askBuiltin(t, ws, 'How many plots are free for visitors right now?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
