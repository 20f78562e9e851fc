// dev5's HR export (1,500 employees: "Dept", "Salary (USD)", "Employment Status", a Yes/No
// "Remote") asked again in the many ways managers type the same intents: "show me", "give me a
// breakdown of", "split by", "vs", "who are our top 5", possessives ("Chicago's headcount"),
// abbreviations ("avg", "no. of", "#"), a filter first ("For Engineering, ..."), short imperatives.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { writeXlsx } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { COLUMNS, generate, type Employee } from '../dev5/workforce.ts';

export const hrWording: BusinessSchema = {
  name: 'hr-wording',
  description: "dev5's HR export (1,500 employees, XLSX) asked in paraphrases",
  async build(dir) {
    const rows = generate();
    const files = [await writeXlsx(join(dir, 'employees.xlsx'), 'Employees', COLUMNS, rows)];
    const q = questionSet('hr-wording');
    const salary = (r: Employee) => r.salary;
    const dept = (d: string) => (r: Employee) => r.dept === d;
    const at = (l: string) => (r: Employee) => r.location === l;

    q.ask('Show me the average salary by department', breakdown(groupBy(rows, (r) => r.dept, 'avg', salary)));
    q.ask('avg salary by dept', breakdown(groupBy(rows, (r) => r.dept, 'avg', salary)));
    q.ask('Give me a breakdown of headcount by location', countsBy(groupBy(rows, (r) => r.location, 'count')));
    q.ask("For Engineering, what's the average salary?", amount(avgOf(rows, salary, dept('Engineering'))));
    q.ask("What's the average salary for Marketing?", amount(avgOf(rows, salary, dept('Marketing'))));
    q.ask("What is Chicago's headcount?", count(countWhere(rows, at('Chicago'))));
    q.ask('How does the average salary in Sales compare with Support?', breakdown(groupBy(rows, (r) => r.dept, 'avg', salary, (r) => r.dept === 'Sales' || r.dept === 'Support')));
    q.ask('Engineering vs Finance average salary', breakdown(groupBy(rows, (r) => r.dept, 'avg', salary, (r) => r.dept === 'Engineering' || r.dept === 'Finance')));
    q.ask('Who are our top 5 earners?', ranking(ranked(new Map(rows.map((r) => [r.name, r.salary])), 5)));
    q.ask('Top 5 employees by salary', ranking(ranked(new Map(rows.map((r) => [r.name, r.salary])), 5)));
    q.ask('What proportion of employees work remotely?', percent(percentOf(countWhere(rows, (r) => r.remote === 'Yes'), rows.length)));
    q.ask('What fraction of staff are on leave?', percent(percentOf(countWhere(rows, (r) => r.status === 'On Leave'), rows.length)));
    q.ask('% of employees terminated', percent(percentOf(countWhere(rows, (r) => r.status === 'Terminated'), rows.length)));
    q.ask('How much do we pay the Finance department in total?', amount(sumOf(rows, salary, dept('Finance'))));
    q.ask('Number of employees per location', countsBy(groupBy(rows, (r) => r.location, 'count')));
    q.ask('Headcount in each department', countsBy(groupBy(rows, (r) => r.dept, 'count')));
    q.ask('No. of employees in Seattle', count(countWhere(rows, at('Seattle'))));
    q.ask('# of remote employees', count(countWhere(rows, (r) => r.remote === 'Yes')));
    q.ask('Salary total broken down by location', breakdown(groupBy(rows, (r) => r.location, 'sum', salary)));
    q.ask('Which dept has the highest avg salary?', winner(groupBy(rows, (r) => r.dept, 'avg', salary)));
    q.ask('Which location has the most staff?', winner(groupBy(rows, (r) => r.location, 'count')));
    q.ask('Who is the highest-paid employee?', winner(new Map(rows.map((r) => [r.name, r.salary]))));
    q.ask('In Denver, how many employees are remote?', count(countWhere(rows, (r) => r.location === 'Denver' && r.remote === 'Yes')));
    q.ask('Average perf score split by department', breakdown(groupBy(rows, (r) => r.dept, 'avg', (r) => r.perf)));
    q.ask("What's the max salary in Austin?", amount(maxOf(rows, salary, at('Austin'))));
    q.ask('Lowest salary in Support?', amount(minOf(rows, salary, dept('Support'))));
    q.ask('Average salary of active employees', amount(avgOf(rows, salary, (r) => r.status === 'Active')));
    q.ask('How many employees does Boston have?', count(countWhere(rows, at('Boston'))));
    q.ask('How many employees were hired prior to 2012?', count(countWhere(rows, (r) => r.hire_date < '2012-01-01')));
    q.ask("Each department's total payroll", breakdown(groupBy(rows, (r) => r.dept, 'sum', salary)));
    q.ask('What is the average salary for each location?', breakdown(groupBy(rows, (r) => r.location, 'avg', salary)));
    q.ask("Seattle's average salary", amount(avgOf(rows, salary, at('Seattle'))));
    q.ask("What's the median salary?", amount(medianOf(rows, salary)));
    q.ask('How many Software Engineers do we have?', count(countWhere(rows, (r) => r.job_title === 'Software Engineer')));
    q.ask('Count of staff by employment status', countsBy(groupBy(rows, (r) => r.status, 'count')));
    q.ask('Which department has the fewest employees?', winner(groupBy(rows, (r) => r.dept, 'count'), 'asc'));
    q.ask('What percentage of Engineering staff are remote?', percent(percentOf(countWhere(rows, (r) => r.dept === 'Engineering' && r.remote === 'Yes'), countWhere(rows, dept('Engineering')))));
    q.ask('How many employees are there in total?', count(rows.length));
    q.ask('Overall average salary?', amount(avgOf(rows, salary)));
    q.ask('Average salary, Boston vs Chicago', breakdown(groupBy(rows, (r) => r.location, 'avg', salary, (r) => r.location === 'Boston' || r.location === 'Chicago')));
    q.ask('Employees hired in 2022 - how many?', count(countWhere(rows, (r) => r.hire_date.startsWith('2022'))));
    q.ask('Total salaries paid to remote staff', amount(sumOf(rows, salary, (r) => r.remote === 'Yes')));

    q.ask('Rank departments by average salary', ranking(ranked(groupBy(rows, (r) => r.dept, 'avg', salary), 6)));
    q.ask('Bottom 3 locations by headcount', ranking(ranked(groupBy(rows, (r) => r.location, 'count'), 3, 'asc')));
    q.ask('How many people are in the Sales team?', count(countWhere(rows, dept('Sales'))));
    q.ask('Total salary cost for Engineering', amount(sumOf(rows, salary, dept('Engineering'))));
    q.ask('Which is the best-paid department on average?', winner(groupBy(rows, (r) => r.dept, 'avg', salary)));
    q.ask('Headcount: Austin vs Denver', countsBy(groupBy(rows, (r) => r.location, 'count', undefined, (r) => r.location === 'Austin' || r.location === 'Denver')));

    q.ask('Show me the average bonus by department', decline('no bonus column'));
    q.ask("What's the gender breakdown of our staff?", decline('no gender column'));
    q.ask("Who is Engineering's manager?", decline('no manager column'));
    q.ask('How many employees are in Berlin?', decline('no Berlin location'));
    q.ask('avg age by dept', decline('no age column'));
    q.ask('Top 5 employees by overtime hours', decline('no overtime column'));
    q.ask('What proportion of staff have a degree?', decline('no education column'));
    q.ask('Headcount in the Legal dept', decline('no Legal department'));
    return { files, questions: q.questions };
  },
};
