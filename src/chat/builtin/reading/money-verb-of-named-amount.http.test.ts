// "Total national insurance paid in Q1 2025" over payslips beside an employees table holding an
// annual salary: "paid" is the named amount's verb, not a synonym naming the salary (which pulled in
// the employees' table, and with it their hire date for the period). Asked through HTTP on 1,000+
// rows; expected values computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(2_222);
const employees = Array.from({ length: 120 }, (_, i) => ({
  employee_id: 10_001 + i,
  full_name: `Employee ${i + 1}`,
  department: pick(rand, ['Sales', 'Finance', 'Operations']),
  hire_date: `20${String(15 + (i % 10)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
  annual_salary_gbp: 30_000 + Math.floor(rand() * 400) * 100,
}));
const payslips = Array.from({ length: 2_400 }, (_, i) => ({
  payslip_id: 700_001 + i,
  employee_id: 10_001 + (i % employees.length),
  pay_period: `${2024 + Math.floor(i / 1_200)}-${String(1 + (Math.floor(i / 100) % 12)).padStart(2, '0')}`,
  gross_pay_gbp: Math.round(250_000 + rand() * 300_000) / 100,
  income_tax_gbp: Math.round(40_000 + rand() * 60_000) / 100,
  national_insurance_gbp: Math.round(15_000 + rand() * 20_000) / 100,
}));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'payroll' });
  await uploadTables(t, ws, [
    { content: toCsv(employees), filename: 'employees.csv' },
    { content: toCsv(payslips), filename: 'payslips.csv' },
  ]);
}, 120_000);

const total = (rows: typeof payslips, pick: (p: (typeof payslips)[number]) => number) => formatNumber(Math.round(rows.reduce((s, p) => s + pick(p), 0) * 100) / 100);

describe('a money verb beside a named amount', () => {
  it('"total national insurance paid in Q1 2025" adds up the named amount over the pay periods', async () => {
    const rows = payslips.filter((p) => ['2025-01', '2025-02', '2025-03'].includes(p.pay_period));
    const reply = await askBuiltin(t, ws, 'Total national insurance paid in Q1 2025?');
    expectAnswered(reply, total(rows, (p) => p.national_insurance_gbp));
  });

  it('"how much income tax was paid in 2024" is the total income tax of 2024', async () => {
    const rows = payslips.filter((p) => p.pay_period.startsWith('2024'));
    const reply = await askBuiltin(t, ws, 'How much income tax was paid in 2024?');
    expectAnswered(reply, total(rows, (p) => p.income_tax_gbp));
  });
});
