// Tables for differences between two groups, rows counted per group and header words derived from
// a question's verb (r28b): a shop's orders by region and channel, a help desk's tickets by agent,
// insurance claims with a lodgement date, club members with a registration date, shipments with a
// dispatch and a delivery date, and contractors paid by the hour. Generated from a seed; rows kept
// so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export const REGIONS = ['North', 'South', 'East', 'West'];
export const CHANNELS = ['Online', 'Retail', 'Phone'];
export type ShopOrder = { order_id: number; order_date: string; region: string; channel: string; amount_gbp: number; items: number };

export function shopOrders(n: number, seed = 61): ShopOrder[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const region = REGIONS[Math.floor(rand() * rand() * 4)];
    return {
      order_id: 50_001 + i,
      order_date: iso(2025, 1 + Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)),
      region,
      channel: pick(rand, CHANNELS),
      amount_gbp: Math.round((20 + rand() * 400 + (region === 'North' ? 60 : 0)) * 100) / 100,
      items: 1 + Math.floor(rand() * 6),
    };
  });
}

export const AGENTS = ['Asha Patel', 'Ben Clarke', 'Cara Doyle', 'Dev Mehta', 'Ella Byrne', 'Finn Walsh', 'Gita Rao'];
export type HelpTicket = { ticket_id: number; opened_on: string; agent: string; priority: string; resolution_hours: number };

export function helpTickets(n: number, seed = 67): HelpTicket[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    ticket_id: 7_001 + i,
    opened_on: iso(2025, 1 + Math.floor(rand() * 9), 1 + Math.floor(rand() * 28)),
    agent: AGENTS[Math.floor(rand() * rand() * AGENTS.length)],
    priority: pick(rand, ['Low', 'Medium', 'High']),
    resolution_hours: Math.round((1 + rand() * 70) * 10) / 10,
  }));
}

export type Claim = { claim_ref: string; incident_date: string; lodgement_date: string; claim_type: string; claimed_amount: number };

/** Claims whose incident and lodgement fall in different months: the month a claim was lodged is its lodgement date's. */
export function lodgedClaims(n: number, seed = 71): Claim[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const month = 1 + Math.floor(rand() * 11);
    return {
      claim_ref: `CL-${30_001 + i}`,
      incident_date: iso(2025, month, 1 + Math.floor(rand() * 28)),
      lodgement_date: iso(2025, month + (rand() < 0.6 ? 1 : 0), 1 + Math.floor(rand() * 28)),
      claim_type: pick(rand, ['Motor', 'Home', 'Travel']),
      claimed_amount: Math.round(200 + rand() * 9_000),
    };
  });
}

export type Member = { member_id: number; registration_date: string; last_visit: string; plan: string };

export function clubMembers(n: number, seed = 73): Member[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    member_id: 1_001 + i,
    registration_date: iso(2023 + Math.floor(rand() * 3), 1 + Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)),
    last_visit: iso(2025, 1 + Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)),
    plan: pick(rand, ['Basic', 'Plus', 'Premium']),
  }));
}

export type Shipment = { shipment_id: number; dispatch_date: string; delivery_date: string; carrier: string; weight_kg: number };

/** Shipments dispatched one month and often delivered the next. */
export function shipments(n: number, seed = 79): Shipment[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const month = 1 + Math.floor(rand() * 11);
    const day = 1 + Math.floor(rand() * 28);
    const later = day + 2 + Math.floor(rand() * 10);
    return {
      shipment_id: 80_001 + i,
      dispatch_date: iso(2025, month, day),
      delivery_date: later > 28 ? iso(2025, month + 1, later - 28) : iso(2025, month, later),
      carrier: pick(rand, ['Parcelink', 'SwiftPost', 'RoadRunner']),
      weight_kg: Math.round((0.5 + rand() * 25) * 10) / 10,
    };
  });
}

export type Contract = { contract_id: number; contractor: string; trade: string; 'Rate (£/hr)': number; hours_billed: number };

export function contracts(n: number, seed = 83): Contract[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const trade = pick(rand, ['Electrician', 'Plumber', 'Joiner', 'Decorator']);
    return {
      contract_id: 4_001 + i,
      contractor: `Contractor ${1 + Math.floor(rand() * 300)}`,
      trade,
      'Rate (£/hr)': 20 + Math.floor(rand() * 40) + (trade === 'Electrician' ? 10 : 0),
      hours_billed: 2 + Math.floor(rand() * 60),
    };
  });
}
