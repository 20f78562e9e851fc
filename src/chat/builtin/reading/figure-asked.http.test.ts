// The figure a question asks for against the figure a reading computes, through HTTP over generated
// tables: "how many downloads" over rows each holding a downloads figure adds that figure up; a count
// of things answered by a total of minutes, money ranked by a row count, and "the value of" answered
// by a list of ids are not given as answers; a breakdown by month beside "per <row>" and a
// weekly figure added up are marked uncertain.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { downloadTallies, fundedChildren, monthlyInvoices, nurserySessions, sponsorSpots } from '../../../../test/support/figure-tables.ts';
import { formatNumber } from '../text.ts';

const tallies = downloadTallies(2_000);
const spots = sponsorSpots(1_500);
const sessions = nurserySessions(1_500);
const invoices = monthlyInvoices(1_500);
const children = fundedChildren(1_200);

let t: TestClient;
const ws: Record<string, string> = {};

beforeAll(async () => {
  t = sharedTestApp();
  ws.tallies = await createWorkspace(t, null, { name: 'tallies' });
  await uploadTables(t, ws.tallies, [{ content: toCsv(tallies), filename: 'downloads.csv' }]);
  ws.spots = await createWorkspace(t, null, { name: 'spots' });
  await uploadTables(t, ws.spots, [{ content: toCsv(spots), filename: 'sponsor_spots.csv' }]);
  ws.sessions = await createWorkspace(t, null, { name: 'sessions' });
  await uploadTables(t, ws.sessions, [{ content: toCsv(sessions), filename: 'sessions.csv' }]);
  ws.invoices = await createWorkspace(t, null, { name: 'invoices' });
  await uploadTables(t, ws.invoices, [{ content: toCsv(invoices), filename: 'fee_invoices.csv' }, { content: toCsv(children), filename: 'children.csv' }]);
}, 180_000);

const total = (rows: Tally[]) => rows.reduce((s, r) => s + r.downloads, 0);
type Tally = (typeof tallies)[number];

describe('a counted noun that is a numeric column of the rows', () => {
  it('"how many downloads" adds up the downloads column', async () => {
    expectAnswered(await askBuiltin(t, ws.tallies, 'What is the total number of downloads?'), formatNumber(total(tallies)));
  });

  it('"how many downloads came from the US" adds it up over the US rows', async () => {
    expectAnswered(await askBuiltin(t, ws.tallies, 'How many downloads came from the US?'), formatNumber(total(tallies.filter((r) => r.country === 'US'))));
  });
});

describe('figures that are not what was asked', () => {
  it('"how many late pickups" is not the total of late pickup minutes', async () => {
    const reply = await askBuiltin(t, ws.sessions, 'How many late pickups have we had?');
    const minutes = sessions.reduce((s, r) => s + r.late_pickup_mins, 0);
    expect(reply.content).not.toContain(`**${formatNumber(minutes)}**`);
  });

  it('"which sponsor spent the most" is not ranked by rows', async () => {
    const reply = await askBuiltin(t, ws.spots, 'Which sponsor spent the most with us?');
    expect(reply.content).not.toContain('**Acme Loans**');
  });

  it('"the value of unpaid invoices" is not a list of invoice refs', async () => {
    const reply = await askBuiltin(t, ws.sessions, 'What is the value of unpaid invoices?');
    expect(reply.content).not.toMatch(/\*\*INV\d{4}\*\*/);
  });
});

describe('readings marked uncertain for the figure they compute', () => {
  it('"average monthly amount due per invoice" broken down by month is marked uncertain', async () => {
    const reply = await askBuiltin(t, ws.invoices, 'Average monthly amount due per invoice for Baby Room');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('a figure per week added up over the rows is marked uncertain', async () => {
    const reply = await askBuiltin(t, ws.invoices, 'Funded hours used per nursery');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
