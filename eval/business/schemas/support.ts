// Support tickets: one CSV with timestamps, empty closed_at for open tickets, sparse satisfaction
// scores, and a header with a unit ("First Response (min)").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Ticket {
  id: number;
  createdAt: string;
  closedAt: string | null;
  priority: string;
  channel: string;
  product: string;
  agent: string;
  status: string;
  satisfaction: number | null;
  firstResponseMin: number;
}

const PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'];
const CHANNELS = ['Email', 'Phone', 'Chat', 'Web Form'];
const PRODUCTS = ['Billing Portal', 'Mobile App', 'Desktop Client', 'API', 'Payments', 'Reporting'];

function generate(): Ticket[] {
  const random = createRandom(66);
  const agents = personNames(random, 18);
  const agentWeights = agents.map((_, i) => 1 + (i % 6) * 0.37 + random.next() * 0.2);
  return Array.from({ length: 5_000 }, (_, i): Ticket => {
    const created = Date.parse(`${random.date('2023-01-01', '2024-12-31')}T00:00:00Z`) + random.int(0, 86_399) * 1_000;
    const priority = random.weighted(PRIORITIES, [35, 40, 18, 7]);
    const status = created > Date.parse('2024-12-01T00:00:00Z') ? random.weighted(['Open', 'Pending', 'Resolved'], [45, 25, 30]) : random.weighted(['Resolved', 'Closed', 'Open'], [55, 43, 2]);
    const done = status === 'Resolved' || status === 'Closed';
    const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const urgency = { Low: 300, Medium: 150, High: 60, Urgent: 15 }[priority]!;
    return {
      id: 70_001 + i,
      createdAt: stamp(created),
      closedAt: done ? stamp(created + random.int(600, 14 * 86_400) * 1_000) : null,
      priority,
      channel: random.weighted(CHANNELS, [40, 20, 30, 10]),
      product: random.weighted(PRODUCTS, [22, 26, 12, 9, 19, 12]),
      agent: random.weighted(agents, agentWeights),
      status,
      satisfaction: done && random.chance(0.6) ? random.weighted([1, 2, 3, 4, 5], [6, 9, 20, 35, 30]) : null,
      firstResponseMin: Math.max(1, Math.round(urgency * (0.3 + random.next() * 1.4))),
    };
  });
}

const COLUMNS: Column<Ticket>[] = [
  { header: 'ticket_id', value: (t) => t.id },
  { header: 'created_at', value: (t) => t.createdAt },
  { header: 'closed_at', value: (t) => t.closedAt },
  { header: 'priority', value: (t) => t.priority },
  { header: 'channel', value: (t) => t.channel },
  { header: 'product', value: (t) => t.product },
  { header: 'agent', value: (t) => t.agent },
  { header: 'status', value: (t) => t.status },
  { header: 'satisfaction_score', value: (t) => t.satisfaction },
  { header: 'First Response (min)', value: (t) => t.firstResponseMin },
];

export const support: BusinessSchema = {
  name: 'support',
  description: 'Support tickets: 5,000 rows (CSV, timestamps, sparse scores)',
  async build(dir) {
    const rows = generate();
    const file = await writeCsv(join(dir, 'tickets.csv'), COLUMNS, rows);
    const score = (t: Ticket) => t.satisfaction;
    const response = (t: Ticket) => t.firstResponseMin;
    const perAgent = groupBy(rows, (t) => t.agent, 'count');
    const someAgent = [...perAgent.keys()][4];
    const q = questionSet('support');

    q.ask('How many tickets are currently open?', count(countWhere(rows, (t) => t.status === 'Open')));
    q.ask('How many urgent tickets came in by phone?', count(countWhere(rows, (t) => t.priority === 'Urgent' && t.channel === 'Phone')));
    q.ask('What is the average first response time for Urgent tickets?', amount(avgOf(rows, response, (t) => t.priority === 'Urgent')));
    q.ask('Which agent handled the most tickets?', winner(perAgent));
    q.ask('Average satisfaction score by channel', breakdown(groupBy(rows, (t) => t.channel, 'avg', score)));
    q.ask('How many tickets were created in Q4 2024?', count(countWhere(rows, (t) => t.createdAt.startsWith('2024') && quarterOf(t.createdAt) === 4)));
    q.ask('Which product gets the most tickets?', winner(groupBy(rows, (t) => t.product, 'count')));
    q.ask(
      'What share of rated tickets got a satisfaction score of 5?',
      percent(percentOf(countWhere(rows, (t) => t.satisfaction === 5), countWhere(rows, (t) => t.satisfaction !== null))),
    );
    q.ask('How many tickets have no satisfaction score?', count(countWhere(rows, (t) => t.satisfaction === null)));
    q.ask(`What is the average satisfaction score of ${someAgent}?`, amount(avgOf(rows, score, (t) => t.agent === someAgent)));
    q.ask('Top 3 agents by number of tickets', ranking(ranked(perAgent, 3)));
    q.ask('Tickets per priority', countsBy(groupBy(rows, (t) => t.priority, 'count')));
    q.ask('How many tickets about the Mobile App were created in 2023?', count(countWhere(rows, (t) => t.product === 'Mobile App' && t.createdAt.startsWith('2023'))));
    q.ask('Which channel has the slowest average first response?', winner(groupBy(rows, (t) => t.channel, 'avg', response)));
    q.ask('How many tickets came in through the Web Form?', count(countWhere(rows, (t) => t.channel === 'Web Form')));
    q.ask('Which product has the lowest average satisfaction score?', winner(groupBy(rows, (t) => t.product, 'avg', score), 'asc'));
    q.ask('How many High priority tickets are still open or pending?', count(countWhere(rows, (t) => t.priority === 'High' && (t.status === 'Open' || t.status === 'Pending'))));
    q.ask('How many tickets were opened in November 2024?', count(countWhere(rows, (t) => t.createdAt.startsWith('2024-11'))));
    q.ask('What percentage of tickets are about Payments?', percent(percentOf(countWhere(rows, (t) => t.product === 'Payments'), rows.length)));
    q.ask('Average first response time per priority', breakdown(groupBy(rows, (t) => t.priority, 'avg', response)));
    q.ask('In which month did we receive the most tickets?', month(busiestMonth(rows, (t) => t.createdAt)));
    const api = q.ask('How many tickets are about the API?', count(countWhere(rows, (t) => t.product === 'API')));
    q.followUp(api, 'and about Reporting?', count(countWhere(rows, (t) => t.product === 'Reporting')));
    const email = q.ask('What is the average satisfaction score for Email tickets?', amount(avgOf(rows, score, (t) => t.channel === 'Email')));
    q.followUp(email, 'And for Chat?', amount(avgOf(rows, score, (t) => t.channel === 'Chat')));

    q.ask('What is the average age of the customers who opened tickets?', decline('no customer age'));
    q.ask('How much did we refund for tickets about Payments?', decline('no refund column'));
    q.ask('How many tickets did agent Zorro Vance handle?', decline('no agent Zorro Vance'));
    q.ask('How many tickets were written in German?', decline('no language column'));
    return { files: [file], questions: q.questions };
  },
};
