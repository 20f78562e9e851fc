// Three readings that used to be confident and wrong, over 1,500 generated loans with two dates
// (approval_date written before application_date), an interest rate in percent and borrower ids
// that run through 2024 and 2025, asked through HTTP. Expected values are computed from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(1414);
const day = (from: number, days: number) => new Date(from + days * 86_400_000).toISOString().slice(0, 10);
const start = Date.parse('2023-10-01T00:00:00Z');
const loans = Array.from({ length: 1_500 }, (_, i) => {
  const applied = day(start, int(rand, 0, 760));
  return {
    loan_id: 60_001 + i,
    borrower_id: 1_900 + (i % 300),
    branch: pick(rand, ['Leeds', 'York', 'Hull']),
    approval_date: day(Date.parse(`${applied}T00:00:00Z`), int(rand, 20, 90)),
    application_date: applied,
    interest_rate_pct: Math.round((3 + rand() * 9) * 100) / 100,
    amount: int(rand, 20, 400) * 100,
  };
});
const inYear = (date: string, year: number) => date.startsWith(String(year));
const bookings = Array.from({ length: 1_200 }, (_, i) => {
  const booked = day(start, int(rand, 0, 700));
  return {
    booking_id: 90_001 + i,
    booked_on: booked,
    departure_date: day(Date.parse(`${booked}T00:00:00Z`), int(rand, 10, 200)),
    status: pick(rand, ['Completed', 'Confirmed', 'Cancelled']),
    price: int(rand, 300, 4_000),
  };
});

const tickets = Array.from({ length: 1_500 }, (_, i) => {
  const created = day(start, int(rand, 0, 500));
  return {
    ticket_id: 30_001 + i,
    created_at: created,
    closed_at: rand() < 0.2 ? '' : day(Date.parse(`${created}T00:00:00Z`), int(rand, 0, 60)),
    priority: pick(rand, ['Low', 'High']),
  };
});

let t: TestClient;
let ws = '';
let travel = '';
let support = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'loans' });
  await uploadTables(t, ws, [{ content: toCsv(loans), filename: 'loans.csv' }]);
  travel = await createWorkspace(t, null, { name: 'travel' });
  await uploadTables(t, travel, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
  support = await createWorkspace(t, null, { name: 'support' });
  await uploadTables(t, support, [{ content: toCsv(tickets), filename: 'tickets.csv' }]);
}, 120_000);

describe('a period over a table with two dates', () => {
  it('"how many loans in 2025" does not put the year on the first date with confidence', async () => {
    const reply = await askBuiltin(t, ws, 'How many loans were there in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('application_date');
  });

  it('"loans applied for in York in 2025" puts the year on the date its word begins (application_date)', async () => {
    const reply = await askBuiltin(t, ws, 'How many loans were applied for in York in 2025?');
    expectAnswered(reply, formatNumber(loans.filter((l) => l.branch === 'York' && inYear(l.application_date, 2025)).length));
  });
});

describe('a period over rows created on their first date', () => {
  it('"tickets opened in November 2024" is the creation date, every row having one', async () => {
    const reply = await askBuiltin(t, support, 'How many tickets were opened in November 2024?');
    expectAnswered(reply, formatNumber(tickets.filter((x) => x.created_at.startsWith('2024-11')).length));
  });

  it('"tickets in November 2024" says which of the two dates it used', async () => {
    const reply = await askBuiltin(t, support, 'How many high priority tickets were there in November 2024?');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toContain('closed_at');
  });
});

describe('a verb before the period', () => {
  it('"completed bookings departing in 2025" reads departure_date, though "bookings" begins booked_on', async () => {
    const reply = await askBuiltin(t, travel, 'How many completed bookings departing in 2025 are there?');
    expectAnswered(reply, formatNumber(bookings.filter((b) => b.status === 'Completed' && inYear(b.departure_date, 2025)).length));
  });
});

describe('a rate asked as a total', () => {
  it('"how much interest did we earn" does not add up interest_rate_pct', async () => {
    const reply = await askBuiltin(t, ws, 'How much interest did we earn?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"the total interest rate" is declined, and the average is still answered', async () => {
    const total = await askBuiltin(t, ws, 'What is the total interest rate across all loans?');
    expect(total.execution_details.outcome, total.content).not.toBe('answered');
    const average = loans.reduce((s, l) => s + l.interest_rate_pct, 0) / loans.length;
    expectAnswered(await askBuiltin(t, ws, 'What is the average interest rate?'), formatNumber(Math.round(average * 100) / 100));
  });
});

describe('a follow-up giving only a year', () => {
  it('"and in 2025?" after a question about 2024 changes the period, not a borrower id 2025', async () => {
    const first = await askBuiltin(t, ws, 'How many loans were approved in 2024?');
    expectAnswered(first, formatNumber(loans.filter((l) => inYear(l.approval_date, 2024)).length));
    const next = await askBuiltin(t, ws, 'And in 2025?', first.conversation_id);
    expectAnswered(next, formatNumber(loans.filter((l) => inYear(l.approval_date, 2025)).length));
  });
});
