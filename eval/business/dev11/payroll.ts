// Payroll: employees (CSV; departments "IT", "HR", "Legal"; grades as codes) and their monthly
// payslips (Parquet) joined by employee_id. The pay period is text ("2025-03"), overtime hours and
// bonuses are blank when none was paid, money in pounds with the unit in the header, and net pay
// is gross less income tax, national insurance and pension.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Employee { id: number; name: string; department: string; location: string; grade: string; contract: string; hired: string; salary: number }
interface Payslip {
  id: number; employee: number; period: string; gross: number; tax: number; ni: number; pension: number; net: number;
  overtimeHours: number | null; overtimePay: number; bonus: number | null;
}

const DEPARTMENTS = ['IT', 'Sales', 'Finance', 'Operations', 'HR', 'Legal'];
const PERIODS = Array.from({ length: 24 }, (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

function generate(): { employees: Employee[]; payslips: Payslip[] } {
  const random = createRandom(11_303);
  const names = personNames(random, 820);
  const employees = names.map((name, i): Employee => {
    const grade = random.weighted(['G1', 'G2', 'G3', 'G4', 'G5', 'G6'], [14, 22, 24, 19, 13, 8]);
    const base = 21_000 + Number(grade.slice(1)) * 7_500;
    return {
      id: 10_001 + i,
      name,
      department: random.weighted(DEPARTMENTS, [21, 24, 14, 25, 8, 8]),
      location: random.weighted(['London', 'Leeds', 'Glasgow', 'Cardiff'], [36, 26, 21, 17]),
      grade,
      contract: random.weighted(['Full-time', 'Part-time'], [79, 21]),
      hired: random.date('2016-01-01', '2025-08-31'),
      salary: base + random.int(0, 60) * 100,
    };
  });
  const payslips: Payslip[] = [];
  for (const period of PERIODS) {
    for (const e of employees) {
      if (e.hired.slice(0, 7) > period) continue;
      const basic = roundTo((e.salary / 12) * (e.contract === 'Part-time' ? 0.6 : 1), 2);
      const overtimeHours = random.chance(0.36) ? random.int(1, 24) : null;
      const overtimePay = overtimeHours === null ? 0 : roundTo(overtimeHours * (e.salary / 1_950) * 1.5, 2);
      const bonus = random.chance(period.endsWith('-12') ? 0.5 : 0.04) ? random.int(2, 40) * 50 : null;
      const gross = roundTo(basic + overtimePay + (bonus ?? 0), 2);
      const tax = roundTo(Math.max(0, gross - 1_047.5) * (gross > 4_189 ? 0.3 : 0.2), 2);
      const ni = roundTo(Math.max(0, gross - 1_048) * 0.08, 2);
      const pension = roundTo(gross * 0.05, 2);
      payslips.push({ id: 0, employee: e.id, period, gross, tax, ni, pension, net: roundTo(gross - tax - ni - pension, 2), overtimeHours, overtimePay, bonus });
    }
  }
  payslips.forEach((p, i) => (p.id = 700_001 + i));
  return { employees, payslips };
}

const EMPLOYEE_COLUMNS: Column<Employee>[] = [
  { header: 'employee_id', value: (r) => r.id },
  { header: 'full_name', value: (r) => r.name },
  { header: 'department', value: (r) => r.department },
  { header: 'location', value: (r) => r.location },
  { header: 'grade', value: (r) => r.grade },
  { header: 'contract', value: (r) => r.contract },
  { header: 'hire_date', value: (r) => r.hired },
  { header: 'annual_salary_gbp', value: (r) => r.salary },
];
const PAYSLIP_COLUMNS: Column<Payslip>[] = [
  { header: 'payslip_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'employee_id', value: (r) => r.employee, sqlType: 'INTEGER' },
  { header: 'pay_period', value: (r) => r.period },
  { header: 'gross_pay_gbp', value: (r) => r.gross, sqlType: 'DOUBLE' },
  { header: 'income_tax_gbp', value: (r) => r.tax, sqlType: 'DOUBLE' },
  { header: 'national_insurance_gbp', value: (r) => r.ni, sqlType: 'DOUBLE' },
  { header: 'pension_gbp', value: (r) => r.pension, sqlType: 'DOUBLE' },
  { header: 'net_pay_gbp', value: (r) => r.net, sqlType: 'DOUBLE' },
  { header: 'overtime_hours', value: (r) => r.overtimeHours, sqlType: 'INTEGER' },
  { header: 'overtime_pay_gbp', value: (r) => r.overtimePay, sqlType: 'DOUBLE' },
  { header: 'bonus_gbp', value: (r) => r.bonus, sqlType: 'DOUBLE' },
];

export const payroll: BusinessSchema = {
  name: 'payroll',
  description: 'Employees (820 rows, CSV) and monthly payslips (Parquet, text pay periods): blank overtime and bonus, gross/tax/NI/pension/net in GBP',
  async build(dir) {
    const { employees, payslips } = generate();
    const files = [
      await writeCsv(join(dir, 'employees.csv'), EMPLOYEE_COLUMNS, employees),
      await writeParquet(join(dir, 'payslips.parquet'), PAYSLIP_COLUMNS, payslips),
    ];
    const q = questionSet('payroll');
    const employeeOf = new Map(employees.map((e) => [e.id, e]));
    const of = (r: Payslip) => employeeOf.get(r.employee)!;
    const inYear = (year: string) => (r: Payslip) => r.period.startsWith(year);
    const sample = payslips.find((p) => p.period === '2025-06' && p.employee === 10_234)!;

    q.ask('What was total gross pay in 2025?', amount(sumOf(payslips, (r) => r.gross, inYear('2025'))));
    q.ask('How much income tax did we withhold from IT staff in 2024?', amount(sumOf(payslips, (r) => r.tax, (r) => of(r).department === 'IT' && inYear('2024')(r))));
    q.ask('average net pay per payslip', amount(avgOf(payslips, (r) => r.net)));
    q.ask('Which department worked the most overtime hours?', winner(groupBy(payslips, (r) => of(r).department, 'sum', (r) => r.overtimeHours)));
    q.ask('Who earned the most overtime pay?', winner(groupBy(payslips, (r) => of(r).name, 'sum', (r) => r.overtimePay)));
    q.ask('How many employees are in Finance?', count(countWhere(employees, (r) => r.department === 'Finance')));
    q.ask('How many people work in HR?', count(countWhere(employees, (r) => r.department === 'HR')));
    q.ask('How many payslips included a bonus?', count(countWhere(payslips, (r) => r.bonus !== null)));
    q.ask('Total bonuses paid in December 2024?', amount(sumOf(payslips, (r) => r.bonus, (r) => r.period === '2024-12')));
    q.ask('What was the total net pay for March 2025?', amount(sumOf(payslips, (r) => r.net, (r) => r.period === '2025-03')));
    q.ask('Average annual salary in Legal?', amount(avgOf(employees, (r) => r.salary, (r) => r.department === 'Legal')));
    q.ask("What's the highest salary we pay?", amount(maxOf(employees, (r) => r.salary), 0));
    q.ask('How many part-time employees do we have?', count(countWhere(employees, (r) => r.contract === 'Part-time')));
    q.ask('Pension contributions by department', breakdown(groupBy(payslips, (r) => of(r).department, 'sum', (r) => r.pension)));
    q.ask('What share of gross pay went to income tax in 2025?', percent(percentOf(sumOf(payslips, (r) => r.tax, inYear('2025')), sumOf(payslips, (r) => r.gross, inYear('2025')))));
    q.ask('Which location had the highest gross payroll in 2025?', winner(groupBy(payslips, (r) => of(r).location, 'sum', (r) => r.gross, inYear('2025'))));
    q.ask('Top 5 earners by total net pay in 2025', ranking(ranked(groupBy(payslips, (r) => of(r).name, 'sum', (r) => r.net, inYear('2025')), 5)));
    q.ask('How many employees were hired in 2024?', count(countWhere(employees, (r) => r.hired.startsWith('2024'))));
    q.ask('When people work overtime, how many hours is it on average?', amount(avgOf(payslips, (r) => r.overtimeHours)));
    q.ask('How many payslips had no overtime?', count(countWhere(payslips, (r) => r.overtimeHours === null)));
    q.ask('Total national insurance paid in Q1 2025?', amount(sumOf(payslips, (r) => r.ni, (r) => ['2025-01', '2025-02', '2025-03'].includes(r.period))));
    q.ask('Which month had the highest total gross pay?', month(ranked(groupBy(payslips, (r) => r.period, 'sum', (r) => r.gross), 1)[0]));
    q.ask('What is the median annual salary?', amount(medianOf(employees, (r) => r.salary)));
    q.ask('What was the gross pay for employee 10234 in June 2025?', amount(sample.gross));
    q.ask('How many employees are on grade G4?', count(countWhere(employees, (r) => r.grade === 'G4')));
    q.ask('Average net pay for Glasgow staff?', amount(avgOf(payslips, (r) => r.net, (r) => of(r).location === 'Glasgow')));
    q.ask('Total overtime pay for Operations in 2025', amount(sumOf(payslips, (r) => r.overtimePay, (r) => of(r).department === 'Operations' && inYear('2025')(r))));
    q.ask('headcount by department', countsBy(groupBy(employees, (r) => r.department, 'count')));
    q.ask('How many payslips were issued in 2024?', count(countWhere(payslips, inYear('2024'))));
    q.ask('Lowest net pay on any payslip?', amount(minOf(payslips, (r) => r.net)));
    q.ask('How much pension did Sales contribute in 2025?', amount(sumOf(payslips, (r) => r.pension, (r) => of(r).department === 'Sales' && inYear('2025')(r))));

    q.ask('How many sick days did employees take this year?', decline('no absence column'));
    q.ask("What's our gender pay gap?", decline('no gender column'));
    q.ask('Which employees are due a promotion?', decline('no promotion data'));
    q.ask('What is the average employee age?', decline('no age or birth date'));
    q.ask('How many employees left the company in 2025?', decline('no leaving date'));
    q.ask('What is the total cost of company cars?', decline('no company car column'));
    q.ask('How many holiday days does each employee have left?', decline('no holiday column'));
    q.ask('Which manager has the biggest team?', decline('no manager column'));
    q.ask('What was the average performance rating in Sales?', decline('no rating column'));
    return { files, questions: q.questions };
  },
};
