// A bookshop: a catalogue of books and the sales of them, sharing book_id. Asked per genre or
// author of the book sold (through the key), sales filtered by the book's publication year or
// genre, and books never sold (at all, or in a year).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, decline, names, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from './unmatched.ts';

interface Book { id: number; title: string; author: string; genre: string; year: number; price: number }
interface Sale { id: number; book: number; date: string; copies: number; store: string; amount: number }

const ADJECTIVES = ['Silent', 'Hidden', 'Golden', 'Broken', 'Distant', 'Crimson', 'Frozen', 'Endless', 'Quiet', 'Wild', 'Last', 'Secret', 'Burning', 'Hollow', 'Northern', 'Paper', 'Glass', 'Iron', 'Velvet', 'Lonely', 'Bright', 'Dark', 'Lost', 'Sleeping', 'Wandering', 'Salt', 'Copper', 'Painted', 'Falling', 'Restless'];
const NOUNS = ['River', 'Garden', 'Harbour', 'Kingdom', 'Letter', 'Mountain', 'Island', 'Winter', 'Orchard', 'Lantern', 'Bridge', 'Forest', 'Tower', 'Voyage', 'Shore', 'Mirror', 'Road', 'Season', 'City', 'Promise', 'Map', 'Crown', 'Storm', 'House', 'Meadow', 'Compass', 'Sparrow', 'Engine', 'Valley', 'Song', 'Archive', 'Clock', 'Window', 'Desert', 'Festival', 'Secretary', 'Ocean', 'Station', 'Castle', 'Canal', 'Feather', 'Signal', 'Market', 'Chapel', 'Pilgrim', 'Theatre', 'Quarry', 'Lighthouse', 'Circus', 'Border'];
const GENRES = ['Fiction', 'Crime', 'Fantasy', 'Science Fiction', 'Biography', 'History', 'Poetry', 'Cookery'];
const AUTHORS = Array.from({ length: 240 }, (_, i) => `Author ${String(i + 1).padStart(3, '0')}`);
const STORES = ['Old Town', 'Station Road', 'Harbourfront', 'Online'];

function generate(): { books: Book[]; sales: Sale[] } {
  const random = createRandom(7101);
  const books = Array.from({ length: 1_500 }, (_, i): Book => ({
    id: 10_001 + i,
    title: `The ${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length)]}`,
    author: random.pick(AUTHORS),
    genre: random.weighted(GENRES, [26, 19, 15, 11, 9, 8, 5, 7]),
    year: random.int(1950, 2024),
    price: random.float(6, 32, 2),
  }));
  // Twelve books were never sold; every other book sells often enough to have sales.
  const sold = books.filter((_, i) => i % 125 !== 7);
  const sales = Array.from({ length: 26_000 }, (_, i): Sale => {
    const book = random.pick(sold);
    const copies = random.weighted([1, 2, 3, 4], [60, 25, 10, 5]);
    return { id: 500_001 + i, book: book.id, date: random.date('2024-01-01', '2025-06-30'), copies, store: random.weighted(STORES, [30, 22, 18, 30]), amount: Math.round(copies * book.price * 100) / 100 };
  });
  return { books, sales };
}

const BOOK_COLUMNS: Column<Book>[] = [
  { header: 'book_id', value: (r) => r.id },
  { header: 'title', value: (r) => r.title },
  { header: 'author', value: (r) => r.author },
  { header: 'genre', value: (r) => r.genre },
  { header: 'published_year', value: (r) => r.year },
  { header: 'list_price', value: (r) => r.price },
];
const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'sale_id', value: (r) => r.id },
  { header: 'book_id', value: (r) => r.book },
  { header: 'sale_date', value: (r) => r.date },
  { header: 'copies', value: (r) => r.copies },
  { header: 'store', value: (r) => r.store },
  { header: 'sale_amount', value: (r) => r.amount },
];

export const bookshop: BusinessSchema = {
  name: 'bookshop',
  description: 'A bookshop: 1,500 books and 26,000 sales sharing book_id, twelve books never sold (CSV)',
  async build(dir) {
    const { books, sales } = generate();
    const files = [await writeCsv(join(dir, 'books.csv'), BOOK_COLUMNS, books), await writeCsv(join(dir, 'sales.csv'), SALE_COLUMNS, sales)];
    const q = questionSet('bookshop');
    const bookOf = new Map(books.map((b) => [b.id, b]));
    const genreOf = (s: Sale) => bookOf.get(s.book)!.genre;
    const copiesPerGenre = groupBy(sales, genreOf, 'sum', (s) => s.copies);
    const in2025 = (s: Sale) => between(s.date, '2025-01-01', '2025-12-31');

    q.ask('How many books are in the catalogue?', count(books.length));
    q.ask('Which genre sold the most copies?', winner(copiesPerGenre));
    q.ask('Which genre has the most sales?', winner(groupBy(sales, genreOf, 'count')));
    q.ask('Top 3 genres by copies sold', ranking(ranked(copiesPerGenre, 3)));
    q.ask('How many sales were of Fantasy books?', count(countWhere(sales, (s) => genreOf(s) === 'Fantasy')));
    q.ask('Total sale amount for books published before 1970', amount(sumOf(sales, (s) => s.amount, (s) => bookOf.get(s.book)!.year < 1970)));
    q.ask('How many books were never sold?', count(unmatched(books, (b) => b.id, sales, (s) => s.book).length));
    q.ask('Which books have never been sold?', names(unmatched(books, (b) => b.id, sales, (s) => s.book).map((b) => b.title)));
    q.ask('How many books had no sales in 2025?', count(unmatched(books, (b) => b.id, sales, (s) => s.book, in2025).length));
    q.ask('How many sales were there in March 2025?', count(countWhere(sales, (s) => between(s.date, '2025-03-01', '2025-03-31'))));
    q.ask('What is the average list price of Poetry books?', amount(avgOf(books, (b) => b.price, (b) => b.genre === 'Poetry')));
    q.ask('How many copies were sold at the Harbourfront store?', count(sumOf(sales, (s) => s.copies, (s) => s.store === 'Harbourfront')));

    q.ask('Which author has the most followers?', decline('no followers column'));
    q.ask('How many books were never returned?', decline('no returns recorded'));
    q.ask('What was the profit on Crime books?', decline('no cost column'));
    return { files, questions: q.questions };
  },
};
