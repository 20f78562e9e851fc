// A dairy farm: its herd register (XLSX under a title line and a blank row, 820 animals), the
// daily milk yield of every cow in milk from January to September 2025 (Parquet, about 160,000
// rows) and the vet and herd-health events (CSV), all sharing `Cow ID`. Traps: cow ids that look
// numeric (ear-tag numbers, never summed), units in headers ("Milk (L)", "Fat %", "Cost (£)",
// "SCC ('000 cells/ml)"), blank fat and protein readings on days the milk was not sampled, blank
// costs on events the farm staff did themselves, and heifers with lactation 0 that give no milk.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeParquet, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Cow {
  id: number;
  breed: string;
  born: string;
  lactation: number;
  group: string;
  status: string;
  left: string | null;
}

interface Yield {
  date: string;
  cow: number;
  milk: number;
  fat: number | null;
  protein: number | null;
  scc: number;
}

interface VetEvent {
  id: number;
  cow: number;
  date: string;
  event: string;
  vet: string;
  cost: number | null;
}

// breed, weight, base litres a day, fat %, protein %
const BREEDS: [string, number, number, number, number][] = [
  ['Holstein', 55, 33, 3.9, 3.25], ['Jersey', 18, 22, 5.3, 3.85], ['Brown Swiss', 10, 28, 4.1, 3.5], ['Ayrshire', 9, 26, 4.0, 3.35], ['Guernsey', 8, 23, 4.7, 3.6],
];
// event, weight, vet cost low, high (null: done by farm staff)
const EVENTS: [string, number, number | null, number | null][] = [
  ['Mastitis', 18, 45, 160], ['Lameness', 14, 35, 120], ['Hoof trim', 22, null, null], ['Vaccination', 16, 8, 22],
  ['Pregnancy check', 20, 12, 30], ['Metritis', 5, 60, 190], ['Milk fever', 5, 70, 240],
];
const VETS = ['Dr. Fiona Hale', 'Dr. Owen Pryce', 'Dr. Kate Lister'];
const FIRST = '2025-01-01';
const LAST = '2025-09-30';

function generate(): { cows: Cow[]; yields: Yield[]; events: VetEvent[] } {
  const random = createRandom(55_129);
  const cows: Cow[] = [];
  const ids = new Set<number>();
  for (let i = 0; i < 820; i++) {
    let id = random.int(1001, 7999);
    while (ids.has(id)) id = random.int(1001, 7999);
    ids.add(id);
    const breed = random.weighted(BREEDS.map((b) => b[0]), BREEDS.map((b) => b[1]));
    const status = random.weighted(['Milking', 'Dry', 'Heifer', 'Sold'], [66, 14, 13, 7]);
    const lactation = status === 'Heifer' ? 0 : random.weighted([1, 2, 3, 4, 5, 6, 7], [26, 24, 19, 13, 9, 6, 3]);
    const born = status === 'Heifer' ? random.date('2023-03-01', '2024-06-30') : addDays('2023-01-01', -365 * (lactation + 1) - random.int(0, 300));
    const left = status === 'Sold' ? random.date('2025-02-01', '2025-09-20') : null;
    cows.push({ id, breed, born, lactation, group: status === 'Heifer' ? 'Heifers' : status === 'Dry' ? 'Dry' : status === 'Sold' ? 'Cull' : '', status, left });
  }
  const yields: Yield[] = [];
  const span = daysBetween(FIRST, LAST);
  for (const cow of cows) {
    if (cow.status === 'Heifer') continue;
    const [, , base, fat, protein] = BREEDS.find((b) => b[0] === cow.breed)!;
    const own = base * random.float(0.8, 1.2, 3) * (cow.lactation === 1 ? 0.85 : cow.lactation >= 5 ? 0.93 : 1);
    // A dry spell: still dry at the end for the dry cows, earlier in the year for some others.
    const dryFrom = cow.status === 'Dry' ? addDays(FIRST, random.int(span - 60, span - 10)) : random.chance(0.35) ? addDays(FIRST, random.int(0, span - 70)) : null;
    const dryTo = dryFrom === null ? null : cow.status === 'Dry' ? LAST : addDays(dryFrom, random.int(50, 65));
    const end = cow.left ?? LAST;
    if (cow.status === 'Milking') cow.group = own >= 30 ? 'High yield' : 'Low yield';
    for (let d = FIRST; d <= end; d = addDays(d, 1)) {
      if (dryFrom !== null && d >= dryFrom && d <= dryTo!) continue;
      const sampled = !random.chance(0.06);
      yields.push({
        date: d,
        cow: cow.id,
        milk: roundTo(Math.max(4, random.normal(own, own * 0.09)), 1),
        fat: sampled ? roundTo(random.normal(fat, 0.22), 2) : null,
        protein: sampled ? roundTo(random.normal(protein, 0.12), 2) : null,
        scc: Math.round(Math.max(20, random.normal(cow.lactation >= 4 ? 230 : 150, 60))),
      });
    }
  }
  yields.sort((a, b) => a.date.localeCompare(b.date) || a.cow - b.cow);
  const events: VetEvent[] = [];
  const adults = cows.filter((c) => c.status !== 'Heifer');
  for (let i = 0; i < 1_650; i++) {
    const cow = random.pick(adults);
    const [event, , low, high] = random.weighted(EVENTS, EVENTS.map((e) => e[1]));
    const date = random.date(FIRST, cow.left ?? LAST);
    events.push({ id: 0, cow: cow.id, date, event, vet: low === null ? 'Farm staff' : random.pick(VETS), cost: low === null ? null : random.float(low, high!, 2) });
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.cow - b.cow);
  events.forEach((e, i) => (e.id = 9_001 + i));
  return { cows, yields, events };
}

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

function registerGrid(cows: Cow[]): GridCell[][] {
  const header = ['Cow ID', 'Breed', 'Date of birth', 'Lactation No.', 'Group', 'Status', 'Left herd'];
  return [
    ['Meadowbank Farm - herd register (exported 30/09/2025)'],
    [],
    header,
    ...cows.map((c) => [c.id, c.breed, asDate(c.born), c.lactation, c.group, c.status, c.left === null ? null : asDate(c.left)]),
  ];
}

const YIELD_COLUMNS: Column<Yield>[] = [
  { header: 'Date', value: (y) => y.date, sqlType: 'DATE' },
  { header: 'Cow ID', value: (y) => y.cow, sqlType: 'INTEGER' },
  { header: 'Milk (L)', value: (y) => y.milk, sqlType: 'DOUBLE' },
  { header: 'Fat %', value: (y) => y.fat, sqlType: 'DOUBLE' },
  { header: 'Protein %', value: (y) => y.protein, sqlType: 'DOUBLE' },
  { header: "SCC ('000 cells/ml)", value: (y) => y.scc, sqlType: 'INTEGER' },
];

const EVENT_COLUMNS: Column<VetEvent>[] = [
  { header: 'Event ID', value: (e) => e.id },
  { header: 'Cow ID', value: (e) => e.cow },
  { header: 'Date', value: (e) => e.date },
  { header: 'Event', value: (e) => e.event },
  { header: 'Vet', value: (e) => e.vet },
  { header: 'Cost (£)', value: (e) => e.cost },
];

export const dairyherd: BusinessSchema = {
  name: 'dairyherd',
  description: 'A dairy farm: herd register (XLSX with a title line, 820 animals), daily milk yields Jan-Sep 2025 (Parquet) and vet events (CSV) sharing Cow ID',
  async build(dir) {
    const { cows, yields, events } = generate();
    const files = [
      await writeXlsxGrids(join(dir, 'herd_register.xlsx'), [{ name: 'Herd', grid: registerGrid(cows) }], cows.length),
      await writeParquet(join(dir, 'milk_yields.parquet'), YIELD_COLUMNS, yields),
      await writeCsv(join(dir, 'vet_events.csv'), EVENT_COLUMNS, events),
    ];
    const q = questionSet('dairyherd');
    const cowOf = new Map(cows.map((c) => [c.id, c]));
    const breedOf = (y: { cow: number }) => cowOf.get(y.cow)!.breed;
    const milk = (y: Yield) => y.milk;
    const inMonth = (m: string) => (y: { date: string }) => y.date.startsWith(m);
    const treated = new Set(events.map((e) => e.cow));
    const perCowAvg = groupBy(yields, (y) => String(y.cow), 'avg', milk);

    q.ask('How many animals are in the herd register?', count(cows.length));
    q.ask('Animals in the register by breed', countsBy(groupBy(cows, (c) => c.breed, 'count')));
    q.ask('How many Jerseys are milking at the moment?', count(countWhere(cows, (c) => c.breed === 'Jersey' && c.status === 'Milking')));
    q.ask('What percentage of the herd register are Holsteins?', percent(percentOf(countWhere(cows, (c) => c.breed === 'Holstein'), cows.length)));
    q.ask('How many cows are in the high yield group?', count(countWhere(cows, (c) => c.group === 'High yield')));
    q.ask('How many cows still in the herd are on their third lactation or later?', count(countWhere(cows, (c) => c.status !== 'Sold' && c.lactation >= 3)));
    q.ask('median lactation number of the milking cows', amount(medianOf(cows, (c) => c.lactation, (c) => c.status === 'Milking'), 1));
    q.ask('How many cows left the herd in 2025?', count(countWhere(cows, (c) => c.left !== null && c.left.startsWith('2025'))));
    const mar = q.ask('How many litres did we produce in March 2025?', amount(sumOf(yields, milk, inMonth('2025-03')), 1));
    q.followUp(mar, 'And April?', amount(sumOf(yields, milk, inMonth('2025-04')), 1));
    q.ask('total milk in Q2 2025', amount(sumOf(yields, milk, (y) => quarterOf(y.date) === 2), 1));
    q.ask('Total litres between 1 May and 15 May 2025', amount(sumOf(yields, milk, (y) => y.date >= '2025-05-01' && y.date <= '2025-05-15'), 1));
    const hol = q.ask('Average daily yield per cow for Holsteins', amount(avgOf(yields, milk, (y) => breedOf(y) === 'Holstein'), 2));
    q.followUp(hol, 'and for Jerseys?', amount(avgOf(yields, milk, (y) => breedOf(y) === 'Jersey'), 2));
    q.ask('Average fat % by breed', breakdown(groupBy(yields, breedOf, 'avg', (y) => y.fat), 2));
    q.ask('Which breed has the highest average protein %?', winner(groupBy(yields, breedOf, 'avg', (y) => y.protein)));
    q.ask('What was the herd average fat % in July?', amount(avgOf(yields, (y) => y.fat, inMonth('2025-07')), 2));
    q.ask('Which cow gave the most milk in total?', winner(groupBy(yields, (y) => String(y.cow), 'sum', milk)));
    q.ask('Top 5 cows by litres in July 2025', ranking(ranked(groupBy(yields, (y) => String(y.cow), 'sum', milk, inMonth('2025-07')), 5)));
    q.ask('On which day did the herd produce the most milk?', day(ranked(groupBy(yields, (y) => y.date, 'sum', milk), 1)[0]));
    q.ask('average litres per cow per day in August', amount(avgOf(yields, milk, inMonth('2025-08')), 2));
    q.ask('How much milk came from first-lactation cows?', amount(sumOf(yields, milk, (y) => cowOf.get(y.cow)!.lactation === 1), 1));
    q.ask('Biggest single-day yield from one cow', amount(maxOf(yields, milk), 1));
    q.ask('How many cows averaged more than 35 litres a day?', count([...perCowAvg.values()].filter((v) => v > 35).length));
    q.ask("How many daily records don't have a fat reading?", count(countWhere(yields, (y) => y.fat === null)));
    q.ask("Average SCC in June ('000 cells/ml)", amount(avgOf(yields, (y) => y.scc, inMonth('2025-06')), 1));
    q.ask('Average protein % for Brown Swiss in June', amount(avgOf(yields, (y) => y.protein, (y) => inMonth('2025-06')(y) && breedOf(y) === 'Brown Swiss'), 2));
    q.ask('How many mastitis cases did we have in Q1?', count(countWhere(events, (e) => e.event === 'Mastitis' && quarterOf(e.date) === 1)));
    q.ask('Total vet costs so far in 2025', amount(sumOf(events, (e) => e.cost)));
    q.ask('vet costs by event type', breakdown(groupBy(events, (e) => e.event, 'sum', (e) => e.cost, (e) => e.cost !== null)));
    q.ask('Which vet has billed us the most?', winner(groupBy(events, (e) => e.vet, 'sum', (e) => e.cost, (e) => e.cost !== null)));
    q.ask('What does a lameness treatment cost on average?', amount(avgOf(events, (e) => e.cost, (e) => e.event === 'Lameness')));
    q.ask('Which breed had the most lameness cases?', winner(groupBy(events, breedOf, 'count', undefined, (e) => e.event === 'Lameness')));
    q.ask("How many milking cows haven't had any vet event in 2025?", count(countWhere(cows, (c) => c.status === 'Milking' && !treated.has(c.id))));
    q.ask('How many hoof trims did the farm staff do in the summer months (June to August)?', count(countWhere(events, (e) => e.event === 'Hoof trim' && e.date >= '2025-06-01' && e.date <= '2025-08-31')));
    q.ask('What share of vet events were mastitis?', percent(percentOf(countWhere(events, (e) => e.event === 'Mastitis'), events.length)));

    q.ask('How much did we get paid for our milk in June?', decline('no milk price or payments'));
    q.ask('What are our feed costs per cow?', decline('no feed data'));
    q.ask('What is the average body weight of our Holsteins?', decline('no weight column'));
    q.ask('Which bull sired the most heifers?', decline('no sire recorded'));
    q.ask('How much milk did we produce in October 2025?', decline('yields end in September 2025'));
    q.ask('Why were the sold cows culled?', decline('no cull reason recorded'));
    q.ask('How many litres were thrown away because of antibiotics?', decline('no discarded milk recorded'));
    q.ask('Predict next month\'s milk volume', decline('a forecast'));
    q.ask('When are the dry cows due to calve?', decline('no calving due dates'));
    q.ask('What was the milk yield in 2024?', decline('yields start in January 2025'));
    return { files, questions: q.questions };
  },
};
