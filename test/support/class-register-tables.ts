// A dance school's pupils, class register and fees for the builtin engine's tests (generated from a
// seed; rows kept so tests compute expected answers themselves): pupils keyed by Pupil No, a
// register whose Mark holds Present, Absent and Cancelled with the class date written with its
// weekday ("Sat 15 Mar 2025"), and fees (paid on dates written 14/03/2025) whose kinds sit in a column headed Item.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type Pupil = { 'Pupil No': number; Pupil: string; Grade: string; Status: string };
export type RegisterLine = { 'Class date': string; 'Pupil No': number; Style: string; Teacher: string; 'Length (mins)': number; Mark: string };
export type Fee = { 'Payment ref': number; 'Pupil No': number; 'Paid on': string; 'Amount (£)': number; Item: string };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sat 15 Mar 2025" for 2025-03-15. */
export function weekdayDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${iso.slice(8, 10)} ${MONTHS[d.getUTCMonth()]} ${iso.slice(0, 4)}`;
}

/** `pupils` pupils, `lines` register lines over 2025 (ISO dates kept in `iso`) and a few fees each. */
export function classRegister(pupils: number, lines: number, seed = 4_507): { pupils: Pupil[]; register: Array<RegisterLine & { iso: string }>; fees: Fee[] } {
  const rng = seeded(seed);
  const people: Pupil[] = Array.from({ length: pupils }, (_, i) => ({ 'Pupil No': 3_001 + i * 3, Pupil: `${pick(rng, ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'])} ${pick(rng, ['Hart', 'Ives', 'Jones', 'Kerr'])} ${i}`, Grade: pick(rng, ['Grade 1', 'Grade 2', 'Grade 3', 'Adult']), Status: pick(rng, ['Active', 'Active', 'Active', 'Left']) }));
  const register = Array.from({ length: lines }, () => {
    const iso = `2025-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`;
    const roll = rng();
    return {
      iso,
      'Class date': weekdayDate(iso),
      'Pupil No': pick(rng, people)['Pupil No'],
      Style: pick(rng, ['Ballet', 'Tap', 'Jazz', 'Street']),
      Teacher: pick(rng, ['Rosa', 'Nia', 'Theo']),
      'Length (mins)': pick(rng, [30, 45, 60]),
      Mark: roll < 0.05 ? 'Cancelled' : roll < 0.2 ? 'Absent' : 'Present',
    };
  });
  const fees: Fee[] = [];
  for (const p of people)
    for (let n = int(rng, 1, 3); n > 0; n--) fees.push({ 'Payment ref': 70_001 + fees.length, 'Pupil No': p['Pupil No'], 'Paid on': `${String(int(rng, 1, 28)).padStart(2, '0')}/${String(int(rng, 1, 12)).padStart(2, '0')}/2025`, 'Amount (£)': pick(rng, [12, 30, 45.5]), Item: pick(rng, ['Term fee', 'Exam entry', 'Uniform']) });
  return { pupils: people, register, fees };
}
