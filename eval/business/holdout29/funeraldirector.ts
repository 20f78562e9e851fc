// A family funeral director with five Cornish branches: 1,150 funerals arranged from January 2025 to
// November 2026 (XLSX), their invoice lines, professional services and disbursements (CSV), and the
// staff duties worked at each funeral (XLSX), all sharing `Funeral Ref`. Traps: funeral dates
// stored as text and written two ways ("2026-03-14" and "14 Mar 2026"), a religion value "None"
// (no religion, a real answer, not a blank), blank ages, a real package whose name starts with
// "Total" ("Total Care Package"), line ids that look numeric, units in headers ("Amount (£)"),
// item names with apostrophes ("Doctor's fees"), a Y/N paid flag, and arranged versus funeral
// versus invoice dates, which differ.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Funeral {
  ref: string;
  branch: string;
  arranged: string;
  date: string;
  dateText: string;
  type: string;
  religion: string;
  age: number | null;
  arranger: string;
  prepaid: string;
}

interface Line {
  id: number;
  ref: string;
  category: string;
  item: string;
  amount: number;
  invoiced: string;
  paid: string;
}

interface Duty {
  ref: string;
  staff: string;
  role: string;
  hours: number;
}

const BRANCHES: [string, number][] = [['Truro', 30], ['Falmouth', 22], ['Redruth', 20], ['Penzance', 16], ['St Ives', 12]];
const TYPES: [string, number][] = [['Cremation', 48], ['Burial', 22], ['Direct cremation', 20], ['Woodland burial', 10]];
const RELIGIONS: [string, number][] = [['C of E', 38], ['None', 27], ['Catholic', 10], ['Methodist', 13], ['Humanist', 7]];
const ARRANGERS = ['Tamsin Pascoe', 'Kerensa Hocking', 'Demelza Rowe', 'Jago Trevithick'];
const CONDUCTORS = ['Jago Trevithick', 'Mark Nance', 'Loveday Curnow'];
const TEAM = ['Pete Opie', 'Sam Angove', 'Lowen Jewell', 'Chris Rule', 'Dan Penhaligon', 'Rhys Carne', 'Becky Tonkin', 'Will Hosking', 'Gary Bolitho', 'Nick Uren'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): { funerals: Funeral[]; lines: Line[]; duties: Duty[] } {
  const random = createRandom(42_733);
  const funerals: Funeral[] = [];
  for (let i = 0; i < 1_150; i++) {
    const arranged = random.date('2025-01-02', '2026-11-06');
    const date = addDays(arranged, random.int(6, 21));
    const dateText = random.chance(0.25) ? `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}` : date;
    const age = random.chance(0.05) ? null : Math.min(104, Math.max(18, Math.round(random.normal(81, 11))));
    funerals.push({
      ref: '', branch: random.weighted(BRANCHES.map((b) => b[0]), BRANCHES.map((b) => b[1])), arranged, date, dateText,
      type: random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1])),
      religion: random.weighted(RELIGIONS.map((r) => r[0]), RELIGIONS.map((r) => r[1])),
      age, arranger: random.pick(ARRANGERS), prepaid: random.chance(0.18) ? 'Yes' : 'No',
    });
  }
  funerals.sort((a, b) => a.arranged.localeCompare(b.arranged) || a.date.localeCompare(b.date));
  const counters = new Map<string, number>();
  for (const f of funerals) {
    const yy = f.arranged.slice(2, 4);
    const n = (counters.get(yy) ?? 0) + 1;
    counters.set(yy, n);
    f.ref = `F${yy}-${String(n).padStart(4, '0')}`;
  }

  const lines: Line[] = [];
  const duties: Duty[] = [];
  for (const f of funerals) {
    const direct = f.type === 'Direct cremation';
    const cremation = f.type.includes('remation');
    const invoiced = [addDays(f.date, random.int(1, 7)), '2026-11-29'].sort()[0];
    const unpaidChance = daysBetween(invoiced, '2026-11-30') > 60 ? 0.03 : 0.45;
    const add = (category: string, item: string, value: number) =>
      lines.push({ id: 0, ref: f.ref, category, item, amount: roundTo(value, 2), invoiced, paid: random.chance(unpaidChance) ? 'N' : 'Y' });
    const P = 'Professional services';
    const D = 'Disbursement';
    add(P, "Funeral director's services", (direct ? 1_150 : 2_350) * random.float(0.95, 1.05, 3));
    const coffin = direct ? 'Coffin - cardboard' : f.type === 'Woodland burial'
      ? random.weighted(['Coffin - wicker', 'Coffin - cardboard'], [70, 30])
      : random.weighted(['Coffin - oak veneer', 'Coffin - wicker', 'Coffin - solid oak'], [60, 15, 25]);
    const coffinPrice: Record<string, number> = { 'Coffin - cardboard': 295, 'Coffin - wicker': 820, 'Coffin - oak veneer': 695, 'Coffin - solid oak': 1_650 };
    add(P, coffin, coffinPrice[coffin] * random.float(0.97, 1.08, 3));
    const limos = direct ? 0 : random.weighted([0, 1, 2], [35, 45, 20]);
    if (!direct) {
      add(P, 'Hearse', 395);
      for (let i = 0; i < limos; i++) add(P, 'Limousine', 325);
      if (random.chance(0.4)) add(P, 'Embalming', 175);
      if (random.chance(0.15)) add(P, 'Total Care Package', 450);
      if (random.chance(0.6)) add(P, 'Memorial stationery', random.float(80, 220, 2));
      add(D, 'Minister/celebrant fee', f.religion === 'None' || f.religion === 'Humanist' ? 240 : 210);
      if (random.chance(0.7)) add(D, 'Flowers', random.float(80, 400, 2));
      if (f.religion !== 'None' && f.religion !== 'Humanist' && random.chance(0.3)) add(D, 'Organist', 95);
    }
    if (cremation) {
      add(D, 'Crematorium fee', direct ? 650 : f.date >= '2026-01-01' ? 1_120 : 1_050);
      add(D, "Doctor's fees", 82);
    } else {
      add(D, 'Burial plot fee', f.type === 'Woodland burial' ? 1_400 : random.int(1_800, 3_200));
    }
    if (random.chance(0.5)) add(D, 'Newspaper notice', random.float(60, 180, 2));

    const used = new Set<string>();
    const duty = (pool: string[], role: string, hours: number) => {
      const free = pool.filter((s) => !used.has(s));
      const staff = random.pick(free);
      used.add(staff);
      duties.push({ ref: f.ref, staff, role, hours });
    };
    used.add(f.arranger);
    duties.push({ ref: f.ref, staff: f.arranger, role: 'Arranger', hours: random.pick([2, 2.5, 3, 3.5, 4]) });
    if (direct) duty(TEAM, 'Driver', 2);
    else {
      duty(CONDUCTORS, 'Conductor', random.pick([3, 3.5, 4, 4.5, 5]));
      const bearers = random.weighted([4, 6], [70, 30]);
      for (let i = 0; i < bearers; i++) duty(TEAM, 'Bearer', random.pick([2, 2.5, 3]));
      for (let i = 0; i < 1 + limos; i++) duty(TEAM, 'Driver', random.pick([3, 3.5, 4]));
    }
  }
  lines.forEach((l, i) => (l.id = 200_001 + i));
  return { funerals, lines, duties };
}

const FUNERAL_COLUMNS: Column<Funeral>[] = [
  { header: 'Funeral Ref', value: (f) => f.ref },
  { header: 'Branch', value: (f) => f.branch },
  { header: 'Arranged on', value: (f) => f.arranged },
  { header: 'Funeral date', value: (f) => f.dateText },
  { header: 'Type', value: (f) => f.type },
  { header: 'Religion', value: (f) => f.religion },
  { header: 'Age at death', value: (f) => f.age },
  { header: 'Arranger', value: (f) => f.arranger },
  { header: 'Pre-paid plan', value: (f) => f.prepaid },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Line ID', value: (l) => l.id },
  { header: 'Funeral Ref', value: (l) => l.ref },
  { header: 'Category', value: (l) => l.category },
  { header: 'Item', value: (l) => l.item },
  { header: 'Amount (£)', value: (l) => l.amount },
  { header: 'Invoiced on', value: (l) => l.invoiced },
  { header: 'Paid', value: (l) => l.paid },
];

const DUTY_COLUMNS: Column<Duty>[] = [
  { header: 'Funeral Ref', value: (d) => d.ref },
  { header: 'Staff member', value: (d) => d.staff },
  { header: 'Role', value: (d) => d.role },
  { header: 'Hours', value: (d) => d.hours },
];

export const funeraldirector: BusinessSchema = {
  name: 'funeraldirector',
  description: "A funeral director's funerals (XLSX), invoice lines of services and disbursements (CSV) and staff duties (XLSX), Jan 2025-Nov 2026, sharing Funeral Ref",
  async build(dir) {
    const { funerals, lines, duties } = generate();
    const files = [
      await writeXlsx(join(dir, 'funerals.xlsx'), 'Funerals', FUNERAL_COLUMNS, funerals),
      await writeCsv(join(dir, 'invoice_lines.csv'), LINE_COLUMNS, lines),
      await writeXlsx(join(dir, 'staff_duties.xlsx'), 'Duties', DUTY_COLUMNS, duties),
    ];
    const q = questionSet('funeraldirector');
    const fOf = new Map(funerals.map((f) => [f.ref, f]));
    const amt = (l: Line) => l.amount;
    const fIn = (p: string) => (f: Funeral) => f.date.startsWith(p);
    const aIn = (p: string) => (f: Funeral) => f.arranged.startsWith(p);
    const lIn = (p: string) => (l: Line) => l.invoiced.startsWith(p);
    const billOf = groupBy(lines, (l) => l.ref, 'sum', amt);

    q.ask('How many funerals did we arrange in 2025 (by the date they were arranged)?', count(countWhere(funerals, aIn('2025'))));
    q.ask('Funerals by type', countsBy(groupBy(funerals, (f) => f.type, 'count')));
    const sep = q.ask('How many funerals took place in September 2026?', count(countWhere(funerals, fIn('2026-09'))));
    q.followUp(sep, 'and in October?', count(countWhere(funerals, fIn('2026-10'))));
    q.ask('Which branch arranged the most funerals in 2026?', winner(groupBy(funerals, (f) => f.branch, 'count', undefined, aIn('2026'))));
    q.ask('How many direct cremations have we done?', count(countWhere(funerals, (f) => f.type === 'Direct cremation')));
    q.ask('What percentage of the funerals arranged in 2026 were direct cremations?', percent(percentOf(countWhere(funerals, (f) => aIn('2026')(f) && f.type === 'Direct cremation'), countWhere(funerals, aIn('2026')))));
    q.ask('What is the average age at death?', amount(avgOf(funerals, (f) => f.age), 1));
    q.ask('Median age at death for burials', amount(medianOf(funerals, (f) => f.age, (f) => f.type === 'Burial'), 1));
    q.ask('How many funerals were for people with no religion (religion None)?', count(countWhere(funerals, (f) => f.religion === 'None')));
    q.ask('How many funerals were paid for by a pre-paid plan?', count(countWhere(funerals, (f) => f.prepaid === 'Yes')));
    q.ask('On average, how many days pass between arranging a funeral and the funeral itself?', amount(avgOf(funerals, (f) => daysBetween(f.arranged, f.date)), 1));
    const truro = q.ask('How many funerals did Truro arrange in 2025?', count(countWhere(funerals, (f) => f.branch === 'Truro' && aIn('2025')(f))));
    q.followUp(truro, 'And Falmouth?', count(countWhere(funerals, (f) => f.branch === 'Falmouth' && aIn('2025')(f))));
    q.ask('How many Catholic funerals were burials?', count(countWhere(funerals, (f) => f.religion === 'Catholic' && f.type === 'Burial')));
    q.ask('How many funerals did the Penzance branch arrange between 1 March and 31 May 2026?', count(countWhere(funerals, (f) => f.branch === 'Penzance' && f.arranged >= '2026-03-01' && f.arranged <= '2026-05-31')));
    q.ask('How many funerals has Kerensa Hocking arranged?', count(countWhere(funerals, (f) => f.arranger === 'Kerensa Hocking')));

    q.ask('How much did we invoice in 2025, going by invoice date?', amount(sumOf(lines, amt, lIn('2025'))));
    q.ask('Total disbursements invoiced in 2026', amount(sumOf(lines, amt, (l) => l.category === 'Disbursement' && lIn('2026')(l))));
    q.ask('Total invoiced for professional services versus disbursements', breakdown(groupBy(lines, (l) => l.category, 'sum', amt)));
    q.ask('Which invoice item has brought in the most money?', winner(groupBy(lines, (l) => l.item, 'sum', amt)));
    q.ask('Top 3 disbursement items by total amount invoiced', ranking(ranked(groupBy(lines, (l) => l.item, 'sum', amt, (l) => l.category === 'Disbursement'), 3)));
    q.ask('How much have we invoiced for the Total Care Package?', amount(sumOf(lines, amt, (l) => l.item === 'Total Care Package')));
    q.ask('How many Total Care Packages have we sold?', count(countWhere(lines, (l) => l.item === 'Total Care Package')));
    q.ask('How much is still unpaid across all invoices?', amount(sumOf(lines, amt, (l) => l.paid === 'N')));
    q.ask('How many funerals have at least one unpaid invoice line?', count(new Set(lines.filter((l) => l.paid === 'N').map((l) => l.ref)).size));
    q.ask("What's the average total bill per funeral?", amount(avgOf([...billOf.values()].map((v) => ({ v })), (x) => x.v)));
    q.ask('Average total bill for a woodland burial', amount(avgOf([...billOf].map(([ref, v]) => ({ ref, v })), (x) => x.v, (x) => fOf.get(x.ref)!.type === 'Woodland burial')));
    q.ask('Which branch invoiced the most in 2026 (by invoice date)?', winner(groupBy(lines, (l) => fOf.get(l.ref)!.branch, 'sum', amt, lIn('2026'))));
    q.ask('How much did we invoice in crematorium fees last quarter?', amount(sumOf(lines, amt, (l) => l.item === 'Crematorium fee' && l.invoiced.startsWith('2026') && quarterOf(l.invoiced) === 3)));
    q.ask('What do we charge on average for a solid oak coffin?', amount(avgOf(lines, amt, (l) => l.item === 'Coffin - solid oak')));
    q.ask('How many wicker coffins did we invoice in 2026?', count(countWhere(lines, (l) => l.item === 'Coffin - wicker' && lIn('2026')(l))));
    q.ask('Total invoiced since 1 October 2026', amount(sumOf(lines, amt, (l) => l.invoiced >= '2026-10-01')));
    q.ask('Total invoiced by branch', breakdown(groupBy(lines, (l) => fOf.get(l.ref)!.branch, 'sum', amt)));
    q.ask('Which funeral had the biggest total bill? Give the funeral ref.', winner(billOf));
    q.ask('What share of everything invoiced is still unpaid?', percent(percentOf(sumOf(lines, amt, (l) => l.paid === 'N'), sumOf(lines, amt))));
    q.ask('How many limousines have we provided in total?', count(countWhere(lines, (l) => l.item === 'Limousine')));

    q.ask('How many hours have staff logged on funerals in total?', amount(sumOf(duties, (d) => d.hours), 1));
    q.ask('Which staff member has logged the most hours?', winner(groupBy(duties, (d) => d.staff, 'sum', (d) => d.hours)));
    q.ask('Who has conducted the most funerals?', winner(groupBy(duties, (d) => d.staff, 'count', undefined, (d) => d.role === 'Conductor')));
    q.ask('Staff hours by role', breakdown(groupBy(duties, (d) => d.role, 'sum', (d) => d.hours), 1));
    q.ask('How many different people have worked as bearers?', count(new Set(duties.filter((d) => d.role === 'Bearer').map((d) => d.staff)).size));
    q.ask('On average, how many staff work on each funeral?', amount(duties.length / new Set(duties.map((d) => d.ref)).size, 2));
    q.ask('How many hours did Tamsin Pascoe log on funerals that took place in 2026?', amount(sumOf(duties, (d) => d.hours, (d) => d.staff === 'Tamsin Pascoe' && fOf.get(d.ref)!.date.startsWith('2026')), 1));
    q.ask('How many driving hours were there on funerals held in 2025?', amount(sumOf(duties, (d) => d.hours, (d) => d.role === 'Driver' && fOf.get(d.ref)!.date.startsWith('2025')), 1));

    q.ask('What was the most common cause of death?', decline('no cause of death'));
    q.ask('Which crematorium do we use most often?', decline('no venue column'));
    q.ask('What do we pay our supplier for an oak veneer coffin?', decline('no cost prices'));
    q.ask('How many mourners attend a funeral on average?', decline('no attendance'));
    q.ask('How many of the funerals were for armed forces veterans?', decline('no veteran flag'));
    q.ask('What is the staff sickness rate?', decline('no absence data'));
    q.ask('Which hymns are requested most?', decline('no music choices'));
    q.ask('How many families held the wake at a pub?', decline('no wake details'));
    q.ask('What are our staff paid per hour?', decline('no pay rates'));
    q.ask('What is the split of men and women among the deceased?', decline('no gender column'));
    q.ask('How many families left us a review last year?', decline('no reviews'));
    q.ask('How many pre-paid plans did we sell in 2026?', decline('plan sales are not recorded, only whether a funeral used one'));
    return { files, questions: q.questions };
  },
};
