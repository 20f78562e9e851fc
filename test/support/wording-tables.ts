// Tables whose headers are written the way business exports write them ("Defects No.",
// "Duration (mins)", "Amt (EUR)"), for the builtin engine's tests of how users word questions.
// Generated from a seed; the rows are kept so tests compute expected answers themselves.
import { pick, seeded } from '../../bench/support/random.ts';

export type QualityCheck = { 'Check ID': number; 'Check Date': string; Site: string; Line: string; Result: string; 'Defects No.': number; 'Duration (mins)': number };
export type SalesOrder = { 'Order No.': number; 'Order Date': string; Customer: string; Channel: string; 'Amt (EUR)': number; Status: string };
export type StaffMember = { 'Emp No': string; Name: string; 'Job Title': string; Location: string; 'Salary (USD)': number };

const SITES = ['Leeds', 'Bristol', 'Cardiff', 'Glasgow'];
const LINES = ['Line A', 'Line B', 'Line C', 'Line D'];
const CUSTOMERS = ['Aldwych Traders', 'Brambles Ltd', 'Corvid Supplies', 'Dunmore & Co', 'Eastlake Foods', 'Fenwick Retail', 'Galloway Farms', 'Harcourt Hotels'];
const CHANNELS = ['Online', 'Retail', 'Wholesale'];
const ORDER_STATUSES = ['Delivered', 'Delivered', 'Delivered', 'Cancelled', 'Open', 'Returned'];
const TITLES = ['Support Agent', 'Account Manager', 'Field Engineer', 'Data Analyst'];

function isoDay(rand: () => number, from: number, years: number): string {
  const day = Math.floor(rand() * 365 * years);
  return new Date(Date.UTC(from, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

export function qualityChecks(n: number, seed = 31): QualityCheck[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const defects = pick(rand, [0, 0, 0, 1, 1, 2, 3, 5, 8]);
    return {
      'Check ID': 700_001 + i,
      'Check Date': isoDay(rand, 2023, 2),
      Site: pick(rand, SITES),
      Line: pick(rand, LINES),
      Result: rand() < 0.08 + defects * 0.06 ? 'Fail' : 'Pass',
      'Defects No.': defects,
      'Duration (mins)': 15 + Math.floor(rand() * 106),
    };
  });
}

export function salesOrders(n: number, seed = 37): SalesOrder[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    'Order No.': 50_001 + i,
    'Order Date': isoDay(rand, 2023, 2),
    Customer: pick(rand, CUSTOMERS),
    Channel: pick(rand, CHANNELS),
    'Amt (EUR)': Math.round((10 + rand() * 990) * 100) / 100,
    Status: pick(rand, ORDER_STATUSES),
  }));
}

export function staffList(n: number, seed = 41): StaffMember[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    'Emp No': `E${10_001 + i}`,
    Name: `Person ${10_001 + i}`,
    'Job Title': pick(rand, TITLES),
    Location: pick(rand, SITES),
    'Salary (USD)': 40_000 + Math.floor(rand() * 90_000),
  }));
}
