// A hospital trust's inpatient flow: a ward register of 19 wards on two sites (XLSX laid out as the
// bed bureau exports it, with a title, an export note and a "Total" beds line under the table),
// 90,000 admissions from January 2024 to June 2025 (Parquet) and about 30,000 bed moves between
// wards (CSV) sharing `Ward Code` and `Admission ID`. Traps: ward codes and patient numbers that
// look numeric (patient numbers keep leading zeros), the tariff as text with a pound sign
// ("£3,412.50") and blank when not yet coded, move dates written day first ("07/03/2025"), blank
// discharge cells for patients still in, a specialty and an admission method called "Other", a
// ward whose name starts with "Total" ("Total Joint Replacement Unit"), and the register's totals
// line that is no ward.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Ward {
  code: number;
  name: string;
  specialty: string;
  site: string;
  beds: number;
  manager: string;
}

interface Admission {
  id: number;
  patient: string;
  ward: number;
  admitted: string;
  discharged: string | null;
  method: string;
  age: number | null;
  sex: string;
  los: number | null;
  destination: string | null;
  tariff: number | null;
}

interface Move {
  ref: number;
  admission: number;
  from: number;
  to: number;
  date: string;
  time: string;
  reason: string | null;
}

// name, specialty, site, beds, share of admissions
const WARDS: [string, string, string, number, number][] = [
  ['Acute Medical Unit', 'Medicine', 'Northgate', 36, 15],
  ['Elm Ward', 'Medicine', 'Northgate', 28, 7],
  ['Oak Ward', 'Medicine', 'Riverside', 28, 6],
  ['Coronary Care Unit', 'Cardiology', 'Northgate', 12, 3],
  ['Cardiac Ward', 'Cardiology', 'Northgate', 24, 5],
  ['Surgical Assessment Unit', 'Surgery', 'Northgate', 20, 9],
  ['Beech Ward', 'Surgery', 'Riverside', 30, 5.5],
  ['Total Joint Replacement Unit', 'Orthopaedics', 'Riverside', 22, 4],
  ['Trauma Ward', 'Orthopaedics', 'Northgate', 26, 5],
  ['Paediatric Ward', 'Paediatrics', 'Northgate', 24, 6.5],
  ['Neonatal Unit', 'Paediatrics', 'Northgate', 16, 2],
  ['Delivery Suite', 'Maternity', 'Riverside', 14, 7.5],
  ['Postnatal Ward', 'Maternity', 'Riverside', 26, 2.5],
  ['Oncology Ward', 'Oncology', 'Riverside', 18, 3.2],
  ['Haematology Ward', 'Oncology', 'Riverside', 16, 2.2],
  ['Stroke Unit', 'Neurology', 'Northgate', 20, 3.4],
  ['Intensive Care Unit', 'Critical Care', 'Northgate', 14, 1.6],
  ['Rehab Ward', 'Other', 'Riverside', 24, 1.8],
  ['Discharge Lounge', 'Other', 'Northgate', 12, 2.6],
];
const MANAGERS = ['S. Okafor', 'J. Patel', 'R. Hughes', 'M. Kowalski', 'L. Brennan', 'A. Begum', 'T. Fraser', 'C. Nwosu', 'D. Evans', 'H. Lindqvist'];
// mean stay in days, base tariff in pounds
const CARE: Record<string, [number, number]> = {
  Medicine: [6, 2_600], Cardiology: [4, 3_900], Surgery: [3.5, 4_300], Orthopaedics: [4.5, 6_100], Paediatrics: [2, 1_700],
  Maternity: [1.6, 2_200], Oncology: [5, 4_800], Neurology: [9, 5_200], 'Critical Care': [7, 11_500], Other: [10, 1_900],
};
const END = '2025-06-30';

function generate(): { wards: Ward[]; admissions: Admission[]; moves: Move[] } {
  const random = createRandom(81_017);
  const wards: Ward[] = WARDS.map(([name, specialty, site, beds], i) => ({ code: 4101 + i, name, specialty, site, beds, manager: MANAGERS[i % MANAGERS.length] }));
  const weights = WARDS.map((w) => w[4]);
  const patients = Array.from({ length: 62_000 }, (_, i) => String(48_213 + i * 7).padStart(8, '0'));
  const admissions: Admission[] = [];
  for (let i = 0; i < 90_000; i++) {
    const ward = random.weighted(wards, weights);
    const spec = ward.specialty;
    const method =
      spec === 'Maternity' ? random.weighted(['Maternity', 'Emergency', 'Transfer'], [86, 11, 3])
      : spec === 'Surgery' || spec === 'Orthopaedics' ? random.weighted(['Elective', 'Emergency', 'Transfer', 'Other'], [52, 42, 4, 2])
      : spec === 'Oncology' ? random.weighted(['Elective', 'Emergency', 'Transfer', 'Other'], [58, 36, 4, 2])
      : ward.name === 'Discharge Lounge' ? 'Other'
      : random.weighted(['Emergency', 'Elective', 'Transfer', 'Other'], [84, 7, 6, 3]);
    const date = random.date('2024-01-01', END);
    const hour = method === 'Elective' ? random.int(7, 11) : random.int(0, 23);
    const admitted = `${date} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`;
    const [meanStay, baseTariff] = CARE[spec];
    const stay = ward.name === 'Discharge Lounge' ? 0 : Math.min(90, Math.round(-meanStay * Math.log(1 - random.next())));
    const outDate = addDays(date, stay);
    const outHour = stay === 0 ? Math.min(23, hour + random.int(1, 6)) : random.int(9, 20);
    const stillIn = outDate > END;
    const discharged = stillIn ? null : `${outDate} ${String(outHour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`;
    const age =
      random.chance(0.02) ? null
      : spec === 'Paediatrics' ? (ward.name === 'Neonatal Unit' ? 0 : random.int(0, 15))
      : spec === 'Maternity' ? random.int(17, 46)
      : Math.max(16, Math.min(101, Math.round(random.normal(spec === 'Neurology' || spec === 'Other' ? 74 : 61, 18))));
    const sex = spec === 'Maternity' ? 'F' : random.weighted(['F', 'M', 'U'], [51, 48, 1]);
    const old = (age ?? 50) >= 75;
    const destination = stillIn ? null
      : random.weighted(['Home', 'Care Home', 'Died', 'Other Hospital'], [old ? 74 : 90, old ? 14 : 2, spec === 'Critical Care' ? 12 : old ? 6 : 1.2, 4]);
    const tariff = stillIn || random.chance(0.04) ? null : Math.round(baseTariff * (1 + stay * 0.12) * random.float(0.85, 1.15, 3) * 100) / 100;
    admissions.push({ id: 0, patient: random.pick(patients), ward: ward.code, admitted, discharged, method, age, sex, los: stillIn ? null : stay, destination, tariff });
  }
  admissions.sort((a, b) => a.admitted.localeCompare(b.admitted) || a.ward - b.ward);
  admissions.forEach((a, i) => (a.id = 7_000_001 + i));

  const wardOf = new Map(wards.map((w) => [w.code, w]));
  const moves: Move[] = [];
  for (const a of admissions) {
    const ward = wardOf.get(a.ward)!;
    const stay = a.los ?? 5;
    if (stay < 1 || ward.name === 'Discharge Lounge') continue;
    const p = ward.specialty === 'Medicine' ? 0.42 : ward.specialty === 'Critical Care' ? 0.75 : ward.specialty === 'Maternity' ? 0.18 : 0.24;
    if (!random.chance(p)) continue;
    const n = random.weighted([1, 2, 3], [70, 23, 7]);
    let current = ward.code;
    const day0 = a.admitted.slice(0, 10);
    for (let k = 0; k < n; k++) {
      const sameSite = wards.filter((w) => w.code !== current && w.site === wardOf.get(current)!.site && w.name !== 'Discharge Lounge');
      const to = random.chance(0.85) ? random.pick(sameSite) : random.pick(wards.filter((w) => w.code !== current && w.name !== 'Discharge Lounge'));
      const date = addDays(day0, Math.min(stay, random.int(0, Math.max(0, stay - 1)) + k));
      if (date > END) break;
      const h = random.weighted([random.int(7, 21), random.int(22, 23), random.int(0, 6)], [78, 9, 13]);
      const reason = random.chance(0.09) ? null : random.weighted(['Clinical need', 'Capacity', 'Infection control', 'Patient request', 'Other'], [41, 33, 12, 6, 5]);
      moves.push({ ref: 0, admission: a.id, from: current, to: to.code, date, time: `${String(h).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`, reason });
      current = to.code;
    }
  }
  moves.sort((m, n) => m.date.localeCompare(n.date) || m.time.localeCompare(n.time) || m.admission - n.admission);
  moves.forEach((m, i) => (m.ref = 550_001 + i));
  return { wards, admissions, moves };
}

const pounds = (v: number) => `£${v.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const ADMISSION_COLUMNS: Column<Admission>[] = [
  { header: 'Admission ID', value: (a) => a.id, sqlType: 'BIGINT' },
  { header: 'Patient No', value: (a) => a.patient },
  { header: 'Ward Code', value: (a) => a.ward, sqlType: 'INTEGER' },
  { header: 'Admitted', value: (a) => a.admitted, sqlType: 'TIMESTAMP' },
  { header: 'Discharged', value: (a) => a.discharged, sqlType: 'TIMESTAMP' },
  { header: 'Admission Method', value: (a) => a.method },
  { header: 'Age', value: (a) => a.age, sqlType: 'INTEGER' },
  { header: 'Sex', value: (a) => a.sex },
  { header: 'LOS (days)', value: (a) => a.los, sqlType: 'INTEGER' },
  { header: 'Discharge Destination', value: (a) => a.destination },
  { header: 'Tariff', value: (a) => (a.tariff === null ? null : pounds(a.tariff)) },
];

const MOVE_COLUMNS: Column<Move>[] = [
  { header: 'Move Ref', value: (m) => m.ref },
  { header: 'Admission ID', value: (m) => m.admission },
  { header: 'From Ward', value: (m) => m.from },
  { header: 'To Ward', value: (m) => m.to },
  { header: 'Move Date', value: (m) => dayFirst(m.date) },
  { header: 'Move Time', value: (m) => m.time },
  { header: 'Reason', value: (m) => m.reason },
];

function registerGrid(wards: Ward[]): GridCell[][] {
  return [
    ['Ward Register - Northgate & Riverside Hospitals'],
    ['Exported from the bed bureau on 01/07/2025'],
    [],
    ['Ward Code', 'Ward Name', 'Specialty', 'Site', 'Beds', 'Ward Manager'],
    ...wards.map((w): GridCell[] => [w.code, w.name, w.specialty, w.site, w.beds, w.manager]),
    ['Total', null, null, null, wards.reduce((s, w) => s + w.beds, 0), null],
  ];
}

export const wards: BusinessSchema = {
  name: 'wards',
  description: "A hospital's inpatient flow: a ward register of 19 wards (XLSX with a totals line), 90,000 admissions Jan 2024-Jun 2025 (Parquet) and about 30,000 bed moves (CSV, day-first dates)",
  async build(dir) {
    const { wards: register, admissions, moves } = generate();
    const files = [
      await writeXlsxGrids(join(dir, 'ward_register.xlsx'), [{ name: 'Wards', grid: registerGrid(register) }], register.length),
      await writeParquet(join(dir, 'admissions.parquet'), ADMISSION_COLUMNS, admissions),
      await writeCsv(join(dir, 'bed_moves.csv'), MOVE_COLUMNS, moves),
    ];
    const q = questionSet('wards');
    const wardOf = new Map(register.map((w) => [w.code, w]));
    const wardName = (a: Admission) => wardOf.get(a.ward)!.name;
    const spec = (a: Admission) => wardOf.get(a.ward)!.specialty;
    const site = (a: Admission) => wardOf.get(a.ward)!.site;
    const inMonth = (m: string) => (a: Admission) => a.admitted.startsWith(m);
    const emergency = (a: Admission) => a.method === 'Emergency';
    const los = (a: Admission) => a.los;
    const tariff = (a: Admission) => a.tariff;
    const movedIds = new Set(moves.map((m) => m.admission));
    const discharged = admissions.filter((a) => a.discharged !== null);

    q.ask('How many admissions do we have in total?', count(admissions.length));
    q.ask('How many emergency admissions were there in 2025?', count(countWhere(admissions, (a) => emergency(a) && a.admitted.startsWith('2025'))));
    q.ask('admissions by admission method', countsBy(groupBy(admissions, (a) => a.method, 'count')));
    q.ask('What is the average length of stay in days?', amount(avgOf(admissions, los), 2));
    q.ask('Median LOS for elective admissions', amount(medianOf(admissions, los, (a) => a.method === 'Elective'), 1));
    q.ask('Which ward admitted the most patients?', winner(groupBy(admissions, wardName, 'count')));
    q.ask('Top 5 wards by number of admissions in 2024', ranking(ranked(groupBy(admissions, wardName, 'count', undefined, (a) => a.admitted.startsWith('2024')), 5)));
    q.ask('average age of patients admitted under Paediatrics', amount(avgOf(admissions, (a) => a.age, (a) => spec(a) === 'Paediatrics'), 1));
    q.ask('How many patients are still in hospital, with no discharge date?', count(countWhere(admissions, (a) => a.discharged === null)));
    q.ask('What percentage of admissions were emergencies?', percent(percentOf(countWhere(admissions, emergency), admissions.length)));
    q.ask('What share of discharges were deaths?', percent(percentOf(countWhere(discharged, (a) => a.destination === 'Died'), discharged.length), 2));
    q.ask('Total tariff income for patients admitted in March 2025', amount(sumOf(admissions, tariff, inMonth('2025-03')), 2));
    q.ask('tariff by specialty', breakdown(groupBy(admissions, spec, 'sum', tariff), 2));
    q.ask('Which specialty has the longest average length of stay?', winner(groupBy(admissions, spec, 'avg', los)));
    q.ask('How many bed moves were there?', count(moves.length));
    const night = (m: Move) => m.time >= '22:00' || m.time < '07:00';
    q.ask('How many bed moves happened at night, between 10pm and 7am?', count(countWhere(moves, night)));
    q.ask('Bed moves by reason', countsBy(groupBy(moves, (m) => m.reason, 'count')));
    q.ask('Which ward were patients moved out of most often?', winner(groupBy(moves, (m) => wardOf.get(m.from)!.name, 'count')));
    q.ask('Which ward received the most transfers in from other wards?', winner(groupBy(moves, (m) => wardOf.get(m.to)!.name, 'count')));
    q.ask('How many moves were made for capacity reasons in January 2025?', count(countWhere(moves, (m) => m.reason === 'Capacity' && m.date.startsWith('2025-01'))));
    q.ask('Which month had the most admissions?', month(busiestMonth(admissions, (a) => a.admitted)));
    q.ask('busiest month for bed moves', month(busiestMonth(moves, (m) => m.date)));
    q.ask('How many admissions were there in Q4 2024?', count(countWhere(admissions, (a) => a.admitted.startsWith('2024') && quarterOf(a.admitted) === 4)));
    q.ask('Admissions between 1 Feb and 14 Feb 2025', count(countWhere(admissions, (a) => a.admitted >= '2025-02-01' && a.admitted < '2025-02-15')));
    q.ask('how many admissions since 1 May 2025?', count(countWhere(admissions, (a) => a.admitted >= '2025-05-01')));
    q.ask('How many beds do we have across the trust?', count(register.reduce((s, w) => s + w.beds, 0)));
    q.ask('How many wards are there?', count(register.length));
    q.ask('How many beds are on the Riverside site?', count(register.filter((w) => w.site === 'Riverside').reduce((s, w) => s + w.beds, 0)));
    q.ask('How many admissions did the Total Joint Replacement Unit have?', count(countWhere(admissions, (a) => wardName(a) === 'Total Joint Replacement Unit')));
    q.ask('Average tariff for elective Orthopaedics admissions', amount(avgOf(admissions, tariff, (a) => a.method === 'Elective' && spec(a) === 'Orthopaedics'), 2));
    q.ask('How much longer is the average emergency stay than the average elective stay, in days?', amount(avgOf(admissions, los, emergency) - avgOf(admissions, los, (a) => a.method === 'Elective'), 2));
    q.ask('What percentage of admissions had at least one bed move?', percent(percentOf(countWhere(admissions, (a) => movedIds.has(a.id)), admissions.length)));
    q.ask('admissions by site', countsBy(groupBy(admissions, site, 'count')));
    q.ask('How old was the oldest patient admitted?', count(maxOf(admissions, (a) => a.age)));
    q.ask('How many admissions were patients aged 80 or over?', count(countWhere(admissions, (a) => a.age !== null && a.age >= 80)));
    q.ask('How many male patients were admitted to Cardiology wards?', count(countWhere(admissions, (a) => a.sex === 'M' && spec(a) === 'Cardiology')));
    q.ask('median age of emergency admissions', amount(medianOf(admissions, (a) => a.age, emergency), 1));
    q.ask('Which ward had the fewest admissions?', winner(groupBy(admissions, wardName, 'count'), 'asc'));
    q.ask('How many patients were discharged to a care home in 2024?', count(countWhere(admissions, (a) => a.destination === 'Care Home' && a.discharged!.startsWith('2024'))));
    const jan = q.ask('How many emergency admissions did we have in January 2025?', count(countWhere(admissions, (a) => emergency(a) && inMonth('2025-01')(a))));
    q.followUp(jan, 'And in February?', count(countWhere(admissions, (a) => emergency(a) && inMonth('2025-02')(a))));
    const most = q.ask('Which specialty had the most admissions?', winner(groupBy(admissions, spec, 'count')));
    q.followUp(most, 'and which had the fewest?', winner(groupBy(admissions, spec, 'count'), 'asc'));
    q.ask("How many admissions have the method 'Other'?", count(countWhere(admissions, (a) => a.method === 'Other')));
    q.ask('How many distinct patients were admitted?', count(new Set(admissions.map((a) => a.patient)).size));
    q.ask('How many infection control moves were out of the Acute Medical Unit?', count(countWhere(moves, (m) => m.reason === 'Infection control' && wardOf.get(m.from)!.name === 'Acute Medical Unit')));
    q.ask('Average LOS of patients who were moved at least once', amount(avgOf(admissions, los, (a) => movedIds.has(a.id)), 2));

    q.ask('Which consultant had the most admissions?', decline('no consultant column'));
    q.ask('What was the most common primary diagnosis?', decline('no diagnosis recorded'));
    q.ask('How many admissions did we have in 2023?', decline('admissions start in January 2024'));
    q.ask('How many admissions should we expect next winter?', decline('a forecast'));
    q.ask('What is the average wait in A&E before admission?', decline('no A&E waiting time'));
    q.ask('How much did nursing staff cost on the Cardiac Ward?', decline('no staffing costs'));
    q.ask('Which porter carried out the most bed moves?', decline('no porter column'));
    q.ask('What is the patient satisfaction score by ward?', decline('no satisfaction data'));
    q.ask('Break admissions down by ethnicity', decline('no ethnicity column'));
    q.ask('How many beds were closed for deep cleaning in March?', decline('no bed closure data'));
    q.ask('Which postcode area sends us the most patients?', decline('no postcode column'));
    return { files, questions: q.questions };
  },
};
