// An in-house recruitment team: 4,000 candidates (CSV) and 9,000 applications (XLSX) sharing
// `candidate_id`. Traps: the department "IT" (a stopword), the job board "Total Jobs" (a source,
// not a summary row), expected salaries stored as text with thousands separators, application
// dates as DD/MM/YYYY text, blank years of experience, interview scores and offer salaries, pounds
// in headers, numeric candidate ids that must never be summed, candidates who never applied.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf, busiestMonth } from '../compute.ts';
import { amount, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Candidate {
  candidate_id: number;
  name: string;
  city: string;
  source: string;
  years: number | null;
  expected_salary: number;
}

interface Application {
  application_id: string;
  candidate_id: number;
  /** ISO; written to the sheet as DD/MM/YYYY text. */
  applied: string;
  department: string;
  job_title: string;
  recruiter: string;
  stage: string;
  score: number | null;
  offer: number | null;
}

const CITIES: [string, number][] = [['London', 30], ['Manchester', 18], ['Leeds', 14], ['Bristol', 12], ['Glasgow', 10], ['Cardiff', 8], ['Belfast', 8]];
const SOURCES: [string, number][] = [['LinkedIn', 31], ['Total Jobs', 19], ['Referral', 14], ['Indeed', 17], ['Agency', 9], ['Careers Site', 10]];
// Department, job titles, salary band, weight.
const DEPARTMENTS: [string, string[], [number, number], number][] = [
  ['IT', ['Software Engineer', 'Data Analyst', 'Service Desk Analyst'], [32_000, 78_000], 30],
  ['HR', ['HR Advisor', 'People Partner'], [27_000, 52_000], 9],
  ['Finance', ['Accountant', 'Finance Analyst', 'Payroll Officer'], [30_000, 65_000], 15],
  ['Sales', ['Account Executive', 'Sales Manager'], [26_000, 70_000], 22],
  ['Ops', ['Operations Coordinator', 'Warehouse Supervisor'], [24_000, 48_000], 17],
  ['Legal', ['Paralegal', 'Solicitor'], [30_000, 85_000], 7],
];
const RECRUITERS = ['Hannah Cole', 'Imran Qureshi', 'Beth Morgan', 'Dan Okafor', 'Fiona Walsh'];
const STAGES: [string, number][] = [['Applied', 14], ['Screened', 18], ['Interviewed', 17], ['Offer', 5], ['Hired', 9], ['Rejected', 30], ['Withdrawn', 7]];
const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Harry', 'Freya', 'Jack', 'Mia', 'Leo', 'Priya', 'Tariq', 'Niamh', 'Kofi'];
const LAST = ['Evans', 'Roberts', 'Walker', 'Wright', 'Thompson', 'Ali', 'Murphy', 'Campbell', 'Hughes', 'Bennett', 'Shah', 'Doyle'];

const INTERVIEWED = new Set(['Interviewed', 'Offer', 'Hired']);

function generate(): { candidates: Candidate[]; applications: Application[] } {
  const random = createRandom(70_202);
  const candidates: Candidate[] = Array.from({ length: 4_000 }, (_, i) => ({
    candidate_id: 20_001 + i,
    name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
    city: random.weighted(CITIES.map((c) => c[0]), CITIES.map((c) => c[1])),
    source: random.weighted(SOURCES.map((s) => s[0]), SOURCES.map((s) => s[1])),
    years: random.chance(0.08) ? null : random.int(0, 25),
    expected_salary: 500 * random.int(44, 180),
  }));
  const applicants = candidates.filter(() => random.chance(0.85));
  const drafts = Array.from({ length: 9_000 }, () => {
    const candidate = applicants[Math.floor(random.next() ** 1.2 * applicants.length)];
    const [department, titles, band] = random.weighted(DEPARTMENTS, DEPARTMENTS.map((d) => d[3]));
    const stage = random.weighted(STAGES.map((s) => s[0]), STAGES.map((s) => s[1]));
    return {
      candidate_id: candidate.candidate_id,
      applied: random.date('2023-01-01', '2025-06-30'),
      department,
      job_title: random.pick(titles),
      recruiter: random.pick(RECRUITERS),
      stage,
      score: INTERVIEWED.has(stage) && !random.chance(0.06) ? random.int(3, 10) : null,
      offer: stage === 'Offer' || stage === 'Hired' ? 250 * random.int(band[0] / 250, band[1] / 250) : null,
    };
  });
  drafts.sort((a, b) => a.applied.localeCompare(b.applied) || a.candidate_id - b.candidate_id);
  return { candidates, applications: drafts.map((d, i) => ({ application_id: `APP-${String(i + 1).padStart(5, '0')}`, ...d })) };
}

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const CANDIDATE_COLUMNS: Column<Candidate>[] = [
  { header: 'candidate_id', value: (c) => c.candidate_id },
  { header: 'full_name', value: (c) => c.name },
  { header: 'city', value: (c) => c.city },
  { header: 'source', value: (c) => c.source },
  { header: 'years_experience', value: (c) => c.years },
  { header: 'Expected Salary £', value: (c) => String(c.expected_salary).replace(/\B(?=(\d{3})+(?!\d))/g, ',') },
];

const APPLICATION_COLUMNS: Column<Application>[] = [
  { header: 'application_id', value: (a) => a.application_id },
  { header: 'candidate_id', value: (a) => a.candidate_id },
  { header: 'applied_on', value: (a) => ukDate(a.applied) },
  { header: 'department', value: (a) => a.department },
  { header: 'job_title', value: (a) => a.job_title },
  { header: 'recruiter', value: (a) => a.recruiter },
  { header: 'stage', value: (a) => a.stage },
  { header: 'interview_score', value: (a) => a.score },
  { header: 'Offer Salary (£)', value: (a) => a.offer },
];

export const recruitment: BusinessSchema = {
  name: 'recruitment',
  description: 'Recruitment: 4,000 candidates (CSV) and 9,000 applications sharing candidate_id, dates as DD/MM/YYYY (XLSX)',
  async build(dir) {
    const { candidates, applications: apps } = generate();
    const files = [
      await writeCsv(join(dir, 'candidates.csv'), CANDIDATE_COLUMNS, candidates),
      await writeXlsx(join(dir, 'applications.xlsx'), 'Applications', APPLICATION_COLUMNS, apps),
    ];
    const q = questionSet('recruitment');
    const candidateOf = new Map(candidates.map((c) => [c.candidate_id, c]));
    const candidate = (a: Application) => candidateOf.get(a.candidate_id)!;
    const during = (period: string) => (a: Application) => a.applied.startsWith(period);
    const hired = (a: Application) => a.stage === 'Hired';
    const offer = (a: Application) => a.offer;
    const applied = new Set(apps.map((a) => a.candidate_id));
    const hires = countWhere(apps, hired);

    q.ask('How many applications have we received?', count(apps.length));
    q.ask('How many applications were for IT roles?', count(countWhere(apps, (a) => a.department === 'IT')));
    q.ask('applications by department', countsBy(groupBy(apps, (a) => a.department, 'count')));
    q.ask('How many applications made in 2024 ended in a hire?', count(countWhere(apps, (a) => hired(a) && during('2024')(a))));
    q.ask('Which department has hired the most people?', winner(groupBy(apps, (a) => a.department, 'count', undefined, hired)));
    q.ask('What is our overall hire rate (hires as a % of applications)?', percent(percentOf(hires, apps.length)));
    q.ask('Average offer salary for people hired into HR', amount(avgOf(apps, offer, (a) => hired(a) && a.department === 'HR')));
    q.ask('median salary offered in Finance', amount(medianOf(apps, offer, (a) => a.department === 'Finance')));
    q.ask('Top 3 recruiters by number of hires', ranking(ranked(groupBy(apps, (a) => a.recruiter, 'count', undefined, hired), 3)));
    q.ask('Which recruiter handled the most applications in Q1 2025?', winner(groupBy(apps, (a) => a.recruiter, 'count', undefined, (a) => during('2025')(a) && quarterOf(a.applied) === 1)));
    q.ask('How many candidates found us through Total Jobs?', count(countWhere(candidates, (c) => c.source === 'Total Jobs')));
    q.ask('Which candidate source produces the most hires?', winner(groupBy(apps, (a) => candidate(a).source, 'count', undefined, hired)));
    q.ask('What percentage of our hires came from referrals?', percent(percentOf(countWhere(apps, (a) => hired(a) && candidate(a).source === 'Referral'), hires)));
    q.ask('What is the average years of experience of our candidates?', amount(avgOf(candidates, (c) => c.years)));
    q.ask('How many candidates have no years of experience recorded?', count(countWhere(candidates, (c) => c.years === null)));
    q.ask('how many candidates are based in Leeds', count(countWhere(candidates, (c) => c.city === 'Leeds')));
    q.ask('Average expected salary of candidates in Manchester', amount(avgOf(candidates, (c) => c.expected_salary, (c) => c.city === 'Manchester')));
    q.ask('What is the highest expected salary any candidate has asked for?', amount(maxOf(candidates, (c) => c.expected_salary)));
    q.ask('How many different candidates applied in 2024?', count(new Set(apps.filter(during('2024')).map((a) => a.candidate_id)).size));
    q.ask('How many candidates in our database have never applied for a job?', count(countWhere(candidates, (c) => !applied.has(c.candidate_id))));
    const march = q.ask('How many applications came in during March 2025?', count(countWhere(apps, during('2025-03'))));
    q.followUp(march, 'and in April?', count(countWhere(apps, during('2025-04'))));
    q.ask('applications received between 1 September 2023 and 30 November 2023', count(countWhere(apps, (a) => a.applied >= '2023-09-01' && a.applied <= '2023-11-30')));
    q.ask('When did we receive the most recent application?', day(dateRange(apps, (a) => a.applied).last));
    q.ask('When was the first application for a Legal role?', day(dateRange(apps, (a) => a.applied, (a) => a.department === 'Legal').first));
    q.ask('Which has more applications at the Interviewed stage, Sales or Ops?', winner(groupBy(apps, (a) => a.department, 'count', undefined, (a) => a.stage === 'Interviewed' && ['Sales', 'Ops'].includes(a.department))));
    q.ask('How many Sales applications have been withdrawn since 2024?', count(countWhere(apps, (a) => a.department === 'Sales' && a.stage === 'Withdrawn' && a.applied >= '2024-01-01')));
    q.ask('Total offer salary of IT hires who applied in 2024', amount(sumOf(apps, offer, (a) => hired(a) && a.department === 'IT' && during('2024')(a))));
    q.ask('Which month of 2024 had the most applications?', month(busiestMonth(apps, (a) => a.applied, during('2024'))));
    q.ask('applications by stage', countsBy(groupBy(apps, (a) => a.stage, 'count')));
    q.ask('What is the average interview score in IT?', amount(avgOf(apps, (a) => a.score, (a) => a.department === 'IT')));
    q.ask('How many hires had 10 or more years of experience?', count(countWhere(apps, (a) => hired(a) && (candidate(a).years ?? -1) >= 10)));
    q.ask('Which job title got the most applications?', winner(groupBy(apps, (a) => a.job_title, 'count')));
    q.ask('Number of hires by candidate city', countsBy(groupBy(apps, (a) => candidate(a).city, 'count', undefined, hired)));

    q.ask('What is our average time to hire in days?', decline('no decision or start date'));
    q.ask('What is the gender split of our candidates?', decline('no gender column'));
    q.ask('What is our cost per hire?', decline('no cost data'));
    q.ask('How many applications did we get in 2021?', decline('applications start in January 2023'));
    q.ask('What is our Glassdoor rating?', decline('outside knowledge'));
    q.ask('How many people viewed our job adverts on LinkedIn?', decline('no advert views'));
    q.ask('Which candidates hold a driving licence?', decline('no licence column'));
    q.ask('How much did we pay in agency fees last year?', decline('no fee data'));
    q.ask('Predict how many hires we will make next quarter', decline('a forecast'));
    q.ask('Which universities do our hires come from?', decline('no education column'));
    return { files, questions: q.questions };
  },
};
