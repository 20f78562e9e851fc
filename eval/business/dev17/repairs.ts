// An appliance repair firm's jobs (Parquet, 20,000 rows) beside its technicians (CSV) sharing
// technician_id. Base questions (who closed the most jobs, average parts cost for a kind of
// appliance, jobs in a city) each come with variants adding ONE condition: a city, team or
// appliance no column holds, a year outside the data, a qualifier needing a missing column
// (warranty, customer rating, first-time fix, VAT, weekends), a negation, or a second condition
// the data holds.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Technician { id: number; name: string; team: string; grade: string }
interface Job { id: number; technician: number; opened: string; city: string; appliance: string; status: string; hours: number; parts: number }

const CITIES = ['Leeds', 'York', 'Hull', 'Bradford'];
const APPLIANCES = ['Washer', 'Fridge', 'Oven', 'Dishwasher'];
const NAMES = ['Aled Morgan', 'Bea Carter', 'Callum Fry', 'Dina Kaur', 'Eamon Doyle', 'Faye Lind', 'Gus Adeyemi', 'Hana Sato', 'Ivo Marsh', 'Jess Rowe',
  'Karl Nyberg', 'Lola Ortiz', 'Mats Berg', 'Nora Flynn', 'Olu Bello', 'Priya Nair', 'Quentin Hart', 'Rosa Blum', 'Sam Tully', 'Tara Quinn',
  'Uma Rao', 'Victor Lane', 'Wren Ashby', 'Xander Cole', 'Yara Haddad', 'Zeb Fox', 'Ada Moss', 'Bruno Kemp', 'Cleo Dunn', 'Dario Sousa'];

function generate(): { technicians: Technician[]; jobs: Job[] } {
  const random = createRandom(17_002);
  const technicians = NAMES.map((name, i): Technician => ({
    id: 301 + i,
    name,
    team: ['Red', 'Blue', 'Green'][i % 3],
    grade: i % 4 === 0 ? 'Senior' : 'Junior',
  }));
  const weights = technicians.map((_, i) => 10 + ((i * 7) % 13));
  const jobs = Array.from({ length: 20_000 }, (_, i): Job => {
    const appliance = random.weighted(APPLIANCES, [30, 25, 20, 25]);
    return {
      id: 40_001 + i,
      technician: random.weighted(technicians, weights).id,
      opened: random.date('2023-07-01', '2025-06-30'),
      city: random.weighted(CITIES, [35, 20, 20, 25]),
      appliance,
      status: random.weighted(['Closed', 'Open', 'Cancelled'], [78, 12, 10]),
      hours: roundTo(Math.max(0.5, random.normal(2.2, 0.9)), 1),
      parts: roundTo(Math.max(0, random.normal(appliance === 'Fridge' ? 85 : 55, 30)), 2),
    };
  });
  return { technicians, jobs };
}

const TECHNICIAN_COLUMNS: Column<Technician>[] = [
  { header: 'technician_id', value: (r) => r.id },
  { header: 'technician_name', value: (r) => r.name },
  { header: 'team', value: (r) => r.team },
  { header: 'grade', value: (r) => r.grade },
];
const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'technician_id', value: (r) => r.technician, sqlType: 'INTEGER' },
  { header: 'opened_date', value: (r) => r.opened, sqlType: 'DATE' },
  { header: 'city', value: (r) => r.city },
  { header: 'appliance', value: (r) => r.appliance },
  { header: 'status', value: (r) => r.status },
  { header: 'labour_hours', value: (r) => r.hours, sqlType: 'DOUBLE' },
  { header: 'parts_cost', value: (r) => r.parts, sqlType: 'DOUBLE' },
];

export const repairs: BusinessSchema = {
  name: 'repairs',
  description: 'appliance repair jobs (20,000 rows, Parquet) and 30 technicians in Red/Blue/Green teams (CSV) sharing technician_id',
  async build(dir) {
    const { technicians, jobs } = generate();
    const files = [await writeParquet(join(dir, 'jobs.parquet'), JOB_COLUMNS, jobs), await writeCsv(join(dir, 'technicians.csv'), TECHNICIAN_COLUMNS, technicians)];
    const q = questionSet('repairs');
    const tech = new Map(technicians.map((t) => [t.id, t]));
    const closed = (j: Job) => j.status === 'Closed';
    const topTechnician = (where: (j: Job) => boolean) => winner(groupBy(jobs, (j) => tech.get(j.technician)!.name, 'count', undefined, where));

    // Which technician closed the most jobs.
    q.ask('Which technician closed the most jobs?', topTechnician(closed));
    q.ask('Which technician closed the most jobs in Atlantis?', decline('no city called Atlantis'));
    q.ask('Which technician closed the most jobs in 2031?', decline('the jobs end in June 2025'));
    q.ask('Which technician closed the most jobs under warranty?', decline('no warranty column'));
    q.ask('Which technician closed the most jobs with a five-star rating?', decline('no customer rating column'));
    q.ask('Which technician closed the most jobs on the first visit?', decline('no visit count column'));
    q.ask('Which technician closed the most jobs in the Purple team?', decline('teams are Red, Blue and Green'));
    q.ask('Which technician closed the most jobs in the Blue team?', topTechnician((j) => closed(j) && tech.get(j.technician)!.team === 'Blue'));
    q.ask('Which technician closed the most jobs in York?', topTechnician((j) => closed(j) && j.city === 'York'));
    q.ask('Which technician closed the most jobs not in Leeds?', topTechnician((j) => closed(j) && j.city !== 'Leeds'));
    q.ask('Which technician closed the most jobs excluding weekends?', decline('the weekdays of the closing: the one date is opened_date'));
    q.ask('Which technician closed the most jobs per hour worked on their shift?', decline('no shift hours column'));

    // Average parts cost for fridges.
    q.ask('What is the average parts cost for fridge jobs?', amount(avgOf(jobs, (j) => j.parts, (j) => j.appliance === 'Fridge')));
    q.ask('What is the average parts cost for freezer jobs?', decline('appliances are Washer, Fridge, Oven and Dishwasher'));
    q.ask('What is the average parts cost including VAT for fridge jobs?', decline('no VAT rate in the data'));
    q.ask('What is the average parts cost for fridge jobs in 2020?', decline('the jobs start in July 2023'));
    q.ask('What is the average parts cost for fridge jobs for commercial customers?', decline('no customer type column'));
    q.ask('What is the average parts cost for fridge jobs in Hull?', amount(avgOf(jobs, (j) => j.parts, (j) => j.appliance === 'Fridge' && j.city === 'Hull')));
    q.ask('What is the average parts cost for fridge jobs by senior technicians?', amount(avgOf(jobs, (j) => j.parts, (j) => j.appliance === 'Fridge' && tech.get(j.technician)!.grade === 'Senior')));
    q.ask('What is the average parts cost for fridge jobs that were not cancelled?', amount(avgOf(jobs, (j) => j.parts, (j) => j.appliance === 'Fridge' && j.status !== 'Cancelled')));
    q.ask('What is the average parts cost for fridge jobs after supplier rebates?', decline('no rebate column'));
    q.ask('What is the average parts cost for Samsung fridge jobs?', decline('no brand column'));

    // Jobs counted.
    q.ask('How many jobs were opened in York?', count(countWhere(jobs, (j) => j.city === 'York')));
    q.ask('How many jobs were opened in York in 2024?', count(countWhere(jobs, (j) => j.city === 'York' && j.opened.startsWith('2024'))));
    q.ask('How many jobs were opened in Sheffield?', decline('cities are Leeds, York, Hull and Bradford'));
    q.ask('How many jobs were opened in York outside office hours?', decline('no time of day column'));
    q.ask('How many jobs were opened in York by repeat customers?', decline('no customer column'));
    q.ask('How many jobs were opened in York for ovens or dishwashers?', count(countWhere(jobs, (j) => j.city === 'York' && (j.appliance === 'Oven' || j.appliance === 'Dishwasher'))));
    q.ask('How many jobs were opened in York and escalated?', decline('no escalation column'));
    q.ask('How many jobs were opened in York that are still open?', count(countWhere(jobs, (j) => j.city === 'York' && j.status === 'Open')));

    // Total labour hours.
    q.ask('What is the total labour hours on washer jobs?', amount(sumOf(jobs, (j) => j.hours, (j) => j.appliance === 'Washer'), 1));
    q.ask('What is the total labour hours on washer jobs billed as overtime?', decline('no overtime column'));
    q.ask('What is the total labour hours on washer jobs per technician on leave?', decline('no leave column'));
    q.ask('What is the total labour hours on washer jobs in Bradford by the Green team?', amount(sumOf(jobs, (j) => j.hours, (j) => j.appliance === 'Washer' && j.city === 'Bradford' && tech.get(j.technician)!.team === 'Green'), 1));
    q.ask('What is the total labour hours on washer jobs in the first quarter of 2030?', decline('the jobs end in June 2025'));
    q.ask('Which city had the highest average labour hours?', winner(groupBy(jobs, (j) => j.city, 'avg', (j) => j.hours)));
    q.ask('Which city had the highest average labour hours for emergency call-outs?', decline('no call-out type column'));
    return { files, questions: q.questions };
  },
};
