// Tables for the readings a loyalty programme, a software vendor and a contractor ask of their data:
// point transactions typed Earn/Redeem with signed points beside members with tiers, accounts with
// an account manager beside usage events keyed by account_id, and projects with a status "On hold".
// Seeded, with the rows kept so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export type LoyaltyMember = { member_id: string; tier: string; gender: string; home_country: string };
export type PointTransaction = { txn_id: number; member_id: string; txn_date: string; txn_type: string; points: number; channel: string };
export type Account = { account_id: string; company: string; region: string; account_manager: string; signup_date: string };
export type UsageEvent = { event_id: number; account_id: string; event_date: string; feature: string };
export type Project = { project_code: string; project_name: string; province: string; status: string; 'Budget ($k)': number };
export type CostLine = { line_id: number; project_code: string; cost_category: string; 'Budget ($)': number; 'Actual ($)': number };

const day = (rand: () => number, years: number[]) =>
  `${pick(rand, years)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;

export function loyaltyMembers(n: number, seed = 121): LoyaltyMember[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    member_id: `FF${200_001 + i}`,
    tier: rand() < 0.55 ? 'Blue' : rand() < 0.6 ? 'Silver' : rand() < 0.7 ? 'Gold' : 'Platinum',
    gender: rand() < 0.5 ? 'F' : 'M',
    home_country: pick(rand, ['UK', 'US', 'IT', 'NO', 'FR']),
  }));
}

/** Earns are positive points, redemptions negative; Platinum members earn twice as much. */
export function pointTransactions(n: number, members: LoyaltyMember[], seed = 122): PointTransaction[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const member = pick(rand, members);
    const redeem = rand() < 0.25;
    const factor = member.tier === 'Platinum' ? 2 : member.tier === 'Gold' ? 1.5 : 1;
    return {
      txn_id: 9_000_001 + i,
      member_id: member.member_id,
      txn_date: day(rand, [2024, 2025]),
      txn_type: redeem ? 'Redeem' : 'Earn',
      points: redeem ? -100 * (5 + Math.floor(rand() * 50)) : Math.round((50 + Math.floor(rand() * 3_000)) * factor),
      channel: pick(rand, ['App', 'Web', 'Call Centre']),
    };
  });
}

export function accounts(n: number, seed = 123): Account[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    account_id: `ACC-${10_001 + i}`,
    company: `Company ${10_001 + i}`,
    region: pick(rand, ['EMEA', 'APAC', 'LATAM']),
    account_manager: pick(rand, ['Grace Okafor', 'Liam Brennan', 'Sofia Marques', 'Daniel Cho']),
    signup_date: day(rand, [2022, 2023, 2024]),
  }));
}

/** Usage skewed towards the first accounts, so one account clearly has the most events. */
export function usageEvents(n: number, all: Account[], seed = 124): UsageEvent[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    event_id: 1 + i,
    account_id: all[Math.floor(all.length * rand() ** 3)].account_id,
    event_date: day(rand, [2024, 2025]),
    feature: pick(rand, ['Dashboard', 'API', 'Reports', 'Export']),
  }));
}

export function projects(n: number, seed = 125): Project[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    project_code: `PRJ-${String(i + 1).padStart(4, '0')}`,
    project_name: `Site ${i + 1}`,
    province: pick(rand, ['ON', 'BC', 'QC', 'AB']),
    status: rand() < 0.15 ? 'On hold' : rand() < 0.5 ? 'Complete' : 'In progress',
    'Budget ($k)': Math.round(150 + rand() * 9_000),
  }));
}

export function costLines(n: number, all: Project[], seed = 126): CostLine[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const budget = Math.round(200 + rand() * 40_000);
    return {
      line_id: 3_000_001 + i,
      project_code: all[Math.floor(all.length * rand() ** 1.5)].project_code,
      cost_category: pick(rand, ['Labour', 'Materials', 'Plant hire', 'Subcontract']),
      'Budget ($)': budget,
      'Actual ($)': Math.round(budget * (0.7 + rand() * 0.6)),
    };
  });
}

export type AttendanceSession = { session_id: number; pupil_id: string; session_date: string; session: string; mark: string };

/** Half-day attendance marks, AM or PM, as a school records them. */
export function attendanceSessions(n: number, seed = 127): AttendanceSession[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    session_id: 1 + i,
    pupil_id: `P${40_001 + Math.floor(rand() * 800)}`,
    session_date: day(rand, [2024, 2025]),
    session: rand() < 0.5 ? 'AM' : 'PM',
    mark: rand() < 0.9 ? 'Present' : rand() < 0.5 ? 'Late' : 'Absent',
  }));
}
