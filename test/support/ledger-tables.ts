// Tables for the HTTP tests of signed money and row nouns: a bank ledger whose amounts are
// negative for debits and positive for credits (debits name one of 1,000 suppliers), and a members
// table whose most common level is "Member", the noun naming its rows, with a signed account
// balance. Seeded; the rows are returned so tests compute the answers.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';
import type { LedgerEntry, LedgerSupplier } from './business-tables.ts';

export function suppliers(n: number): LedgerSupplier[] {
  return Array.from({ length: n }, (_, i) => ({ supplier_id: 5_000 + i, supplier_name: `Supplier ${i + 1} Ltd`, country: ['France', 'Ireland', 'Spain'][i % 3] }));
}

export function ledgerEntries(n: number, seed = 77): LedgerEntry[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const credit = rand() < 0.2;
    const size = Math.round((credit ? 300 + rand() * 6_000 : 10 + rand() * 1_500) * 100) / 100;
    return {
      entry_id: 200_000 + i,
      posted_on: new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 500) * 86_400_000).toISOString().slice(0, 10),
      category: credit ? 'Receipts' : pick(rand, ['Travel', 'Software', 'Rent']),
      supplier_id: credit ? null : 5_000 + Math.floor(rand() * 1_000),
      amount: credit ? size : -size,
    };
  });
}

export type ClubMember = { member_id: number; club: string; membership_level: string; monthly_fee: number; account_balance: number };

export function clubMembers(n: number, seed = 78): ClubMember[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    member_id: 9_000 + i,
    club: pick(rand, ['Riverside', 'Old Town', 'Docklands']),
    membership_level: i % 7 < 4 ? 'Member' : i % 7 < 6 ? 'Student' : 'Corporate',
    monthly_fee: 25 + Math.floor(rand() * 2_000) / 100,
    account_balance: Math.round((rand() < 0.15 ? -1 : 1) * rand() * 30_000) / 100,
  }));
}
