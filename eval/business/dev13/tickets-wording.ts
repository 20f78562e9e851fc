// dev5's support tickets (2,500 rows: tiers, priorities, four statuses, six agents, "resolution_hrs"
// and a "csat_pct" blank until closed) asked again in the many ways managers type the same
// intents: possessives ("Tom Becker's average CSAT"), "vs", "what fraction", "#", "no. of",
// a filter first ("For Gold customers, ..."), "across", "for each" and short imperatives.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, ranked } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { writeCsv } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { COLUMNS, generate, type Ticket } from '../dev5/tickets.ts';

export const ticketsWording: BusinessSchema = {
  name: 'tickets-wording',
  description: "dev5's support tickets (2,500 rows, CSV) asked in paraphrases",
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'support_tickets.csv'), COLUMNS, rows)];
    const q = questionSet('tickets-wording');
    const hours = (r: Ticket) => r.hours;
    const csat = (r: Ticket) => r.csat;
    const agent = (a: string) => (r: Ticket) => r.agent === a;
    const opened = (from: string, to: string) => (r: Ticket) => between(r.opened, from, to);

    q.ask('Show me the number of tickets per agent', countsBy(groupBy(rows, (r) => r.agent, 'count')));
    q.ask('Tickets broken down by customer tier', countsBy(groupBy(rows, (r) => r.tier, 'count')));
    q.ask('avg resolution hrs by priority', breakdown(groupBy(rows, (r) => r.priority, 'avg', hours)));
    q.ask("For Gold customers, what's the average resolution time?", amount(avgOf(rows, hours, (r) => r.tier === 'Gold')));
    q.ask("What's Tom Becker's average CSAT?", amount(avgOf(rows, csat, agent('Tom Becker'))));
    q.ask('Priya Raman vs Owen Price ticket count', countsBy(groupBy(rows, (r) => r.agent, 'count', undefined, (r) => r.agent === 'Priya Raman' || r.agent === 'Owen Price')));
    q.ask('How does the average resolution time of High priority tickets compare with Low?', breakdown(groupBy(rows, (r) => r.priority, 'avg', hours, (r) => r.priority !== 'Medium')));
    q.ask('Which 3 agents closed the most tickets?', ranking(ranked(groupBy(rows, (r) => r.agent, 'count', undefined, (r) => r.status === 'Closed'), 3)));
    q.ask('What fraction of tickets are escalated?', percent(percentOf(countWhere(rows, (r) => r.status === 'Escalated'), rows.length)));
    q.ask('% of tickets still pending', percent(percentOf(countWhere(rows, (r) => r.status === 'Pending'), rows.length)));
    q.ask('What proportion of High priority tickets are still open?', percent(percentOf(countWhere(rows, (r) => r.priority === 'High' && r.status === 'Open'), countWhere(rows, (r) => r.priority === 'High'))));
    q.ask('No. of open tickets', count(countWhere(rows, (r) => r.status === 'Open')));
    q.ask('# of escalated tickets in 2024', count(countWhere(rows, (r) => r.status === 'Escalated' && r.opened.startsWith('2024'))));
    q.ask('How many tickets did Grace Liu handle?', count(countWhere(rows, agent('Grace Liu'))));
    q.ask("Grace Liu's ticket count", count(countWhere(rows, agent('Grace Liu'))));
    q.ask('Which agent has the highest avg CSAT?', winner(groupBy(rows, (r) => r.agent, 'avg', csat)));
    q.ask('Which tier has the longest average resolution time?', winner(groupBy(rows, (r) => r.tier, 'avg', hours)));
    q.ask('Average CSAT split by customer tier', breakdown(groupBy(rows, (r) => r.tier, 'avg', csat)));
    q.ask('Total resolution hours by agent', breakdown(groupBy(rows, (r) => r.agent, 'sum', hours)));
    q.ask("What's the overall average CSAT score?", amount(avgOf(rows, csat)));
    q.ask('In Q1 2024, how many tickets were opened?', count(countWhere(rows, opened('2024-01-01', '2024-03-31'))));
    q.ask('Which agent handled the fewest tickets?', winner(groupBy(rows, (r) => r.agent, 'count'), 'asc'));
    q.ask('Longest resolution time', amount(maxOf(rows, hours)));
    q.ask('Shortest resolution time for a High priority ticket', amount(minOf(rows, hours, (r) => r.priority === 'High')));
    q.ask('How many Silver tier tickets were closed?', count(countWhere(rows, (r) => r.tier === 'Silver' && r.status === 'Closed')));
    q.ask('Give me a breakdown of tickets by status', countsBy(groupBy(rows, (r) => r.status, 'count')));
    q.ask('Median resolution hours', amount(medianOf(rows, hours)));
    q.ask('Number of High priority tickets per tier', countsBy(groupBy(rows, (r) => r.tier, 'count', undefined, (r) => r.priority === 'High')));
    q.ask('How many tickets have a CSAT below 50?', count(countWhere(rows, (r) => r.csat !== null && r.csat < 50)));
    q.ask('What is the average resolution time across all tickets?', amount(avgOf(rows, hours)));
    q.ask('Average resolution time for each agent', breakdown(groupBy(rows, (r) => r.agent, 'avg', hours)));
    q.ask('Bronze vs Gold: number of tickets', countsBy(groupBy(rows, (r) => r.tier, 'count', undefined, (r) => r.tier !== 'Silver')));
    q.ask('Which priority level has the most tickets?', winner(groupBy(rows, (r) => r.priority, 'count')));
    q.ask('How many tickets were handled by Lucia Ferraro in 2024?', count(countWhere(rows, (r) => r.agent === 'Lucia Ferraro' && r.opened.startsWith('2024'))));
    q.ask('Escalated tickets by agent', countsBy(groupBy(rows, (r) => r.agent, 'count', undefined, (r) => r.status === 'Escalated')));
    q.ask("What's the average CSAT for closed tickets?", amount(avgOf(rows, csat, (r) => r.status === 'Closed')));
    q.ask('Total number of tickets', count(rows.length));
    q.ask('In December 2023, what was the average resolution time?', amount(avgOf(rows, hours, opened('2023-12-01', '2023-12-31'))));
    q.ask('Ticket count for each priority', countsBy(groupBy(rows, (r) => r.priority, 'count')));
    q.ask('Show me the average CSAT of each agent', breakdown(groupBy(rows, (r) => r.agent, 'avg', csat)));

    q.ask('Rank agents by average resolution time', ranking(ranked(groupBy(rows, (r) => r.agent, 'avg', hours), 6)));
    q.ask('Bottom 2 agents by CSAT', ranking(ranked(groupBy(rows, (r) => r.agent, 'avg', csat), 2, 'asc')));
    q.ask('How many tickets are assigned to Ahmed Saleh?', count(countWhere(rows, agent('Ahmed Saleh'))));
    q.ask('What percentage of Gold tier tickets are closed?', percent(percentOf(countWhere(rows, (r) => r.tier === 'Gold' && r.status === 'Closed'), countWhere(rows, (r) => r.tier === 'Gold'))));

    q.ask('Which product has the most tickets?', decline('no product column'));
    q.ask('Average first response time by agent', decline('no first response column'));
    q.ask('How many tickets were reopened?', decline('no reopened flag'));
    q.ask("What's the average CSAT for Platinum customers?", decline('no Platinum tier'));
    q.ask('How many tickets did Maria Lopez close?', decline('no such agent'));
    q.ask('Number of tickets opened in 2021', decline('the tickets start in July 2023'));
    q.ask('Average handle time per channel', decline('no channel column'));
    q.ask('Which region raises the most tickets?', decline('no region column'));
    return { files, questions: q.questions };
  },
};
