// An HR export of 1,500 employees: abbreviated headers ("Emp No", "Dept", "Salary (USD)",
// "Perf Score Pct"), an employment status asked with participles ("were terminated", "on leave"),
// a Yes/No flag, and staff named as employees, staff, people and headcount.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from './dates.ts';

export interface Employee { emp_no: string; name: string; dept: string; job_title: string; location: string; hire_date: string; salary: number; status: string; remote: string; perf: number }

const DEPTS = ['Engineering', 'Finance', 'Marketing', 'Operations', 'Sales', 'Support'];
const TITLES: Record<string, string[]> = {
  Engineering: ['Software Engineer', 'Senior Engineer', 'QA Analyst'],
  Finance: ['Accountant', 'Financial Analyst'],
  Marketing: ['Marketing Specialist', 'Content Writer'],
  Operations: ['Operations Coordinator', 'Logistics Planner'],
  Sales: ['Account Executive', 'Sales Representative'],
  Support: ['Support Agent', 'Support Lead'],
};
const BASE: Record<string, number> = { Engineering: 98_000, Finance: 82_000, Marketing: 71_000, Operations: 64_000, Sales: 69_000, Support: 52_000 };
const LOCATIONS = ['Austin', 'Boston', 'Chicago', 'Denver', 'Seattle'];
const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Frankie', 'Harper', 'Jordan', 'Kendall', 'Logan', 'Morgan', 'Noel', 'Parker', 'Quinn', 'Riley'];
const LAST = ['Abbott', 'Barnes', 'Cortez', 'Dalton', 'Ellis', 'Foster', 'Griffin', 'Hayes', 'Ingram', 'Jensen', 'Keller', 'Lowell', 'Mercer', 'Nash', 'Ortega', 'Pryce', 'Quigley', 'Ramsey', 'Sutton', 'Tate'];

export function generate(): Employee[] {
  const random = createRandom(5202);
  return Array.from({ length: 1_500 }, (_, i): Employee => {
    const dept = random.weighted(DEPTS, [28, 10, 12, 16, 20, 14]);
    const location = random.weighted(LOCATIONS, [22, 18, 25, 15, 20]);
    return {
      emp_no: `E${String(10_001 + i)}`,
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${String.fromCharCode(65 + Math.floor(i / 300))}.`,
      dept,
      job_title: random.pick(TITLES[dept]),
      location,
      hire_date: random.date('2010-01-01', '2024-12-31'),
      salary: Math.round(BASE[dept] * random.float(0.7, 1.6, 3) + (location === 'Seattle' ? 6_000 : 0)),
      status: random.weighted(['Active', 'Terminated', 'On Leave'], [82, 13, 5]),
      remote: random.chance(0.31) ? 'Yes' : 'No',
      perf: random.float(40, 100, 1),
    };
  });
}

export const COLUMNS: Column<Employee>[] = [
  { header: 'Emp No', value: (r) => r.emp_no },
  { header: 'Name', value: (r) => r.name },
  { header: 'Dept', value: (r) => r.dept },
  { header: 'Job Title', value: (r) => r.job_title },
  { header: 'Location', value: (r) => r.location },
  { header: 'Hire Date', value: (r) => r.hire_date },
  { header: 'Salary (USD)', value: (r) => r.salary },
  { header: 'Employment Status', value: (r) => r.status },
  { header: 'Remote', value: (r) => r.remote },
  { header: 'Perf Score Pct', value: (r) => r.perf },
];

export const workforce: BusinessSchema = {
  name: 'workforce',
  description: 'An HR export: 1,500 employees, abbreviated headers, a status asked with participles (XLSX)',
  async build(dir) {
    const rows = generate();
    const files = [await writeXlsx(join(dir, 'employees.xlsx'), 'Employees', COLUMNS, rows)];
    const q = questionSet('workforce');
    const salary = (r: Employee) => r.salary;
    const hired = (from: string, to: string) => (r: Employee) => between(r.hire_date, from, to);

    q.ask('What is the headcount of the Sales dept?', count(countWhere(rows, (r) => r.dept === 'Sales')));
    q.ask('How many staff were terminated?', count(countWhere(rows, (r) => r.status === 'Terminated')));
    q.ask('How many employees are on leave?', count(countWhere(rows, (r) => r.status === 'On Leave')));
    q.ask('Average salary by department', breakdown(groupBy(rows, (r) => r.dept, 'avg', salary)));
    q.ask('Which department has the largest headcount?', winner(groupBy(rows, (r) => r.dept, 'count')));
    q.ask('Which location has the highest average salary?', winner(groupBy(rows, (r) => r.location, 'avg', salary)));
    q.ask('What percentage of employees are remote?', percent(percentOf(countWhere(rows, (r) => r.remote === 'Yes'), rows.length)));
    q.ask('How many people were hired in 2023?', count(countWhere(rows, hired('2023-01-01', '2023-12-31'))));
    q.ask('How many employees were hired before 2015?', count(countWhere(rows, (r) => r.hire_date < '2015-01-01')));
    q.ask('Number of hires during the first half of 2022', count(countWhere(rows, hired('2022-01-01', '2022-06-30'))));
    q.ask('How many staff were hired in Q4 2023?', count(countWhere(rows, hired('2023-10-01', '2023-12-31'))));
    q.ask('What is the total salary of the Finance department?', amount(sumOf(rows, salary, (r) => r.dept === 'Finance')));
    q.ask('Who earns the most?', winner(new Map(rows.map((r) => [r.name, r.salary]))));
    q.ask('Who was the most recent hire in Finance?', winner(new Map(rows.filter((r) => r.dept === 'Finance').map((r) => [r.name, Date.parse(r.hire_date)]))));
    q.ask('Employees split by location', countsBy(groupBy(rows, (r) => r.location, 'count')));
    q.ask('Headcount broken down by employment status', countsBy(groupBy(rows, (r) => r.status, 'count')));
    q.ask('What is the average perf score?', amount(avgOf(rows, (r) => r.perf)));
    q.ask('How many employees earn more than 100,000 dollars?', count(countWhere(rows, (r) => r.salary > 100_000)));
    q.ask('Number of distinct job titles', count(new Set(rows.map((r) => r.job_title)).size));
    q.ask('How many Support Agents are there?', count(countWhere(rows, (r) => r.job_title === 'Support Agent')));
    q.ask('What is the average pay of remote staff?', amount(avgOf(rows, salary, (r) => r.remote === 'Yes')));
    q.ask('Which dept has the lowest average salary?', winner(groupBy(rows, (r) => r.dept, 'avg', salary), 'asc'));
    q.ask('Average salary in Engineering compared with Marketing', breakdown(groupBy(rows, (r) => r.dept, 'avg', salary, (r) => r.dept === 'Engineering' || r.dept === 'Marketing')));
    q.ask("What is the Boston office's headcount?", count(countWhere(rows, (r) => r.location === 'Boston')));
    q.ask('Count of employees per dept in Denver', countsBy(groupBy(rows, (r) => r.dept, 'count', undefined, (r) => r.location === 'Denver')));
    q.ask('How many active employees work remotely?', count(countWhere(rows, (r) => r.status === 'Active' && r.remote === 'Yes')));
    q.ask('What proportion of staff left the company?', percent(percentOf(countWhere(rows, (r) => r.status === 'Terminated'), rows.length)));
    q.ask('Total payroll of active staff', amount(sumOf(rows, salary, (r) => r.status === 'Active')));
    q.ask('What is the highest salary in Chicago?', amount(Math.max(...rows.filter((r) => r.location === 'Chicago').map(salary))));
    q.ask('Staff numbers by location', countsBy(groupBy(rows, (r) => r.location, 'count')));

    q.ask('How many sick days did employees take?', decline('no absence column'));
    q.ask('What is the gender split of our staff?', decline('no gender column'));
    q.ask('How much bonus did the Sales team get?', decline('no bonus column'));
    q.ask('Which manager has the biggest team?', decline('no manager column'));
    return { files, questions: q.questions };
  },
};
