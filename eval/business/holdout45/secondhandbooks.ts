// A secondhand bookshop: 7,500 books bought in since June 2023 (XLSX: title, author, category,
// condition, cost, where from) and about 5,600 sales from January 2024 to September 2025 (CSV:
// price as text, sold via, sold or refunded) sharing `Stock No`. Every book is one copy, so sold
// and unsold books are a join. Traps: stock numbers with leading zeros, money as text ("£8.50")
// against a numeric cost column with the unit in the header, "Sat 15 Mar 2025" sale dates against
// dd/mm/yyyy acquisition dates, refunded sales beside the rest, blank channels, a category "IT"
// (computing) and an "Other" one, donations that cost nothing, an author "Total Wine Society" that
// is no total, and authors whose books never sold.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { FULL_WEEKDAYS, longDate, money, ukDate, weekdayOf, within } from './shared.ts';

interface Book {
  stock: string;
  title: string;
  author: string;
  category: string;
  condition: string;
  cost: number;
  acquired: string;
  source: string;
}

interface Sale {
  receipt: number;
  stock: string;
  date: string;
  price: number;
  via: string | null;
  status: 'Sold' | 'Refunded';
}

// category, share, typical price
const CATEGORIES: [string, number, number][] = [
  ['Fiction', 26, 6], ['Crime', 14, 5], ['History', 11, 11], ["Children's", 10, 4], ['Cookery', 7, 7], ['Travel', 6, 8], ['Poetry', 4, 9],
  ['IT', 3, 5], ['Military', 6, 14], ['Natural History', 7, 16], ['Other', 6, 7],
];
const CONDITIONS: [string, number, number][] = [['Fine', 8, 2.2], ['Very Good', 24, 1.5], ['Good', 38, 1], ['Fair', 21, 0.7], ['Poor', 9, 0.4]];
const SOURCES: [string, number][] = [['House clearance', 38], ['Trade-in', 27], ['Auction', 15], ['Donation', 20]];
const ADJECTIVES = ['Silent', 'Hidden', 'Last', 'Northern', 'Winter', 'Broken', 'Golden', 'Secret', 'Forgotten', 'Long', 'Quiet', 'Burning', 'Little', 'Distant', 'Wild'];
const NOUNS = ['Harbour', 'Garden', 'River', 'Kingdom', 'Letters', 'Orchard', 'Lighthouse', 'Island', 'Summer', 'Road', 'House', 'Shore', 'Voyage', 'Hours', 'Empire'];

function generate(): { books: Book[]; sales: Sale[] } {
  const random = createRandom(45_404);
  const authors = [...personNames(random, 420), 'Total Wine Society'];
  const authorCategory = new Map(authors.map((a) => [a, a === 'Total Wine Society' ? 'Cookery' : random.weighted(CATEGORIES.map((c) => c[0]), CATEGORIES.map((c) => c[1]))]));
  const authorWeight = authors.map(() => random.float(0.1, 3, 2) ** 2);
  const books: Book[] = [];
  const stockNos = new Set<number>();
  while (stockNos.size < 7_500) stockNos.add(random.int(1_000, 99_999));
  const numbers = [...stockNos].sort((a, b) => a - b);
  for (const n of numbers) {
    const author = random.weighted(authors, authorWeight);
    const category = random.chance(0.85) ? authorCategory.get(author)! : random.weighted(CATEGORIES.map((c) => c[0]), CATEGORIES.map((c) => c[1]));
    const condition = random.weighted(CONDITIONS.map((c) => c[0]), CONDITIONS.map((c) => c[1]));
    const source = random.weighted(SOURCES.map((s) => s[0]), SOURCES.map((s) => s[1]));
    const typical = CATEGORIES.find((c) => c[0] === category)![2] * CONDITIONS.find((c) => c[0] === condition)![2];
    const cost = source === 'Donation' ? 0 : roundTo(typical * random.float(0.15, 0.45, 3) * (source === 'Auction' ? 1.3 : 1), 2);
    books.push({
      stock: String(n).padStart(7, '0'),
      title: random.chance(0.5) ? `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}` : `${random.pick(NOUNS)} of the ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`,
      author,
      category,
      condition,
      cost,
      acquired: random.date('2023-06-01', '2025-09-15'),
      source,
    });
  }

  const sales: Sale[] = [];
  for (const b of books) {
    if (!random.chance(b.condition === 'Poor' ? 0.45 : 0.75)) continue;
    const from = b.acquired < '2024-01-01' ? '2024-01-01' : b.acquired;
    const date = random.date(from, from < '2025-06-30' ? random.date(from, '2025-09-30') : '2025-09-30');
    const typical = CATEGORIES.find((c) => c[0] === b.category)![2] * CONDITIONS.find((c) => c[0] === b.condition)![2];
    const price = Math.max(1, Math.round(typical * random.float(0.7, 1.6, 3) * 2) / 2);
    const via = random.chance(0.03) ? null : random.weighted(['Shop', 'Online', 'Book fair'], [64, 28, 8]);
    sales.push({ receipt: 0, stock: b.stock, date, price, via, status: random.chance(0.035) ? 'Refunded' : 'Sold' });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date) || a.stock.localeCompare(b.stock));
  sales.forEach((s, i) => (s.receipt = 20_311 + i));
  return { books, sales };
}

const BOOK_COLUMNS: Column<Book>[] = [
  { header: 'Stock No', value: (b) => b.stock },
  { header: 'Title', value: (b) => b.title },
  { header: 'Author', value: (b) => b.author },
  { header: 'Category', value: (b) => b.category },
  { header: 'Condition', value: (b) => b.condition },
  { header: 'Cost (£)', value: (b) => b.cost },
  { header: 'Acquired', value: (b) => ukDate(b.acquired) },
  { header: 'Source', value: (b) => b.source },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Receipt No', value: (s) => s.receipt },
  { header: 'Stock No', value: (s) => s.stock },
  { header: 'Date sold', value: (s) => longDate(s.date) },
  { header: 'Price', value: (s) => money(s.price) },
  { header: 'Sold via', value: (s) => s.via },
  { header: 'Status', value: (s) => s.status },
];

export const secondhandbooks: BusinessSchema = {
  name: 'secondhandbooks',
  description: 'A secondhand bookshop: 7,500 single-copy books bought in since June 2023 (XLSX) and 5,600 sales Jan 2024-Sep 2025 (CSV) sharing Stock No',
  async build(dir) {
    const { books, sales } = generate();
    const files = [
      await writeXlsx(join(dir, 'stock_book.xlsx'), 'Stock', BOOK_COLUMNS, books),
      await writeCsv(join(dir, 'sales.csv'), SALE_COLUMNS, sales),
    ];
    const q = questionSet('secondhandbooks');
    const bookOf = new Map(books.map((b) => [b.stock, b]));
    const book = (s: Sale) => bookOf.get(s.stock)!;
    const sold = (s: Sale) => s.status === 'Sold';
    const price = (s: Sale) => s.price;
    const soldStock = new Set(sales.filter(sold).map((s) => s.stock));
    const soldAuthors = new Set(sales.filter(sold).map((s) => book(s).author));
    const busiestDay = (): Expected => {
      const e = winner(groupBy(sales, (s) => FULL_WEEKDAYS[weekdayOf(s.date)], 'count', undefined, sold));
      return e.kind === 'name' ? { ...e, aliases: [weekdayOf(sales.find((s) => FULL_WEEKDAYS[weekdayOf(s.date)] === e.value)!.date)] } : e;
    };

    q.ask('How many books are on the stock list?', count(books.length));
    q.ask('how many books have we sold (not refunded)', count(countWhere(sales, sold)));
    q.ask('What have we taken in book sales, refunds excluded?', amount(sumOf(sales, price, sold)));
    q.ask('takings by category', breakdown(groupBy(sales, (s) => book(s).category, 'sum', price, sold)));
    q.ask('Which category sells the most books?', winner(groupBy(sales, (s) => book(s).category, 'count', undefined, sold)));
    q.ask('Which author has made us the most money?', winner(groupBy(sales, (s) => book(s).author, 'sum', price, sold)));
    q.ask('top 5 authors by number of books sold', ranking(ranked(groupBy(sales, (s) => book(s).author, 'count', undefined, sold), 5)));
    q.ask('How many books have never sold?', count(countWhere(books, (b) => !soldStock.has(b.stock))));
    q.ask('How many IT books have we got on the list?', count(countWhere(books, (b) => b.category === 'IT')));
    q.ask('How much have IT books sold for in total?', amount(sumOf(sales, price, (s) => sold(s) && book(s).category === 'IT')));
    q.ask('average selling price', amount(avgOf(sales, price, sold)));
    q.ask('What is our average profit per book sold (price minus cost)?', amount(avgOf(sales, (s) => s.price - book(s).cost, sold)));
    q.ask('Total profit on books sold in 2025', amount(sumOf(sales, (s) => s.price - book(s).cost, (s) => sold(s) && s.date.startsWith('2025'))));
    q.ask('How much did we spend buying in books acquired in 2024?', amount(sumOf(books, (b) => b.cost, (b) => b.acquired.startsWith('2024'))));
    q.ask('How many books from house clearances have sold?', count(countWhere(sales, (s) => sold(s) && book(s).source === 'House clearance')));
    q.ask('What percentage of sales were refunded?', percent(percentOf(countWhere(sales, (s) => s.status === 'Refunded'), sales.length)));
    const mar = q.ask('takings in March 2025', amount(sumOf(sales, price, (s) => sold(s) && s.date.startsWith('2025-03'))));
    q.followUp(mar, 'and March 2024?', amount(sumOf(sales, price, (s) => sold(s) && s.date.startsWith('2024-03'))));
    q.ask('Which month did we sell the most books?', month(ranked(groupBy(sales, (s) => s.date.slice(0, 7), 'count', undefined, sold), 1)[0]));
    q.ask('Sales by channel in £, refunds excluded', breakdown(groupBy(sales, (s) => s.via, 'sum', price, sold)));
    q.ask('What share of our takings is online?', percent(percentOf(sumOf(sales, price, (s) => sold(s) && s.via === 'Online'), sumOf(sales, price, sold))));
    q.ask('How many books were donated to us?', count(countWhere(books, (b) => b.source === 'Donation')));
    q.ask('average cost of books bought at auction', amount(avgOf(books, (b) => b.cost, (b) => b.source === 'Auction')));
    q.ask('How many Fine condition books sold for more than £20?', count(countWhere(sales, (s) => sold(s) && book(s).condition === 'Fine' && s.price > 20)));
    q.ask('How many different authors did we sell in Q2 2025?', count(new Set(sales.filter((s) => sold(s) && s.date.startsWith('2025') && quarterOf(s.date) === 2).map((s) => book(s).author)).size));
    q.ask('How many books did we buy in during 2025?', count(countWhere(books, (b) => b.acquired.startsWith('2025'))));
    q.ask('Which condition gets the highest average price?', winner(groupBy(sales, (s) => book(s).condition, 'avg', price, sold)));
    q.ask('How much have Other category books brought in?', amount(sumOf(sales, price, (s) => sold(s) && book(s).category === 'Other')));
    q.ask('How many poetry books did we sell between 1 and 30 April 2025?', count(countWhere(sales, (s) => sold(s) && book(s).category === 'Poetry' && within(s.date, '2025-04-01', '2025-04-30'))));
    q.ask("What's the most we've sold a single book for?", amount(maxOf(sales, price, sold)));
    q.ask('Which day of the week do we sell the most books?', busiestDay());
    q.ask('How many authors on the list have never sold a book?', count(new Set(books.filter((b) => !soldAuthors.has(b.author)).map((b) => b.author)).size));
    q.ask('How many books have we sold since 1 August 2025?', count(countWhere(sales, (s) => sold(s) && s.date >= '2025-08-01')));
    q.ask('On average how many days does a book sit on the shelf before it sells?', amount(avgOf(sales, (s) => daysBetween(book(s).acquired, s.date), sold), 1));
    q.ask('How much have we refunded?', amount(sumOf(sales, price, (s) => s.status === 'Refunded')));
    q.ask('How much have we taken for books by Total Wine Society?', amount(sumOf(sales, price, (s) => sold(s) && book(s).author === 'Total Wine Society')));
    q.ask('books sold by condition', countsBy(groupBy(sales, (s) => book(s).condition, 'count', undefined, sold)));

    q.ask('How many first editions have we got?', decline('no edition column'));
    q.ask('What is the ISBN of our best seller?', decline('no ISBNs'));
    q.ask('Who are our most loyal customers?', decline('no customer names'));
    q.ask('Which publisher sells best?', decline('no publisher column'));
    q.ask('What is the average number of pages in our history books?', decline('no page counts'));
    q.ask('How much do we pay in rent each month?', decline('no overheads'));
    q.ask('How many books did we sell in 2023?', decline('sales start in January 2024'));
    q.ask('How many books will we sell at Christmas?', decline('a forecast'));
    q.ask('Which shelf do the crime books sit on?', decline('no shelf locations'));
    q.ask('How much did postage cost on online orders?', decline('no postage costs'));
    q.ask('Which signed copies do we have?', decline('no signed flag'));
    return { files, questions: q.questions };
  },
};
