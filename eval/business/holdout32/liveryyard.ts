// A horse livery business on three yards: 340 horses past and present with their owners (XLSX:
// package, monthly rate, arrival and leaving dates as "3 Mar 2024" text, insurance flag), about
// 6,000 monthly livery invoices from January 2025 to November 2026 (CSV) and about 4,000 vet,
// farrier, dentist and physio visits (CSV) sharing "Horse ID". Traps: horse ids that look numeric,
// a blank "Left" meaning the horse is still here, blank extras, money as "£95.00" text on the
// visits, a horse called "Total Eclipse" and others named "None Other" or "Why Not", invoice
// statuses Paid / Unpaid / Overdue.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Horse {
  id: number;
  name: string;
  breed: string;
  foaled: number;
  owner: string;
  phone: string;
  yard: string;
  pkg: string;
  rate: number;
  arrived: string;
  left: string | null;
  insured: string;
}

interface Invoice {
  no: number;
  horse: number;
  month: string;
  issued: string;
  livery: number;
  extras: number | null;
  status: string;
  paid: string | null;
}

interface Visit {
  ref: string;
  date: string;
  horse: number;
  type: string;
  who: string;
  reason: string;
  cost: number;
  emergency: string;
  recharged: string;
}

const BREEDS = ['Cob', 'Thoroughbred', 'Warmblood', 'Welsh Section D', 'Irish Draught', 'Connemara', 'Shetland', 'Arab'];
const BREED_WEIGHTS = [24, 14, 16, 12, 10, 9, 6, 4];
const YARDS = ['Oakfield', 'Hill Barn', 'Meadow Lane'];
// package, base monthly rate, weight
const PACKAGES: [string, number, number][] = [['Full', 650, 30], ['Part', 420, 26], ['DIY', 210, 22], ['Grass', 140, 12], ['Competition', 850, 10]];
const YARD_ADJUST: Record<string, number> = { Oakfield: 40, 'Hill Barn': 0, 'Meadow Lane': -20 };
const FIRST = ['Sarah', 'Emma', 'Lucy', 'Kate', 'Rachel', 'Jo', 'Helen', 'Claire', 'Amy', 'Beth', 'Tom', 'James', 'Mark', 'Fiona', 'Gemma', 'Holly', 'Zoe', 'Anna'];
const LAST = ['Jenkins', 'Marsh', 'Cole', 'Pryce', 'Dunn', 'Blake', 'Harper', 'Vaughan', 'Ellis', 'Frost', 'Tate', 'Lowe', 'Quinn', 'Rowe', 'Sykes', 'Webb'];
const NAME_A = ['Midnight', 'Silver', 'Copper', 'Bramble', 'Misty', 'Storm', 'Dusty', 'Harvest', 'Lady', 'Captain', 'Lucky', 'Golden', 'Autumn', 'Smoky', 'Ruby', 'Jasper', 'Willow', 'Thunder', 'Rosie', 'Duke'];
const NAME_B = ['Star', 'Moon', 'Dancer', 'Boy', 'Girl', 'Flame', 'Jack', 'Rose', 'Rain', 'Spirit', 'Breeze', 'Legend', 'Arrow', 'Magic', 'Echo', 'Whisper', 'Crown', 'Comet', 'Blaze', 'Knight'];
const SPECIAL = ['Total Eclipse', 'None Other', 'Why Not', 'The Boss', 'All Or Nothing'];
// type, practitioner, reason, min cost, max cost, weight
const VISITS: [string, string, string, number, number, number][] = [
  ['Farrier', 'Tom Bright Farriery', 'Full set shoes', 95, 120, 26],
  ['Farrier', 'Tom Bright Farriery', 'Front shoes', 65, 80, 14],
  ['Farrier', 'Hale & Son Farriers', 'Trim', 30, 40, 22],
  ['Vet', 'Mendip Equine Vets', 'Vaccination', 55, 75, 9],
  ['Vet', 'Mendip Equine Vets', 'Lameness', 120, 420, 7],
  ['Vet', 'Valley Vets', 'Colic', 180, 900, 3],
  ['Vet', 'Valley Vets', 'Wound', 90, 300, 4],
  ['Vet', 'Mendip Equine Vets', 'Check-up', 60, 90, 5],
  ['Dentist', 'Sue Marsh EDT', 'Teeth rasp', 55, 70, 6],
  ['Physio', 'Back in Line Physio', 'Back treatment', 60, 85, 4],
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const textDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const lastDay = (m: string) => addDays(`${addDays(`${m}-01`, 32).slice(0, 7)}-01`, -1);

function generate(): { horses: Horse[]; invoices: Invoice[]; visits: Visit[] } {
  const random = createRandom(44_117);
  const names = new Set<string>(SPECIAL);
  while (names.size < 340) names.add(`${random.pick(NAME_A)} ${random.pick(NAME_B)}`);
  const nameList = shuffled(random, [...names]);
  const owners: string[] = [];
  const ownerSet = new Set<string>();
  while (owners.length < 250) {
    const o = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (!ownerSet.has(o)) { ownerSet.add(o); owners.push(o); }
  }
  const phones = new Map(owners.map((o) => [o, `07${random.int(100, 999)} ${random.int(100000, 999999)}`]));
  const horses: Horse[] = [];
  for (let i = 0; i < 340; i++) {
    // the first owner keeps five horses, a few others two or three
    const owner = i < 5 ? owners[0] : i < 60 ? owners[1 + Math.floor((i - 5) / 2.5)] : random.pick(owners.slice(23));
    const yard = random.weighted(YARDS, [40, 35, 25]);
    const [pkg, base] = random.weighted(PACKAGES, PACKAGES.map((p) => p[2]));
    const arrived = random.chance(0.55) ? random.date('2018-01-01', '2024-12-31') : random.date('2025-01-01', '2026-11-20');
    const left = random.chance(0.28) ? random.date(addDays(arrived, 60) > '2025-01-01' ? addDays(arrived, 60) : '2025-01-01', '2026-11-28') : null;
    horses.push({
      id: 2001 + i, name: nameList[i], breed: random.weighted(BREEDS, BREED_WEIGHTS), foaled: random.int(2002, 2021), owner, phone: phones.get(owner)!,
      yard, pkg, rate: base + YARD_ADJUST[yard], arrived, left: left !== null && left > arrived ? left : null, insured: random.chance(0.82) ? 'Yes' : 'No',
    });
  }
  const invoices: Invoice[] = [];
  const months: string[] = [];
  for (let y = 2025; y <= 2026; y++) for (let m = 1; m <= 12; m++) if (y === 2025 || m <= 11) months.push(`${y}-${String(m).padStart(2, '0')}`);
  for (const m of months) {
    for (const h of horses) {
      if (h.arrived > lastDay(m) || (h.left !== null && h.left < `${m}-01`)) continue;
      const issued = `${m}-0${random.int(1, 3)}`;
      const extras = random.chance(0.45) ? random.int(2, 24) * 5 : null;
      const age = daysBetween(issued, '2026-11-30');
      const roll = random.next();
      const status = age > 75 ? (roll < 0.97 ? 'Paid' : 'Overdue') : age > 35 ? (roll < 0.8 ? 'Paid' : 'Overdue') : roll < 0.45 ? 'Paid' : 'Unpaid';
      const paid = status === 'Paid' ? addDays(issued, Math.min(age, random.int(2, 30))) : null;
      invoices.push({ no: 0, horse: h.id, month: m, issued, livery: h.rate, extras, status, paid });
    }
  }
  invoices.sort((a, b) => a.issued.localeCompare(b.issued) || a.horse - b.horse);
  invoices.forEach((inv, i) => (inv.no = 70_001 + i));

  const visits: Visit[] = [];
  while (visits.length < 4_000) {
    const h = random.pick(horses);
    const date = random.date('2025-01-01', '2026-11-30');
    if (date < h.arrived || (h.left !== null && date > h.left)) continue;
    const [type, who, reason, lo, hi] = random.weighted(VISITS, VISITS.map((v) => v[5]));
    const emergency = type === 'Vet' && (reason === 'Colic' || reason === 'Wound' || (reason === 'Lameness' && random.chance(0.3))) ? 'Yes' : 'No';
    visits.push({ ref: '', date, horse: h.id, type, who, reason, cost: random.int(lo, hi) + (random.chance(0.5) ? 0.5 : 0), emergency, recharged: random.chance(type === 'Farrier' ? 0.9 : 0.6) ? 'Yes' : 'No' });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.horse - b.horse);
  visits.forEach((v, i) => (v.ref = `VF-${10_001 + i}`));
  return { horses, invoices, visits };
}

const HORSE_COLUMNS: Column<Horse>[] = [
  { header: 'Horse ID', value: (h) => h.id },
  { header: 'Horse Name', value: (h) => h.name },
  { header: 'Breed', value: (h) => h.breed },
  { header: 'Year Foaled', value: (h) => h.foaled },
  { header: 'Owner', value: (h) => h.owner },
  { header: 'Owner Phone', value: (h) => h.phone },
  { header: 'Yard', value: (h) => h.yard },
  { header: 'Livery Package', value: (h) => h.pkg },
  { header: 'Monthly Rate (£)', value: (h) => h.rate },
  { header: 'Arrived', value: (h) => textDate(h.arrived) },
  { header: 'Left', value: (h) => (h.left === null ? null : textDate(h.left)) },
  { header: 'Insured', value: (h) => h.insured },
];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: 'Invoice No', value: (i) => i.no },
  { header: 'Horse ID', value: (i) => i.horse },
  { header: 'Billing Month', value: (i) => i.month },
  { header: 'Issued', value: (i) => i.issued },
  { header: 'Livery (£)', value: (i) => i.livery },
  { header: 'Extras (£)', value: (i) => i.extras },
  { header: 'Invoice Total (£)', value: (i) => i.livery + (i.extras ?? 0) },
  { header: 'Status', value: (i) => i.status },
  { header: 'Paid On', value: (i) => i.paid },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Visit Ref', value: (v) => v.ref },
  { header: 'Visit Date', value: (v) => v.date },
  { header: 'Horse ID', value: (v) => v.horse },
  { header: 'Visit Type', value: (v) => v.type },
  { header: 'Practitioner', value: (v) => v.who },
  { header: 'Reason', value: (v) => v.reason },
  { header: 'Cost', value: (v) => `£${v.cost.toFixed(2)}` },
  { header: 'Emergency', value: (v) => v.emergency },
  { header: 'Recharged to Owner', value: (v) => v.recharged },
];

export const liveryyard: BusinessSchema = {
  name: 'liveryyard',
  description: 'A horse livery business on three yards: 340 horses with owners (XLSX), about 6,000 monthly livery invoices (CSV) and about 4,000 vet and farrier visits (CSV) sharing Horse ID',
  async build(dir) {
    const { horses, invoices, visits } = generate();
    const files = [
      await writeXlsx(join(dir, 'horses.xlsx'), 'Horses', HORSE_COLUMNS, horses),
      await writeCsv(join(dir, 'livery_invoices.csv'), INVOICE_COLUMNS, invoices),
      await writeCsv(join(dir, 'vet_farrier_visits.csv'), VISIT_COLUMNS, visits),
    ];
    const q = questionSet('liveryyard');
    const horseOf = new Map(horses.map((h) => [h.id, h]));
    const here = (h: Horse) => h.left === null;
    const total = (i: Invoice) => i.livery + (i.extras ?? 0);
    const owed = (i: Invoice) => i.status !== 'Paid';
    const billed = (from: string, to: string) => (i: Invoice) => i.month >= from && i.month <= to;
    const seen = (from: string, to: string) => (v: Visit) => v.date >= from && v.date <= to;
    const vet = (v: Visit) => v.type === 'Vet';
    const nameOf = (v: Visit) => horseOf.get(v.horse)!.name;
    const current = horses.filter(here);

    q.ask('How many horses are on the yards at the moment?', count(current.length));
    q.ask('How many horses have left us?', count(countWhere(horses, (h) => !here(h))));
    q.ask('Current horses by yard', countsBy(groupBy(current, (h) => h.yard, 'count')));
    q.ask('How many horses are on each livery package right now?', countsBy(groupBy(current, (h) => h.pkg, 'count')));
    q.ask('Which yard has the most horses in at the moment?', winner(groupBy(current, (h) => h.yard, 'count')));
    q.ask("What's the most common breed among the horses here now?", winner(groupBy(current, (h) => h.breed, 'count')));
    q.ask('Average monthly rate across the horses on full livery now', amount(avgOf(current, (h) => h.rate, (h) => h.pkg === 'Full')));
    q.ask('If every horse here now pays its monthly rate, what does that come to per month?', amount(sumOf(current, (h) => h.rate), 0));
    q.ask('How many of the current horses are not insured?', count(countWhere(current, (h) => h.insured === 'No')));
    q.ask('Which owner has the most horses with us at the moment?', winner(groupBy(current, (h) => h.owner, 'count')));
    q.ask('How many different owners have horses here now?', count(new Set(current.map((h) => h.owner)).size));
    q.ask('How many horses arrived this year?', count(countWhere(horses, (h) => h.arrived >= '2026-01-01' && h.arrived <= '2026-11-30')));
    q.ask('What percentage of current horses are on DIY livery?', percent(percentOf(countWhere(current, (h) => h.pkg === 'DIY'), current.length)));
    q.ask('How many Shetlands do we have in at the moment?', count(countWhere(current, (h) => h.breed === 'Shetland')));
    q.ask('What year was our oldest current horse foaled?', count(minOf(current, (h) => h.foaled)));
    q.ask('How much did we invoice in total for 2025?', amount(sumOf(invoices, total, billed('2025-01', '2025-12')), 0));
    const oct = q.ask('What did we invoice last month?', amount(sumOf(invoices, total, billed('2026-10', '2026-10')), 0));
    q.followUp(oct, 'how much of that is still not paid?', amount(sumOf(invoices, total, (i) => billed('2026-10', '2026-10')(i) && owed(i)), 0));
    q.ask('What is the total outstanding on unpaid and overdue invoices?', amount(sumOf(invoices, total, owed), 0));
    q.ask('How many invoices are overdue?', count(countWhere(invoices, (i) => i.status === 'Overdue')));
    q.ask('Invoices by status', countsBy(groupBy(invoices, (i) => i.status, 'count')));
    q.ask('Which owner owes us the most?', winner(groupBy(invoices, (i) => horseOf.get(i.horse)!.owner, 'sum', total, owed)));
    q.ask('Total extras billed this year', amount(sumOf(invoices, (i) => i.extras, billed('2026-01', '2026-11')), 0));
    q.ask('What share of invoices had extras on them?', percent(percentOf(countWhere(invoices, (i) => i.extras !== null), invoices.length)));
    q.ask('Average invoice total for horses on competition livery', amount(avgOf(invoices, total, (i) => horseOf.get(i.horse)!.pkg === 'Competition')));
    q.ask('Invoiced per yard last quarter', breakdown(groupBy(invoices, (i) => horseOf.get(i.horse)!.yard, 'sum', total, billed('2026-07', '2026-09')), 0));
    q.ask('Which livery package has brought in the most invoiced money this year?', winner(groupBy(invoices, (i) => horseOf.get(i.horse)!.pkg, 'sum', total, billed('2026-01', '2026-11'))));
    q.ask('On average how many days do owners take to pay an invoice?', amount(avgOf(invoices, (i) => (i.paid === null ? null : daysBetween(i.issued, i.paid))), 1));
    q.ask('How much have we invoiced for Hill Barn horses since 1 June 2026?', amount(sumOf(invoices, total, (i) => i.issued >= '2026-06-01' && horseOf.get(i.horse)!.yard === 'Hill Barn'), 0));
    q.ask('How many farrier visits have there been?', count(countWhere(visits, (v) => v.type === 'Farrier')));
    q.ask('How many vet visits this year?', count(countWhere(visits, (v) => vet(v) && seen('2026-01-01', '2026-11-30')(v))));
    q.ask('How many emergency vet call-outs did we have last quarter?', count(countWhere(visits, (v) => v.emergency === 'Yes' && seen('2026-07-01', '2026-09-30')(v))));
    q.ask('What were our total vet bills in 2025?', amount(sumOf(visits, (v) => v.cost, (v) => vet(v) && v.date.startsWith('2025'))));
    q.ask('Visit costs by visit type', breakdown(groupBy(visits, (v) => v.type, 'sum', (v) => v.cost)));
    const sick = groupBy(visits, nameOf, 'count', undefined, vet);
    const sickest = ranked(sick, 1)[0];
    const mostVet = q.ask('Which horse has had the most vet visits?', winner(sick));
    q.followUp(mostVet, 'what did those vet visits cost in total?', amount(sumOf(visits, (v) => v.cost, (v) => vet(v) && nameOf(v) === sickest)));
    q.ask("What's the most common reason for a vet visit?", winner(groupBy(visits, (v) => v.reason, 'count', undefined, vet)));
    q.ask('Average cost of a full set of shoes', amount(avgOf(visits, (v) => v.cost, (v) => v.reason === 'Full set shoes')));
    q.ask('What percentage of visits were recharged to the owner?', percent(percentOf(countWhere(visits, (v) => v.recharged === 'Yes'), visits.length)));
    q.ask('How much visit cost have we recharged to owners this year?', amount(sumOf(visits, (v) => v.cost, (v) => v.recharged === 'Yes' && seen('2026-01-01', '2026-11-30')(v))));
    q.ask('Which practitioner have we paid the most?', winner(groupBy(visits, (v) => v.who, 'sum', (v) => v.cost)));
    q.ask('How many visits has Total Eclipse had?', count(countWhere(visits, (v) => nameOf(v) === 'Total Eclipse')));
    q.ask('Vet costs for horses on grass livery', amount(sumOf(visits, (v) => v.cost, (v) => vet(v) && horseOf.get(v.horse)!.pkg === 'Grass')));
    q.ask('How many different horses saw the dentist in 2025?', count(new Set(visits.filter((v) => v.type === 'Dentist' && v.date.startsWith('2025')).map((v) => v.horse)).size));
    q.ask('How many visits in the last 30 days?', count(countWhere(visits, seen('2026-11-01', '2026-11-30'))));
    q.ask('How many visits were there between 1 March and 30 April 2026?', count(countWhere(visits, seen('2026-03-01', '2026-04-30'))));
    q.ask('Which month had the most farrier visits?', month(busiestMonth(visits, (v) => v.date, (v) => v.type === 'Farrier')));
    q.ask('Top 3 horses by vet spend', ranking(ranked(groupBy(visits, nameOf, 'sum', (v) => v.cost, vet), 3)));

    q.ask('How much does each horse weigh?', decline('no weight column'));
    q.ask('Which horse has won the most competitions?', decline('no competition results'));
    q.ask('How much hay do we get through a week?', decline('no feed data'));
    q.ask('How much will we invoice next month?', decline('a future month'));
    q.ask("What's the phone number for Valley Vets?", decline('no practitioner contact details'));
    q.ask('Which owners are the nicest to deal with?', decline('an opinion'));
    q.ask('How many riding lessons did we teach last month?', decline('no lessons'));
    q.ask('What do we pay our grooms?', decline('no staff costs'));
    q.ask('What colour is Total Eclipse?', decline('no colour column'));
    q.ask('How much did we invoice in 2023?', decline('invoices start in January 2025'));
    q.ask('Which horses are due their flu jabs next month?', decline('no vaccination schedule'));
    return { files, questions: q.questions };
  },
};
