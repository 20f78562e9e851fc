// An opticians practice with three branches: 6,000 registered patients (CSV), 16,500 appointments
// from January 2024 to October 2025 (CSV) and 4,200 spectacle and contact lens orders (XLSX),
// joined by `patient_no`. Traps: patient numbers with leading zeros that look numeric, NHS sight
// tests with a fee of zero, "DNA" (did not attend) as a status, a lens coating literally called
// "None" and blank frames and coatings for contact lenses, order dates as dd/mm/yyyy text,
// blank collection dates for orders not yet collected, and cancelled and remade orders.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Patient {
  no: string;
  name: string;
  born: number;
  branch: string;
  nhs: string;
  registered: string;
  lenses: string;
}

interface Appointment {
  id: number;
  patient: string;
  date: string;
  time: string;
  branch: string;
  optometrist: string;
  type: string;
  funding: string;
  fee: number;
  status: string;
}

interface Order {
  no: string;
  patient: string;
  date: string;
  branch: string;
  product: string;
  frame: string | null;
  coating: string | null;
  value: number;
  voucher: number;
  status: string;
  collected: string | null;
}

const BRANCHES = ['High Street', 'Retail Park', 'Old Town'];
const OPTOMS: Record<string, string[]> = {
  'High Street': ['Sarah Lin', 'James Okoro'],
  'Retail Park': ['Amira Haddad', 'Peter Walsh', 'Sarah Lin'],
  'Old Town': ['Helen Moss', 'David Byrne'],
};
// type, weight, private fee, minutes
const TYPES: [string, number, number][] = [
  ['Sight Test', 55, 30], ["Children's Sight Test", 12, 0], ['Contact Lens Check', 15, 45], ['Follow-up', 12, 0], ['Dry Eye Clinic', 6, 55],
];
// product, weight, base price
const PRODUCTS: [string, number, number][] = [
  ['Single Vision', 40, 129], ['Varifocal', 20, 329], ['Bifocal', 5, 219], ['Reading Glasses', 12, 79], ['Prescription Sunglasses', 8, 189], ['Contact Lenses', 15, 96],
];
const FRAMES = ['Own Brand', 'Ray-Ban', 'Oakley', 'Silhouette', 'Tom Ford', 'Lindberg'];
const FIRST = ['Margaret', 'John', 'Susan', 'David', 'Patricia', 'Robert', 'Linda', 'Michael', 'Barbara', 'William', 'Elizabeth', 'Richard', 'Jennifer', 'Thomas', 'Maria', 'Charles', 'Nancy', 'Daniel', 'Karen', 'Mark', 'Lisa', 'Paul', 'Betty', 'Steven', 'Sandra', 'Andrew', 'Ashley', 'Joshua', 'Emily', 'Kenneth'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mason', 'Mitchell', 'Rose', 'Davis', 'Rodriguez'];

function generate(): { patients: Patient[]; appointments: Appointment[]; orders: Order[] } {
  const random = createRandom(36_404);
  const patients: Patient[] = [];
  for (let i = 0; i < 6_000; i++) {
    const born = random.int(1932, 2021);
    const nhs = born <= 1965 || born >= 2008 || random.chance(0.22) ? 'Y' : 'N';
    patients.push({
      no: String(4_001 + i * 3).padStart(7, '0'),
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      born,
      branch: random.weighted(BRANCHES, [45, 33, 22]),
      nhs,
      registered: random.date('2012-01-01', '2025-10-31'),
      lenses: born < 2010 && random.chance(0.18) ? 'Yes' : 'No',
    });
  }
  const appointments: Appointment[] = [];
  for (let i = 0; i < 16_500; i++) {
    const p = random.pick(patients);
    const child = p.born >= 2008;
    let type = random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    if (child && type === 'Sight Test') type = "Children's Sight Test";
    if (!child && type === "Children's Sight Test") type = 'Sight Test';
    if (p.lenses === 'No' && type === 'Contact Lens Check') type = 'Sight Test';
    let date = random.date('2024-01-02', '2025-10-31');
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
    const branch = random.chance(0.9) ? p.branch : random.pick(BRANCHES);
    const roll = random.next();
    const status = roll < 0.06 ? 'DNA' : roll < 0.13 ? 'Cancelled' : 'Attended';
    const funding = type === "Children's Sight Test" || type === 'Follow-up' || (type === 'Sight Test' && p.nhs === 'Y') ? 'NHS' : 'Private';
    const fee = funding === 'NHS' ? 0 : TYPES.find((t) => t[0] === type)![2] + (date >= '2025-04-01' ? 5 : 0);
    appointments.push({
      id: 0,
      patient: p.no,
      date,
      time: `${String(random.int(9, 17)).padStart(2, '0')}:${random.pick(['00', '20', '40'])}`,
      branch,
      optometrist: random.pick(OPTOMS[branch]),
      type,
      funding,
      fee,
      status,
    });
  }
  appointments.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.patient.localeCompare(b.patient));
  appointments.forEach((a, i) => (a.id = 900_001 + i));
  const orders: Order[] = [];
  const patientOf = new Map(patients.map((p) => [p.no, p]));
  const tested = appointments.filter((a) => a.status === 'Attended' && (a.type.includes('Sight Test') || a.type === 'Contact Lens Check'));
  for (const a of tested) {
    if (!random.chance(0.42)) continue;
    const p = patientOf.get(a.patient)!;
    let product = random.weighted(PRODUCTS.map((x) => x[0]), PRODUCTS.map((x) => x[1]));
    if (a.type === 'Contact Lens Check') product = 'Contact Lenses';
    if (p.born >= 2008 && product === 'Varifocal') product = 'Single Vision';
    const base = PRODUCTS.find((x) => x[0] === product)![2];
    const lens = product === 'Contact Lenses';
    const frame = lens ? null : random.weighted(FRAMES, [40, 18, 10, 9, 7, 4]);
    const framePremium = frame === null ? 0 : ({ 'Own Brand': 0, 'Ray-Ban': 85, Oakley: 95, Silhouette: 140, 'Tom Ford': 180, Lindberg: 260 } as Record<string, number>)[frame];
    const coating = lens ? null : random.weighted(['None', 'Anti-reflective', 'Blue Filter', 'Photochromic'], [30, 40, 18, 12]);
    const coatingPrice = coating === null || coating === 'None' ? 0 : coating === 'Photochromic' ? 75 : coating === 'Blue Filter' ? 45 : 35;
    const value = base + framePremium + coatingPrice + (lens ? random.int(0, 3) * 24 : 0);
    const voucher = p.nhs === 'Y' && !lens ? (product === 'Varifocal' || product === 'Bifocal' ? 70.4 : 43.9) : 0;
    const date = addDays(a.date, random.chance(0.85) ? 0 : random.int(1, 20));
    const roll = random.next();
    let status = roll < 0.05 ? 'Cancelled' : roll < 0.09 ? 'Remake' : 'Collected';
    let collected: string | null = status === 'Collected' ? addDays(date, random.int(lens ? 2 : 6, lens ? 10 : 21)) : null;
    if (collected !== null && collected > '2025-11-14') {
      collected = null;
      status = random.chance(0.5) ? 'Ready for Collection' : 'At Lab';
    }
    if (date > '2025-11-14') continue;
    orders.push({ no: '', patient: p.no, date, branch: a.branch, product, frame, coating, value, voucher, status, collected });
  }
  orders.sort((a, b) => a.date.localeCompare(b.date) || a.patient.localeCompare(b.patient));
  orders.forEach((o, i) => (o.no = `SO-${o.date.slice(2, 4)}-${String(i + 1).padStart(5, '0')}`));
  return { patients, appointments, orders };
}

const dmy = (iso: string | null) => (iso === null ? null : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);

const PATIENT_COLUMNS: Column<Patient>[] = [
  { header: 'patient_no', value: (p) => p.no },
  { header: 'patient_name', value: (p) => p.name },
  { header: 'year_of_birth', value: (p) => p.born },
  { header: 'registered_branch', value: (p) => p.branch },
  { header: 'nhs_eligible', value: (p) => p.nhs },
  { header: 'registered_on', value: (p) => p.registered },
  { header: 'contact_lens_wearer', value: (p) => p.lenses },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'appointment_id', value: (a) => a.id },
  { header: 'patient_no', value: (a) => a.patient },
  { header: 'appointment_date', value: (a) => a.date },
  { header: 'slot', value: (a) => a.time },
  { header: 'branch', value: (a) => a.branch },
  { header: 'optometrist', value: (a) => a.optometrist },
  { header: 'appointment_type', value: (a) => a.type },
  { header: 'funding', value: (a) => a.funding },
  { header: 'Fee (£)', value: (a) => a.fee },
  { header: 'status', value: (a) => a.status },
];

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'order_no', value: (o) => o.no },
  { header: 'patient_no', value: (o) => o.patient },
  { header: 'order_date', value: (o) => dmy(o.date) },
  { header: 'branch', value: (o) => o.branch },
  { header: 'product', value: (o) => o.product },
  { header: 'frame_brand', value: (o) => o.frame },
  { header: 'lens_coating', value: (o) => o.coating },
  { header: 'Order Value (£)', value: (o) => o.value },
  { header: 'NHS Voucher (£)', value: (o) => o.voucher },
  { header: 'order_status', value: (o) => o.status },
  { header: 'collected_on', value: (o) => dmy(o.collected) },
];

export const opticianpractice: BusinessSchema = {
  name: 'opticianpractice',
  description: 'An opticians practice: 6,000 patients (CSV), 16,500 appointments Jan 2024-Oct 2025 (CSV) and spectacle and contact lens orders (XLSX), joined by patient_no',
  async build(dir) {
    const { patients, appointments, orders } = generate();
    const files = [
      await writeCsv(join(dir, 'patients.csv'), PATIENT_COLUMNS, patients),
      await writeCsv(join(dir, 'appointments.csv'), APPOINTMENT_COLUMNS, appointments),
      await writeXlsx(join(dir, 'orders.xlsx'), 'Orders', ORDER_COLUMNS, orders),
    ];
    const q = questionSet('opticianpractice');
    const patientOf = new Map(patients.map((p) => [p.no, p]));
    const attended = (a: Appointment) => a.status === 'Attended';
    const live = (o: Order) => o.status !== 'Cancelled';
    const inYear = (y: string) => (x: { date: string }) => x.date.startsWith(y);
    const fee = (a: Appointment) => a.fee;
    const orderedBy = new Set(orders.map((o) => o.patient));

    q.ask('How many patients are registered with us?', count(patients.length));
    q.ask('patients by registered branch', countsBy(groupBy(patients, (p) => p.branch, 'count')));
    q.ask('What share of our patients are NHS eligible?', percent(percentOf(countWhere(patients, (p) => p.nhs === 'Y'), patients.length)));
    q.ask('How many patients were born before 1960?', count(countWhere(patients, (p) => p.born < 1960)));
    q.ask('How many patients wear contact lenses?', count(countWhere(patients, (p) => p.lenses === 'Yes')));
    q.ask('How many appointments have been booked in total?', count(appointments.length));
    q.ask('appointments by type', countsBy(groupBy(appointments, (a) => a.type, 'count')));
    q.ask('What percentage of all booked appointments were DNAs?', percent(percentOf(countWhere(appointments, (a) => a.status === 'DNA'), appointments.length)));
    q.ask('How many appointments were cancelled in 2025?', count(countWhere(appointments, (a) => a.status === 'Cancelled' && inYear('2025')(a))));
    q.ask('Which optometrist has done the most attended appointments?', winner(groupBy(appointments, (a) => a.optometrist, 'count', undefined, attended)));
    q.ask('Which branch was busiest in 2025 by attended appointments?', winner(groupBy(appointments, (a) => a.branch, 'count', undefined, (a) => attended(a) && inYear('2025')(a))));
    q.ask('How much private fee income did attended appointments bring in during 2024?', amount(sumOf(appointments, fee, (a) => attended(a) && a.funding === 'Private' && inYear('2024')(a))));
    q.ask('Average fee for a private sight test that went ahead', amount(avgOf(appointments, fee, (a) => attended(a) && a.funding === 'Private' && a.type === 'Sight Test')));
    q.ask('Which was the busiest month for appointments?', month(busiestMonth(appointments, (a) => a.date)));
    q.ask('How many appointments were there from 3 to 16 March 2025?', count(countWhere(appointments, (a) => a.date >= '2025-03-03' && a.date <= '2025-03-16')));
    q.ask("How many children's sight tests did Old Town do in Q3 2025?", count(countWhere(appointments, (a) => a.branch === 'Old Town' && a.type === "Children's Sight Test" && attended(a) && inYear('2025')(a) && quarterOf(a.date) === 3)));
    q.ask('Top 3 optometrists by private fee income from attended appointments', ranking(ranked(groupBy(appointments, (a) => a.optometrist, 'sum', fee, (a) => attended(a) && a.funding === 'Private'), 3)));
    q.ask('What percentage of attended appointments were NHS funded?', percent(percentOf(countWhere(appointments, (a) => attended(a) && a.funding === 'NHS'), countWhere(appointments, attended))));
    q.ask('How many different patients attended an appointment in 2024?', count(new Set(appointments.filter((a) => attended(a) && inYear('2024')(a)).map((a) => a.patient)).size));
    q.ask('How many attended dry eye clinic appointments has Helen Moss had?', count(countWhere(appointments, (a) => a.optometrist === 'Helen Moss' && a.type === 'Dry Eye Clinic' && attended(a))));
    q.ask('How many orders have we taken?', count(orders.length));
    q.ask('orders by status', countsBy(groupBy(orders, (o) => o.status, 'count')));
    q.ask('Total value of 2025 orders that have been collected', amount(sumOf(orders, (o) => o.value, (o) => o.status === 'Collected' && inYear('2025')(o))));
    q.ask('What is the most popular frame brand?', winner(groupBy(orders, (o) => o.frame, 'count')));
    q.ask('Average order value for varifocals, excluding cancelled orders', amount(avgOf(orders, (o) => o.value, (o) => live(o) && o.product === 'Varifocal')));
    q.ask('How many glasses orders had no lens coating?', count(countWhere(orders, (o) => o.coating === 'None')));
    q.ask('What share of spectacle orders had a blue filter coating?', percent(percentOf(countWhere(orders, (o) => o.coating === 'Blue Filter'), countWhere(orders, (o) => o.frame !== null))));
    q.ask('How much did we take in NHS vouchers on orders placed in 2024, leaving out cancelled ones?', amount(sumOf(orders, (o) => o.voucher, (o) => live(o) && inYear('2024')(o))));
    q.ask('Which product brings in the most revenue, ignoring cancelled orders?', winner(groupBy(orders, (o) => o.product, 'sum', (o) => o.value, live)));
    q.ask('How many orders had to be remade?', count(countWhere(orders, (o) => o.status === 'Remake')));
    q.ask('Order value from NHS eligible patients, not counting cancelled orders', amount(sumOf(orders, (o) => o.value, (o) => live(o) && patientOf.get(o.patient)!.nhs === 'Y')));
    q.ask('Who are our top 3 patients by total order value (cancelled excluded)? Give patient numbers', ranking(ranked(groupBy(orders, (o) => o.patient, 'sum', (o) => o.value, live), 3)));
    const vf = q.ask('How many varifocal orders were placed in June 2025?', count(countWhere(orders, (o) => o.product === 'Varifocal' && o.date.startsWith('2025-06'))));
    q.followUp(vf, 'and in July?', count(countWhere(orders, (o) => o.product === 'Varifocal' && o.date.startsWith('2025-07'))));
    q.ask('On average how many days does it take from order to collection?', amount(avgOf(orders, (o) => (o.collected === null ? null : daysBetween(o.date, o.collected))), 1));
    q.ask('How many patients attended an appointment in 2025 but have never placed an order?', count(new Set(appointments.filter((a) => attended(a) && inYear('2025')(a) && !orderedBy.has(a.patient)).map((a) => a.patient)).size));
    q.ask('Which branch took the most in order value in 2025, excluding cancellations?', winner(groupBy(orders, (o) => o.branch, 'sum', (o) => o.value, (o) => live(o) && inYear('2025')(o))));

    q.ask("What was Mrs Smith's prescription at her last eye test?", decline('no prescription data'));
    q.ask('What are the average eye pressure readings for patients over 60?', decline('no clinical readings'));
    q.ask('How many patients have glaucoma?', decline('no diagnoses'));
    q.ask("Why do patients miss their appointments?", decline('no reasons'));
    q.ask('Which lab is slowest to return glasses?', decline('no lab column'));
    q.ask('How many eye tests will we do next month?', decline('a forecast'));
    q.ask('How much does Specsavers charge for varifocals?', decline('another business'));
    q.ask('How many frames do we have in stock?', decline('no stock data'));
    q.ask('How many appointments did we have in 2023?', decline('appointments start in January 2024'));
    q.ask("Can you list our patients' email addresses?", decline('no contact details'));
    q.ask('How many hours did each optometrist work last week?', decline('no rota'));
    return { files, questions: q.questions };
  },
};
