// "How many accounts are called The Plough?" asked through HTTP over 1,200 trade accounts whose
// names repeat (The Plough in many villages): a verb of naming ("called", "named") right before a
// cell of the name column restates that cell (cell-verbs.ts), so the accounts holding it are counted
// outright, not with a doubt about the verb. Expected values computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pubAccounts } from '../../../../test/support/pub-account-tables.ts';
import { formatNumber } from '../text.ts';

const accounts = pubAccounts(1_200);
const count = (f: (a: (typeof accounts)[number]) => boolean) => formatNumber(accounts.filter(f).length);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'brewery accounts' });
  await uploadTables(t, ws, [{ content: toCsv(accounts), filename: 'trade_accounts.csv' }]);
}, 180_000);

describe('a verb of naming before a name cell', () => {
  it('"how many accounts are called The Plough" counts them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many accounts are called The Plough?'), count((a) => a.account_name === 'The Plough'));
  });

  it('"how many pubs in Wells are named The Bell" keeps the other cells', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many pubs in Wells are named The Bell?'), count((a) => a.account_name === 'The Bell' && a.village === 'Wells' && a.account_type === 'Pub'));
  });
});
