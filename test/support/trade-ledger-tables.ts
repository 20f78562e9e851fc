// Tables of small trades for the builtin engine's tests (generated from a seed, rows kept so tests
// compute expected answers themselves): a deli's order lines with a qty, a weight, a price per kg and a line total, a
// fitter's material lines recorded in units of measure (tube, sheet, metre) with a unit cost, an
// archery club's lane bookings dated by session, a tool hire log with start times, launderette
// machines priced per cycle beside their cycles' takings, jobs invoiced on completion (or some only
// later), a car wash's washes and its supply purchases, a nail studio's visits by service, and an
// alteration shop's jobs by garment and tailor.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

const day = (rng: () => number, from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + int(rng, 0, days - 1) * 86_400_000).toISOString().slice(0, 10);

export type DeliLine = { line_id: number; order_no: string; order_date: string; sku: string; qty: number; 'Weight (kg)': string; 'Price (£/kg)': string; 'Line total (£)': string };
const DELI: Array<[string, number]> = [['Smoked Ham', 6.5], ['Blue Stilton', 9.25], ['Olive Tapenade', 4.1], ['Rye Loaf', 3.2], ['Fig Chutney', 5.75]];

const deliSku = (product: string) => `SK${100 + DELI.findIndex(([p]) => p === product)}`;

/** The deli's products, by the sku its order lines refer to. */
export function deliProducts(): Array<{ sku: string; product: string; shelf: string; 'Price (£/kg)': string }> {
  return DELI.map(([product, price], i) => ({ sku: deliSku(product), product, shelf: i % 2 ? 'Chilled' : 'Ambient', 'Price (£/kg)': price.toFixed(2) }));
}

/** Order lines over 2024-2026; each line holds 1-6 of one product, by its sku. */
export function deliLines(n: number, seed = 81): DeliLine[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [product, price] = pick(rng, DELI);
    const qty = int(rng, 1, 6);
    const kg = qty * int(rng, 2, 10) / 10;
    return { line_id: i + 1, order_no: `D${50_000 + Math.floor(i / 2)}`, order_date: day(rng, '2024-01-01', 1000), sku: deliSku(product), qty, 'Weight (kg)': kg.toFixed(2), 'Price (£/kg)': price.toFixed(2), 'Line total (£)': (kg * price).toFixed(2) };
  });
}

export type MaterialLine = { line_id: number; job_no: number; job_type: string; material: string; unit: string; qty: number; 'Unit cost (£)': string };
const MATERIALS: Array<[string, string, number]> = [['Clear silicone', 'tube', 6.4], ['Acrylic sheet 4mm', 'sheet', 42], ['Edge trim', 'metre', 2.1], ['Fixing screws (box)', 'box', 8.5], ['Frost film', 'metre', 5.3]];

/** Material lines of fitting jobs, each in its material's unit, 1-5 of it. */
export function materialLines(n: number, seed = 83): MaterialLine[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [material, unit, cost] = pick(rng, MATERIALS);
    return { line_id: i + 1, job_no: 7000 + Math.floor(i / 3), job_type: pick(rng, ['Kitchen', 'Bathroom', 'Office']), material, unit, qty: int(rng, 1, 5), 'Unit cost (£)': cost.toFixed(2) };
  });
}

export type LaneBooking = { booking_id: number; member_no: string; lane: number; session_date: string; 'Lane fee (£)': string; arrows_shot: number };

/** Lane bookings: about 30 sessions shot on each of some 50 dates. */
export function laneBookings(n: number, seed = 85): LaneBooking[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ booking_id: i + 1, member_no: `M${1000 + int(rng, 0, 300)}`, lane: int(rng, 1, 12), session_date: day(rng, '2025-03-01', 50), 'Lane fee (£)': (6 + int(rng, 0, 3)).toFixed(2), arrows_shot: int(rng, 30, 150) }));
}

export type ToolHire = { hire_id: number; hire_date: string; start_time: string; item: string; 'Charge (£)': string };

/** Tool hires on the hour between 9:00 and 17:00, so many hires share a start time. */
export function toolHires(n: number, seed = 87): ToolHire[] {
  const rng = seeded(seed);
  const items = ['Tile Cutter', 'Floor Sander', 'Wallpaper Steamer', 'Cement Mixer'];
  return Array.from({ length: n }, (_, i) => ({ hire_id: i + 1, hire_date: day(rng, '2025-01-01', 200), start_time: `${String(int(rng, 9, 17)).padStart(2, '0')}:00`, item: pick(rng, items), 'Charge (£)': (15 + int(rng, 0, 20)).toFixed(2) }));
}

export type WashMachine = { machine_id: string; branch: string; 'Price per cycle (£)': string };
export type WashCycle = { cycle_id: number; machine_id: string; started_at: string; 'Paid (£)': string };

/** Machines priced per cycle and their cycles; the cheapest machines run the most cycles. */
export function washCycles(machineCount: number, cycleCount: number, seed = 89): { machines: WashMachine[]; cycles: WashCycle[] } {
  const rng = seeded(seed);
  const machines = Array.from({ length: machineCount }, (_, i) => ({ machine_id: `W${String(i + 1).padStart(2, '0')}`, branch: pick(rng, ['High St', 'Market Sq', 'Station Rd']), 'Price per cycle (£)': (4 + (i % 5)).toFixed(2) }));
  const cycles = Array.from({ length: cycleCount }, (_, i) => {
    const m = chance(rng, 0.5) ? machines[int(rng, 0, machineCount - 1)] : machines[5 * int(rng, 0, Math.floor((machineCount - 1) / 5))];
    return { cycle_id: i + 1, machine_id: m.machine_id, started_at: day(rng, '2025-01-01', 300), 'Paid (£)': m['Price per cycle (£)'] };
  });
  return { machines, cycles };
}

export type FittingJob = { job_no: number; job_type: string; booked_date: string; completed_date: string; 'Invoice total (£)': string };

/** Jobs booked over 2024-2025, completed 5-60 days later when done, invoiced only when completed. */
export function fittingJobs(n: number, seed = 91): FittingJob[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const booked = day(rng, '2024-06-01', 600);
    const done = chance(rng, 0.85);
    const completed = done ? new Date(Date.parse(`${booked}T00:00:00Z`) + int(rng, 5, 60) * 86_400_000).toISOString().slice(0, 10) : '';
    return { job_no: 30_000 + i, job_type: pick(rng, ['Repair', 'Replacement', 'Shopfront']), booked_date: booked, completed_date: completed, 'Invoice total (£)': done ? (120 + int(rng, 0, 900)).toFixed(2) : '' };
  });
}

/** Jobs as fittingJobs, but about one completed job in eight not invoiced yet: the invoice total is blank on more rows than the completion date. */
export function fittingJobsInvoicedLate(n: number, seed = 93): FittingJob[] {
  const rng = seeded(seed);
  return fittingJobs(n, seed).map((j) => (j.completed_date && chance(rng, 0.12) ? { ...j, 'Invoice total (£)': '' } : j));
}

export type CarWash = { wash_id: number; washed_on: string; bay: string; status: string; 'Price ($)': string };

/** Washes over 2025, most completed, some refunded or voided. */
export function carWashes(n: number, seed = 95): CarWash[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    wash_id: 80_000 + i,
    washed_on: day(rng, '2025-01-01', 365),
    bay: pick(rng, ['Bay 1', 'Bay 2', 'Bay 3', 'Jet Bay']),
    status: chance(rng, 0.86) ? 'completed' : pick(rng, ['refunded', 'voided']),
    'Price ($)': pick(rng, [8, 12, 15, 22]).toFixed(2),
  }));
}

export type SupplyPurchase = { purchase_id: number; bought_on: string; item: string; 'Cost ($)': string };

/** What a car wash bought over 2025: money paid out only. */
export function supplyPurchases(n: number, seed = 97): SupplyPurchase[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ purchase_id: i + 1, bought_on: day(rng, '2025-01-01', 365), item: pick(rng, ['Wax', 'Shampoo', 'Sponges', 'Towels']), 'Cost ($)': (20 + int(rng, 0, 200)).toFixed(2) }));
}

export type StudioVisit = { visit_id: number; visit_date: string; service: string; technician: string; 'Price (£)': string };

/** A nail studio's visits over 2025, one service each, some services chosen far more often. */
export function studioVisits(n: number, seed = 99): StudioVisit[] {
  const rng = seeded(seed);
  const services: Array<[string, number]> = [['Gel Polish', 30], ['Infill', 34], ['Pedicure', 42], ['Nail Art', 18]];
  return Array.from({ length: n }, (_, i) => {
    const [service, price] = chance(rng, 0.45) ? services[1] : pick(rng, services);
    return { visit_id: i + 1, visit_date: day(rng, '2025-01-01', 365), service, technician: pick(rng, ['Amy', 'Bea', 'Cleo']), 'Price (£)': price.toFixed(2) };
  });
}

export type AlterationJob = { job_id: number; received: string; garment: string; tailor: string; redo: string; 'Price (£)': string };

/** An alteration shop's jobs over 2025: garments and tailors far from evenly spread, some jobs redone (more often by one tailor). */
export function alterationJobs(n: number, seed = 101): AlterationJob[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const garment = chance(rng, 0.4) ? 'Trousers' : pick(rng, ['Dress', 'Suit Jacket', 'Jeans', 'Coat']);
    const tailor = chance(rng, 0.3) ? 'Kofi' : pick(rng, ['Mina', 'Lev', 'Ruth']);
    return { job_id: 60_000 + i, received: day(rng, '2025-01-01', 365), garment, tailor, redo: chance(rng, tailor === 'Ruth' ? 0.12 : 0.04) ? 'Y' : 'N', 'Price (£)': (12 + int(rng, 0, 40)).toFixed(2) };
  });
}
