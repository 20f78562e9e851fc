// Co-working spaces: members (XLSX, the monthly fee typed as text, the industry "IT" beside
// countries "US", "IT", "UK") and their desk and room bookings (CSV) joined by member_id. Attendee
// counts left blank for desks and booths, cancellation as yes/no, start times as text.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames, personNames } from '../vocabulary.ts';
import { between } from '../dev5/dates.ts';

interface Member { id: number; name: string; company: string; industry: string; country: string; plan: string; fee: number; joined: string; status: string }
interface Booking { id: number; member: number; location: string; space: string; date: string; start: string; hours: number; price: number; attendees: number | null; cancelled: string }

const PLAN_FEES: Record<string, number[]> = { 'Hot Desk': [190, 210, 230], 'Fixed Desk': [320, 350, 380], 'Private Office': [750, 900, 1_100] };
const SPACE_RATES: Record<string, number> = { desk: 12, 'meeting room': 38, 'phone booth': 8, 'event hall': 140 };

function generate(): { members: Member[]; bookings: Booking[] } {
  const random = createRandom(11_202);
  const names = personNames(random, 1_600);
  const companies = companyNames(random, 260);
  const members = names.map((name, i): Member => {
    const plan = random.weighted(Object.keys(PLAN_FEES), [48, 33, 19]);
    return {
      id: 40_001 + i,
      name,
      company: random.pick(companies),
      industry: random.weighted(['IT', 'Finance', 'Design', 'Legal', 'Media'], [34, 18, 21, 11, 16]),
      country: random.weighted(['US', 'UK', 'DE', 'IT', 'NL'], [27, 23, 20, 14, 16]),
      plan,
      fee: random.pick(PLAN_FEES[plan]),
      joined: random.date('2021-03-01', '2025-09-30'),
      status: random.weighted(['Active', 'Paused', 'Cancelled'], [71, 11, 18]),
    };
  });
  const bookings = Array.from({ length: 42_000 }, (_, i): Booking => {
    const space = random.weighted(Object.keys(SPACE_RATES), [46, 33, 17, 4]);
    const hours = space === 'event hall' ? random.int(3, 8) : random.int(1, space === 'desk' ? 9 : 4);
    return {
      id: 1_000_001 + i,
      member: random.int(40_001, 40_000 + members.length),
      location: random.weighted(['Berlin Mitte', 'Lisbon Alfama', 'Amsterdam Zuid', 'London Shoreditch'], [29, 21, 23, 27]),
      space,
      date: random.date('2024-01-01', '2025-10-31'),
      start: `${String(random.int(7, 17)).padStart(2, '0')}:${random.pick(['00', '30'])}`,
      hours,
      price: Math.round(hours * SPACE_RATES[space] * random.float(0.85, 1.15, 2) * 100) / 100,
      attendees: space === 'meeting room' || space === 'event hall' ? random.int(2, space === 'event hall' ? 80 : 12) : null,
      cancelled: random.weighted(['yes', 'no'], [9, 91]),
    };
  });
  return { members, bookings };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_id', value: (r) => r.id },
  { header: 'member_name', value: (r) => r.name },
  { header: 'company', value: (r) => r.company },
  { header: 'industry', value: (r) => r.industry },
  { header: 'country', value: (r) => r.country },
  { header: 'plan', value: (r) => r.plan },
  { header: 'monthly_fee_eur', value: (r) => r.fee.toFixed(2) },
  { header: 'joined_on', value: (r) => r.joined },
  { header: 'status', value: (r) => r.status },
];
const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (r) => r.id },
  { header: 'member_id', value: (r) => r.member },
  { header: 'location', value: (r) => r.location },
  { header: 'space_type', value: (r) => r.space },
  { header: 'booking_date', value: (r) => r.date },
  { header: 'start_time', value: (r) => r.start },
  { header: 'duration_hours', value: (r) => r.hours },
  { header: 'price_eur', value: (r) => r.price },
  { header: 'attendees', value: (r) => r.attendees },
  { header: 'cancelled', value: (r) => r.cancelled },
];

export const coworking: BusinessSchema = {
  name: 'coworking',
  description: 'Members (1,600 rows, XLSX, fees typed as text) and desk/room bookings (42,000 rows, CSV): IT/US/UK cells, blank attendees, yes/no cancellations',
  async build(dir) {
    const { members, bookings } = generate();
    const files = [
      await writeXlsx(join(dir, 'members.xlsx'), 'members', MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('coworking');
    const memberOf = new Map(members.map((m) => [m.id, m]));
    const booked = (from: string, to: string) => (r: Booking) => between(r.date, from, to);
    const kept = (r: Booking) => r.cancelled === 'no';

    q.ask('How many members are on the Private Office plan?', count(countWhere(members, (r) => r.plan === 'Private Office')));
    q.ask('How many members work in IT?', count(countWhere(members, (r) => r.industry === 'IT')));
    q.ask('How many of our members are from the US?', count(countWhere(members, (r) => r.country === 'US')));
    q.ask('What is the average monthly fee?', amount(avgOf(members, (r) => r.fee)));
    q.ask('Total monthly fees from active members', amount(sumOf(members, (r) => r.fee, (r) => r.status === 'Active')));
    q.ask('How many bookings were cancelled?', count(countWhere(bookings, (r) => r.cancelled === 'yes')));
    q.ask('Booking revenue in 2025, not counting cancelled bookings?', amount(sumOf(bookings, (r) => r.price, (r) => kept(r) && booked('2025-01-01', '2025-12-31')(r))));
    q.ask('Which location gets the most bookings?', winner(groupBy(bookings, (r) => r.location, 'count')));
    q.ask('average booking length in hours', amount(avgOf(bookings, (r) => r.hours)));
    q.ask('How many meeting room bookings were there in May 2025?', count(countWhere(bookings, (r) => r.space === 'meeting room' && booked('2025-05-01', '2025-05-31')(r))));
    q.ask('Total hours booked for meeting rooms?', count(sumOf(bookings, (r) => r.hours, (r) => r.space === 'meeting room')));
    q.ask('Which member booked the most hours?', winner(groupBy(bookings, (r) => memberOf.get(r.member)!.name, 'sum', (r) => r.hours)));
    q.ask('Top 3 companies by number of bookings', ranking(ranked(groupBy(bookings, (r) => memberOf.get(r.member)!.company, 'count'), 3)));
    q.ask('On average how many people attend a meeting room booking?', amount(avgOf(bookings, (r) => r.attendees, (r) => r.space === 'meeting room')));
    q.ask('How many members joined in 2023?', count(countWhere(members, (r) => r.joined.startsWith('2023'))));
    q.ask('Total price of bookings by location', breakdown(groupBy(bookings, (r) => r.location, 'sum', (r) => r.price)));
    q.ask('What share of bookings get cancelled?', percent(percentOf(countWhere(bookings, (r) => r.cancelled === 'yes'), bookings.length)));
    q.ask('Which space type makes the most money?', winner(groupBy(bookings, (r) => r.space, 'sum', (r) => r.price)));
    q.ask('What is the largest number of attendees in one booking?', count(maxOf(bookings, (r) => r.attendees)));
    q.ask('How many bookings have no attendee count?', count(countWhere(bookings, (r) => r.attendees === null)));
    q.ask('How many members are paused?', count(countWhere(members, (r) => r.status === 'Paused')));
    q.ask('How many bookings were made by members in design?', count(countWhere(bookings, (r) => memberOf.get(r.member)!.industry === 'Design')));
    q.ask('When was the first booking?', day(bookings.reduce((a, r) => (r.date < a ? r.date : a), '9999-12-31')));
    q.ask('Which industry pays the highest average monthly fee?', winner(groupBy(members, (r) => r.industry, 'avg', (r) => r.fee)));
    q.ask('How much have UK members spent on bookings?', amount(sumOf(bookings, (r) => r.price, (r) => memberOf.get(r.member)!.country === 'UK')));
    q.ask('How many phone booth bookings were made in Lisbon Alfama?', count(countWhere(bookings, (r) => r.space === 'phone booth' && r.location === 'Lisbon Alfama')));
    q.ask('Number of members per plan', countsBy(groupBy(members, (r) => r.plan, 'count')));
    q.ask('How many different companies do our members work for?', count(new Set(members.map((r) => r.company)).size));
    q.ask('Busiest month for bookings in 2024?', month(ranked(groupBy(bookings, (r) => r.date.slice(0, 7), 'count', undefined, booked('2024-01-01', '2024-12-31')), 1)[0]));
    q.ask('How many members from Italy are in the IT industry?', count(countWhere(members, (r) => r.country === 'IT' && r.industry === 'IT')));
    q.ask('What is the total spend on event hall bookings in Berlin Mitte?', amount(sumOf(bookings, (r) => r.price, (r) => r.space === 'event hall' && r.location === 'Berlin Mitte')));

    q.ask('How many members renewed their contract this year?', decline('no renewal column'));
    q.ask('What is the average wifi usage per member?', decline('no usage column'));
    q.ask('Which member brought the most guests?', decline('no guest column'));
    q.ask("What's the average member satisfaction score?", decline('no satisfaction column'));
    q.ask('How much did we spend on coffee last quarter?', decline('no cost column'));
    q.ask('Which members were referred by another member?', decline('no referral column'));
    q.ask('What is the desk occupancy rate in Amsterdam Zuid?', decline('no capacity column'));
    q.ask('What is the average age of our members?', decline('no age or birth date'));
    q.ask('How many lockers are rented out?', decline('no locker column'));
    return { files, questions: q.questions };
  },
};
