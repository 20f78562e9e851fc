// A support desk's tickets: statuses asked as "still open", "were closed", "escalated cases";
// tickets also called cases; "resolution hrs" and "CSAT pct" headers asked in words ("how long it
// took to resolve", "satisfaction"); customer tiers and priorities asked by share and breakdown.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from './dates.ts';

export interface Ticket { ticket: number; opened: string; tier: string; priority: string; status: string; agent: string; hours: number; csat: number | null }

const TIERS = ['Gold', 'Silver', 'Bronze'];
const PRIORITIES = ['High', 'Medium', 'Low'];
const AGENTS = ['Priya Raman', 'Tom Becker', 'Lucia Ferraro', 'Ahmed Saleh', 'Grace Liu', 'Owen Price'];

export function generate(): Ticket[] {
  const random = createRandom(5404);
  return Array.from({ length: 2_500 }, (_, i): Ticket => {
    const priority = random.weighted(PRIORITIES, [22, 45, 33]);
    const status = random.weighted(['Closed', 'Open', 'Pending', 'Escalated'], [68, 14, 11, 7]);
    return {
      ticket: 30_001 + i,
      opened: random.date('2023-07-01', '2024-12-31'),
      tier: random.weighted(TIERS, [20, 35, 45]),
      priority,
      status,
      agent: random.weighted(AGENTS, [21, 18, 17, 16, 15, 13]),
      hours: random.float(0.5, priority === 'High' ? 24 : 72, 1),
      csat: status === 'Closed' ? random.int(40, 100) : null,
    };
  });
}

export const COLUMNS: Column<Ticket>[] = [
  { header: 'ticket_no', value: (r) => r.ticket },
  { header: 'opened_date', value: (r) => r.opened },
  { header: 'customer_tier', value: (r) => r.tier },
  { header: 'priority', value: (r) => r.priority },
  { header: 'status', value: (r) => r.status },
  { header: 'assigned_agent', value: (r) => r.agent },
  { header: 'resolution_hrs', value: (r) => r.hours },
  { header: 'csat_pct', value: (r) => r.csat },
];

export const tickets: BusinessSchema = {
  name: 'tickets',
  description: 'Support tickets: 2,500 rows, statuses asked as "still open" and "were closed", tickets called cases (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'support_tickets.csv'), COLUMNS, rows)];
    const q = questionSet('tickets');
    const hours = (r: Ticket) => r.hours;
    const opened = (from: string, to: string) => (r: Ticket) => between(r.opened, from, to);

    q.ask('How many tickets are still open?', count(countWhere(rows, (r) => r.status === 'Open')));
    q.ask('How many tickets were closed?', count(countWhere(rows, (r) => r.status === 'Closed')));
    q.ask('How many cases were escalated?', count(countWhere(rows, (r) => r.status === 'Escalated')));
    q.ask('How many tickets are pending?', count(countWhere(rows, (r) => r.status === 'Pending')));
    q.ask('What is the average resolution time in hours?', amount(avgOf(rows, hours)));
    q.ask('Average resolution hrs for high priority tickets', amount(avgOf(rows, hours, (r) => r.priority === 'High')));
    q.ask('Which agent closed the most tickets?', winner(groupBy(rows, (r) => r.agent, 'count', undefined, (r) => r.status === 'Closed')));
    q.ask('What share of tickets are high priority?', percent(percentOf(countWhere(rows, (r) => r.priority === 'High'), rows.length)));
    q.ask('Tickets by priority', countsBy(groupBy(rows, (r) => r.priority, 'count')));
    q.ask('Number of tickets per agent', countsBy(groupBy(rows, (r) => r.agent, 'count')));
    q.ask('Which customer tier raised the most tickets?', winner(groupBy(rows, (r) => r.tier, 'count')));
    q.ask('What is the average CSAT?', amount(avgOf(rows, (r) => r.csat)));
    q.ask('How many tickets were opened in December 2024?', count(countWhere(rows, opened('2024-12-01', '2024-12-31'))));
    q.ask('How many tickets from Jan to Mar 2024?', count(countWhere(rows, opened('2024-01-01', '2024-03-31'))));
    q.ask('Which agent has the lowest average csat pct?', winner(groupBy(rows, (r) => r.agent, 'avg', (r) => r.csat), 'asc'));
    q.ask('What proportion of Gold tier tickets were escalated?', percent(percentOf(countWhere(rows, (r) => r.tier === 'Gold' && r.status === 'Escalated'), countWhere(rows, (r) => r.tier === 'Gold'))));
    q.ask('Ticket count broken down by status', countsBy(groupBy(rows, (r) => r.status, 'count')));
    q.ask('Average resolution hours split by priority', breakdown(groupBy(rows, (r) => r.priority, 'avg', hours)));
    q.ask('How many tickets took more than 48 hours to resolve?', count(countWhere(rows, (r) => r.hours > 48)));
    q.ask('How many cases were opened in H2 2023?', count(countWhere(rows, opened('2023-07-01', '2023-12-31'))));
    q.ask('Number of tickets opened in Q2 2024', count(countWhere(rows, opened('2024-04-01', '2024-06-30'))));
    q.ask("What is Grace Liu's average resolution time?", amount(avgOf(rows, hours, (r) => r.agent === 'Grace Liu')));
    q.ask('How many Bronze customers tickets are still open?', count(countWhere(rows, (r) => r.tier === 'Bronze' && r.status === 'Open')));
    q.ask('Which priority has the longest average resolution time?', winner(groupBy(rows, (r) => r.priority, 'avg', hours)));
    q.ask('How many tickets were opened between 1 and 15 May 2024?', count(countWhere(rows, opened('2024-05-01', '2024-05-15'))));
    q.ask('Count of tickets by customer tier', countsBy(groupBy(rows, (r) => r.tier, 'count')));
    q.ask('What percentage of tickets were closed?', percent(percentOf(countWhere(rows, (r) => r.status === 'Closed'), rows.length)));
    q.ask('Average satisfaction score by agent', breakdown(groupBy(rows, (r) => r.agent, 'avg', (r) => r.csat)));
    q.ask('How many high priority tickets were raised before 2024?', count(countWhere(rows, (r) => r.priority === 'High' && r.opened < '2024-01-01')));
    q.ask('Which month of 2024 had the most tickets?', { kind: 'date', value: [...groupBy(rows, (r) => r.opened.slice(0, 7), 'count', undefined, (r) => r.opened.startsWith('2024'))].sort(([, a], [, b]) => b - a)[0][0] });

    q.ask('Which product generates the most tickets?', decline('no product column'));
    q.ask('What is the first response time for Gold customers?', decline('no first response column'));
    q.ask('How many tickets were reopened?', decline('no reopened flag'));
    q.ask('Which channel do customers contact us through most?', decline('no channel column'));
    return { files, questions: q.questions };
  },
};
