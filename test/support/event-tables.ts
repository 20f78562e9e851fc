// Tables asked about by their rows' event rather than their headers: ferry sailings (dates written
// as text, 29.08.2025; shift codes) and clinic appointments (a date of birth before the
// appointment date, a duration in minutes, a fee as the only money, patients' language codes).
// Generated from a seed; the rows are kept so tests compute expected answers themselves.
import { pick, seeded } from '../../bench/support/random.ts';

export type Sailing = { sailing_id: number; sailing_date: string; route: string; vessel: string; shift: string; seats_offered: number; fare_total: number };
export type Appointment = {
  appointment_id: number;
  date_of_birth: string;
  appointment_date: string;
  clinician: string;
  appointment_type: string;
  duration_min: number;
  fee: number;
  patient_language: string;
};

// Repeated entries weight the draws, so the most common value is clear.
const ROUTES = ['Harbour - Isle North', 'Harbour - Isle North', 'Harbour - Isle North', 'Harbour - Westbay', 'Harbour - Westbay', 'Westbay - Isle North'];
const VESSELS = ['MV Skarv', 'MV Terna', 'MV Alke'];
const SHIFTS = ['DY', 'DY', 'EV', 'NT'];
const CLINICIANS = ['Hanna Berg', 'Mats Olsen', 'Ines Duarte'];
const TYPES = ['Follow-up', 'Follow-up', 'Follow-up', 'Assessment', 'Rehabilitation'];
const LANGUAGES = ['NO', 'NO', 'SV', 'EN'];

function isoDay(rand: () => number, from: number, years: number): string {
  const day = Math.floor(rand() * 365 * years);
  return new Date(Date.UTC(from, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

/** An ISO day written day first with dots, as many European exports write dates. */
export const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function sailings(n: number, seed = 61): Sailing[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const seats = pick(rand, [120, 180, 240]);
    return {
      sailing_id: 50_001 + i,
      sailing_date: dotted(isoDay(rand, 2024, 2)),
      route: pick(rand, ROUTES),
      vessel: pick(rand, VESSELS),
      shift: pick(rand, SHIFTS),
      seats_offered: seats,
      fare_total: Math.round((400 + rand() * seats * 20) * 100) / 100,
    };
  });
}

export function appointments(n: number, seed = 67): Appointment[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const type = pick(rand, TYPES);
    const minutes = type === 'Assessment' ? 60 : pick(rand, [30, 45]);
    return {
      appointment_id: 90_001 + i,
      date_of_birth: isoDay(rand, 1940, 60),
      appointment_date: isoDay(rand, 2024, 2),
      clinician: pick(rand, CLINICIANS),
      appointment_type: type,
      duration_min: minutes,
      fee: minutes * 1.5 + Math.floor(rand() * 20),
      patient_language: pick(rand, LANGUAGES),
    };
  });
}

export type Tool = { tool_id: number; tool_name: string; category: string };
export type Loan = { loan_id: number; tool_id: number; borrowed_on: string; returned_on: string | null; member_no: string; late_fee: number };

const KINDS = ['Drill', 'Saw', 'Sander', 'Ladder', 'Wrench Set'];

/** A tool library's catalogue and its loans, sharing tool_id; the first tools are lent most often. */
export function toolLoans(tools: number, loans: number, seed = 71): { tools: Tool[]; loans: Loan[] } {
  const rand = seeded(seed);
  const catalogue = Array.from({ length: tools }, (_, i) => ({
    tool_id: 1_001 + i,
    tool_name: `${KINDS[i % KINDS.length]} #${Math.floor(i / KINDS.length) + 1}`,
    category: pick(rand, ['Power tools', 'Power tools', 'Garden', 'Hand tools']),
  }));
  const lent = Array.from({ length: loans }, (_, i) => ({
    loan_id: 700_001 + i,
    tool_id: i % 30 === 0 ? 1_001 : i % 45 === 0 ? 1_002 : pick(rand, catalogue).tool_id,
    borrowed_on: isoDay(rand, 2024, 2),
    // Loans still out have no return date.
    returned_on: rand() < 0.15 ? null : isoDay(rand, 2024, 2),
    member_no: `M-${String(1 + Math.floor(rand() * 150)).padStart(4, '0')}`,
    late_fee: rand() < 0.1 ? Math.round(rand() * 2_000) / 100 : 0,
  }));
  return { tools: catalogue, loans: lent };
}
