// Tables of small service businesses for the builtin engine's tests (generated from a seed, rows
// kept so tests compute expected answers themselves): a salon's appointments whose cancelled and
// no-show rows keep their booked price, tuning visits charged ex VAT with a payment status, and an
// alterations shop's tickets with a price, a deposit and a work type written as a phrasal verb.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type SalonAppointment = { appt_ref: string; branch: string; technician: string; service: string; appt_date: string; 'Price (£)': string; status: string };

const BRANCHES: Array<[string, string[]]> = [
  ['Eastgate', ['Amira', 'Bryony', 'Cleo']],
  ['Harbour', ['Dilys', 'Esme', 'Fatou']],
  ['Westbrook', ['Gwen', 'Hira', 'Ione']],
];
const SERVICES: Array<[string, number]> = [['Gel Manicure', 32], ['Pedicure', 38], ['Infill', 30], ['Nail Art', 12]];
const day = (rng: () => number, from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + int(rng, 0, days - 1) * 86_400_000).toISOString().slice(0, 10);

/** Appointments whose Cancelled and No-show rows keep their booked price; Harbour has many cancellations. */
export function salonAppointments(n: number, seed = 71): SalonAppointment[] {
  const rng = seeded(seed);
  const out: SalonAppointment[] = [];
  for (let i = 0; i < n; i++) {
    const [branch, techs] = pick(rng, BRANCHES);
    const [service, base] = pick(rng, SERVICES);
    const cancelRate = branch === 'Harbour' ? 0.4 : 0.06;
    const status = chance(rng, cancelRate) ? 'Cancelled' : chance(rng, 0.05) ? 'No-show' : 'Completed';
    const price = base * (branch === 'Harbour' ? 1.3 : 1) + int(rng, 0, 4);
    out.push({ appt_ref: `AP${100_001 + i}`, branch, technician: pick(rng, techs), service, appt_date: day(rng, '2025-01-01', 300), 'Price (£)': price.toFixed(2), status });
  }
  return out;
}

export type TunedPiano = { piano_id: string; town: string };
export type TuningVisit = { visit_no: number; piano_id: string; tuner: string; charge_ex_vat: string; payment_status: string };

/** Pianos in four towns and their visits; Ilkley's visits are mostly unpaid but its charges are the highest. */
export function tuningVisits(pianoCount: number, visitCount: number, seed = 73): { pianos: TunedPiano[]; visits: TuningVisit[] } {
  const rng = seeded(seed);
  const towns = ['Ilkley', 'Otley', 'Ripon', 'Skipton'];
  const pianos = Array.from({ length: pianoCount }, (_, i) => ({ piano_id: `P${String(i + 1).padStart(4, '0')}`, town: towns[i % towns.length] }));
  const visits: TuningVisit[] = [];
  for (let i = 0; i < visitCount; i++) {
    const p = pick(rng, pianos);
    const ilkley = p.town === 'Ilkley';
    const charge = (ilkley ? 120 : 90) + int(rng, 0, 20);
    const payment = ilkley ? (chance(rng, 0.6) ? 'Unpaid' : 'Paid') : chance(rng, 0.05) ? 'Written off' : 'Paid';
    visits.push({ visit_no: 50_001 + i, piano_id: p.piano_id, tuner: pick(rng, ['Ruth', 'Owen', 'Mark']), charge_ex_vat: charge.toFixed(2), payment_status: payment });
  }
  return { pianos, visits };
}

export type AlterationTicket = { ticket: string; received: string; customer_type: string; work: string; tailor: string; 'Price £': string; 'Deposit £': string; status: string };

/**
 * Alteration tickets: a price and a deposit (Bea takes the bridal deposits, Ada the most money),
 * a Work column holding "Take in" beside a customer type, and a status of the garment (Collected, Ready, In progress).
 */
export function alterationTickets(n: number, seed = 79): AlterationTicket[] {
  const rng = seeded(seed);
  const out: AlterationTicket[] = [];
  for (let i = 0; i < n; i++) {
    const tailor = pick(rng, ['Ada', 'Bea', 'Cyd']);
    const work = pick(rng, ['Hem', 'Take in', 'Let out', 'Repair']);
    const price = (tailor === 'Ada' ? 40 : 25) + int(rng, 0, 10);
    const deposit = tailor === 'Bea' ? 20 : chance(rng, 0.2) ? 5 : 0;
    // Tickets come in mostly in the autumn: October is the busiest month.
    const received = chance(rng, 0.3) ? day(rng, '2025-10-01', 31) : day(rng, '2025-01-01', 270);
    const status = chance(rng, 0.7) ? 'Collected' : pick(rng, ['Ready', 'In progress', 'Abandoned']);
    out.push({ ticket: `T-${String(i + 1).padStart(5, '0')}`, received, customer_type: pick(rng, ['Walk-in', 'Account', 'Trade']), work, tailor, 'Price £': price.toFixed(2), 'Deposit £': deposit.toFixed(2), status });
  }
  return out;
}
