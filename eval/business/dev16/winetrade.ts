// A wine wholesaler's invoice lines exported by a European accounting package: ";" separators,
// decimal commas with dot thousands ("1.234,56"), dates written day-first ("04/03/2025" is
// 4 March 2025), a Y/N paid flag, a "Notes" column that appears twice, two empty columns at the
// end of every line, and countries typed by hand ("France", "france ", "FRANCE").
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeDelimited, type Cell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { dayFirstDate, europeanNumber, round2, typedByHand } from './formats.ts';

interface Line { invoice: string; date: string; customer: string; country: string; countryTyped: string; wine: string; colour: string; cases: number; net: number; vat: number; paid: boolean }

const CUSTOMERS = ['Le Comptoir', 'Vinoteca Sol', 'Weinhaus Berg', 'Casa Lusa', 'Bistro Maas', 'Enoteca Rialto', 'Cave du Port', 'Hotel Adler', 'Taberna Oliva', 'De Kelder'];
const COUNTRY_OF: Record<string, string> = {
  'Le Comptoir': 'France', 'Vinoteca Sol': 'Spain', 'Weinhaus Berg': 'Germany', 'Casa Lusa': 'Portugal', 'Bistro Maas': 'Netherlands',
  'Enoteca Rialto': 'Italy', 'Cave du Port': 'France', 'Hotel Adler': 'Germany', 'Taberna Oliva': 'Spain', 'De Kelder': 'Netherlands',
};
const VAT: Record<string, number> = { France: 0.2, Spain: 0.21, Germany: 0.19, Portugal: 0.23, Netherlands: 0.21, Italy: 0.22 };
const WINES: [string, string, number][] = [
  ['Rioja Reserva', 'Red', 96], ['Chablis Premier Cru', 'White', 210], ['Barolo', 'Red', 330], ['Provence Rosé', 'Rosé', 84],
  ['Grüner Veltliner', 'White', 78], ['Douro Tinto', 'Red', 66], ['Prosecco', 'Sparkling', 72], ['Champagne Brut', 'Sparkling', 290],
];

function generate(): Line[] {
  const random = createRandom(16_003);
  const lines: Line[] = [];
  let invoice = 0;
  while (lines.length < 18_000) {
    invoice++;
    const customer = random.weighted(CUSTOMERS, [14, 12, 11, 8, 10, 9, 9, 10, 8, 9]);
    const country = COUNTRY_OF[customer];
    const date = random.date('2024-01-02', '2025-08-29');
    const paid = date < '2025-06-01' ? random.chance(0.97) : random.chance(0.6);
    const countryTyped = typedByHand(random, country);
    for (let k = random.int(1, 4); k > 0 && lines.length < 18_000; k--) {
      const [wine, colour, perCase] = random.weighted(WINES, [18, 10, 6, 14, 9, 15, 17, 11]);
      const cases = random.int(1, 60);
      const net = round2(cases * perCase * random.float(0.85, 1.05, 3));
      lines.push({ invoice: `F-${date.slice(0, 4)}-${String(invoice).padStart(5, '0')}`, date, customer, country, countryTyped, wine, colour, cases, net, vat: round2(net * VAT[country]), paid });
    }
  }
  return lines;
}

function csvLines(lines: Line[]): Cell[][] {
  return [
    ['Invoice No', 'Invoice Date', 'Customer', 'Country', 'Wine', 'Colour', 'Cases', 'Net Amount (EUR)', 'VAT (EUR)', 'Paid', 'Notes', 'Notes', null, null],
    ...lines.map((l) => [l.invoice, dayFirstDate(l.date), l.customer, l.countryTyped, l.wine, l.colour, l.cases, europeanNumber(l.net), europeanNumber(l.vat), l.paid ? 'Y' : 'N', null, l.cases > 50 ? 'pallet' : null, null, null]),
  ];
}

export const winetrade: BusinessSchema = {
  name: 'winetrade',
  description: 'Wine wholesale invoice lines (18,000 rows, ";" CSV) with decimal commas, day-first dates, Y/N paid, a repeated Notes header and empty trailing columns',
  async build(dir) {
    const lines = generate();
    const files = [await writeDelimited(join(dir, 'invoice_lines.csv'), ';', csvLines(lines), lines.length)];
    const q = questionSet('winetrade');
    const inRange = (from: string, to: string) => (l: Line) => between(l.date, from, to);

    q.ask('What is the total net amount invoiced?', amount(sumOf(lines, (l) => l.net)));
    q.ask('How much VAT was charged in total?', amount(sumOf(lines, (l) => l.vat)));
    q.ask('How many invoice lines are there?', count(lines.length));
    q.ask('How many cases were sold in total?', count(sumOf(lines, (l) => l.cases)));
    q.ask('Which country bought the most by net amount?', winner(groupBy(lines, (l) => l.country, 'sum', (l) => l.net)));
    q.ask('Net amount by country', breakdown(groupBy(lines, (l) => l.country, 'sum', (l) => l.net)));
    q.ask('How many lines were invoiced to France?', count(countWhere(lines, (l) => l.country === 'France')));
    q.ask('What is the average net amount per line?', amount(avgOf(lines, (l) => l.net)));
    q.ask('Which wine sold the most cases?', winner(groupBy(lines, (l) => l.wine, 'sum', (l) => l.cases)));
    q.ask('Total net amount of Barolo', amount(sumOf(lines, (l) => l.net, (l) => l.wine === 'Barolo')));
    q.ask('How many lines are unpaid?', count(countWhere(lines, (l) => !l.paid)));
    q.ask('What is the net amount still unpaid?', amount(sumOf(lines, (l) => l.net, (l) => !l.paid)));
    q.ask('How much was invoiced in March 2025?', amount(sumOf(lines, (l) => l.net, inRange('2025-03-01', '2025-03-31'))));
    q.ask('How many lines were invoiced in 2024?', count(countWhere(lines, inRange('2024-01-01', '2024-12-31'))));
    q.ask('What was the largest single line by net amount?', amount(maxOf(lines, (l) => l.net)));
    q.ask('Top 3 customers by net amount', ranking(ranked(groupBy(lines, (l) => l.customer, 'sum', (l) => l.net), 3)));
    q.ask('Number of lines per colour', countsBy(groupBy(lines, (l) => l.colour, 'count')));
    q.ask('Average cases per line by colour', breakdown(groupBy(lines, (l) => l.colour, 'avg', (l) => l.cases)));
    const germany = q.ask('How much did German customers spend in 2025?', amount(sumOf(lines, (l) => l.net, (l) => l.country === 'Germany' && inRange('2025-01-01', '2025-12-31')(l))));
    q.followUp(germany, 'And Italian customers?', amount(sumOf(lines, (l) => l.net, (l) => l.country === 'Italy' && inRange('2025-01-01', '2025-12-31')(l))));
    q.ask('What share of lines are paid?', percent(percentOf(countWhere(lines, (l) => l.paid), lines.length)));
    q.ask('How many cases of sparkling wine went to the Netherlands?', count(sumOf(lines, (l) => l.cases, (l) => l.colour === 'Sparkling' && l.country === 'Netherlands')));
    q.ask('What is the average VAT per line for Portugal?', amount(avgOf(lines, (l) => l.vat, (l) => l.country === 'Portugal')));
    q.ask('Which customer has the most unpaid lines?', winner(groupBy(lines, (l) => l.customer, 'count', undefined, (l) => !l.paid)));
    q.ask('How many lines were invoiced between 1 April and 30 June 2025?', count(countWhere(lines, inRange('2025-04-01', '2025-06-30'))));
    q.ask('Total cases per country', countsBy(groupBy(lines, (l) => l.country, 'sum', (l) => l.cases)));
    const rose = q.ask('What is the total net amount of rosé?', amount(sumOf(lines, (l) => l.net, (l) => l.colour === 'Rosé')));
    q.followUp(rose, 'And white?', amount(sumOf(lines, (l) => l.net, (l) => l.colour === 'White')));
    q.ask('Which country has the highest average line value?', winner(groupBy(lines, (l) => l.country, 'avg', (l) => l.net)));
    q.ask('How many lines had more than 50 cases?', count(countWhere(lines, (l) => l.cases > 50)));
    q.ask('What percentage of the net amount came from Spain?', percent(percentOf(sumOf(lines, (l) => l.net, (l) => l.country === 'Spain'), sumOf(lines, (l) => l.net))));

    q.ask('What is our profit margin on Barolo?', decline('no cost column'));
    q.ask('How many bottles of Prosecco were sold?', decline('bottles per case not given'));
    q.ask('Which sales rep sold the most?', decline('no sales rep column'));
    q.ask('What is the average payment delay in days?', decline('no payment date'));
    q.ask('How much stock of Champagne is left?', decline('no stock data'));
    q.ask('What was the shipping cost to Germany?', decline('no shipping cost column'));
    q.ask('Which vintage sold best?', decline('no vintage column'));
    q.ask('What is the total in US dollars?', decline('no exchange rate'));
    return { files, questions: q.questions };
  },
};
