// "How much did felling jobs bring in?" over jobs holding "Estimate (£)" beside "Billed (£)": two
// money columns leave no one column for a money verb, but money coming in is never an estimate, so
// the verb names the bills (the takings column). A verb of money going out names neither.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { treeSurgery } from '../../../../test/support/tree-surgery-tables.ts';
import { formatNumber } from '../text.ts';

const { clients, jobs } = treeSurgery(1_300, 4_717);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'money verbs beside estimates' });
  await uploadTables(t, ws, [
    { content: toCsv(clients), filename: 'clients.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
}, 180_000);

const billed = (work: string) => jobs.filter((j) => j.work_type === work).reduce((s, j) => s + (j['Billed (£)'] ?? 0), 0);

describe('a verb of money coming in names the bills beside an estimate', () => {
  it('"how much did felling jobs bring in" adds up the felling bills', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did Felling jobs bring in?'), formatNumber(billed('Felling')));
  });

  it('"how much did we make from stump grinding" adds up those bills', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we make from Stump grinding?'), formatNumber(billed('Stump grinding')));
  });

  it('"how much did we spend on felling" is money going out and is not answered from the bills', async () => {
    const reply = await askBuiltin(t, ws, 'How much did we spend on Felling?');
    expect(reply.execution_details.outcome === 'answered' && reply.content.includes(`**${formatNumber(billed('Felling'))}**`), reply.content).toBe(false);
  });
});
