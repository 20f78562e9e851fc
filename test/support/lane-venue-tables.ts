// A leisure group's lane venues for the builtin engine's tests (generated from a seed, rows kept so
// tests compute expected answers themselves): venues, lane bookings keyed by booking_id with a
// status that includes "Booked", a package that includes "Corporate" beside a yes/no "corporate"
// flag, add-on lines holding an item_code with its description, supplier deliveries holding
// "cases" and "case_cost"; a bottle shop's products (an RRP) and sales lines (unit_price and
// line_total); a workshop's repair
// tickets that hold no price of anything sold.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type Venue = { venue_id: number; venue_name: string; city: string };
export type LaneBooking = { booking_id: number; venue_id: number; session_date: string; package: string; status: string; price: number; corporate: string; booked_via: string };
export type AddOnLine = { addon_line: number; booking_id: number; item_code: string; description: string; category: string; qty: number; unit_price: number };
export type DeliveryLine = { delivery_ref: string; delivered: string; supplier: string; cases: number; case_cost: number };
export type ShopProduct = { sku: string; beer: string; style: string; rrp_gbp: number };
export type ShopSaleLine = { line_id: number; sold_on: string; sku: string; qty: number; unit_price: number; line_total: number };
export type RepairTicket = { 'Ticket No': number; customer_no: number; 'Booked In': string; Completed: string | null; 'Bike Type': string; Job: string; 'Labour £': number | null; Status: string };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ITEMS: Array<[string, string, string, number]> = [
  ['DR-LAG', 'Lager pint', 'Drink', 6], ['DR-CID', 'Cider pint', 'Drink', 5.5], ['DR-SOF', 'Soft drink', 'Drink', 2.5],
  ['FD-PIZ', 'Pizza', 'Food', 12], ['FD-NAC', 'Nachos', 'Food', 8], ['EX-THR', 'Extra throws', 'Experience', 5],
];

export function laneVenueTables(count: number, seed = 4_421): { venues: Venue[]; bookings: LaneBooking[]; addons: AddOnLine[]; deliveries: DeliveryLine[] } {
  const rng = seeded(seed);
  const venues: Venue[] = Array.from({ length: 8 }, (_, i) => ({ venue_id: 301 + i, venue_name: `Venue ${i + 1}`, city: pick(rng, ['Leeds', 'York', 'Hull']) }));
  const bookings: LaneBooking[] = Array.from({ length: count }, (_, i) => {
    const pkg = pick(rng, ['Classic', 'Classic', 'Party', 'Corporate']);
    const date = Date.UTC(2025, 0, 1) + int(rng, 0, 600) * DAY;
    return {
      booking_id: 1_004_001 + i * 3,
      venue_id: pick(rng, venues).venue_id,
      session_date: iso(date),
      package: pkg,
      status: date > Date.UTC(2026, 7, 1) ? 'Booked' : rng() < 0.1 ? 'Cancelled' : 'Completed',
      price: int(rng, 40, 400),
      corporate: pkg === 'Corporate' || rng() < 0.15 ? 'Yes' : 'No',
      booked_via: pick(rng, ['Website', 'Website', 'Phone', 'Walk-in']),
    };
  });
  const addons: AddOnLine[] = [];
  for (const b of bookings) {
    if (b.status !== 'Completed' || rng() < 0.4) continue;
    const [code, description, category, price] = pick(rng, ITEMS);
    addons.push({ addon_line: addons.length + 1, booking_id: b.booking_id, item_code: code, description, category, qty: int(rng, 1, 8), unit_price: price });
  }
  const deliveries: DeliveryLine[] = Array.from({ length: 1_200 }, (_, i) => ({
    delivery_ref: `DL-${String(i + 1).padStart(5, '0')}`,
    delivered: iso(Date.UTC(2025, 0, 1) + int(rng, 0, 600) * DAY),
    supplier: pick(rng, ['Hop Logistics', 'Beer Crates Ltd', 'Cask and Can Co']),
    cases: int(rng, 1, 4),
    case_cost: int(rng, 2_000, 6_000) / 100,
  }));
  return { venues, bookings, addons, deliveries };
}

export function bottleShopTables(count: number, seed = 4_423): { products: ShopProduct[]; sales: ShopSaleLine[] } {
  const rng = seeded(seed);
  const products: ShopProduct[] = Array.from({ length: 60 }, (_, i) => ({ sku: `BS-${1_001 + i}`, beer: `Beer ${i + 1}`, style: pick(rng, ['IPA', 'Stout', 'Sour', 'Lager']), rrp_gbp: int(rng, 250, 900) / 100 }));
  const sales: ShopSaleLine[] = Array.from({ length: count }, (_, i) => {
    const p = pick(rng, products);
    const qty = int(rng, 1, 4);
    return { line_id: i + 1, sold_on: iso(Date.UTC(2025, 0, 1) + int(rng, 0, 600) * DAY), sku: p.sku, qty, unit_price: p.rrp_gbp, line_total: Math.round(qty * p.rrp_gbp * 100) / 100 };
  });
  return { products, sales };
}

export function repairTickets(count: number, seed = 4_427): RepairTicket[] {
  const rng = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const status = rng() < 0.05 ? 'Cancelled' : 'Collected';
    const booked = Date.UTC(2025, 0, 2) + int(rng, 0, 690) * DAY;
    return {
      'Ticket No': 60_001 + i,
      customer_no: 20_001 + int(rng, 0, 400),
      'Booked In': iso(booked),
      Completed: status === 'Cancelled' ? null : iso(booked + int(rng, 0, 5) * DAY),
      'Bike Type': pick(rng, ['Road', 'Hybrid', 'E-bike']),
      Job: pick(rng, ['Basic service', 'Puncture repair', 'Full service']),
      'Labour £': status === 'Cancelled' ? null : int(rng, 10, 120),
      Status: status,
    };
  });
}
