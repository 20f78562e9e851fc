// A scrap metal yard's weighbridge: 650 registered sellers (XLSX: seller_id with leading zeros,
// name, type, town, registration date) and 19,000 weigh-in tickets from January 2024 to November
// 2025 (CSV) sharing `seller_id`. Traps: seller ids and ticket numbers that look numeric ("004127"),
// the net weight in kilograms and the rate in pounds per tonne with the units in the headers, the
// payout written as text money ("£1,234.56"), voided tickets beside the paid ones, blank operators,
// a demolition firm named "Total Demolition Ltd" that is no total, and sellers who never sold.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames, personNames } from '../vocabulary.ts';

interface Seller {
  id: string;
  name: string;
  type: string;
  town: string;
  registered: string;
}

interface Ticket {
  no: number;
  date: string;
  seller: string;
  metal: string;
  kg: number;
  rate: number;
  payout: number;
  payment: string | null;
  status: string;
  operator: string | null;
}

// grade, base rate £/t, typical kg, relative frequency
const METALS: [string, number, number, number][] = [
  ['Copper Bright', 6_900, 45, 8], ['Copper No.2', 6_200, 60, 9], ['Brass', 4_100, 55, 8], ['Aluminium Cast', 1_050, 90, 9],
  ['Aluminium Extrusion', 1_350, 70, 7], ['Lead', 1_450, 120, 6], ['Stainless 304', 1_100, 110, 6], ['Heavy Steel', 215, 1_400, 12],
  ['Light Iron', 165, 520, 16], ['Cast Iron', 190, 380, 7], ['Insulated Cable', 1_900, 85, 7], ['Car Batteries', 480, 140, 5],
];
const TOWNS = ['Leeds', 'Bradford', 'Wakefield', 'Halifax', 'Huddersfield', 'Dewsbury'];
const OPERATORS = ['Gaz', 'Shaz', 'Big Mick', 'Dean', 'Kelly'];

export function money(value: number): string {
  const [whole, pence] = value.toFixed(2).split('.');
  return `£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}

function generate(): { sellers: Seller[]; tickets: Ticket[] } {
  const random = createRandom(43_101);
  const people = personNames(random, 420);
  const firms = companyNames(random, 229);
  const sellers: Seller[] = [];
  for (let i = 0; i < 650; i++) {
    const type = i === 0 ? 'Demolition' : random.weighted(['Public', 'Trade', 'Demolition', 'Garage'], [60, 22, 8, 10]);
    const name = i === 0 ? 'Total Demolition Ltd' : type === 'Public' && people.length ? people.pop()! : firms.pop() ?? people.pop()!;
    sellers.push({ id: String(4_001 + i * 3).padStart(6, '0'), name, type, town: random.weighted(TOWNS, [30, 22, 14, 12, 13, 9]), registered: random.date('2019-03-01', '2025-10-31') });
  }
  const active = sellers.filter((s, i) => i === 0 || i % 13 !== 5);
  const weightOf = (s: Seller) => (s.name === 'Total Demolition Ltd' ? 90 : s.type === 'Demolition' ? 9 : s.type === 'Trade' ? 5 : s.type === 'Garage' ? 4 : 1) * (0.4 + random.next());
  const weights = active.map(weightOf);
  const tickets: Ticket[] = [];
  for (let i = 0; i < 19_000; i++) {
    const s = random.weighted(active, weights);
    let date = random.date(s.registered > '2024-01-02' ? s.registered : '2024-01-02', '2025-11-29');
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = random.date('2024-01-02', '2025-11-29');
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = `${date.slice(0, 8)}${String(Math.min(28, Number(date.slice(8)) + 1)).padStart(2, '0')}`;
    const m = random.weighted(METALS, METALS.map((x) => x[3] * (s.type === 'Garage' && x[0] === 'Car Batteries' ? 6 : 1) * (s.type === 'Demolition' && x[0] === 'Heavy Steel' ? 4 : 1)));
    const kg = roundTo(Math.max(0.5, m[2] * Math.exp(random.normal(0, 0.7)) * (s.type === 'Public' ? 0.6 : 1.6)), 1);
    const drift = date < '2025-01-01' ? 1 : 1.06;
    const rate = Math.round(m[1] * drift * (0.9 + random.next() * 0.2) * (kg > 1_000 ? 1.03 : 1));
    const status = random.chance(0.035) ? 'Void' : 'Paid';
    const payment = status === 'Void' ? null : random.chance(s.type === 'Public' ? 0.3 : 0.08) ? 'Cheque' : 'Bank transfer';
    tickets.push({ no: 0, date, seller: s.id, metal: m[0], kg, rate, payout: roundTo((kg / 1_000) * rate, 2), payment, status, operator: random.chance(0.04) ? null : random.weighted(OPERATORS, [30, 24, 18, 16, 12]) });
  }
  tickets.sort((a, b) => a.date.localeCompare(b.date));
  tickets.forEach((t, i) => (t.no = 2_500_001 + i));
  return { sellers, tickets };
}

const SELLER_COLUMNS: Column<Seller>[] = [
  { header: 'seller_id', value: (s) => s.id },
  { header: 'seller_name', value: (s) => s.name },
  { header: 'seller_type', value: (s) => s.type },
  { header: 'town', value: (s) => s.town },
  { header: 'registered_on', value: (s) => s.registered },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'ticket_no', value: (t) => t.no },
  { header: 'ticket_date', value: (t) => t.date },
  { header: 'seller_id', value: (t) => t.seller },
  { header: 'grade', value: (t) => t.metal },
  { header: 'Net weight (kg)', value: (t) => t.kg },
  { header: 'Rate (£/t)', value: (t) => t.rate },
  { header: 'Payout', value: (t) => money(t.payout) },
  { header: 'paid_by', value: (t) => t.payment },
  { header: 'status', value: (t) => t.status },
  { header: 'operator', value: (t) => t.operator },
];

export const scrapyard: BusinessSchema = {
  name: 'scrapyard',
  description: "A scrap metal yard: 650 registered sellers (XLSX) and 19,000 weigh-in tickets Jan 2024-Nov 2025 with kg weights, £/t rates and text payouts (CSV) sharing seller_id",
  async build(dir) {
    const { sellers, tickets } = generate();
    const files = [
      await writeXlsx(join(dir, 'sellers.xlsx'), 'Sellers', SELLER_COLUMNS, sellers),
      await writeCsv(join(dir, 'weighbridge_tickets.csv'), TICKET_COLUMNS, tickets),
    ];
    const q = questionSet('scrapyard');
    const sellerOf = new Map(sellers.map((s) => [s.id, s]));
    const paid = (t: Ticket) => t.status === 'Paid';
    const name = (t: Ticket) => sellerOf.get(t.seller)!.name;
    const town = (t: Ticket) => sellerOf.get(t.seller)!.town;
    const type = (t: Ticket) => sellerOf.get(t.seller)!.type;
    const pay = (t: Ticket) => t.payout;
    const kg = (t: Ticket) => t.kg;
    const inYear = (y: string) => (t: Ticket) => t.date.startsWith(y);
    const copper = (t: Ticket) => t.metal.startsWith('Copper');
    const totalPaid = sumOf(tickets, pay, paid);

    q.ask('how many tickets are on the system altogether, voids included?', count(tickets.length));
    q.ask('How many tickets got voided?', count(countWhere(tickets, (t) => !paid(t))));
    q.ask('how many sellers have we got registered', count(sellers.length));
    q.ask('total paid out to sellers (ignore the void tickets)', amount(totalPaid));
    q.ask('How many tonnes of copper did we take in, both grades, paid tickets only?', amount(sumOf(tickets, kg, (t) => paid(t) && copper(t)) / 1_000, 2));
    q.ask('kg of lead bought in 2025, not counting voids', amount(sumOf(tickets, kg, (t) => paid(t) && t.metal === 'Lead' && inYear('2025')(t)), 1));
    q.ask('Payout by grade please (paid tickets)', breakdown(groupBy(tickets, (t) => t.metal, 'sum', pay, paid)));
    q.ask('which grade have we paid the most money for overall?', winner(groupBy(tickets, (t) => t.metal, 'sum', pay, paid)));
    q.ask('top 5 sellers by what we paid them', ranking(ranked(groupBy(tickets, name, 'sum', pay, paid), 5)));
    const total = q.ask('How much have we paid Total Demolition Ltd?', amount(sumOf(tickets, pay, (t) => paid(t) && name(t) === 'Total Demolition Ltd')));
    q.followUp(total, 'and how many tickets was that over?', count(countWhere(tickets, (t) => paid(t) && name(t) === 'Total Demolition Ltd')));
    q.ask('average net weight per paid ticket in kg', amount(avgOf(tickets, kg, paid), 1));
    q.ask("what's the heaviest single load on a paid ticket, kg?", amount(maxOf(tickets, kg, paid), 1));
    q.ask('How many paid tickets came from each town?', countsBy(groupBy(tickets, town, 'count', undefined, paid)));
    q.ask("Which town's sellers got paid the most?", winner(groupBy(tickets, town, 'sum', pay, paid)));
    q.ask('non-void tickets in March 2025?', count(countWhere(tickets, (t) => paid(t) && t.date.startsWith('2025-03'))));
    q.ask('total payout Q3 2024', amount(sumOf(tickets, pay, (t) => paid(t) && inYear('2024')(t) && quarterOf(t.date) === 3)));
    q.ask('How much did we pay out between 1 June and 15 August 2025?', amount(sumOf(tickets, pay, (t) => paid(t) && t.date >= '2025-06-01' && t.date <= '2025-08-15')));
    q.ask('Which month in 2024 had the most paid tickets?', month(busiestMonth(tickets, (t) => t.date, (t) => paid(t) && inYear('2024')(t))));
    q.ask('what share of paid tickets were settled by cheque?', percent(percentOf(countWhere(tickets, (t) => t.payment === 'Cheque'), countWhere(tickets, paid))));
    q.ask('What percentage of all tickets ended up void?', percent(percentOf(countWhere(tickets, (t) => !paid(t)), tickets.length), 2));
    q.ask('average rate we paid per tonne for brass, paid tickets only', amount(avgOf(tickets, (t) => t.rate, (t) => paid(t) && t.metal === 'Brass'), 2));
    q.ask("What's the best rate per tonne anyone got for Copper Bright?", amount(maxOf(tickets, (t) => t.rate, (t) => paid(t) && t.metal === 'Copper Bright'), 0));
    q.ask('payout by seller type', breakdown(groupBy(tickets, type, 'sum', pay, paid)));
    const seen = new Set(tickets.map((t) => t.seller));
    q.ask('How many registered sellers have never brought anything in?', count(countWhere(sellers, (s) => !seen.has(s.id))));
    q.ask('how many different sellers did we pay in 2025', count(new Set(tickets.filter((t) => paid(t) && inYear('2025')(t)).map((t) => t.seller)).size));
    q.ask('Which operator wrote the most tickets?', winner(groupBy(tickets, (t) => t.operator, 'count')));
    q.ask('how many tickets have no operator on them', count(countWhere(tickets, (t) => t.operator === null)));
    q.ask('tonnes in per year (paid only)', breakdown(groupBy(tickets, (t) => t.date.slice(0, 4), 'sum', (t) => t.kg / 1_000, paid)));
    q.ask('top 3 grades by weight', ranking(ranked(groupBy(tickets, (t) => t.metal, 'sum', kg, paid), 3)));
    q.ask('which grade did we take the least of by weight?', winner(groupBy(tickets, (t) => t.metal, 'sum', kg, paid), 'asc'));
    q.ask('average payout per ticket, voids excluded', amount(avgOf(tickets, pay, paid)));
    q.ask('How many paid tickets were over a tonne?', count(countWhere(tickets, (t) => paid(t) && t.kg > 1_000)));
    const cable = q.ask('insulated cable tickets in Q1 2025 (paid)', count(countWhere(tickets, (t) => paid(t) && t.metal === 'Insulated Cable' && inYear('2025')(t) && quarterOf(t.date) === 1)));
    q.followUp(cable, 'and in Q2?', count(countWhere(tickets, (t) => paid(t) && t.metal === 'Insulated Cable' && inYear('2025')(t) && quarterOf(t.date) === 2)));
    q.ask('car batteries - how many kg in total, paid tickets?', amount(sumOf(tickets, kg, (t) => paid(t) && t.metal === 'Car Batteries'), 1));
    q.ask('How many tonnes did the demolition sellers bring us?', amount(sumOf(tickets, kg, (t) => paid(t) && type(t) === 'Demolition') / 1_000, 2));
    q.ask('Which Bradford seller has the most paid tickets?', winner(groupBy(tickets, name, 'count', undefined, (t) => paid(t) && town(t) === 'Bradford')));
    q.ask('median payout on a paid ticket', amount(medianOf(tickets, pay, paid)));
    q.ask('payout to Halifax sellers in 2025', amount(sumOf(tickets, pay, (t) => paid(t) && town(t) === 'Halifax' && inYear('2025')(t))));
    q.ask('what % of the money paid out went on copper?', percent(percentOf(sumOf(tickets, pay, (t) => paid(t) && copper(t)), totalPaid)));
    q.ask('how many sellers registered during 2025?', count(countWhere(sellers, (s) => s.registered.startsWith('2025'))));
    q.ask('Which day did we pay out the most?', day(ranked(groupBy(tickets, (t) => t.date, 'sum', pay, paid), 1)[0]));
    q.ask('how many tickets were written on a Saturday (any status)?', count(countWhere(tickets, (t) => new Date(`${t.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('total kg on the voided tickets', amount(sumOf(tickets, kg, (t) => !paid(t)), 1));
    q.ask('Bradford sellers - paid tickets in 2024', count(countWhere(tickets, (t) => paid(t) && town(t) === 'Bradford' && inYear('2024')(t))));
    q.ask('which grade has the lowest average rate per tonne?', winner(groupBy(tickets, (t) => t.metal, 'avg', (t) => t.rate, paid), 'asc'));
    q.ask('payout 2024 vs 2025', breakdown(groupBy(tickets, (t) => t.date.slice(0, 4), 'sum', pay, paid)));
    q.ask('How many cheques did we write in 2025?', count(countWhere(tickets, (t) => t.payment === 'Cheque' && inYear('2025')(t))));

    q.ask('What will copper be paying per tonne next month?', decline('a forecast of prices'));
    q.ask('What profit did we make when we sold the copper on?', decline('no outbound sales or resale prices'));
    q.ask('Why were tickets voided?', decline('no void reason recorded'));
    q.ask('Which vehicle registration has come over the weighbridge most often?', decline('no vehicle column'));
    q.ask('What was the gross weight before tare on the heaviest ticket?', decline('only net weight is recorded'));
    q.ask('How long do sellers wait at the weighbridge on average?', decline('no arrival or service times'));
    q.ask('How old are our sellers on average?', decline('no date of birth or age'));
    q.ask('How much scrap did we ship out to the smelter last year?', decline('no outbound shipments'));
    q.ask('What deduction did we take for contamination on cable loads?', decline('no deduction column'));
    q.ask("What's Total Demolition Ltd's phone number?", decline('no contact details'));
    q.ask('How much did the yard spend on diesel for the loaders?', decline('no costs recorded'));
    return { files, questions: q.questions };
  },
};
