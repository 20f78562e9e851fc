// A public library: a book catalogue (CSV, 5,000 titles), a member register (XLSX, 3,000 members)
// and 90,000 loans (Parquet) sharing `book_id` and `member_id`. Traps: language codes "NO", "IT"
// and "ID" (stopwords, and a word that reads like an identifier column), titles starting with
// "Total" (not summary rows), ISBNs and numeric ids (never measures), joined dates stored as
// dd/mm/yyyy text in the workbook and late fees stored as text in the Parquet file, blank return
// dates and fees, pounds in headers, a loan status of four values, a tie between two branches.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Book {
  book_id: number;
  isbn: string;
  title: string;
  author: string;
  genre: string;
  language: string;
  published: number;
  cost: number;
}

interface Member {
  member_id: number;
  membership: string;
  branch: string;
  joined: string;
  birth_year: number;
}

interface Loan {
  loan_id: number;
  book_id: number;
  member_id: number;
  branch: string;
  loaned_on: string;
  due_on: string;
  returned_on: string | null;
  status: string;
  renewals: number;
  late_fee: number | null;
}

const GENRES: Record<string, { weight: number; cost: [number, number]; popularity: number }> = {
  'Crime': { weight: 16, cost: [7, 16], popularity: 1.6 },
  'Literary Fiction': { weight: 18, cost: [8, 20], popularity: 1 },
  'Fantasy': { weight: 10, cost: [8, 22], popularity: 1.4 },
  'Biography': { weight: 9, cost: [10, 28], popularity: 0.7 },
  'History': { weight: 11, cost: [12, 35], popularity: 0.6 },
  'Science': { weight: 8, cost: [12, 40], popularity: 0.55 },
  'Children': { weight: 15, cost: [5, 14], popularity: 1.8 },
  'Cookery': { weight: 6, cost: [14, 30], popularity: 0.8 },
  'Travel': { weight: 7, cost: [10, 26], popularity: 0.5 },
};
const LANGUAGES = ['EN', 'NO', 'IT', 'ES', 'DE', 'ID'];
const FIRST_WORDS = ['The', 'Total', 'Silent', 'Northern', 'Last', 'Hidden', 'Broken', 'Winter', 'Golden', 'Lost', 'Secret', 'Little', 'Midnight', 'Distant', 'Iron', 'Paper', 'Quiet', 'Burning', 'Salt', 'Wild'];
const SECOND_WORDS = [
  'Eclipse', 'Harbour', 'Garden', 'Kingdom', 'Recall', 'Orchard', 'River', 'Lighthouse', 'Atlas', 'Kitchen', 'Station', 'Empire', 'Letters', 'Machine', 'Forest',
  'Island', 'Bridge', 'Summer', 'Crown', 'Voyage', 'Meadow', 'Archive', 'Compass', 'Valley', 'Tide', 'Signal', 'Lantern', 'Frontier', 'Winter', 'Circle',
];
const TAILS = ['', '', '', ' of Glass', ' of the North', ' in Winter', ' Returns', ': A Memoir', ' and Other Stories', ' at Dawn', ' Book Two', ' Revisited'];
const SURNAMES = ['Hansen', 'Okafor', 'Rossi', 'Lindqvist', 'Moreau', 'Tanaka', 'Walsh', 'Haddad', 'Novak', 'Silva', 'Berg', 'Kaur', 'Murphy', 'Ibrahim', 'Dahl', 'Fraser'];
const INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');
const MEMBERSHIPS = ['Adult', 'Child', 'Senior', 'Student'];
// Members per home branch, fixed so that Central and Harbour tie for the most members.
const BRANCH_MEMBERS: [string, number][] = [['Central', 720], ['Harbour', 720], ['Northgate', 610], ['Riverside', 520], ['Elm Park', 430]];
const TODAY = '2025-10-31';

function generate(): { books: Book[]; members: Member[]; loans: Loan[] } {
  const random = createRandom(90_210);
  const genres = Object.keys(GENRES);
  const titles = new Set<string>();
  const authors = Array.from({ length: 900 }, (_, i) => `${INITIALS[i % INITIALS.length]}. ${SURNAMES[Math.floor(i / INITIALS.length) % SURNAMES.length]}${i >= INITIALS.length * SURNAMES.length ? `-${SURNAMES[i % 7]}` : ''}`);
  const books: Book[] = [];
  while (books.length < 5_000) {
    const first = random.pick(FIRST_WORDS);
    const second = random.pick(SECOND_WORDS);
    const title = `${first} ${second}${random.pick(TAILS)}`;
    if (first === second || titles.has(title)) continue;
    titles.add(title);
    const genre = random.weighted(genres, genres.map((g) => GENRES[g].weight));
    const [low, high] = GENRES[genre].cost;
    const id = 20_001 + books.length;
    books.push({
      book_id: id,
      isbn: `978${String(1_000_000_000 + ((id * 7_919) % 8_999_999_999)).padStart(10, '0')}`,
      title,
      author: authors[Math.floor(random.next() ** 1.7 * authors.length)],
      genre,
      language: random.weighted(LANGUAGES, [70, 12, 5, 5, 5, 3]),
      published: Math.min(2025, Math.round(2025 - random.next() ** 2.5 * 110)),
      cost: roundTo(low + random.next() * (high - low), 2),
    });
  }
  const homes = BRANCH_MEMBERS.flatMap(([branch, n]) => Array.from({ length: n }, () => branch));
  for (let i = homes.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [homes[i], homes[j]] = [homes[j], homes[i]];
  }
  const members: Member[] = homes.map((branch, i) => {
    const membership = random.weighted(MEMBERSHIPS, [50, 20, 17, 13]);
    const birth_year = membership === 'Child' ? random.int(2009, 2020) : membership === 'Senior' ? random.int(1930, 1960) : membership === 'Student' ? random.int(1995, 2007) : random.int(1961, 2006);
    return { member_id: 300_000 + i * 11, membership, branch, joined: random.date('2010-01-01', '2025-09-30'), birth_year };
  });
  const branches = BRANCH_MEMBERS.map(([b]) => b);
  // A few hundred popular books get most of the loans; popular genres more so.
  const weights = books.map((b) => GENRES[b.genre].popularity * (b.published >= 2015 ? 2.2 : 1) * (random.chance(0.08) ? 12 : 1) * (random.chance(0.25) ? 0 : 1));
  const cumulative: number[] = [];
  weights.reduce((s, w, i) => (cumulative[i] = s + w), 0);
  const pickBook = () => {
    const r = random.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return books[lo];
  };
  const favouriteChildrens = books.filter((b) => b.genre === 'Children').slice(0, 100);
  const drafts = Array.from({ length: 90_000 }, () => {
    const member = members[Math.floor(random.next() ** 1.3 * members.length)];
    const book = member.membership === 'Child' && random.chance(0.6) ? random.pick(favouriteChildrens) : pickBook();
    let loaned_on = random.date('2023-07-01', '2025-10-30');
    if (loaned_on < member.joined) loaned_on = addDays(member.joined, random.int(0, 20));
    if (loaned_on > TODAY) loaned_on = TODAY;
    const renewals = random.weighted([0, 1, 2, 3], [64, 22, 10, 4]);
    const due_on = addDays(loaned_on, 21 * (1 + renewals));
    const lost = random.chance(0.012);
    const kept = Math.round(random.next() ** 1.5 * 30 * (1 + renewals)) + (random.chance(0.12) ? random.int(1, 40) : 0);
    const back = addDays(loaned_on, Math.max(1, kept));
    const returned_on = lost || back > TODAY ? null : back;
    const status = lost ? 'Lost' : returned_on !== null ? 'Returned' : due_on >= TODAY ? 'On loan' : 'Overdue';
    const lateDays = returned_on === null ? 0 : Math.max(0, daysBetween(due_on, returned_on));
    return {
      book_id: book.book_id,
      member_id: member.member_id,
      branch: random.chance(0.8) ? member.branch : random.pick(branches),
      loaned_on,
      due_on,
      returned_on,
      status,
      renewals,
      late_fee: returned_on === null ? null : member.membership === 'Child' ? 0 : roundTo(Math.min(10, lateDays * 0.25), 2),
    };
  });
  drafts.sort((a, b) => a.loaned_on.localeCompare(b.loaned_on) || a.member_id - b.member_id);
  return { books, members, loans: drafts.map((d, i) => ({ loan_id: 1_000_001 + i, ...d })) };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const BOOK_COLUMNS: Column<Book>[] = [
  { header: 'book_id', value: (b) => b.book_id },
  { header: 'isbn', value: (b) => b.isbn },
  { header: 'title', value: (b) => b.title },
  { header: 'author', value: (b) => b.author },
  { header: 'genre', value: (b) => b.genre },
  { header: 'language', value: (b) => b.language },
  { header: 'published_year', value: (b) => b.published },
  { header: 'Replacement Cost (GBP)', value: (b) => b.cost.toFixed(2) },
];

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_id', value: (m) => m.member_id },
  { header: 'membership_type', value: (m) => m.membership },
  { header: 'home_branch', value: (m) => m.branch },
  { header: 'joined', value: (m) => dmy(m.joined) },
  { header: 'birth_year', value: (m) => m.birth_year },
];

const LOAN_COLUMNS: Column<Loan>[] = [
  { header: 'loan_id', value: (l) => l.loan_id, sqlType: 'INTEGER' },
  { header: 'book_id', value: (l) => l.book_id, sqlType: 'INTEGER' },
  { header: 'member_id', value: (l) => l.member_id, sqlType: 'INTEGER' },
  { header: 'branch', value: (l) => l.branch },
  { header: 'loaned_on', value: (l) => l.loaned_on, sqlType: 'DATE' },
  { header: 'due_on', value: (l) => l.due_on, sqlType: 'DATE' },
  { header: 'returned_on', value: (l) => l.returned_on, sqlType: 'DATE' },
  { header: 'loan_status', value: (l) => l.status },
  { header: 'renewals', value: (l) => l.renewals, sqlType: 'INTEGER' },
  { header: 'Late Fee (GBP)', value: (l) => (l.late_fee === null ? null : l.late_fee.toFixed(2)), sqlType: 'VARCHAR' },
];

export const library: BusinessSchema = {
  name: 'library',
  description: 'Public library: 5,000 books (CSV), 3,000 members (XLSX) and 90,000 loans sharing book_id and member_id (Parquet)',
  async build(dir) {
    const { books, members, loans } = generate();
    const files = [
      await writeCsv(join(dir, 'books.csv'), BOOK_COLUMNS, books),
      await writeXlsx(join(dir, 'members.xlsx'), 'Members', MEMBER_COLUMNS, members),
      await writeParquet(join(dir, 'loans.parquet'), LOAN_COLUMNS, loans),
    ];
    const q = questionSet('library');
    const bookOf = new Map(books.map((b) => [b.book_id, b]));
    const memberOf = new Map(members.map((m) => [m.member_id, m]));
    const book = (l: Loan) => bookOf.get(l.book_id)!;
    const member = (l: Loan) => memberOf.get(l.member_id)!;
    const during = (period: string) => (l: Loan) => l.loaned_on.startsWith(period);
    const atBranch = (branch: string) => (l: Loan) => l.branch === branch;
    const borrowed = new Set(loans.map((l) => l.book_id));
    const mostMembers = Math.max(...BRANCH_MEMBERS.map(([, n]) => n));
    const loansPerMember = new Map(
      [...groupBy(loans, (l) => member(l).membership, 'count')].map(([type, n]) => [type, roundTo(n / countWhere(members, (m) => m.membership === type), 4)]),
    );
    const totalTitle = [...groupBy(loans, (l) => book(l).title, 'count', undefined, (l) => book(l).title.startsWith('Total '))].sort(([, a], [, b]) => b - a)[0][0];

    q.ask('How many books are in the catalogue?', count(books.length));
    q.ask('How many loans have been recorded?', count(loans.length));
    q.ask('Loans by status', countsBy(groupBy(loans, (l) => l.status, 'count')));
    q.ask('How many loans are marked overdue?', count(countWhere(loans, (l) => l.status === 'Overdue')));
    q.ask('total late fees collected in pounds', amount(sumOf(loans, (l) => l.late_fee)));
    q.ask('Late fees per branch on loans made in 2024', breakdown(groupBy(loans, (l) => l.branch, 'sum', (l) => l.late_fee, during('2024'))));
    q.ask('Which branch issued the most loans?', winner(groupBy(loans, (l) => l.branch, 'count')));
    q.ask('Which home branch has the most members?', names(BRANCH_MEMBERS.filter(([, n]) => n === mostMembers).map(([b]) => b)));
    q.ask('Members by membership type', countsBy(groupBy(members, (m) => m.membership, 'count')));
    q.ask('How many members joined in 2023?', count(countWhere(members, (m) => m.joined.startsWith('2023'))));
    q.ask('How many members were born before 1950?', count(countWhere(members, (m) => m.birth_year < 1950)));
    q.ask('Top 5 most borrowed titles', ranking(ranked(groupBy(loans, (l) => book(l).title, 'count'), 5)));
    q.ask('Which genre gets borrowed the most?', winner(groupBy(loans, (l) => book(l).genre, 'count')));
    q.ask('number of loans per genre in 2024', countsBy(groupBy(loans, (l) => book(l).genre, 'count', undefined, during('2024'))));
    q.ask('How many books in the catalogue are in NO (Norwegian)?', count(countWhere(books, (b) => b.language === 'NO')));
    q.ask('How many loans were of books in language IT?', count(countWhere(loans, (l) => book(l).language === 'IT')));
    q.ask(`How many times has "${totalTitle}" been borrowed?`, count(countWhere(loans, (l) => book(l).title === totalTitle)));
    q.ask('How many titles in the catalogue start with the word Total?', count(countWhere(books, (b) => b.title.startsWith('Total '))));
    q.ask('What is the total replacement cost of the books that were lost?', amount(sumOf(loans, (l) => book(l).cost, (l) => l.status === 'Lost')));
    q.ask('average replacement cost of a Fantasy book', amount(avgOf(books, (b) => b.cost, (b) => b.genre === 'Fantasy')));
    q.ask('Average loan length in days for returned loans', amount(avgOf(loans, (l) => daysBetween(l.loaned_on, l.returned_on!), (l) => l.returned_on !== null)));
    q.ask('avg renewals per loan for Student members', amount(avgOf(loans, (l) => l.renewals, (l) => member(l).membership === 'Student')));
    q.ask('how many loans by membership type from the Riverside branch', countsBy(groupBy(loans, (l) => member(l).membership, 'count', undefined, atBranch('Riverside'))));
    q.ask('Which membership type borrows the most per member?', winner(loansPerMember));
    q.ask('Which month had the most loans?', month(busiestMonth(loans, (l) => l.loaned_on)));
    q.ask('How many loans were made between 1 June and 31 August 2024?', count(countWhere(loans, (l) => l.loaned_on >= '2024-06-01' && l.loaned_on <= '2024-08-31')));
    q.ask('When was the first loan recorded?', day(dateRange(loans, (l) => l.loaned_on).first));
    q.ask('How many books have never been borrowed?', count(countWhere(books, (b) => !borrowed.has(b.book_id))));
    q.ask('What share of loans were made by Child members?', percent(percentOf(countWhere(loans, (l) => member(l).membership === 'Child'), loans.length)));
    q.ask(
      'Of the loans returned in 2025, what percentage were returned late?',
      percent(percentOf(countWhere(loans, (l) => l.returned_on !== null && l.returned_on.startsWith('2025') && l.returned_on > l.due_on), countWhere(loans, (l) => l.returned_on !== null && l.returned_on.startsWith('2025')))),
    );
    q.ask('How many books were published before 1950?', count(countWhere(books, (b) => b.published < 1950)));

    const central = q.ask('loans at Central in May 2025', count(countWhere(loans, (l) => atBranch('Central')(l) && during('2025-05')(l))));
    const harbour = q.followUp(central, 'and at Harbour?', count(countWhere(loans, (l) => atBranch('Harbour')(l) && during('2025-05')(l))));
    q.followUp(harbour, 'and in June?', count(countWhere(loans, (l) => atBranch('Harbour')(l) && during('2025-06')(l))));

    q.ask('What is the average star rating of our crime novels?', decline('no ratings'));
    q.ask('How many loans were made in 2021?', decline('loans start in July 2023'));
    q.ask('Which members have not renewed their membership fee?', decline('no membership fees or renewals of membership'));
    q.ask('How many e-books were downloaded last month?', decline('no e-book data'));
    q.ask('Which book is the best read for a long flight?', decline('subjective'));
    q.ask('How many loans should we expect over Christmas 2025?', decline('a forecast'));
    q.ask('How many pages does the average book have?', decline('no page counts'));
    q.ask('What condition are the Harbour branch books in?', decline('no condition column'));
    q.ask('Why did loans drop at Elm Park?', decline('causes are not in the data'));
    q.ask('How many hours did staff work at each branch?', decline('no staff data'));
    return { files, questions: q.questions };
  },
};
