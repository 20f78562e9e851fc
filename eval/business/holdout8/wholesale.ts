// An electronics wholesale distributor: 26,000 order documents (CSV: invoices and credit notes, one
// customer each) and about 130,000 order lines (Parquet) sharing `order_id`. Traps: credit notes
// whose lines carry negative quantities and line totals (returns), two similar unit prices ("List
// price (EUR)" and "Net price (EUR)"), a product category "IT" that reads as a pronoun, a customer
// whose name starts with "Total", order ids, line numbers and SKUs that must never be summed, a
// unit weight in the header ("Unit weight (kg)"), and blank sales reps on web orders.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Order {
  order_id: number;
  date: string;
  customer: string;
  country: string;
  channel: string;
  rep: string | null;
  doc_type: 'Invoice' | 'Credit note';
}

interface Line {
  order_id: number;
  line_no: number;
  sku: string;
  category: string;
  quantity: number;
  list_price: number;
  net_price: number;
  line_total: number;
  weight: number;
}

const CUSTOMERS: [string, string][] = [
  ['Total Office Supplies', 'United Kingdom'], ['Bergmann Buerotechnik', 'Germany'], ['Rossi Informatica', 'Italy'], ['Datalux SARL', 'France'],
  ['Iberia Sistemas', 'Spain'], ['Van Dijk Computers', 'Netherlands'], ['Nordlicht IT', 'Germany'], ['Milano Digitale', 'Italy'],
  ['Lyon Bureau Pro', 'France'], ['Castilla Tech', 'Spain'], ['Brightdesk Ltd', 'United Kingdom'], ['Kessler Elektronik', 'Germany'],
  ['Napoli Office', 'Italy'], ['Atlantique Reseaux', 'France'], ['Oranje Systems', 'Netherlands'], ['Pennine Computing', 'United Kingdom'],
  ['Hanse Datentechnik', 'Germany'], ['Torino Sistemi', 'Italy'], ['Provence Informatique', 'France'], ['Valencia Digital', 'Spain'],
  ['Rotterdam Office BV', 'Netherlands'], ['Thames Valley IT', 'United Kingdom'], ['Alpen Computer', 'Germany'], ['Sicilia Tech', 'Italy'],
  ['Bordeaux Numerique', 'France'], ['Sevilla Oficinas', 'Spain'], ['Utrecht Supplies', 'Netherlands'], ['Clyde Business Machines', 'United Kingdom'],
  ['Boston Media Group', 'United States'], ['Lakeside Tech Inc', 'United States'], ['Baltic Trade', 'Poland'], ['Wisla Komputery', 'Poland'],
  ['Danube Office', 'Austria'], ['Wiener Systemhaus', 'Austria'], ['Lisboa Digital', 'Portugal'], ['Porto Sistemas', 'Portugal'],
  ['Flandria Office', 'Belgium'], ['Brussels Data', 'Belgium'], ['Nordic Desk AB', 'Sweden'], ['Goteborg IT', 'Sweden'],
];
const CATEGORIES: [string, number, number, number][] = [
  // name, weight, list price range low, high
  ['IT', 30, 120, 1600], ['AV', 14, 80, 2400], ['Office', 24, 4, 90], ['Networking', 18, 30, 900], ['Storage', 14, 40, 700],
];
const CHANNELS: [string, number][] = [['EDI', 38], ['Web', 34], ['Phone', 28]];
const REPS = ['Anna Keller', 'Marco Bianchi', 'Sophie Martin', 'Javier Ortiz', 'Tom Hughes', 'Eva de Boer'];

interface Product {
  sku: string;
  category: string;
  list: number;
  weight: number;
}

function generate(): { orders: Order[]; lines: Line[] } {
  const random = createRandom(80_801);
  const products: Product[] = Array.from({ length: 420 }, (_, i) => {
    const [category, , low, high] = random.weighted(CATEGORIES, CATEGORIES.map((c) => c[1]));
    return { sku: `SKU-${10_000 + i * 7}`, category, list: random.float(low, high, 2), weight: random.float(0.1, category === 'Office' ? 4 : 18, 2) };
  });
  const popularProducts = shuffled(random, products);
  const popularCustomers = shuffled(random, CUSTOMERS);
  const orders: Order[] = [];
  const lines: Line[] = [];
  for (let i = 0; i < 26_000; i++) {
    const [customer, country] = popularCustomers[Math.floor(random.next() ** 1.6 * popularCustomers.length)];
    const channel = random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1]));
    const doc_type = random.chance(0.07) ? 'Credit note' : 'Invoice';
    const order: Order = {
      order_id: 0,
      date: random.date('2023-01-01', '2025-06-30'),
      customer,
      country,
      channel,
      rep: channel === 'Web' ? null : random.pick(REPS),
      doc_type,
    };
    orders.push(order);
    const nLines = doc_type === 'Credit note' ? random.int(1, 2) : random.int(1, 9);
    const discount = random.pick([0, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2]);
    for (let l = 1; l <= nLines; l++) {
      const product = popularProducts[Math.floor(random.next() ** 1.4 * popularProducts.length)];
      const units = product.category === 'Office' ? random.int(5, 120) : random.int(1, 25);
      const quantity = doc_type === 'Credit note' ? -Math.max(1, Math.round(units / 4)) : units;
      const net = roundTo(product.list * (1 - discount), 2);
      lines.push({
        order_id: i,
        line_no: l,
        sku: product.sku,
        category: product.category,
        quantity,
        list_price: product.list,
        net_price: net,
        line_total: roundTo(quantity * net, 2),
        weight: product.weight,
      });
    }
  }
  // Number the documents in date order, as an ERP does.
  const order = orders.map((o, i) => ({ o, i })).sort((a, b) => a.o.date.localeCompare(b.o.date) || a.i - b.i);
  const idOf = new Map<number, number>();
  order.forEach(({ o, i }, k) => {
    o.order_id = 400_001 + k;
    idOf.set(i, o.order_id);
  });
  for (const line of lines) line.order_id = idOf.get(line.order_id)!;
  orders.sort((a, b) => a.order_id - b.order_id);
  lines.sort((a, b) => a.order_id - b.order_id || a.line_no - b.line_no);
  return { orders, lines };
}

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'order_id', value: (o) => o.order_id },
  { header: 'order_date', value: (o) => o.date },
  { header: 'customer_name', value: (o) => o.customer },
  { header: 'country', value: (o) => o.country },
  { header: 'channel', value: (o) => o.channel },
  { header: 'sales_rep', value: (o) => o.rep },
  { header: 'doc_type', value: (o) => o.doc_type },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'order_id', value: (l) => l.order_id, sqlType: 'INTEGER' },
  { header: 'line_no', value: (l) => l.line_no, sqlType: 'INTEGER' },
  { header: 'sku', value: (l) => l.sku },
  { header: 'category', value: (l) => l.category },
  { header: 'quantity', value: (l) => l.quantity, sqlType: 'INTEGER' },
  { header: 'List price (EUR)', value: (l) => l.list_price.toFixed(2), sqlType: 'DECIMAL(10,2)' },
  { header: 'Net price (EUR)', value: (l) => l.net_price.toFixed(2), sqlType: 'DECIMAL(10,2)' },
  { header: 'Line total (EUR)', value: (l) => l.line_total.toFixed(2), sqlType: 'DECIMAL(12,2)' },
  { header: 'Unit weight (kg)', value: (l) => l.weight, sqlType: 'DOUBLE' },
];

export const wholesale: BusinessSchema = {
  name: 'wholesale',
  description: 'An electronics wholesaler: 26,000 invoices and credit notes (CSV) and their order lines (Parquet) sharing order_id',
  async build(dir) {
    const { orders, lines } = generate();
    const files = [
      await writeCsv(join(dir, 'orders.csv'), ORDER_COLUMNS, orders),
      await writeParquet(join(dir, 'order_lines.parquet'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('wholesale');
    const orderOf = new Map(orders.map((o) => [o.order_id, o]));
    const head = (l: Line) => orderOf.get(l.order_id)!;
    const total = (l: Line) => l.line_total;
    const during = (period: string) => (l: Line) => head(l).date.startsWith(period);
    const invoices = orders.filter((o) => o.doc_type === 'Invoice');

    q.ask('How many invoices have we raised?', count(invoices.length));
    q.ask('how many credit notes in 2024', count(countWhere(orders, (o) => o.doc_type === 'Credit note' && o.date.startsWith('2024'))));
    q.ask('How many order lines are there in total?', count(lines.length));
    q.ask('Net sales after returns, all time', amount(sumOf(lines, total)));
    q.ask('What were our sales in 2024?', amount(sumOf(lines, total, during('2024'))));
    q.ask('sales by product category', breakdown(groupBy(lines, (l) => l.category, 'sum', total)));
    q.ask('Total sales of IT products in 2024', amount(sumOf(lines, total, (l) => l.category === 'IT' && during('2024')(l))));
    q.ask('How many units of Storage did we ship, net of returns?', count(sumOf(lines, (l) => l.quantity, (l) => l.category === 'Storage')));
    q.ask('How many return lines (negative quantity) were there in Q4 2024?', count(countWhere(lines, (l) => l.quantity < 0 && during('2024')(l) && quarterOf(head(l).date) === 4)));
    q.ask('Top 5 customers by sales', ranking(ranked(groupBy(lines, (l) => head(l).customer, 'sum', total), 5)));
    q.ask('Which country brings in the most revenue?', winner(groupBy(lines, (l) => head(l).country, 'sum', total)));
    q.ask('sales by country for 2025', breakdown(groupBy(lines, (l) => head(l).country, 'sum', total, during('2025'))));
    q.ask('How much have we sold to Total Office Supplies?', amount(sumOf(lines, total, (l) => head(l).customer === 'Total Office Supplies')));
    q.ask('How many different customers sent back AV products in Q1 2025?', count(new Set(lines.filter((l) => l.category === 'AV' && l.quantity < 0 && during('2025')(l) && quarterOf(head(l).date) === 1).map((l) => head(l).customer)).size));
    q.ask('Which sales rep generated the highest sales?', winner(groupBy(lines, (l) => head(l).rep, 'sum', total)));
    q.ask('What is the average net price on AV lines?', amount(avgOf(lines, (l) => l.net_price, (l) => l.category === 'AV')));
    q.ask('average list price of networking items', amount(avgOf(lines, (l) => l.list_price, (l) => l.category === 'Networking')));
    q.ask('How many distinct SKUs have we sold?', count(new Set(lines.map((l) => l.sku)).size));
    q.ask('Which SKU sold the most units?', winner(groupBy(lines, (l) => l.sku, 'sum', (l) => l.quantity)));
    q.ask('Biggest single order line value?', amount(maxOf(lines, total)));
    q.ask('What is the average unit weight of Office products in kg?', amount(avgOf(lines, (l) => l.weight, (l) => l.category === 'Office')));
    const march = q.ask('sales in March 2025', amount(sumOf(lines, total, during('2025-03'))));
    q.followUp(march, 'and in April?', amount(sumOf(lines, total, during('2025-04'))));
    q.ask('Revenue for Q1 2024', amount(sumOf(lines, total, (l) => during('2024')(l) && quarterOf(head(l).date) === 1)));
    q.ask('What did we sell between 1 July and 30 September 2024?', amount(sumOf(lines, total, (l) => head(l).date >= '2024-07-01' && head(l).date <= '2024-09-30')));
    q.ask('How many invoices since the start of 2025?', count(countWhere(invoices, (o) => o.date >= '2025-01-01')));
    q.ask('orders by channel', countsBy(groupBy(orders, (o) => o.channel, 'count')));
    q.ask('What share of our invoices came in through the web?', percent(percentOf(countWhere(invoices, (o) => o.channel === 'Web'), invoices.length)));
    q.ask('Which month had the most invoices?', month(busiestMonth(invoices, (o) => o.date)));
    q.ask('Which customer placed the most invoices?', winner(groupBy(invoices, (o) => o.customer, 'count')));
    const france = q.ask('Sales to customers in France in 2024', amount(sumOf(lines, total, (l) => head(l).country === 'France' && during('2024')(l))));
    q.followUp(france, 'what about Germany?', amount(sumOf(lines, total, (l) => head(l).country === 'Germany' && during('2024')(l))));
    q.ask('Top 3 categories by units sold', ranking(ranked(groupBy(lines, (l) => l.category, 'sum', (l) => l.quantity), 3)));
    q.ask('How many invoices did Marco Bianchi handle?', count(countWhere(invoices, (o) => o.rep === 'Marco Bianchi')));
    q.ask('How many orders have no sales rep?', count(countWhere(orders, (o) => o.rep === null)));
    q.ask('which category has the highest average line value', winner(groupBy(lines, (l) => l.category, 'avg', total)));
    q.ask('How many customers are in the United States?', count(new Set(orders.filter((o) => o.country === 'United States').map((o) => o.customer)).size));

    q.ask('What is our gross margin by category?', decline('no cost column'));
    q.ask('How many orders were delivered late last quarter?', decline('no delivery dates'));
    q.ask('What were our sales in 2022?', decline('documents start in January 2023'));
    q.ask('Forecast sales for Q3 2025', decline('a forecast'));
    q.ask('Why did Storage sales fall in 2024?', decline('a why question'));
    q.ask('Which warehouse shipped the most units?', decline('no warehouse column'));
    q.ask('How many units of SKU-10007 are in stock right now?', decline('no stock levels'));
    q.ask('How much did we pay in freight in 2024?', decline('no freight costs'));
    q.ask("What's the phone number of the buyer at Rossi Informatica?", decline('no contact details'));
    q.ask('What were sales in November 2025?', decline('documents end in June 2025'));
    q.ask('Which customers have overdue invoices?', decline('no payment status or due dates'));
    return { files, questions: q.questions };
  },
};
