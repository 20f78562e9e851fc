// Confident mistakes of five kinds, asked through HTTP over generated tables of 1,000+ rows (a
// courier's shipments and contracts, a consultancy's time sheets, a clinic's patients and visits, a
// music school's students and exams). Each was answered confidently and wrongly on a split nobody
// had tuned on:
// - "average charge per shipped parcel": a noun qualified by a cell after "per" is the unit (the
//   shipped rows), not one group per parcel type;
// - "how many shipments went out": the rows' status says some never left; counting every row is
//   marked uncertain;
// - "value of chargeable time by team": a value is an amount; a count of rows is declined;
// - "which month of 2024 was busiest" over two dated tables: whose dates is a guess, declined;
// - "their Grade 3 exam": a cell in several columns whose headers all share a word of the cell
//   goes on the column of the rows the noun after it names; key cells are listed as written;
// - "how many parcel contracts": a header before the counted rows' noun qualifies it; the rows are
//   counted, not the header's distinct values.
// Controls keep the answers that were right: groups named bare, counts of every row, one dated table.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const day = (i: number, from = Date.UTC(2024, 0, 1)) => new Date(from + i * 86_400_000).toISOString().slice(0, 10);

// A courier: 300 contracts (parcel type, billing) and 2,400 shipments of them.
const PARCELS = ['Small Parcel', 'Large Parcel', 'Pallet'];
const contracts = Array.from({ length: 300 }, (_, i) => ({
  contract_id: 40_001 + i,
  parcel: PARCELS[(i * 7 + Math.floor(i / 5)) % 3],
  billing: i % 3 === 0 ? 'Quarterly' : 'Monthly',
}));
const shipments = Array.from({ length: 2_400 }, (_, i) => {
  const c = contracts[(i * 13) % 300];
  const status = ['shipped', 'shipped', 'shipped', 'shipped', 'held', 'shipped', 'returned', 'shipped'][(i * 3 + Math.floor(i / 9)) % 8];
  const base = c.parcel === 'Pallet' ? 60 : c.parcel === 'Large Parcel' ? 18 : 7;
  return {
    shipment_id: 900_001 + i,
    contract_id: c.contract_id,
    ship_date: day(i % 500),
    route: ['N1', 'S2', 'E3', 'W4'][(i * 5 + Math.floor(i / 4)) % 4],
    shipment_status: status,
    'Charge (£)': status === 'held' ? 0 : base + (i % 7) + (c.billing === 'Quarterly' ? 2.5 : 0),
  };
});

// A consultancy's time sheets: hours at a rate, chargeable or not, by team.
const timesheets = Array.from({ length: 1_500 }, (_, i) => ({
  entry_id: 70_001 + i,
  consultant: ['Ada', 'Bram', 'Cleo', 'Dev', 'Esme', 'Finn'][i % 6],
  team: ['Audit', 'Tax', 'Advisory'][(i * 7 + Math.floor(i / 6)) % 3],
  hours: 0.5 + (i % 8) * 0.5,
  'Rate (£/h)': [120, 180, 240][(i * 5) % 3],
  chargeable: i % 4 === 3 ? 'N' : 'Y',
}));

// A clinic: patients who signed up (mostly in the spring) and visits (mostly in the autumn).
const patients = Array.from({ length: 1_100 }, (_, i) => ({
  patient_id: 3_001 + i,
  signed_up: i < 700 ? day(90 + (i % 60)) : day((i * 37) % 720),
  clinic: ['North', 'South'][i % 2],
}));
const visits = Array.from({ length: 2_600 }, (_, i) => ({
  visit_id: 600_001 + i,
  patient_id: 3_001 + ((i * 17) % 1_100),
  visit_date: i < 1_400 ? day(280 + (i % 30)) : day((i * 11) % 730),
  reason: ['Check-up', 'Follow-up', 'Vaccination'][i % 3],
}));

// A music school: students with their current grade, and the exams they sat (at a grade, a result).
const GRADES = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5'];
const students = Array.from({ length: 1_000 }, (_, i) => ({
  student_id: 2_001 + i,
  first_name: ['Alma', 'Bo', 'Cai', 'Dina', 'Emil'][i % 5],
  current_grade: GRADES[(i * 3 + Math.floor(i / 7)) % 5],
}));
const exams = Array.from({ length: 1_800 }, (_, i) => ({
  exam_id: 80_001 + i,
  student_id: 2_001 + ((i * 29) % 1_000),
  sat_on: day(i % 600),
  grade_sat: GRADES[(i * 7 + Math.floor(i / 3)) % 5],
  result: ['Pass', 'Pass', 'Fail', 'Merit', 'Absent'][(i * 3 + Math.floor(i / 11)) % 5],
}));

let t: TestClient;
let courier = '';
let consultancy = '';
let clinic = '';
let visitsOnly = '';
let school = '';

beforeAll(async () => {
  t = sharedTestApp();
  courier = await createWorkspace(t, null, { name: 'courier' });
  await uploadTables(t, courier, [
    { content: toCsv(contracts), filename: 'contracts.csv' },
    { content: toCsv(shipments), filename: 'shipments.csv' },
  ]);
  consultancy = await createWorkspace(t, null, { name: 'consultancy' });
  await uploadTables(t, consultancy, [{ content: toCsv(timesheets), filename: 'timesheets.csv' }]);
  clinic = await createWorkspace(t, null, { name: 'clinic' });
  await uploadTables(t, clinic, [
    { content: toCsv(patients), filename: 'patients.csv' },
    { content: toCsv(visits), filename: 'visits.csv' },
  ]);
  visitsOnly = await createWorkspace(t, null, { name: 'clinic visits' });
  await uploadTables(t, visitsOnly, [{ content: toCsv(visits), filename: 'visits.csv' }]);
  school = await createWorkspace(t, null, { name: 'music school' });
  await uploadTables(t, school, [
    { content: toCsv(students), filename: 'students.csv' },
    { content: toCsv(exams), filename: 'exams.csv' },
  ]);
}, 240_000);

const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const notConfident = (reply: BuiltinReply) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
const billingOf = new Map(contracts.map((c) => [c.contract_id, c.billing]));

describe('a noun qualified by a cell after "per" is the unit, not a grouping', () => {
  const shipped = shipments.filter((s) => s.shipment_status === 'shipped');

  it('"average charge per shipped parcel" is the average over the shipped rows', async () => {
    const reply = await askBuiltin(t, courier, 'average charge per shipped parcel');
    expectAnswered(reply, formatNumber(avg(shipped.map((s) => s['Charge (£)']))));
    expect(reply.content).not.toMatch(/by parcel/);
  });

  it('"compare the average charge per shipped parcel for monthly versus quarterly contracts" compares the billing', async () => {
    const reply = await askBuiltin(t, courier, 'Compare the average charge per shipped parcel for monthly versus quarterly contracts');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const billing of ['Monthly', 'Quarterly']) {
      const rows = shipped.filter((s) => billingOf.get(s.contract_id) === billing);
      expect(reply.content).toContain(formatNumber(avg(rows.map((s) => s['Charge (£)']))));
    }
  });

  it('"total charged per shipped parcel" is no total: not answered as one', async () => {
    const reply = await askBuiltin(t, courier, 'total charged per shipped parcel');
    notConfident(reply);
  });

  it('control: "average charge by parcel" still groups by the parcel type', async () => {
    const reply = await askBuiltin(t, courier, 'average charge by parcel');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toMatch(/by parcel/);
  });
});

describe('"went out" over rows some of which never left', () => {
  it('"how many shipments went out on route N1" is not every N1 row, confidently', async () => {
    const n1 = shipments.filter((s) => s.route === 'N1');
    const reply = await askBuiltin(t, courier, 'How many shipments went out on route N1?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(n1.filter((s) => s.shipment_status === 'shipped').length)}**`);
    else expect(reply.content).toContain(formatNumber(n1.length));
  });

  it('control: "how many shipments were there on route N1" counts every row', async () => {
    const reply = await askBuiltin(t, courier, 'How many shipments were there on route N1?');
    expectAnswered(reply, formatNumber(shipments.filter((s) => s.route === 'N1').length));
  });
});

describe('a value is an amount, never a number of rows', () => {
  it('"value of chargeable time by team" is not answered as a count of entries', async () => {
    const reply = await askBuiltin(t, consultancy, 'Value of chargeable time by team');
    notConfident(reply);
  });

  it('control: "chargeable entries by team" still counts the entries', async () => {
    const reply = await askBuiltin(t, consultancy, 'chargeable entries by team');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const audit = timesheets.filter((e) => e.team === 'Audit' && e.chargeable === 'Y').length;
    expect(reply.content).toContain(formatNumber(audit));
  });
});

describe('the busiest period of rows the question does not name', () => {
  const monthOf = (dates: string[]) => {
    const counts = new Map<string, number>();
    for (const d of dates.filter((x) => x.startsWith('2024'))) counts.set(d.slice(0, 7), (counts.get(d.slice(0, 7)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0][0];
  };

  it('"which month of 2024 was busiest" over patients and visits is not answered by a guess', async () => {
    expect(monthOf(patients.map((p) => p.signed_up))).not.toBe(monthOf(visits.map((v) => v.visit_date)));
    const reply = await askBuiltin(t, clinic, 'Which month of 2024 was busiest?');
    notConfident(reply);
  });

  it('control: the same question over the visits alone ranks their months', async () => {
    const reply = await askBuiltin(t, visitsOnly, 'Which month of 2024 was busiest?');
    expectAnswered(reply, monthOf(visits.map((v) => v.visit_date)));
  });

  it('control: "which month of 2024 had the most visits" names the rows', async () => {
    const reply = await askBuiltin(t, clinic, 'Which month of 2024 had the most visits?');
    expectAnswered(reply, monthOf(visits.map((v) => v.visit_date)));
  });
});

describe('a cell in several columns, placed by the noun after it', () => {
  const question = 'Which students passed their Grade 3 exam in March 2024? Just the student ids please';
  const passed = exams.filter((e) => e.grade_sat === 'Grade 3' && e.result === 'Pass' && e.sat_on.startsWith('2024-03'));

  it('"which students passed their Grade 3 exam in March 2024" takes the grade sat, not the current grade', async () => {
    expect(passed.length).toBeGreaterThan(1);
    const reply = await askBuiltin(t, school, question);
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.execution_details.interpretation).toMatch(/grade_sat = Grade 3/);
    expect(reply.execution_details.interpretation).not.toMatch(/current_grade/);
  });

  it('the ids of a key column are listed as written (2042), never as quantities (2,042)', async () => {
    const reply = await askBuiltin(t, school, question);
    expect(reply.content).not.toMatch(/\*\*\d{1,3},\d{3}\*\*/);
    for (const e of passed) expect(reply.content).toContain(`**${e.student_id}**`);
  });

  it('control: "how many students are at Grade 3" is their current grade', async () => {
    const reply = await askBuiltin(t, school, 'How many students are at Grade 3?');
    expectAnswered(reply, formatNumber(students.filter((s) => s.current_grade === 'Grade 3').length));
  });
});

describe('a header word before the noun of the counted rows qualifies them', () => {
  const quarterly = contracts.filter((c) => c.billing === 'Quarterly').length;

  it('"how many parcel contracts are quarterly" counts the contracts, not the parcel types', async () => {
    expectAnswered(await askBuiltin(t, courier, 'How many parcel contracts are quarterly?'), formatNumber(quarterly));
  });

  it('control: "how many contracts are quarterly" counts the same rows', async () => {
    expectAnswered(await askBuiltin(t, courier, 'How many contracts are quarterly?'), formatNumber(quarterly));
  });
});
