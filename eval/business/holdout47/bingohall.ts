// A bingo hall: 700-odd sessions from January to October 2025 (XLSX: session type, caller,
// advertised jackpot, held or cancelled), 36,000 admissions (CSV) and the prize payouts (CSV), the
// three sharing a Session ID with leading zeros ("000214"); admissions and payouts carry member
// numbers with leading zeros, blank for guests. Traps: money as text with a pound sign, session
// and claim dates in three formats, voided admissions and payouts beside the rest, unclaimed prizes
// with no claim date, a game called "Total Blackout" (a jackpot game, not a total), the session
// date only in the sessions table, jackpots with the unit in the header, and cancelled sessions
// with no admissions.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';
import { dateText, pad, pickStyle, pounds, type DateStyle } from './shared.ts';

interface Session {
  id: string;
  date: string;
  style: DateStyle;
  type: string;
  caller: string;
  jackpot: number;
  status: string;
}

interface Admission {
  no: string;
  session: string;
  member: string | null;
  ticket: string;
  books: number;
  paid: number;
  status: string;
}

interface Payout {
  ref: string;
  session: string;
  game: string;
  member: string | null;
  prize: number;
  status: string;
  claimed: string | null;
  style: DateStyle;
}

const CALLERS: [string, number][] = [['Brenda', 35], ['Gary', 30], ['Maureen', 20], ['Des', 15]];
// game, min prize, max prize, chance per session
const GAMES: [string, number, number, number][] = [['Line', 10, 30, 1], ['Two Lines', 20, 60, 1], ['Full House', 50, 200, 1], ['Total Blackout', 250, 1000, 0.12], ['Snowball', 300, 800, 0.2]];

function generate(): { sessions: Session[]; admissions: Admission[]; payouts: Payout[] } {
  const random = createRandom(47_404);
  const sessions: Session[] = [];
  for (let d = 0; d < 304; d++) {
    const date = new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10);
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    const types = dow === 0 ? ['Sunday Special', 'Evening'] : dow === 5 || dow === 6 ? ['Afternoon', 'Evening', 'Late Night'] : ['Afternoon', 'Evening'];
    for (const type of types) {
      const jackpot = type === 'Sunday Special' ? random.pick([1000, 1500, 2000]) : type === 'Late Night' ? random.pick([300, 500]) : random.pick([250, 500, 750]);
      sessions.push({ id: '', date, style: pickStyle(random, [30, 40, 30]), type, caller: random.weighted(CALLERS.map((c) => c[0]), CALLERS.map((c) => c[1])), jackpot, status: random.chance(0.015) ? 'Cancelled' : 'Held' });
    }
  }
  sessions.forEach((s, i) => (s.id = pad(101 + i, 6)));
  const held = sessions.filter((s) => s.status === 'Held');
  const members = Array.from({ length: 2_600 }, (_, i) => pad(1_000 + i * 3 + random.int(0, 2), 6));
  const memberWeights = members.map(() => random.weighted([1, 4, 12], [60, 30, 10]));
  const admissions: Admission[] = [];
  const sessionWeights = held.map((s) => (s.type === 'Evening' ? 1.4 : s.type === 'Sunday Special' ? 1.8 : s.type === 'Late Night' ? 0.7 : 1) * (s.caller === 'Gary' ? 1.1 : 1));
  for (let i = 0; i < 36_000; i++) {
    const s = random.weighted(held, sessionWeights);
    const member = random.chance(0.12) ? null : random.weighted(members, memberWeights);
    const ticket = random.weighted(['Standard Book', 'Premium Book'], [72, 28]);
    const books = random.weighted([1, 2, 3], [60, 30, 10]);
    const unit = (ticket === 'Premium Book' ? 18 : 10) * (s.type === 'Late Night' ? 0.8 : 1);
    admissions.push({ no: '', session: s.id, member, ticket, books, paid: roundTo(books * unit + (member === null ? 2.5 : 0), 2), status: random.chance(0.02) ? 'Void' : 'Admitted' });
  }
  admissions.sort((a, b) => a.session.localeCompare(b.session));
  admissions.forEach((a, i) => (a.no = `AD${pad(i + 1, 6)}`));
  const payouts: Payout[] = [];
  const present = new Map<string, (string | null)[]>();
  for (const a of admissions) {
    let list = present.get(a.session);
    if (!list) present.set(a.session, (list = []));
    list.push(a.member);
  }
  for (const s of held) {
    const crowd = present.get(s.id) ?? [null];
    for (const [game, min, max, chance] of GAMES) {
      if (!random.chance(chance)) continue;
      const wins = game === 'Total Blackout' || game === 'Snowball' ? 1 : random.weighted([1, 2], [80, 20]);
      for (let w = 0; w < wins; w++) {
        const prize = game === 'Total Blackout' ? s.jackpot : roundTo(random.int(min, max) / (wins === 2 ? 2 : 1), 2);
        const roll = random.next();
        const status = roll < 0.02 ? 'Void' : roll < 0.05 ? 'Unclaimed' : 'Paid';
        payouts.push({ ref: '', session: s.id, game, member: random.pick(crowd), prize, status, claimed: status === 'Paid' ? s.date : null, style: pickStyle(random, [20, 50, 30]) });
      }
    }
  }
  payouts.forEach((p, i) => (p.ref = `PO-${pad(i + 1, 5)}`));
  return { sessions, admissions, payouts };
}

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'Session ID', value: (s) => s.id },
  { header: 'Date', value: (s) => dateText(s.date, s.style) },
  { header: 'Session', value: (s) => s.type },
  { header: 'Caller', value: (s) => s.caller },
  { header: 'Advertised Jackpot (£)', value: (s) => s.jackpot },
  { header: 'Status', value: (s) => s.status },
];

const ADMISSION_COLUMNS: Column<Admission>[] = [
  { header: 'Admission No', value: (a) => a.no },
  { header: 'Session ID', value: (a) => a.session },
  { header: 'Member No', value: (a) => a.member },
  { header: 'Ticket Type', value: (a) => a.ticket },
  { header: 'Books', value: (a) => a.books },
  { header: 'Paid', value: (a) => pounds(a.paid) },
  { header: 'Status', value: (a) => a.status },
];

const PAYOUT_COLUMNS: Column<Payout>[] = [
  { header: 'Payout Ref', value: (p) => p.ref },
  { header: 'Session ID', value: (p) => p.session },
  { header: 'Game', value: (p) => p.game },
  { header: 'Member No', value: (p) => p.member },
  { header: 'Prize', value: (p) => pounds(p.prize) },
  { header: 'Status', value: (p) => p.status },
  { header: 'Claimed On', value: (p) => (p.claimed === null ? null : dateText(p.claimed, p.style)) },
];

export const bingohall: BusinessSchema = {
  name: 'bingohall',
  description: 'A bingo hall: 700-odd sessions Jan-Oct 2025 (XLSX), 36,000 admissions and the prize payouts with money as text (CSV), sharing Session ID',
  async build(dir) {
    const { sessions, admissions, payouts } = generate();
    const files = [
      await writeXlsx(join(dir, 'sessions.xlsx'), 'Sessions', SESSION_COLUMNS, sessions),
      await writeCsv(join(dir, 'admissions.csv'), ADMISSION_COLUMNS, admissions),
      await writeCsv(join(dir, 'payouts.csv'), PAYOUT_COLUMNS, payouts),
    ];
    const q = questionSet('bingohall');
    const sOf = new Map(sessions.map((s) => [s.id, s]));
    const ok = (a: Admission) => a.status === 'Admitted';
    const paid = (a: Admission) => a.paid;
    const won = (p: Payout) => p.status === 'Paid';
    const prize = (p: Payout) => p.prize;
    const dateOf = (x: { session: string }) => sOf.get(x.session)!.date;
    const typeOf = (x: { session: string }) => sOf.get(x.session)!.type;

    q.ask('How many sessions are on the list?', count(sessions.length));
    q.ask('How many sessions were cancelled?', count(countWhere(sessions, (s) => s.status === 'Cancelled')));
    const attended = new Set(admissions.map((a) => a.session));
    q.ask('How many sessions had no admissions at all?', count(sessions.filter((s) => !attended.has(s.id)).length));
    q.ask('How many admissions do we have in total?', count(admissions.length));
    q.ask('How many admissions were voided?', count(countWhere(admissions, (a) => a.status === 'Void')));
    q.ask('Total admission takings, leaving out voids', amount(sumOf(admissions, paid, ok)));
    q.ask('Admission takings by session type (no voids)', breakdown(groupBy(admissions, typeOf, 'sum', paid, ok)));
    const evening = held(sessions, 'Evening');
    q.ask('Average number of admissions per Evening session that went ahead (not counting voids)', amount(countWhere(admissions, (a) => ok(a) && typeOf(a) === 'Evening') / evening, 1));
    q.ask("Which caller's sessions took the most admission money? (excluding voids)", winner(groupBy(admissions, (a) => sOf.get(a.session)!.caller, 'sum', paid, ok)));
    q.ask('How much prize money have we paid out?', amount(sumOf(payouts, prize, won)));
    q.ask('Prize money paid by game', breakdown(groupBy(payouts, (p) => p.game, 'sum', prize, won)));
    q.ask('How many Total Blackout jackpots have been paid out?', count(countWhere(payouts, (p) => won(p) && p.game === 'Total Blackout')));
    q.ask('What is the biggest single prize we have paid?', amount(maxOf(payouts, prize, won)));
    q.ask('Average Full House prize paid', amount(avgOf(payouts, prize, (p) => won(p) && p.game === 'Full House')));
    q.ask('How many prizes are unclaimed?', count(countWhere(payouts, (p) => p.status === 'Unclaimed')));
    q.ask('How much prize money is sitting unclaimed?', amount(sumOf(payouts, prize, (p) => p.status === 'Unclaimed')));
    q.ask('What percentage of admission takings (excluding voids) went back out as paid prizes?', percent(percentOf(sumOf(payouts, prize, won), sumOf(admissions, paid, ok))));
    q.ask('Which month had the highest admission takings? (no voids)', month(ranked(groupBy(admissions, (a) => dateOf(a).slice(0, 7), 'sum', paid, ok), 1)[0]));
    q.ask('How many admissions in March 2025, not counting voids?', count(countWhere(admissions, (a) => ok(a) && dateOf(a).startsWith('2025-03'))));
    q.ask('How many guest admissions (no member number) were there, voids excluded?', count(countWhere(admissions, (a) => ok(a) && a.member === null)));
    q.ask('What share of admissions bought premium books? (voids excluded)', percent(percentOf(countWhere(admissions, (a) => ok(a) && a.ticket === 'Premium Book'), countWhere(admissions, ok))));
    q.ask('Average amount paid per admission, voids excluded', amount(avgOf(admissions, paid, ok)));
    q.ask('How many books did we sell in total (not void)?', count(sumOf(admissions, (a) => a.books, ok)));
    q.ask('Which member has won the most prize money? (paid prizes)', memberWinner(groupBy(payouts, (p) => p.member, 'sum', prize, won)));
    q.ask('How many different members came in? (voids excluded)', count(new Set(admissions.filter((a) => ok(a) && a.member !== null).map((a) => a.member)).size));
    q.ask('Late Night admission takings in Q2 2025 (excluding voids)', amount(sumOf(admissions, paid, (a) => ok(a) && typeOf(a) === 'Late Night' && quarterOf(dateOf(a)) === 2)));
    q.ask('How many sessions has each caller run? (held sessions only)', countsBy(groupBy(sessions, (s) => s.caller, 'count', undefined, (s) => s.status === 'Held')));
    q.ask('Takings from Sunday Special sessions in August 2025, voids excluded', amount(sumOf(admissions, paid, (a) => ok(a) && typeOf(a) === 'Sunday Special' && dateOf(a).startsWith('2025-08'))));
    q.ask('Average advertised jackpot on Evening sessions', amount(avgOf(sessions, (s) => s.jackpot, (s) => s.type === 'Evening'), 2));
    q.ask('How many payouts were voided?', count(countWhere(payouts, (p) => p.status === 'Void')));
    q.ask('Which game has paid out the most prize money?', winner(groupBy(payouts, (p) => p.game, 'sum', prize, won)));
    q.ask("How many prizes were paid on Gary's sessions?", count(countWhere(payouts, (p) => won(p) && sOf.get(p.session)!.caller === 'Gary')));
    q.ask('Top 3 session types by number of admissions (no voids)', ranking(ranked(groupBy(admissions, typeOf, 'count', undefined, ok), 3)));
    q.ask('How many admissions between 10 and 20 July 2025? (voids excluded)', count(countWhere(admissions, (a) => ok(a) && dateOf(a) >= '2025-07-10' && dateOf(a) <= '2025-07-20')));
    q.ask('What share of admission takings came from Late Night sessions? (no voids)', percent(percentOf(sumOf(admissions, paid, (a) => ok(a) && typeOf(a) === 'Late Night'), sumOf(admissions, paid, ok))));
    const may = q.ask('Evening admissions in May 2025, excluding voids', count(countWhere(admissions, (a) => ok(a) && typeOf(a) === 'Evening' && dateOf(a).startsWith('2025-05'))));
    q.followUp(may, 'and in June?', count(countWhere(admissions, (a) => ok(a) && typeOf(a) === 'Evening' && dateOf(a).startsWith('2025-06'))));

    q.ask('How much did the bar and café take last month?', decline('no food or bar sales'));
    q.ask('What do we pay the callers per session?', decline('no wages'));
    q.ask('How much did the slot machines make?', decline('no machine income'));
    q.ask('What is the average age of our members?', decline('no member ages'));
    q.ask('Which postcodes do most members come from?', decline('no addresses'));
    q.ask('How many dabbers did we sell?', decline('no dabber sales'));
    q.ask('Which numbers get called most often?', decline('no called numbers'));
    q.ask('How long does an Evening session last on average?', decline('no session times'));
    q.ask("What was the electricity bill for the hall in July?", decline('no utility costs'));
    q.ask('How many members renewed their membership this year?', decline('no membership records'));
    q.ask('Which members have email marketing turned on?', decline('no contact preferences'));
    return { files, questions: q.questions };
  },
};

function held(sessions: Session[], type: string): number {
  return countWhere(sessions, (s) => s.status === 'Held' && s.type === type);
}

/** The winning member; the number may be written without its leading zeros. */
function memberWinner(groups: Map<string, number>): Expected {
  const expected = winner(groups);
  if (expected.kind !== 'name') throw new Error('expected a name');
  return { ...expected, aliases: [String(Number(expected.value))] };
}
