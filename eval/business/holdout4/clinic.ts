// An outpatient clinic: a patient register (XLSX, 4,000 rows) and 60,000 appointments (CSV)
// sharing `patient_id`. Traps: department codes "OR" (day surgery) and "ID" (infectious diseases)
// beside the department names, the insurer "Total Care Mutual" (not a summary row), numeric
// patient_id and appt_id (never measures), dates of birth, registration dates and deductibles stored
// as text in the workbook, blank insurers, durations and fees (nothing is charged or timed for a
// visit that did not happen), minutes and dollars in headers, a status of four values.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Patient {
  patient_id: number;
  sex: string;
  born: string;
  city: string;
  insurer: string | null;
  deductible: number | null;
  registered: string;
}

interface Appointment {
  appt_id: number;
  patient_id: number;
  date: string;
  time: string;
  dept_code: string;
  dept_name: string;
  clinician: string;
  visit_type: string;
  status: string;
  duration: number | null;
  fee: number | null;
  wait_days: number;
}

// Code, name, weight, typical minutes, fee in dollars, clinicians.
const DEPARTMENTS: [string, string, number, number, number, string[]][] = [
  ['GP', 'General Practice', 30, 15, 95, ['Dr. Amara Osei', 'Dr. Lena Fischer', 'Dr. Tom Becker', 'Dr. Priya Nair']],
  ['CARD', 'Cardiology', 12, 30, 240, ['Dr. Ivan Petrov', 'Dr. Grace Kim']],
  ['DERM', 'Dermatology', 11, 20, 160, ['Dr. Sofia Rossi', 'Dr. Mark Ellis']],
  ['ENT', 'Ear, Nose and Throat', 9, 20, 175, ['Dr. Hana Sato']],
  ['OR', 'Day Surgery', 6, 75, 1_150, ['Dr. Carlos Mendes', 'Dr. Ruth Adler']],
  ['ID', 'Infectious Diseases', 5, 30, 210, ['Dr. Noor Haddad']],
  ['PED', 'Paediatrics', 14, 20, 120, ['Dr. Emily Clarke', 'Dr. Jonas Lind']],
  ['PHYS', 'Physiotherapy', 13, 45, 110, ['Dr. Maya Brooks', 'Dr. Ali Yilmaz']],
];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Hillcrest', 'Oakdale', 'Fairview'];
const INSURERS = ['Total Care Mutual', 'NorthShield', 'Medicaid', 'Medicare', 'BlueRiver Health'];
const STATUSES = ['Completed', 'Cancelled', 'No-show', 'Rescheduled'];
const VISIT_TYPES = ['New patient', 'Follow-up', 'Telehealth'];
const FIRST_DAY = '2024-01-02';
const LAST_DAY = '2025-09-30';

function generate(): { patients: Patient[]; appointments: Appointment[] } {
  const random = createRandom(51_337);
  const patients: Patient[] = Array.from({ length: 4_000 }, (_, i) => {
    const child = random.chance(0.18);
    const born = child ? random.date('2008-01-01', '2023-12-31') : random.date('1932-01-01', '2005-12-31');
    const insurer = random.chance(0.07) ? null : random.weighted(INSURERS, [24, 22, 15, born < '1959-01-01' ? 30 : 2, 17]);
    return {
      patient_id: 100_201 + i * 3,
      sex: random.weighted(['F', 'M', 'X'], [52, 46, 2]),
      born,
      city: random.weighted(CITIES, [30, 18, 15, 14, 13, 10]),
      insurer,
      deductible: insurer === null || insurer === 'Medicaid' ? null : random.pick([250, 500, 750, 1_000, 1_500, 2_500]),
      registered: random.date('2012-01-01', '2025-06-30'),
    };
  });
  const drafts = Array.from({ length: 60_000 }, () => {
    const patient = patients[Math.floor(random.next() ** 1.4 * patients.length)];
    const isChild = patient.born >= '2008-01-01';
    const dept = isChild && random.chance(0.7) ? DEPARTMENTS[6] : random.weighted(DEPARTMENTS, DEPARTMENTS.map((d, i) => (i === 6 ? 1 : d[2])));
    const [dept_code, dept_name, , minutes, fee, clinicians] = dept;
    let date = random.date(FIRST_DAY, LAST_DAY);
    if (date < patient.registered) date = addDays(patient.registered, random.int(0, 60));
    if (date > LAST_DAY) date = LAST_DAY;
    // No clinic on Sundays: those move to the Monday after, or the Saturday before at the end.
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = date === LAST_DAY ? addDays(date, -1) : addDays(date, 1);
    const status = random.weighted(STATUSES, dept_code === 'OR' ? [88, 6, 2, 4] : [76, 10, 8, 6]);
    const visit_type = dept_code === 'OR' ? 'New patient' : random.weighted(VISIT_TYPES, [28, 52, dept_code === 'PHYS' ? 4 : 20]);
    const done = status === 'Completed';
    return {
      patient_id: patient.patient_id,
      date,
      time: `${String(random.int(8, 17)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
      dept_code,
      dept_name,
      clinician: random.pick(clinicians),
      visit_type,
      status,
      duration: done ? Math.max(5, Math.round(random.normal(minutes, minutes * 0.25))) : null,
      fee: done ? roundTo(fee * (visit_type === 'New patient' ? 1.3 : visit_type === 'Telehealth' ? 0.7 : 1) * (0.9 + random.next() * 0.2), 2) : null,
      wait_days: Math.round(random.next() ** 2 * (dept_code === 'GP' ? 10 : 45)),
    };
  });
  drafts.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  return { patients, appointments: drafts.map((d, i) => ({ appt_id: 9_000_001 + i, ...d })) };
}

const PATIENT_COLUMNS: Column<Patient>[] = [
  { header: 'patient_id', value: (p) => p.patient_id },
  { header: 'sex', value: (p) => p.sex },
  { header: 'date_of_birth', value: (p) => p.born },
  { header: 'city', value: (p) => p.city },
  { header: 'insurer', value: (p) => p.insurer },
  { header: 'Annual Deductible (USD)', value: (p) => (p.deductible === null ? null : p.deductible.toFixed(2)) },
  { header: 'registered_on', value: (p) => p.registered },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'appt_id', value: (a) => a.appt_id },
  { header: 'patient_id', value: (a) => a.patient_id },
  { header: 'appt_date', value: (a) => a.date },
  { header: 'appt_time', value: (a) => a.time },
  { header: 'dept_code', value: (a) => a.dept_code },
  { header: 'department', value: (a) => a.dept_name },
  { header: 'clinician', value: (a) => a.clinician },
  { header: 'visit_type', value: (a) => a.visit_type },
  { header: 'status', value: (a) => a.status },
  { header: 'Duration (min)', value: (a) => a.duration },
  { header: 'Fee (USD)', value: (a) => (a.fee === null ? null : a.fee.toFixed(2)) },
  { header: 'wait_days', value: (a) => a.wait_days },
];

export const clinic: BusinessSchema = {
  name: 'clinic',
  description: 'Outpatient clinic: 4,000 patients (XLSX) and 60,000 appointments sharing patient_id (CSV)',
  async build(dir) {
    const { patients, appointments: rows } = generate();
    const files = [
      await writeXlsx(join(dir, 'patients.xlsx'), 'Patients', PATIENT_COLUMNS, patients),
      await writeCsv(join(dir, 'appointments.csv'), APPOINTMENT_COLUMNS, rows),
    ];
    const q = questionSet('clinic');
    const patientOf = new Map(patients.map((p) => [p.patient_id, p]));
    const patient = (a: Appointment) => patientOf.get(a.patient_id)!;
    const fee = (a: Appointment) => a.fee;
    const completed = (a: Appointment) => a.status === 'Completed';
    const during = (period: string) => (a: Appointment) => a.date.startsWith(period);
    const inDept = (code: string) => (a: Appointment) => a.dept_code === code;
    const inQuarter = (year: string, quarter: number) => (a: Appointment) => during(year)(a) && quarterOf(a.date) === quarter;
    const seen = (where: (a: Appointment) => boolean) => new Set(rows.filter(where).map((a) => a.patient_id)).size;

    q.ask('How many patients are registered?', count(patients.length));
    q.ask('How many appointments are there in total?', count(rows.length));
    q.ask('Appointments by status', countsBy(groupBy(rows, (a) => a.status, 'count')));
    q.ask('What is the no-show rate across all appointments?', percent(percentOf(countWhere(rows, (a) => a.status === 'No-show'), rows.length)));
    q.ask('How many OR appointments were completed?', count(countWhere(rows, (a) => inDept('OR')(a) && completed(a))));
    q.ask('How many Infectious Diseases (ID) appointments did we have in 2025?', count(countWhere(rows, (a) => inDept('ID')(a) && during('2025')(a))));
    q.ask('Total fees billed in Q2 2025', amount(sumOf(rows, fee, inQuarter('2025', 2))));
    q.ask('Fee revenue by department', breakdown(groupBy(rows, (a) => a.dept_name, 'sum', fee)));
    q.ask('Which department brings in the most fee revenue?', winner(groupBy(rows, (a) => a.dept_name, 'sum', fee)));
    q.ask('average visit length in minutes for Cardiology', amount(avgOf(rows, (a) => a.duration, inDept('CARD'))));
    q.ask('Which clinician completed the most appointments?', winner(groupBy(rows, (a) => a.clinician, 'count', undefined, completed)));
    q.ask('top 3 clinicians by fees billed', ranking(ranked(groupBy(rows, (a) => a.clinician, 'sum', fee), 3)));
    q.ask('How many telehealth visits were completed per department?', countsBy(groupBy(rows, (a) => a.dept_name, 'count', undefined, (a) => a.visit_type === 'Telehealth' && completed(a))));
    q.ask('Average wait in days for a GP appointment', amount(avgOf(rows, (a) => a.wait_days, inDept('GP'))));
    q.ask('Which month had the most appointments?', month(busiestMonth(rows, (a) => a.date)));
    q.ask('How many appointments were scheduled between Feb 10 and Mar 20, 2025?', count(countWhere(rows, (a) => a.date >= '2025-02-10' && a.date <= '2025-03-20')));
    q.ask('When is the last appointment in the data?', day(dateRange(rows, (a) => a.date).last));
    q.ask('most expensive single visit fee', amount(maxOf(rows, fee)));
    q.ask(
      'Of the completed Dermatology visits, what share were telehealth?',
      percent(percentOf(countWhere(rows, (a) => inDept('DERM')(a) && completed(a) && a.visit_type === 'Telehealth'), countWhere(rows, (a) => inDept('DERM')(a) && completed(a)))),
    );

    q.ask('How many patients are insured with Total Care Mutual?', count(countWhere(patients, (p) => p.insurer === 'Total Care Mutual')));
    q.ask('How many patients have no insurer on file?', count(countWhere(patients, (p) => p.insurer === null)));
    q.ask('Patients by city', countsBy(groupBy(patients, (p) => p.city, 'count')));
    q.ask('How many patients were born before 1960?', count(countWhere(patients, (p) => p.born < '1960-01-01')));
    q.ask('What is the average annual deductible of NorthShield patients?', amount(avgOf(patients, (p) => p.deductible, (p) => p.insurer === 'NorthShield')));
    q.ask('How many patients registered in 2024?', count(countWhere(patients, (p) => p.registered.startsWith('2024'))));
    q.ask('Fees billed for patients insured by Total Care Mutual', amount(sumOf(rows, fee, (a) => patient(a).insurer === 'Total Care Mutual')));
    q.ask('how many appointments by visit type from Lakeside patients', countsBy(groupBy(rows, (a) => a.visit_type, 'count', undefined, (a) => patient(a).city === 'Lakeside')));
    q.ask('Which city do most Paediatrics appointments come from?', winner(groupBy(rows, (a) => patient(a).city, 'count', undefined, inDept('PED'))));
    q.ask('How many distinct patients were seen (completed visits) in 2024?', count(seen((a) => completed(a) && during('2024')(a))));
    q.ask(
      'What percentage of appointments by Medicare patients were no-shows?',
      percent(percentOf(countWhere(rows, (a) => patient(a).insurer === 'Medicare' && a.status === 'No-show'), countWhere(rows, (a) => patient(a).insurer === 'Medicare'))),
    );
    const regular = patients[Math.floor(patients.length * 0.05)].patient_id;
    q.ask(`How many appointments does patient ${regular} have in the data?`, count(countWhere(rows, (a) => a.patient_id === regular)));

    const card = q.ask('how many cardiology appointments in March 2025', count(countWhere(rows, (a) => inDept('CARD')(a) && during('2025-03')(a))));
    const derm = q.followUp(card, 'and dermatology?', count(countWhere(rows, (a) => inDept('DERM')(a) && during('2025-03')(a))));
    q.followUp(derm, 'what about April?', count(countWhere(rows, (a) => inDept('DERM')(a) && during('2025-04')(a))));
    const ent = q.ask('Average fee for a completed ENT visit', amount(avgOf(rows, fee, (a) => inDept('ENT')(a) && completed(a))));
    q.followUp(ent, 'And for Physiotherapy?', amount(avgOf(rows, fee, (a) => inDept('PHYS')(a) && completed(a))));

    q.ask('What diagnoses are most common in Cardiology?', decline('no diagnosis column'));
    q.ask('How many appointments were there in 2023?', decline('appointments start in January 2024'));
    q.ask('What is the average patient satisfaction score?', decline('no satisfaction column'));
    q.ask('Which clinician is the best doctor?', decline('subjective'));
    q.ask('How many appointments will we have in December 2025?', decline('a forecast'));
    q.ask('How much did we pay the clinicians in salaries?', decline('no salaries or costs'));
    q.ask('Which prescriptions were written most often?', decline('no prescriptions'));
    q.ask('What is the average blood pressure of Cardiology patients?', decline('no vital signs'));
    q.ask('Why do patients miss their appointments?', decline('causes are not in the data'));
    q.ask('What is the average patient weight in kg?', decline('no weight column'));
    return { files, questions: q.questions };
  },
};
