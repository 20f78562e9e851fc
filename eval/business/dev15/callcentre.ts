// A call centre: its agents (CSV) and the calls they took (Parquet) sharing agent_id. Handle time is
// in minutes and wait time in seconds (units in the headers); satisfaction scores are blank when the
// caller skipped the survey; hourly rates are "$18.50" text; start dates are written "12 Mar 2021";
// agents report to supervisors, so "supervisors with more than N agents" filters on a group's count.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, names, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { moneyText, monthsOf, uniqueNames } from './shared.ts';

interface Agent { id: string; name: string; team: string; site: string; supervisor: string; started: string; rate: number }
interface Call { id: number; agent: string; date: string; queue: string; handle: number; wait: number; outcome: string; csat: number | null }

const FIRST = ['Amir', 'Beth', 'Callum', 'Demi', 'Euan', 'Freya', 'Gareth', 'Holly', 'Imran', 'Jodie', 'Kyle', 'Leah', 'Marcus', 'Niamh', 'Owen', 'Paige', 'Rhys', 'Sian', 'Tariq', 'Zoe', 'Aled', 'Bronwen', 'Connor', 'Dana'];
const LAST = ['Walsh', 'Murray', 'Quinn', 'Reid', 'Baxter', 'Doyle', 'Ferguson', 'Hughes', 'Kerr', 'McAllister', 'Morgan', 'Pritchard', 'Rees', 'Shah', 'Sutherland', 'Thomas', 'Watt', 'Young', 'Bell', 'Campbell', 'Duffy', 'Gallagher', 'Lloyd', 'Owens', 'Price', 'Stewart', 'Wallace', 'Boyle', 'Jenkins', 'Maguire', 'Nolan', 'Powell', 'Ross', 'Hart', 'Kaur', 'Patel', 'Malik', 'Grant', 'Hunter', 'Ellis', 'Fox', 'Mills', 'Lynch', 'Byrne', 'Moran', 'Cole'];
const TEAMS = ['Billing', 'Tech Support', 'Sales', 'Retentions'];
const SITES = ['Cardiff', 'Glasgow', 'Belfast'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): { agents: Agent[]; calls: Call[] } {
  const random = createRandom(15_002);
  const people = uniqueNames(() => `${random.pick(FIRST)} ${random.pick(LAST)}`, 1_060);
  const supervisors = people.slice(0, 40);
  const agents = people.slice(40).map((name, i): Agent => {
    const supervisor = supervisors[Math.min(39, Math.floor(Math.abs(random.normal(20, 11))))];
    return {
      id: `AG${String(2_001 + i)}`,
      name,
      team: random.weighted(TEAMS, [30, 28, 24, 18]),
      site: random.weighted(SITES, [40, 35, 25]),
      supervisor,
      started: random.date('2016-01-01', '2025-06-30'),
      rate: random.float(11.5, 24, 2),
    };
  });
  const calls: Call[] = [];
  const busy = agents.map((a) => ({ a, w: random.chance(0.02) ? random.int(14, 40) : random.int(1, 9) }));
  const pool = busy.flatMap(({ a, w }) => Array.from({ length: w }, () => a));
  for (let i = 0; i < 120_000; i++) {
    const agent = random.pick(pool);
    const date = random.date('2024-01-01', '2025-09-30');
    if (date < agent.started) continue;
    const queue = random.chance(0.8) ? agent.team : random.pick(TEAMS);
    const outcome = random.weighted(['Resolved', 'Escalated', 'Callback', 'Abandoned'], [68, 12, 10, 10]);
    const handle = outcome === 'Abandoned' ? roundTo(random.float(0.1, 1.5, 2), 2) : roundTo(Math.max(0.8, random.normal(queue === 'Tech Support' ? 14 : 8, 4)), 2);
    calls.push({
      id: 5_000_001 + calls.length,
      agent: agent.id,
      date,
      queue,
      handle,
      wait: random.int(5, queue === 'Billing' ? 900 : 420),
      outcome,
      csat: outcome !== 'Abandoned' && random.chance(0.35) ? random.weighted([1, 2, 3, 4, 5], [5, 8, 17, 35, 35]) : null,
    });
  }
  return { agents, calls };
}

const writtenDay = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const AGENT_COLUMNS: Column<Agent>[] = [
  { header: 'agent_id', value: (r) => r.id },
  { header: 'agent_name', value: (r) => r.name },
  { header: 'team', value: (r) => r.team },
  { header: 'site', value: (r) => r.site },
  { header: 'supervisor', value: (r) => r.supervisor },
  { header: 'start_date', value: (r) => writtenDay(r.started) },
  { header: 'hourly_rate', value: (r) => moneyText(r.rate, '$') },
];
const CALL_COLUMNS: Column<Call>[] = [
  { header: 'call_id', value: (r) => r.id, sqlType: 'BIGINT' },
  { header: 'agent_id', value: (r) => r.agent },
  { header: 'call_date', value: (r) => r.date, sqlType: 'DATE' },
  { header: 'queue', value: (r) => r.queue },
  { header: 'handle_time_min', value: (r) => r.handle, sqlType: 'DOUBLE' },
  { header: 'wait_time_sec', value: (r) => r.wait, sqlType: 'INTEGER' },
  { header: 'outcome', value: (r) => r.outcome },
  { header: 'csat_score', value: (r) => r.csat, sqlType: 'INTEGER' },
];

export const callcentre: BusinessSchema = {
  name: 'callcentre',
  description: 'A call centre: 1,020 agents (CSV) and ~115,000 calls (Parquet) sharing agent_id; minutes and seconds in headers, blank satisfaction scores, "$" rates as text',
  async build(dir) {
    const { agents, calls } = generate();
    const files = [await writeCsv(join(dir, 'agents.csv'), AGENT_COLUMNS, agents), await writeParquet(join(dir, 'calls.parquet'), CALL_COLUMNS, calls)];
    const q = questionSet('callcentre');
    const agentOf = new Map(agents.map((a) => [a.id, a]));
    const of = (c: Call) => agentOf.get(c.agent)!;
    const on = (from: string, to: string) => (c: Call) => between(c.date, from, to);
    const in2025 = on('2025-01-01', '2025-12-31');

    q.ask('How many calls have we handled in total?', count(calls.length));
    q.ask('how many calls were abandoned in 2025', count(countWhere(calls, (c) => c.outcome === 'Abandoned' && in2025(c))));
    q.ask("What's our abandon rate?", percent(percentOf(countWhere(calls, (c) => c.outcome === 'Abandoned'), calls.length)));
    q.ask('What is the average handle time?', amount(avgOf(calls, (c) => c.handle)));
    q.ask('How many hours did agents spend on calls in 2025?', amount(sumOf(calls, (c) => c.handle, in2025) / 60, 1));
    q.ask('What is the average wait time in minutes?', amount(avgOf(calls, (c) => c.wait) / 60));
    q.ask('Which agent took the most calls?', winner(groupBy(calls, (c) => of(c).name, 'count')));
    q.ask('Top 3 agents by resolved calls', ranking(ranked(groupBy(calls, (c) => of(c).name, 'count', undefined, (c) => c.outcome === 'Resolved'), 3)));
    q.ask('Which site has the best average satisfaction score?', winner(groupBy(calls, (c) => of(c).site, 'avg', (c) => c.csat)));
    const billing = q.ask('Average CSAT for calls taken by the Billing team', amount(avgOf(calls, (c) => c.csat, (c) => of(c).team === 'Billing')));
    q.followUp(billing, 'what about Sales?', amount(avgOf(calls, (c) => c.csat, (c) => of(c).team === 'Sales')));
    q.ask('How many calls have no satisfaction score?', count(countWhere(calls, (c) => c.csat === null)));
    q.ask('How many different agents in Glasgow took calls in January 2025?', count(new Set(calls.filter((c) => of(c).site === 'Glasgow' && on('2025-01-01', '2025-01-31')(c)).map((c) => c.agent)).size));
    q.ask('Calls per month in 2024', countsBy(new Map(monthsOf(2024).map((m) => [m, countWhere(calls, (c) => c.date.startsWith(m))]))));
    q.ask('On average how many calls do we get a month in 2024?', amount(countWhere(calls, on('2024-01-01', '2024-12-31')) / 12, 1));
    q.ask('Number of calls by queue', countsBy(groupBy(calls, (c) => c.queue, 'count')));
    q.ask('What percentage of Tech Support queue calls were escalated?', percent(percentOf(countWhere(calls, (c) => c.queue === 'Tech Support' && c.outcome === 'Escalated'), countWhere(calls, (c) => c.queue === 'Tech Support'))));
    q.ask('What was the longest call, in hours?', amount(maxOf(calls, (c) => c.handle) / 60, 2));
    q.ask('How many agents earn more than $20 an hour?', count(countWhere(agents, (a) => a.rate > 20)));
    q.ask('Average hourly rate by site', breakdown(groupBy(agents, (a) => a.site, 'avg', (a) => a.rate)));
    const perSupervisor = groupBy(agents, (a) => a.supervisor, 'count');
    q.ask('How many supervisors have more than 30 agents?', count([...perSupervisor.values()].filter((n) => n > 30).length));
    q.ask('Which supervisors look after more than 40 agents?', names([...perSupervisor].filter(([, n]) => n > 40).map(([k]) => k)));
    q.ask('Which supervisor has the biggest team?', winner(perSupervisor));
    q.ask('How many agents work in Belfast?', count(countWhere(agents, (a) => a.site === 'Belfast')));
    q.ask('How many agents joined in 2024?', count(countWhere(agents, (a) => between(a.started, '2024-01-01', '2024-12-31'))));
    q.ask('Which queue has the longest average wait?', winner(groupBy(calls, (c) => c.queue, 'avg', (c) => c.wait)));
    q.ask('Average handle time for Cardiff agents in Q1 2025', amount(avgOf(calls, (c) => c.handle, (c) => of(c).site === 'Cardiff' && on('2025-01-01', '2025-03-31')(c))));
    q.ask('How many calls were resolved between 1 June and 31 August 2025?', count(countWhere(calls, (c) => c.outcome === 'Resolved' && on('2025-06-01', '2025-08-31')(c))));
    q.ask('Calls by outcome for the Retentions team', countsBy(groupBy(calls, (c) => c.outcome, 'count', undefined, (c) => of(c).team === 'Retentions')));
    q.ask('Which team has the highest share of escalated calls?', winner(new Map(TEAMS.map((t) => [t, percentOf(countWhere(calls, (c) => of(c).team === t && c.outcome === 'Escalated'), countWhere(calls, (c) => of(c).team === t))]))));

    q.ask('How many calls were transferred to another department?', decline('no transfer flag'));
    q.ask('What time of day do we get the most calls?', decline('no time of day, only a date'));
    q.ask('Which agent has the most sick days?', decline('no absence records'));
    q.ask('What is our first contact resolution rate per customer?', decline('no customer id'));
    q.ask('What is our NPS?', decline('no NPS, only CSAT'));
    q.ask('How much revenue did the Sales team generate?', decline('no sales value column'));
    q.ask('How many calls were from repeat callers?', decline('no caller id'));
    q.ask('What is the average call cost per minute?', decline('no cost column'));
    q.ask('How many agents left the company in 2025?', decline('no leaving date'));
    return { files, questions: q.questions };
  },
};
