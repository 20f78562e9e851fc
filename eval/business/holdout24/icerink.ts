// A town ice rink's 2024/25 season: 520 scheduled sessions (XLSX: date as "12 Oct 2024" text,
// start time, type, capacity) and 60,000 ticket lines (CSV) sharing `Session ID`. Traps: a ticket
// line is one purchase of `Qty` places, so places sold are summed, not counted; the purchase time
// is not the session's date (online tickets are bought days ahead); amounts include skate hire;
// refunded lines are marked "Refunded" in an otherwise blank column; session ids like "S-2417".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Session {
  id: string;
  date: string;
  start: string;
  type: string;
  capacity: number;
}

interface Ticket {
  no: string;
  session: string;
  bought: string;
  type: string;
  qty: number;
  hire: boolean;
  amount: number;
  channel: string;
  refunded: boolean;
}

// type, weight, capacity range, start times
const SESSION_TYPES: [string, number, [number, number], string[]][] = [
  ['Public Skate', 48, [250, 400], ['10:00', '12:30', '15:00', '17:30']],
  ['Disco Night', 14, [300, 400], ['19:30', '20:00']],
  ['Learn to Skate', 20, [40, 80], ['09:00', '16:30', '18:00']],
  ['Hockey Training', 10, [30, 45], ['06:30', '21:00', '21:30']],
  ['Figure Club', 8, [20, 35], ['07:00', '18:30']],
];
const PRICES: Record<string, number> = { Adult: 9.5, Child: 7, Concession: 7.5, Student: 8 };
const HIRE = 3.5;

function generate(): { sessions: Session[]; tickets: Ticket[] } {
  const random = createRandom(40_201);
  const sessions: Session[] = [];
  for (let i = 0; i < 520; i++) {
    const [type, , [lo, hi], starts] = random.weighted(SESSION_TYPES, SESSION_TYPES.map((t) => t[1]));
    sessions.push({ id: '', date: random.date('2024-09-01', '2025-03-31'), start: random.pick(starts), type, capacity: random.int(lo, hi) });
  }
  sessions.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  sessions.forEach((s, i) => (s.id = `S-${2401 + i}`));
  const weights = sessions.map((s) => s.capacity * (s.type === 'Disco Night' ? 1.3 : 1) * (s.date >= '2024-12-01' && s.date <= '2025-01-05' ? 1.6 : 1) * (0.4 + random.next()));
  const tickets: Ticket[] = [];
  for (let i = 0; i < 60_000; i++) {
    const s = random.weighted(sessions, weights);
    const type = s.type === 'Hockey Training' || s.type === 'Figure Club' ? random.weighted(['Adult', 'Student'], [60, 40]) : random.weighted(['Adult', 'Child', 'Concession', 'Student'], [38, 34, 12, 16]);
    const qty = s.type === 'Learn to Skate' || s.type === 'Hockey Training' || s.type === 'Figure Club' ? 1 : random.weighted([1, 2, 3, 4], [40, 34, 16, 10]);
    const hire = s.type === 'Hockey Training' || s.type === 'Figure Club' ? false : random.chance(s.type === 'Learn to Skate' ? 0.7 : 0.55);
    const channel = random.weighted(['Online', 'Box Office'], [57, 43]);
    const ahead = channel === 'Online' ? random.int(0, 9) : 0;
    const bought = `${addDays(s.date, -ahead)} ${String(random.int(8, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const lesson = s.type === 'Learn to Skate' ? 4 : s.type === 'Hockey Training' || s.type === 'Figure Club' ? 2.5 : s.type === 'Disco Night' ? 1.5 : 0;
    tickets.push({
      no: '',
      session: s.id,
      bought,
      type,
      qty,
      hire,
      amount: roundTo(qty * (PRICES[type] + lesson + (hire ? HIRE : 0)), 2),
      channel,
      refunded: random.chance(type === 'Child' ? 0.035 : 0.02),
    });
  }
  tickets.sort((a, b) => a.bought.localeCompare(b.bought) || a.session.localeCompare(b.session));
  tickets.forEach((t, i) => (t.no = `T${String(3_000_001 + i)}`));
  return { sessions, tickets };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'Session ID', value: (s) => s.id },
  { header: 'Session Date', value: (s) => longDate(s.date) },
  { header: 'Start', value: (s) => s.start },
  { header: 'Session Type', value: (s) => s.type },
  { header: 'Capacity', value: (s) => s.capacity },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'Ticket No', value: (t) => t.no },
  { header: 'Session ID', value: (t) => t.session },
  { header: 'Purchased At', value: (t) => t.bought },
  { header: 'Ticket Type', value: (t) => t.type },
  { header: 'Qty', value: (t) => t.qty },
  { header: 'Skate Hire', value: (t) => (t.hire ? 'Yes' : 'No') },
  { header: 'Amount (£)', value: (t) => t.amount.toFixed(2) },
  { header: 'Channel', value: (t) => t.channel },
  { header: 'Refund', value: (t) => (t.refunded ? 'Refunded' : null) },
];

export const icerink: BusinessSchema = {
  name: 'icerink',
  description: "An ice rink's 2024/25 season: 520 sessions (XLSX) and 60,000 ticket purchases with quantities, skate hire and refunds (CSV) sharing Session ID",
  async build(dir) {
    const { sessions, tickets } = generate();
    const files = [
      await writeXlsx(join(dir, 'sessions.xlsx'), 'Sessions', SESSION_COLUMNS, sessions),
      await writeCsv(join(dir, 'ticket_sales.csv'), TICKET_COLUMNS, tickets),
    ];
    const q = questionSet('icerink');
    const byId = new Map(sessions.map((s) => [s.id, s]));
    const ses = (t: Ticket) => byId.get(t.session)!;
    const kept = (t: Ticket) => !t.refunded;
    const amt = (t: Ticket) => t.amount;
    const qty = (t: Ticket) => t.qty;
    const heldIn = (m: string) => (t: Ticket) => ses(t).date.startsWith(m);
    const refundRate = (() => {
      const all = groupBy(tickets, (t) => t.type, 'count');
      const ref = groupBy(tickets, (t) => t.type, 'count', undefined, (t) => t.refunded);
      return new Map([...all].map(([k, n]) => [k, percentOf(ref.get(k) ?? 0, n)]));
    })();

    q.ask('How many ticket sales have we had this season?', count(tickets.length));
    q.ask('How many skating places did we sell, not counting refunded tickets?', count(sumOf(tickets, qty, kept)));
    q.ask('Total ticket revenue excluding refunds', amount(sumOf(tickets, amt, kept)));
    q.ask('How many sessions were on the schedule?', count(sessions.length));
    q.ask('sessions by type', countsBy(groupBy(sessions, (s) => s.type, 'count')));
    q.ask('Revenue by ticket type (ignore refunded ones)', breakdown(groupBy(tickets, (t) => t.type, 'sum', amt, kept)));
    q.ask('What share of ticket sales were made online?', percent(percentOf(countWhere(tickets, (t) => t.channel === 'Online'), tickets.length)));
    q.ask('What percentage of ticket sales included skate hire?', percent(percentOf(countWhere(tickets, (t) => t.hire), tickets.length)));
    q.ask('How many tickets were refunded?', count(countWhere(tickets, (t) => t.refunded)));
    q.ask('How much money did we refund?', amount(sumOf(tickets, amt, (t) => t.refunded)));
    q.ask('Which session type brings in the most money?', winner(groupBy(tickets, (t) => ses(t).type, 'sum', amt, kept)));
    q.ask('Average amount per online ticket sale', amount(avgOf(tickets, amt, (t) => t.channel === 'Online')));
    q.ask('Which single session sold the most places?', winner(groupBy(tickets, (t) => t.session, 'sum', qty)));
    const dec = q.ask('Revenue for sessions held in December 2024, refunds excluded', amount(sumOf(tickets, amt, (t) => kept(t) && heldIn('2024-12')(t))));
    q.followUp(dec, 'and January?', amount(sumOf(tickets, amt, (t) => kept(t) && heldIn('2025-01')(t))));
    q.ask('What is the total capacity across all sessions?', count(sumOf(sessions, (s) => s.capacity)));
    q.ask('How many disco nights did we run?', count(countWhere(sessions, (s) => s.type === 'Disco Night')));
    q.ask('Average capacity of a public skate session', amount(avgOf(sessions, (s) => s.capacity, (s) => s.type === 'Public Skate'), 1));
    q.ask('Top 3 session types by number of ticket sales', ranking(ranked(groupBy(tickets, (t) => ses(t).type, 'count'), 3)));
    q.ask('Box office takings on tickets bought in Q4 2024, refunds excluded', amount(sumOf(tickets, amt, (t) => kept(t) && t.channel === 'Box Office' && t.bought.startsWith('2024') && quarterOf(t.bought) === 4)));
    q.ask('In which month were the most tickets bought?', month(busiestMonth(tickets, (t) => t.bought)));
    q.ask('Average number of places per ticket sale', amount(avgOf(tickets, qty), 2));
    q.ask('How many child places did we sell?', count(sumOf(tickets, qty, (t) => t.type === 'Child')));
    q.ask('Concession ticket revenue, refunds excluded', amount(sumOf(tickets, amt, (t) => kept(t) && t.type === 'Concession')));
    q.ask('When was the first session of the season?', day(dateRange(sessions, (s) => s.date).first));
    q.ask('When was the last ticket bought?', day(dateRange(tickets, (t) => t.bought).last));
    q.ask('How many sessions start at 7:30pm or later?', count(countWhere(sessions, (s) => s.start >= '19:30')));
    q.ask('Average sale amount by channel', breakdown(groupBy(tickets, (t) => t.channel, 'avg', amt)));
    q.ask('How much did Hockey Training bring in (no refunds)?', amount(sumOf(tickets, amt, (t) => kept(t) && ses(t).type === 'Hockey Training')));
    q.ask('Which ticket type gets refunded most often, proportionally?', winner(refundRate));
    q.ask('How many tickets were bought between 20 and 24 December 2024?', count(countWhere(tickets, (t) => t.bought >= '2024-12-20' && t.bought < '2024-12-25')));
    q.ask('How many Learn to Skate places were sold for February 2025 sessions?', count(sumOf(tickets, qty, (t) => ses(t).type === 'Learn to Skate' && heldIn('2025-02')(t))));
    q.ask('Overall occupancy: places sold (excluding refunds) as a percentage of total session capacity', percent(percentOf(sumOf(tickets, qty, kept), sumOf(sessions, (s) => s.capacity))));

    q.ask('What was the ice temperature during disco nights?', decline('no ice temperature'));
    q.ask('How many times was the ice resurfaced in January?', decline('no resurfacing log'));
    q.ask('What is the average age of our skaters?', decline('no ages'));
    q.ask('Which skate sizes are hired most?', decline('no skate sizes'));
    q.ask('How many injuries were reported this season?', decline('no incident data'));
    q.ask('How much did the café take on disco nights?', decline('no café sales'));
    q.ask('How did ticket sales compare with the 2023/24 season?', decline('only the 2024/25 season'));
    q.ask('How many tickets will we sell next season?', decline('a forecast'));
    q.ask('Which coach runs the most Learn to Skate classes?', decline('no coach column'));
    q.ask('Why were tickets refunded?', decline('no refund reason'));
    q.ask('How full was the car park on Saturday nights?', decline('no parking data'));
    return { files, questions: q.questions };
  },
};
