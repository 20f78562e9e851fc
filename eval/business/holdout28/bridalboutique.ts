// A bridal boutique: 380 gown styles in stock (XLSX: style code and name, designer, silhouette,
// fabric, colour, "Price (£)", units in stock), 5,900 appointments from June 2025 to November 2026
// (CSV) and about 1,500 gown orders (XLSX) that name both the appointment (`appointment_id`) and
// the style (`style_code`). Traps: appointment dates typed in two formats in one column (ISO and
// DD/MM/YYYY), units in stock stored as text, an alterations column whose "no alterations" value is
// the word "None", blank alteration costs when there are none, style codes and appointment ids that
// are no measures, prices in a header with a unit ("Gown Price (£)", "Deposit (£)").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Gown {
  code: string;
  name: string;
  designer: string;
  silhouette: string;
  fabric: string;
  colour: string;
  price: number;
  stock: number;
  discontinued: string;
}

interface Appointment {
  id: number;
  bride: string;
  date: string;
  written: string;
  time: string;
  type: string;
  stylist: string;
  source: string;
  status: string;
  wedding: string;
}

interface Order {
  id: string;
  appointment: number;
  style: string;
  date: string;
  size: number;
  price: number;
  deposit: number;
  alterations: string;
  alterationsCost: number | null;
  status: string;
  wedding: string;
}

const DESIGNERS: [string, number][] = [['Maison Lyra', 1.25], ['Aurelle', 1.1], ['Ivy & Oak', 0.8], ['Rosamund Grey', 1.4], ['Beaumont Atelier', 1.0], ['Clara Vey', 0.9], ['Halcyon Bride', 0.7], ['Odette Lane', 1.15]];
const SILHOUETTES = ['A-line', 'Ballgown', 'Mermaid', 'Sheath', 'Fit and Flare'];
const FABRICS = ['Lace', 'Satin', 'Tulle', 'Crepe', 'Chiffon'];
const COLOURS: [string, number][] = [['Ivory', 50], ['White', 25], ['Champagne', 15], ['Blush', 10]];
const SYLLABLES = ['A', 'be', 'la', 'ri', 'so', 'ne', 'mi', 'ra', 'li', 'Ca', 'El', 'Ser', 'phi', 'na', 'Lu', 'Vi', 'ta', 'Or', 'Ma', 'ya'];
const FIRST = ['Amelia', 'Bethany', 'Charlotte', 'Daisy', 'Eleanor', 'Freya', 'Georgia', 'Hannah', 'Isla', 'Jessica', 'Katie', 'Lauren', 'Megan', 'Niamh', 'Olivia', 'Poppy', 'Rebecca', 'Sophie', 'Tilly', 'Victoria', 'Zara', 'Abigail', 'Chloe', 'Emily', 'Grace', 'Holly', 'Imogen', 'Jade', 'Lucy', 'Millie', 'Naomi', 'Phoebe', 'Rosie', 'Scarlett', 'Amira', 'Priya', 'Leah', 'Ruby', 'Evie', 'Mia', 'Harriet', 'Esme', 'Lily', 'Ella', 'Maisie', 'Anya', 'Kirsty', 'Gemma', 'Nicola', 'Laura', 'Alice', 'Beatrice', 'Cara', 'Darcey', 'Elsie', 'Florence', 'Hollie', 'India', 'Jasmine', 'Keira', 'Lottie', 'Martha', 'Nancy', 'Orla', 'Paige', 'Rachel', 'Stephanie', 'Tamsin', 'Willow', 'Yasmin'];
const LAST = ['Adams', 'Bennett', 'Carter', 'Dawson', 'Ellis', 'Foster', 'Grant', 'Harper', 'Ingram', 'Jenkins', 'Knight', 'Lawson', 'Mason', 'Newman', 'Osborne', 'Parker', 'Reid', 'Shaw', 'Turner', 'Vaughan', 'Ward', 'York', 'Bell', 'Cole', 'Dixon', 'Fox', 'Gibson', 'Hall', 'Kaur', 'Lloyd', 'Marsh', 'Nash', 'Owen', 'Palmer', 'Rowe', 'Sutton', 'Todd', 'Webb', 'Wood', 'Hart', 'Barnes', 'Cross', 'Doyle', 'Fraser', 'Hayes', 'Moss', 'Pearce', 'Shah', 'Stone', 'Wells', 'Byrne', 'Cooke', 'Day', 'Holt', 'Lamb', 'Miles', 'Perry', 'Rhodes', 'Sharp', 'West'];
const STYLISTS = ['Annabel', 'Bryony', 'Celeste', 'Danielle', 'Eloise'];
const SOURCES: [string, number][] = [['Instagram', 34], ['Website', 24], ['Referral', 18], ['Wedding Fair', 14], ['Walk-in', 10]];
const ALTERATIONS: [string, number, number][] = [['None', 30, 0], ['Hem', 25, 95], ['Bustle', 12, 120], ['Take In', 14, 150], ['Straps', 7, 80], ['Hem and Bustle', 12, 195]];

function generate(): { gowns: Gown[]; appointments: Appointment[]; orders: Order[] } {
  const random = createRandom(42117);
  const gowns: Gown[] = [];
  const styleNames = new Set<string>();
  for (let i = 0; i < 380; i++) {
    let name = '';
    do {
      const raw = `${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}`.toLowerCase();
      name = raw[0].toUpperCase() + raw.slice(1);
    } while (styleNames.has(name) || name.length < 5);
    styleNames.add(name);
    const [designer, factor] = random.pick(DESIGNERS);
    const silhouette = random.weighted(SILHOUETTES, [32, 20, 18, 14, 16]);
    gowns.push({
      code: `BB-${1001 + i * 3 + random.int(0, 2)}`,
      name,
      designer,
      silhouette,
      fabric: random.weighted(FABRICS, [34, 18, 22, 16, 10]),
      colour: random.weighted(COLOURS.map((c) => c[0]), COLOURS.map((c) => c[1])),
      price: Math.round((random.normal(1_350, 380) * factor * (silhouette === 'Ballgown' ? 1.2 : 1)) / 5) * 5,
      stock: random.weighted([0, 1, 2, 3, 4, 5], [8, 30, 28, 18, 10, 6]),
      discontinued: random.chance(0.12) ? 'Yes' : 'No',
    });
  }
  const brides: { name: string; source: string; wedding: string }[] = [];
  const brideNames = new Set<string>();
  for (let i = 0; i < 3_300; i++) {
    let name = '';
    do name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    while (brideNames.has(name));
    brideNames.add(name);
    brides.push({ name, source: random.weighted(SOURCES.map((s) => s[0]), SOURCES.map((s) => s[1])), wedding: '' });
  }
  const appointments: Appointment[] = [];
  const orders: Order[] = [];
  const pending: { appointment: Appointment; wedding: string }[] = [];
  for (const bride of brides) {
    const first = random.date('2025-06-01', '2026-11-20');
    const wedding = addDays(first, random.int(180, 540));
    bride.wedding = wedding;
    const stylist = random.pick(STYLISTS);
    const add = (date: string, type: string) => {
      if (date > '2026-11-28') return null;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const status = random.weighted(['Attended', 'Cancelled', 'No Show'], [85, 9, 6]);
      const a: Appointment = {
        id: 0,
        bride: bride.name,
        date,
        written: '',
        time: `${String(random.int(weekday === 6 ? 9 : 10, 16)).padStart(2, '0')}:${random.pick(['00', '30'])}`,
        type,
        stylist: random.chance(0.8) ? stylist : random.pick(STYLISTS),
        source: bride.source,
        status,
        wedding,
      };
      appointments.push(a);
      return a;
    };
    const consultation = add(first, 'Consultation')!;
    let decided: Appointment | null = consultation.status === 'Attended' && random.chance(0.38) ? consultation : null;
    if (!decided && random.chance(0.45)) {
      const second = add(addDays(first, random.int(7, 45)), 'Second Look');
      if (second && second.status === 'Attended' && random.chance(0.5)) decided = second;
    }
    if (decided) {
      pending.push({ appointment: decided, wedding });
      const fittingStart = addDays(wedding, -random.int(40, 70));
      add(fittingStart, 'First Fitting');
      if (random.chance(0.6)) add(addDays(fittingStart, random.int(10, 20)), 'Final Fitting');
      add(addDays(wedding, -random.int(3, 12)), 'Collection');
    }
  }
  appointments.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.bride.localeCompare(b.bride));
  appointments.forEach((a, i) => {
    a.id = 20_001 + i;
    a.written = random.chance(0.3) ? `${a.date.slice(8, 10)}/${a.date.slice(5, 7)}/${a.date.slice(0, 4)}` : a.date;
  });
  const popularity = gowns.map((g) => (g.discontinued === 'Yes' ? 0.3 : 1) * random.float(0.2, 3, 2));
  pending.sort((a, b) => a.appointment.id - b.appointment.id);
  pending.forEach(({ appointment, wedding }, i) => {
    const gown = random.weighted(gowns, popularity);
    const [alterations, , fee] = random.weighted(ALTERATIONS, ALTERATIONS.map((x) => x[1]));
    const date = appointment.date;
    const daysLeft = daysBetween('2026-11-30', wedding);
    const status = random.chance(0.04) ? 'Cancelled' : daysLeft < 0 ? 'Collected' : daysLeft < 30 ? 'Ready to Collect' : daysLeft < 90 ? 'In Alterations' : 'Ordered';
    const price = random.chance(0.15) ? roundTo(gown.price * 0.9, 2) : gown.price;
    orders.push({
      id: `ORD-${String(3_001 + i)}`,
      appointment: appointment.id,
      style: gown.code,
      date,
      size: random.weighted([6, 8, 10, 12, 14, 16, 18, 20], [4, 12, 22, 24, 18, 11, 6, 3]),
      price,
      deposit: roundTo(price * random.pick([0.3, 0.5]), 2),
      alterations,
      alterationsCost: alterations === 'None' ? null : roundTo(fee * random.float(0.85, 1.3, 3), 2),
      status,
      wedding,
    });
  });
  return { gowns, appointments, orders };
}

const GOWN_COLUMNS: Column<Gown>[] = [
  { header: 'style_code', value: (g) => g.code },
  { header: 'style_name', value: (g) => g.name },
  { header: 'designer', value: (g) => g.designer },
  { header: 'silhouette', value: (g) => g.silhouette },
  { header: 'fabric', value: (g) => g.fabric },
  { header: 'colour', value: (g) => g.colour },
  { header: 'Price (£)', value: (g) => g.price },
  { header: 'in_stock', value: (g) => String(g.stock) },
  { header: 'discontinued', value: (g) => g.discontinued },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'appointment_id', value: (a) => a.id },
  { header: 'bride_name', value: (a) => a.bride },
  { header: 'appointment_date', value: (a) => a.written },
  { header: 'time', value: (a) => a.time },
  { header: 'appointment_type', value: (a) => a.type },
  { header: 'stylist', value: (a) => a.stylist },
  { header: 'how_heard', value: (a) => a.source },
  { header: 'status', value: (a) => a.status },
  { header: 'wedding_date', value: (a) => a.wedding },
];

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'order_ref', value: (o) => o.id },
  { header: 'appointment_id', value: (o) => o.appointment },
  { header: 'style_code', value: (o) => o.style },
  { header: 'order_date', value: (o) => o.date },
  { header: 'size', value: (o) => o.size },
  { header: 'Gown Price (£)', value: (o) => o.price },
  { header: 'Deposit (£)', value: (o) => o.deposit },
  { header: 'alterations', value: (o) => o.alterations },
  { header: 'Alterations (£)', value: (o) => o.alterationsCost },
  { header: 'order_status', value: (o) => o.status },
  { header: 'wedding_date', value: (o) => o.wedding },
];

export const bridalboutique: BusinessSchema = {
  name: 'bridalboutique',
  description: 'A bridal boutique: 380 gown styles (XLSX), 5,900 appointments Jun 2025-Nov 2026 (CSV) and gown orders (XLSX) linked by appointment_id and style_code',
  async build(dir) {
    const { gowns, appointments, orders } = generate();
    const files = [
      await writeXlsx(join(dir, 'gowns.xlsx'), 'Gowns', GOWN_COLUMNS, gowns),
      await writeCsv(join(dir, 'appointments.csv'), APPOINTMENT_COLUMNS, appointments),
      await writeXlsx(join(dir, 'orders.xlsx'), 'Orders', ORDER_COLUMNS, orders),
    ];
    const q = questionSet('bridalboutique');
    const gownOf = new Map(gowns.map((g) => [g.code, g]));
    const apptOf = new Map(appointments.map((a) => [a.id, a]));
    const live = (o: Order) => o.status !== 'Cancelled';
    const price = (o: Order) => o.price;
    const designer = (o: Order) => gownOf.get(o.style)!.designer;
    const inMonth = (m: string) => (a: Appointment) => a.date.startsWith(m);
    const consultations = appointments.filter((a) => a.type === 'Consultation');
    const ordered = new Set(orders.map((o) => o.appointment));

    q.ask('How many gown styles do we carry?', count(gowns.length));
    q.ask('How many of our styles are discontinued?', count(countWhere(gowns, (g) => g.discontinued === 'Yes')));
    q.ask('What is the average list price of our gowns?', amount(avgOf(gowns, (g) => g.price)));
    q.ask('Which is our most expensive gown style?', winner(new Map(gowns.map((g) => [g.name, g.price]))));
    q.ask('styles by silhouette', countsBy(groupBy(gowns, (g) => g.silhouette, 'count')));
    q.ask('How many gowns do we have in stock altogether?', count(sumOf(gowns, (g) => g.stock)));
    q.ask('Which designer has the most gowns in stock?', winner(groupBy(gowns, (g) => g.designer, 'sum', (g) => g.stock)));
    const lyra = q.ask('Average price of Maison Lyra mermaid gowns', amount(avgOf(gowns, (g) => g.price, (g) => g.designer === 'Maison Lyra' && g.silhouette === 'Mermaid')));
    q.followUp(lyra, 'What about their A-line ones?', amount(avgOf(gowns, (g) => g.price, (g) => g.designer === 'Maison Lyra' && g.silhouette === 'A-line')));
    q.ask('How many styles are out of stock?', count(countWhere(gowns, (g) => g.stock === 0)));
    q.ask('How many appointments have we had in total?', count(appointments.length));
    q.ask('appointments by type', countsBy(groupBy(appointments, (a) => a.type, 'count')));
    q.ask('What is our no-show rate across all appointments?', percent(percentOf(countWhere(appointments, (a) => a.status === 'No Show'), appointments.length)));
    q.ask('Which stylist has had the most attended appointments?', winner(groupBy(appointments, (a) => a.stylist, 'count', undefined, (a) => a.status === 'Attended')));
    const june = q.ask('How many consultations did we book for June 2026?', count(countWhere(consultations, inMonth('2026-06'))));
    q.followUp(june, 'and for July?', count(countWhere(consultations, inMonth('2026-07'))));
    q.ask('Which month had the most appointments?', month(busiestMonth(appointments, (a) => a.date)));
    q.ask('How many appointments have there been since 1 October 2026?', count(countWhere(appointments, (a) => a.date >= '2026-10-01')));
    q.ask('How many different brides have had at least one appointment?', count(new Set(appointments.map((a) => a.bride)).size));
    q.ask('Which source brought us the most brides? Count each bride once.', winner(groupBy([...new Map(appointments.map((a) => [a.bride, a])).values()], (a) => a.source, 'count')));
    q.ask('How many appointments fell on a Saturday?', count(countWhere(appointments, (a) => new Date(`${a.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('How many appointments were cancelled in Q2 2026?', count(countWhere(appointments, (a) => a.status === 'Cancelled' && a.date.startsWith('2026') && quarterOf(a.date) === 2)));
    q.ask("What's the total value of gown orders that weren't cancelled?", amount(sumOf(orders, price, live)));
    q.ask('Average price paid per gown, leaving out cancelled orders', amount(avgOf(orders, price, live)));
    q.ask('Median gown price paid across all orders', amount(medianOf(orders, price)));
    q.ask('How many orders have been cancelled?', count(countWhere(orders, (o) => o.status === 'Cancelled')));
    q.ask('orders by status', countsBy(groupBy(orders, (o) => o.status, 'count')));
    q.ask('How many orders need no alterations at all?', count(countWhere(orders, (o) => o.alterations === 'None')));
    q.ask('How much have we charged for alterations in total?', amount(sumOf(orders, (o) => o.alterationsCost)));
    q.ask('Apart from orders with no alterations, which alteration is most common?', winner(groupBy(orders, (o) => o.alterations, 'count', undefined, (o) => o.alterations !== 'None')));
    q.ask('Average alterations charge for a bustle on its own', amount(avgOf(orders, (o) => o.alterationsCost, (o) => o.alterations === 'Bustle')));
    q.ask('Which designer has sold the most gowns (not counting cancelled orders)?', winner(groupBy(orders, designer, 'count', undefined, live)));
    q.ask('Gown sales by designer, excluding cancelled orders', breakdown(groupBy(orders, designer, 'sum', price, live)));
    q.ask('Top 3 gown styles by sales value, not counting cancelled orders (give the style names)', ranking(ranked(groupBy(orders, (o) => gownOf.get(o.style)!.name, 'sum', price, live), 3)));
    q.ask("Which stylist's appointments brought in the most gown sales by value, leaving out cancelled orders?", winner(groupBy(orders, (o) => apptOf.get(o.appointment)!.stylist, 'sum', price, live)));
    q.ask('What percentage of consultation appointments ended in an order?', percent(percentOf(countWhere(consultations, (a) => ordered.has(a.id)), consultations.length)));
    q.ask('How many orders were placed in Q2 2026?', count(countWhere(orders, (o) => o.date.startsWith('2026') && quarterOf(o.date) === 2)));
    q.ask("What were gown sales last quarter? Leave out cancelled orders.", amount(sumOf(orders, price, (o) => live(o) && o.date.startsWith('2026') && quarterOf(o.date) === 3)));
    q.ask('How much did we take in deposits in September 2026?', amount(sumOf(orders, (o) => o.deposit, (o) => o.date.startsWith('2026-09'))));
    q.ask('How much is still owed on the gown price for orders that are ready to collect?', amount(sumOf(orders, (o) => o.price - o.deposit, (o) => o.status === 'Ready to Collect')));
    q.ask('Across all orders, how many days before the wedding is a gown ordered on average?', amount(avgOf(orders, (o) => daysBetween(o.date, o.wedding)), 1));
    q.ask('How many orders are for weddings in 2027?', count(countWhere(orders, (o) => o.wedding.startsWith('2027'))));
    q.ask('What share of orders are ballgowns?', percent(percentOf(countWhere(orders, (o) => gownOf.get(o.style)!.silhouette === 'Ballgown'), orders.length)));
    q.ask('How many orders came from brides who found us on Instagram?', count(countWhere(orders, (o) => apptOf.get(o.appointment)!.source === 'Instagram')));
    q.ask('Did ivory or white gowns sell more? Count orders that were not cancelled.', winner(groupBy(orders, (o) => gownOf.get(o.style)!.colour, 'count', undefined, (o) => live(o) && ['Ivory', 'White'].includes(gownOf.get(o.style)!.colour))));
    q.ask('Which month had the most gown orders?', month(busiestMonth(orders, (o) => o.date)));

    q.ask("What's our profit margin on each designer's gowns?", decline('no wholesale cost of the gowns'));
    q.ask('What budget did brides say they had?', decline('no budget column'));
    q.ask('Which wedding venues are most popular with our brides?', decline('no venue column'));
    q.ask('How much did we make on veils and accessories?', decline('no accessory sales'));
    q.ask('How long does a typical appointment last?', decline('no end time or duration'));
    q.ask('How much commission did each stylist earn?', decline('no commission data'));
    q.ask('How many days does a designer take to deliver a gown to us?', decline('no delivery or received dates'));
    q.ask('How satisfied were brides with their appointments?', decline('no feedback or ratings'));
    q.ask('How old are our brides on average?', decline('no ages'));
    q.ask('How many bridesmaid dresses did we sell?', decline('only wedding gowns are ordered'));
    q.ask('Which gowns were returned after the wedding?', decline('no returns data'));
    return { files, questions: q.questions };
  },
};
