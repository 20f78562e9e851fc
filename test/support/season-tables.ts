// Tables whose rows carry a season or academic year written as two numbers joined by a slash
// ("2023/24"), for the builtin engine's tests (generated from a seed, rows kept so tests compute
// expected answers themselves): a rowing club's memberships, one row per member and season; a
// radio station's plays, with a column "show" (a word otherwise of asking) and a format.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type Membership = { membership_id: number; member: string; season: string; grade: string; joined_on: string; 'Fee (£)': string };

export const SEASONS = ['2021/22', '2022/23', '2023/24', '2024/25'];
const GRADES = ['Senior', 'Junior', 'Veteran', 'Social'];
const FIRST = ['Ana', 'Ben', 'Cleo', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jude'];
const LAST = ['Marsh', 'Okoro', 'Pryce', 'Quill', 'Reyes', 'Sato', 'Tull'];

/** Memberships over four seasons; each season's fee depends on the grade. */
export function memberships(n: number, seed = 2_425): Membership[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const season = pick(rng, SEASONS);
    const grade = pick(rng, GRADES);
    const start = Number(season.slice(0, 4));
    const fee = (grade === 'Social' ? 40 : grade === 'Junior' ? 85 : 160) + int(rng, 0, 20);
    const joined = new Date(Date.UTC(start, 8, 1) + int(rng, 0, 300) * 86_400_000).toISOString().slice(0, 10);
    return { membership_id: 10_000 + i, member: `${pick(rng, FIRST)} ${pick(rng, LAST)}`, season, grade, joined_on: joined, 'Fee (£)': fee.toFixed(2) };
  });
}

export type Play = { play_id: number; show: string; presenter: string; format: string; played_on: string; calls: number };

export const SHOWS = ['Breakfast Beats', 'Night Owls', 'Folk Hour', 'Jazz Lounge', 'Sports Desk'];
export const FORMATS = ['Live', 'Recorded', 'Repeat'];
const PRESENTERS = ['Mo Adeyemi', 'Lena Fischer', 'Tom Hale', 'Priya Nair'];

/** A community radio station's plays over 2024 and 2025: each play of a show, its format and the calls phoned in. */
export function radioPlays(n: number, seed = 5_150): Play[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    play_id: 1 + i,
    show: pick(rng, SHOWS),
    presenter: pick(rng, PRESENTERS),
    format: pick(rng, FORMATS),
    played_on: new Date(Date.UTC(2024, 0, 1) + int(rng, 0, 730) * 86_400_000).toISOString().slice(0, 10),
    calls: int(rng, 0, 60),
  }));
}
