// A karate and kickboxing club: 430 members (CSV: member number, name, age group, current belt,
// joining date, plan, status), 20,000-odd class attendances from January 2024 to November 2025 (CSV:
// date, class, member number, instructor, mat fee in pounds for pay-as-you-go members and blank for
// the rest) and 700-odd belt gradings (XLSX: grading day as text such as "Sat 15 Mar 2025", member
// number, belt held and belt sought, result, fee as text money, blank when deferred), the three
// sharing `member_no`. Traps: member numbers that look numeric, blank mat fees that are not zero,
// text dates and text money on the gradings, failed and deferred gradings beside the passes, lapsed
// members beside active ones, and members who never came to a class.
import { join } from 'node:path';
import { busiestMonth, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { money } from './scrapyard.ts';

interface Member {
  no: number;
  name: string;
  group: string;
  belt: string;
  joined: string;
  plan: string;
  status: string;
  keen: number;
}

interface Attendance {
  date: string;
  className: string;
  member: number;
  instructor: string;
  fee: number | null;
}

interface Grading {
  date: string;
  member: number;
  from: string;
  to: string;
  result: string;
  fee: number | null;
}

const BELTS = ['White', 'Yellow', 'Orange', 'Green', 'Blue', 'Purple', 'Brown', 'Black'];
// class, weekday (0 = Sunday), age groups, usual instructor
const CLASSES: [string, number, string[], string][] = [
  ['Little Dragons', 1, ['Little Dragons'], 'Amy'], ['Juniors Karate', 1, ['Juniors'], 'Sensei Ray'], ['Adults Beginners', 2, ['Adults'], 'Sensei Ray'],
  ['Teens Karate', 3, ['Teens'], 'Marcus'], ['Adults Advanced', 4, ['Adults'], 'Sensei Ray'], ['Kickboxing Fitness', 5, ['Adults', 'Teens'], 'Marcus'],
  ['Saturday Juniors', 6, ['Juniors', 'Little Dragons'], 'Amy'], ['Open Mat', 6, ['Adults', 'Teens'], 'Jo'],
];
const GRADING_DAYS = ['2024-03-16', '2024-06-15', '2024-09-14', '2024-12-07', '2025-03-15', '2025-06-14', '2025-09-13', '2025-11-22'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const textDate = (iso: string) => `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function generate(): { members: Member[]; attendance: Attendance[]; gradings: Grading[] } {
  const random = createRandom(43_606);
  const names = personNames(random, 430);
  const members: Member[] = names.map((name, i) => {
    const group = random.weighted(['Little Dragons', 'Juniors', 'Teens', 'Adults'], [15, 30, 20, 35]);
    return {
      no: 301 + i,
      name,
      group,
      belt: 'White',
      joined: random.chance(0.4) ? random.date('2019-01-01', '2023-12-31') : random.date('2024-01-01', '2025-10-31'),
      plan: random.weighted(['Monthly direct debit', 'Pay as you go', 'Family plan'], [50, 30, 20]),
      status: random.chance(0.24) ? 'Lapsed' : 'Active',
      keen: i % 23 === 9 ? 0 : random.next() ** 2,
    };
  });
  const level = new Map(members.map((m) => [m.no, m.joined < '2024-01-01' ? random.int(0, 5) : 0]));
  const window = (m: Member) => {
    const from = m.joined > '2024-01-01' ? m.joined : '2024-01-01';
    const to = m.status === 'Lapsed' ? addDays(from, random.int(30, 400)) : '2025-11-29';
    return { from, to: to > '2025-11-29' ? '2025-11-29' : to };
  };
  const windows = new Map(members.map((m) => [m.no, window(m)]));
  const attendance: Attendance[] = [];
  const seen = new Set<string>();
  const weights = members.map((m) => m.keen);
  for (let i = 0; i < 21_000; i++) {
    const m = random.weighted(members, weights);
    const w = windows.get(m.no)!;
    const options = CLASSES.filter((c) => c[2].includes(m.group));
    const cls = random.pick(options);
    let date = random.date(w.from, w.to);
    date = addDays(date, (cls[1] - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);
    if (date > w.to || date > '2025-11-29' || (date >= '2024-12-23' && date <= '2025-01-02') || (date >= '2025-08-04' && date <= '2025-08-17')) continue;
    const key = `${date}|${cls[0]}|${m.no}`;
    if (seen.has(key)) continue;
    seen.add(key);
    attendance.push({ date, className: cls[0], member: m.no, instructor: random.chance(0.12) ? random.pick(['Jo', 'Amy', 'Marcus', 'Sensei Ray'].filter((x) => x !== cls[3])) : cls[3], fee: m.plan === 'Pay as you go' ? (m.group === 'Adults' ? 8 : 6) : null });
  }
  attendance.sort((a, b) => a.date.localeCompare(b.date) || a.className.localeCompare(b.className) || a.member - b.member);
  const gradings: Grading[] = [];
  for (const g of GRADING_DAYS) {
    for (const m of members) {
      const w = windows.get(m.no)!;
      if (m.keen < 0.15 || g < addDays(w.from, 60) || g > w.to || !random.chance(0.45)) continue;
      const from = level.get(m.no)!;
      if (from >= 7) continue;
      const result = random.weighted(['Pass', 'Fail', 'Deferred'], [84, 11, 5]);
      if (result === 'Pass') level.set(m.no, from + 1);
      gradings.push({ date: g, member: m.no, from: BELTS[from], to: BELTS[from + 1], result, fee: result === 'Deferred' ? null : from + 1 === 7 ? 60 : from + 1 >= 5 ? 35 : 25 });
    }
  }
  for (const m of members) m.belt = BELTS[level.get(m.no)!];
  return { members, attendance, gradings };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_no', value: (m) => m.no },
  { header: 'name', value: (m) => m.name },
  { header: 'age_group', value: (m) => m.group },
  { header: 'current_belt', value: (m) => m.belt },
  { header: 'joined', value: (m) => m.joined },
  { header: 'plan', value: (m) => m.plan },
  { header: 'status', value: (m) => m.status },
];

const ATTENDANCE_COLUMNS: Column<Attendance>[] = [
  { header: 'class_date', value: (a) => a.date },
  { header: 'class', value: (a) => a.className },
  { header: 'member_no', value: (a) => a.member },
  { header: 'instructor', value: (a) => a.instructor },
  { header: 'Mat fee (£)', value: (a) => a.fee },
];

const GRADING_COLUMNS: Column<Grading>[] = [
  { header: 'grading_day', value: (g) => textDate(g.date) },
  { header: 'member_no', value: (g) => g.member },
  { header: 'belt_held', value: (g) => g.from },
  { header: 'belt_sought', value: (g) => g.to },
  { header: 'result', value: (g) => g.result },
  { header: 'fee', value: (g) => (g.fee === null ? null : money(g.fee)) },
];

export const martialarts: BusinessSchema = {
  name: 'martialarts',
  description: "A karate and kickboxing club: 430 members (CSV), their class attendances Jan 2024-Nov 2025 with pay-as-you-go mat fees (CSV) and belt gradings with text dates and fees (XLSX), sharing member_no",
  async build(dir) {
    const { members, attendance, gradings } = generate();
    const files = [
      await writeCsv(join(dir, 'members.csv'), MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'attendance.csv'), ATTENDANCE_COLUMNS, attendance),
      await writeXlsx(join(dir, 'gradings.xlsx'), 'Gradings', GRADING_COLUMNS, gradings),
    ];
    const q = questionSet('martialarts');
    const memberOf = new Map(members.map((m) => [m.no, m]));
    const m = (a: { member: number }) => memberOf.get(a.member)!;
    const inYear = (y: string) => (a: Attendance) => a.date.startsWith(y);
    const fee = (a: Attendance) => a.fee;
    const passed = (g: Grading) => g.result === 'Pass';

    q.ask('how many members are on the list?', count(members.length));
    q.ask('How many members are active at the moment?', count(countWhere(members, (x) => x.status === 'Active')));
    q.ask('members on each plan', countsBy(groupBy(members, (x) => x.plan, 'count')));
    q.ask('how many class attendances have we logged altogether?', count(attendance.length));
    q.ask('attendances in 2025', count(countWhere(attendance, inYear('2025'))));
    q.ask('Which class gets the most people through the door?', winner(groupBy(attendance, (a) => a.className, 'count')));
    q.ask('attendance by class', countsBy(groupBy(attendance, (a) => a.className, 'count')));
    q.ask('How much have we taken in mat fees?', amount(sumOf(attendance, fee)));
    q.ask('mat fees 2024 vs 2025', breakdown(groupBy(attendance, (a) => a.date.slice(0, 4), 'sum', fee)));
    q.ask('Which instructor has taught the most attendances?', winner(groupBy(attendance, (a) => a.instructor, 'count')));
    q.ask('top 5 members by number of classes attended', ranking(ranked(groupBy(attendance, (a) => m(a).name, 'count'), 5)));
    const came = new Set(attendance.map((a) => a.member));
    q.ask("how many members haven't been to a single class?", count(countWhere(members, (x) => !came.has(x.no))));
    q.ask('on average how many classes has each attending member been to?', amount(attendance.length / came.size, 1));
    const march = q.ask('attendances in March 2025', count(countWhere(attendance, (a) => a.date.startsWith('2025-03'))));
    q.followUp(march, 'and April?', count(countWhere(attendance, (a) => a.date.startsWith('2025-04'))));
    q.ask('How many attendances in Q2 2025?', count(countWhere(attendance, (a) => inYear('2025')(a) && quarterOf(a.date) === 2)));
    q.ask('kickboxing fitness attendances from 1 Sept to 31 Oct 2025', count(countWhere(attendance, (a) => a.className === 'Kickboxing Fitness' && a.date >= '2025-09-01' && a.date <= '2025-10-31')));
    q.ask('busiest month for attendance?', month(busiestMonth(attendance, (a) => a.date)));
    q.ask('how many grading attempts have there been altogether?', count(gradings.length));
    q.ask('grading pass rate?', percent(percentOf(countWhere(gradings, passed), gradings.length)));
    q.ask('total grading fees taken', amount(sumOf(gradings, (g) => g.fee)));
    q.ask('How many black belts have we awarded?', count(countWhere(gradings, (g) => passed(g) && g.to === 'Black')));
    q.ask('Which grading day had the most candidates?', day(ranked(groupBy(gradings, (g) => g.date, 'count'), 1)[0]));
    q.ask('failed gradings by the belt they were going for', countsBy(groupBy(gradings, (g) => g.to, 'count', undefined, (g) => g.result === 'Fail')));
    q.ask('how many members hold each belt now?', countsBy(groupBy(members, (x) => x.belt, 'count')));
    q.ask('how many juniors have we got?', count(countWhere(members, (x) => x.group === 'Juniors')));
    q.ask('active members paying by monthly direct debit', count(countWhere(members, (x) => x.status === 'Active' && x.plan === 'Monthly direct debit')));
    q.ask('What percentage of members have lapsed?', percent(percentOf(countWhere(members, (x) => x.status === 'Lapsed'), members.length)));
    q.ask('attendances by age group', countsBy(groupBy(attendance, (a) => m(a).group, 'count')));
    q.ask('How many attendances were on Saturdays?', count(countWhere(attendance, (a) => new Date(`${a.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('how many people joined in 2025?', count(countWhere(members, (x) => x.joined.startsWith('2025'))));
    q.ask('Which age group pays the most in mat fees?', winner(groupBy(attendance, (a) => m(a).group, 'sum', fee)));
    q.ask('teens karate attendances during 2024', count(countWhere(attendance, (a) => a.className === 'Teens Karate' && inYear('2024')(a))));
    q.ask('how many different members came to a class in November 2025?', count(new Set(attendance.filter((a) => a.date.startsWith('2025-11')).map((a) => a.member)).size));
    q.ask('How many attendances did lapsed members clock up in 2025?', count(countWhere(attendance, (a) => m(a).status === 'Lapsed' && inYear('2025')(a))));
    q.ask('what % of attendances come from adult members?', percent(percentOf(countWhere(attendance, (a) => m(a).group === 'Adults'), attendance.length)));
    q.ask('top 3 classes by attendance in 2025', ranking(ranked(groupBy(attendance, (a) => a.className, 'count', undefined, inYear('2025')), 3)));
    const sessions = groupBy(attendance, (a) => `${a.date}|${a.className}`, 'count');
    q.ask('Biggest turnout we have had for a single class?', count(Math.max(...sessions.values())));
    const perMember = groupBy(gradings, (g) => String(g.member), 'count');
    q.ask('How many members have graded more than once?', count([...perMember.values()].filter((n) => n > 1).length));
    q.ask('Which teen has been to the most classes?', winner(groupBy(attendance, (a) => m(a).name, 'count', undefined, (a) => m(a).group === 'Teens')));
    const sept = q.ask('How many passed at the September 2025 grading?', count(countWhere(gradings, (g) => passed(g) && g.date === '2025-09-13')));
    q.followUp(sept, 'and how many failed?', count(countWhere(gradings, (g) => g.result === 'Fail' && g.date === '2025-09-13')));
    q.ask('grading fees taken in 2025', amount(sumOf(gradings, (g) => g.fee, (g) => g.date.startsWith('2025'))));
    q.ask("when did our longest-standing member join?", day(dateRange(members, (x) => x.joined).first));
    const adv = attendance.filter((a) => a.className === 'Adults Advanced');
    q.ask('average turnout per Adults Advanced class?', amount(adv.length / new Set(adv.map((a) => a.date)).size, 1));
    q.ask('attendances by family plan members in 2025', count(countWhere(attendance, (a) => m(a).plan === 'Family plan' && inYear('2025')(a))));
    q.ask('Which month of 2024 was quietest for attendance?', month(ranked(groupBy(attendance, (a) => a.date.slice(0, 7), 'count', undefined, inYear('2024')), 1, 'asc')[0]));
    q.ask('How many gradings were deferred?', count(countWhere(gradings, (g) => g.result === 'Deferred')));

    q.ask('What do the monthly direct debit members pay each month?', decline('no membership fee amounts'));
    q.ask('How many injuries did we have in sparring this year?', decline('no injury records'));
    q.ask('Which members won medals at competitions?', decline('no competition results'));
    q.ask('Why did the lapsed members leave?', decline('no reason for lapsing'));
    q.ask('How many members will we have next September?', decline('a forecast'));
    q.ask("What's the phone number for Little Dragons parents?", decline('no contact details'));
    q.ask('How much is the rent on the hall?', decline('no costs'));
    q.ask('How many uniforms and belts did we sell?', decline('no shop sales'));
    q.ask('How long does each class last?', decline('no class durations or times'));
    q.ask('What do our members weigh on average?', decline('no weights'));
    q.ask('Which instructor is the highest dan grade?', decline('no instructor grades'));
    return { files, questions: q.questions };
  },
};
