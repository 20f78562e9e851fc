// A self-storage business with four sites: 1,400 units (XLSX), their rental contracts from January
// 2022 to mid-November 2025 (CSV) and every payment taken on them (CSV), joined by `unit_id` and
// `contract_no`. Traps: contract numbers that look numeric, money headers with units ("Monthly
// Rate ($)", "Amount (USD)"), blank move-out dates for live contracts, an insurance plan literally
// called "None", failed and reversed payments, refunds written as positive amounts of their own
// type, floors written "G", "1", "2", and a business customer whose name starts with "Total".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, daysBetween, addDays } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Unit {
  id: string;
  site: string;
  floor: string;
  size: number;
  label: string;
  climate: string;
  rate: number;
  status: string;
}

interface Rental {
  no: number;
  unit: string;
  customer: string;
  type: string;
  moveIn: string;
  moveOut: string | null;
  rate: number;
  insurance: string;
  status: string;
}

interface Payment {
  id: number;
  contract: number;
  date: string;
  kind: string;
  amount: number;
  method: string;
  status: string;
}

const SITES: [string, string, number][] = [['Northgate', 'NG', 1.1], ['Riverside', 'RS', 1.25], ['Eastfield', 'EF', 0.9], ['Airport Road', 'AR', 1]];
// sq ft, label, base monthly rate, weight
const SIZES: [number, string, number, number][] = [
  [15, '3x5 locker', 29, 8], [25, '5x5', 45, 14], [50, '5x10', 69, 20], [75, '5x15', 89, 14], [100, '10x10', 115, 18], [150, '10x15', 149, 12], [200, '10x20', 185, 9], [300, '10x30', 249, 5],
];
const FIRST = ['Aaron', 'Brenda', 'Carlos', 'Dina', 'Eric', 'Fatima', 'Gary', 'Helen', 'Ian', 'Julia', 'Kevin', 'Laura', 'Marcus', 'Nina', 'Omar', 'Paula', 'Raj', 'Sandra', 'Tom', 'Uma', 'Victor', 'Wendy', 'Xavier', 'Yolanda', 'Zane', 'Alicia', 'Brian', 'Chen', 'Deborah', 'Felix'];
const LAST = ['Anderson', 'Brooks', 'Castillo', 'Diaz', 'Edwards', 'Fischer', 'Garcia', 'Howard', 'Ingram', 'Jensen', 'Kowalski', 'Lopez', 'Mitchell', 'Nguyen', 'Ortiz', 'Perry', 'Ramirez', 'Sullivan', 'Thompson', 'Underwood', 'Vargas', 'Webb', 'Young', 'Zimmerman', 'Bennett', 'Coleman', 'Dawson', 'Flores', 'Graham', 'Hayes'];
const BUSINESSES = [
  'Total Freight Solutions', 'Brightside Removals', 'Metro Print Co', 'Harbor Antiques', 'Greenleaf Landscaping', 'Pinnacle Events', 'Oakwood Furniture', 'Swift Courier LLC',
  'Blue Door Bakery', 'Summit Realty', 'Coastal Catering', 'Redline Auto Parts', 'Keystone Archives', 'Maple & Co Interiors', 'Northwind Traders', 'Sunrise Dental',
];
const INSURANCE: [string, number, number][] = [['None', 0, 38], ['Basic', 9, 42], ['Premium', 16, 20]];
const METHODS = ['Card', 'Direct Debit', 'Bank Transfer', 'Cash'];
const END = '2025-11-15';

function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const d = Math.min(28, Number(iso.slice(8, 10)));
  return `${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function generate(): { units: Unit[]; rentals: Rental[]; payments: Payment[] } {
  const random = createRandom(36_202);
  const units: Unit[] = [];
  const perSite = [420, 380, 330, 270];
  SITES.forEach(([site, prefix, factor], s) => {
    for (let i = 0; i < perSite[s]; i++) {
      const [size, label, base] = (() => {
        const sq = random.weighted(SIZES.map((x) => x[0]), SIZES.map((x) => x[3]));
        return SIZES.find((x) => x[0] === sq)!;
      })();
      const floor = size >= 150 ? 'G' : random.weighted(['G', '1', '2'], [40, 35, 25]);
      const climate = floor !== 'G' && random.chance(site === 'Riverside' ? 0.75 : 0.45) ? 'Yes' : 'No';
      const rate = Math.round(base * factor * (climate === 'Yes' ? 1.2 : 1)) - 0.05;
      units.push({ id: `${prefix}-${floor}${String(i + 1).padStart(3, '0')}`, site, floor, size, label, climate, rate, status: '' });
    }
  });
  const people = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));
  const rentals: Rental[] = [];
  for (const u of units) {
    const outOfService = random.chance(0.025);
    let t = random.date('2022-01-03', '2022-09-30');
    let live = false;
    while (t <= END) {
      if (outOfService && t > '2025-03-01') break;
      const business = random.chance(u.size >= 100 ? 0.3 : 0.08);
      const months = random.weighted([1, 2, 3, 6, 9, 12, 18, 24, 36], [8, 10, 14, 16, 12, 14, 10, 9, 7]);
      const stay = months * 30 + random.int(-10, 20);
      const out = addDays(t, stay);
      const active = out > END;
      const status = active ? 'Active' : random.chance(0.06) ? 'Defaulted' : 'Ended';
      rentals.push({
        no: 0,
        unit: u.id,
        customer: business ? random.weighted(BUSINESSES, BUSINESSES.map((_, i) => (i === 0 ? 2.5 : 1))) : random.pick(people),
        type: business ? 'Business' : 'Personal',
        moveIn: t,
        moveOut: active ? null : out,
        rate: Math.round(u.rate * random.float(0.85, 1.05, 3) * 100) / 100,
        insurance: random.weighted(INSURANCE.map((x) => x[0]), INSURANCE.map((x) => x[2] * (business && x[0] === 'None' ? 0.5 : 1))),
        status,
      });
      if (active) {
        live = true;
        break;
      }
      t = addDays(out, random.int(3, 110));
    }
    u.status = live ? 'Occupied' : outOfService ? 'Out of Service' : 'Vacant';
  }
  rentals.sort((a, b) => a.moveIn.localeCompare(b.moveIn) || a.unit.localeCompare(b.unit));
  rentals.forEach((r, i) => (r.no = 700_001 + i));
  const payments: Payment[] = [];
  for (const r of rentals) {
    const method = random.weighted(METHODS, r.type === 'Business' ? [30, 20, 48, 2] : [45, 35, 8, 12]);
    const last = r.moveOut ?? END;
    const premium = INSURANCE.find((x) => x[0] === r.insurance)![1];
    for (let k = 0; ; k++) {
      const due = addMonths(r.moveIn, k);
      if (due >= last) break;
      const roll = random.next();
      const status = roll < 0.045 ? 'Failed' : roll < 0.055 ? 'Reversed' : 'Paid';
      const paidOn = addDays(due, random.int(0, 4));
      if (paidOn > END) break;
      payments.push({ id: 0, contract: r.no, date: paidOn, kind: 'Rent', amount: r.rate, method, status });
      if (premium) payments.push({ id: 0, contract: r.no, date: paidOn, kind: 'Insurance', amount: premium, method, status });
      if (status === 'Failed') {
        const retry = addDays(paidOn, random.int(3, 12));
        if (retry <= END && !(r.status === 'Defaulted' && due >= addMonths(last, -2))) {
          payments.push({ id: 0, contract: r.no, date: retry, kind: 'Rent', amount: r.rate, method: random.chance(0.5) ? method : 'Card', status: 'Paid' });
          payments.push({ id: 0, contract: r.no, date: retry, kind: 'Late Fee', amount: random.pick([15, 20, 25]), method: 'Card', status: 'Paid' });
        }
      }
    }
    if (r.status === 'Ended' && r.moveOut! <= END && random.chance(0.3)) {
      const part = Math.round(r.rate * random.float(0.1, 0.9, 2) * 100) / 100;
      payments.push({ id: 0, contract: r.no, date: addDays(r.moveOut!, random.int(2, 20)), kind: 'Refund', amount: part, method, status: 'Paid' });
    }
  }
  const kept = payments.filter((p) => p.date <= END);
  kept.sort((a, b) => a.date.localeCompare(b.date) || a.contract - b.contract);
  kept.forEach((p, i) => (p.id = 1_000_001 + i));
  return { units, rentals, payments: kept };
}

const UNIT_COLUMNS: Column<Unit>[] = [
  { header: 'unit_id', value: (u) => u.id },
  { header: 'site', value: (u) => u.site },
  { header: 'floor', value: (u) => u.floor },
  { header: 'size_sqft', value: (u) => u.size },
  { header: 'size_label', value: (u) => u.label },
  { header: 'climate_controlled', value: (u) => u.climate },
  { header: 'List Rate (USD/month)', value: (u) => u.rate },
  { header: 'unit_status', value: (u) => u.status },
];

const RENTAL_COLUMNS: Column<Rental>[] = [
  { header: 'contract_no', value: (r) => r.no },
  { header: 'unit_id', value: (r) => r.unit },
  { header: 'customer_name', value: (r) => r.customer },
  { header: 'customer_type', value: (r) => r.type },
  { header: 'move_in', value: (r) => r.moveIn },
  { header: 'move_out', value: (r) => r.moveOut },
  { header: 'Monthly Rate ($)', value: (r) => r.rate },
  { header: 'insurance_plan', value: (r) => r.insurance },
  { header: 'contract_status', value: (r) => r.status },
];

const PAYMENT_COLUMNS: Column<Payment>[] = [
  { header: 'payment_id', value: (p) => p.id },
  { header: 'contract_no', value: (p) => p.contract },
  { header: 'paid_on', value: (p) => p.date },
  { header: 'payment_type', value: (p) => p.kind },
  { header: 'Amount (USD)', value: (p) => p.amount },
  { header: 'method', value: (p) => p.method },
  { header: 'status', value: (p) => p.status },
];

export const selfstorage: BusinessSchema = {
  name: 'selfstorage',
  description: 'A self-storage business: 1,400 units at four sites (XLSX), rental contracts 2022 to Nov 2025 (CSV) and their payments (CSV), joined by unit_id and contract_no',
  async build(dir) {
    const { units, rentals, payments } = generate();
    const files = [
      await writeXlsx(join(dir, 'units.xlsx'), 'Units', UNIT_COLUMNS, units),
      await writeCsv(join(dir, 'rental_contracts.csv'), RENTAL_COLUMNS, rentals),
      await writeCsv(join(dir, 'payments.csv'), PAYMENT_COLUMNS, payments),
    ];
    const q = questionSet('selfstorage');
    const unitOf = new Map(units.map((u) => [u.id, u]));
    const rentalOf = new Map(rentals.map((r) => [r.no, r]));
    const siteOfRental = (r: Rental) => unitOf.get(r.unit)!.site;
    const siteOfPayment = (p: Payment) => siteOfRental(rentalOf.get(p.contract)!);
    const paidRent = (p: Payment) => p.kind === 'Rent' && p.status === 'Paid';
    const amt = (p: Payment) => p.amount;
    const inYear = (y: string) => (p: Payment) => p.date.startsWith(y);

    q.ask('How many storage units do we have?', count(units.length));
    q.ask('units per site', countsBy(groupBy(units, (u) => u.site, 'count')));
    q.ask('How many units are vacant right now?', count(countWhere(units, (u) => u.status === 'Vacant')));
    q.ask('What is our occupancy rate across all units?', percent(percentOf(countWhere(units, (u) => u.status === 'Occupied'), units.length)));
    q.ask('Which site has the most climate controlled units?', winner(groupBy(units, (u) => u.site, 'count', undefined, (u) => u.climate === 'Yes')));
    q.ask("What's the average list rate for a 10x10 unit?", amount(avgOf(units, (u) => u.rate, (u) => u.label === '10x10')));
    q.ask('Total square footage at Riverside', amount(sumOf(units, (u) => u.size, (u) => u.site === 'Riverside'), 0));
    q.ask('How many units at Airport Road are bigger than 150 sq ft?', count(countWhere(units, (u) => u.site === 'Airport Road' && u.size > 150)));
    q.ask('What is the most expensive list rate at Northgate?', amount(maxOf(units, (u) => u.rate, (u) => u.site === 'Northgate')));
    q.ask('Average size of ground floor units in square feet', amount(avgOf(units, (u) => u.size, (u) => u.floor === 'G'), 1));
    q.ask('How many rental contracts have we written in total?', count(rentals.length));
    q.ask('How many rentals started in 2024?', count(countWhere(rentals, (r) => r.moveIn.startsWith('2024'))));
    q.ask('How many business customers are renting with us at the moment?', count(new Set(rentals.filter((r) => r.status === 'Active' && r.type === 'Business').map((r) => r.customer)).size));
    q.ask('Average monthly rate on active contracts', amount(avgOf(rentals, (r) => r.rate, (r) => r.status === 'Active')));
    q.ask('What share of contracts have no insurance?', percent(percentOf(countWhere(rentals, (r) => r.insurance === 'None'), rentals.length)));
    q.ask('contracts by insurance plan', countsBy(groupBy(rentals, (r) => r.insurance, 'count')));
    q.ask("For contracts with status Ended, what's the average length of stay in days?", amount(avgOf(rentals, (r) => daysBetween(r.moveIn, r.moveOut!), (r) => r.status === 'Ended'), 1));
    q.ask('Which site had the most move-ins in 2024?', winner(groupBy(rentals, siteOfRental, 'count', undefined, (r) => r.moveIn.startsWith('2024'))));
    q.ask('How many contracts ended in default?', count(countWhere(rentals, (r) => r.status === 'Defaulted')));
    q.ask('How many contracts has Total Freight Solutions had with us?', count(countWhere(rentals, (r) => r.customer === 'Total Freight Solutions')));
    q.ask('How many different customers moved in during 2023?', count(new Set(rentals.filter((r) => r.moveIn.startsWith('2023')).map((r) => r.customer)).size));
    q.ask('When did our first ever rental start?', day(rentals[0].moveIn));
    q.ask('How much rent did we collect in 2024?', amount(sumOf(payments, amt, (p) => paidRent(p) && inYear('2024')(p))));
    q.ask('How much did we make in late fees in 2025?', amount(sumOf(payments, amt, (p) => p.kind === 'Late Fee' && p.status === 'Paid' && inYear('2025')(p))));
    q.ask('How many payments failed?', count(countWhere(payments, (p) => p.status === 'Failed')));
    q.ask('What percentage of payments failed in 2025?', percent(percentOf(countWhere(payments, (p) => p.status === 'Failed' && inYear('2025')(p)), countWhere(payments, inYear('2025')))));
    q.ask('number of payments by method', countsBy(groupBy(payments, (p) => p.method, 'count')));
    q.ask('How much have we refunded to customers in total?', amount(sumOf(payments, amt, (p) => p.kind === 'Refund')));
    q.ask('Which customer has paid us the most rent overall?', winner(groupBy(payments, (p) => rentalOf.get(p.contract)!.customer, 'sum', amt, paidRent)));
    q.ask('Top 3 sites by rent collected in Q3 2025', ranking(ranked(groupBy(payments, siteOfPayment, 'sum', amt, (p) => paidRent(p) && p.date >= '2025-07-01' && p.date <= '2025-09-30'), 3)));
    q.ask('Which month of 2025 brought in the most rent?', month(ranked(groupBy(payments, (p) => p.date.slice(0, 7), 'sum', amt, (p) => paidRent(p) && inYear('2025')(p)), 1)[0]));
    q.ask('How many payments did we take between 1 and 15 March 2025?', count(countWhere(payments, (p) => p.date >= '2025-03-01' && p.date <= '2025-03-15')));
    q.ask('Average successful rent payment by direct debit', amount(avgOf(payments, amt, (p) => paidRent(p) && p.method === 'Direct Debit')));
    const ng = q.ask('How much rent did Northgate collect in October 2025?', amount(sumOf(payments, amt, (p) => paidRent(p) && siteOfPayment(p) === 'Northgate' && p.date.startsWith('2025-10'))));
    q.followUp(ng, 'what about Eastfield?', amount(sumOf(payments, amt, (p) => paidRent(p) && siteOfPayment(p) === 'Eastfield' && p.date.startsWith('2025-10'))));
    q.ask('late fees collected per site in 2025', breakdown(groupBy(payments, siteOfPayment, 'sum', amt, (p) => p.kind === 'Late Fee' && p.status === 'Paid' && inYear('2025')(p))));
    q.ask('How much insurance premium did we collect in 2025?', amount(sumOf(payments, amt, (p) => p.kind === 'Insurance' && p.status === 'Paid' && inYear('2025')(p))));

    q.ask('Which units have reported damp or pest problems?', decline('no condition or incident data'));
    q.ask('How often do customers visit their units?', decline('no gate access logs'));
    q.ask('How many customers found us through Google ads?', decline('no marketing source'));
    q.ask('Why did customers move out?', decline('no move-out reason'));
    q.ask('What does StoreMore down the road charge for a 10x10?', decline('another business'));
    q.ask('What will our occupancy be next quarter?', decline('a forecast'));
    q.ask('What are customers storing in the Riverside units?', decline('no contents data'));
    q.ask('How much rent did we collect in 2021?', decline('contracts start in January 2022'));
    q.ask('How much did we spend on electricity at Eastfield?', decline('no costs'));
    q.ask("What are our customers' credit scores?", decline('no credit data'));
    q.ask('How many hours did the site staff work last month?', decline('no staff data'));
    return { files, questions: q.questions };
  },
};
