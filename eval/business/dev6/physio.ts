// A physiotherapy practice's appointments: asked as "visits", patients "born before 1960" (a date
// of birth column), "seen" by a clinician, "length in minutes" of a duration column, fees "billed"
// in a quarter, the only money column asked as "revenue".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, day, decline, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Appointment { id: number; patient: string; born: string; date: string; clinician: string; type: string; minutes: number; fee: number }

const CLINICIANS = ['Dr. Hanna Berg', 'Dr. Mats Olsen', 'Dr. Ines Duarte', 'Dr. Kofi Mensah'];
const TYPES = ['Assessment', 'Follow-up', 'Sports massage', 'Rehabilitation'];

function generate(): Appointment[] {
  const random = createRandom(6303);
  const patients = Array.from({ length: 400 }, (_, i) => ({ name: `P${String(i + 1).padStart(4, '0')}`, born: random.date('1935-01-01', '2008-12-31') }));
  return Array.from({ length: 2_400 }, (_, i): Appointment => {
    const type = random.weighted(TYPES, [18, 44, 16, 22]);
    const minutes = type === 'Assessment' ? 60 : random.weighted([30, 45], [55, 45]);
    const patient = random.pick(patients);
    return {
      id: 90_001 + i,
      patient: patient.name,
      born: patient.born,
      date: random.date('2024-01-02', '2025-10-31'),
      clinician: random.weighted(CLINICIANS, [32, 27, 23, 18]),
      type,
      minutes,
      fee: minutes * 1.5 + random.int(0, 20),
    };
  });
}

const COLUMNS: Column<Appointment>[] = [
  { header: 'appointment_id', value: (r) => r.id },
  { header: 'patient_ref', value: (r) => r.patient },
  { header: 'date_of_birth', value: (r) => r.born },
  { header: 'appointment_date', value: (r) => r.date },
  { header: 'clinician', value: (r) => r.clinician },
  { header: 'appointment_type', value: (r) => r.type },
  { header: 'duration_min', value: (r) => r.minutes },
  { header: 'fee', value: (r) => r.fee },
];

export const physio: BusinessSchema = {
  name: 'physio',
  description: 'Physiotherapy appointments: 2,400 rows asked as visits, a date of birth column, a fee (XLSX)',
  async build(dir) {
    const rows = generate();
    const files = [await writeXlsx(join(dir, 'appointments.xlsx'), 'Appointments', COLUMNS, rows)];
    const q = questionSet('physio');
    const held = (from: string, to: string) => (r: Appointment) => between(r.date, from, to);

    q.ask('How many visits were there in 2024?', count(countWhere(rows, held('2024-01-01', '2024-12-31'))));
    q.ask('How many appointments were for patients born before 1960?', count(countWhere(rows, (r) => r.born < '1960-01-01')));
    q.ask('What is the average visit length in minutes?', amount(avgOf(rows, (r) => r.minutes)));
    q.ask('Total fees billed in Q2 2025', amount(sumOf(rows, (r) => r.fee, held('2025-04-01', '2025-06-30'))));
    q.ask('Which clinician saw the most patients?', winner(groupBy(rows, (r) => r.clinician, 'count')));
    q.ask('How many patients has Dr. Ines Duarte seen?', count(countWhere(rows, (r) => r.clinician === 'Dr. Ines Duarte')));
    q.ask('What is the most common appointment type?', winner(groupBy(rows, (r) => r.type, 'count')));
    q.ask('When was the most recent visit?', day(rows.map((r) => r.date).sort().at(-1)!));
    q.ask('What is the total revenue?', amount(sumOf(rows, (r) => r.fee)));
    q.ask('Revenue in Q4 2024', amount(sumOf(rows, (r) => r.fee, held('2024-10-01', '2024-12-31'))));
    q.ask('How many visits were booked in August 2025?', count(countWhere(rows, held('2025-08-01', '2025-08-31'))));

    q.ask('How many visits were cancelled?', decline('no status column'));
    q.ask('Which insurer pays for the most visits?', decline('no insurer column'));
    return { files, questions: q.questions };
  },
};
