// Tables for the builtin engine's tests of paraphrased questions: expense claims (a department,
// a payment method, a Y/N approval, an amount and a claim date), staff (a department, a location,
// a Yes/No remote flag, a salary), support tickets (a customer tier, a priority, a status, an
// agent, resolution hours, a CSAT percentage given when closed) and orders as a sales team exports them ("Order No.", "Qty", "Amt (EUR)").
// Generated from a seed; the rows are kept so tests compute expected answers themselves.
import { pick, seeded } from '../../bench/support/random.ts';

export type Claim = { claim_id: number; claim_date: string; employee: string; department: string; category: string; vendor: string; payment_method: string; approved: string; 'Amount (EUR)': number };
export type Staffer = { Name: string; department: string; Location: string; Remote: string; 'On Call': string; 'Hire Date': string; 'Salary (USD)': number };
export type SupportTicket = { ticket_no: number; opened_date: string; customer_tier: string; priority: string; status: string; assigned_agent: string; resolution_hrs: number; csat_pct: number | null };
export type OrderLine = { 'Order No.': number; 'Order Date': string; Channel: string; Qty: number; 'Amt (EUR)': number };

const DEPARTMENTS = ['IT', 'HR', 'Sales', 'Finance', 'Operations'];
/** Each category's vendor: the most frequent (meals) is the cheapest, so counts and totals rank vendors apart. */
const VENDORS: Record<string, string> = { Travel: 'Skyline Air', Meals: 'Bistro Nord', Software: 'CloudWorks', Training: 'LearnCo' };
const PEOPLE = ['Ana Ruiz', 'Ben Okoro', 'Cara Holm', 'Dev Patel', 'Eli Stone', 'Fay Lund', 'Gus Moreau', 'Hana Ito', 'Ivo Marsh', 'Jo Keane', 'Kit Varga', 'Lea Brandt'];

function isoDay(rand: () => number, from: number, years: number): string {
  const day = Math.floor(rand() * 365 * years);
  return new Date(Date.UTC(from, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

export function claims(n: number, seed = 53): Claim[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const category = pick(rand, ['Travel', 'Meals', 'Meals', 'Meals', 'Software', 'Training']);
    const scale = category === 'Meals' ? 150 : category === 'Travel' ? 2_000 : 1_200;
    return {
      claim_id: 60_001 + i,
      claim_date: isoDay(rand, 2023, 2),
      employee: pick(rand, PEOPLE),
      department: pick(rand, DEPARTMENTS),
      category,
      vendor: VENDORS[category],
      payment_method: pick(rand, ['Cash', 'Corporate Card', 'Corporate Card', 'Bank Transfer']),
      approved: rand() < 0.85 ? 'Y' : 'N',
      'Amount (EUR)': Math.round((5 + rand() * scale) * 100) / 100,
    };
  });
}

export function staffers(n: number, seed = 59): Staffer[] {
  const rand = seeded(seed);
  const base: Record<string, number> = { IT: 90_000, HR: 60_000, Sales: 70_000, Finance: 80_000, Operations: 55_000 };
  return Array.from({ length: n }, (_, i) => {
    const department = pick(rand, DEPARTMENTS);
    return {
      Name: `Staff ${20_001 + i}`,
      department,
      Location: pick(rand, ['Austin', 'Boston', 'Denver', 'Boston']),
      Remote: rand() < 0.3 ? 'Yes' : 'No',
      'On Call': pick(rand, ['Yes', 'No', 'No', 'Rota']),
      'Hire Date': isoDay(rand, 2010, 14),
      'Salary (USD)': Math.round(base[department] * (0.7 + rand() * 0.8)),
    };
  });
}

export function supportTickets(n: number, seed = 61): SupportTicket[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const closed = rand() < 0.7;
    return {
      ticket_no: 40_001 + i,
      opened_date: isoDay(rand, 2023, 2),
      customer_tier: pick(rand, ['Gold', 'Silver', 'Bronze', 'Bronze']),
      priority: pick(rand, ['High', 'Medium', 'Medium', 'Low']),
      status: closed ? 'Closed' : pick(rand, ['Open', 'Escalated']),
      assigned_agent: pick(rand, PEOPLE.slice(0, 6)),
      resolution_hrs: Math.round((0.5 + rand() * 70) * 10) / 10,
      csat_pct: closed ? 40 + Math.floor(rand() * 61) : null,
    };
  });
}

export function orderLines(n: number, seed = 67): OrderLine[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const qty = pick(rand, [1, 1, 2, 3, 5, 8]);
    return {
      'Order No.': 70_001 + i,
      'Order Date': isoDay(rand, 2023, 2),
      Channel: pick(rand, ['Online', 'Retail', 'Wholesale']),
      Qty: qty,
      'Amt (EUR)': Math.round(qty * (8 + rand() * 90) * 100) / 100,
    };
  });
}
