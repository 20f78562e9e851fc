// A chain of gyms: members with their club, contract type and a "Monthly Fee (GBP)" header, and
// their visits sharing member_id. Asked for the average monthly fee on annual contracts (the
// member table alone: "monthly" belongs to the header, and the visits must not weight the fee),
// "newest" and "earliest" join dates, and plain counts and averages of the visits.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, day, decline, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Member { id: number; name: string; club: string; contract: string; fee: number; joined: string; level: string }
interface Visit { id: number; member: number; date: string; minutes: number }

const CLUBS = ['Riverside', 'Old Town', 'Docklands', 'Hillcrest'];
const CONTRACTS = ['Annual', 'Monthly rolling', 'Off-peak'];
// The most common membership level is named like the table's rows: "how many members" is every row.
const LEVELS = ['Member', 'Student', 'Corporate'];

function generate(): { members: Member[]; visits: Visit[] } {
  const random = createRandom(9404);
  const members = Array.from({ length: 2_000 }, (_, i): Member => {
    const contract = random.weighted(CONTRACTS, [45, 35, 20]);
    const base = contract === 'Annual' ? 32 : contract === 'Monthly rolling' ? 44 : 25;
    return { id: 60_001 + i, name: `Member ${i + 1}`, club: random.weighted(CLUBS, [32, 28, 22, 18]), contract, fee: base + random.int(0, 800) / 100, joined: random.date('2019-02-01', '2025-09-30'), level: LEVELS[i % 7 < 4 ? 0 : i % 7 < 6 ? 1 : 2] };
  });
  // Members on annual contracts visit more often, so a fee averaged over visits would differ.
  const frequent = members.filter((m) => m.contract === 'Annual');
  const visits = Array.from({ length: 30_000 }, (_, i): Visit => ({
    id: 1 + i,
    member: (random.chance(0.6) ? random.pick(frequent) : random.pick(members)).id,
    date: random.date('2024-09-01', '2025-09-30'),
    minutes: random.int(20, 120),
  }));
  return { members, visits };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'member_name', value: (r) => r.name },
  { header: 'club', value: (r) => r.club },
  { header: 'contract_type', value: (r) => r.contract },
  { header: 'Monthly Fee (GBP)', value: (r) => r.fee, sqlType: 'DOUBLE' },
  { header: 'join_date', value: (r) => r.joined, sqlType: 'DATE' },
  { header: 'membership_level', value: (r) => r.level },
];
const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_id', value: (r) => r.id },
  { header: 'member_id', value: (r) => r.member },
  { header: 'visit_date', value: (r) => r.date },
  { header: 'minutes_on_site', value: (r) => r.minutes },
];

export const gymchain: BusinessSchema = {
  name: 'gymchain',
  description: 'A gym chain: 2,000 members with a monthly fee and 30,000 visits sharing member_id (Parquet, CSV)',
  async build(dir) {
    const { members, visits } = generate();
    const files = [
      await writeParquet(join(dir, 'members.parquet'), MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'visits.csv'), VISIT_COLUMNS, visits),
    ];
    const q = questionSet('gymchain');
    const joined = members.map((m) => m.joined).sort();
    const annual = (m: Member) => m.contract === 'Annual';

    q.ask('How many members are there?', count(members.length));
    q.ask('What is the average monthly fee on annual contracts?', amount(avgOf(members, (m) => m.fee, annual)));
    q.ask('What is the average monthly fee?', amount(avgOf(members, (m) => m.fee)));
    q.ask('Total monthly fees for the Docklands club', amount(sumOf(members, (m) => m.fee, (m) => m.club === 'Docklands')));
    q.ask('When did the newest member join?', day(joined.at(-1)!));
    q.ask('When did the earliest member join?', day(joined[0]));
    q.ask('How many visits were there in July 2025?', count(countWhere(visits, (v) => between(v.date, '2025-07-01', '2025-07-31'))));
    q.ask('What is the average visit length in minutes?', amount(avgOf(visits, (v) => v.minutes)));
    q.ask('Which club has the most members?', winner(groupBy(members, (m) => m.club, 'count')));
    q.ask('How many members are on off-peak contracts?', count(countWhere(members, (m) => m.contract === 'Off-peak')));
    q.ask('How many members joined in 2023?', count(countWhere(members, (m) => m.joined.startsWith('2023'))));

    q.ask('How many members do we have?', count(members.length));
    q.ask('How many members belong to the Riverside club?', count(countWhere(members, (m) => m.club === 'Riverside')));
    q.ask('What is the average monthly fee for off-peak members?', amount(avgOf(members, (m) => m.fee, (m) => m.contract === 'Off-peak')));
    q.ask('What is the highest monthly fee at the Hillcrest club?', amount(Math.max(...members.filter((m) => m.club === 'Hillcrest').map((m) => m.fee))));
    q.ask('How many student members are there?', count(countWhere(members, (m) => m.level === 'Student')));

    q.ask('Which personal trainer has the most clients?', decline('no trainer column'));
    q.ask('How many members cancelled this year?', decline('no cancellation column'));
    q.ask('What is the average age of members?', decline('no birth date or age column'));
    q.ask('What was the largest single personal training fee?', decline('no personal training column'));
    return { files, questions: q.questions };
  },
};
