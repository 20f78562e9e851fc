// A sailing club: 840 members (XLSX), 3,600 boat hires (CSV) and about 10,000 race entries (CSV), the
// three sharing `member_no`, March to October 2025. Traps: member numbers that are codes
// ("SC-0412"), hire hours stored as text, fees in pounds with the unit in the header, elapsed race
// times in seconds, a dinghy class called "OK" (a stopword), result codes (FIN, DNF, DNS, OCS) with
// blank positions for boats that did not finish, blank RYA levels, and members who never sail.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Member {
  no: string;
  first: string;
  last: string;
  type: string;
  joined: string;
  fee: number;
  status: string;
  rya: string | null;
}

interface Hire {
  id: number;
  member: string;
  boat: string;
  cls: string;
  date: string;
  hours: number;
  fee: number;
  damage: string;
}

interface Entry {
  race: string;
  date: string;
  series: string;
  member: string;
  cls: string;
  sailNo: number;
  result: string;
  position: number | null;
  elapsed: number | null;
}

const FIRST = ['Anna', 'Alasdair', 'Bridget', 'Calum', 'Deirdre', 'Eilidh', 'Finlay', 'Greer', 'Innes', 'Jamie', 'Kirsty', 'Morag', 'Niall', 'Ruaridh', 'Shona', 'Torquil', 'Una', 'Struan', 'Isla', 'Mhairi', 'Bill', 'Clare', 'David', 'Emma', 'Fergus', 'Gillian', 'Hamish', 'Iona', 'James', 'Katie', 'Lachlan', 'Moira', 'Neil', 'Orla', 'Peter', 'Rachel', 'Stuart', 'Tamsin', 'Victor', 'Wendy', 'Euan', 'Fiona', 'Graham'];
const LAST = ['Anderson', 'Bell', 'Campbell', 'Duncan', 'Fraser', 'Gordon', 'Hay', 'Irvine', 'Kerr', 'Lindsay', 'MacLeod', 'Munro', 'Paterson', 'Ross', 'Sinclair', 'Stewart', 'Thomson', 'Watt', 'Young', 'Reid', 'Murray', 'Boyd'];
// type, annual fee (GBP), weight
const TYPES: [string, number, number][] = [['Full', 395, 40], ['Family', 560, 18], ['Junior', 120, 16], ['Crew', 210, 14], ['Social', 85, 12]];
const RYA = ['Dinghy Level 2', 'Dinghy Level 3', 'Day Skipper', 'Coastal Skipper', 'Yachtmaster'];
// boat, class, hourly rate
const FLEET: [string, string, number][] = [
  ['Osprey', 'Laser', 14], ['Kestrel', 'Laser', 14], ['Merlin', 'Laser', 14], ['Puffin', 'Topper', 10], ['Gannet', 'Topper', 10],
  ['Skua', 'RS Feva', 16], ['Tern', 'RS Feva', 16], ['Curlew', 'Wayfarer', 22], ['Heron', 'Wayfarer', 22], ['Fulmar', 'OK', 15],
  ['Shearwater', 'J/24', 48], ['Albatross', 'J/24', 48],
];
const RACE_CLASSES: [string, number, number][] = [['Laser', 2_950, 30], ['RS Feva', 3_300, 14], ['OK', 3_050, 10], ['Wayfarer', 3_600, 12], ['Topper', 3_500, 12], ['J/24', 4_100, 9]];
// series, first day, last day, day of week (0 Sunday)
const SERIES: [string, string, string, number][] = [
  ['Spring Series', '2025-03-02', '2025-05-25', 0], ['Summer Evening', '2025-05-07', '2025-08-27', 3],
  ['Summer Sunday', '2025-06-01', '2025-08-31', 0], ['Autumn Series', '2025-09-07', '2025-10-26', 0],
];

function generate(): { members: Member[]; hires: Hire[]; entries: Entry[] } {
  const random = createRandom(39_127);
  const members: Member[] = [];
  const names = new Set<string>();
  while (members.length < 840) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    if (names.has(`${first} ${last}`)) continue;
    names.add(`${first} ${last}`);
    const [type, fee] = random.weighted(TYPES, TYPES.map((t) => t[2]));
    members.push({
      no: '',
      first,
      last,
      type,
      joined: random.date('1998-04-01', '2025-09-30'),
      fee,
      status: random.chance(0.82) ? 'Active' : 'Lapsed',
      rya: type === 'Social' || random.chance(0.3) ? null : random.weighted(RYA, [30, 25, 22, 14, 9]),
    });
  }
  members.sort((a, b) => a.joined.localeCompare(b.joined));
  members.forEach((m, i) => (m.no = `SC-${String(i + 101).padStart(4, '0')}`));
  const sailors = members.filter((m) => m.status === 'Active' && m.type !== 'Social');
  const hirers = sailors.filter(() => random.chance(0.7));
  const hireWeight = hirers.map(() => random.float(0.2, 3, 2));
  const hires: Hire[] = [];
  for (let i = 0; i < 3_600; i++) {
    const m = random.weighted(hirers, hireWeight);
    const [boat, cls, rate] = m.type === 'Junior' ? random.pick(FLEET.filter((f) => f[1] === 'Topper' || f[1] === 'RS Feva')) : random.weighted(FLEET, FLEET.map((f) => (f[1] === 'J/24' ? 1 : 3)));
    const month = random.weighted([3, 4, 5, 6, 7, 8, 9, 10], [4, 8, 12, 16, 18, 18, 13, 7]);
    const date = `2025-${String(month).padStart(2, '0')}-${String(random.int(1, month === 4 || month === 6 || month === 9 ? 30 : 31)).padStart(2, '0')}`;
    const hours = random.pick([1, 1.5, 2, 2, 2.5, 3, 3, 4, 6]);
    hires.push({ id: 0, member: m.no, boat, cls, date, hours, fee: roundTo(hours * rate, 2), damage: random.chance(cls === 'Topper' ? 0.06 : 0.03) ? 'Y' : 'N' });
  }
  hires.sort((a, b) => a.date.localeCompare(b.date) || a.member.localeCompare(b.member));
  hires.forEach((h, i) => (h.id = 7_001 + i));
  const racers = sailors.filter((m) => m.type !== 'Junior' || random.chance(0.5)).filter(() => random.chance(0.6));
  const racerClass = new Map(racers.map((m) => [m.no, random.weighted(RACE_CLASSES, RACE_CLASSES.map((c) => c[2]))]));
  const keenness = racers.map(() => random.float(0.1, 0.6, 2));
  const entries: Entry[] = [];
  let raceNo = 0;
  for (const [series, from, to, weekday] of SERIES) {
    for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) {
      if (new Date(d).getUTCDay() !== weekday) continue;
      const date = new Date(d).toISOString().slice(0, 10);
      const races = series === 'Summer Evening' ? 1 : 2;
      for (let r = 0; r < races; r++) {
        raceNo++;
        const race = `R25-${String(raceNo).padStart(3, '0')}`;
        const wind = random.float(0.85, 1.2, 2);
        const boats: Entry[] = [];
        racers.forEach((m, i) => {
          if (!random.chance(keenness[i])) return;
          const [cls, base] = racerClass.get(m.no)!;
          const roll = random.next();
          const result = roll < 0.05 ? 'DNF' : roll < 0.08 ? 'DNS' : roll < 0.095 ? 'OCS' : 'FIN';
          const minutes = series === 'Summer Evening' ? 0.7 : 1;
          const elapsed = result === 'FIN' ? Math.round(base * minutes * wind * random.float(0.9, 1.2, 3)) : null;
          boats.push({ race, date, series, member: m.no, cls, sailNo: 100_000 + Number(m.no.slice(3)) * 7, result, position: null, elapsed });
        });
        const finishers = boats.filter((b) => b.elapsed !== null).sort((a, b) => a.elapsed! - b.elapsed! || a.member.localeCompare(b.member));
        finishers.forEach((b, i) => (b.position = i + 1));
        entries.push(...boats);
      }
    }
  }
  return { members, hires, entries };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_no', value: (m) => m.no },
  { header: 'first_name', value: (m) => m.first },
  { header: 'surname', value: (m) => m.last },
  { header: 'membership_type', value: (m) => m.type },
  { header: 'joined', value: (m) => m.joined },
  { header: 'Annual Fee (GBP)', value: (m) => m.fee },
  { header: 'status', value: (m) => m.status },
  { header: 'rya_level', value: (m) => m.rya },
];

const HIRE_COLUMNS: Column<Hire>[] = [
  { header: 'hire_id', value: (h) => h.id },
  { header: 'member_no', value: (h) => h.member },
  { header: 'boat_name', value: (h) => h.boat },
  { header: 'boat_class', value: (h) => h.cls },
  { header: 'hire_date', value: (h) => h.date },
  { header: 'hours', value: (h) => `${h.hours} h` },
  { header: 'Hire Fee (GBP)', value: (h) => h.fee.toFixed(2) },
  { header: 'damage_reported', value: (h) => h.damage },
];

const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'race_id', value: (e) => e.race },
  { header: 'race_date', value: (e) => e.date },
  { header: 'series', value: (e) => e.series },
  { header: 'member_no', value: (e) => e.member },
  { header: 'class', value: (e) => e.cls },
  { header: 'sail_number', value: (e) => e.sailNo },
  { header: 'result', value: (e) => e.result },
  { header: 'position', value: (e) => e.position },
  { header: 'elapsed_seconds', value: (e) => e.elapsed },
];

export const sailingclub: BusinessSchema = {
  name: 'sailingclub',
  description: "A sailing club's 2025 season: 840 members (XLSX), boat hires (CSV) and race entries (CSV) sharing member_no, fees in GBP",
  async build(dir) {
    const { members, hires, entries } = generate();
    const files = [
      await writeXlsx(join(dir, 'members.xlsx'), 'Members', MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'boat_hires.csv'), HIRE_COLUMNS, hires),
      await writeCsv(join(dir, 'race_results.csv'), ENTRY_COLUMNS, entries),
    ];
    const q = questionSet('sailingclub');
    const memberOf = new Map(members.map((m) => [m.no, m]));
    const fullName = (no: string) => `${memberOf.get(no)!.first} ${memberOf.get(no)!.last}`;
    const active = (m: Member) => m.status === 'Active';
    const fee = (h: Hire) => h.fee;
    const finished = (e: Entry) => e.result === 'FIN';
    const races = new Set(entries.map((e) => e.race));

    q.ask('How many members does the club have?', count(members.length));
    q.ask('How many active members are there?', count(countWhere(members, active)));
    q.ask('members by membership type', countsBy(groupBy(members, (m) => m.type, 'count')));
    q.ask('Total annual fees from active members', amount(sumOf(members, (m) => m.fee, active)));
    q.ask('How many members joined in 2024?', count(countWhere(members, (m) => m.joined.startsWith('2024'))));
    q.ask('Who is our longest-standing member? When did they join?', day(members[0].joined));
    q.ask('How many boat hires were there this season?', count(hires.length));
    q.ask('Total hire income', amount(sumOf(hires, fee)));
    q.ask('Which boat class gets hired the most?', winner(groupBy(hires, (h) => h.cls, 'count')));
    q.ask('What is the average length of a hire in hours?', amount(avgOf(hires, (h) => h.hours), 2));
    q.ask('How many hires had damage reported?', count(countWhere(hires, (h) => h.damage === 'Y')));
    q.ask('Which boat class has the highest damage rate?', winner(new Map([...groupBy(hires, (h) => h.cls, 'count')].map(([k, n]) => [k, percentOf(countWhere(hires, (h) => h.cls === k && h.damage === 'Y'), n)]))));
    q.ask('Hire income by boat class', breakdown(groupBy(hires, (h) => h.cls, 'sum', fee)));
    q.ask('Which month had the most hires?', month(busiestMonth(hires, (h) => h.date)));
    q.ask('How many hires between 14 July and 10 August 2025?', count(countWhere(hires, (h) => h.date >= '2025-07-14' && h.date <= '2025-08-10')));
    const laser = q.ask('How many hours were Lasers hired for in total?', amount(sumOf(hires, (h) => h.hours, (h) => h.cls === 'Laser'), 1));
    q.followUp(laser, 'and the Wayfarers?', amount(sumOf(hires, (h) => h.hours, (h) => h.cls === 'Wayfarer'), 1));
    q.ask('Which single boat brought in the most hire income?', winner(groupBy(hires, (h) => h.boat, 'sum', fee)));
    q.ask('How many hires were made by junior members?', count(countWhere(hires, (h) => memberOf.get(h.member)!.type === 'Junior')));
    const hired = new Set(hires.map((h) => h.member));
    q.ask('How many active members never hired a boat?', count(countWhere(members, (m) => active(m) && !hired.has(m.no))));
    q.ask('How many races were sailed in 2025?', count(races.size));
    q.ask('How many race entries were there in the Summer Evening series?', count(countWhere(entries, (e) => e.series === 'Summer Evening')));
    q.ask('Race entries per series', countsBy(groupBy(entries, (e) => e.series, 'count')));
    q.ask('Which class won the most races?', winner(groupBy(entries, (e) => e.cls, 'count', undefined, (e) => e.position === 1)));
    q.ask('How many DNFs were there?', count(countWhere(entries, (e) => e.result === 'DNF')));
    q.ask('What percentage of race entries did not finish (anything other than FIN)?', percent(percentOf(countWhere(entries, (e) => !finished(e)), entries.length)));
    q.ask('Average elapsed time of Laser finishers, in minutes', amount(avgOf(entries, (e) => e.elapsed, (e) => e.cls === 'Laser') / 60, 1));
    q.ask('Top 5 members by money spent on boat hire', ranking(ranked(groupBy(hires, (h) => fullName(h.member), 'sum', fee), 5)));
    const raced = new Set(entries.map((e) => e.member));
    q.ask('How many members have never raced?', count(countWhere(members, (m) => !raced.has(m.no))));
    q.ask('How many entries did the OK class have?', count(countWhere(entries, (e) => e.cls === 'OK')));
    q.ask('How many race entries in Q3?', count(countWhere(entries, (e) => quarterOf(e.date) === 3)));
    q.ask('Fastest finishing time in the Autumn Series in seconds', amount(minOf(entries, (e) => e.elapsed, (e) => e.series === 'Autumn Series'), 0));
    q.ask('How many members both raced and hired a boat?', count(countWhere(members, (m) => raced.has(m.no) && hired.has(m.no))));
    q.ask('How many members hold Yachtmaster?', count(countWhere(members, (m) => m.rya === 'Yachtmaster')));
    q.ask('Average annual fee by membership type', breakdown(groupBy(members, (m) => m.type, 'avg', (m) => m.fee)));
    q.ask('Which race had the most boats on the start line?', winner(groupBy(entries, (e) => e.race, 'count', undefined, (e) => e.result !== 'DNS')));
    q.ask('How many lapsed members are there?', count(countWhere(members, (m) => m.status === 'Lapsed')));

    q.ask('How much did the club spend on boat maintenance this year?', decline('no maintenance costs'));
    q.ask('What was the wind speed in the Spring Series races?', decline('no weather data'));
    q.ask('How many races did we hold in 2023?', decline('races are from the 2025 season only'));
    q.ask('What are the handicap (PY) numbers for each class?', decline('no handicap column'));
    q.ask("Which members haven't paid their fees yet?", decline('no payment records'));
    q.ask('How many visitors from other clubs raced with us?', decline('no visitor records'));
    q.ask('What is the average age of our members?', decline('no date of birth'));
    q.ask('How much bar income did we take on race days?', decline('no bar sales'));
    q.ask('Which boats are due for insurance renewal?', decline('no insurance data'));
    q.ask('How many hires will we have next season?', decline('a forecast'));
    q.ask('Who was the race officer for each race?', decline('no race officer column'));
    return { files, questions: q.questions };
  },
};
