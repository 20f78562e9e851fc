// A tailoring and alterations shop: 2,600 customers (XLSX: customer type, town, account opened)
// and 12,500 alteration tickets from February 2024 to October 2025 (CSV) sharing the customer
// number. Traps: three dates in two formats (received and promised as YYYY-MM-DD, collected as
// "05 Mar 2025", blank while a garment is still in the shop), deposits recorded beside the full price
// (the balance still owed is price minus deposit), tickets abandoned by their
// owners, express tickets marked "Y" or left blank, and customer numbers that look numeric.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  no: number;
  type: string;
  town: string;
  opened: string;
}

interface Ticket {
  no: string;
  customer: number;
  received: string;
  promised: string;
  collected: string | null;
  garment: string;
  work: string;
  tailor: string;
  price: number;
  deposit: number;
  express: boolean;
  status: string;
}

const TOWNS = ['Tonbridge', 'Sevenoaks', 'Tunbridge Wells', 'Maidstone', 'Paddock Wood', 'Edenbridge'];
const GARMENTS: [string, number][] = [['Trousers', 34], ['Suit Jacket', 14], ['Dress', 16], ['Shirt', 10], ['Coat', 8], ['Wedding Dress', 5], ['Skirt', 9], ['Jeans', 12]];
// work, base price, days needed, weight
const WORK: [string, number, number, number][] = [
  ['Hem', 14, 4, 34], ['Take in', 26, 6, 20], ['Let out', 28, 6, 8], ['Zip replacement', 22, 5, 12], ['Shorten sleeves', 30, 6, 10], ['Repair', 18, 4, 12], ['Full bridal fitting', 180, 21, 4],
];
const TAILORS = ['Wei', 'Marguerite', 'Kofi', 'Donna'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): { customers: Customer[]; tickets: Ticket[] } {
  const random = createRandom(40_549);
  const customers: Customer[] = [];
  for (let i = 0; i < 2_600; i++) {
    customers.push({
      no: 70_001 + i,
      type: random.weighted(['Walk-in', 'Account', 'Bridal', 'Trade'], [68, 18, 8, 6]),
      town: random.weighted(TOWNS, [30, 22, 20, 14, 8, 6]),
      opened: random.date('2019-03-01', '2025-09-30'),
    });
  }
  const weights = customers.map((c) => (c.type === 'Trade' ? 6 : c.type === 'Account' ? 2 : 1) * random.float(0.3, 1.7, 2));
  const tickets: Ticket[] = [];
  const last = '2025-10-31';
  for (let i = 0; i < 12_500; i++) {
    const c = random.weighted(customers, weights);
    let garment = random.weighted(GARMENTS.map((g) => g[0]), GARMENTS.map((g) => g[1]));
    if (c.type === 'Bridal' && random.chance(0.6)) garment = 'Wedding Dress';
    let work = random.weighted(WORK.map((w) => w[0]), WORK.map((w) => w[3]));
    if (work === 'Full bridal fitting' && garment !== 'Wedding Dress') work = 'Take in';
    if (garment === 'Wedding Dress' && random.chance(0.5)) work = 'Full bridal fitting';
    const [, base, days] = WORK.find((w) => w[0] === work)!;
    const received = random.date('2024-02-01', last);
    const express = work !== 'Full bridal fitting' && random.chance(0.12);
    const promised = addDays(received, express ? 1 : days + random.int(0, 3));
    const price = roundTo(base * (garment === 'Coat' || garment === 'Wedding Dress' ? 1.4 : 1) * (express ? 1.5 : 1) + random.int(0, 4) * 2.5, 2);
    const deposit = work === 'Full bridal fitting' ? 50 : c.type === 'Account' || c.type === 'Trade' ? 0 : random.chance(0.3) ? 10 : 0;
    const ready = addDays(promised, random.weighted([-1, 0, 1, 2, 4, 7], [10, 55, 15, 10, 6, 4]));
    let collected: string | null = addDays(ready, random.weighted([0, 1, 2, 5, 10, 25], [25, 25, 20, 15, 10, 5]));
    let status = 'Collected';
    if (random.chance(0.025) && received < '2025-06-01') {
      collected = null;
      status = 'Abandoned';
    } else if (collected > last) {
      collected = null;
      status = ready > last ? 'In progress' : 'Ready';
    }
    tickets.push({ no: '', customer: c.no, received, promised, collected, garment, work, tailor: random.weighted(TAILORS, [32, 28, 24, 16]), price, deposit, express, status });
  }
  tickets.sort((a, b) => a.received.localeCompare(b.received) || a.customer - b.customer);
  tickets.forEach((t, i) => (t.no = `T-${String(i + 1).padStart(5, '0')}`));
  return { customers, tickets };
}

const dMonY = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer No', value: (c) => c.no },
  { header: 'Customer Type', value: (c) => c.type },
  { header: 'Town', value: (c) => c.town },
  { header: 'Account Opened', value: (c) => c.opened },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'Ticket', value: (t) => t.no },
  { header: 'Customer No', value: (t) => t.customer },
  { header: 'Received', value: (t) => t.received },
  { header: 'Promised', value: (t) => t.promised },
  { header: 'Collected', value: (t) => (t.collected === null ? null : dMonY(t.collected)) },
  { header: 'Garment', value: (t) => t.garment },
  { header: 'Work', value: (t) => t.work },
  { header: 'Tailor', value: (t) => t.tailor },
  { header: 'Price £', value: (t) => t.price.toFixed(2) },
  { header: 'Deposit £', value: (t) => t.deposit.toFixed(2) },
  { header: 'Express', value: (t) => (t.express ? 'Y' : null) },
  { header: 'Status', value: (t) => t.status },
];

export const tailoring: BusinessSchema = {
  name: 'tailoring',
  description: 'A tailoring and alterations shop: 2,600 customers (XLSX) and 12,500 alteration tickets Feb 2024-Oct 2025 (CSV) sharing Customer No',
  async build(dir) {
    const { customers, tickets } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'alteration_tickets.csv'), TICKET_COLUMNS, tickets),
    ];
    const q = questionSet('tailoring');
    const customerOf = new Map(customers.map((c) => [c.no, c]));
    const cust = (t: Ticket) => customerOf.get(t.customer)!;
    const price = (t: Ticket) => t.price;
    const inMonth = (m: string) => (t: Ticket) => t.received.startsWith(m);
    const collectedDays = (t: Ticket) => (t.collected === null ? null : daysBetween(t.received, t.collected));

    q.ask('How many alteration tickets have we written?', count(tickets.length));
    q.ask('How many customers are on the system?', count(customers.length));
    q.ask('Tickets by status', countsBy(groupBy(tickets, (t) => t.status, 'count')));
    q.ask('What is the total value of all tickets?', amount(sumOf(tickets, price)));
    q.ask('Total value of collected tickets in 2024', amount(sumOf(tickets, price, (t) => t.status === 'Collected' && t.received.startsWith('2024'))));
    q.ask('Average price of a hem', amount(avgOf(tickets, price, (t) => t.work === 'Hem')));
    q.ask('Which garment do we alter most?', winner(groupBy(tickets, (t) => t.garment, 'count')));
    q.ask('Tickets per tailor', countsBy(groupBy(tickets, (t) => t.tailor, 'count')));
    q.ask('Which tailor has brought in the most money?', winner(groupBy(tickets, (t) => t.tailor, 'sum', price)));
    q.ask('How many tickets were express?', count(countWhere(tickets, (t) => t.express)));
    q.ask('What percentage of tickets are express jobs?', percent(percentOf(countWhere(tickets, (t) => t.express), tickets.length)));
    q.ask('How many garments have been abandoned?', count(countWhere(tickets, (t) => t.status === 'Abandoned')));
    q.ask('What is the value of abandoned garments?', amount(sumOf(tickets, price, (t) => t.status === 'Abandoned')));
    q.ask('How much in deposits have we taken?', amount(sumOf(tickets, (t) => t.deposit)));
    q.ask('Outstanding balance on tickets that are ready but not collected (price minus deposit)', amount(sumOf(tickets, (t) => t.price - t.deposit, (t) => t.status === 'Ready')));
    q.ask('How many full bridal fittings have we done?', count(countWhere(tickets, (t) => t.work === 'Full bridal fitting')));
    q.ask('Average days from drop-off to collection', amount(avgOf(tickets, collectedDays), 1));
    q.ask('How many collected tickets were collected after the promised date?', count(countWhere(tickets, (t) => t.collected !== null && t.collected > t.promised)));
    q.ask('Revenue by type of work', breakdown(groupBy(tickets, (t) => t.work, 'sum', price)));
    q.ask('Top 3 garments by revenue', ranking(ranked(groupBy(tickets, (t) => t.garment, 'sum', price), 3)));
    q.ask('Which month did we take in the most tickets?', month(ranked(groupBy(tickets, (t) => t.received.slice(0, 7), 'count'), 1)[0]));
    const jul = q.ask('How many tickets came in during July 2025?', count(countWhere(tickets, inMonth('2025-07'))));
    q.followUp(jul, 'And August?', count(countWhere(tickets, inMonth('2025-08'))));
    q.ask('How many customers are trade customers?', count(countWhere(customers, (c) => c.type === 'Trade')));
    q.ask('Customers by town', countsBy(groupBy(customers, (c) => c.town, 'count')));
    q.ask('How much have trade customers spent with us in total?', amount(sumOf(tickets, price, (t) => cust(t).type === 'Trade')));
    q.ask('Revenue by customer type', breakdown(groupBy(tickets, (t) => cust(t).type, 'sum', price)));
    q.ask('Which town do most of our tickets come from?', winner(groupBy(tickets, (t) => cust(t).town, 'count')));
    q.ask('How many customers opened an account in 2024?', count(countWhere(customers, (c) => c.opened.startsWith('2024'))));
    const used = new Set(tickets.map((t) => t.customer));
    q.ask('How many customers have never brought anything in?', count(countWhere(customers, (c) => !used.has(c.no))));
    const spend = groupBy(tickets, (t) => String(t.customer), 'sum', price);
    const top = q.ask('Who is our biggest customer by spend?', winner(spend));
    const best = Number(ranked(spend, 1)[0]);
    q.followUp(top, 'how many tickets have they had?', count(countWhere(tickets, (t) => t.customer === best)));
    q.ask('Average price of wedding dress work', amount(avgOf(tickets, price, (t) => t.garment === 'Wedding Dress')));
    q.ask('How many zip replacements did Kofi do in 2025?', count(countWhere(tickets, (t) => t.tailor === 'Kofi' && t.work === 'Zip replacement' && t.received.startsWith('2025'))));
    q.ask('How many tickets are still in progress?', count(countWhere(tickets, (t) => t.status === 'In progress')));
    q.ask('Share of collected tickets picked up late (after the promised date)', percent(percentOf(countWhere(tickets, (t) => t.collected !== null && t.collected > t.promised), countWhere(tickets, (t) => t.collected !== null))));

    q.ask('How long does each alteration take the tailor to sew?', decline('no working time'));
    q.ask('What fabric are most of the garments made of?', decline('no fabric column'));
    q.ask('How many tickets did we write in 2023?', decline('tickets start in February 2024'));
    q.ask('Why did customers abandon their garments?', decline('no reason recorded'));
    q.ask('How much thread and zips did we use?', decline('no materials'));
    q.ask('What are the tailors paid per hour?', decline('no pay data'));
    q.ask('Which customers left us a Google review?', decline('no reviews'));
    q.ask('How many tickets will we get next December?', decline('a forecast'));
    q.ask('What are our customers\u2019 measurements on average?', decline('no measurements'));
    q.ask('How many customers came back unhappy and needed a re-do?', decline('no re-do or complaint flag'));
    q.ask('What did we pay in rent for the shop?', decline('no costs'));
    return { files, questions: q.questions };
  },
};
