// Kinds of confident mistakes on a split written without reading the engine, asked through HTTP over
// generated tables: money taken over rows whose cancelled ones keep their price; money paid to a
// group read as the price charged for its work; a figure asked of what its header leaves out (VAT
// of charge_ex_vat); a pronoun standing for an earlier answer; a phrasal verb read as a cell ("did
// we take in" as Work = Take in); revenue brought in read as paid money only; a deposit read as
// what a ticket took, and a garment's Collected status read as money collected; "type of work" read
// as another column's type.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv, totals } from '../../../../test/support/business-tables.ts';
import { alterationTickets, salonAppointments, tuningVisits } from '../../../../test/support/shop-ledger-tables.ts';
import { formatNumber } from '../text.ts';

const salon = salonAppointments(3_000);
const tuning = tuningVisits(600, 2_400);
const tickets = alterationTickets(2_000);

let t: TestClient;
const ws: Record<string, string> = {};

beforeAll(async () => {
  t = sharedTestApp();
  ws.salon = await createWorkspace(t, null, { name: 'salon' });
  await uploadTables(t, ws.salon, [{ content: toCsv(salon), filename: 'appointments.csv' }]);
  ws.tuning = await createWorkspace(t, null, { name: 'tuning' });
  await uploadTables(t, ws.tuning, [{ content: toCsv(tuning.pianos), filename: 'pianos.csv' }, { content: toCsv(tuning.visits), filename: 'visits.csv' }]);
  ws.tickets = await createWorkspace(t, null, { name: 'tickets' });
  await uploadTables(t, ws.tickets, [{ content: toCsv(tickets), filename: 'alteration_tickets.csv' }]);
}, 180_000);

const notConfident = (reply: BuiltinReply) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
const winner = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0];

describe('money taken over rows called off that keep their price', () => {
  it('"which branch took the most money" is not answered over cancelled rows still priced', async () => {
    notConfident(await askBuiltin(t, ws.salon, 'Which branch took the most money?'));
  });

  it('a total price per branch, no verb of taking, is answered over every row as before', async () => {
    const [branch, value] = winner(totals(salon, (r) => r.branch, (r) => Number(r['Price (£)'])));
    const reply = await askBuiltin(t, ws.salon, 'Which branch has the highest total price?');
    expectAnswered(reply, branch);
    expect(reply.content).toContain(formatNumber(value));
  });
});

describe('money paid to a group', () => {
  it('"how much do we pay each technician" is not read as the price charged for their work', async () => {
    notConfident(await askBuiltin(t, ws.salon, 'How much do we pay each technician?'));
  });

  it('the price by technician is still answered', async () => {
    const reply = await askBuiltin(t, ws.salon, 'Total price by technician');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
  });
});

describe('a pronoun standing for an earlier answer', () => {
  it('"how many completed appointments have they had" after a question naming one technician is not answered over every row', async () => {
    const first = await askBuiltin(t, ws.salon, 'Which technician has the most appointments?');
    notConfident(await askBuiltin(t, ws.salon, 'How many completed appointments have they had?', first.conversation_id));
  });

  it('a question with no pronoun in the same conversation is answered', async () => {
    const first = await askBuiltin(t, ws.salon, 'Which technician has the most appointments?');
    const reply = await askBuiltin(t, ws.salon, 'How many appointments were completed?', first.conversation_id);
    expectAnswered(reply, formatNumber(salon.filter((r) => r.status === 'Completed').length));
  });
});

describe('what a header leaves out', () => {
  it('"how much VAT did we charge" over charge_ex_vat is not answered', async () => {
    notConfident(await askBuiltin(t, ws.tuning, 'How much VAT did we charge in total?'));
  });

  it('"total charged ex VAT" is answered', async () => {
    const sum = tuning.visits.reduce((s, v) => s + Number(v.charge_ex_vat), 0);
    expectAnswered(await askBuiltin(t, ws.tuning, 'Total charged ex VAT across all visits'), formatNumber(sum));
  });
});

describe('revenue brought in', () => {
  it('"which town brings in the most revenue" ranks the charges of every visit, paid or not', async () => {
    const town = new Map(tuning.pianos.map((p) => [p.piano_id, p.town]));
    const [best, value] = winner(totals(tuning.visits, (v) => town.get(v.piano_id)!, (v) => Number(v.charge_ex_vat)));
    const reply = await askBuiltin(t, ws.tuning, 'Which town brings in the most revenue?');
    expectAnswered(reply, best);
    expect(reply.content).toContain(formatNumber(value));
  });
});

describe('tickets: a deposit beside the price, a garment status, a phrasal verb as a cell', () => {
  it('"which tailor has brought in the most money" adds up the price of every ticket, not the deposits', async () => {
    const [best, value] = winner(totals(tickets, (r) => r.tailor, (r) => Number(r['Price £'])));
    const reply = await askBuiltin(t, ws.tickets, 'Which tailor has brought in the most money?');
    expectAnswered(reply, best);
    expect(reply.content).toContain(formatNumber(value));
  });

  it('"how much in deposits have we taken" is still the deposits', async () => {
    const sum = tickets.reduce((s, r) => s + Number(r['Deposit £']), 0);
    expectAnswered(await askBuiltin(t, ws.tickets, 'How much in deposits have we taken?'), formatNumber(sum));
  });

  it('"which month did we take in the most tickets" is not read as the Take in tickets', async () => {
    notConfident(await askBuiltin(t, ws.tickets, 'Which month did we take in the most tickets?'));
  });

  it('"total price by type of work" is not grouped by the customer type', async () => {
    notConfident(await askBuiltin(t, ws.tickets, 'Total price by type of work'));
  });

  it('"total price by customer type" is grouped by it', async () => {
    const reply = await askBuiltin(t, ws.tickets, 'Total price by customer type');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain('Walk-in');
  });

  it('"how many Take in tickets" still counts that cell', async () => {
    expectAnswered(await askBuiltin(t, ws.tickets, 'How many Take in tickets are there?'), formatNumber(tickets.filter((r) => r.work === 'Take in').length));
  });
});
