// A cell named by the noun for its own table's rows ("how many members" beside a level "Member"),
// debits and credits of a signed amount column ("the largest single debit", "the biggest single
// credit"), and the sign of a balance ("overdrawn", "a negative balance"), asked through HTTP over
// 1,500 ledger entries beside 1,000 suppliers and 1,400 members. Expected values are computed here
// from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { clubMembers, ledgerEntries, suppliers } from '../../../../test/support/ledger-tables.ts';
import { formatNumber } from '../text.ts';

const entries = ledgerEntries(1_500);
const members = clubMembers(1_400);

let t: TestClient;
let ledgerWs = '';
let membersWs = '';

beforeAll(async () => {
  t = sharedTestApp();
  ledgerWs = await createWorkspace(t, null, { name: 'ledger' });
  await uploadTables(t, ledgerWs, [
    // The suppliers first: a question naming no column must still find the ledger's amounts.
    { content: toCsv(suppliers(1_000)), filename: 'suppliers.csv' },
    { content: toCsv(entries), filename: 'ledger.csv' },
  ]);
  membersWs = await createWorkspace(t, null, { name: 'members' });
  await uploadTables(t, membersWs, [{ content: toCsv(members), filename: 'members.csv' }]);
}, 120_000);

describe('the noun naming the rows', () => {
  it('"how many members do we have" counts every member, not those whose level is Member', async () => {
    expect(members.filter((m) => m.membership_level === 'Member').length).toBeLessThan(members.length);
    const reply = await askBuiltin(t, membersWs, 'How many members do we have?');
    expectAnswered(reply, formatNumber(members.length));
  });

  it('"how many members belong to the Riverside club" counts every Riverside member', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many members belong to the Riverside club?');
    expectAnswered(reply, formatNumber(members.filter((m) => m.club === 'Riverside').length));
  });

  it('"how many student members" still takes the level named beside the noun', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many student members are there?');
    expectAnswered(reply, formatNumber(members.filter((m) => m.membership_level === 'Student').length));
  });
});

describe('the sign of a balance', () => {
  const overdrawn = members.filter((m) => m.account_balance < 0);

  it('"overdrawn (negative balance)" counts the balances below zero', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many members are overdrawn (negative balance)?');
    expectAnswered(reply, formatNumber(overdrawn.length));
  });

  it('"overdrawn" alone reads the one signed balance', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many members at the Docklands club are overdrawn?');
    expectAnswered(reply, formatNumber(overdrawn.filter((m) => m.club === 'Docklands').length));
  });

  it('"a positive balance" counts the balances above zero', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many members have a positive balance?');
    expectAnswered(reply, formatNumber(members.filter((m) => m.account_balance > 0).length));
  });
});

describe('debits and credits of a signed amount', () => {
  it('"the largest single debit" is the most negative amount, as a magnitude', async () => {
    const reply = await askBuiltin(t, ledgerWs, 'What was the largest single debit?');
    expectAnswered(reply, formatNumber(Math.max(...entries.filter((e) => e.amount < 0).map((e) => -e.amount))));
  });

  it('"the largest single travel payment" is the largest outgoing travel amount', async () => {
    const reply = await askBuiltin(t, ledgerWs, 'What was the largest single travel payment?');
    expectAnswered(reply, formatNumber(Math.max(...entries.filter((e) => e.category === 'Travel').map((e) => -e.amount))));
  });

  it('"the biggest single credit" is the largest positive amount', async () => {
    const reply = await askBuiltin(t, ledgerWs, 'What was the biggest single credit?');
    expectAnswered(reply, formatNumber(Math.max(...entries.map((e) => e.amount))));
  });

  it('"the smallest single credit" is the smallest positive amount, not the most negative one', async () => {
    const reply = await askBuiltin(t, ledgerWs, 'What was the smallest single credit?');
    expectAnswered(reply, formatNumber(Math.min(...entries.filter((e) => e.amount > 0).map((e) => e.amount))));
  });
});
