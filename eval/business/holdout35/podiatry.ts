// A two-site podiatry clinic: its patient register (CSV: patient numbers with leading zeros, town,
// year of birth, a Yes/No diabetic flag, referral source, registration date as UK text) and its
// appointments from January 2025 to January 2027 (XLSX: date as UK text, practitioner, clinic,
// treatment, fee in pounds, status, a Yes/No paid flag and payment method). Traps: patient numbers
// that look numeric ("004512"), a fee header with its unit ("Fee (£)") still filled on cancelled and
// no-show ("DNA") rows, attended appointments not yet paid, a price rise in April 2026, a treatment
// whose name starts "Total" ("Total Nail Avulsion"), patients' towns beside the clinics' own town
// names, and booked appointments after today.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Patient {
  no: string;
  gender: string;
  born: number;
  town: string;
  diabetic: boolean;
  referral: string;
  registered: string;
}

interface Appointment {
  id: number;
  patient: string;
  date: string;
  time: string;
  practitioner: string;
  clinic: string;
  treatment: string;
  fee: number;
  status: string;
  paid: boolean;
  method: string | null;
}

const TODAY = '2026-11-30';
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// treatment, fee until March 2026, weight
const TREATMENTS: [string, number, number][] = [
  ['Routine Nail Care', 38, 30],
  ['Corn & Callus Removal', 42, 16],
  ['Verruca Treatment', 45, 12],
  ['Diabetic Foot Check', 40, 10],
  ['Biomechanical Assessment', 85, 9],
  ['Custom Orthotics', 220, 5],
  ['Nail Surgery', 260, 4],
  ['Total Nail Avulsion', 295, 2],
];
const TOWNS: [string, number][] = [['Truro', 30], ['Falmouth', 24], ['Penryn', 10], ['Redruth', 14], ['Camborne', 12], ['St Austell', 10]];
const PRACTITIONERS: [string, string[]][] = [
  ['Sarah Kemp', ['Truro Clinic']],
  ['Tom Bassett', ['Truro Clinic', 'Falmouth Clinic']],
  ['Priya Nair', ['Falmouth Clinic']],
  ['Lucy Chen', ['Truro Clinic', 'Falmouth Clinic']],
];
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];

function generate(): { patients: Patient[]; appointments: Appointment[] } {
  const random = createRandom(45_617);
  const patients: Patient[] = [];
  for (let i = 0; i < 2_400; i++) {
    const born = Math.min(2015, Math.max(1928, Math.round(random.normal(1958, 16))));
    const diabetic = random.chance(born < 1960 ? 0.28 : 0.12);
    patients.push({
      no: String(1_201 + i * 2).padStart(6, '0'),
      gender: random.weighted(['F', 'M'], [62, 38]),
      born,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      diabetic,
      referral: random.weighted(['GP Referral', 'Self-referred', 'Insurer'], diabetic ? [60, 30, 10] : [25, 60, 15]),
      registered: '',
    });
  }
  const ordered = shuffled(random, patients);
  ordered.forEach((p, i) => (p.registered = i < 900 ? random.date('2019-01-01', '2024-12-31') : random.date('2025-01-01', TODAY)));
  const appointments: Appointment[] = [];
  const activity = patients.map(() => random.float(0.3, 3));
  const indices = patients.map((_, k) => k);
  const start = '2025-01-02';
  const days = daysBetween(start, '2027-01-29');
  for (let d = 0; d <= days; d++) {
    const date = addDays(start, d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || (weekday === 6 && random.chance(0.5))) continue;
    const future = date > TODAY;
    const n = future ? random.int(Math.max(0, 14 - daysBetween(TODAY, date) / 4), 22) : random.int(14, 24);
    for (let i = 0; i < n; i++) {
      const eligible = indices.filter((k) => patients[k].registered <= date);
      const p = patients[random.weighted(eligible, eligible.map((k) => activity[k]))];
      let treatment = random.weighted(TREATMENTS, TREATMENTS.map((t) => t[2]));
      if (p.diabetic && random.chance(0.3)) treatment = TREATMENTS.find((t) => t[0] === 'Diabetic Foot Check')!;
      const [practitioner, clinics] = random.pick(PRACTITIONERS);
      const fee = date >= '2026-04-01' ? treatment[1] + (treatment[1] >= 200 ? 15 : 3) : treatment[1];
      let status = 'Booked';
      if (!future) status = random.weighted(['Attended', 'Cancelled', 'DNA'], [84, 10, 6]);
      const paid = status === 'Attended' && (date < '2026-11-01' ? random.chance(0.97) : random.chance(0.8));
      const method = paid ? random.weighted(['Card', 'Cash', 'Insurer'], [65, 12, p.referral === 'Insurer' ? 60 : 4]) : null;
      appointments.push({ id: 0, patient: p.no, date, time: random.pick(TIMES), practitioner, clinic: random.pick(clinics), treatment: treatment[0], fee, status, paid, method });
    }
  }
  appointments.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.practitioner.localeCompare(b.practitioner));
  appointments.forEach((a, i) => (a.id = 70_001 + i));
  return { patients, appointments };
}

const PATIENT_COLUMNS: Column<Patient>[] = [
  { header: 'Patient No', value: (p) => p.no },
  { header: 'Gender', value: (p) => p.gender },
  { header: 'Year of Birth', value: (p) => p.born },
  { header: 'Town', value: (p) => p.town },
  { header: 'Diabetic', value: (p) => (p.diabetic ? 'Yes' : 'No') },
  { header: 'Referral Source', value: (p) => p.referral },
  { header: 'Registered', value: (p) => ukDate(p.registered) },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'Appt ID', value: (a) => a.id },
  { header: 'Patient No', value: (a) => a.patient },
  { header: 'Date', value: (a) => ukDate(a.date) },
  { header: 'Time', value: (a) => a.time },
  { header: 'Practitioner', value: (a) => a.practitioner },
  { header: 'Clinic', value: (a) => a.clinic },
  { header: 'Treatment', value: (a) => a.treatment },
  { header: 'Fee (£)', value: (a) => a.fee },
  { header: 'Status', value: (a) => a.status },
  { header: 'Paid', value: (a) => (a.paid ? 'Yes' : 'No') },
  { header: 'Payment Method', value: (a) => a.method },
];

export const podiatry: BusinessSchema = {
  name: 'podiatry',
  description: "A podiatry clinic's patient register (CSV) and its appointments Jan 2025-Jan 2027 with treatments, fees and attendance (XLSX), sharing Patient No",
  async build(dir) {
    const { patients, appointments } = generate();
    const files = [
      await writeCsv(join(dir, 'patients.csv'), PATIENT_COLUMNS, patients),
      await writeXlsx(join(dir, 'appointments.xlsx'), 'Appointments', APPOINTMENT_COLUMNS, appointments),
    ];
    const q = questionSet('podiatry');
    const byNo = new Map(patients.map((p) => [p.no, p]));
    const patientOf = (a: Appointment) => byNo.get(a.patient)!;
    const attended = (a: Appointment) => a.status === 'Attended';
    const fee = (a: Appointment) => a.fee;
    const inMonth = (m: string) => (a: Appointment) => a.date.startsWith(m);
    const between = (from: string, to: string) => (a: Appointment) => a.date >= from && a.date <= to;

    q.ask('How many patients have we got on the books?', count(patients.length));
    q.ask('How many of our patients are diabetic?', count(countWhere(patients, (p) => p.diabetic)));
    q.ask('patients by town', countsBy(groupBy(patients, (p) => p.town, 'count')));
    q.ask('Which town do most of our patients live in?', winner(groupBy(patients, (p) => p.town, 'count')));
    q.ask('What percentage of patients came to us as a GP referral?', percent(percentOf(countWhere(patients, (p) => p.referral === 'GP Referral'), patients.length)));
    q.ask('How many new patients have registered this year?', count(countWhere(patients, (p) => p.registered >= '2026-01-01' && p.registered <= TODAY)));
    q.ask('How many patients were born before 1950?', count(countWhere(patients, (p) => p.born < 1950)));
    q.ask('Number of patients by referral source', countsBy(groupBy(patients, (p) => p.referral, 'count')));
    q.ask('How many patients registered in October 2026?', count(countWhere(patients, (p) => p.registered.startsWith('2026-10'))));

    q.ask('How many appointments are in the diary in total?', count(appointments.length));
    q.ask('How many DNAs have we had?', count(countWhere(appointments, (a) => a.status === 'DNA')));
    q.ask('appointments by status', countsBy(groupBy(appointments, (a) => a.status, 'count')));
    q.ask('How many appointments are booked for December 2026?', count(countWhere(appointments, (a) => a.status === 'Booked' && inMonth('2026-12')(a))));
    q.ask('Total fees from attended appointments', amount(sumOf(appointments, fee, attended)));
    q.ask('How much did we take from attended appointments last month?', amount(sumOf(appointments, fee, (a) => attended(a) && inMonth('2026-10')(a))));
    q.ask('Which practitioner has done the most attended appointments this year?', winner(groupBy(appointments, (a) => a.practitioner, 'count', undefined, (a) => attended(a) && a.date >= '2026-01-01' && a.date <= TODAY)));
    q.ask('Fees from attended appointments by practitioner', breakdown(groupBy(appointments, (a) => a.practitioner, 'sum', fee, attended)));
    q.ask('Top 3 treatments by income, attended appointments only', ranking(ranked(groupBy(appointments, (a) => a.treatment, 'sum', fee, attended), 3)));
    q.ask('What is the average fee for an attended Biomechanical Assessment?', amount(avgOf(appointments, fee, (a) => attended(a) && a.treatment === 'Biomechanical Assessment')));
    q.ask('How many Total Nail Avulsions did we carry out in 2026?', count(countWhere(appointments, (a) => attended(a) && a.treatment === 'Total Nail Avulsion' && a.date.startsWith('2026'))));
    q.ask('Of the appointments up to today, what percentage were DNAs?', percent(percentOf(countWhere(appointments, (a) => a.status === 'DNA'), countWhere(appointments, (a) => a.date <= TODAY))));
    q.ask("How many attended appointments haven't been paid yet?", count(countWhere(appointments, (a) => attended(a) && !a.paid)));
    q.ask('How much is outstanding from attended appointments that are unpaid?', amount(sumOf(appointments, fee, (a) => attended(a) && !a.paid)));
    q.ask('Fees from attended appointments in Q3 2026', amount(sumOf(appointments, fee, (a) => attended(a) && between('2026-07-01', '2026-09-30')(a))));
    q.ask('Attended appointments per clinic in 2025', countsBy(groupBy(appointments, (a) => a.clinic, 'count', undefined, (a) => attended(a) && a.date.startsWith('2025'))));
    q.ask('Which clinic took more in fees last month from attended appointments?', winner(groupBy(appointments, (a) => a.clinic, 'sum', fee, (a) => attended(a) && inMonth('2026-10')(a))));
    q.ask('How many appointments in the last 30 days were cancelled?', count(countWhere(appointments, (a) => a.status === 'Cancelled' && between('2026-11-01', TODAY)(a))));
    q.ask('How many appointments were there between 10 March and 24 March 2026?', count(countWhere(appointments, between('2026-03-10', '2026-03-24'))));
    q.ask('Which month had the most attended appointments?', month(busiestMonth(appointments, (a) => a.date, attended)));
    q.ask('What is the average fee per attended appointment?', amount(avgOf(appointments, fee, attended)));
    q.ask('How many attended appointments were for diabetic patients?', count(countWhere(appointments, (a) => attended(a) && patientOf(a).diabetic)));
    q.ask('How much have we taken from attended appointments of patients who live in Falmouth?', amount(sumOf(appointments, fee, (a) => attended(a) && patientOf(a).town === 'Falmouth')));
    q.ask("Which town's patients have the most DNAs?", winner(groupBy(appointments, (a) => patientOf(a).town, 'count', undefined, (a) => a.status === 'DNA')));
    q.ask('How many Diabetic Foot Checks were attended by patients who are not diabetic?', count(countWhere(appointments, (a) => attended(a) && a.treatment === 'Diabetic Foot Check' && !patientOf(a).diabetic)));
    q.ask('Attended verruca treatments by practitioner', countsBy(groupBy(appointments, (a) => a.practitioner, 'count', undefined, (a) => attended(a) && a.treatment === 'Verruca Treatment')));
    const sept = q.ask('How many routine nail care appointments were attended in September 2026?', count(countWhere(appointments, (a) => attended(a) && a.treatment === 'Routine Nail Care' && inMonth('2026-09')(a))));
    q.followUp(sept, 'and in October?', count(countWhere(appointments, (a) => attended(a) && a.treatment === 'Routine Nail Care' && inMonth('2026-10')(a))));
    q.ask('What share of paid appointments were paid by an insurer?', percent(percentOf(countWhere(appointments, (a) => a.paid && a.method === 'Insurer'), countWhere(appointments, (a) => a.paid))));
    q.ask('Nail surgery income since 1 June 2026 (attended only)', amount(sumOf(appointments, fee, (a) => attended(a) && a.treatment === 'Nail Surgery' && a.date >= '2026-06-01')));
    q.ask('Cancelled appointments by treatment', countsBy(groupBy(appointments, (a) => a.treatment, 'count', undefined, (a) => a.status === 'Cancelled')));
    q.ask('Which practitioner has had the most DNAs?', winner(groupBy(appointments, (a) => a.practitioner, 'count', undefined, (a) => a.status === 'DNA')));
    q.ask('How many different patients attended at least one appointment in 2026?', count(new Set(appointments.filter((a) => attended(a) && a.date.startsWith('2026')).map((a) => a.patient)).size));
    q.ask('How many attended appointments were for patients born in the 1940s?', count(countWhere(appointments, (a) => attended(a) && patientOf(a).born >= 1940 && patientOf(a).born <= 1949)));
    const q1 = q.ask('How much did Priya Nair bring in from attended appointments in Q1 2026?', amount(sumOf(appointments, fee, (a) => attended(a) && a.practitioner === 'Priya Nair' && between('2026-01-01', '2026-03-31')(a))));
    q.followUp(q1, 'And in Q2?', amount(sumOf(appointments, fee, (a) => attended(a) && a.practitioner === 'Priya Nair' && between('2026-04-01', '2026-06-30')(a))));
    q.ask('Average fee for attended Custom Orthotics appointments in 2026', amount(avgOf(appointments, fee, (a) => attended(a) && a.treatment === 'Custom Orthotics' && a.date.startsWith('2026'))));
    q.ask('When is the last appointment booked in the diary?', day(dateRange(appointments, (a) => a.date).last));
    q.ask('How many appointments at the Falmouth Clinic were no-shows (DNA) in 2025?', count(countWhere(appointments, (a) => a.clinic === 'Falmouth Clinic' && a.status === 'DNA' && a.date.startsWith('2025'))));
    q.ask('Attended appointments by patient referral source this year', countsBy(groupBy(appointments, (a) => patientOf(a).referral, 'count', undefined, (a) => attended(a) && a.date >= '2026-01-01' && a.date <= TODAY)));
    q.ask('What percentage of attended appointments were for female patients?', percent(percentOf(countWhere(appointments, (a) => attended(a) && patientOf(a).gender === 'F'), countWhere(appointments, attended))));

    q.ask('How long does a nail surgery appointment take on average?', decline('no appointment lengths'));
    q.ask('Which insurance company pays us the most?', decline('the insurer is not named'));
    q.ask('How many patients have a fungal nail infection?', decline('no diagnoses recorded'));
    q.ask('How much rent do we pay for the Falmouth clinic?', decline('no costs'));
    q.ask('How many appointments did we have in 2022?', decline('appointments start in January 2025'));
    q.ask('What hourly rate do we pay Tom Bassett?', decline('no pay rates'));
    q.ask('How much did we take at the Bodmin clinic?', decline('no Bodmin clinic'));
    q.ask('How many home visits did we do last month?', decline('no visit type or location beyond the two clinics'));
    q.ask('What is our average patient satisfaction score?', decline('no feedback scores'));
    q.ask('How many orthotic insoles do we have left in stock?', decline('no stock records'));
    q.ask('What shoe size do most of our patients wear?', decline('no shoe sizes'));
    return { files, questions: q.questions };
  },
};
