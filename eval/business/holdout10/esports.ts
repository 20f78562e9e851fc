// An esports league's season: 96 players of 16 teams (CSV), 2,000 matches from January to November
// 2025 (XLSX with month-first US dates such as "03/14/2025") and 20,000 player match stat lines
// (Parquet) sharing `Player ID` and `Match ID`. Traps: player ids with leading zeros and match ids
// that look numeric, monthly salaries as text with a dollar sign ("$8,500"), two-letter country
// codes that read as words ("NO", "IT"), blank peak viewer and ADR cells, a team named "Total
// Chaos", overtime matches whose winner has more than 13 rounds, and substitutes with few maps.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Player {
  id: string;
  handle: string;
  team: string;
  role: string;
  country: string;
  salary: number;
  skill: number;
  sub: boolean;
}

interface Match {
  id: number;
  date: string;
  stage: string;
  map: string;
  team1: string;
  team2: string;
  rounds1: number;
  rounds2: number;
  winner: string;
  minutes: number;
  viewers: number | null;
}

interface Stat {
  match: number;
  player: string;
  kills: number;
  deaths: number;
  assists: number;
  adr: number | null;
  hs: number;
  rating: number;
  mvp: string;
}

const TEAMS = [
  'Nordic Wolves', 'Total Chaos', 'Iron Lions', 'Red Foxes', 'Polar Bears', 'Vortex', 'Crimson Tide', 'Night Owls', 'Silver Sharks',
  'Storm Riders', 'Apex Vipers', 'Golden Eagles', 'Shadow Unit', 'Blue Rhinos', 'Phantom Five', 'Wild Cards',
];
const ROLES = ['Entry', 'AWP', 'IGL', 'Support', 'Lurker'];
const COUNTRIES = ['NO', 'IT', 'SE', 'DK', 'FR', 'DE', 'PL', 'GB', 'BR', 'US', 'FI', 'ES', 'UA'];
const MAPS = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Vertigo', 'Dust2'];
const SYLLABLES = ['zen', 'kro', 'vax', 'lum', 'tek', 'ryo', 'fal', 'nix', 'qua', 'bex', 'dra', 'sol', 'mir', 'ony', 'jet', 'kai', 'rez', 'vo', 'xen', 'pyr'];

function generate(): { players: Player[]; matches: Match[]; stats: Stat[] } {
  const random = createRandom(81_688);
  const players: Player[] = [];
  const handles = new Set<string>();
  const strength = new Map(TEAMS.map((t) => [t, random.float(0.7, 1.3, 3)]));
  let nextId = 401;
  for (const team of TEAMS) {
    for (let k = 0; k < 6; k++) {
      let handle = '';
      do handle = random.pick(SYLLABLES) + random.pick(SYLLABLES) + (random.chance(0.3) ? String(random.int(1, 9)) : '');
      while (handles.has(handle));
      handles.add(handle);
      const sub = k === 5;
      const role = sub ? random.pick(ROLES) : ROLES[k];
      const skill = strength.get(team)! * random.float(0.85, 1.15, 3) * (sub ? 0.9 : 1);
      const salary = Math.round((sub ? 2_500 : 5_000) * skill * (role === 'AWP' ? 1.3 : role === 'IGL' ? 1.15 : 1) * random.float(0.9, 1.4, 2) / 250) * 250;
      players.push({ id: String(nextId).padStart(5, '0'), handle, team, role, country: random.weighted(COUNTRIES, [9, 7, 10, 9, 12, 11, 8, 6, 7, 6, 5, 5, 5]), salary, skill, sub });
      nextId += random.int(3, 17);
    }
  }
  const roster = new Map(TEAMS.map((t) => [t, players.filter((p) => p.team === t)]));
  const matches: Match[] = [];
  for (let i = 0; i < 2_000; i++) {
    const date = i < 1_760 ? random.date('2025-01-10', '2025-10-19') : random.date('2025-10-20', '2025-11-30');
    const stage = date >= '2025-10-20' ? 'Playoffs' : 'Regular Season';
    const team1 = random.pick(TEAMS);
    let team2 = random.pick(TEAMS);
    while (team2 === team1) team2 = random.pick(TEAMS);
    const p1 = strength.get(team1)! ** 3 / (strength.get(team1)! ** 3 + strength.get(team2)! ** 3);
    const first = random.chance(p1);
    const overtime = random.chance(0.09);
    const win = overtime ? 13 + random.int(1, 3) * 3 : 13;
    const lose = overtime ? win - random.pick([2, 3, 4]) : random.weighted([3, 4, 5, 6, 7, 8, 9, 10, 11], [2, 3, 5, 7, 10, 12, 14, 14, 12]);
    const rounds = win + lose;
    const viewers = random.chance(0.06) ? null : Math.round((stage === 'Playoffs' ? 180_000 : 60_000) * (strength.get(team1)! + strength.get(team2)!) * random.float(0.5, 1.5, 3));
    matches.push({
      id: 0, date, stage, map: random.weighted(MAPS, [18, 17, 14, 15, 13, 10, 13]), team1, team2, rounds1: first ? win : lose, rounds2: first ? lose : win,
      winner: first ? team1 : team2, minutes: Math.round(rounds * random.float(1.75, 2.15, 3) + random.int(2, 6)), viewers,
    });
  }
  matches.sort((a, b) => a.date.localeCompare(b.date) || a.team1.localeCompare(b.team1));
  matches.forEach((m, i) => (m.id = 510_001 + i));
  const stats: Stat[] = [];
  for (const m of matches) {
    const rounds = m.rounds1 + m.rounds2;
    const lines: Stat[] = [];
    for (const team of [m.team1, m.team2]) {
      const five = roster.get(team)!.slice(0, 5);
      if (random.chance(0.1)) five[random.int(0, 4)] = roster.get(team)![5];
      const won = team === m.winner;
      for (const p of five) {
        const kpr = 0.68 * p.skill * (won ? 1.12 : 0.88) * (p.role === 'AWP' || p.role === 'Entry' ? 1.1 : p.role === 'Support' ? 0.88 : 1) * random.float(0.6, 1.4, 3);
        const kills = Math.max(0, Math.round(kpr * rounds));
        const deaths = Math.max(1, Math.round(rounds * (won ? 0.58 : 0.74) * random.float(0.7, 1.3, 3) / p.skill));
        const assists = Math.round(rounds * (p.role === 'Support' ? 0.24 : 0.14) * random.float(0.4, 1.6, 3));
        const adr = random.chance(0.03) ? null : Math.round((kills / rounds) * 128 * random.float(0.85, 1.15, 3) * 10) / 10;
        const rating = Math.round((0.3 + (kills / rounds) * 0.9 - (deaths / rounds) * 0.45 + (assists / rounds) * 0.35 + 0.3) * 1000) / 1000;
        lines.push({ match: m.id, player: p.id, kills, deaths, assists, adr, hs: random.float(30, 65, 1), rating, mvp: '' });
      }
    }
    lines.filter((_, i) => (m.winner === m.team1 ? i < 5 : i >= 5)).reduce((best, s) => (s.rating > best.rating ? s : best)).mvp = 'Y';
    stats.push(...lines);
  }
  return { players, matches, stats };
}

const dollars = (v: number) => `$${v.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const PLAYER_COLUMNS: Column<Player>[] = [
  { header: 'Player ID', value: (p) => p.id },
  { header: 'Handle', value: (p) => p.handle },
  { header: 'Team', value: (p) => p.team },
  { header: 'Role', value: (p) => p.role },
  { header: 'Country', value: (p) => p.country },
  { header: 'Roster Status', value: (p) => (p.sub ? 'Substitute' : 'Starter') },
  { header: 'Monthly Salary', value: (p) => dollars(p.salary) },
];

const MATCH_COLUMNS: Column<Match>[] = [
  { header: 'Match ID', value: (m) => m.id },
  { header: 'Match Date', value: (m) => monthFirst(m.date) },
  { header: 'Stage', value: (m) => m.stage },
  { header: 'Map', value: (m) => m.map },
  { header: 'Team 1', value: (m) => m.team1 },
  { header: 'Team 2', value: (m) => m.team2 },
  { header: 'Team 1 Rounds', value: (m) => m.rounds1 },
  { header: 'Team 2 Rounds', value: (m) => m.rounds2 },
  { header: 'Winner', value: (m) => m.winner },
  { header: 'Duration (min)', value: (m) => m.minutes },
  { header: 'Peak Viewers', value: (m) => m.viewers },
];

const STAT_COLUMNS: Column<Stat>[] = [
  { header: 'Match ID', value: (s) => s.match, sqlType: 'BIGINT' },
  { header: 'Player ID', value: (s) => s.player },
  { header: 'Kills', value: (s) => s.kills, sqlType: 'INTEGER' },
  { header: 'Deaths', value: (s) => s.deaths, sqlType: 'INTEGER' },
  { header: 'Assists', value: (s) => s.assists, sqlType: 'INTEGER' },
  { header: 'ADR', value: (s) => s.adr, sqlType: 'DOUBLE' },
  { header: 'HS %', value: (s) => s.hs, sqlType: 'DOUBLE' },
  { header: 'Rating', value: (s) => s.rating, sqlType: 'DOUBLE' },
  { header: 'MVP', value: (s) => s.mvp },
];

export const esports: BusinessSchema = {
  name: 'esports',
  description: "An esports league season: 96 players of 16 teams (CSV, $ salaries as text), 2,000 matches Jan-Nov 2025 (XLSX, MM/DD/YYYY dates) and 20,000 player stat lines (Parquet)",
  async build(dir) {
    const { players, matches, stats } = generate();
    const files = [
      await writeCsv(join(dir, 'players.csv'), PLAYER_COLUMNS, players),
      await writeXlsx(join(dir, 'matches.xlsx'), 'Matches', MATCH_COLUMNS, matches),
      await writeParquet(join(dir, 'player_match_stats.parquet'), STAT_COLUMNS, stats),
    ];
    const q = questionSet('esports');
    const playerOf = new Map(players.map((p) => [p.id, p]));
    const matchOf = new Map(matches.map((m) => [m.id, m]));
    const sp = (s: Stat) => playerOf.get(s.player)!;
    const sm = (s: Stat) => matchOf.get(s.match)!;
    const plays = (team: string) => (m: Match) => m.team1 === team || m.team2 === team;
    const loser = (m: Match) => (m.winner === m.team1 ? m.team2 : m.team1);
    const overtime = (m: Match) => Math.max(m.rounds1, m.rounds2) > 13;
    const playoffs = (m: Match) => m.stage === 'Playoffs';

    q.ask('How many matches were played this season?', count(matches.length));
    q.ask('matches by map', countsBy(groupBy(matches, (m) => m.map, 'count')));
    q.ask('Which team won the most matches?', winner(groupBy(matches, (m) => m.winner, 'count')));
    q.ask('Which team lost the most matches?', winner(groupBy(matches, loser, 'count')));
    q.ask("What is Total Chaos's win rate?", percent(percentOf(countWhere(matches, (m) => m.winner === 'Total Chaos'), countWhere(matches, plays('Total Chaos')))));
    q.ask('Top 5 players by total kills', ranking(ranked(groupBy(stats, (s) => sp(s).handle, 'sum', (s) => s.kills), 5).map((h) => h)));
    q.ask('Which player has the highest average ADR?', winner(groupBy(stats, (s) => sp(s).handle, 'avg', (s) => s.adr)));
    q.ask('League-wide K/D: total kills divided by total deaths', amount(sumOf(stats, (s) => s.kills) / sumOf(stats, (s) => s.deaths), 3));
    q.ask('total kills by team', countsBy(groupBy(stats, (s) => sp(s).team, 'sum', (s) => s.kills)));
    q.ask('Average match duration in minutes', amount(avgOf(matches, (m) => m.minutes), 2));
    q.ask('median peak viewers per match', amount(medianOf(matches, (m) => m.viewers), 1));
    q.ask('What was the highest peak viewer count for a single match?', count(maxOf(matches, (m) => m.viewers)));
    q.ask('How many playoff matches were there?', count(countWhere(matches, playoffs)));
    q.ask('How many more peak viewers did a playoff match average than a regular season match?', amount(avgOf(matches, (m) => m.viewers, playoffs) - avgOf(matches, (m) => m.viewers, (m) => !playoffs(m)), 0));
    q.ask('Which month had the most matches?', month(busiestMonth(matches, (m) => m.date)));
    q.ask('How many matches were played in Q3?', count(countWhere(matches, (m) => quarterOf(m.date) === 3)));
    q.ask('matches played between March 1 and March 31, 2025', count(countWhere(matches, (m) => m.date >= '2025-03-01' && m.date <= '2025-03-31')));
    q.ask('How many matches since October 1st?', count(countWhere(matches, (m) => m.date >= '2025-10-01')));
    q.ask('Which map has the longest average match duration?', winner(groupBy(matches, (m) => m.map, 'avg', (m) => m.minutes)));
    q.ask('How many matches went to overtime?', count(countWhere(matches, overtime)));
    q.ask('What percentage of matches went to overtime?', percent(percentOf(countWhere(matches, overtime), matches.length)));
    q.ask('What is our total monthly salary bill?', amount(sumOf(players, (p) => p.salary), 0));
    q.ask('monthly salary by team', breakdown(groupBy(players, (p) => p.team, 'sum', (p) => p.salary), 0));
    q.ask('Which country has the most players?', winner(groupBy(players, (p) => p.country, 'count')));
    q.ask('How many players have the country code IT?', count(countWhere(players, (p) => p.country === 'IT')));
    q.ask('How many players are from NO (Norway)?', count(countWhere(players, (p) => p.country === 'NO')));
    q.ask('Average monthly salary of the AWP players', amount(avgOf(players, (p) => p.salary, (p) => p.role === 'AWP'), 2));
    q.ask('Which role averages the most kills per map?', winner(groupBy(stats, (s) => sp(s).role, 'avg', (s) => s.kills)));
    q.ask('Which player won the most MVP awards?', winner(groupBy(stats, (s) => sp(s).handle, 'count', undefined, (s) => s.mvp === 'Y')));
    q.ask('Which team has the highest average player rating?', winner(groupBy(stats, (s) => sp(s).team, 'avg', (s) => s.rating)));
    q.ask('Top 3 teams by total assists', ranking(ranked(groupBy(stats, (s) => sp(s).team, 'sum', (s) => s.assists), 3)));
    q.ask('How many kills did Total Chaos players get in the playoffs?', count(sumOf(stats, (s) => s.kills, (s) => sp(s).team === 'Total Chaos' && playoffs(sm(s)))));
    const wolves = q.ask('How many matches did Nordic Wolves win?', count(countWhere(matches, (m) => m.winner === 'Nordic Wolves')));
    q.followUp(wolves, 'and how many did they lose?', count(countWhere(matches, (m) => plays('Nordic Wolves')(m) && m.winner !== 'Nordic Wolves')));
    const map = q.ask('Which map was played the most?', winner(groupBy(matches, (m) => m.map, 'count')));
    q.followUp(map, 'And the least?', winner(groupBy(matches, (m) => m.map, 'count'), 'asc'));
    q.ask('How many rounds were played in total across all matches?', count(sumOf(matches, (m) => m.rounds1 + m.rounds2)));
    q.ask('How many matches have no peak viewer figure?', count(countWhere(matches, (m) => m.viewers === null)));
    q.ask('Average headshot percentage of Entry players', amount(avgOf(stats, (s) => s.hs, (s) => sp(s).role === 'Entry'), 2));
    q.ask('How many maps did substitutes play?', count(countWhere(stats, (s) => sp(s).sub)));
    q.ask('Which team won the most playoff matches?', winner(groupBy(matches, (m) => m.winner, 'count', undefined, playoffs)));
    q.ask('Total kills on Nuke', count(sumOf(stats, (s) => s.kills, (s) => sm(s).map === 'Nuke')));
    q.ask('Which player has the most deaths?', winner(groupBy(stats, (s) => sp(s).handle, 'sum', (s) => s.deaths)));
    q.ask('win rate by map for Iron Lions', breakdown(new Map([...groupBy(matches, (m) => m.map, 'count', undefined, plays('Iron Lions'))].map(([k, n]) => [k, percentOf(countWhere(matches, (m) => m.map === k && m.winner === 'Iron Lions'), n)])), 1));

    q.ask('How much prize money did each team win?', decline('no prize money'));
    q.ask('What sponsorship revenue did the league bring in?', decline('no sponsorship data'));
    q.ask('What is the average age of the players?', decline('no birth dates or ages'));
    q.ask('How many tickets did we sell for the playoff arena?', decline('no ticket sales'));
    q.ask('Who won the most matches in the 2024 season?', decline('matches start in January 2025'));
    q.ask('Who will win next season?', decline('a forecast'));
    q.ask('What were the betting odds for the final?', decline('no betting odds'));
    q.ask('How much did teams spend on grenades per round?', decline('no in-game economy data'));
    q.ask('How many Twitch chat messages did the final get?', decline('no chat data'));
    q.ask('Which coach has the best record?', decline('no coach column'));
    q.ask('What was the average ping of the players?', decline('no latency data'));
    return { files, questions: q.questions };
  },
};
