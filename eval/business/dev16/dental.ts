// A dental practice's export from its practice-management system: one workbook with two sheets,
// Patients and Appointments (shared Patient ID). Appointment headers carry units on a second line
// ("Fee\n(£)", "Length\n(mins)"); attendance is a Y/N flag; the plan was typed by hand
// ("NHS", "nhs ", "Private"...). Each sheet is its own table.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsxGrids, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { excelDay, typedByHand } from './formats.ts';

interface Patient { id: number; name: string; site: string; plan: string; planTyped: string; registered: string; birthYear: number }
interface Appointment { id: number; patient: number; date: string; dentist: string; treatment: string; fee: number; minutes: number; attended: boolean }

const FIRST = ['Amelia', 'Bilal', 'Cerys', 'Dmitri', 'Esme', 'Farah', 'Gethin', 'Hana', 'Ivo', 'Jasmine', 'Kofi', 'Leah', 'Marek', 'Nia', 'Oscar'];
const LAST = ['Ashworth', 'Bevan', 'Chowdhury', 'Dunn', 'Eze', 'Foley', 'Gill', 'Hart', 'Ibbotson', 'Jowett', 'Kowalski', 'Lamb'];
const SITES = ['Riverside', 'Market Street', 'Hillcrest'];
const PLANS = ['NHS', 'Private', 'Denplan'];
const DENTISTS = ['Dr Okafor', 'Dr Lindqvist', 'Dr Pereira', 'Dr Walsh', 'Dr Mehta'];
const TREATMENTS = ['Check-up', 'Hygiene', 'Filling', 'Crown', 'Root Canal', 'Extraction', 'Whitening'];
const FEES: Record<string, [number, number]> = {
  'Check-up': [25, 65], Hygiene: [45, 90], Filling: [70, 180], Crown: [300, 750], 'Root Canal': [250, 600], Extraction: [80, 220], Whitening: [250, 450],
};
const MINUTES: Record<string, number[]> = {
  'Check-up': [15, 20], Hygiene: [30, 40], Filling: [30, 45, 60], Crown: [60, 90], 'Root Canal': [60, 90, 120], Extraction: [30, 45], Whitening: [60, 90],
};

function generate(): { patients: Patient[]; appointments: Appointment[] } {
  const random = createRandom(16_002);
  const patients = Array.from({ length: 2_400 }, (_, i): Patient => {
    const plan = random.weighted(PLANS, [52, 30, 18]);
    return {
      id: 7_001 + i,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      site: random.weighted(SITES, [44, 33, 23]),
      plan,
      planTyped: typedByHand(random, plan),
      registered: random.date('2012-01-01', '2025-06-30'),
      birthYear: random.int(1940, 2019),
    };
  });
  const appointments: Appointment[] = [];
  for (let i = 0; i < 11_500; i++) {
    const treatment = random.weighted(TREATMENTS, [34, 24, 18, 6, 5, 8, 5]);
    const [low, high] = FEES[treatment];
    appointments.push({
      id: 300_001 + i,
      patient: random.pick(patients).id,
      date: random.date('2024-01-02', '2025-09-30'),
      dentist: random.weighted(DENTISTS, [26, 22, 20, 17, 15]),
      treatment,
      fee: random.float(low, high, 2),
      minutes: random.pick(MINUTES[treatment]),
      attended: random.chance(0.91),
    });
  }
  return { patients, appointments };
}

function sheets(patients: Patient[], appointments: Appointment[]): { name: string; grid: GridCell[][] }[] {
  return [
    {
      name: 'Patients',
      grid: [
        ['Patient ID', 'Patient Name', 'Site', 'Plan', 'Registered', 'Birth Year'],
        ...patients.map((p) => [p.id, p.name, p.site, p.planTyped, excelDay(p.registered), p.birthYear]),
      ],
    },
    {
      name: 'Appointments',
      grid: [
        ['Appt ID', 'Patient ID', 'Appt Date', 'Dentist', 'Treatment', 'Fee\n(£)', 'Length\n(mins)', 'Attended'],
        ...appointments.map((a) => [a.id, a.patient, excelDay(a.date), a.dentist, a.treatment, a.fee, a.minutes, a.attended ? 'Y' : 'N']),
      ],
    },
  ];
}

export const dental: BusinessSchema = {
  name: 'dentalpractice',
  description: 'A dental practice workbook (XLSX, two sheets): 2,400 patients and 11,500 appointments sharing Patient ID; units on a second header line, Y/N attendance',
  async build(dir) {
    const { patients, appointments } = generate();
    const files = [await writeXlsxGrids(join(dir, 'practice.xlsx'), sheets(patients, appointments), patients.length + appointments.length)];
    const q = questionSet('dentalpractice');
    const patientOf = new Map(patients.map((p) => [p.id, p]));
    const inRange = (from: string, to: string) => (a: Appointment) => between(a.date, from, to);
    const attended = appointments.filter((a) => a.attended);

    q.ask('How many patients are registered?', count(patients.length));
    q.ask('How many appointments were booked in total?', count(appointments.length));
    q.ask('How many patients are on an NHS plan?', count(countWhere(patients, (p) => p.plan === 'NHS')));
    q.ask('Number of patients per plan', countsBy(groupBy(patients, (p) => p.plan, 'count')));
    q.ask('Which site has the most patients?', winner(groupBy(patients, (p) => p.site, 'count')));
    q.ask('What is the total of all appointment fees?', amount(sumOf(appointments, (a) => a.fee)));
    q.ask('What is the average fee for a crown?', amount(avgOf(appointments, (a) => a.fee, (a) => a.treatment === 'Crown')));
    q.ask('Which dentist saw the most appointments?', winner(groupBy(appointments, (a) => a.dentist, 'count')));
    q.ask('How many appointments were missed?', count(countWhere(appointments, (a) => !a.attended)));
    q.ask('What percentage of appointments were attended?', percent(percentOf(attended.length, appointments.length)));
    q.ask('Total fees by treatment', breakdown(groupBy(appointments, (a) => a.treatment, 'sum', (a) => a.fee)));
    q.ask('What is the average appointment length in minutes?', amount(avgOf(appointments, (a) => a.minutes)));
    q.ask('Which treatment takes the longest on average?', winner(groupBy(appointments, (a) => a.treatment, 'avg', (a) => a.minutes)));
    q.ask('How many appointments were there in June 2025?', count(countWhere(appointments, inRange('2025-06-01', '2025-06-30'))));
    q.ask('How much did Dr Walsh bill in 2024?', amount(sumOf(appointments, (a) => a.fee, (a) => a.dentist === 'Dr Walsh' && inRange('2024-01-01', '2024-12-31')(a))));
    const fillings = q.ask('How many fillings did Dr Okafor do?', count(countWhere(appointments, (a) => a.dentist === 'Dr Okafor' && a.treatment === 'Filling')));
    q.followUp(fillings, 'And Dr Mehta?', count(countWhere(appointments, (a) => a.dentist === 'Dr Mehta' && a.treatment === 'Filling')));
    q.ask('How many appointments did Private patients have?', count(countWhere(appointments, (a) => patientOf.get(a.patient)!.plan === 'Private')));
    q.ask('Total fees from Denplan patients', amount(sumOf(appointments, (a) => a.fee, (a) => patientOf.get(a.patient)!.plan === 'Denplan')));
    q.ask('Which site brought in the most in fees?', winner(groupBy(appointments, (a) => patientOf.get(a.patient)!.site, 'sum', (a) => a.fee)));
    q.ask('Number of appointments per dentist', countsBy(groupBy(appointments, (a) => a.dentist, 'count')));
    q.ask('How many patients registered in 2024?', count(countWhere(patients, (p) => between(p.registered, '2024-01-01', '2024-12-31'))));
    q.ask('How many patients were born before 1960?', count(countWhere(patients, (p) => p.birthYear < 1960)));
    q.ask('How many patients at Hillcrest are on the Private plan?', count(countWhere(patients, (p) => p.site === 'Hillcrest' && p.plan === 'Private')));
    q.ask('What is the average fee of a missed appointment?', amount(avgOf(appointments, (a) => a.fee, (a) => !a.attended)));
    q.ask('Average fee per dentist', breakdown(groupBy(appointments, (a) => a.dentist, 'avg', (a) => a.fee)));
    const extractions = q.ask('How many extractions were done in the first quarter of 2025?', count(countWhere(appointments, (a) => a.treatment === 'Extraction' && inRange('2025-01-01', '2025-03-31')(a))));
    q.followUp(extractions, 'What about root canals?', count(countWhere(appointments, (a) => a.treatment === 'Root Canal' && inRange('2025-01-01', '2025-03-31')(a))));
    q.ask('What share of patients are on Denplan?', percent(percentOf(countWhere(patients, (p) => p.plan === 'Denplan'), patients.length)));
    q.ask('How many whitening appointments were longer than an hour?', count(countWhere(appointments, (a) => a.treatment === 'Whitening' && a.minutes > 60)));

    q.ask('What is the average waiting time for an appointment?', decline('no booking date to measure a wait from'));
    q.ask('Which dentist has the best patient reviews?', decline('no review data'));
    q.ask('How much did the practice pay its dentists?', decline('no pay data'));
    q.ask('How many patients cancelled by phone?', decline('no cancellation channel'));
    q.ask('What is the total cost of materials used for crowns?', decline('no material cost column'));
    q.ask('How many patients have dental insurance with Bupa?', decline('no insurer column'));
    q.ask('Which hygienist did the most cleanings?', decline('no hygienist column'));
    q.ask('What was the profit on root canals last year?', decline('no cost data'));
    return { files, questions: q.questions };
  },
};
