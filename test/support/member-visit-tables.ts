// A climbing gym's members and their visits for the builtin engine's tests (generated from a seed;
// rows kept so tests compute expected answers themselves): members keyed by their Email (a text
// header no id word names), each with a tier, a town and the year born (a whole-year number), and visits naming the member's Email and
// the coach on duty.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type GymMember = { email: string; member_name: string; tier: string; town: string; born: number };
export type GymVisit = { visit_date: string; email: string; activity: string; coach: string; minutes: number };

/** `members` members (each with a unique email) and `visits` visits by some of them over 2025. */
export function gymMembersAndVisits(members: number, visits: number, seed = 2_718): { members: GymMember[]; visits: GymVisit[] } {
  const rng = seeded(seed);
  const people: GymMember[] = Array.from({ length: members }, (_, i) => {
    const first = pick(rng, ['amy', 'ben', 'cara', 'dev', 'eli', 'fay', 'gus', 'hana']);
    return { email: `${first}.${i}@example.org`, member_name: `${first[0].toUpperCase()}${first.slice(1)} ${i}`, tier: pick(rng, ['Gold', 'Silver', 'Bronze', 'Bronze']), town: pick(rng, ['Leeds', 'York', 'Harrogate']), born: int(rng, 1955, 2006) };
  });
  const active = people.filter(() => rng() < 0.85);
  const rows: GymVisit[] = Array.from({ length: visits }, () => {
    const m = pick(rng, active);
    const month = int(rng, 1, 12);
    const day = int(rng, 1, 28);
    return { visit_date: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, email: m.email, activity: pick(rng, ['Bouldering', 'Top rope', 'Lead', 'Yoga']), coach: pick(rng, ['Jo', 'Kit', 'Lou']), minutes: int(rng, 30, 180) };
  });
  return { members: people, visits: rows };
}
