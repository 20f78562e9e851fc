// Tables for questions whose asked figure differs from a row count (r28d): daily download tallies
// (each row holds a downloads figure), sponsor spots with a fee per spot, and nursery sessions with
// minutes of late pickup. Generated from a seed; rows kept so tests compute expected answers.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export type Tally = { tally_id: number; day: string; country: string; show: string; downloads: number };

/** One row per show, country and day, holding how many downloads it had. */
export function downloadTallies(n: number, seed = 83): Tally[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const month = 1 + Math.floor(rand() * 9);
    const d = 1 + Math.floor(rand() * 28);
    return {
      tally_id: 1 + i,
      day: `2025-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      country: pick(rand, ['US', 'UK', 'DE', 'FR']),
      show: pick(rand, ['Night Owls', 'Deep Water', 'Market Hour']),
      downloads: 20 + Math.floor(rand() * 400),
    };
  });
}

export type Spot = { spot_id: number; sponsor: string; fee_gbp: number };

/** Sponsor spots: the sponsor with the most spots is not the one paying most. */
export function sponsorSpots(n: number, seed = 89): Spot[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const sponsor = pick(rand, ['Acme Loans', 'Acme Loans', 'Acme Loans', 'Blue Yonder', 'Corner Cafe']);
    const fee = sponsor === 'Blue Yonder' ? 900 + rand() * 600 : 50 + rand() * 100;
    return { spot_id: 1 + i, sponsor, fee_gbp: Math.round(fee * 100) / 100 };
  });
}

export type Session = { session_id: number; nursery: string; session_date: string; late_pickup_mins: number; invoice_ref: string; paid: string; amount_due: number };

/** Nursery sessions: most picked up on time (0 minutes late), some late by a number of minutes. */
export function nurserySessions(n: number, seed = 97): Session[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    session_id: 1 + i,
    nursery: pick(rand, ['Oak Tree', 'Willow', 'Bramble']),
    session_date: `2025-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
    late_pickup_mins: rand() < 0.85 ? 0 : 5 + Math.floor(rand() * 40),
    invoice_ref: `INV${String(1 + Math.floor(rand() * 400)).padStart(4, '0')}`,
    paid: rand() < 0.8 ? 'Y' : 'N',
    amount_due: Math.round((200 + rand() * 900) * 100) / 100,
  }));
}

export type Invoice = { invoice_id: number; month: string; room: string; amount_due: number };

/** Monthly fee invoices, one row per child and month ("2025-03"). */
export function monthlyInvoices(n: number, seed = 101): Invoice[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    invoice_id: 5_000 + i,
    month: `2025-0${1 + Math.floor(rand() * 9)}`,
    room: pick(rand, ['Baby Room', 'Toddlers', 'Pre-school']),
    amount_due: Math.round((300 + rand() * 900) * 100) / 100,
  }));
}

export type Child = { child_id: number; nursery: string; funded_hours_per_week: number };

/** Children with a weekly funded-hours entitlement. */
export function fundedChildren(n: number, seed = 103): Child[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({ child_id: 1 + i, nursery: pick(rand, ['Oak Tree', 'Willow', 'Bramble']), funded_hours_per_week: pick(rand, [0, 15, 30]) }));
}
