// A cattery: 430 cats (XLSX: owner, breed, age, weight in kg with blanks, vaccinated YES / NO),
// 6,400 stays from January 2025 to November 2026 (CSV: check-in and check-out as "03 Mar 2025"
// text, pen type, nightly rate) and the invoice lines of the stays (CSV: boarding and extras,
// amount as "£12.50" text, paid flag), sharing `Cat ID` and `Stay No`. Traps: cat ids that look
// numeric, a pen type "Total Luxury Suite", mixed-case statuses, blank weights and paid flags, the
// nightly rate (stays) beside the invoiced amount (invoice lines).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner, type QuestionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { pounds } from './skiphire.ts';

interface Cat { id: number; name: string; owner: string; breed: string; age: number; kg: number | null; vaccinated: string; diet: string }
interface Stay { no: number; cat: number; checkIn: string; nights: number; pen: string; rate: number; status: string }
interface InvoiceLine { id: number; stay: number; date: string; item: string; amount: number; paid: string | null }

const CAT_NAMES = ['Luna', 'Milo', 'Bella', 'Oscar', 'Tilly', 'Simba', 'Poppy', 'Smudge', 'Willow', 'Jasper', 'Pumpkin', 'Misty', 'Ziggy', 'Nala', 'Biscuit', 'Shadow', 'Pepper', 'Mittens', 'Cleo', 'Toffee', 'Bob', 'Olive', 'Felix', 'Mabel'];
const SURNAMES = ['Archer', 'Bennett', 'Carter', 'Dawson', 'Ellis', 'Fletcher', 'Gibson', 'Hayes', 'Irving', 'Jenkins', 'Knight', 'Lowe', 'Marsh', 'Nash', 'Owen', 'Price', 'Quinn', 'Reid', 'Shaw', 'Turner', 'Vaughan', 'Webb', 'Young'];
const BREEDS: [string, number][] = [['Domestic Shorthair', 46], ['Domestic Longhair', 14], ['British Shorthair', 11], ['Maine Coon', 8], ['Ragdoll', 7], ['Siamese', 6], ['Bengal', 5], ['Persian', 3]];
const PENS: [string, number, number][] = [['Standard', 14.5, 55], ['Deluxe', 18.5, 33], ['Total Luxury Suite', 26, 12]];
const EXTRAS: [string, number, number, number][] = [['Medication', 0.22, 3, 6], ['Grooming', 0.12, 15, 25], ['Special Diet', 0.15, 2, 4], ['Vet Visit', 0.04, 45, 90], ['Late Checkout', 0.06, 10, 10]];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const text = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function generate() {
  const random = createRandom(43_229);
  const cats: Cat[] = [];
  for (let i = 0; i < 430; i++) {
    const breed = random.weighted(BREEDS.map((b) => b[0]), BREEDS.map((b) => b[1]));
    const kg = random.chance(0.08) ? null : roundTo(Math.max(2.2, random.normal(breed === 'Maine Coon' ? 7.2 : 4.6, 0.9)), 1);
    cats.push({ id: 5_003 + i * 3, name: random.pick(CAT_NAMES), owner: `${random.pick(['Mrs', 'Mr', 'Ms', 'Dr'])} ${random.pick(SURNAMES)}`, breed, age: random.int(1, 19), kg, vaccinated: random.chance(0.9) ? 'YES' : 'NO', diet: random.weighted(['Standard', 'Special', 'Prescription'], [78, 15, 7]) });
  }
  const loyalty = cats.map(() => random.float(0.2, 3));
  const stays: Stay[] = [];
  for (let i = 0; i < 6_400; i++) {
    const cat = random.weighted(cats, loyalty);
    const checkIn = random.date('2025-01-03', '2026-11-28');
    const nights = random.weighted([2, 3, 4, 5, 7, 10, 14, 21], [10, 14, 14, 14, 20, 12, 12, 4]);
    const [pen, rate] = random.weighted(PENS, PENS.map((p) => p[2]));
    const out = addDays(checkIn, nights);
    const status = out > '2026-11-30' ? random.pick(['In Residence', 'in residence']) : random.chance(0.06) ? random.pick(['Cancelled', 'CANCELLED', 'cancelled']) : random.weighted(['Completed', 'completed', 'COMPLETED'], [82, 12, 6]);
    stays.push({ no: 0, cat: cat.id, checkIn, nights, pen, rate: cat.diet === 'Prescription' ? rate + 2 : rate, status });
  }
  stays.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.cat - b.cat);
  stays.forEach((s, i) => (s.no = 60_001 + i));
  const lines: InvoiceLine[] = [];
  for (const s of stays) {
    if (!/^completed/i.test(s.status)) continue;
    const out = addDays(s.checkIn, s.nights);
    const paidFlag = () => (out >= '2026-11-01' && random.chance(0.4) ? 'N' : random.chance(0.03) ? null : 'Y');
    lines.push({ id: 0, stay: s.no, date: out, item: 'Boarding', amount: roundTo(s.nights * s.rate, 2), paid: paidFlag() });
    for (const [item, p, lo, hi] of EXTRAS) {
      if (!random.chance(p)) continue;
      const amt = item === 'Medication' || item === 'Special Diet' ? random.int(lo, hi) * s.nights * 0.5 : random.int(lo, hi);
      lines.push({ id: 0, stay: s.no, date: item === 'Vet Visit' ? addDays(s.checkIn, random.int(0, s.nights)) : out, item, amount: roundTo(amt, 2), paid: paidFlag() });
    }
  }
  lines.forEach((l, i) => (l.id = i + 1));
  return { cats, stays, lines };
}

const CAT_COLUMNS: Column<Cat>[] = [
  { header: 'Cat ID', value: (c) => c.id },
  { header: 'Cat Name', value: (c) => c.name },
  { header: 'Owner', value: (c) => c.owner },
  { header: 'Breed', value: (c) => c.breed },
  { header: 'Age (yrs)', value: (c) => c.age },
  { header: 'Weight (kg)', value: (c) => c.kg },
  { header: 'Vaccinated', value: (c) => c.vaccinated },
  { header: 'Diet', value: (c) => c.diet },
];
const STAY_COLUMNS: Column<Stay>[] = [
  { header: 'Stay No', value: (s) => s.no },
  { header: 'Cat ID', value: (s) => s.cat },
  { header: 'Check In', value: (s) => text(s.checkIn) },
  { header: 'Check Out', value: (s) => text(addDays(s.checkIn, s.nights)) },
  { header: 'Nights', value: (s) => s.nights },
  { header: 'Pen Type', value: (s) => s.pen },
  { header: 'Nightly Rate (£)', value: (s) => s.rate },
  { header: 'Status', value: (s) => s.status },
];
const LINE_COLUMNS: Column<InvoiceLine>[] = [
  { header: 'Line No', value: (l) => l.id },
  { header: 'Stay No', value: (l) => l.stay },
  { header: 'Date', value: (l) => l.date },
  { header: 'Item', value: (l) => l.item },
  { header: 'Amount', value: (l) => pounds(l.amount) },
  { header: 'Paid', value: (l) => l.paid },
];

function ask(q: QuestionSet, { cats, stays, lines }: ReturnType<typeof generate>) {
  const catOf = new Map(cats.map((c) => [c.id, c]));
  const stayOf = new Map(stays.map((s) => [s.no, s]));
  const inS = (from: string, to: string) => (s: Stay) => s.checkIn >= from && s.checkIn <= to;
  const inL = (from: string, to: string) => (l: InvoiceLine) => l.date >= from && l.date <= to;
  const amt = (l: InvoiceLine) => l.amount;
  const completed = (s: Stay) => /^completed/i.test(s.status);
  const live = (s: Stay) => !/cancel/i.test(s.status);
  const breedOfStay = (s: Stay) => catOf.get(s.cat)!.breed;

  q.ask('How many cats are on our books?', count(cats.length));
  q.ask('how many stays have we had altogether', count(stays.length));
  q.ask('How many cats are staying with us right now?', count(countWhere(stays, (s) => /in residence/i.test(s.status))));
  q.ask('How many stays were cancelled?', count(countWhere(stays, (s) => /cancel/i.test(s.status))));
  q.ask('total invoiced', amount(sumOf(lines, amt)));
  const inv = q.ask('total invoiced last month', amount(sumOf(lines, amt, inL('2026-10-01', '2026-10-31'))));
  q.followUp(inv, 'how much of that was extras rather than boarding?', amount(sumOf(lines, amt, (l) => l.item !== 'Boarding' && inL('2026-10-01', '2026-10-31')(l))));
  q.ask('invoiced so far this year', amount(sumOf(lines, amt, inL('2026-01-01', '2026-11-30'))));
  q.ask('invoice total for last quarter', amount(sumOf(lines, amt, inL('2026-07-01', '2026-09-30'))));
  q.ask('How many check-ins in the last 30 days?', count(countWhere(stays, (s) => live(s) && inS('2026-11-01', '2026-11-30')(s))));
  q.ask('How much is unpaid on invoices (Paid = N)?', amount(sumOf(lines, amt, (l) => l.paid === 'N')));
  q.ask('How many invoice lines have no paid flag at all?', count(countWhere(lines, (l) => l.paid === null)));
  q.ask('extras revenue by item (excluding boarding)', breakdown(groupBy(lines, (l) => l.item, 'sum', amt, (l) => l.item !== 'Boarding')));
  q.ask('Which extra do we charge for most often?', winner(groupBy(lines, (l) => l.item, 'count', undefined, (l) => l.item !== 'Boarding')));
  q.ask('How much grooming did we invoice in 2025?', amount(sumOf(lines, amt, (l) => l.item === 'Grooming' && inL('2025-01-01', '2025-12-31')(l))));
  q.ask('average length of stay in nights, leaving out cancellations', amount(avgOf(stays, (s) => s.nights, live), 2));
  q.ask('median nights per stay (not counting cancelled)', amount(medianOf(stays, (s) => s.nights, live), 1));
  q.ask('How many cat nights did we do in 2025 (completed stays by check-in)?', count(sumOf(stays, (s) => s.nights, (s) => completed(s) && inS('2025-01-01', '2025-12-31')(s))));
  q.ask('stays by pen type', countsBy(groupBy(stays, (s) => s.pen, 'count', undefined, live)));
  q.ask('How many Total Luxury Suite stays have there been (not cancelled)?', count(countWhere(stays, (s) => s.pen === 'Total Luxury Suite' && live(s))));
  q.ask('Average nightly rate for Deluxe pens', amount(avgOf(stays, (s) => s.rate, (s) => s.pen === 'Deluxe'), 2));
  q.ask('Which month had the most bookings (by check-in date)?', month(busiestMonth(stays, (s) => s.checkIn)));
  q.ask('check-ins in August 2026', count(countWhere(stays, (s) => live(s) && s.checkIn.startsWith('2026-08'))));
  q.ask('how many check-ins between 20 December 2025 and 3 January 2026', count(countWhere(stays, (s) => live(s) && inS('2025-12-20', '2026-01-03')(s))));
  q.ask('check-ins since 1 October 2026', count(countWhere(stays, (s) => live(s) && s.checkIn >= '2026-10-01')));
  q.ask('How many cats are not vaccinated?', count(countWhere(cats, (c) => c.vaccinated === 'NO')));
  q.ask('average weight of our cats in kg', amount(avgOf(cats, (c) => c.kg), 2));
  q.ask('Average weight of Maine Coons', amount(avgOf(cats, (c) => c.kg, (c) => c.breed === 'Maine Coon'), 2));
  q.ask('how many cats have no weight on file', count(countWhere(cats, (c) => c.kg === null)));
  q.ask('cats by breed', countsBy(groupBy(cats, (c) => c.breed, 'count')));
  q.ask('What percentage of our cats are on a prescription diet?', percent(percentOf(countWhere(cats, (c) => c.diet === 'Prescription'), cats.length)));
  q.ask('How many cats are 15 or older?', count(countWhere(cats, (c) => c.age >= 15)));
  q.ask('Which breed stays with us most (number of stays)?', winner(groupBy(stays, breedOfStay, 'count', undefined, live)));
  q.ask('top 3 breeds by cat nights', ranking(ranked(groupBy(stays, breedOfStay, 'sum', (s) => s.nights, live), 3)));
  q.ask('Which owner has invoiced the most with us?', winner(groupBy(lines, (l) => catOf.get(stayOf.get(l.stay)!.cat)!.owner, 'sum', amt)));
  q.ask('How many different cats stayed in 2026?', count(new Set(stays.filter((s) => live(s) && inS('2026-01-01', '2026-12-31')(s)).map((s) => s.cat)).size));
  q.ask('how many cats have never stayed', count(cats.filter((c) => !stays.some((s) => s.cat === c.id)).length));
  q.ask('How many vet visits did unvaccinated cats need?', count(countWhere(lines, (l) => l.item === 'Vet Visit' && catOf.get(stayOf.get(l.stay)!.cat)!.vaccinated === 'NO')));
  q.ask('invoiced amount by pen type', breakdown(groupBy(lines, (l) => stayOf.get(l.stay)!.pen, 'sum', amt)));
  q.ask('average invoice total per completed stay', amount(sumOf(lines, amt) / new Set(lines.map((l) => l.stay)).size, 2));
  q.ask('What share of the invoiced total is boarding?', percent(percentOf(sumOf(lines, amt, (l) => l.item === 'Boarding'), sumOf(lines, amt))));
  const meds = q.ask('medication charges in Q1 2026', amount(sumOf(lines, amt, (l) => l.item === 'Medication' && inL('2026-01-01', '2026-03-31')(l))));
  q.followUp(meds, 'and Q2?', amount(sumOf(lines, amt, (l) => l.item === 'Medication' && inL('2026-04-01', '2026-06-30')(l))));
  q.ask('Longest stay we have had, in nights', count(Math.max(...stays.map((s) => s.nights))));
  q.ask('How many different Bengal cats have stayed in the Total Luxury Suite?', count(new Set(stays.filter((s) => live(s) && s.pen === 'Total Luxury Suite' && breedOfStay(s) === 'Bengal').map((s) => s.cat)).size));

  q.ask('Which cats get on with each other?', decline('no temperament data'));
  q.ask('how much did we spend on cat litter last month', decline('no supply costs'));
  q.ask('How many bookings will we have over Christmas 2026?', decline('a forecast'));
  q.ask('What are the owners phone numbers?', decline('no contact details'));
  q.ask('What did the vet diagnose?', decline('no diagnosis recorded'));
  q.ask('How many stays did we have in 2023?', decline('stays start in January 2025'));
  q.ask('Which staff member looked after Luna?', decline('no staff column'));
  q.ask('How happy are owners with their stay?', decline('no feedback'));
  q.ask('What was the occupancy rate of each pen by night?', decline('pen capacity not recorded'));
  q.ask('Which cats are microchipped?', decline('no microchip column'));
}

export const cattery: BusinessSchema = {
  name: 'cattery',
  description: 'A cattery: 430 cats (XLSX), 6,400 stays Jan 2025 - Nov 2026 (CSV) and their invoice lines (CSV), sharing Cat ID and Stay No',
  async build(dir) {
    const data = generate();
    const files = [
      await writeXlsx(join(dir, 'cats.xlsx'), 'Cats', CAT_COLUMNS, data.cats),
      await writeCsv(join(dir, 'stays.csv'), STAY_COLUMNS, data.stays),
      await writeCsv(join(dir, 'invoice_lines.csv'), LINE_COLUMNS, data.lines),
    ];
    const q = questionSet('cattery');
    ask(q, data);
    return { files, questions: q.questions };
  },
};
