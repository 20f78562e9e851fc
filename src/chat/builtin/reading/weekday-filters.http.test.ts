// "How many jobs were on Saturdays?", "revenue at weekends" over a window cleaner's 2,000 dated
// jobs: the rows whose date falls on those days of the week (weekday-filters.ts), beside any period
// said; a weekday over rows with no date of their own is declined, never dropped.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { cleaningRound } from '../../../../test/support/cleaning-round-tables.ts';
import { formatNumber } from '../text.ts';

const { customers, jobs } = cleaningRound(2_000, 917);
/** ISO day of the week, Monday 1 to Sunday 7. */
const isoDay = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const on = (days: number[]) => jobs.filter((j) => days.includes(isoDay(j.job_date)));
let t: TestClient;
let ws: string;
let undated: string;
let studio: string;
const classes = Array.from({ length: 300 }, (_, i) => ({ class_id: 1 + i, class_date: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 365) * 86_400_000).toISOString().slice(0, 10), studio: ['Kiln', 'Wheel'][i % 2] }));
const bookings = Array.from({ length: 1_500 }, (_, i) => ({
  booking_id: 50_001 + i,
  class_id: 1 + ((i * 31) % 300),
  booked_on: new Date(Date.UTC(2024, 11, 1) + ((i * 13) % 390) * 86_400_000).toISOString().slice(0, 10),
  seats: 1 + (i % 3),
}));
const campaigns = Array.from({ length: 1_200 }, (_, i) => ({
  campaign_id: 1 + i,
  campaign_name: `${['Black Friday', 'Spring Sale', 'Summer Sale'][i % 3]} ${2020 + (i % 5)} #${i}`,
  start_date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  end_date: new Date(Date.UTC(2020, 0, 15) + i * 86_400_000).toISOString().slice(0, 10),
}));

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'window round weekdays' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
  undated = await createWorkspace(t, null, { name: 'window round customers only' });
  await uploadTables(t, undated, [{ content: toCsv(Array.from({ length: 1_200 }, (_, i) => ({ customer_id: 1 + i, town: ['Ashby', 'Carlton'][i % 2], visits: 1 + (i % 9) }))), filename: 'round_customers.csv' }]);
  studio = await createWorkspace(t, null, { name: 'pottery studio weekdays' });
  await uploadTables(t, studio, [
    { content: toCsv(classes), filename: 'classes.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
    { content: toCsv(campaigns), filename: 'campaigns.csv' },
  ]);
}, 180_000);

describe('days of the week over a date column', () => {
  it('has over 1,000 jobs', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
  });

  it('"How many jobs were on Saturdays?" counts the Saturday jobs', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many jobs were on Saturdays?'), formatNumber(on([6]).length));
  });

  it('"at weekends" is Saturday and Sunday, beside a period', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many jobs at weekends?'), formatNumber(on([6, 7]).length));
    const total = on([6, 7]).filter((j) => j.job_date.startsWith('2025')).reduce((a, j) => a + j.price, 0);
    expectAnswered(await askBuiltin(t, ws, 'total price of jobs at the weekend in 2025'), formatNumber(total));
  });

  it('"on a Sunday" and "on weekdays"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many jobs on a Sunday?'), formatNumber(on([7]).length));
    expectAnswered(await askBuiltin(t, ws, 'How many jobs on weekdays?'), formatNumber(on([1, 2, 3, 4, 5]).length));
  });

  it('"Saturday or Sunday" is either day, "excluding weekends" every other day', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many jobs were on a Saturday or Sunday?'), formatNumber(on([6, 7]).length));
    expectAnswered(await askBuiltin(t, ws, 'How many jobs excluding weekends?'), formatNumber(on([1, 2, 3, 4, 5]).length));
  });

  it('a share of the rows on a weekday is a part of all of them, or declined', async () => {
    const reply = await askBuiltin(t, ws, 'What percentage of jobs were on a Saturday?');
    expect(reply.content).not.toContain('**100');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`(${formatNumber(on([6]).length)} of ${formatNumber(jobs.length)}`);
  });

  it('"seats booked for Saturday classes" takes the Saturdays of the classes\' date, not of the booking', async () => {
    const saturday = new Set(classes.filter((c) => isoDay(c.class_date) === 6).map((c) => c.class_id));
    const reply = await askBuiltin(t, studio, 'How many seats were booked for Saturday classes?');
    const byBooking = bookings.filter((b) => isoDay(b.booked_on) === 6).reduce((a, b) => a + b.seats, 0);
    expect(reply.content).not.toContain(`**${formatNumber(byBooking)}**`);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(bookings.filter((b) => saturday.has(b.class_id)).reduce((a, b) => a + b.seats, 0))}**`);
  });

  it('a day in a name ("Black Friday campaigns") is no day of the week', async () => {
    const reply = await askBuiltin(t, studio, 'How many Black Friday campaigns did we run?');
    expect(reply.content).not.toContain('days of the week');
  });

  it('a weekday over rows with no date is declined', async () => {
    const reply = await askBuiltin(t, undated, 'How many customers on Saturdays?');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
  });
});

// "closed the most jobs excluding weekends" over repair jobs whose one date is opened_date and whose
// status holds Closed: the weekdays are those of the closing, which no date records, so the question
// is declined; the opening's weekdays are still read.
describe('a weekday of an event no date records', () => {
  let repairs: string;
  const repairJobs = Array.from({ length: 1_500 }, (_, i) => ({
    job_id: 70_001 + i,
    technician: ['Ana Ruiz', 'Ben Cole', 'Cy Moss'][(i * 7) % 3],
    opened_date: new Date(Date.UTC(2025, 0, 1) + ((i * 37) % 365) * 86_400_000).toISOString().slice(0, 10),
    status: ['Closed', 'Open', 'Closed', 'Waiting parts'][i % 4],
  }));

  beforeAll(async () => {
    repairs = await createWorkspace(t, null, { name: 'repair jobs weekdays' });
    await uploadTables(t, repairs, [{ content: toCsv(repairJobs), filename: 'repair_jobs.csv' }]);
  }, 180_000);

  it('declines the weekdays of the closing when the one date is the opening', async () => {
    const reply = await askBuiltin(t, repairs, 'Which technician closed the most jobs excluding weekends?');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
    expect(reply.content).toContain('opened');
  });

  it('still reads the weekdays of the opening', async () => {
    const saturdays = repairJobs.filter((j) => isoDay(j.opened_date) === 6).length;
    expectAnswered(await askBuiltin(t, repairs, 'How many jobs were opened on Saturdays?'), formatNumber(saturdays));
  });
});
