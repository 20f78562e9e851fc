// A hotel group's food & beverage outlets: an outlet list exported to XLSX with a real TOTAL row at
// the bottom (seats and budgets summed) and "$22,386.00" budgets as text, beside 65,000 till checks
// (CSV) sharing outlet_code. Outlet codes look like numbers ("07", "12"), check dates are dd/mm/yyyy
// text, net sales are "$" text with refunds negative, discounts are "10%" text, tips are blank on
// unpaid checks, complimentary checks carry the payment method "None", and one outlet is called
// "Total Lounge".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { cents, dmy, dollars, percentText } from './shared.ts';

interface Outlet { code: string; name: string; hotel: string; type: string; seats: number | null; budget: number }
interface Check { id: number; outlet: string; day: string; covers: number; net: number; discount: number; payment: string; tip: number | null }

const HOTELS = ['Harbour View', 'Kingsgate', 'Parkside', 'Old Mill', 'Riverside Grand'];
const TYPES = ['Restaurant', 'Bar', 'Cafe', 'Room Service', 'Pool Bar'];
const STEMS = ['Brasserie', 'Grill', 'Terrace', 'Lobby Cafe', 'Cellar Bar', 'Garden Room', 'Deli', 'Oyster Bar'];

function generate(): { outlets: Outlet[]; checks: Check[] } {
  const random = createRandom(18_001);
  const outlets: Outlet[] = [];
  for (const [h, hotel] of HOTELS.entries()) {
    for (let k = 0; k < 7; k++) {
      const n = outlets.length + 3;
      const type = k === 6 ? 'Room Service' : random.weighted(TYPES.filter((t) => t !== 'Room Service'), [35, 30, 20, 15]);
      const name = n === 12 ? 'Total Lounge' : `${hotel} ${STEMS[(h + k) % STEMS.length]}${k >= STEMS.length - h ? ' II' : ''}`;
      outlets.push({
        code: String(n).padStart(2, '0'),
        name: outlets.some((o) => o.name === name) ? `${name} ${k}` : name,
        hotel,
        type: n === 12 ? 'Bar' : type,
        seats: type === 'Room Service' && n !== 12 ? null : random.int(20, 160),
        budget: random.int(80_000, 900_000) + random.int(0, 99) / 100,
      });
    }
  }
  const weights = outlets.map((_, i) => 1 + ((i * 7) % 11));
  const checks = Array.from({ length: 65_000 }, (_, i): Check => {
    const outlet = random.weighted(outlets, weights);
    const refund = random.chance(0.04);
    const covers = random.int(1, outlet.type === 'Restaurant' ? 8 : 4);
    const base = cents(covers * random.float(outlet.type === 'Restaurant' ? 28 : 11, outlet.type === 'Restaurant' ? 70 : 34));
    const payment = random.weighted(['Card', 'Cash', 'Room Charge', 'None'], [58, 9, 28, 5]);
    return {
      id: 700_001 + i,
      outlet: outlet.code,
      day: random.date('2024-01-01', '2025-09-30'),
      covers,
      net: refund ? -cents(base / 3) : base,
      discount: random.weighted([0, 10, 15, 25], [70, 16, 9, 5]),
      payment: refund ? 'Card' : payment,
      tip: payment === 'None' || refund || random.chance(0.2) ? null : cents(base * random.float(0.05, 0.18)),
    };
  });
  return { outlets, checks };
}

const OUTLET_COLUMNS: Column<Outlet>[] = [
  { header: 'outlet_code', value: (r) => r.code },
  { header: 'outlet_name', value: (r) => r.name },
  { header: 'hotel', value: (r) => r.hotel },
  { header: 'outlet_type', value: (r) => r.type },
  { header: 'seats', value: (r) => r.seats },
  { header: 'annual_budget', value: (r) => dollars(r.budget) },
];
const CHECK_COLUMNS: Column<Check>[] = [
  { header: 'check_no', value: (r) => r.id },
  { header: 'outlet_code', value: (r) => r.outlet },
  { header: 'check_date', value: (r) => dmy(r.day) },
  { header: 'covers', value: (r) => r.covers },
  { header: 'net_sales', value: (r) => dollars(r.net) },
  { header: 'discount', value: (r) => percentText(r.discount) },
  { header: 'payment_method', value: (r) => r.payment },
  { header: 'tip', value: (r) => r.tip },
];

export const fnboutlets: BusinessSchema = {
  name: 'fnboutlets',
  description: "A hotel group's 35 F&B outlets (XLSX with a TOTAL row, $ text budgets) and 65,000 checks (CSV, $ text sales with negative refunds, dd/mm/yyyy dates)",
  async build(dir) {
    const { outlets, checks } = generate();
    const totalRow: Outlet = { code: 'TOTAL', name: '', hotel: '', type: '', seats: outlets.reduce((s, o) => s + (o.seats ?? 0), 0), budget: outlets.reduce((s, o) => s + o.budget, 0) };
    const files = [
      await writeXlsx(join(dir, 'outlets.xlsx'), 'Outlets', OUTLET_COLUMNS, [...outlets, totalRow]),
      await writeCsv(join(dir, 'checks.csv'), CHECK_COLUMNS, checks),
    ];
    const q = questionSet('fnboutlets');
    const outletOf = new Map(outlets.map((o) => [o.code, o]));
    const inRange = (from: string, to: string) => (c: Check) => between(c.day, from, to);
    const net = (c: Check) => c.net;

    q.ask('What were total net sales across all checks?', amount(sumOf(checks, net)));
    q.ask('how many outlets do we have', count(outlets.length));
    q.ask('What is the total annual budget across all outlets?', amount(sumOf(outlets, (o) => o.budget)));
    q.ask('How many seats do we have in total?', count(sumOf(outlets, (o) => o.seats)));
    q.ask('Which hotel has the most seats?', winner(groupBy(outlets, (o) => o.hotel, 'sum', (o) => o.seats)));
    q.ask('Net sales at Total Lounge?', amount(sumOf(checks, net, (c) => c.outlet === '12')));
    q.ask('What is the annual budget of Total Lounge?', amount(outletOf.get('12')!.budget));
    q.ask('Net sales for outlet 07', amount(sumOf(checks, net, (c) => c.outlet === '07')));
    q.ask('How many checks did outlet 21 have in 2024?', count(countWhere(checks, (c) => c.outlet === '21' && inRange('2024-01-01', '2024-12-31')(c))));
    q.ask('How many checks were refunds (negative net sales)?', count(countWhere(checks, (c) => c.net < 0)));
    q.ask('What is the average net sales per check?', amount(avgOf(checks, net)));
    q.ask('Average check value for bars in March 2025', amount(avgOf(checks, net, (c) => outletOf.get(c.outlet)!.type === 'Bar' && inRange('2025-03-01', '2025-03-31')(c))));
    q.ask('Net sales by hotel', breakdown(groupBy(checks, (c) => outletOf.get(c.outlet)!.hotel, 'sum', net)));
    q.ask('net sales by outlet type in 2025', breakdown(groupBy(checks, (c) => outletOf.get(c.outlet)!.type, 'sum', net, inRange('2025-01-01', '2025-12-31'))));
    q.ask('Top 3 outlets by net sales in 2025', ranking(ranked(groupBy(checks, (c) => outletOf.get(c.outlet)!.name, 'sum', net, inRange('2025-01-01', '2025-12-31')), 3)));
    q.ask('Which outlet served the most covers?', winner(groupBy(checks, (c) => outletOf.get(c.outlet)!.name, 'sum', (c) => c.covers)));
    q.ask('How many checks have payment method None?', count(countWhere(checks, (c) => c.payment === 'None')));
    q.ask('What share of checks were charged to the room?', percent(percentOf(countWhere(checks, (c) => c.payment === 'Room Charge'), checks.length)));
    q.ask('How many checks have no tip recorded?', count(countWhere(checks, (c) => c.tip === null)));
    q.ask('Average tip where a tip was left', amount(avgOf(checks, (c) => c.tip)));
    q.ask('What is the average discount on checks?', percent(avgOf(checks, (c) => c.discount), 2));
    q.ask('How many checks got a 25% discount?', count(countWhere(checks, (c) => c.discount === 25)));
    q.ask('Net sales in the first week of June 2025 (1-7 June)', amount(sumOf(checks, net, inRange('2025-06-01', '2025-06-07'))));
    const m24 = q.ask('Which month in 2024 had the highest net sales?', month(ranked(groupBy(checks, (c) => c.day.slice(0, 7), 'sum', net, inRange('2024-01-01', '2024-12-31')), 1)[0]));
    q.followUp(m24, 'and in 2025?', month(ranked(groupBy(checks, (c) => c.day.slice(0, 7), 'sum', net, inRange('2025-01-01', '2025-12-31')), 1)[0]));
    q.ask('Which hotel had the lowest net sales in Q1 2025?', winner(groupBy(checks, (c) => outletOf.get(c.outlet)!.hotel, 'sum', net, inRange('2025-01-01', '2025-03-31')), 'asc'));
    q.ask('Average covers per check at restaurants', amount(avgOf(checks, (c) => c.covers, (c) => outletOf.get(c.outlet)!.type === 'Restaurant')));
    const rs = q.ask('Total net sales for Room Service in 2024', amount(sumOf(checks, net, (c) => outletOf.get(c.outlet)!.type === 'Room Service' && inRange('2024-01-01', '2024-12-31')(c))));
    q.followUp(rs, 'What about Pool Bar?', amount(sumOf(checks, net, (c) => outletOf.get(c.outlet)!.type === 'Pool Bar' && inRange('2024-01-01', '2024-12-31')(c))));
    q.ask("What share of net sales came from Kingsgate's outlets?", percent(percentOf(sumOf(checks, net, (c) => outletOf.get(c.outlet)!.hotel === 'Kingsgate'), sumOf(checks, net))));
    q.ask('Which payment method brings in the most net sales?', winner(groupBy(checks, (c) => c.payment, 'sum', net)));
    q.ask('How many checks were paid in cash at Parkside outlets?', count(countWhere(checks, (c) => c.payment === 'Cash' && outletOf.get(c.outlet)!.hotel === 'Parkside')));
    q.ask('Average seats per outlet', amount(avgOf(outlets, (o) => o.seats)));

    q.ask('What is our food cost percentage?', decline('no cost of goods column'));
    q.ask('Which dish sells best at the Brasserie?', decline('no item lines'));
    q.ask('Which server had the highest sales last month?', decline('no server column'));
    q.ask('What is the profit margin for the bars?', decline('no cost column'));
    q.ask('How many tables did we turn per night?', decline('no table numbers'));
    q.ask('How many staff work in each outlet?', decline('no staff data'));
    q.ask('What was the average wait for food?', decline('no service times'));
    q.ask('How many reservations were no-shows?', decline('no reservations table'));
    return { files, questions: q.questions };
  },
};
