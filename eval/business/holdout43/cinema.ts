// An independent three-screen cinema: 1,800 screenings from January 2024 to November 2025 (XLSX:
// screening id, film, certificate, screen, date, start time, format, seats, status) and 33,000
// tickets (CSV: ticket id, screening id, the day it was sold, type, channel, price and booking fee
// in pounds, a refund flag) sharing `screening_id`. Traps: screening and ticket ids that look
// numeric, units in the money headers, booking fees blank at the box office, refunded tickets
// (flag "Y" or blank) beside the rest, cancelled screenings, free comp tickets, the certificate
// "U" and "PG" values, and a revival of "Total Recall" that is no total.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Screening {
  id: number;
  film: string;
  cert: string;
  screen: string;
  date: string;
  time: string;
  format: string;
  seats: number;
  status: string;
}

interface Ticket {
  id: number;
  screening: number;
  sold: string;
  type: string;
  channel: string;
  price: number;
  fee: number | null;
  refunded: boolean;
}

// film, certificate, first day shown, popularity
const FILMS: [string, string, string, number][] = [
  ['Dune: Part Two', '12A', '2024-03-01', 9], ['Poor Things', '18', '2024-01-12', 5], ['The Holdovers', '15', '2024-01-19', 4], ['Inside Out 2', 'U', '2024-06-14', 8],
  ['Kinds of Kindness', '15', '2024-06-28', 3], ['Wicked', 'PG', '2024-11-22', 9], ['Conclave', 'PG', '2024-11-29', 7], ['Paddington in Peru', 'PG', '2024-11-08', 8],
  ['Anora', '18', '2024-11-01', 5], ['The Brutalist', '18', '2025-01-24', 4], ['A Complete Unknown', '15', '2025-01-24', 6], ['Flow', 'U', '2025-02-07', 4],
  ['Wallace & Gromit: Vengeance Most Fowl', 'PG', '2024-12-18', 6], ['Sinners', '15', '2025-04-18', 6], ['Nosferatu', '15', '2025-01-01', 5], ['Total Recall', '15', '2024-07-01', 2],
  ['Casablanca', 'U', '2024-02-09', 2], ['Lilo & Stitch', 'U', '2025-05-23', 7], ['Superman', '12A', '2025-07-11', 6], ['The Ballad of Wallis Island', '12A', '2025-05-30', 5],
];
const SCREENS: [string, number][] = [['Screen 1', 180], ['Screen 2', 96], ['Studio', 42]];
const TIMES = ['11:00', '14:15', '17:30', '18:00', '20:15', '20:45'];

function generate(): { screenings: Screening[]; tickets: Ticket[] } {
  const random = createRandom(43_404);
  const screenings: Screening[] = [];
  for (let i = 0; i < 1_800; i++) {
    const date = random.date('2024-01-05', '2025-11-27');
    const showing = FILMS.filter((f) => f[2] <= date && date <= addDays(f[2], f[0] === 'Total Recall' || f[0] === 'Casablanca' ? 45 : 110));
    const film = showing.length ? random.weighted(showing, showing.map((f) => f[3])) : FILMS[0];
    const [screen, seats] = random.weighted(SCREENS, [40, 35, 25]);
    const time = random.pick(TIMES);
    const format = film[0] === 'Dune: Part Two' && random.chance(0.4) ? '3D' : film[3] > 6 && random.chance(0.1) ? 'Relaxed' : random.chance(0.08) ? 'Subtitled' : '2D';
    screenings.push({ id: 0, film: film[0], cert: film[1], screen, date, time, format, seats, status: random.chance(0.03) ? 'Cancelled' : 'Shown' });
  }
  screenings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.screen.localeCompare(b.screen));
  screenings.forEach((s, i) => (s.id = 240_001 + i));
  const weights = screenings.map((s) => {
    const film = FILMS.find((f) => f[0] === s.film)!;
    const evening = s.time >= '17:30' ? 1.6 : 1;
    const weekend = [0, 5, 6].includes(new Date(`${s.date}T00:00:00Z`).getUTCDay()) ? 1.5 : 1;
    return film[3] * evening * weekend * (s.seats / 100) * (s.status === 'Cancelled' ? 0.3 : 1);
  });
  const tickets: Ticket[] = [];
  for (let i = 0; i < 33_000; i++) {
    const s = random.weighted(screenings, weights);
    const family = s.cert === 'U' || s.cert === 'PG';
    let type = random.weighted(['Adult', 'Child', 'Concession', 'Member', 'Comp'], [50, family ? 30 : s.cert === '12A' ? 8 : 0, 14, 18, 2]);
    if (s.cert === '18' && type === 'Child') type = 'Adult';
    const channel = random.chance(0.62) ? 'Online' : 'Box Office';
    const base = { Adult: 11.5, Child: 7.5, Concession: 9, Member: 8, Comp: 0 }[type]!;
    const price = type === 'Comp' ? 0 : base + (s.date >= '2025-04-01' ? 0.5 : 0) + (s.format === '3D' ? 2 : 0) - (s.time === '11:00' ? 2 : 0);
    const sold = addDays(s.date, -random.weighted([0, 1, 2, 4, 7, 14], [35, 20, 15, 12, 10, 8]));
    tickets.push({ id: 0, screening: s.id, sold, type, channel, price, fee: channel === 'Online' && type !== 'Comp' ? 0.95 : null, refunded: s.status === 'Cancelled' || random.chance(0.025) });
  }
  tickets.sort((a, b) => a.sold.localeCompare(b.sold) || a.screening - b.screening);
  tickets.forEach((t, i) => (t.id = 7_000_001 + i));
  return { screenings, tickets };
}

const SCREENING_COLUMNS: Column<Screening>[] = [
  { header: 'screening_id', value: (s) => s.id },
  { header: 'film', value: (s) => s.film },
  { header: 'certificate', value: (s) => s.cert },
  { header: 'screen', value: (s) => s.screen },
  { header: 'show_date', value: (s) => s.date },
  { header: 'start_time', value: (s) => s.time },
  { header: 'format', value: (s) => s.format },
  { header: 'seats', value: (s) => s.seats },
  { header: 'status', value: (s) => s.status },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'ticket_id', value: (t) => t.id },
  { header: 'screening_id', value: (t) => t.screening },
  { header: 'sold_on', value: (t) => t.sold },
  { header: 'ticket_type', value: (t) => t.type },
  { header: 'channel', value: (t) => t.channel },
  { header: 'Price (£)', value: (t) => t.price },
  { header: 'Booking fee (£)', value: (t) => t.fee },
  { header: 'refunded', value: (t) => (t.refunded ? 'Y' : null) },
];

export const cinema: BusinessSchema = {
  name: 'cinema',
  description: "An independent cinema: 1,800 screenings Jan 2024-Nov 2025 (XLSX) and 33,000 tickets with prices and booking fees in pounds and a refund flag (CSV) sharing screening_id",
  async build(dir) {
    const { screenings, tickets } = generate();
    const files = [
      await writeXlsx(join(dir, 'screenings.xlsx'), 'Screenings', SCREENING_COLUMNS, screenings),
      await writeCsv(join(dir, 'tickets.csv'), TICKET_COLUMNS, tickets),
    ];
    const q = questionSet('cinema');
    const screeningOf = new Map(screenings.map((s) => [s.id, s]));
    const s = (t: Ticket) => screeningOf.get(t.screening)!;
    const kept = (t: Ticket) => !t.refunded;
    const price = (t: Ticket) => t.price;
    const shown = (x: Screening) => x.status === 'Shown';
    const keptTickets = countWhere(tickets, kept);
    const perScreening = groupBy(tickets, (t) => String(t.screening), 'count', undefined, kept);

    q.ask('how many screenings have we put on the programme in total?', count(screenings.length));
    q.ask('How many screenings got cancelled?', count(countWhere(screenings, (x) => !shown(x))));
    q.ask('total number of tickets sold, refunds and all', count(tickets.length));
    q.ask('how many tickets were refunded?', count(countWhere(tickets, (t) => t.refunded)));
    q.ask('ticket takings not counting refunds or booking fees', amount(sumOf(tickets, price, kept)));
    q.ask('how much have we made from booking fees (refunded tickets left out)?', amount(sumOf(tickets, (t) => t.fee, kept)));
    q.ask('top 5 films by ticket takings, refunds excluded', ranking(ranked(groupBy(tickets, (t) => s(t).film, 'sum', price, kept), 5)));
    q.ask('Which film sold the most tickets? ignore refunds', winner(groupBy(tickets, (t) => s(t).film, 'count', undefined, kept)));
    const tr = q.ask('what did Total Recall take at the box office? not counting refunds', amount(sumOf(tickets, price, (t) => kept(t) && s(t).film === 'Total Recall')));
    q.followUp(tr, 'and how many times did we actually show it?', count(countWhere(screenings, (x) => shown(x) && x.film === 'Total Recall')));
    q.ask('tickets by type, leaving out refunds', countsBy(groupBy(tickets, (t) => t.type, 'count', undefined, kept)));
    q.ask('how many comps have we given away?', count(countWhere(tickets, (t) => t.type === 'Comp')));
    q.ask('What percentage of tickets were bought online?', percent(percentOf(countWhere(tickets, (t) => t.channel === 'Online'), tickets.length)));
    q.ask('average price of an adult ticket', amount(avgOf(tickets, price, (t) => t.type === 'Adult')));
    q.ask('takings per screen (no refunds)', breakdown(groupBy(tickets, (t) => s(t).screen, 'sum', price, kept)));
    q.ask('average tickets per screening that actually went ahead (refunds out)', amount(keptTickets / countWhere(screenings, shown), 1));
    q.ask('How full were we overall? tickets kept as a % of seats on shown screenings', percent(percentOf(keptTickets, sumOf(screenings, (x) => x.seats, shown))));
    q.ask('Most tickets we sold for a single screening?', count(Math.max(...perScreening.values())));
    q.ask('how many tickets for 3D screenings (not refunded)?', count(countWhere(tickets, (t) => kept(t) && s(t).format === '3D')));
    q.ask('takings for screenings in December 2024, excluding refunds', amount(sumOf(tickets, price, (t) => kept(t) && s(t).date.startsWith('2024-12'))));
    q.ask('tickets for Q1 2025 screenings, refunds excluded', count(countWhere(tickets, (t) => kept(t) && s(t).date.startsWith('2025') && quarterOf(s(t).date) === 1)));
    q.ask('How many screenings did we actually show between 20 Dec 2024 and 3 Jan 2025?', count(countWhere(screenings, (x) => shown(x) && x.date >= '2024-12-20' && x.date <= '2025-01-03')));
    q.ask('Which month had the most screenings scheduled?', month(busiestMonth(screenings, (x) => x.date)));
    q.ask('which month did we sell the most tickets for, by screening date? refunds out', month(busiestMonth(tickets, (t) => s(t).date, kept)));
    q.ask('how many different films did we show in 2025?', count(new Set(screenings.filter((x) => shown(x) && x.date.startsWith('2025')).map((x) => x.film)).size));
    q.ask('which certificate brings in the most money?', winner(groupBy(tickets, (t) => s(t).cert, 'sum', price, kept)));
    q.ask('child tickets sold for 12A films (not refunded)', count(countWhere(tickets, (t) => kept(t) && t.type === 'Child' && s(t).cert === '12A')));
    q.ask("what's the members' share of tickets, refunds left out?", percent(percentOf(countWhere(tickets, (t) => kept(t) && t.type === 'Member'), keptTickets)));
    q.ask('How many screenings were on a Sunday?', count(countWhere(screenings, (x) => new Date(`${x.date}T00:00:00Z`).getUTCDay() === 0)));
    q.ask('takings from evening shows starting 6pm or later (no refunds)', amount(sumOf(tickets, price, (t) => kept(t) && s(t).time >= '18:00')));
    q.ask('relaxed screenings shown', count(countWhere(screenings, (x) => shown(x) && x.format === 'Relaxed')));
    q.ask('average tickets per shown screening in the Studio, refunds out', amount(countWhere(tickets, (t) => kept(t) && s(t).screen === 'Studio') / countWhere(screenings, (x) => shown(x) && x.screen === 'Studio'), 1));
    q.ask('which film sold the fewest tickets (refunds out)?', winner(groupBy(tickets, (t) => s(t).film, 'count', undefined, kept), 'asc'));
    q.ask('How many tickets were bought on the day of the show?', count(countWhere(tickets, (t) => t.sold === s(t).date)));
    q.ask('refund rate by channel', breakdown(new Map(['Box Office', 'Online'].map((c) => [c, percentOf(countWhere(tickets, (t) => t.channel === c && t.refunded), countWhere(tickets, (t) => t.channel === c))])), 1));
    q.ask('how many screenings were cancelled in 2025', count(countWhere(screenings, (x) => !shown(x) && x.date.startsWith('2025'))));
    q.ask('ticket takings 2024 vs 2025 by screening date, without refunds', breakdown(groupBy(tickets, (t) => s(t).date.slice(0, 4), 'sum', price, kept)));
    const top25 = q.ask('top 3 films by takings in 2025 (refunds out)', ranking(ranked(groupBy(tickets, (t) => s(t).film, 'sum', price, (t) => kept(t) && s(t).date.startsWith('2025')), 3)));
    q.followUp(top25, 'same for 2024?', ranking(ranked(groupBy(tickets, (t) => s(t).film, 'sum', price, (t) => kept(t) && s(t).date.startsWith('2024')), 3)));
    q.ask('average concession ticket price', amount(avgOf(tickets, price, (t) => t.type === 'Concession')));
    q.ask('box office (walk-up) tickets sold in November 2025, by sale date', count(countWhere(tickets, (t) => t.channel === 'Box Office' && t.sold.startsWith('2025-11'))));
    q.ask('first screening date on the list?', day(dateRange(screenings, (x) => x.date).first));
    q.ask('What did Wicked take, refunds out?', amount(sumOf(tickets, price, (t) => kept(t) && s(t).film === 'Wicked')));
    q.ask('which screen had the most cancelled screenings?', winner(groupBy(screenings, (x) => x.screen, 'count', undefined, (x) => !shown(x))));
    q.ask('child tickets for Paddington in Peru, not refunded', count(countWhere(tickets, (t) => kept(t) && t.type === 'Child' && s(t).film === 'Paddington in Peru')));
    q.ask('tickets for subtitled screenings, refunds out', count(countWhere(tickets, (t) => kept(t) && s(t).format === 'Subtitled')));
    q.ask('average price actually paid per ticket, leaving out comps and refunds', amount(avgOf(tickets, price, (t) => kept(t) && t.type !== 'Comp')));
    q.ask('What was the highest ticket price we charged?', amount(maxOf(tickets, price)));
    q.ask('screenings per screen', countsBy(groupBy(screenings, (x) => x.screen, 'count')));

    q.ask('How much popcorn did we sell during Wicked?', decline('no concession sales'));
    q.ask('What is the average age of our audience?', decline('no ages'));
    q.ask('How much did we pay the distributor for Dune: Part Two?', decline('no film hire costs'));
    q.ask('Which seats sell first in Screen 1?', decline('no seat numbers'));
    q.ask('Why were tickets refunded?', decline('no refund reason'));
    q.ask('How many tickets will Superman sell next month?', decline('a forecast'));
    q.ask('Which films got the best reviews from customers?', decline('no ratings'));
    q.ask('How many people walked out of The Brutalist?', decline('no walk-out records'));
    q.ask('Who was on the box office on Saturday nights?', decline('no staff rota'));
    q.ask('What share of online bookers are members of the mailing list?', decline('no mailing list'));
    q.ask('How long did the queue at the box office take?', decline('no queue times'));
    return { files, questions: q.questions };
  },
};
