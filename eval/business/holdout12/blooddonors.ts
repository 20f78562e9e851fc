// A regional blood donation service: 6,400 registered donors (CSV), 1,300 donation sessions at
// fixed donor centres and mobile venues from January to October 2025 (XLSX) and the ~72,000
// donation attempts made at them (CSV), sharing `donor_id` and `session_id`. Traps: blood groups
// written with signs ("O-", "AB+"), volumes in millilitres with the unit in the header while managers
// ask in litres, session dates stored as dd/mm/yyyy text in the sheet, deferred attempts with no
// volume, haemoglobin left blank when no test was done, a venue named "Total Fitness Leisure
// Centre", donor and session ids that look numeric.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Donor {
  id: number;
  group: string;
  sex: string;
  born: number;
  region: string;
  registered: string;
  status: string;
}

interface Session {
  id: number;
  date: string;
  venue: string;
  town: string;
  type: string;
  slots: number;
}

interface Donation {
  id: number;
  donor: number;
  session: number;
  date: string;
  procedure: string;
  volume: number | null;
  hb: number | null;
  outcome: string;
  reason: string | null;
}

const GROUPS: [string, number][] = [['O+', 35], ['O-', 13], ['A+', 30], ['A-', 8], ['B+', 8], ['B-', 2], ['AB+', 3], ['AB-', 1]];
// venue, town, region, type, weight
const VENUES: [string, string, string, string, number][] = [
  ['Leeds Donor Centre', 'Leeds', 'Yorkshire', 'Fixed', 9], ['Sheffield Donor Centre', 'Sheffield', 'Yorkshire', 'Fixed', 8],
  ['Bristol Donor Centre', 'Bristol', 'South West', 'Fixed', 8], ["St Mary's Church Hall", 'York', 'Yorkshire', 'Mobile', 4],
  ['Total Fitness Leisure Centre', 'Wakefield', 'Yorkshire', 'Mobile', 3], ['Victoria Hall', 'Halifax', 'Yorkshire', 'Mobile', 3],
  ['Harrogate Convention Centre', 'Harrogate', 'Yorkshire', 'Mobile', 3], ['University Sports Hall', 'Sheffield', 'Yorkshire', 'Mobile', 3],
  ['Pavilion Rooms', 'Bath', 'South West', 'Mobile', 3], ['Cathedral Community Hall', 'Exeter', 'South West', 'Mobile', 4],
  ['Corn Exchange', 'Exeter', 'South West', 'Mobile', 2], ['Guildhall', 'Bath', 'South West', 'Mobile', 2],
];
const REASONS: [string, number][] = [['Travel', 30], ['Medication', 25], ['Feeling unwell', 25], ['Recent tattoo', 20]];

function generate(): { donors: Donor[]; sessions: Session[]; donations: Donation[] } {
  const random = createRandom(12_201);
  const donors: Donor[] = [];
  for (let i = 0; i < 6_400; i++) {
    donors.push({
      id: 31_004_000 + i * 7 + random.int(0, 6),
      group: random.weighted(GROUPS.map((g) => g[0]), GROUPS.map((g) => g[1])),
      sex: random.chance(0.53) ? 'F' : 'M',
      born: random.int(1952, 2007),
      region: random.chance(0.62) ? 'Yorkshire' : 'South West',
      registered: random.date('2006-01-01', '2025-10-15'),
      status: random.chance(0.17) ? 'Lapsed' : 'Active',
    });
  }
  const sessions: Session[] = [];
  for (let i = 0; i < 1_300; i++) {
    const [venue, town, , type] = random.weighted(VENUES, VENUES.map((v) => v[4]));
    sessions.push({ id: 0, date: random.date('2025-01-06', '2025-10-31'), venue, town, type, slots: type === 'Fixed' ? random.int(70, 120) : random.int(36, 72) });
  }
  sessions.sort((a, b) => a.date.localeCompare(b.date) || a.venue.localeCompare(b.venue));
  sessions.forEach((s, i) => (s.id = 5_101 + i));
  const regionOf = new Map(VENUES.map((v) => [v.slice(0, 2).join('|'), v[2]]));
  const pool = new Map<string, { list: Donor[]; weights: number[] }>();
  for (const region of ['Yorkshire', 'South West']) {
    const list = donors.filter((d) => d.region === region && d.status === 'Active' && d.registered < '2025-01-01');
    pool.set(region, { list, weights: list.map(() => random.float(0.2, 2, 2)) });
  }
  const donations: Donation[] = [];
  for (const s of sessions) {
    const { list, weights } = pool.get(regionOf.get(`${s.venue}|${s.town}`)!)!;
    const n = Math.round(s.slots * random.float(0.55, 1, 2));
    for (let k = 0; k < n; k++) {
      const d = random.weighted(list, weights);
      const procedure = s.type === 'Fixed' ? random.weighted(['Whole blood', 'Platelets', 'Plasma'], [60, 22, 18]) : 'Whole blood';
      const hb = roundTo(d.sex === 'F' ? random.normal(13.7, 0.9) : random.normal(15, 1), 1);
      let outcome = 'Completed';
      let reason: string | null = null;
      let tested = true;
      if (hb < (d.sex === 'F' ? 12.5 : 13.5)) {
        outcome = 'Deferred';
        reason = 'Low Hb';
      } else if (random.chance(0.035)) {
        outcome = 'Deferred';
        reason = random.weighted(REASONS.map((r) => r[0]), REASONS.map((r) => r[1]));
        tested = false;
      } else if (random.chance(0.03)) outcome = 'Incomplete';
      const full = procedure === 'Whole blood' ? random.normal(470, 8) : procedure === 'Platelets' ? random.normal(250, 25) : random.normal(650, 35);
      donations.push({
        id: 0,
        donor: d.id,
        session: s.id,
        date: s.date,
        procedure,
        volume: outcome === 'Deferred' ? null : Math.round(outcome === 'Incomplete' ? full * random.float(0.2, 0.8, 2) : full),
        hb: tested && !random.chance(0.04) ? hb : null,
        outcome,
        reason,
      });
    }
  }
  donations.forEach((d, i) => (d.id = 60_000_001 + i));
  return { donors, sessions, donations };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const DONOR_COLUMNS: Column<Donor>[] = [
  { header: 'donor_id', value: (d) => d.id },
  { header: 'blood_group', value: (d) => d.group },
  { header: 'sex', value: (d) => d.sex },
  { header: 'birth_year', value: (d) => d.born },
  { header: 'region', value: (d) => d.region },
  { header: 'registered_on', value: (d) => d.registered },
  { header: 'donor_status', value: (d) => d.status },
];

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'session_id', value: (s) => s.id },
  { header: 'session_date', value: (s) => dmy(s.date) },
  { header: 'venue', value: (s) => s.venue },
  { header: 'town', value: (s) => s.town },
  { header: 'session_type', value: (s) => s.type },
  { header: 'appointment_slots', value: (s) => s.slots },
];

const DONATION_COLUMNS: Column<Donation>[] = [
  { header: 'donation_id', value: (d) => d.id },
  { header: 'donor_id', value: (d) => d.donor },
  { header: 'session_id', value: (d) => d.session },
  { header: 'donation_date', value: (d) => d.date },
  { header: 'procedure', value: (d) => d.procedure },
  { header: 'Volume (ml)', value: (d) => d.volume },
  { header: 'Hb (g/dL)', value: (d) => d.hb },
  { header: 'outcome', value: (d) => d.outcome },
  { header: 'deferral_reason', value: (d) => d.reason },
];

export const blooddonors: BusinessSchema = {
  name: 'blooddonors',
  description: 'A blood service: 6,400 donors (CSV), 1,300 sessions Jan-Oct 2025 (XLSX) and ~72,000 donation attempts with volumes in ml (CSV), sharing donor_id and session_id',
  async build(dir) {
    const { donors, sessions, donations } = generate();
    const files = [
      await writeCsv(join(dir, 'donors.csv'), DONOR_COLUMNS, donors),
      await writeXlsx(join(dir, 'sessions.xlsx'), 'Sessions', SESSION_COLUMNS, sessions),
      await writeCsv(join(dir, 'donations.csv'), DONATION_COLUMNS, donations),
    ];
    const q = questionSet('blooddonors');
    const donorOf = new Map(donors.map((d) => [d.id, d]));
    const sessionOf = new Map(sessions.map((s) => [s.id, s]));
    const donor = (x: Donation) => donorOf.get(x.donor)!;
    const session = (x: Donation) => sessionOf.get(x.session)!;
    const ml = (x: Donation) => x.volume;
    const completed = (x: Donation) => x.outcome === 'Completed';
    const deferred = (x: Donation) => x.outcome === 'Deferred';
    const inMonth = (m: string) => (x: Donation) => x.date.startsWith(m);
    const deferralRate = (key: (x: Donation) => string) => {
      const all = groupBy(donations, key, 'count');
      const bad = groupBy(donations, key, 'count', undefined, deferred);
      return new Map([...all].map(([k, n]) => [k, percentOf(bad.get(k) ?? 0, n)]));
    };

    q.ask('How many donors are registered with us?', count(donors.length));
    q.ask('donors by blood group', countsBy(groupBy(donors, (d) => d.group, 'count')));
    q.ask('What percentage of our donors are O negative?', percent(percentOf(countWhere(donors, (d) => d.group === 'O-'), donors.length)));
    q.ask('How many donors have lapsed?', count(countWhere(donors, (d) => d.status === 'Lapsed')));
    q.ask('How many new donors registered in 2025?', count(countWhere(donors, (d) => d.registered >= '2025-01-01')));
    q.ask('How many of our donors were born before 1970?', count(countWhere(donors, (d) => d.born < 1970)));

    q.ask('How many donations were completed?', count(countWhere(donations, completed)));
    q.ask('How many litres of blood and blood products have we collected in total?', amount(sumOf(donations, ml) / 1000, 1));
    q.ask('Average volume of a completed whole blood donation, in ml', amount(avgOf(donations, ml, (x) => completed(x) && x.procedure === 'Whole blood'), 1));
    q.ask('What is our deferral rate?', percent(percentOf(countWhere(donations, deferred), donations.length)));
    q.ask('What is the most common reason for deferring a donor?', winner(groupBy(donations, (x) => x.reason, 'count')));
    q.ask('donation attempts by procedure', countsBy(groupBy(donations, (x) => x.procedure, 'count')));
    q.ask('How many litres of plasma did we collect in Q2?', amount(sumOf(donations, ml, (x) => x.procedure === 'Plasma' && quarterOf(x.date) === 2) / 1000, 1));
    q.ask('What share of donation attempts ended incomplete?', percent(percentOf(countWhere(donations, (x) => x.outcome === 'Incomplete'), donations.length)));
    const may = q.ask('How many donation attempts were there in May?', count(countWhere(donations, inMonth('2025-05'))));
    q.followUp(may, 'And June?', count(countWhere(donations, inMonth('2025-06'))));
    q.ask('Which month saw the most donation attempts?', month(busiestMonth(donations, (x) => x.date)));
    q.ask("What's the average Hb reading for female donors?", amount(avgOf(donations, (x) => x.hb, (x) => donor(x).sex === 'F'), 2));
    q.ask('How many completed donations came from AB- donors?', count(countWhere(donations, (x) => completed(x) && donor(x).group === 'AB-')));
    q.ask('completed volume per blood group in litres', breakdown(new Map([...groupBy(donations, (x) => donor(x).group, 'sum', ml, completed)].map(([k, v]) => [k, v / 1000])), 1));
    const gave = new Set(donations.map((x) => x.donor));
    q.ask('How many different donors made at least one donation attempt?', count(gave.size));
    q.ask('How many registered donors have no donation attempts recorded?', count(countWhere(donors, (d) => !gave.has(d.id))));
    q.ask('Which donor region has the higher deferral rate?', winner(deferralRate((x) => donor(x).region)));
    q.ask('How many platelet donations did South West donors complete?', count(countWhere(donations, (x) => completed(x) && x.procedure === 'Platelets' && donor(x).region === 'South West')));
    q.ask('deferral rate by sex', breakdown(deferralRate((x) => donor(x).sex), 1));

    q.ask('How many sessions did we hold?', count(sessions.length));
    q.ask('How many of the sessions were mobile sessions?', count(countWhere(sessions, (s) => s.type === 'Mobile')));
    q.ask('How many appointment slots did we offer in March?', count(sumOf(sessions, (s) => s.slots, (s) => s.date.startsWith('2025-03'))));
    q.ask('When was the first session held?', day(dateRange(sessions, (s) => s.date).first));
    q.ask('sessions per town', countsBy(groupBy(sessions, (s) => s.town, 'count')));
    q.ask('Which town had the most donation attempts?', winner(groupBy(donations, (x) => session(x).town, 'count')));
    q.ask('Top 3 venues by volume collected', ranking(ranked(groupBy(donations, (x) => session(x).venue, 'sum', ml), 3)));
    q.ask('How many different donors came to sessions at the Total Fitness Leisure Centre?', count(new Set(donations.filter((x) => session(x).venue === 'Total Fitness Leisure Centre').map((x) => x.donor)).size));
    q.ask('How many donation attempts were made at mobile sessions in Bath?', count(countWhere(donations, (x) => session(x).town === 'Bath' && session(x).type === 'Mobile')));
    q.ask('What is the average number of donation attempts per session?', amount(donations.length / sessions.length, 1));

    q.ask('How many units did hospitals order from us last month?', decline('no hospital orders'));
    q.ask('How satisfied are donors with their visit?', decline('no feedback'));
    q.ask('How many donors have the Bombay blood group?', decline('no such group in the data'));
    q.ask('How many donations did we take in 2024?', decline('donations start in January 2025'));
    q.ask('How long does a donor spend in the chair on average?', decline('no durations'));
    q.ask('How far do donors travel to sessions?', decline('no addresses or distances'));
    q.ask('What does each donation cost us?', decline('no costs'));
    q.ask('How many donors fainted after donating?', decline('no adverse event data'));
    q.ask('How many donations were collected at sessions in Glasgow?', decline('no Glasgow sessions'));
    q.ask('Break down our donors by ethnicity', decline('no ethnicity column'));
    q.ask('How many units of O- are in stock today?', decline('no stock data'));
    return { files, questions: q.questions };
  },
};
