// A group of dental practices: 12,000 registered patients (Parquet) and 150,000 appointments (CSV)
// sharing `patient_id`. Traps: treatment codes "EX", "SC", "FL", "RC", "CR" and "OR" (an oral
// review; a stopword), the patient plan "Total Care" (a plan, not a summary), appointment fees
// blank for missed and cancelled visits, a birth year stored as text, minutes and pounds in
// headers, patients never seen.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { medianOf } from './median.ts';

interface Patient {
  patient_id: number;
  name: string;
  practice: string;
  postcode_area: string;
  birth_year: number;
  plan: string | null;
  registered: string;
}

interface Appointment {
  appt_id: string;
  patient_id: number;
  date: string;
  practice: string;
  dentist: string;
  code: string;
  minutes: number;
  status: string;
  fee: number | null;
}

// Practice, postcode areas, dentists, weight.
const PRACTICES: [string, string[], string[], number][] = [
  ['Kirkgate', ['LS', 'WF'], ['Dr A. Shah', 'Dr P. Owen', 'Dr L. Moss'], 34],
  ['Riverside', ['YO', 'HG'], ['Dr K. Lund', 'Dr M. Reid'], 24],
  ['Parkview', ['BD', 'HX'], ['Dr S. Khan', 'Dr E. Byrne', 'Dr T. Nash', 'Dr J. Hale'], 42],
];
// Code, description, minutes range, fee range (GBP), weight.
const TREATMENTS: [string, [number, number], [number, number], number][] = [
  ['OR', [15, 20], [27, 45], 38],
  ['SC', [20, 40], [45, 90], 22],
  ['FL', [30, 60], [70, 180], 17],
  ['EX', [20, 45], [80, 220], 8],
  ['RC', [60, 90], [300, 650], 6],
  ['CR', [60, 120], [450, 900], 9],
];
const PLANS = ['NHS', 'Private', 'Total Care'];
const FIRST = ['Sophie', 'Jake', 'Chloe', 'Liam', 'Hannah', 'Ryan', 'Lucy', 'Adam', 'Zara', 'Owen', 'Poppy', 'Ethan', 'Aisha', 'Callum', 'Nadia', 'Rhys'];
const LAST = ['Ahmed', 'Barker', 'Cooper', 'Dawson', 'Ellis', 'Foster', 'Gill', 'Hussain', 'Irwin', 'Jackson', 'Kaur', 'Lowe', 'Marsh', 'Nolan', 'Parker', 'Quinn'];
const STATUSES = ['Attended', 'DNA', 'Cancelled'];

function generate(): { patients: Patient[]; appointments: Appointment[] } {
  const random = createRandom(63_604);
  const patients: Patient[] = Array.from({ length: 12_000 }, (_, i) => {
    const [practice, areas] = random.weighted(PRACTICES, PRACTICES.map((p) => p[3]));
    return {
      patient_id: 510_000 + i * 3,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      practice,
      postcode_area: random.pick(areas),
      birth_year: random.int(1935, 2021),
      plan: random.chance(0.05) ? null : random.weighted(PLANS, [62, 28, 10]),
      registered: random.date('2010-01-01', '2025-08-31'),
    };
  });
  const seen = patients.filter(() => random.chance(0.9));
  const drafts = Array.from({ length: 150_000 }, () => {
    const patient = seen[Math.floor(random.next() ** 1.1 * seen.length)];
    const [, , dentists] = PRACTICES.find((p) => p[0] === patient.practice)!;
    const [code, minutes, fee] = random.weighted(TREATMENTS, TREATMENTS.map((t) => t[3]));
    const status = random.weighted(STATUSES, [86, 6, 8]);
    const discount = patient.plan === 'NHS' ? 0.6 : patient.plan === 'Total Care' ? 0.8 : 1;
    return {
      patient_id: patient.patient_id,
      date: random.date('2023-01-03', '2025-10-31'),
      practice: patient.practice,
      dentist: random.pick(dentists),
      code,
      minutes: 5 * random.int(minutes[0] / 5, minutes[1] / 5),
      status,
      fee: status === 'Attended' ? Math.round(random.int(fee[0], fee[1]) * discount * 100) / 100 : null,
    };
  });
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.patient_id - b.patient_id);
  return { patients, appointments: drafts.map((d, i) => ({ appt_id: `AP-${String(i + 1).padStart(6, '0')}`, ...d })) };
}

const PATIENT_COLUMNS: Column<Patient>[] = [
  { header: 'patient_id', value: (p) => p.patient_id, sqlType: 'INTEGER' },
  { header: 'patient_name', value: (p) => p.name },
  { header: 'practice', value: (p) => p.practice },
  { header: 'postcode_area', value: (p) => p.postcode_area },
  { header: 'year_of_birth', value: (p) => String(p.birth_year) },
  { header: 'payment_plan', value: (p) => p.plan },
  { header: 'registered_on', value: (p) => p.registered, sqlType: 'DATE' },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'appt_id', value: (a) => a.appt_id },
  { header: 'patient_id', value: (a) => a.patient_id },
  { header: 'appt_date', value: (a) => a.date },
  { header: 'practice', value: (a) => a.practice },
  { header: 'dentist', value: (a) => a.dentist },
  { header: 'treatment_code', value: (a) => a.code },
  { header: 'Duration mins', value: (a) => a.minutes },
  { header: 'status', value: (a) => a.status },
  { header: 'Fee (GBP)', value: (a) => (a.fee === null ? null : a.fee.toFixed(2)) },
];

export const dental: BusinessSchema = {
  name: 'dental',
  description: 'Dental practices: 12,000 patients (Parquet) and 150,000 appointments sharing patient_id (CSV)',
  async build(dir) {
    const { patients, appointments: rows } = generate();
    const files = [
      await writeParquet(join(dir, 'patients.parquet'), PATIENT_COLUMNS, patients),
      await writeCsv(join(dir, 'appointments.csv'), APPOINTMENT_COLUMNS, rows),
    ];
    const q = questionSet('dental');
    const patientOf = new Map(patients.map((p) => [p.patient_id, p]));
    const patient = (a: Appointment) => patientOf.get(a.patient_id)!;
    const fee = (a: Appointment) => a.fee;
    const during = (period: string) => (a: Appointment) => a.date.startsWith(period);
    const attended = (a: Appointment) => a.status === 'Attended';
    const visited = new Set(rows.map((a) => a.patient_id));
    const sample = patients.find((p) => visited.has(p.patient_id) && p.plan === 'Private')!;

    q.ask('How many appointments are on record?', count(rows.length));
    q.ask('Total fees charged in pounds', amount(sumOf(rows, fee)));
    q.ask('What did we take in fees in 2024?', amount(sumOf(rows, fee, during('2024'))));
    q.ask('appointments by status', countsBy(groupBy(rows, (a) => a.status, 'count')));
    q.ask('What percentage of appointments were DNA (did not attend)?', percent(percentOf(countWhere(rows, (a) => a.status === 'DNA'), rows.length)));
    q.ask('How many OR appointments were attended?', count(countWhere(rows, (a) => a.code === 'OR' && attended(a))));
    q.ask('Average fee for a crown (treatment code CR)', amount(avgOf(rows, fee, (a) => a.code === 'CR')));
    q.ask('median fee for RC appointments', amount(medianOf(rows, fee, (a) => a.code === 'RC')));
    q.ask('Fees by treatment code', breakdown(groupBy(rows, (a) => a.code, 'sum', fee)));
    q.ask('Which treatment code brings in the most fee income?', winner(groupBy(rows, (a) => a.code, 'sum', fee)));
    q.ask('Which dentist had the most attended appointments?', winner(groupBy(rows, (a) => a.dentist, 'count', undefined, attended)));
    q.ask('Top 3 dentists by fees in 2025', ranking(ranked(groupBy(rows, (a) => a.dentist, 'sum', fee, during('2025')), 3)));
    q.ask('How many minutes of chair time did Dr S. Khan book in total?', count(sumOf(rows, (a) => a.minutes, (a) => a.dentist === 'Dr S. Khan')));
    q.ask('What is the average appointment length in minutes for fillings (FL)?', amount(avgOf(rows, (a) => a.minutes, (a) => a.code === 'FL')));
    q.ask('Which practice has the highest cancellation rate?', winner(new Map(PRACTICES.map(([p]) => [p, percentOf(countWhere(rows, (a) => a.practice === p && a.status === 'Cancelled'), countWhere(rows, (a) => a.practice === p))]))));
    q.ask('appointments per practice in 2025', countsBy(groupBy(rows, (a) => a.practice, 'count', undefined, during('2025'))));
    q.ask('How many registered patients have never had an appointment?', count(countWhere(patients, (p) => !visited.has(p.patient_id))));
    q.ask('How many patients are on the Total Care plan?', count(countWhere(patients, (p) => p.plan === 'Total Care')));
    q.ask('How many patients have no payment plan recorded?', count(countWhere(patients, (p) => p.plan === null)));
    q.ask('How much in fees came from NHS patients?', amount(sumOf(rows, fee, (a) => patient(a).plan === 'NHS')));
    q.ask('What share of fee income comes from Private patients?', percent(percentOf(sumOf(rows, fee, (a) => patient(a).plan === 'Private'), sumOf(rows, fee))));
    q.ask('How many appointments did patients from postcode area HX have?', count(countWhere(rows, (a) => patient(a).postcode_area === 'HX')));
    q.ask('How many patients were born before 1950?', count(countWhere(patients, (p) => p.birth_year < 1950)));
    q.ask('How many appointments did patients born in 2010 or later have?', count(countWhere(rows, (a) => patient(a).birth_year >= 2010)));
    q.ask('How many patients registered since 2024?', count(countWhere(patients, (p) => p.registered >= '2024-01-01')));
    q.ask('Which month had the most missed (DNA) appointments?', month(ranked(groupBy(rows, (a) => a.date.slice(0, 7), 'count', undefined, (a) => a.status === 'DNA'), 1)[0]));
    q.ask('Fees in Q1 2025 at Riverside', amount(sumOf(rows, fee, (a) => a.practice === 'Riverside' && during('2025')(a) && quarterOf(a.date) === 1)));
    q.ask('how many extractions between 1 June and 31 August 2024', count(countWhere(rows, (a) => a.code === 'EX' && a.date >= '2024-06-01' && a.date <= '2024-08-31')));
    q.ask(`When was ${sample.name} (patient ${sample.patient_id}) last seen for an attended appointment?`, day(dateRange(rows, (a) => a.date, (a) => a.patient_id === sample.patient_id && attended(a)).last));
    q.ask(
      'Did Dr P. Owen or Dr L. Moss do more scale and polish (SC) appointments that were attended?',
      winner(groupBy(rows, (a) => a.dentist, 'count', undefined, (a) => a.code === 'SC' && attended(a) && ['Dr P. Owen', 'Dr L. Moss'].includes(a.dentist))),
    );
    const kirkgate = q.ask('fees at Kirkgate in March 2025', amount(sumOf(rows, fee, (a) => a.practice === 'Kirkgate' && during('2025-03')(a))));
    q.followUp(kirkgate, 'and at Parkview?', amount(sumOf(rows, fee, (a) => a.practice === 'Parkview' && during('2025-03')(a))));

    q.ask('How many X-rays did we take in 2024?', decline('no imaging data'));
    q.ask('What is the waiting list for NHS treatment at Riverside?', decline('no waiting list'));
    q.ask('How many appointments were there in 2021?', decline('appointments start in January 2023'));
    q.ask('Which patients have gum disease?', decline('no diagnosis column'));
    q.ask('Predict next month\'s cancellations', decline('a forecast'));
    q.ask('Who is the friendliest dentist?', decline('an opinion'));
    q.ask('What are the current NHS band 2 charges in England?', decline('outside knowledge'));
    q.ask('How much did we pay for dental supplies last quarter?', decline('no supplies costs'));
    q.ask('What were patient satisfaction scores at Parkview?', decline('no survey data'));
    return { files, questions: q.questions };
  },
};
