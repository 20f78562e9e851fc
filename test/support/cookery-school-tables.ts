// Tables for the confident mistakes of a precision round (r32a): a cookery school's workshops, the
// customers' enrolments in them (a status of Attended, No-show or Cancelled), its customers (names
// that repeat between different people), and the ingredient deliveries for each workshop (a
// delivery type, items delivered and items spoiled, a wholesaler, an outcome of Accepted, Returned
// or Short); and a lender's loans whose status holds both Closed and Default. Generated from a
// seed; rows kept so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export type Workshop = { workshop_id: string; workshop_title: string; chef: string; workshop_date: string };
export type CookeryCustomer = { customer_no: number; customer_name: string; town: string };
export type Enrolment = { enrolment_id: number; workshop_id: string; customer_no: number; enrolled_on: string; enrolment_status: string };
export type Delivery = { delivery_ref: number; workshop_id: string; delivery_type: string; wholesaler: string; delivered_on: string; items_delivered: number; items_spoiled: number; delivery_outcome: string };
export type Loan = { loan_id: number; branch: string; loan_status: string; principal: number };

const TITLES = ['Knife Skills', 'Bread Baking', 'Pasta Making', 'Thai Curry', 'Pastry Basics'];
const CHEFS = ['Amara', 'Bruno', 'Carmen', 'Dmitri'];

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A day of 2024 or 2025 at random, as an ISO date. */
function someDay(rand: () => number): string {
  return iso(2024 + Math.floor(rand() * 2), 1 + Math.floor(rand() * 12), 1 + Math.floor(rand() * 28));
}

/** `days` days before an ISO date (crossing months and years). */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export function cookerySchool(workshopCount: number, customerCount: number, enrolmentCount: number, deliveryCount: number, seed = 3_201) {
  const rand = seededRandom(seed);
  const workshops: Workshop[] = Array.from({ length: workshopCount }, (_, i) => ({
    workshop_id: `CK-${5_001 + i}`,
    workshop_title: pick(rand, TITLES),
    chef: pick(rand, CHEFS),
    workshop_date: someDay(rand),
  }));
  // Few first and last names, so the same name belongs to many different customers.
  const customers: CookeryCustomer[] = Array.from({ length: customerCount }, (_, i) => ({
    customer_no: 70_001 + i,
    customer_name: `${pick(rand, ['Ava', 'Ben', 'Cleo', 'Dev', 'Esme', 'Finn'])} ${pick(rand, ['Reyes', 'Okafor', 'Lindqvist', 'Murphy', 'Tanaka'])}`,
    town: pick(rand, ['Bristol', 'Bath', 'Frome']),
  }));
  const enrolments: Enrolment[] = Array.from({ length: enrolmentCount }, (_, i) => {
    const w = workshops[Math.floor(rand() * workshops.length)];
    const roll = rand();
    return {
      enrolment_id: 800_001 + i,
      workshop_id: w.workshop_id,
      customer_no: customers[Math.floor(rand() * customers.length)].customer_no,
      // Enrolled up to two months ahead, so a month's enrolments and that month's workshops differ.
      enrolled_on: daysBefore(w.workshop_date, 1 + Math.floor(rand() * 60)),
      enrolment_status: roll < 0.1 ? 'Cancelled' : roll < 0.18 ? 'No-show' : 'Attended',
    };
  });
  const deliveries: Delivery[] = Array.from({ length: deliveryCount }, (_, i) => {
    const w = workshops[Math.floor(rand() * workshops.length)];
    const items = 20 + Math.floor(rand() * 60);
    return {
      delivery_ref: 60_001 + i,
      workshop_id: w.workshop_id,
      delivery_type: pick(rand, ['Dry Goods', 'Fresh Produce', 'Dairy']),
      wholesaler: pick(rand, ['Harvest Foods', 'Mill Lane', 'Coastal Dairy']),
      delivered_on: daysBefore(w.workshop_date, 1 + Math.floor(rand() * 3)),
      items_delivered: items,
      items_spoiled: Math.floor(rand() * 6),
      delivery_outcome: pick(rand, ['Accepted', 'Accepted', 'Accepted', 'Accepted', 'Accepted', 'Accepted', 'Accepted', 'Accepted', 'Returned', 'Short']),
    };
  });
  return { workshops, customers, enrolments, deliveries };
}

/** A lender's loans: Open, Closed (repaid) or Default, each with its principal. */
export function lenderLoans(n: number, seed = 3_203): Loan[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const roll = rand();
    return {
      loan_id: 30_001 + i,
      branch: pick(rand, ['Northgate', 'Southbank']),
      loan_status: roll < 0.5 ? 'Open' : roll < 0.9 ? 'Closed' : 'Default',
      principal: 1_000 + Math.floor(rand() * 90) * 100,
    };
  });
}
