// HR: one employees table (CSV). Traps: the "IT" and "HR" departments (stopwords and short capitals),
// employee_id (never a measure), empty performance ratings.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Employee {
  employee_id: number;
  full_name: string;
  department: string;
  city: string;
  job_level: string;
  salary: number;
  hire_date: string;
  remote: boolean;
  performance_rating: number | null;
}

const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'IT', 'Finance', 'HR', 'Support', 'Legal'];
const DEPARTMENT_WEIGHTS = [30, 18, 12, 10, 8, 6, 12, 4];
const BASE_SALARY: Record<string, number> = {
  Engineering: 82_000, Sales: 61_000, Marketing: 64_000, IT: 71_000, Finance: 74_000, HR: 58_000, Support: 47_000, Legal: 88_000,
};
const CITIES = ['Berlin', 'Lisbon', 'Paris', 'Madrid', 'Warsaw', 'Dublin', 'Amsterdam', 'Vienna'];
const CITY_WEIGHTS = [16, 22, 13, 11, 10, 9, 12, 7];
const LEVELS = ['Junior', 'Mid', 'Senior', 'Lead'];
const LEVEL_FACTOR: Record<string, number> = { Junior: 0.75, Mid: 1, Senior: 1.3, Lead: 1.6 };

function generate(): Employee[] {
  const random = createRandom(11);
  const names = personNames(random, 2_400);
  return names.map((full_name, i) => {
    const department = random.weighted(DEPARTMENTS, DEPARTMENT_WEIGHTS);
    const job_level = random.weighted(LEVELS, [30, 40, 22, 8]);
    return {
      employee_id: 1001 + i,
      full_name,
      department,
      city: random.weighted(CITIES, CITY_WEIGHTS),
      job_level,
      salary: Math.round(BASE_SALARY[department] * LEVEL_FACTOR[job_level] * (0.85 + random.next() * 0.3)),
      hire_date: random.date('2012-01-01', '2025-06-30'),
      remote: random.chance(0.27),
      performance_rating: random.chance(0.08) ? null : random.weighted([1, 2, 3, 4, 5], [4, 12, 45, 29, 10]),
    };
  });
}

const COLUMNS: Column<Employee>[] = [
  { header: 'employee_id', value: (e) => e.employee_id },
  { header: 'full_name', value: (e) => e.full_name },
  { header: 'department', value: (e) => e.department },
  { header: 'city', value: (e) => e.city },
  { header: 'job_level', value: (e) => e.job_level },
  { header: 'salary', value: (e) => e.salary },
  { header: 'hire_date', value: (e) => e.hire_date },
  { header: 'remote', value: (e) => (e.remote ? 'Yes' : 'No') },
  { header: 'performance_rating', value: (e) => e.performance_rating },
];

export const hr: BusinessSchema = {
  name: 'hr',
  description: 'HR: 2,400 employees (CSV)',
  async build(dir) {
    const rows = generate();
    const file = await writeCsv(join(dir, 'employees.csv'), COLUMNS, rows);
    const q = questionSet('hr');
    const salary = (e: Employee) => e.salary;
    const inDept = (d: string) => (e: Employee) => e.department === d;
    const inCity = (c: string) => (e: Employee) => e.city === c;
    const hiredIn = (year: string) => (e: Employee) => e.hire_date.startsWith(year);
    const byName = (where: (e: Employee) => boolean) => new Map(rows.filter(where).map((e) => [e.full_name, e.salary]));

    q.ask('How many employees work in Berlin?', count(countWhere(rows, inCity('Berlin'))));
    q.ask('What is the average salary in the Engineering department?', amount(avgOf(rows, salary, inDept('Engineering'))));
    q.ask('Which city has the most employees?', winner(groupBy(rows, (e) => e.city, 'count')));
    q.ask('How many people work in IT?', count(countWhere(rows, inDept('IT'))));
    q.ask("What's the average salary of the IT department?", amount(avgOf(rows, salary, inDept('IT'))));
    q.ask('Which department has the highest average salary?', winner(groupBy(rows, (e) => e.department, 'avg', salary)));
    q.ask('Which department pays the lowest average salary?', winner(groupBy(rows, (e) => e.department, 'avg', salary), 'asc'));
    q.ask('How many employees were hired in 2021?', count(countWhere(rows, hiredIn('2021'))));
    q.ask('How many employees have been hired since 2023?', count(countWhere(rows, (e) => e.hire_date >= '2023-01-01')));
    q.ask('How many Senior employees are based in Lisbon?', count(countWhere(rows, (e) => e.job_level === 'Senior' && e.city === 'Lisbon')));
    q.ask('What is the total salary cost of the Sales department?', amount(sumOf(rows, salary, inDept('Sales'))));
    q.ask('Who are the three highest paid employees?', ranking(ranked(byName(() => true), 3)));
    q.ask('Who earns the least in Marketing?', winner(byName(inDept('Marketing')), 'asc'));
    q.ask('Headcount by department', countsBy(groupBy(rows, (e) => e.department, 'count')));
    q.ask('Show the average salary per city.', breakdown(groupBy(rows, (e) => e.city, 'avg', salary)));
    q.ask('What percentage of employees work remotely?', percent(percentOf(countWhere(rows, (e) => e.remote), rows.length)));
    q.ask(
      'Compare the average salary in Berlin and Paris.',
      breakdown(groupBy(rows, (e) => e.city, 'avg', salary, (e) => e.city === 'Berlin' || e.city === 'Paris')),
    );
    q.ask('How many employees have a performance rating of 5?', count(countWhere(rows, (e) => e.performance_rating === 5)));
    q.ask('average performance rating in Support', amount(avgOf(rows, (e) => e.performance_rating, inDept('Support'))));
    q.ask('How many employees have no performance rating?', count(countWhere(rows, (e) => e.performance_rating === null)));
    q.ask('What is the highest salary in Finance?', amount(maxOf(rows, salary, inDept('Finance')), 0));
    q.ask('How many employees in Dublin earn more than 70,000?', count(countWhere(rows, (e) => e.city === 'Dublin' && e.salary > 70_000)));
    q.ask('How many people are in the HR department?', count(countWhere(rows, inDept('HR'))));
    q.ask('How many employees were hired between 1 March 2019 and 31 August 2019?', count(countWhere(rows, (e) => e.hire_date >= '2019-03-01' && e.hire_date <= '2019-08-31')));
    q.ask('Lowest salary among Lead employees?', amount(minOf(rows, salary, (e) => e.job_level === 'Lead'), 0));
    q.ask('Number of hires per year since 2022', countsBy(groupBy(rows, (e) => e.hire_date.slice(0, 4), 'count', undefined, (e) => e.hire_date >= '2022-01-01')));
    const topEarner = rows.reduce((a, b) => (b.salary > a.salary ? b : a));
    q.ask(`When was ${topEarner.full_name} hired?`, day(topEarner.hire_date));
    const engineering = q.ask('How many employees work in Engineering?', count(countWhere(rows, inDept('Engineering'))));
    const marketing = q.followUp(engineering, 'and in Marketing?', count(countWhere(rows, inDept('Marketing'))));
    q.followUp(marketing, 'What about IT?', count(countWhere(rows, inDept('IT'))));
    const madrid = q.ask('What is the average salary in Madrid?', amount(avgOf(rows, salary, inCity('Madrid'))));
    q.followUp(madrid, 'And in Vienna?', amount(avgOf(rows, salary, inCity('Vienna'))));

    q.ask('What is the average bonus?', decline('no bonus column'));
    q.ask('How many employees work in Tokyo?', decline('no employee in Tokyo'));
    q.ask('What is the average age of our employees?', decline('no age or birth date column'));
    q.ask('How many employees are in the Research department?', decline('no Research department'));
    q.ask("What is the company's current share price?", decline('outside the data'));
    return { files: [file], questions: q.questions };
  },
};
