// A pharmacy's prescriptions beside its patient register (shared patient_id): refill dates left
// blank when no refill was issued, the dispensing channel as a two-letter code (IP, ON), patients'
// countries as ISO codes that read like English words (AT, NO, IT), quantity and unit price to
// multiply.
import { join } from 'node:path';
import { countWhere, groupBy, percentOf, sumOf, avgOf } from '../compute.ts';
import { amount, count, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Patient { id: number; name: string; country: string; born: number }
interface Prescription { id: number; patient: number; drug: string; issued: string; refill: string | null; quantity: number; unitPrice: number; copay: number; channel: string }

const FIRST = ['Anna', 'Lukas', 'Maria', 'Jonas', 'Elena', 'Felix', 'Sofia', 'Matteo', 'Ingrid', 'Tomas', 'Clara', 'Emil'];
const LAST = ['Berger', 'Hansen', 'Rossi', 'Novak', 'Weber', 'Larsen', 'Conti', 'Huber', 'Dahl', 'Keller'];
const DRUGS = ['Amoxicillin', 'Atorvastatin', 'Metformin', 'Lisinopril', 'Omeprazole', 'Sertraline'];

function generate(): { patients: Patient[]; prescriptions: Prescription[] } {
  const random = createRandom(10_101);
  const patients = Array.from({ length: 1_400 }, (_, i): Patient => ({
    id: 7_001 + i,
    name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
    country: random.weighted(['AT', 'DE', 'NO', 'IT'], [35, 30, 20, 15]),
    born: random.int(1940, 2010),
  }));
  const prescriptions = Array.from({ length: 6_000 }, (_, i): Prescription => {
    const issued = random.date('2024-01-01', '2025-10-31');
    const quantity = random.weighted([14, 28, 30, 56, 90], [20, 35, 20, 15, 10]);
    return {
      id: 300_001 + i,
      patient: random.int(7_001, 7_000 + patients.length),
      drug: random.weighted(DRUGS, [24, 20, 18, 15, 13, 10]),
      issued,
      refill: random.chance(0.42) ? random.date('2025-11-01', '2025-12-31') : null,
      quantity,
      unitPrice: random.float(0.05, 1.9, 2),
      copay: random.float(2, 25, 2),
      channel: random.weighted(['IP', 'ON'], [64, 36]),
    };
  });
  return { patients, prescriptions };
}

const PATIENT_COLUMNS: Column<Patient>[] = [
  { header: 'patient_id', value: (r) => r.id },
  { header: 'full_name', value: (r) => r.name },
  { header: 'country', value: (r) => r.country },
  { header: 'birth_year', value: (r) => r.born },
];
const PRESCRIPTION_COLUMNS: Column<Prescription>[] = [
  { header: 'rx_id', value: (r) => r.id },
  { header: 'patient_id', value: (r) => r.patient },
  { header: 'drug', value: (r) => r.drug },
  { header: 'issued_date', value: (r) => r.issued },
  { header: 'refill_date', value: (r) => r.refill },
  { header: 'quantity', value: (r) => r.quantity },
  { header: 'unit_price', value: (r) => r.unitPrice },
  { header: 'copay', value: (r) => r.copay },
  { header: 'channel', value: (r) => r.channel },
];

export const pharmacy: BusinessSchema = {
  name: 'pharmacy',
  description: 'Prescriptions (6,000 rows, CSV) beside patients (1,400 rows, XLSX): blank refill dates, channel and country codes',
  async build(dir) {
    const { patients, prescriptions: rows } = generate();
    const files = [
      await writeCsv(join(dir, 'prescriptions.csv'), PRESCRIPTION_COLUMNS, rows),
      await writeXlsx(join(dir, 'patients.xlsx'), 'patients', PATIENT_COLUMNS, patients),
    ];
    const q = questionSet('pharmacy');
    const issued = (from: string, to: string) => (r: Prescription) => between(r.issued, from, to);

    q.ask('How many prescriptions have no refill date?', count(countWhere(rows, (r) => r.refill === null)));
    q.ask('What percentage of prescriptions have a refill date?', percent(percentOf(countWhere(rows, (r) => r.refill !== null), rows.length)));
    q.ask('How many patients do we treat?', count(patients.length));
    q.ask('How many prescriptions were issued between 10 and 20 March 2025 inclusive?', count(countWhere(rows, issued('2025-03-10', '2025-03-20'))));
    q.ask('How many prescriptions were issued since 1 October 2025?', count(countWhere(rows, issued('2025-10-01', '2025-12-31'))));
    q.ask('What is the total of quantity times unit price across all prescriptions?', amount(sumOf(rows, (r) => r.quantity * r.unitPrice)));
    q.ask('How many patients are from AT?', count(countWhere(patients, (p) => p.country === 'AT')));
    q.ask('How many online (ON) prescriptions were there?', count(countWhere(rows, (r) => r.channel === 'ON')));
    q.ask('Which drug was prescribed the most?', winner(groupBy(rows, (r) => r.drug, 'count')));
    q.ask('What was the average copay in 2024?', amount(avgOf(rows, (r) => r.copay, issued('2024-01-01', '2024-12-31'))));

    q.ask('What is the average salary of our pharmacists?', decline('no staff or salary column'));
    q.ask('How many prescriptions were returned unused?', decline('no return column'));
    q.ask('Which insurer paid the most?', decline('no insurer column'));
    return { files, questions: q.questions };
  },
};
