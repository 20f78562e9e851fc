// A software company's continuous integration: 40 pipelines (CSV: repository, pipeline, team) and
// 64,000 build runs from January to October 2025 (Parquet) sharing `pipeline_id`. Traps: build and
// pipeline ids that look numeric (never summed), durations in seconds with the unit in the header
// ("Duration (s)") while managers ask in minutes or hours, lower-case statuses (passed, failed,
// cancelled), branch names with slashes ("feature/...", "release/2025.07"), a "scheduler" account
// that is no developer, and a repository whose name starts with "total" ("totals-api").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Pipeline {
  id: number;
  repo: string;
  name: string;
  team: string;
  language: string;
}

interface Build {
  id: number;
  pipeline: number;
  branch: string;
  trigger: string;
  started: string;
  duration: number;
  status: string;
  flaky: number;
  by: string;
}

// repo, team, language, typical build seconds, failure rate
const REPOS: [string, string, string, number, number][] = [
  ['payments-api', 'Payments', 'Java', 540, 0.12], ['billing-worker', 'Payments', 'Java', 420, 0.09], ['ledger', 'Payments', 'Go', 260, 0.06],
  ['auth-service', 'Platform', 'Go', 230, 0.07], ['gateway', 'Platform', 'Go', 300, 0.08], ['infra-tools', 'Platform', 'Python', 150, 0.1],
  ['ios-app', 'Mobile', 'Swift', 1_250, 0.17], ['android-app', 'Mobile', 'Kotlin', 1_050, 0.15], ['etl-jobs', 'Data', 'Python', 380, 0.13],
  ['warehouse-models', 'Data', 'SQL', 610, 0.11], ['web-frontend', 'Web', 'TypeScript', 470, 0.1], ['design-system', 'Web', 'TypeScript', 210, 0.05],
  ['totals-api', 'Payments', 'Java', 330, 0.08], ['notifications', 'Platform', 'Go', 190, 0.06],
];
const DEVELOPERS = ['asha.k', 'ben.t', 'chloe.m', 'dmitri.v', 'elena.r', 'farid.h', 'grace.l', 'hugo.p', 'ines.d', 'jonas.w', 'kemi.o', 'liam.s'];
const TRIGGERS: [string, number][] = [['push', 46], ['pull_request', 40], ['schedule', 9], ['manual', 5]];

function generate(): { pipelines: Pipeline[]; builds: Build[] } {
  const random = createRandom(71_302);
  const pipelines: Pipeline[] = [];
  let nextId = 4_401;
  for (const [repo, team, language] of REPOS) {
    const names = repo === 'design-system' || repo === 'infra-tools' ? ['build', 'test'] : ['build', 'test', 'deploy'];
    for (const name of names) pipelines.push({ id: nextId++, repo, name, team, language });
  }
  const weightOf = (p: Pipeline) => (p.name === 'test' ? 3 : p.name === 'build' ? 2 : 1) * (p.team === 'Mobile' ? 0.7 : 1);
  const weights = pipelines.map(weightOf);
  const builds: Build[] = [];
  for (let i = 0; i < 64_000; i++) {
    const p = random.weighted(pipelines, weights);
    const [, , , seconds, failRate] = REPOS.find((r) => r[0] === p.repo)!;
    let trigger = random.weighted(TRIGGERS.map((t) => t[0]), TRIGGERS.map((t) => t[1]));
    if (p.name === 'deploy' && trigger === 'pull_request') trigger = 'push';
    const branch =
      trigger === 'schedule' || p.name === 'deploy'
        ? random.chance(0.85) ? 'main' : `release/2025.${String(random.int(1, 10)).padStart(2, '0')}`
        : trigger === 'pull_request'
          ? `feature/${random.pick(['checkout', 'login', 'refunds', 'search', 'dark-mode', 'offline', 'reports', 'retry', 'sso', 'exports'])}-${random.int(100, 999)}`
          : random.weighted(['main', 'develop'], [60, 40]);
    const started = `${random.date('2025-01-01', '2025-10-31')} ${String(trigger === 'schedule' ? 2 : random.int(7, 20)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const roll = random.next();
    const status = roll < 0.04 ? 'cancelled' : roll < 0.04 + failRate * (branch === 'main' ? 0.6 : 1) ? 'failed' : 'passed';
    const base = seconds * (p.name === 'test' ? 1.4 : p.name === 'deploy' ? 0.6 : 1);
    const duration = Math.max(25, Math.round(random.normal(base, base * 0.2) * (status === 'cancelled' ? random.float(0.1, 0.8, 2) : status === 'failed' ? random.float(0.5, 1, 2) : 1)));
    const flaky = p.name === 'test' && random.chance(p.team === 'Mobile' ? 0.22 : 0.08) ? random.int(1, 4) : 0;
    builds.push({ id: 0, pipeline: p.id, branch, trigger, started, duration, status, flaky, by: trigger === 'schedule' ? 'scheduler' : random.pick(DEVELOPERS) });
  }
  builds.sort((a, b) => a.started.localeCompare(b.started) || a.pipeline - b.pipeline);
  builds.forEach((b, i) => (b.id = 880_001 + i));
  return { pipelines, builds };
}

const PIPELINE_COLUMNS: Column<Pipeline>[] = [
  { header: 'pipeline_id', value: (p) => p.id },
  { header: 'repository', value: (p) => p.repo },
  { header: 'pipeline', value: (p) => p.name },
  { header: 'team', value: (p) => p.team },
  { header: 'language', value: (p) => p.language },
];

const BUILD_COLUMNS: Column<Build>[] = [
  { header: 'build_id', value: (b) => b.id, sqlType: 'BIGINT' },
  { header: 'pipeline_id', value: (b) => b.pipeline, sqlType: 'INTEGER' },
  { header: 'branch', value: (b) => b.branch },
  { header: 'trigger', value: (b) => b.trigger },
  { header: 'started_at', value: (b) => b.started, sqlType: 'TIMESTAMP' },
  { header: 'Duration (s)', value: (b) => b.duration, sqlType: 'INTEGER' },
  { header: 'status', value: (b) => b.status },
  { header: 'flaky_tests', value: (b) => b.flaky, sqlType: 'INTEGER' },
  { header: 'triggered_by', value: (b) => b.by },
];

export const cibuilds: BusinessSchema = {
  name: 'cibuilds',
  description: "A software team's CI: 40 pipelines (CSV) and 64,000 build runs Jan-Oct 2025 with durations in seconds (Parquet) sharing pipeline_id",
  async build(dir) {
    const { pipelines, builds } = generate();
    const files = [
      await writeCsv(join(dir, 'pipelines.csv'), PIPELINE_COLUMNS, pipelines),
      await writeParquet(join(dir, 'build_runs.parquet'), BUILD_COLUMNS, builds),
    ];
    const q = questionSet('cibuilds');
    const pipeOf = new Map(pipelines.map((p) => [p.id, p]));
    const repo = (b: Build) => pipeOf.get(b.pipeline)!.repo;
    const team = (b: Build) => pipeOf.get(b.pipeline)!.team;
    const secs = (b: Build) => b.duration;
    const failed = (b: Build) => b.status === 'failed';
    const inMonth = (m: string) => (b: Build) => b.started.startsWith(m);
    const failRate = (key: (b: Build) => string) => {
      const all = groupBy(builds, key, 'count');
      const bad = groupBy(builds, key, 'count', undefined, failed);
      return new Map([...all].map(([k, n]) => [k, percentOf(bad.get(k) ?? 0, n)]));
    };

    q.ask('How many builds have we run in total?', count(builds.length));
    q.ask('How many pipelines do we have?', count(pipelines.length));
    q.ask('How many builds failed?', count(countWhere(builds, failed)));
    q.ask('builds by status', countsBy(groupBy(builds, (b) => b.status, 'count')));
    q.ask("What's our overall pass rate?", percent(percentOf(countWhere(builds, (b) => b.status === 'passed'), builds.length)));
    q.ask('failure rate on main', percent(percentOf(countWhere(builds, (b) => b.branch === 'main' && failed(b)), countWhere(builds, (b) => b.branch === 'main'))));
    q.ask('What share of builds were cancelled?', percent(percentOf(countWhere(builds, (b) => b.status === 'cancelled'), builds.length)));
    q.ask('Average build duration in seconds', amount(avgOf(builds, secs), 1));
    q.ask('What is the average duration of android-app builds in minutes?', amount(avgOf(builds, secs, (b) => repo(b) === 'android-app') / 60, 1));
    q.ask('median duration of passed builds (s)', amount(medianOf(builds, secs, (b) => b.status === 'passed'), 1));
    q.ask('How long did the longest build take, in seconds?', amount(maxOf(builds, secs), 0));
    q.ask('Which repo has the most failed builds?', winner(groupBy(builds, repo, 'count', undefined, failed)));
    q.ask('Top 3 repositories by total build time', ranking(ranked(groupBy(builds, repo, 'sum', secs), 3)));
    q.ask('Builds per team', countsBy(groupBy(builds, team, 'count')));
    q.ask('Which team has the highest failure rate?', winner(failRate(team)));
    q.ask('How many builds were cancelled in September?', count(countWhere(builds, (b) => b.status === 'cancelled' && inMonth('2025-09')(b))));
    q.ask('How many builds ran in Q2?', count(countWhere(builds, (b) => quarterOf(b.started) === 2)));
    q.ask('Builds since 1 October 2025', count(countWhere(builds, (b) => b.started >= '2025-10-01')));
    q.ask('How many builds ran between 10 March and 21 March 2025?', count(countWhere(builds, (b) => b.started >= '2025-03-10' && b.started < '2025-03-22')));
    q.ask('Which month had the most builds?', month(busiestMonth(builds, (b) => b.started)));
    q.ask('How many builds had at least one flaky test?', count(countWhere(builds, (b) => b.flaky > 0)));
    q.ask('Total flaky test failures by repository', breakdown(groupBy(builds, repo, 'sum', (b) => b.flaky, (b) => pipeOf.get(b.pipeline)!.name === 'test'), 0));
    q.ask('Which repo has the most flaky tests?', winner(groupBy(builds, repo, 'sum', (b) => b.flaky)));
    q.ask('How many builds ran on main?', count(countWhere(builds, (b) => b.branch === 'main')));
    q.ask('How many builds ran on feature branches?', count(countWhere(builds, (b) => b.branch.startsWith('feature/'))));
    q.ask('How many scheduled builds failed?', count(countWhere(builds, (b) => b.trigger === 'schedule' && failed(b))));
    q.ask('Which developer triggered the most builds?', winner(groupBy(builds, (b) => b.by, 'count', undefined, (b) => b.by !== 'scheduler')));
    q.ask('Average duration of ios-app builds on main, in seconds', amount(avgOf(builds, secs, (b) => repo(b) === 'ios-app' && b.branch === 'main'), 1));
    const aug = q.ask('failed builds for payments-api in August', count(countWhere(builds, (b) => repo(b) === 'payments-api' && failed(b) && inMonth('2025-08')(b))));
    q.followUp(aug, 'and in September?', count(countWhere(builds, (b) => repo(b) === 'payments-api' && failed(b) && inMonth('2025-09')(b))));
    q.ask("How many pull request builds didn't pass?", count(countWhere(builds, (b) => b.trigger === 'pull_request' && b.status !== 'passed')));
    q.ask('How many hours of build time did we use in October?', amount(sumOf(builds, secs, inMonth('2025-10')) / 3600, 1));
    q.ask('What percentage of deploy pipeline runs failed?', percent(percentOf(countWhere(builds, (b) => pipeOf.get(b.pipeline)!.name === 'deploy' && failed(b)), countWhere(builds, (b) => pipeOf.get(b.pipeline)!.name === 'deploy'))));
    q.ask('How many builds did the Data team run in July?', count(countWhere(builds, (b) => team(b) === 'Data' && inMonth('2025-07')(b))));
    q.ask('Failed builds of totals-api', count(countWhere(builds, (b) => repo(b) === 'totals-api' && failed(b))));
    q.ask('Average build time by language (seconds)', breakdown(groupBy(builds, (b) => pipeOf.get(b.pipeline)!.language, 'avg', secs), 1));

    q.ask('How much did our CI cost last month in dollars?', decline('no cost data'));
    q.ask('Which commit broke the build most often?', decline('no commit column'));
    q.ask('What is our test coverage for payments-api?', decline('no coverage data'));
    q.ask('How long do builds wait in the queue before starting?', decline('no queued time'));
    q.ask('Which runner machine is the slowest?', decline('no runner column'));
    q.ask('Why were builds cancelled?', decline('no cancellation reason'));
    q.ask('How many builds ran in 2024?', decline('builds start in January 2025'));
    q.ask('How many lines of code changed per build?', decline('no diff size'));
    q.ask('How much memory do the android-app builds use?', decline('no resource usage'));
    q.ask('How many builds will fail next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
