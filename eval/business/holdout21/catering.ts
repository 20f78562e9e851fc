// A catering company: 420 clients (CSV), 2,600 events (XLSX) and 5,591 invoices (CSV), joined on
// `client_id` and `Event ref`. Traps: event dates written "14-Mar-2025", pounds in the headers
// ("Net (£)", "VAT (£)"), blank paid dates on unpaid invoices, cancelled events that still carry a
// deposit invoice, a client called "Total Fitness Ltd", an event type "Other", invoice numbers and
// client ids that look numeric, and head counts ("guests") beside staff counts.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Client {
  id: number;
  name: string;
  type: string;
  city: string;
}

interface Event {
  ref: string;
  client: number;
  date: string;
  type: string;
  guests: number;
  menu: string;
  staff: number;
  status: string;
}

interface Invoice {
  no: string;
  event: string;
  issued: string;
  kind: string;
  net: number;
  vat: number;
  paid: string | null;
  method: string | null;
}

const PREFIX = ['Harbour', 'Northgate', 'Oak', 'Riverside', 'Summit', 'Blue Finch', 'Kestrel', 'Maple', 'Granite', 'Willow', 'Beacon', 'Cedar', 'Foxley', 'Linden', 'Meridian', 'Orchard'];
const SUFFIX = ['Consulting', 'Law LLP', 'Dental', 'Motors', 'Estates', 'Academy', 'Architects', 'Logistics', 'Media', 'Bank', 'Trust', 'Studios'];
const SURNAMES = ['Patel', 'Hughes', 'Clarke', 'Ahmed', 'Walsh', 'Edwards', 'Kaur', 'Fletcher', 'Brennan', 'Okoro', 'Lindqvist', 'Moreau'];
const CITIES: [string, number][] = [['Leeds', 30], ['York', 18], ['Harrogate', 14], ['Wakefield', 12], ['Bradford', 16], ['Ripon', 5]];
// event type, guests range, price per head range, weight
const TYPES: [string, number, number, number, number, number][] = [
  ['Wedding', 60, 180, 48, 85, 18], ['Corporate lunch', 15, 90, 16, 32, 30], ['Conference', 50, 300, 22, 40, 12],
  ['Birthday', 20, 80, 18, 38, 16], ['Funeral wake', 25, 90, 12, 22, 9], ['Christmas party', 30, 150, 28, 50, 10], ['Other', 10, 60, 15, 35, 5],
];
const MENUS = ['Buffet', 'Plated', 'Canapés', 'BBQ', 'Bowl food'];
const METHODS: [string, number][] = [['Bank transfer', 62], ['Card', 30], ['Cheque', 8]];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonY = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

function generate(): { clients: Client[]; events: Event[]; invoices: Invoice[] } {
  const random = createRandom(38_211);
  const clients: Client[] = [];
  const names = new Set<string>(['Total Fitness Ltd']);
  clients.push({ id: 1001, name: 'Total Fitness Ltd', type: 'Corporate', city: 'Leeds' });
  while (clients.length < 420) {
    const type = random.weighted(['Corporate', 'Private', 'Wedding planner', 'Charity'], [45, 38, 9, 8]);
    const name = type === 'Private' ? `${random.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${random.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T'])}. ${random.pick(SURNAMES)}`
      : type === 'Wedding planner' ? `${random.pick(PREFIX)} Weddings`
      : type === 'Charity' ? `${random.pick(PREFIX)} ${random.pick(['Hospice', 'Foundation', 'Animal Rescue', 'Food Trust'])}`
      : `${random.pick(PREFIX)} ${random.pick(SUFFIX)}`;
    if (names.has(name)) continue;
    names.add(name);
    clients.push({ id: 1001 + clients.length, name, type, city: random.weighted(CITIES.map((c) => c[0]), CITIES.map((c) => c[1])) });
  }
  const clientWeights = clients.map((c, i) => (c.type === 'Corporate' ? 3 : c.type === 'Wedding planner' ? 4 : 1) * (i === 0 ? 6 : 1));
  const events: Event[] = [];
  const prices = new Map<string, number>();
  for (let i = 0; i < 2_600; i++) {
    const client = random.weighted(clients, clientWeights);
    const typeWeights = TYPES.map((t) => t[5] * (client.type === 'Wedding planner' && t[0] === 'Wedding' ? 20 : 1) * (client.type === 'Private' && (t[0] === 'Corporate lunch' || t[0] === 'Conference') ? 0 : 1));
    const [type, gMin, gMax, pMin, pMax] = random.weighted(TYPES, typeWeights);
    const date = random.date('2024-01-03', '2025-12-20');
    const guests = random.int(gMin, gMax);
    const status = date > '2025-11-29' ? random.weighted(['Confirmed', 'Cancelled'], [92, 8]) : random.weighted(['Completed', 'Cancelled'], [93, 7]);
    const ref = `EV${String(24_001 + i)}`;
    prices.set(ref, random.float(pMin, pMax, 2));
    events.push({ ref, client: client.id, date, type, guests, menu: random.pick(MENUS), staff: Math.max(2, Math.round(guests / random.int(12, 20))), status });
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.ref.localeCompare(b.ref));
  const invoices: Invoice[] = [];
  let serial = 1;
  const add = (e: Event, kind: string, issued: string, net: number) => {
    const due = addDays(issued, 30);
    const settled = due < '2025-11-01' ? random.chance(0.97) : random.chance(0.55);
    const paidOn = settled ? addDays(issued, random.int(1, 45)) : null;
    invoices.push({
      no: `INV-${issued.slice(2, 4)}-${String(serial++).padStart(5, '0')}`, event: e.ref, issued, kind,
      net: roundTo(net, 2), vat: roundTo(net * 0.2, 2),
      paid: paidOn !== null && paidOn <= '2025-11-28' ? paidOn : null,
      method: paidOn !== null && paidOn <= '2025-11-28' ? random.weighted(METHODS.map((m) => m[0]), METHODS.map((m) => m[1])) : null,
    });
  };
  for (const e of events) {
    const total = e.guests * prices.get(e.ref)! + e.staff * 95;
    const depositDay = addDays(e.date, -random.int(20, 90));
    if (depositDay > '2025-11-28') continue;
    add(e, 'Deposit', depositDay, total * 0.3);
    if (e.status === 'Cancelled' || e.date > '2025-11-28') continue;
    add(e, 'Balance', addDays(e.date, random.int(1, 7)) > '2025-11-28' ? e.date : addDays(e.date, random.int(1, 7)), total * 0.7);
    if (random.chance(0.28)) add(e, 'Extras', e.date, random.float(80, 900, 2));
  }
  return { clients, events, invoices };
}

const CLIENT_COLUMNS: Column<Client>[] = [
  { header: 'client_id', value: (c) => c.id },
  { header: 'client_name', value: (c) => c.name },
  { header: 'client_type', value: (c) => c.type },
  { header: 'city', value: (c) => c.city },
];

const EVENT_COLUMNS: Column<Event>[] = [
  { header: 'Event ref', value: (e) => e.ref },
  { header: 'client_id', value: (e) => e.client },
  { header: 'Event date', value: (e) => dMonY(e.date) },
  { header: 'Type', value: (e) => e.type },
  { header: 'Guests', value: (e) => e.guests },
  { header: 'Menu', value: (e) => e.menu },
  { header: 'Staff', value: (e) => e.staff },
  { header: 'Status', value: (e) => e.status },
];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: 'invoice_no', value: (i) => i.no },
  { header: 'Event ref', value: (i) => i.event },
  { header: 'issued', value: (i) => i.issued },
  { header: 'kind', value: (i) => i.kind },
  { header: 'Net (£)', value: (i) => i.net },
  { header: 'VAT (£)', value: (i) => i.vat },
  { header: 'paid_on', value: (i) => i.paid },
  { header: 'payment_method', value: (i) => i.method },
];

export const catering: BusinessSchema = {
  name: 'catering',
  description: "A catering company's 420 clients (CSV), 2,600 events 2024-2025 (XLSX) and 5,591 invoices (CSV) sharing client_id and Event ref",
  async build(dir) {
    const { clients, events, invoices } = generate();
    const files = [
      await writeCsv(join(dir, 'clients.csv'), CLIENT_COLUMNS, clients),
      await writeXlsx(join(dir, 'events.xlsx'), 'Events', EVENT_COLUMNS, events),
      await writeCsv(join(dir, 'invoices.csv'), INVOICE_COLUMNS, invoices),
    ];
    const q = questionSet('catering');
    const eventOf = new Map(events.map((e) => [e.ref, e]));
    const clientOf = new Map(clients.map((c) => [c.id, c]));
    const net = (i: Invoice) => i.net;
    const evType = (i: Invoice) => eventOf.get(i.event)!.type;
    const clientName = (i: Invoice) => clientOf.get(eventOf.get(i.event)!.client)!.name;
    const done = (e: Event) => e.status === 'Completed';

    q.ask('How many events do we have on record?', count(events.length));
    q.ask('How many clients do we have?', count(clients.length));
    q.ask('how many events were cancelled', count(countWhere(events, (e) => e.status === 'Cancelled')));
    q.ask('What percentage of events got cancelled?', percent(percentOf(countWhere(events, (e) => e.status === 'Cancelled'), events.length)));
    q.ask('Events by type', countsBy(groupBy(events, (e) => e.type, 'count')));
    q.ask('How many weddings did we do in 2025?', count(countWhere(events, (e) => e.type === 'Wedding' && e.date.startsWith('2025'))));
    q.ask('Total guests served at completed events', count(sumOf(events, (e) => e.guests, done)));
    q.ask('Average number of guests at a wedding', amount(avgOf(events, (e) => e.guests, (e) => e.type === 'Wedding'), 1));
    q.ask('median guest count for corporate lunches', amount(medianOf(events, (e) => e.guests, (e) => e.type === 'Corporate lunch'), 1));
    q.ask('Biggest event we have on record by guests - how many guests?', count(maxOf(events, (e) => e.guests)));
    q.ask('Which menu style is booked most?', winner(groupBy(events, (e) => e.menu, 'count')));
    q.ask('How many staff did we send to events in July 2025?', count(sumOf(events, (e) => e.staff, (e) => e.date.startsWith('2025-07') && e.status !== 'Cancelled')));
    q.ask('Total invoiced net of VAT', amount(sumOf(invoices, net)));
    q.ask('How much VAT have we charged in 2025?', amount(sumOf(invoices, (i) => i.vat, (i) => i.issued.startsWith('2025'))));
    q.ask('Invoiced amount (net) by invoice kind', breakdown(groupBy(invoices, (i) => i.kind, 'sum', net), 2));
    q.ask('How many invoices are still unpaid?', count(countWhere(invoices, (i) => i.paid === null)));
    q.ask('How much money is outstanding, including VAT?', amount(sumOf(invoices, (i) => i.net + i.vat, (i) => i.paid === null)));
    q.ask('Net revenue by event type', breakdown(groupBy(invoices, evType, 'sum', net), 2));
    q.ask('Which event type earns us the most?', winner(groupBy(invoices, evType, 'sum', net)));
    q.ask('Top 5 clients by net invoiced', ranking(ranked(groupBy(invoices, clientName, 'sum', net), 5)));
    q.ask('How much have we invoiced Total Fitness Ltd?', amount(sumOf(invoices, net, (i) => clientName(i) === 'Total Fitness Ltd')));
    q.ask('How many events did Total Fitness Ltd book?', count(countWhere(events, (e) => e.client === 1001)));
    q.ask('Which client type books the most events?', winner(groupBy(events, (e) => clientOf.get(e.client)!.type, 'count')));
    q.ask('Net invoiced to clients in York', amount(sumOf(invoices, net, (i) => clientOf.get(eventOf.get(i.event)!.client)!.city === 'York')));
    q.ask('What is the average deposit invoice (net)?', amount(avgOf(invoices, net, (i) => i.kind === 'Deposit')));
    q.ask('payments by method (count of paid invoices)', countsBy(groupBy(invoices, (i) => i.method, 'count')));
    q.ask('Share of paid invoices settled by card', percent(percentOf(countWhere(invoices, (i) => i.method === 'Card'), countWhere(invoices, (i) => i.paid !== null))));
    const q3 = q.ask('Net invoiced in Q3 2025', amount(sumOf(invoices, net, (i) => i.issued.startsWith('2025') && quarterOf(i.issued) === 3)));
    q.followUp(q3, 'what about Q3 2024?', amount(sumOf(invoices, net, (i) => i.issued.startsWith('2024') && quarterOf(i.issued) === 3)));
    q.ask('Which month of 2024 had the most events?', month(ranked(groupBy(events, (e) => e.date.slice(0, 7), 'count', undefined, (e) => e.date.startsWith('2024')), 1)[0]));
    q.ask('How many events are booked for December 2025?', count(countWhere(events, (e) => e.date.startsWith('2025-12') && e.status === 'Confirmed')));
    q.ask('How many funeral wakes between March and May 2025?', count(countWhere(events, (e) => e.type === 'Funeral wake' && e.date >= '2025-03-01' && e.date <= '2025-05-31')));
    q.ask('How many invoices were paid more than 30 days after they were issued?', count(countWhere(invoices, (i) => i.paid !== null && Date.parse(i.paid) - Date.parse(i.issued) > 30 * 86_400_000)));
    q.ask('How many different clients booked a Christmas party?', count(new Set(events.filter((e) => e.type === 'Christmas party').map((e) => e.client)).size));

    q.ask('What is our gross margin on weddings?', decline('no food or labour cost'));
    q.ask('Which dishes are most popular?', decline('no dish-level data'));
    q.ask('How many events did we cater in 2023?', decline('events start in January 2024'));
    q.ask('How many events did we do in Sheffield?', decline('no Sheffield clients and no venue column'));
    q.ask('How many guests had dietary requirements?', decline('no dietary column'));
    q.ask('What tips did the waiting staff receive?', decline('no tips data'));
    q.ask('Which events had a bar service?', decline('no bar service column'));
    q.ask('How far did we travel to each venue?', decline('no distance data'));
    q.ask('Which chef cooked the most events?', decline('no chef column'));
    q.ask('Will we be fully booked next June?', decline('a forecast'));
    q.ask('How satisfied were clients with the food?', decline('no feedback data'));
    return { files, questions: q.questions };
  },
};
