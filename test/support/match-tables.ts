// A football league's results, one row per team per match (goals scored and conceded, attendance),
// for the builtin engine's tests of tallies per group: some teams also play friendlies, so a team's
// total and its average per match rank the teams differently. Generated from a seed; rows kept so
// tests compute their expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type TeamResult = { match_id: number; match_date: string; team: string; opponent: string; venue: string; goals_scored: number; goals_conceded: number; attendance: number };

const TEAMS = ['Ashford Rovers', 'Brampton Town', 'Corley United', 'Dunmore City', 'Eastfield FC', 'Fenwick Albion', 'Glenby Athletic', 'Harwood Wanderers'];

/** `matches` league matches (two rows each) plus `friendlies` played by the first three teams only. */
export function teamResults(matches: number, friendlies: number, seed = 4_404): TeamResult[] {
  const rng = seeded(seed);
  const attack = new Map(TEAMS.map((t, i) => [t, i % 4 === 3 ? 5 : 1 + (i % 3)]));
  const goals = (team: string) => int(rng, 0, attack.get(team)!);
  const rows: TeamResult[] = [];
  let id = 1;
  const play = (a: string, b: string, venue: [string, string], friendly: boolean) => {
    const ga = goals(a);
    const gb = goals(b);
    const match_date = new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10);
    const attendance = friendly ? int(rng, 100, 900) : int(rng, 800, 9_000);
    rows.push({ match_id: id, match_date, team: a, opponent: b, venue: venue[0], goals_scored: ga, goals_conceded: gb, attendance });
    rows.push({ match_id: id, match_date, team: b, opponent: a, venue: venue[1], goals_scored: gb, goals_conceded: ga, attendance });
    id++;
  };
  for (let i = 0; i < matches; i++) {
    const a = pick(rng, TEAMS);
    let b = pick(rng, TEAMS);
    while (b === a) b = pick(rng, TEAMS);
    play(a, b, ['Home', 'Away'], false);
  }
  for (let i = 0; i < friendlies; i++) play(pick(rng, TEAMS.slice(0, 3)), pick(rng, TEAMS.slice(3)), ['Friendly', 'Friendly'], true);
  return rows;
}
