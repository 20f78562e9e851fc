// A fancy dress and theatrical costume hire shop: 460 costumes (XLSX: category, film or franchise,
// size, deposit and daily rate in pounds) and 8,000+ hires from 2024 and 2025 (CSV) with text dates
// ("14 Feb 2025"), sharing Costume No. Traps: costume and hire numbers that look numeric, money with
// the unit in the header, cancelled hires and lost costumes beside returned ones, damage charges
// left blank when there were none, a franchise named "IT" and another "None", an "Other" category,
// and customer names with spaces.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface Costume { no: number; name: string; category: string; franchise: string; size: string; deposit: number; rate: number }
export interface Hire { no: number; costume: number; customer: string; kind: string; out: string; days: number; fee: number; damage: number | null; status: string }

const CATS: [string, string[], string[]][] = [
  ['Period', ['Victorian Gentleman', 'Tudor Queen', 'Flapper Dress', 'Regency Gown', 'Roman Centurion', 'Pirate Captain', 'Highwayman'], ['None']],
  ['Superhero', ['Caped Hero', 'Web Slinger', 'Dark Knight', 'Wonder Warrior', 'Space Ranger'], ['Marvel', 'DC', 'None']],
  ['Film and TV', ['Jedi Robe', 'Wizard School Robe', 'Ice Princess', 'Killer Clown', 'Ghost Hunter', 'Time Lord Coat'], ['Star Wars', 'Harry Potter', 'Frozen', 'IT', 'Ghostbusters', 'Doctor Who']],
  ['Animal', ['Gorilla Suit', 'Chicken Suit', 'Tiger Onesie', 'Shark Suit', 'Unicorn'], ['None']],
  ['Halloween', ['Vampire Cloak', 'Zombie Bride', 'Witch', 'Skeleton', 'Grim Reaper'], ['None', 'IT']],
  ['Other', ['Giant Banana', 'Mr Blobby', 'Sumo Wrestler', 'Inflatable Dinosaur', 'Nun'], ['None']],
];
const SIZES = ['Child', 'S', 'M', 'L', 'XL'];
const FIRST = ['Amy', 'Ben', 'Chloe', 'Dan', 'Ella', 'Fraser', 'Gemma', 'Harry', 'Isla', 'Jack', 'Kirsty', 'Liam', 'Megan', 'Nathan', 'Olivia', 'Paul', 'Rachel', 'Sam'];
const LAST = ['Adams', 'Brown', 'Campbell', 'Davies', 'Evans', 'Fletcher', 'Grant', 'Hughes', 'Irving', 'Jones', 'Khan', 'Lewis', 'Morgan', 'Price'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const textDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export function generate(): { costumes: Costume[]; hires: Hire[] } {
  const random = createRandom(52_237);
  const costumes: Costume[] = [];
  for (let i = 0; i < 460; i++) {
    const [category, names, franchises] = random.weighted(CATS, [18, 14, 20, 12, 22, 14]);
    const idx = random.int(0, names.length - 1);
    const name = names[idx];
    const franchise = category === 'Film and TV' ? franchises[idx] : name === 'Skeleton' ? 'None' : name === 'Vampire Cloak' && random.chance(0.3) ? 'IT' : random.pick(franchises);
    const rate = random.int(8, category === 'Period' ? 30 : 22) + (random.chance(0.5) ? 0.5 : 0);
    costumes.push({ no: 1_001 + i, name: `${name} ${random.pick(SIZES)}`, category, franchise, size: '', deposit: random.pick([20, 30, 40, 50, 75]), rate });
  }
  for (const c of costumes) c.size = c.name.split(' ').pop()!;
  const weights = costumes.map(() => random.float(0.3, 2.5, 2));
  const hires: Hire[] = [];
  for (let i = 0; i < 8_200; i++) {
    const c = random.weighted(costumes, weights);
    let out = random.date('2024-01-01', '2025-12-31');
    if (c.category === 'Halloween' && random.chance(0.5)) out = `${out.slice(0, 4)}-10-${String(random.int(10, 31)).padStart(2, '0')}`;
    const kind = random.weighted(['Party', 'Halloween', 'Stag/Hen', 'School Play', 'Theatre', 'Other'], [40, 15, 15, 10, 10, 10]);
    const roll = random.next();
    const status = roll < 0.05 ? 'Cancelled' : roll < 0.065 ? 'Lost' : roll < 0.12 ? 'Returned Late' : 'Returned';
    const days = kind === 'Theatre' ? random.int(5, 14) : random.weighted([1, 2, 3, 7], [20, 40, 30, 10]);
    const fee = status === 'Cancelled' ? 0 : roundTo(days <= 3 ? c.rate * days : c.rate * 3 + (days - 3) * c.rate * 0.5, 2);
    const damage = status === 'Lost' ? c.deposit : status !== 'Cancelled' && random.chance(0.07) ? random.pick([5, 10, 15, 25]) : null;
    hires.push({ no: 0, costume: c.no, customer: `${random.pick(FIRST)} ${random.pick(LAST)}`, kind, out, days, fee, damage, status });
  }
  hires.sort((a, b) => a.out.localeCompare(b.out) || a.costume - b.costume);
  hires.forEach((h, i) => (h.no = 60_001 + i));
  return { costumes, hires };
}

const COSTUME_COLUMNS: Column<Costume>[] = [
  { header: 'Costume No', value: (c) => c.no },
  { header: 'Costume', value: (c) => c.name },
  { header: 'Category', value: (c) => c.category },
  { header: 'Film / Franchise', value: (c) => c.franchise },
  { header: 'Size', value: (c) => c.size },
  { header: 'Deposit (£)', value: (c) => c.deposit },
  { header: 'Daily Rate (£)', value: (c) => c.rate },
];
const HIRE_COLUMNS: Column<Hire>[] = [
  { header: 'Hire No', value: (h) => h.no },
  { header: 'Costume No', value: (h) => h.costume },
  { header: 'Customer', value: (h) => h.customer },
  { header: 'Occasion', value: (h) => h.kind },
  { header: 'Date Out', value: (h) => textDate(h.out) },
  { header: 'Days', value: (h) => h.days },
  { header: 'Hire Fee (£)', value: (h) => h.fee },
  { header: 'Damage Charge (£)', value: (h) => h.damage },
  { header: 'Status', value: (h) => h.status },
];

export const costumehire: BusinessSchema = {
  name: 'costumehire',
  description: 'A costume hire shop: 460 costumes (XLSX) and 8,200 hires in 2024-2025 with text dates, fees, damage charges and statuses (CSV), sharing Costume No',
  async build(dir) {
    const { costumes, hires } = generate();
    const files = [
      await writeXlsx(join(dir, 'costumes.xlsx'), 'Costumes', COSTUME_COLUMNS, costumes),
      await writeCsv(join(dir, 'hires.csv'), HIRE_COLUMNS, hires),
    ];
    const q = questionSet('costumehire');
    const cos = new Map(costumes.map((c) => [c.no, c]));
    const cat = (h: Hire) => cos.get(h.costume)!.category;
    const fee = (h: Hire) => h.fee;
    const live = (h: Hire) => h.status !== 'Cancelled';
    const y = (yr: string) => (h: Hire) => h.out.startsWith(yr);

    q.ask('How many costumes have we got on the books?', count(costumes.length));
    q.ask('Costumes by category', countsBy(groupBy(costumes, (c) => c.category, 'count')));
    q.ask('How many costumes are from IT?', count(countWhere(costumes, (c) => c.franchise === 'IT')));
    q.ask('how many costumes have the franchise down as None', count(countWhere(costumes, (c) => c.franchise === 'None')));
    q.ask('Average daily rate for period costumes', amount(avgOf(costumes, (c) => c.rate, (c) => c.category === 'Period')));
    q.ask('How many child size costumes do we have?', count(countWhere(costumes, (c) => c.size === 'Child')));
    q.ask('Total deposits we would hold if every costume was out at once', amount(sumOf(costumes, (c) => c.deposit), 0));
    q.ask('How many hires in total?', count(hires.length));
    q.ask('How many hires were cancelled?', count(countWhere(hires, (h) => h.status === 'Cancelled')));
    q.ask('Hire fees taken in 2025', amount(sumOf(hires, fee, y('2025'))));
    const h24 = q.ask('Total hire fees for 2024?', amount(sumOf(hires, fee, y('2024'))));
    q.followUp(h24, 'and damage charges that year?', amount(sumOf(hires, (h) => h.damage, y('2024'))));
    q.ask('How many costumes were lost?', count(countWhere(hires, (h) => h.status === 'Lost')));
    q.ask('What percentage of hires came back late?', percent(percentOf(countWhere(hires, (h) => h.status === 'Returned Late'), hires.length)));
    q.ask('Total damage charges (£)', amount(sumOf(hires, (h) => h.damage)));
    q.ask('How many hires had a damage charge?', count(countWhere(hires, (h) => h.damage !== null)));
    q.ask('Hire fees by category', breakdown(groupBy(hires, cat, 'sum', fee)));
    q.ask('Which category makes us the most in hire fees?', winner(groupBy(hires, cat, 'sum', fee)));
    q.ask('Which category is hired the least often, ignoring cancellations?', winner(groupBy(hires, cat, 'count', undefined, live), 'asc'));
    q.ask('Top 5 costumes by number of hires (not cancelled)', ranking(ranked(groupBy(hires, (h) => cos.get(h.costume)!.name, 'count', undefined, live), 5)));
    q.ask('Which occasion do people hire for most?', winner(groupBy(hires, (h) => h.kind, 'count')));
    q.ask('Hires by occasion', countsBy(groupBy(hires, (h) => h.kind, 'count')));
    q.ask('How many hires went out in October 2025?', count(countWhere(hires, (h) => h.out.startsWith('2025-10'))));
    const oct = q.ask('Halloween category hire fees in October 2024', amount(sumOf(hires, fee, (h) => cat(h) === 'Halloween' && h.out.startsWith('2024-10'))));
    q.followUp(oct, 'and in October 2025?', amount(sumOf(hires, fee, (h) => cat(h) === 'Halloween' && h.out.startsWith('2025-10'))));
    q.ask('Which month of 2025 had the most hires going out?', month(ranked(groupBy(hires, (h) => h.out.slice(0, 7), 'count', undefined, y('2025')), 1)[0]));
    q.ask('How many hires went out between 1 December and 24 December 2024?', count(countWhere(hires, (h) => h.out >= '2024-12-01' && h.out <= '2024-12-24')));
    q.ask('Average hire length in days, not counting cancelled', amount(avgOf(hires, (h) => h.days, live), 2));
    q.ask('How long was the longest hire?', count(maxOf(hires, (h) => h.days)));
    q.ask('Average fee for a theatre hire', amount(avgOf(hires, fee, (h) => h.kind === 'Theatre' && live(h))));
    q.ask('How many hires were for school plays in Q3 2025?', count(countWhere(hires, (h) => h.kind === 'School Play' && h.out >= '2025-07-01' && h.out <= '2025-09-30')));
    q.ask('Which customer has hired the most times?', winner(groupBy(hires, (h) => h.customer, 'count')));
    q.ask('How many hires has Megan Hughes made?', count(countWhere(hires, (h) => h.customer === 'Megan Hughes')));
    q.ask('How many different customers have we had?', count(new Set(hires.map((h) => h.customer)).size));
    q.ask('How much have the Star Wars costumes earned in fees?', amount(sumOf(hires, fee, (h) => cos.get(h.costume)!.franchise === 'Star Wars')));
    q.ask('Stag/Hen hires that came back late', count(countWhere(hires, (h) => h.kind === 'Stag/Hen' && h.status === 'Returned Late')));
    q.ask('Costumes that have never been hired out', count(countWhere(costumes, (c) => !hires.some((h) => h.costume === c.no))));
    q.ask('What is the most we charged for a single hire?', amount(maxOf(hires, fee)));
    q.ask('Share of hire fees from XL costumes', percent(percentOf(sumOf(hires, fee, (h) => cos.get(h.costume)!.size === 'XL'), sumOf(hires, fee))));
    q.ask('Average damage charge when there was one', amount(avgOf(hires, (h) => h.damage)));
    q.ask('Damage charges by status', breakdown(groupBy(hires, (h) => h.status, 'sum', (h) => h.damage, (h) => h.damage !== null)));
    q.ask('hires of Other category costumes in 2024, not cancelled', count(countWhere(hires, (h) => cat(h) === 'Other' && y('2024')(h) && live(h))));
    q.ask('How many hires in the first half of 2025?', count(countWhere(hires, (h) => h.out >= '2025-01-01' && h.out <= '2025-06-30')));
    q.ask('Which size earns the most in fees?', winner(groupBy(hires, (h) => cos.get(h.costume)!.size, 'sum', fee)));

    q.ask('Which costumes need dry cleaning this week?', decline('no cleaning records'));
    q.ask('How much did we pay for the gorilla suits?', decline('no purchase costs'));
    q.ask("What are customers' phone numbers for late returns?", decline('no contact details'));
    q.ask('How many costumes did we hire out in 2022?', decline('hires cover 2024 and 2025 only'));
    q.ask('What profit did we make on Halloween hires?', decline('no costs'));
    q.ask('Which member of staff processed the most hires?', decline('no staff column'));
    q.ask('How many wigs and accessories did we sell?', decline('no retail sales'));
    q.ask('What colour is the Unicorn costume?', decline('no colour column'));
    q.ask('How many hires will we get next Halloween?', decline('a forecast'));
    q.ask('Where do most of our customers live?', decline('no addresses'));
    q.ask('What time of day do most people collect their costumes?', decline('no collection times'));
    return { files, questions: q.questions };
  },
};
