// Tables for round r36d's readings: a social club's bar sales (items sold by quantity, some put on
// an event's tab), its function bookings (a status of Completed, Confirmed or Cancelled), kit
// orders beside a kit list (two headers of money), and dress fittings whose fitting date is typed
// in two formats in one column beside an ISO collection date. Generated from a seed; rows kept so
// tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (rand: () => number, from: string, days: number) => iso(new Date(Date.parse(`${from}T00:00:00Z`) + Math.floor(rand() * days) * 86_400_000));

export type ClubEvent = { event_ref: string; event_type: string; event_date: string; status: string; guests: number; 'Room Hire (£)': number };
export type ClubSale = { sale_id: number; sold_on: string; item: string; qty: number; 'Amount (£)': number; payment: string; served_by: string; event_ref: string };

export const CLUB_ITEMS: Array<[string, number]> = [['Pale Ale', 4.2], ['Stout', 4.5], ['Cola', 2.1], ['House Wine', 5.5], ['Crisps', 1.2], ['Cider', 4.4], ['Whisky', 3.9], ['Lemonade', 1.9]];

export function clubhouse(n: number, seed = 361): { events: ClubEvent[]; sales: ClubSale[] } {
  const rand = seededRandom(seed);
  const events: ClubEvent[] = Array.from({ length: 1_000 }, (_, i) => {
    const date = dayOf(rand, '2025-01-01', 720);
    const r = rand();
    return {
      event_ref: `EV-${String(i + 1).padStart(4, '0')}`,
      event_type: pick(rand, ['Quiz Night', 'Birthday Party', 'Wake', 'Darts Match']),
      event_date: date,
      status: r < 0.1 ? 'Cancelled' : date < '2026-06-01' ? 'Completed' : 'Confirmed',
      guests: 10 + Math.floor(rand() * 90),
      'Room Hire (£)': 40 + Math.floor(rand() * 200),
    };
  });
  const sales: ClubSale[] = Array.from({ length: n }, (_, i) => {
    const [item, price] = CLUB_ITEMS[Math.floor(rand() * rand() * CLUB_ITEMS.length)];
    const qty = 1 + Math.floor(rand() * rand() * 4);
    const tab = rand() < 0.2;
    return {
      sale_id: 500_001 + i,
      sold_on: dayOf(rand, '2025-01-01', 540),
      item,
      qty,
      'Amount (£)': Math.round(price * qty * 100) / 100,
      payment: tab ? 'Tab' : pick(rand, ['Card', 'Cash']),
      served_by: pick(rand, ['Alf', 'Bea', 'Cy', 'Dot', 'Ed']),
      event_ref: tab ? pick(rand, events).event_ref : '',
    };
  });
  return { events, sales };
}

export type Fitting = { fitting_id: number; bride: string; fitting_date: string; collection_date: string; status: string; iso: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Dress fittings: fitting_date typed ISO on some rows and DD/MM/YYYY on others; with `threeWays`,
 * a third of them "14 Mar 2026" as well, which no pair of formats reads.
 */
export function fittings(n: number, seed = 362, threeWays = false): Fitting[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const date = dayOf(rand, '2025-06-01', 500);
    const collection = dayOf(rand, '2026-01-01', 600);
    return {
      fitting_id: 70_001 + i,
      bride: `Bride ${1 + Math.floor(rand() * 600)}`,
      fitting_date: typed(rand(), date, threeWays),
      collection_date: collection,
      status: pick(rand, ['Attended', 'Attended', 'Attended', 'No Show', 'Cancelled']),
      iso: date,
    };
  });
}

function typed(r: number, date: string, threeWays: boolean): string {
  if (threeWays && r < 0.33) return `${date.slice(8, 10)} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  return r < (threeWays ? 0.66 : 0.5) ? date : `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

export type Dress = { style_code: string; style_name: string; 'Price (£)': number };
export type DressOrder = {
  order_ref: string;
  style_code: string;
  order_date: string;
  'Dress Price (£)': number;
  'Deposit (£)': number;
  alterations: string;
  'Alterations (£)': number | null;
  order_status: string;
  wedding_date: string;
};

/** A dress shop's styles and orders: a status whose first stage is "Ordered", and two headers of money. */
export function dressOrders(n: number, seed = 364): { dresses: Dress[]; orders: DressOrder[] } {
  const rand = seededRandom(seed);
  const dresses: Dress[] = Array.from({ length: 120 }, (_, i) => ({ style_code: `DS-${100 + i}`, style_name: `Style ${i + 1}`, 'Price (£)': 600 + Math.floor(rand() * 30) * 50 }));
  const orders: DressOrder[] = Array.from({ length: n }, (_, i) => {
    const dress = pick(rand, dresses);
    const date = dayOf(rand, '2025-01-01', 600);
    const alterations = pick(rand, ['None', 'Hem', 'Bustle', 'Hem and Bustle']);
    const price = rand() < 0.2 ? Math.round(dress['Price (£)'] * 0.9) : dress['Price (£)'];
    return {
      order_ref: `ORD-${5_001 + i}`,
      style_code: dress.style_code,
      order_date: date,
      'Dress Price (£)': price,
      'Deposit (£)': Math.round(price * 0.3),
      alterations,
      'Alterations (£)': alterations === 'None' ? null : 60 + Math.floor(rand() * 150),
      order_status: pick(rand, ['Ordered', 'Ordered', 'In Alterations', 'Collected', 'Collected', 'Cancelled']),
      wedding_date: dayOf(rand, date, 500),
    };
  });
  return { dresses, orders };
}
