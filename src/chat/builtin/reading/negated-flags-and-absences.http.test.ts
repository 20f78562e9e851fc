// A yes/no flag said not to be set with a contraction, "not yet" or a "yet" after it: "hires that
// haven't been returned yet" are the hires whose Returned is No (negated-flag-words.ts). And
// "customers who have never hired anything": a verb sharing its stem with the rows' noun (hired,
// hires) is still the verb "anything" follows (absence.ts). Over a tool hire shop's 1,400
// customers and 5,000 hires.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { toolHires } from '../../../../test/support/tool-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { customers, hires } = toolHires(1_400, 5_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'tool hire' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(hires), filename: 'hires.csv' },
  ]);
}, 180_000);

const notReturned = formatNumber(hires.filter((h) => h.returned === 'No').length);
const neverHired = formatNumber(customers.filter((c) => !hires.some((h) => h.customer_id === c.customer_id)).length);

describe('a flag negated by a contraction or "not yet"', () => {
  it('"how many hires haven\'t been returned yet"', async () => {
    expectAnswered(await askBuiltin(t, ws, "How many hires haven't been returned yet?"), notReturned);
  });
  it('"how many hires weren\'t returned"', async () => {
    expectAnswered(await askBuiltin(t, ws, "How many hires weren't returned?"), notReturned);
  });
  it('"how many hires are not yet returned"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many hires are not yet returned?'), notReturned);
  });
  it('control: "how many hires have been returned" keeps the Yes rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many hires have been returned?'), formatNumber(hires.filter((h) => h.returned === 'Yes').length));
  });
});

describe('"anything" after a verb sharing the rows\' stem', () => {
  it('"how many customers have never hired anything"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many customers have never hired anything?'), neverHired);
  });
  it('control: "how many customers have never hired" as before', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many customers have never hired?'), neverHired);
  });
});
