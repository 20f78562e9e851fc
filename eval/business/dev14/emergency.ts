// Hospital A&E attendances (Parquet, 120,000 rows) beside the patient register (CSV) sharing
// patient_id. Waits and treatment times in minutes (the unit in the header) asked in hours, two
// time columns a bare "time" could mean, treatment time blank for patients who left without being
// seen, patients who attend many times (counted once each when the question says "different
// patients"), and a GP practice called "Total Health Practice".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf } from '../compute.ts';
import { amount, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from '../dev7/unmatched.ts';

interface Patient { id: number; sex: string; born: number; practice: string }
interface Attendance { id: number; patient: number; arrived: string; site: string; triage: number; mode: string; wait: number; treatment: number | null; outcome: string }

const PRACTICES = ['Riverside Surgery', 'Total Health Practice', 'Oakwood Medical Centre', 'Hillview Clinic', 'Market Street Surgery'];
const SITES = ['North', 'South', 'Central'];

function generate(): { patients: Patient[]; attendances: Attendance[] } {
  const random = createRandom(14_003);
  const patients = Array.from({ length: 30_000 }, (_, i): Patient => ({
    id: 200_001 + i,
    sex: random.weighted(['F', 'M'], [51, 49]),
    born: random.int(1930, 2024),
    practice: random.weighted(PRACTICES, [26, 18, 22, 16, 18]),
  }));
  const attending = patients.filter((_, i) => i % 9 !== 5);
  const attendances = Array.from({ length: 120_000 }, (_, i): Attendance => {
    const triage = random.weighted([1, 2, 3, 4, 5], [3, 14, 38, 33, 12]);
    const site = random.weighted(SITES, [38, 27, 35]);
    const wait = Math.max(0, Math.round(random.normal(40 + 25 * triage + (site === 'South' ? 30 : 0), 45)));
    const outcome = random.weighted(['Discharged', 'Admitted', 'Transferred', 'Left without being seen'], [62, 24, 5, 9]);
    const day = random.date('2024-01-01', '2025-06-30');
    return {
      id: 5_000_001 + i,
      patient: random.pick(attending).id,
      arrived: `${day} ${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`,
      site,
      triage,
      mode: random.weighted(['Walk-in', 'Ambulance', 'Police'], [68, 30, 2]),
      wait,
      treatment: outcome === 'Left without being seen' ? null : random.int(10, 400),
      outcome,
    };
  });
  return { patients, attendances };
}

const PATIENT_COLUMNS: Column<Patient>[] = [
  { header: 'patient_id', value: (r) => r.id },
  { header: 'sex', value: (r) => r.sex },
  { header: 'birth_year', value: (r) => r.born },
  { header: 'gp_practice', value: (r) => r.practice },
];
const ATTENDANCE_COLUMNS: Column<Attendance>[] = [
  { header: 'attendance_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'patient_id', value: (r) => r.patient, sqlType: 'INTEGER' },
  { header: 'arrived_at', value: (r) => r.arrived, sqlType: 'TIMESTAMP' },
  { header: 'site', value: (r) => r.site },
  { header: 'triage_category', value: (r) => r.triage, sqlType: 'INTEGER' },
  { header: 'arrival_mode', value: (r) => r.mode },
  { header: 'wait_minutes', value: (r) => r.wait, sqlType: 'INTEGER' },
  { header: 'treatment_minutes', value: (r) => r.treatment, sqlType: 'INTEGER' },
  { header: 'outcome', value: (r) => r.outcome },
];

export const emergency: BusinessSchema = {
  name: 'emergency',
  description: 'A&E attendances (120,000 rows, Parquet) and 30,000 registered patients (CSV) sharing patient_id; waits in minutes',
  async build(dir) {
    const { patients, attendances } = generate();
    const files = [await writeParquet(join(dir, 'attendances.parquet'), ATTENDANCE_COLUMNS, attendances), await writeCsv(join(dir, 'patients.csv'), PATIENT_COLUMNS, patients)];
    const q = questionSet('emergency');
    const patientOf = new Map(patients.map((p) => [p.id, p]));
    const arrivedIn = (from: string, to: string) => (a: Attendance) => between(a.arrived, from, to);

    q.ask('How many attendances arrived by ambulance?', count(countWhere(attendances, (a) => a.mode === 'Ambulance')));
    q.ask('What is the average wait in minutes for triage category 2?', amount(avgOf(attendances, (a) => a.wait, (a) => a.triage === 2)));
    q.ask('What was the longest wait in minutes?', count(maxOf(attendances, (a) => a.wait)));
    q.ask('How many different patients were admitted?', count(new Set(attendances.filter((a) => a.outcome === 'Admitted').map((a) => a.patient)).size));
    q.ask('How many attendances had the outcome Admitted?', count(countWhere(attendances, (a) => a.outcome === 'Admitted')));
    q.ask('What share of attendances left without being seen?', percent(percentOf(countWhere(attendances, (a) => a.outcome === 'Left without being seen'), attendances.length)));
    q.ask('Which site had the longest average wait?', winner(groupBy(attendances, (a) => a.site, 'avg', (a) => a.wait)));
    q.ask('Which site had the most attendances in January 2025?', winner(groupBy(attendances, (a) => a.site, 'count', undefined, arrivedIn('2025-01-01', '2025-01-31'))));
    q.ask('Number of attendances per triage category', countsBy(groupBy(attendances, (a) => String(a.triage), 'count')));
    q.ask('What is the average treatment time in minutes for walk-in attendances?', amount(avgOf(attendances, (a) => a.treatment, (a) => a.mode === 'Walk-in')));
    q.ask('How many attendances were by patients born before 1950?', count(countWhere(attendances, (a) => patientOf.get(a.patient)!.born < 1950)));
    q.ask('How many attendances by female patients ended in Admitted?', count(countWhere(attendances, (a) => patientOf.get(a.patient)!.sex === 'F' && a.outcome === 'Admitted')));
    q.ask('How many registered patients never attended?', count(unmatched(patients, (p) => p.id, attendances, (a) => a.patient).length));
    q.ask('How many attendances waited more than 4 hours?', count(countWhere(attendances, (a) => a.wait > 240)));
    q.ask('How many attendances had a wait of more than 300 minutes?', count(countWhere(attendances, (a) => a.wait > 300)));
    q.ask('What is the average wait in hours?', amount(avgOf(attendances, (a) => a.wait) / 60));
    q.ask('How many attendances have no treatment time?', count(countWhere(attendances, (a) => a.treatment === null)));
    q.ask('How many attendances were there from patients of Total Health Practice?', count(countWhere(attendances, (a) => patientOf.get(a.patient)!.practice === 'Total Health Practice')));
    q.ask('How many patients are registered with Riverside Surgery?', count(countWhere(patients, (p) => p.practice === 'Riverside Surgery')));
    const north = q.ask('How many attendances were at the North site in 2024?', count(countWhere(attendances, (a) => a.site === 'North' && arrivedIn('2024-01-01', '2024-12-31')(a))));
    q.followUp(north, 'And at South?', count(countWhere(attendances, (a) => a.site === 'South' && arrivedIn('2024-01-01', '2024-12-31')(a))));
    q.ask('What is the average treatment time in minutes at Central for triage category 1?', amount(avgOf(attendances, (a) => a.treatment, (a) => a.site === 'Central' && a.triage === 1)));
    q.ask('Which GP practice has the most attendances?', winner(groupBy(attendances, (a) => patientOf.get(a.patient)!.practice, 'count')));
    q.ask('How many attendances were not admitted?', count(countWhere(attendances, (a) => a.outcome !== 'Admitted')));
    q.ask('Which arrival mode has the shortest average wait?', winner(groupBy(attendances, (a) => a.mode, 'avg', (a) => a.wait), 'asc'));
    q.ask('How many attendances arrived by police in 2025?', count(countWhere(attendances, (a) => a.mode === 'Police' && arrivedIn('2025-01-01', '2025-12-31')(a))));
    q.ask('How many different patients arrived by ambulance?', count(new Set(attendances.filter((a) => a.mode === 'Ambulance').map((a) => a.patient)).size));

    q.ask('What is the average time in A&E?', decline('ambiguous: wait, treatment or both'));
    q.ask('What is the average time for triage category 3?', decline('ambiguous: wait or treatment time'));
    q.ask('How many 4-hour breaches were there?', decline('no breach definition: waiting or total time is not stated'));
    q.ask('Which doctor saw the most patients?', decline('no clinician column'));
    q.ask('How many beds were occupied on average?', decline('no bed occupancy column'));
    q.ask('What was the most common diagnosis?', decline('no diagnosis column'));
    q.ask('How many patients were readmitted within 30 days?', decline('no admission discharge dates to measure readmission'));
    q.ask('What is the average age of patients who died?', decline('no death outcome'));
    return { files, questions: q.questions };
  },
};
