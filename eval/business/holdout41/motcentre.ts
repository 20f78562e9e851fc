// An independent MOT test centre: 3,200 vehicles on file (CSV: registration, make, model, fuel, year
// first registered, trade account) and 12,500 MOT tests from January 2024 to June 2025 (CSV, dates
// written as text "14/03/2025") sharing the registration. Traps: test numbers that look numeric
// (never summed), text dates day first, fees in pounds with the unit in the header ("Fee (£)"),
// results Pass / Fail / PRS / Abandoned, a payment column with Refunded and "None" (free retests), an
// account column whose private customers read "None", a trade account called "Total Fleet Services"
// that is no total, blank fuel types, and makes with spaces ("Land Rover", "Mercedes-Benz").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Vehicle {
  reg: string;
  make: string;
  model: string;
  fuel: string | null;
  year: number;
  account: string;
}

interface Test {
  no: number;
  reg: string;
  date: string;
  tester: string;
  bay: string;
  result: string;
  mileage: number;
  fee: number;
  payment: string;
  defects: number;
  advisories: number;
}

// make, models, weight, fail factor
const MAKES: [string, string[], number, number][] = [
  ['Ford', ['Fiesta', 'Focus', 'Transit', 'Kuga'], 20, 1.1], ['Vauxhall', ['Corsa', 'Astra', 'Vivaro'], 15, 1.2], ['Volkswagen', ['Golf', 'Polo', 'Transporter'], 13, 1],
  ['Toyota', ['Yaris', 'Corolla', 'Prius'], 10, 0.6], ['Nissan', ['Qashqai', 'Micra', 'Leaf'], 8, 0.9], ['BMW', ['1 Series', '3 Series', 'X3'], 7, 0.9],
  ['Mercedes-Benz', ['A-Class', 'C-Class', 'Sprinter'], 6, 0.95], ['Land Rover', ['Discovery', 'Defender', 'Freelander'], 5, 1.4], ['Kia', ['Picanto', 'Sportage', 'Ceed'], 8, 0.7],
  ['Renault', ['Clio', 'Megane', 'Trafic'], 8, 1.3],
];
const VANS = new Set(['Transit', 'Vivaro', 'Transporter', 'Sprinter', 'Trafic']);
const ACCOUNTS: [string, number][] = [['None', 74], ['Total Fleet Services', 8], ['Severn Vale Taxis', 6], ['Hillside Builders', 5], ['Marsh Farm Produce', 3], ['County Care Transport', 4]];
const TESTERS: [string, number, number][] = [['Dave Pritchard', 33, 1], ['Kelly Osei', 29, 1.15], ['Sam Lewandowski', 24, 0.9], ['Raj Mistry', 14, 1.05]];
const LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';

function generate(): { vehicles: Vehicle[]; tests: Test[] } {
  const random = createRandom(51_129);
  const vehicles: Vehicle[] = [];
  const used = new Set<string>();
  while (vehicles.length < 3_200) {
    const year = random.int(2004, 2022);
    const age = year >= 2020 ? random.int(70, 74) : year >= 2008 ? random.int(58, 69) : random.int(54, 57);
    const ageCode = year >= 2008 && random.chance(0.5) ? String(age) : String(year % 100).padStart(2, '0');
    const reg = `${random.pick([...'WXYBCDEFGHKLMNOPRSV'])}${random.pick([...LETTERS])}${ageCode} ${random.pick([...LETTERS])}${random.pick([...LETTERS])}${random.pick([...LETTERS])}`;
    if (used.has(reg)) continue;
    used.add(reg);
    const [make, models] = random.weighted(MAKES, MAKES.map((m) => m[2]));
    const model = random.pick(models);
    const fuel = model === 'Leaf' ? 'Electric' : model === 'Prius' ? 'Hybrid' : VANS.has(model) ? 'Diesel' : random.weighted(['Petrol', 'Diesel', 'Hybrid', null], [55, 33, 6, 6]);
    const account = VANS.has(model) ? random.weighted(ACCOUNTS.map((a) => a[0]), ACCOUNTS.map((a, i) => (i === 0 ? 30 : a[1] * 2))) : random.weighted(ACCOUNTS.map((a) => a[0]), ACCOUNTS.map((a) => a[1]));
    vehicles.push({ reg, make, model, fuel, year, account });
  }
  const tested = vehicles.filter(() => random.chance(0.93));
  const tests: Test[] = [];
  while (tests.length < 12_500) {
    const v = random.pick(tested);
    const date = random.date('2024-01-02', '2025-06-30');
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    const [tester, , strict] = random.weighted(TESTERS, TESTERS.map((t) => t[1]));
    const van = VANS.has(v.model);
    const factor = MAKES.find((m) => m[0] === v.make)![3] * strict * (1 + (2025 - v.year) * 0.04);
    const roll = random.next();
    const fail = 0.16 * factor;
    const result = roll < 0.02 ? 'Abandoned' : roll < 0.02 + fail ? 'Fail' : roll < 0.02 + fail + 0.07 ? 'PRS' : 'Pass';
    const trade = v.account !== 'None';
    const retest = result !== 'Fail' && random.chance(0.06);
    const fee = retest ? 0 : van ? 54.85 : trade ? 45 : random.chance(0.15) ? 40 : 54.85;
    const payment = fee === 0 ? 'None' : random.chance(0.015) ? 'Refunded' : trade ? 'Account' : random.weighted(['Card', 'Cash'], [82, 18]);
    const mileage = Math.max(1_500, Math.round((2025 - v.year) * random.normal(8_500, 2_200) + random.int(0, 4_000)));
    const defects = result === 'Fail' ? random.int(1, 7) : result === 'PRS' ? random.int(1, 3) : 0;
    const advisories = random.int(0, result === 'Pass' ? 3 : 6);
    tests.push({ no: 0, reg: v.reg, date, tester, bay: van ? 'Class 7 Bay' : random.weighted(['Bay 1', 'Bay 2'], [55, 45]), result, mileage, fee, payment, defects, advisories });
  }
  tests.sort((a, b) => a.date.localeCompare(b.date) || a.reg.localeCompare(b.reg));
  tests.forEach((t, i) => (t.no = 4_410_001 + i));
  return { vehicles, tests };
}

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { header: 'Registration', value: (v) => v.reg },
  { header: 'Make', value: (v) => v.make },
  { header: 'Model', value: (v) => v.model },
  { header: 'Fuel', value: (v) => v.fuel },
  { header: 'First registered', value: (v) => v.year },
  { header: 'Account', value: (v) => v.account },
];

const TEST_COLUMNS: Column<Test>[] = [
  { header: 'Test no', value: (t) => t.no },
  { header: 'Registration', value: (t) => t.reg },
  { header: 'Test date', value: (t) => ukDate(t.date) },
  { header: 'Tester', value: (t) => t.tester },
  { header: 'Bay', value: (t) => t.bay },
  { header: 'Result', value: (t) => t.result },
  { header: 'Odometer (miles)', value: (t) => t.mileage },
  { header: 'Fee (£)', value: (t) => t.fee },
  { header: 'Payment', value: (t) => t.payment },
  { header: 'Defects', value: (t) => t.defects },
  { header: 'Advisories', value: (t) => t.advisories },
];

export const motcentre: BusinessSchema = {
  name: 'motcentre',
  description: 'An MOT test centre: 3,200 vehicles with make, fuel and trade account (CSV) and 12,500 MOT tests Jan 2024-Jun 2025 with text dates and fees in pounds (CSV) sharing the registration',
  async build(dir) {
    const { vehicles, tests } = generate();
    const files = [
      await writeCsv(join(dir, 'vehicles.csv'), VEHICLE_COLUMNS, vehicles),
      await writeCsv(join(dir, 'mot_tests.csv'), TEST_COLUMNS, tests),
    ];
    const q = questionSet('motcentre');
    const vOf = new Map(vehicles.map((v) => [v.reg, v]));
    const make = (t: Test) => vOf.get(t.reg)!.make;
    const fails = (t: Test) => t.result === 'Fail';
    const inMonth = (m: string) => (t: Test) => t.date.startsWith(m);
    const failRate = (where: (t: Test) => boolean) => percentOf(countWhere(tests, (t) => where(t) && fails(t)), countWhere(tests, where));

    q.ask('How many vehicles do we have on file?', count(vehicles.length));
    q.ask('how many MOTs have we done', count(tests.length));
    q.ask('How many MOTs were fails?', count(countWhere(tests, fails)));
    q.ask('MOT results breakdown', countsBy(groupBy(tests, (t) => t.result, 'count')));
    q.ask('What percentage of tests were a straight pass?', percent(percentOf(countWhere(tests, (t) => t.result === 'Pass'), tests.length)));
    q.ask("What's the failure rate for diesels?", percent(failRate((t) => vOf.get(t.reg)!.fuel === 'Diesel')));
    q.ask('Which make has failed the most MOTs with us?', winner(groupBy(tests, make, 'count', undefined, fails)));
    q.ask('Which make has the highest fail rate?', winner(new Map(MAKES.map(([m]) => [m, failRate((t) => make(t) === m)]))));
    q.ask('Who has done the most tests?', winner(groupBy(tests, (t) => t.tester, 'count')));
    q.ask('Top three makes we test, by number of MOTs', ranking(ranked(groupBy(tests, make, 'count'), 3)));
    q.ask('How much have we taken in MOT fees, leaving out refunds?', amount(sumOf(tests, (t) => t.fee, (t) => t.payment !== 'Refunded'), 2));
    q.ask('How much have we refunded?', amount(sumOf(tests, (t) => t.fee, (t) => t.payment === 'Refunded'), 2));
    q.ask('Average odometer reading when a Ford comes in', amount(avgOf(tests, (t) => t.mileage, (t) => make(t) === 'Ford'), 0));
    q.ask('On average how many advisories does a passed car get?', amount(avgOf(tests, (t) => t.advisories, (t) => t.result === 'Pass'), 2));
    q.ask('How many tests did we do in April 2025?', count(countWhere(tests, inMonth('2025-04'))));
    q.ask('MOTs carried out in the first quarter of 2025', count(countWhere(tests, (t) => t.date.startsWith('2025') && quarterOf(t.date) === 1)));
    q.ask('How many tests between 10 Feb and 24 Feb 2025?', count(countWhere(tests, (t) => between(t.date, '2025-02-10', '2025-02-24'))));
    q.ask('Which month did we test the most vehicles?', month(busiestMonth(tests, (t) => t.date)));
    q.ask('How many MOTs have we done for Total Fleet Services?', count(countWhere(tests, (t) => vOf.get(t.reg)!.account === 'Total Fleet Services')));
    q.ask('Which trade account brings us the most tests?', winner(groupBy(tests, (t) => vOf.get(t.reg)!.account, 'count', undefined, (t) => vOf.get(t.reg)!.account !== 'None')));
    q.ask('How many vehicles on file are private, with no trade account?', count(countWhere(vehicles, (v) => v.account === 'None')));
    q.ask('How many hybrids are on file?', count(countWhere(vehicles, (v) => v.fuel === 'Hybrid')));
    q.ask('How many different vehicles did we test in 2024?', count(new Set(tests.filter((t) => t.date.startsWith('2024')).map((t) => t.reg)).size));
    q.ask("What's the highest mileage we've recorded at a test?", amount(maxOf(tests, (t) => t.mileage), 0));
    q.ask('average MOT fee charged', amount(avgOf(tests, (t) => t.fee), 2));
    q.ask('tests per bay', countsBy(groupBy(tests, (t) => t.bay, 'count')));
    q.ask('How many abandoned tests have there been?', count(countWhere(tests, (t) => t.result === 'Abandoned')));
    q.ask('How many PRS results in 2024?', count(countWhere(tests, (t) => t.result === 'PRS' && t.date.startsWith('2024'))));
    q.ask('What share of MOTs were paid by card?', percent(percentOf(countWhere(tests, (t) => t.payment === 'Card'), tests.length)));
    q.ask('What has Total Fleet Services paid us in fees altogether?', amount(sumOf(tests, (t) => t.fee, (t) => vOf.get(t.reg)!.account === 'Total Fleet Services' && t.payment !== 'Refunded'), 2));
    q.ask('When a car fails, how many defects does it have on average?', amount(avgOf(tests, (t) => t.defects, fails), 2));
    q.ask('How many vehicles on file were first registered before 2010?', count(countWhere(vehicles, (v) => v.year < 2010)));
    q.ask('How many MOTs did we do on Saturdays?', count(countWhere(tests, (t) => new Date(`${t.date}T00:00:00Z`).getUTCDay() === 6)));
    const jan = q.ask('How many fails did Kelly Osei record in January 2025?', count(countWhere(tests, (t) => t.tester === 'Kelly Osei' && fails(t) && inMonth('2025-01')(t))));
    q.followUp(jan, 'what about February?', count(countWhere(tests, (t) => t.tester === 'Kelly Osei' && fails(t) && inMonth('2025-02')(t))));
    q.ask('Which tester fails the highest proportion of vehicles?', winner(new Map(TESTERS.map(([n]) => [n, failRate((t) => t.tester === n)]))));
    q.ask('Median odometer reading across all tests', amount(medianOf(tests, (t) => t.mileage), 0));
    q.ask('fees by payment type', breakdown(groupBy(tests, (t) => t.payment, 'sum', (t) => t.fee), 2));
    q.ask('How many free retests have we done?', count(countWhere(tests, (t) => t.payment === 'None')));
    q.ask('Most defects found on a single MOT?', amount(maxOf(tests, (t) => t.defects), 0));
    q.ask('What date was our first test in the log?', day(tests[0].date));
    q.ask('How many Vauxhall Corsas have we tested? I mean tests, not cars', count(countWhere(tests, (t) => vOf.get(t.reg)!.model === 'Corsa')));
    const testedRegs = new Set(tests.map((t) => t.reg));
    q.ask('How many vehicles on our file have never had a test here?', count(countWhere(vehicles, (v) => !testedRegs.has(v.reg))));
    const perReg = groupBy(tests, (t) => t.reg, 'count');
    q.ask('How many vehicles have been in for more than one MOT?', count([...perReg.values()].filter((n) => n > 1).length));
    q.ask('Average mileage at test by fuel type', breakdown(groupBy(tests, (t) => vOf.get(t.reg)!.fuel, 'avg', (t) => t.mileage), 0));
    q.ask('How many MOTs in 2024 in total?', count(countWhere(tests, (t) => t.date.startsWith('2024'))));
    q.ask('How many Land Rovers failed in 2025?', count(countWhere(tests, (t) => make(t) === 'Land Rover' && fails(t) && t.date.startsWith('2025'))));
    q.ask('Class 7 bay fail rate', percent(failRate((t) => t.bay === 'Class 7 Bay')));

    q.ask('How much did we spend on parts for repairs after fails?', decline('no parts or repair costs'));
    q.ask("What's the phone number for the owner of a vehicle?", decline('no contact details'));
    q.ask('How many of these cars had their MOT expire before they came in?', decline('no expiry dates'));
    q.ask('How long does a test take on average in minutes?', decline('no durations'));
    q.ask('How many cars will fail next month?', decline('a forecast'));
    q.ask('Which tyre brand fails most often?', decline('no tyre brands'));
    q.ask('What were the emissions readings on the diesels?', decline('no emissions readings'));
    q.ask('How long do customers wait for a slot?', decline('no booking or waiting data'));
    q.ask("What's Dave Pritchard's hourly rate?", decline('no staff pay'));
    q.ask('How many MOTs did we do in 2022?', decline('tests start in January 2024'));
    q.ask('What were the fail reasons on the Renault Clios?', decline('defect counts only, no reasons'));
    return { files, questions: q.questions };
  },
};
