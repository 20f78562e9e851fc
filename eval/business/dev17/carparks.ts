// Parking sessions (CSV, 40,000 rows) beside the car parks (CSV) sharing car_park_id. Base
// questions (fees in a month, average stay in a zone, the busiest car park) each come with
// variants adding ONE condition: a zone or vehicle no column holds, a year outside the data, a
// qualifier needing a missing column (electric vehicles, season tickets, refunds, staff, bank
// holidays), a negation, or a second condition the data holds.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface CarPark { id: number; name: string; zone: string; spaces: number }
interface Session { id: number; park: number; entry: string; minutes: number; fee: number; payment: string; vehicle: string }

const PARKS: [string, string, number][] = [
  ['Quayside', 'Centre', 420], ['Market Hall', 'Centre', 260], ['Castle Mews', 'Centre', 180], ['Terminal One', 'Airport', 1200],
  ['Long Stay West', 'Airport', 2400], ['Arrivals Deck', 'Airport', 650], ['Platform Road', 'Station', 340], ['Goods Yard', 'Station', 520],
  ['Riverside Lot', 'Centre', 300], ['Signal Box', 'Station', 150], ['Cargo Gate', 'Airport', 800], ['Bus Interchange', 'Station', 220],
];

function generate(): { parks: CarPark[]; sessions: Session[] } {
  const random = createRandom(17_003);
  const parks = PARKS.map(([name, zone, spaces], i): CarPark => ({ id: 11 + i, name, zone, spaces }));
  const weights = parks.map((p) => Math.round(Math.sqrt(p.spaces)) + (p.id % 5));
  const sessions = Array.from({ length: 40_000 }, (_, i): Session => {
    const park = random.weighted(parks, weights);
    const minutes = Math.max(5, Math.round(random.normal(park.zone === 'Airport' ? 900 : 150, park.zone === 'Airport' ? 600 : 80)));
    const day = random.date('2024-04-01', '2025-09-30');
    return {
      id: 1_000_001 + i,
      park: park.id,
      entry: `${day} ${String(random.int(5, 22)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`,
      minutes,
      fee: roundTo(1.2 + minutes * (park.zone === 'Airport' ? 0.025 : 0.04), 2),
      payment: random.weighted(['Card', 'Cash', 'App'], [50, 15, 35]),
      vehicle: random.weighted(['Car', 'Van', 'Motorbike'], [82, 13, 5]),
    };
  });
  return { parks, sessions };
}

const PARK_COLUMNS: Column<CarPark>[] = [
  { header: 'car_park_id', value: (r) => r.id },
  { header: 'car_park_name', value: (r) => r.name },
  { header: 'zone', value: (r) => r.zone },
  { header: 'spaces', value: (r) => r.spaces },
];
const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'session_id', value: (r) => r.id },
  { header: 'car_park_id', value: (r) => r.park },
  { header: 'entry_time', value: (r) => r.entry },
  { header: 'duration_minutes', value: (r) => r.minutes },
  { header: 'fee', value: (r) => r.fee },
  { header: 'payment', value: (r) => r.payment },
  { header: 'vehicle_type', value: (r) => r.vehicle },
];

export const carparks: BusinessSchema = {
  name: 'carparks',
  description: 'parking sessions (40,000 rows, CSV) and 12 car parks in Centre/Airport/Station zones (CSV) sharing car_park_id',
  async build(dir) {
    const { parks, sessions } = generate();
    const files = [await writeCsv(join(dir, 'sessions.csv'), SESSION_COLUMNS, sessions), await writeCsv(join(dir, 'car_parks.csv'), PARK_COLUMNS, parks)];
    const q = questionSet('carparks');
    const park = new Map(parks.map((p) => [p.id, p]));
    const june25 = (s: Session) => between(s.entry, '2025-06-01', '2025-06-30');
    const fees = (where: (s: Session) => boolean) => amount(sumOf(sessions, (s) => s.fee, where));
    const airport = (s: Session) => park.get(s.park)!.zone === 'Airport';

    // Fees in June 2025.
    q.ask('How much was taken in parking fees in June 2025?', fees(june25));
    q.ask('How much was taken in parking fees from electric vehicles in June 2025?', decline('no fuel or electric column'));
    q.ask('How much was taken in parking fees from season ticket holders in June 2025?', decline('no season ticket column'));
    q.ask('How much was taken in parking fees in June 2025 after refunds?', decline('no refund column'));
    q.ask('How much was taken in parking fees in June 2019?', decline('the sessions start in April 2024'));
    q.ask('How much was taken in parking fees from lorries in June 2025?', decline('vehicle types are Car, Van and Motorbike'));
    q.ask('How much was taken in parking fees in June 2025 not paid by app?', fees((s) => june25(s) && s.payment !== 'App'));
    q.ask('How much was taken in parking fees from vans in June 2025?', fees((s) => june25(s) && s.vehicle === 'Van'));
    q.ask('How much was taken in parking fees at Station car parks in June 2025?', fees((s) => june25(s) && park.get(s.park)!.zone === 'Station'));
    q.ask('How much was taken in parking fees in June 2025 excluding bank holidays?', decline('no bank holiday calendar'));
    q.ask('How much was taken in parking fees in June 2025 per attendant?', decline('no staff column'));
    q.ask('How much was taken in parking fees in the Harbour zone in June 2025?', decline('zones are Centre, Airport and Station'));

    // Average stay in the Airport zone.
    q.ask('What is the average parking duration in minutes at Airport car parks?', amount(avgOf(sessions, (s) => s.minutes, airport)));
    q.ask('What is the average parking duration in minutes at Airport car parks for cars paid by card?', amount(avgOf(sessions, (s) => s.minutes, (s) => airport(s) && s.vehicle === 'Car' && s.payment === 'Card')));
    q.ask('What is the average parking duration in minutes at Airport car parks for business travellers?', decline('no traveller type column'));
    q.ask('What is the average parking duration in minutes at Airport car parks for disabled badge holders?', decline('no badge column'));
    q.ask('What is the average parking duration in minutes at Airport car parks in 2027?', decline('the sessions end in September 2025'));
    q.ask('What is the average parking duration in minutes at Airport car parks other than Terminal One?', amount(avgOf(sessions, (s) => s.minutes, (s) => airport(s) && park.get(s.park)!.name !== 'Terminal One')));
    q.ask('What is the average parking duration in minutes at Airport car parks for overstays?', decline('no permitted stay column'));
    q.ask('What is the average parking duration in minutes at Airport car parks in 2025?', amount(avgOf(sessions, (s) => s.minutes, (s) => airport(s) && s.entry.startsWith('2025'))));
    q.ask('What is the average parking duration in minutes at Seaside car parks?', decline('zones are Centre, Airport and Station'));

    // Sessions counted.
    q.ask('How many parking sessions were paid in cash?', count(countWhere(sessions, (s) => s.payment === 'Cash')));
    q.ask('How many parking sessions were paid in cash by motorbikes?', count(countWhere(sessions, (s) => s.payment === 'Cash' && s.vehicle === 'Motorbike')));
    q.ask('How many parking sessions were paid in cash by foreign vehicles?', decline('no registration country column'));
    q.ask('How many parking sessions were paid in cash with a penalty notice?', decline('no penalty column'));
    q.ask('How many parking sessions were paid in cash by tourists?', decline('no visitor type column'));
    q.ask('How many parking sessions were paid in cash in 2025 at Centre car parks?', count(countWhere(sessions, (s) => s.payment === 'Cash' && s.entry.startsWith('2025') && park.get(s.park)!.zone === 'Centre')));
    q.ask('How many parking sessions were paid in cash more than in the previous year?', decline('a comparison between years is not one number of sessions'));
    q.ask('How many parking sessions were paid in cash during rush hour?', decline('rush hour is not defined'));

    // Busiest car park.
    q.ask('Which car park had the most sessions?', winner(groupBy(sessions, (s) => park.get(s.park)!.name, 'count')));
    q.ask('Which car park had the most sessions by vans?', winner(groupBy(sessions, (s) => park.get(s.park)!.name, 'count', undefined, (s) => s.vehicle === 'Van')));
    q.ask('Which car park had the most sessions by coaches?', decline('vehicle types are Car, Van and Motorbike'));
    q.ask('Which car park had the most sessions by members?', decline('no membership column'));
    q.ask('Which car park had the most sessions per space?', winner(new Map([...groupBy(sessions, (s) => park.get(s.park)!.name, 'count')].map(([k, v]) => [k, v / parks.find((p) => p.name === k)!.spaces]))));
    q.ask('Which car park had the most sessions with a broken barrier?', decline('no barrier fault column'));
    q.ask('Which car park had the most sessions in the Station zone?', winner(groupBy(sessions, (s) => park.get(s.park)!.name, 'count', undefined, (s) => park.get(s.park)!.zone === 'Station')));
    return { files, questions: q.questions };
  },
};
