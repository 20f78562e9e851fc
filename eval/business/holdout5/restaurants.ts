// A restaurant chain in Yorkshire and the North West: 6,000 loyalty guests (CSV) and 150,000 bills
// over five branches in 2024-2025 (Parquet) sharing guest_id. Traps: the channel codes "IN", "TO"
// and "ON" (dine in, takeaway, online delivery), a corporate guest "Total Events Ltd", walk-in
// bills with no guest, blank tips and blank sitting durations (only dine-in bills are timed),
// sign-up dates stored as dd/mm/yyyy text, pounds and minutes in headers.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Guest {
  guest_id: string;
  full_name: string;
  city: string;
  tier: string | null;
  signup: string;
}

interface Bill {
  bill_id: number;
  guest_id: string | null;
  branch: string;
  opened_at: string;
  channel: string;
  covers: number;
  food: number;
  drinks: number;
  tip: number | null;
  payment: string;
  minutes: number | null;
}

const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Harry', 'Mia', 'Jack', 'Sophie', 'Noah', 'Grace', 'Leo', 'Freya', 'Arthur', 'Lily', 'Oscar', 'Ella', 'Theo', 'Ruby', 'Alfie', 'Priya', 'Imran', 'Zara', 'Tomasz'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker', 'Wright', 'Robinson', 'Thompson', 'Hughes', 'Khan', 'Ahmed', 'Patel', 'Clarke', 'Hall', 'Wood', 'Shaw', 'Nowak', 'Barker'];
const CITIES = ['Leeds', 'York', 'Manchester', 'Sheffield', 'Bradford', 'Hull', 'Harrogate'];
const TIERS = ['Bronze', 'Silver', 'Gold', null];
// Branch, home-city weight of its guests, overall weight.
const BRANCHES: [string, number][] = [
  ['Leeds Central', 30],
  ['York Minster', 18],
  ['Manchester Deansgate', 24],
  ['Sheffield Kelham', 16],
  ['Hull Marina', 12],
];
const CHANNELS = ['IN', 'TO', 'ON'];
const PAYMENTS = ['Card', 'Cash', 'Voucher'];

function generate(): { guests: Guest[]; bills: Bill[] } {
  const random = createRandom(51_203);
  const guests: Guest[] = Array.from({ length: 6_000 }, (_, i) => ({
    guest_id: `G${String(100_001 + i * 7)}`,
    full_name: i === 4_321 ? 'Total Events Ltd' : `${random.pick(FIRST)} ${random.pick(LAST)}`,
    city: random.weighted(CITIES, [30, 14, 20, 14, 10, 7, 5]),
    tier: random.weighted(TIERS, [40, 25, 10, 25]),
    signup: random.date('2019-03-01', '2025-11-30'),
  }));
  // About one guest in eight has never come back since signing up.
  const regulars = shuffled(random, guests.filter((g, i) => i === 4_321 || random.chance(0.88)));
  const drafts = Array.from({ length: 150_000 }, () => {
    const [branch] = random.weighted(BRANCHES, BRANCHES.map((b) => b[1]));
    const channel = random.weighted(CHANNELS, [62, 21, 17]);
    const covers = channel === 'IN' ? Math.max(1, Math.round(random.normal(2.8, 1.5))) + (random.chance(0.02) ? random.int(6, 14) : 0) : random.int(1, 4);
    const guest = random.chance(0.55) ? regulars[Math.floor(random.next() ** 1.6 * regulars.length)] : null;
    const corporate = guest?.full_name === 'Total Events Ltd';
    const perHead = (branch === 'Manchester Deansgate' ? 21 : branch === 'Hull Marina' ? 15 : 17.5) * (guest?.tier === 'Gold' ? 1.25 : 1);
    const food = roundTo(Math.max(4.5, covers * random.normal(perHead, 4.5)) * (corporate ? 3 : 1), 2);
    const drinks = channel === 'ON' ? 0 : roundTo(Math.max(0, covers * random.normal(channel === 'IN' ? 9 : 2.5, 3.5)), 2);
    const payment = channel === 'ON' ? random.weighted(PAYMENTS, [94, 0, 6]) : random.weighted(PAYMENTS, [78, 15, 7]);
    const tip = channel === 'IN' && random.chance(0.58) ? roundTo((food + drinks) * random.float(0.05, 0.15, 3), 2) : null;
    const hour = channel === 'IN' ? random.weighted([12, 13, 14, 18, 19, 20, 21], [12, 14, 6, 14, 22, 20, 12]) : random.int(11, 21);
    const stamp = `${random.date('2024-01-03', '2025-12-30')} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`;
    return {
      guest_id: guest?.guest_id ?? null,
      branch,
      opened_at: stamp,
      channel,
      covers,
      food,
      drinks,
      tip,
      payment,
      minutes: channel === 'IN' ? Math.max(20, Math.round(random.normal(55 + covers * 9, 14))) : null,
    };
  });
  drafts.sort((a, b) => a.opened_at.localeCompare(b.opened_at) || a.branch.localeCompare(b.branch));
  return { guests, bills: drafts.map((d, i) => ({ bill_id: 8_000_001 + i, ...d })) };
}

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const GUEST_COLUMNS: Column<Guest>[] = [
  { header: 'guest_id', value: (g) => g.guest_id },
  { header: 'Full Name', value: (g) => g.full_name },
  { header: 'Home City', value: (g) => g.city },
  { header: 'loyalty_tier', value: (g) => g.tier },
  { header: 'Signed Up', value: (g) => ukDate(g.signup) },
];

const BILL_COLUMNS: Column<Bill>[] = [
  { header: 'bill_id', value: (b) => b.bill_id, sqlType: 'BIGINT' },
  { header: 'guest_id', value: (b) => b.guest_id },
  { header: 'branch', value: (b) => b.branch },
  { header: 'opened_at', value: (b) => b.opened_at, sqlType: 'TIMESTAMP' },
  { header: 'channel', value: (b) => b.channel },
  { header: 'covers', value: (b) => b.covers, sqlType: 'INTEGER' },
  { header: 'Food (GBP)', value: (b) => b.food.toFixed(2), sqlType: 'DECIMAL(10,2)' },
  { header: 'Drinks (GBP)', value: (b) => b.drinks.toFixed(2), sqlType: 'DECIMAL(10,2)' },
  { header: 'Tip (GBP)', value: (b) => (b.tip === null ? null : b.tip.toFixed(2)), sqlType: 'DECIMAL(10,2)' },
  { header: 'payment_method', value: (b) => b.payment },
  { header: 'Duration mins', value: (b) => b.minutes, sqlType: 'INTEGER' },
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const restaurants: BusinessSchema = {
  name: 'restaurants',
  description: 'A restaurant chain: 6,000 loyalty guests (CSV) and 150,000 bills in five branches, 2024-2025 (Parquet), sharing guest_id',
  async build(dir) {
    const { guests, bills } = generate();
    const files = [await writeCsv(join(dir, 'guests.csv'), GUEST_COLUMNS, guests), await writeParquet(join(dir, 'bills.parquet'), BILL_COLUMNS, bills)];
    const q = questionSet('restaurants');
    const guestOf = new Map(guests.map((g) => [g.guest_id, g]));
    const guest = (b: Bill) => (b.guest_id === null ? null : guestOf.get(b.guest_id)!);
    const sales = (b: Bill) => roundTo(b.food + b.drinks, 2);
    const during = (period: string) => (b: Bill) => b.opened_at.startsWith(period);
    const at = (branch: string) => (b: Bill) => b.branch === branch;
    const billed = new Set(bills.map((b) => b.guest_id));
    const corporate = guests.find((g) => g.full_name === 'Total Events Ltd')!;
    const perBillOf = (tier: string) => avgOf(bills, sales, (b) => guest(b)?.tier === tier);

    q.ask('How many bills do we have in total?', count(bills.length));
    q.ask('Total food sales in GBP', amount(sumOf(bills, (b) => b.food)));
    q.ask('What were food and drinks sales combined in 2025?', amount(sumOf(bills, sales, during('2025'))));
    q.ask('average covers per bill at York Minster', amount(avgOf(bills, (b) => b.covers, at('York Minster'))));
    q.ask('What is the median bill value, food plus drinks?', amount(medianOf(bills, sales)));
    q.ask('Which branch took the most in drinks sales?', winner(groupBy(bills, (b) => b.branch, 'sum', (b) => b.drinks)));
    q.ask('bills by channel', countsBy(groupBy(bills, (b) => b.channel, 'count')));
    const online = q.ask('How many online (ON) orders did we get in March 2025?', count(countWhere(bills, (b) => b.channel === 'ON' && during('2025-03')(b))));
    q.followUp(online, 'and in April?', count(countWhere(bills, (b) => b.channel === 'ON' && during('2025-04')(b))));
    q.ask('What share of bills were paid in cash?', percent(percentOf(countWhere(bills, (b) => b.payment === 'Cash'), bills.length)));
    q.ask(
      'Which 3 guest ids spent the most with us on food and drinks?',
      ranking(ranked(groupBy(bills, (b) => b.guest_id, 'sum', sales), 3)),
    );
    q.ask('How much did guests who live in Leeds spend on food and drinks altogether?', amount(sumOf(bills, sales, (b) => guest(b)?.city === 'Leeds')));
    q.ask('How many Gold tier guests are there?', count(countWhere(guests, (g) => g.tier === 'Gold')));
    q.ask('How many loyalty guests have never had a bill?', count(countWhere(guests, (g) => !billed.has(g.guest_id))));
    q.ask('average tip on card payments, counting only bills where a tip was left', amount(avgOf(bills, (b) => b.tip, (b) => b.payment === 'Card')));
    q.ask('What percentage of dine-in bills have no tip recorded?', percent(percentOf(countWhere(bills, (b) => b.channel === 'IN' && b.tip === null), countWhere(bills, (b) => b.channel === 'IN'))));
    q.ask('Average sitting duration in minutes at Hull Marina', amount(avgOf(bills, (b) => b.minutes, at('Hull Marina'))));
    q.ask('longest sitting in minutes', count(maxOf(bills, (b) => b.minutes)));
    q.ask('Which month of 2025 brought in the most food sales?', month(ranked(groupBy(bills, (b) => b.opened_at.slice(0, 7), 'sum', (b) => b.food, during('2025')), 1)[0]));
    q.ask('how many bills between 1 and 14 February 2025', count(countWhere(bills, (b) => b.opened_at >= '2025-02-01' && b.opened_at < '2025-02-15')));
    q.ask(
      'Drinks sales at Manchester Deansgate in Q4 2024?',
      amount(sumOf(bills, (b) => b.drinks, (b) => at('Manchester Deansgate')(b) && during('2024')(b) && quarterOf(b.opened_at) === 4)),
    );
    q.ask('When was the first bill opened?', day(dateRange(bills, (b) => b.opened_at).first));
    q.ask('Which day of the week has the most bills?', winner(groupBy(bills, (b) => WEEKDAYS[new Date(`${b.opened_at.slice(0, 10)}T00:00:00Z`).getUTCDay()], 'count')));
    q.ask('Food sales per branch in 2024', breakdown(groupBy(bills, (b) => b.branch, 'sum', (b) => b.food, during('2024'))));
    q.ask(
      'On average, how much more do Gold guests spend per bill than Silver guests (food plus drinks)?',
      amount(perBillOf('Gold') - perBillOf('Silver')),
    );
    q.ask('How many bills had more than 8 covers?', count(countWhere(bills, (b) => b.covers > 8)));
    q.ask('How many bills does Total Events Ltd have?', count(countWhere(bills, (b) => b.guest_id === corporate.guest_id)));
    q.ask(
      'what did guests who signed up in 2025 spend on food',
      amount(sumOf(bills, (b) => b.food, (b) => guest(b)?.signup.startsWith('2025') ?? false)),
    );
    q.ask('Guests from which home city have the most bills?', winner(groupBy(bills, (b) => guest(b)?.city ?? null, 'count')));
    q.ask('takeaway (TO) bills paid by voucher - how many?', count(countWhere(bills, (b) => b.channel === 'TO' && b.payment === 'Voucher')));
    q.ask('biggest single bill, food plus drinks', amount(maxOf(bills, sales)));
    q.ask('What percentage of Leeds Central bills were online orders?', percent(percentOf(countWhere(bills, (b) => at('Leeds Central')(b) && b.channel === 'ON'), countWhere(bills, at('Leeds Central')))));
    q.ask('How many bills were walk-ins with no loyalty guest attached?', count(countWhere(bills, (b) => b.guest_id === null)));
    const sheffield = q.ask('total tips at Sheffield Kelham in 2024', amount(sumOf(bills, (b) => b.tip, (b) => at('Sheffield Kelham')(b) && during('2024')(b))));
    q.followUp(sheffield, 'what about 2025?', amount(sumOf(bills, (b) => b.tip, (b) => at('Sheffield Kelham')(b) && during('2025')(b))));

    q.ask('How many reservations were no-shows last month?', decline('no reservations data'));
    q.ask('Which dish sells best at York Minster?', decline('no dish-level lines'));
    q.ask('How much will we take in December 2026?', decline('a forecast; bills end in December 2025'));
    q.ask('What did staff wages cost at Hull Marina?', decline('no wage data'));
    q.ask('Which branch has the friendliest staff?', decline('an opinion'));
    q.ask('What is the average Google review rating of each branch?', decline('no ratings'));
    q.ask('How many vegetarian meals did we serve in 2025?', decline('no menu or dietary data'));
    q.ask('What is our gross margin on drinks?', decline('no cost of goods'));
    q.ask('Did the rainy weather in July 2025 reduce covers?', decline('needs weather data'));
    q.ask('How old is the average loyalty guest?', decline('no age or birth date'));
    return { files, questions: q.questions };
  },
};
