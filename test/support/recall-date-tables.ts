// Tables for date and rate kinds the engine declined (round r31c): a busy till's sales written day
// first with the time ("05/01/2025 14:22"), sorted by time so that the first tens of thousands of
// rows all fall on days 12 or less; and salon appointments counted per month by name. Generated
// from a seed; rows kept so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export type BusySale = { 'Sale No': number; 'Rung Up': string; Item: string; iso: string };

/** `perDay` sales on each of the first `days` days of January 2025, in time order, day first. */
export function busyTill(days: number, perDay: number, seed = 3_101): BusySale[] {
  const rand = seededRandom(seed);
  const out: BusySale[] = [];
  for (let d = 1; d <= days; d++) {
    const minutes = Array.from({ length: perDay }, () => 7 * 60 + Math.floor(rand() * 14 * 60)).sort((a, b) => a - b);
    for (const m of minutes) {
      const iso = `2025-01-${String(d).padStart(2, '0')}`;
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      out.push({ 'Sale No': 900_001 + out.length, 'Rung Up': `${String(d).padStart(2, '0')}/01/2025 ${time}`, Item: pick(rand, ['Latte', 'Scone', 'Tea', 'Panini']), iso });
    }
  }
  return out;
}

export type SalonAppointment = { appt_ref: number; appt_date: string; Stylist: string; Service: string };

/** A salon's appointments through 2024 and 2025 (the file says "appointments"; owners say "bookings"). */
export function salonAppointments(n: number, seed = 3_103): SalonAppointment[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const year = rand() < 0.5 ? 2024 : 2025;
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    return {
      appt_ref: 40_001 + i,
      appt_date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      Stylist: pick(rand, ['Nadia', 'Owen', 'Priti', 'Quinn']),
      Service: pick(rand, ['Cut & Finish', 'Full Head Colour', 'Bridal Hair', 'Blow Dry']),
    };
  });
}

export type PlumbingCustomer = { account_ref: string; customer_name: string; customer_since: string; town: string };

/** A trade's customer list: when each became a customer ("customer_since"), 2019 to 2025. */
export function plumbingCustomers(n: number, seed = 3_105): PlumbingCustomer[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const year = 2019 + Math.floor(rand() * 7);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    return {
      account_ref: `PC-${String(i + 1).padStart(5, '0')}`,
      customer_name: `${pick(rand, ['Ms', 'Mr', 'Dr'])} ${pick(rand, ['A', 'B', 'C', 'D', 'E'])} ${pick(rand, ['Hall', 'Khan', 'Smith', 'Jones', 'Patel', 'Moore'])} ${i + 1}`,
      customer_since: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      town: pick(rand, ['Leeds', 'Bradford', 'Wakefield']),
    };
  });
}

export type Learner = { learner_id: string; gearbox: string; theory_passed_on: string };
export type DrivingTest = { test_ref: string; learner_id: string; centre: string; result: string };

/** Learners (each with the date their theory was passed) and their practical tests, Pass or Fail. */
export function learnersAndTests(learnerCount: number, testCount: number, seed = 3_107): { learners: Learner[]; tests: DrivingTest[] } {
  const rand = seededRandom(seed);
  const learners: Learner[] = Array.from({ length: learnerCount }, (_, i) => ({
    learner_id: `L-${String(i + 1).padStart(5, '0')}`,
    gearbox: rand() < 0.3 ? 'Automatic' : 'Manual',
    theory_passed_on: `2024-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
  }));
  const tests: DrivingTest[] = Array.from({ length: testCount }, (_, i) => {
    const learner = pick(rand, learners);
    const odds = learner.gearbox === 'Automatic' ? 0.62 : 0.48;
    return { test_ref: `T${70_001 + i}`, learner_id: learner.learner_id, centre: pick(rand, ['Derby', 'Leicester', 'Nottingham']), result: rand() < odds ? 'Pass' : 'Fail' };
  });
  return { learners, tests };
}

export type VendingMachine = { 'Machine No': number; Site: string; Installed: string };
export type VendingSale = { 'Txn ID': number; 'Machine No': number; 'Sold At': string; Product: string; iso: string };

/** Machines installed 2019 to 2024 and their sales, January to June 2025, sold times written day first. */
export function machinesAndSales(machineCount: number, saleCount: number, seed = 3_109): { machines: VendingMachine[]; sales: VendingSale[] } {
  const rand = seededRandom(seed);
  const two = (n: number) => String(n).padStart(2, '0');
  const machines: VendingMachine[] = Array.from({ length: machineCount }, (_, i) => ({
    'Machine No': 3_001 + i,
    Site: `${pick(rand, ['North', 'South', 'East', 'West'])} ${pick(rand, ['Library', 'Station', 'Academy', 'Infirmary'])} ${i + 1}`,
    Installed: `${2019 + Math.floor(rand() * 6)}-${two(1 + Math.floor(rand() * 12))}-${two(1 + Math.floor(rand() * 28))}`,
  }));
  const sales: VendingSale[] = Array.from({ length: saleCount }, (_, i) => {
    const iso = `2025-${two(1 + Math.floor(rand() * 6))}-${two(1 + Math.floor(rand() * 28))}`;
    const time = `${two(7 + Math.floor(rand() * 14))}:${two(Math.floor(rand() * 60))}`;
    return { 'Txn ID': 6_000_001 + i, 'Machine No': pick(rand, machines)['Machine No'], 'Sold At': `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${time}`, Product: pick(rand, ['Cola', 'Crisps', 'Water', 'Mints']), iso };
  });
  return { machines, sales };
}
