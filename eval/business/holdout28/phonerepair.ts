// A mobile phone repair shop: about 3,400 customers (CSV: customer id, name, town, sign-up date,
// care plan, marketing opt-in), 15,000 repair jobs from January 2025 to November 2026 (CSV: job
// number, customer id, booked-in and completed dates, brand, model, repair type, part used,
// technician, "Price (£)", status, warranty return) and a parts catalogue (XLSX: part code,
// description, grade, supplier, "Unit Cost (£)" stored as text, stock and reorder level) joined to
// the jobs through `part_code`. Traps: a care plan whose "no plan" value is the word "None",
// customer ids and job numbers that are no measures, blank completion dates and prices on jobs not
// finished, blank part codes on jobs that need no part, a catalogue item named "Total Shield
// Tempered Glass", costs stored as text.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  town: string;
  joined: string;
  plan: string;
  optIn: string;
}

interface Part {
  code: string;
  description: string;
  brand: string | null;
  model: string | null;
  category: string;
  grade: string | null;
  supplier: string;
  cost: number;
  stock: number;
  reorder: number;
}

interface Job {
  no: number;
  customer: string;
  booked: string;
  completed: string | null;
  brand: string;
  model: string;
  type: string;
  part: string | null;
  technician: string;
  price: number | null;
  status: string;
  warranty: string;
}

// brand, models, cost factor
const BRANDS: [string, string[], number, number][] = [
  ['Apple', ['iPhone 11', 'iPhone 12', 'iPhone 12 Pro', 'iPhone 13', 'iPhone 13 Pro', 'iPhone 14', 'iPhone 14 Pro', 'iPhone 15', 'iPhone 15 Pro', 'iPhone 16', 'iPhone SE 2022', 'iPhone XR', 'iPhone 16 Pro', 'iPhone 14 Plus', 'iPhone 13 mini'], 1.35, 46],
  ['Samsung', ['Galaxy S21', 'Galaxy S22', 'Galaxy S23', 'Galaxy S24', 'Galaxy A14', 'Galaxy A34', 'Galaxy A54', 'Galaxy A15', 'Galaxy Z Flip5', 'Galaxy S23 FE', 'Galaxy A25', 'Galaxy S24 Ultra', 'Galaxy A05s'], 1.15, 28],
  ['Google', ['Pixel 6', 'Pixel 6a', 'Pixel 7', 'Pixel 7a', 'Pixel 8', 'Pixel 8 Pro', 'Pixel 9', 'Pixel 9 Pro'], 1.05, 9],
  ['OnePlus', ['OnePlus 10 Pro', 'OnePlus 11', 'OnePlus Nord 3', 'OnePlus 12', 'OnePlus Nord CE4'], 0.95, 5],
  ['Motorola', ['Moto G54', 'Moto G84', 'Edge 40', 'Moto G14', 'Razr 40'], 0.7, 5],
  ['Xiaomi', ['Redmi Note 12', 'Redmi Note 13', 'Xiaomi 13T', 'Poco X6', 'Redmi 12', 'Redmi A3'], 0.75, 7],
];
// repair type, weight, part category (null when no part), price base, part cost base
const REPAIRS: [string, number, string | null, number, number][] = [
  ['Screen', 44, 'Screen', 119, 55], ['Battery', 22, 'Battery', 69, 18], ['Charging Port', 10, 'Charging Port', 59, 9],
  ['Back Glass', 8, 'Back Glass', 89, 22], ['Camera', 6, 'Camera', 99, 35], ['Water Damage', 6, null, 79, 0], ['Data Recovery', 4, null, 120, 0],
];
const SUPPLIERS = ['MobileSentrix UK', 'PartsHub Direct', 'Injured Gadgets', 'Fixez Wholesale'];
const TOWNS: [string, number][] = [['Kingsbury', 38], ['Millbrook', 22], ['Ashford Vale', 16], ['Eastwick', 14], ['Thornley', 10]];
const TECHNICIANS = ['Ravi', 'Kasia', 'Jamal', 'Hollie', 'Tomasz'];
const FIRST = ['Aaron', 'Beth', 'Callum', 'Dani', 'Eddie', 'Faye', 'Gavin', 'Harriet', 'Isaac', 'Jodie', 'Kyle', 'Leanne', 'Marcus', 'Natalie', 'Owen', 'Paige', 'Reece', 'Shannon', 'Tyler', 'Vicky', 'Zoe', 'Ahmed', 'Bartek', 'Chen', 'Dev', 'Elif', 'Femi', 'Gita', 'Hamza', 'Ines', 'Jonah', 'Kofi', 'Lena', 'Mei', 'Nikhil', 'Oona', 'Pavel', 'Rhys', 'Sana', 'Theo', 'Adele', 'Bradley', 'Cerys', 'Dominic', 'Erin', 'Frankie', 'Gemma', 'Harvey', 'Ivy', 'Joel', 'Kara', 'Liam', 'Molly', 'Noah', 'Orla', 'Piotr', 'Rosa', 'Sean', 'Tessa', 'Umar', 'Wes', 'Yasmin', 'Zak', 'Alfie', 'Bella', 'Connor'];
const LAST = ['Archer', 'Bishop', 'Campbell', 'Dean', 'Edwards', 'Fisher', 'Graham', 'Hunt', 'Irwin', 'James', 'Kerr', 'Lane', 'Murray', 'Nolan', 'Oliver', 'Powell', 'Rose', 'Stevens', 'Tucker', 'Vance', 'Wilson', 'Yates', 'Akhtar', 'Brennan', 'Chaudhry', 'Dobson', 'Egan', 'Flynn', 'Gordon', 'Hale', 'Igwe', 'Jordan', 'Kowal', 'Lynch', 'Mistry', 'Novak', "O'Neill", 'Pike', 'Russo', 'Sato', 'Thorpe', 'Usher', 'Varga', 'Whyte', 'Zhou', 'Ball', 'Coates', 'Daly', 'Finch', 'Gray', 'Hurst', 'Kirby', 'Lord', 'Mann', 'North', 'Quayle', 'Reeves', 'Sykes', 'Tran', 'Wong'];

function generate(): { customers: Customer[]; parts: Part[]; jobs: Job[] } {
  const random = createRandom(42351);
  const customers: Customer[] = [];
  const names = new Set<string>();
  for (let i = 0; i < 3_400; i++) {
    let name = '';
    do name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    while (names.has(name));
    names.add(name);
    customers.push({
      id: `C${String(10_231 + i * 7)}`,
      name,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      joined: random.date('2021-03-01', '2026-11-28'),
      plan: random.weighted(['None', 'Basic', 'Plus'], [68, 21, 11]),
      optIn: random.chance(0.42) ? 'Yes' : 'No',
    });
  }
  const parts: Part[] = [];
  const partFor = new Map<string, Part>();
  let serial = 100;
  for (const [brand, models, factor] of BRANDS) {
    const prefix = brand.slice(0, 3).toUpperCase();
    for (const model of models) {
      for (const [, , category, , costBase] of REPAIRS) {
        if (!category) continue;
        const grades = category === 'Screen' ? ['OEM', 'Aftermarket'] : [null];
        for (const grade of grades) {
          const code = `${prefix}-${category.replace(/ /g, '').slice(0, 3).toUpperCase()}-${serial++}`;
          const part: Part = {
            code,
            description: `${model} ${category}${grade ? ` (${grade})` : ''}`,
            brand,
            model,
            category,
            grade,
            supplier: random.weighted(SUPPLIERS, [35, 30, 20, 15]),
            cost: roundTo(costBase * factor * (grade === 'Aftermarket' ? 0.55 : 1) * random.float(0.8, 1.25, 3), 2),
            stock: random.weighted([0, 1, 2, 3, 4, 5, 6, 8, 10], [8, 14, 16, 14, 12, 10, 10, 8, 8]),
            reorder: random.pick([2, 3, 4]),
          };
          parts.push(part);
          if (grade !== 'Aftermarket') partFor.set(`${model}|${category}`, part);
          else partFor.set(`${model}|${category}|cheap`, part);
        }
      }
    }
  }
  for (const description of ['Total Shield Tempered Glass', 'USB-C Cable 1m', 'Lightning Cable 1m', 'Clear Case Universal', '20W Wall Charger', 'Adhesive Strips Pack']) {
    parts.push({ code: `ACC-${serial++}`, description, brand: null, model: null, category: 'Accessory', grade: null, supplier: random.pick(SUPPLIERS), cost: random.float(0.8, 6, 2), stock: random.int(12, 60), reorder: 10 });
  }
  const custWeights = customers.map(() => random.float(0.2, 2.5, 2));
  const jobs: Job[] = [];
  for (let i = 0; i < 15_000; i++) {
    const customer = random.weighted(customers, custWeights);
    const [brand, models] = random.weighted(BRANDS, BRANDS.map((b) => b[3]));
    const model = random.pick(models);
    const [type, , category, priceBase] = random.weighted(REPAIRS, REPAIRS.map((r) => r[1]));
    const factor = BRANDS.find((b) => b[0] === brand)![2];
    const booked = random.date(customer.joined > '2025-01-06' ? customer.joined : '2025-01-06', '2026-11-28');
    const age = daysBetween(booked, '2026-11-30');
    const roll = random.next();
    let status = roll < 0.03 ? 'Cancelled' : type === 'Water Damage' && roll < 0.3 ? 'Unrepairable' : type === 'Data Recovery' && roll < 0.15 ? 'Unrepairable' : roll < 0.055 ? 'Unrepairable' : 'Completed';
    const turnaround = type === 'Screen' || type === 'Battery' ? random.weighted([0, 1, 2, 3, 5], [40, 30, 15, 10, 5]) : random.int(1, 9);
    if (status === 'Completed' && turnaround >= age) status = random.chance(0.4) ? 'Awaiting Parts' : 'In Progress';
    const cheap = category === 'Screen' && random.chance(0.35);
    const part = category && status !== 'Cancelled' ? partFor.get(`${model}|${category}${cheap ? '|cheap' : ''}`)!.code : null;
    const price = status === 'Completed' ? Math.round(priceBase * factor * (cheap ? 0.7 : 1)) - 0.01 : null;
    jobs.push({
      no: 0,
      customer: customer.id,
      booked,
      completed: status === 'Completed' ? addDays(booked, turnaround) : null,
      brand,
      model,
      type,
      part,
      technician: random.weighted(TECHNICIANS, [30, 25, 20, 15, 10]),
      price,
      status,
      warranty: status === 'Completed' && random.chance(0.04) ? 'Yes' : 'No',
    });
  }
  jobs.sort((a, b) => a.booked.localeCompare(b.booked) || a.customer.localeCompare(b.customer));
  jobs.forEach((j, i) => (j.no = 250_001 + i));
  return { customers, parts, jobs };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.id },
  { header: 'name', value: (c) => c.name },
  { header: 'town', value: (c) => c.town },
  { header: 'signed_up', value: (c) => c.joined },
  { header: 'care_plan', value: (c) => c.plan },
  { header: 'marketing_opt_in', value: (c) => c.optIn },
];

const PART_COLUMNS: Column<Part>[] = [
  { header: 'part_code', value: (p) => p.code },
  { header: 'description', value: (p) => p.description },
  { header: 'brand', value: (p) => p.brand },
  { header: 'category', value: (p) => p.category },
  { header: 'grade', value: (p) => p.grade },
  { header: 'supplier', value: (p) => p.supplier },
  { header: 'Unit Cost (£)', value: (p) => p.cost.toFixed(2) },
  { header: 'in_stock', value: (p) => p.stock },
  { header: 'reorder_level', value: (p) => p.reorder },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.no },
  { header: 'customer_id', value: (j) => j.customer },
  { header: 'booked_in', value: (j) => j.booked },
  { header: 'completed_on', value: (j) => j.completed },
  { header: 'brand', value: (j) => j.brand },
  { header: 'model', value: (j) => j.model },
  { header: 'repair_type', value: (j) => j.type },
  { header: 'part_code', value: (j) => j.part },
  { header: 'technician', value: (j) => j.technician },
  { header: 'Price (£)', value: (j) => j.price },
  { header: 'status', value: (j) => j.status },
  { header: 'warranty_return', value: (j) => j.warranty },
];

export const phonerepair: BusinessSchema = {
  name: 'phonerepair',
  description: 'A phone repair shop: customers (CSV), 15,000 repair jobs Jan 2025-Nov 2026 (CSV) sharing customer_id, and a parts catalogue (XLSX) joined by part_code',
  async build(dir) {
    const { customers, parts, jobs } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'repair_jobs.csv'), JOB_COLUMNS, jobs),
      await writeXlsx(join(dir, 'parts.xlsx'), 'Parts', PART_COLUMNS, parts),
    ];
    const q = questionSet('phonerepair');
    const customerOf = new Map(customers.map((c) => [c.id, c]));
    const partOf = new Map(parts.map((p) => [p.code, p]));
    const done = (j: Job) => j.status === 'Completed';
    const price = (j: Job) => j.price;
    const turnaround = (j: Job) => (j.completed === null ? null : daysBetween(j.booked, j.completed));
    const partCost = (j: Job) => (j.part === null ? null : partOf.get(j.part)!.cost);

    q.ask('How many repair jobs have we booked in?', count(jobs.length));
    q.ask('jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('How much revenue have completed repairs brought in?', amount(sumOf(jobs, price, done)));
    q.ask('What do we charge for a screen repair on average? Completed jobs only.', amount(avgOf(jobs, price, (j) => done(j) && j.type === 'Screen')));
    q.ask('What is the most common type of repair?', winner(groupBy(jobs, (j) => j.type, 'count')));
    q.ask('Which brand of phone do we repair most?', winner(groupBy(jobs, (j) => j.brand, 'count')));
    q.ask('Top 5 phone models by completed repair revenue', ranking(ranked(groupBy(jobs, (j) => j.model, 'sum', price, done), 5)));
    q.ask('Which technician has completed the most repairs?', winner(groupBy(jobs, (j) => j.technician, 'count', undefined, done)));
    q.ask('revenue from completed jobs by technician', breakdown(groupBy(jobs, (j) => j.technician, 'sum', price, done)));
    const iphone = q.ask('How many iPhone battery replacements have we booked in?', count(countWhere(jobs, (j) => j.brand === 'Apple' && j.type === 'Battery')));
    q.followUp(iphone, 'what about Samsung?', count(countWhere(jobs, (j) => j.brand === 'Samsung' && j.type === 'Battery')));
    q.ask('Average turnaround in days from booking in to completion', amount(avgOf(jobs, turnaround), 2));
    q.ask('Median turnaround in days for completed screen repairs', amount(medianOf(jobs, turnaround, (j) => j.type === 'Screen'), 1));
    const oct = q.ask('How many jobs were booked in during October 2026?', count(countWhere(jobs, (j) => j.booked.startsWith('2026-10'))));
    q.followUp(oct, 'and so far in November?', count(countWhere(jobs, (j) => j.booked.startsWith('2026-11'))));
    q.ask('How many jobs did we book in Q1 2026?', count(countWhere(jobs, (j) => j.booked.startsWith('2026') && quarterOf(j.booked) === 1)));
    q.ask('What revenue have completed repairs brought in this year, by completion date?', amount(sumOf(jobs, price, (j) => done(j) && j.completed!.startsWith('2026'))));
    q.ask('How many jobs have come in since 1 September 2026?', count(countWhere(jobs, (j) => j.booked >= '2026-09-01')));
    q.ask('Which month had the most jobs booked in?', month(busiestMonth(jobs, (j) => j.booked)));
    q.ask('What share of completed jobs came back as warranty returns?', percent(percentOf(countWhere(jobs, (j) => done(j) && j.warranty === 'Yes'), countWhere(jobs, done))));
    q.ask('How many jobs are awaiting parts right now?', count(countWhere(jobs, (j) => j.status === 'Awaiting Parts')));
    q.ask('How many customers do we have on file?', count(customers.length));
    q.ask('How many customers have no care plan?', count(countWhere(customers, (c) => c.plan === 'None')));
    q.ask('customers by town', countsBy(groupBy(customers, (c) => c.town, 'count')));
    q.ask('How many different customers booked in at least one repair in 2026?', count(new Set(jobs.filter((j) => j.booked.startsWith('2026')).map((j) => j.customer)).size));
    q.ask("Which town's customers have spent the most on completed repairs?", winner(groupBy(jobs, (j) => customerOf.get(j.customer)!.town, 'sum', price, done)));
    q.ask('Completed repair revenue by care plan', breakdown(groupBy(jobs, (j) => customerOf.get(j.customer)!.plan, 'sum', price, done)));
    q.ask('Who are our top 3 customers by spend on completed repairs?', ranking(ranked(groupBy(jobs, (j) => customerOf.get(j.customer)!.name, 'sum', price, done), 3)));
    q.ask('How many jobs have we booked in for customers on the Plus care plan?', count(countWhere(jobs, (j) => customerOf.get(j.customer)!.plan === 'Plus')));
    q.ask('How many items are in our parts catalogue?', count(parts.length));
    q.ask('What is our parts stock worth at unit cost?', amount(sumOf(parts, (p) => p.stock * p.cost)));
    q.ask('How many parts are below their reorder level?', count(countWhere(parts, (p) => p.stock < p.reorder)));
    q.ask('Which supplier provides the most catalogue items?', winner(groupBy(parts, (p) => p.supplier, 'count')));
    q.ask('Average unit cost of our OEM screens', amount(avgOf(parts, (p) => p.cost, (p) => p.category === 'Screen' && p.grade === 'OEM')));
    q.ask('What did the parts used in completed repairs cost us in total?', amount(sumOf(jobs, partCost, done)));
    q.ask('Completed repair revenue minus the cost of the parts those repairs used', amount(sumOf(jobs, price, done) - sumOf(jobs, partCost, done)));
    q.ask("Which supplier's parts went into the most completed repairs?", winner(groupBy(jobs, (j) => (j.part === null ? null : partOf.get(j.part)!.supplier), 'count', undefined, done)));
    q.ask('How many Total Shield Tempered Glass have we got in stock?', count(parts.find((p) => p.description === 'Total Shield Tempered Glass')!.stock));
    q.ask('What percentage of water damage jobs turned out unrepairable?', percent(percentOf(countWhere(jobs, (j) => j.type === 'Water Damage' && j.status === 'Unrepairable'), countWhere(jobs, (j) => j.type === 'Water Damage'))));
    q.ask('Average price of a completed Samsung repair', amount(avgOf(jobs, price, (j) => done(j) && j.brand === 'Samsung')));
    q.ask('Jobs booked in 2026 by brand', countsBy(groupBy(jobs, (j) => j.brand, 'count', undefined, (j) => j.booked.startsWith('2026'))));
    q.ask('Which month of 2026 brought in the most completed repair revenue, going by completion date?', month(ranked(groupBy(jobs, (j) => j.completed!.slice(0, 7), 'sum', price, (j) => done(j) && j.completed!.startsWith('2026')), 1)[0]));
    q.ask('What share of our customers have opted in to marketing?', percent(percentOf(countWhere(customers, (c) => c.optIn === 'Yes'), customers.length)));
    q.ask('How many customers signed up in 2026?', count(countWhere(customers, (c) => c.joined.startsWith('2026'))));

    q.ask('Which IMEI numbers have been in more than once?', decline('no IMEI column'));
    q.ask('What star rating do customers give us on average?', decline('no reviews or ratings'));
    q.ask("What is each technician's hourly rate?", decline('no pay data'));
    q.ask('What time of day do most customers drop their phones off?', decline('booked-in has dates only, no times'));
    q.ask('How much do we pay in postage on parts orders?', decline('no shipping costs'));
    q.ask('How many refurbished phones did we sell last month?', decline('no phone sales'));
    q.ask('How much did we take selling screen protectors over the counter?', decline('no accessory sales, only stock'));
    q.ask('How old are our customers on average?', decline('no ages'));
    q.ask('How many days does PartsHub Direct take to deliver an order?', decline('no parts orders or delivery dates'));
    q.ask('What colour phones do we see most often?', decline('no colour column'));
    q.ask('Which insurance company sends us the most claims?', decline('no insurer column'));
    return { files, questions: q.questions };
  },
};
