// A music school's students, the lessons they had (each with its "Fee (EUR)") and the term invoices
// they were sent (amount due, amount paid), for the builtin engine's tests of money paid: what the
// students paid is on the invoices, not the lesson fees. Generated from a seed; rows kept so tests
// compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type Pupil = { student_id: number; first_name: string; instrument: string };
export type TuitionLesson = { lesson_id: number; student_id: number; lesson_date: string; teacher: string; 'Fee (EUR)': number };
export type TermInvoice = { invoice_no: string; student_id: number; term: string; amount_due_eur: number; amount_paid_eur: number };

const INSTRUMENTS = ['Cello', 'Drums', 'Guitar', 'Piano', 'Violin'];
const TEACHERS = ['Aoife', 'Marco', 'Nina', 'Oscar', 'Rosa'];
const NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jun'];

/** `n` students, 12 lessons each on average, and one invoice per student per term. */
export function tuition(n: number, seed = 8_282): { students: Pupil[]; lessons: TuitionLesson[]; invoices: TermInvoice[] } {
  const rng = seeded(seed);
  const students: Pupil[] = Array.from({ length: n }, (_, i) => ({ student_id: 30_000 + i, first_name: pick(rng, NAMES), instrument: pick(rng, INSTRUMENTS) }));
  const lessons: TuitionLesson[] = [];
  const invoices: TermInvoice[] = [];
  for (const s of students) {
    for (const term of ['Autumn 2024', 'Spring 2025']) {
      let due = 0;
      for (let k = int(rng, 3, 9); k > 0; k--) {
        const fee = pick(rng, [24.5, 30, 36, 49.5]);
        due += fee;
        const month = term === 'Autumn 2024' ? int(rng, 9, 12) : int(rng, 1, 4);
        lessons.push({ lesson_id: 500_000 + lessons.length, student_id: s.student_id, lesson_date: `${term.endsWith('2024') ? 2024 : 2025}-${String(month).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`, teacher: pick(rng, TEACHERS), 'Fee (EUR)': fee });
      }
      // Some invoices are paid in part or not at all.
      const paid = chance(rng, 0.7) ? due : chance(rng, 0.5) ? Math.round(due * 50) / 100 : 0;
      invoices.push({ invoice_no: `INV-${10_000 + invoices.length}`, student_id: s.student_id, term, amount_due_eur: due, amount_paid_eur: paid });
    }
  }
  return { students, lessons, invoices };
}
