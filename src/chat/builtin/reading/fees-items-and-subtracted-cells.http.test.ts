// Kinds of confident mistakes found on a split written without reading the engine (round r31a),
// asked through HTTP over generated tables: "revenue" read onto a fee beside the row's own total;
// a cell said again beside each alternative of an either-or read as the groups compared; items
// counted as the rows that hold a quantity of them (added up; marked uncertain unless they are a
// list of goods the rows refer to); "top N <things>" read as single rows named by
// the things; a cell "net of" a total kept as the only rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(3_101);
const round2 = (x: number) => Math.round(x * 100) / 100;

// A bike workshop: a parts list and 1,600 service jobs, each fitting a quantity of one part.
const parts = Array.from({ length: 80 }, (_, i) => ({ part_code: `PT-${5000 + i}`, maker: pick(rand, ['Shimano', 'SRAM', 'Campagnolo', 'Tektro']), grade: pick(rand, ['Entry', 'Sport', 'Race']), list_price_eur: round2(10 + rand() * 90) }));
const WORKSHOPS = ['Canal Street', 'Old Market', 'Riverside', 'Station Yard'];
const jobs = Array.from({ length: 1_600 }, (_, i) => {
  const part = parts[Math.floor(rand() * parts.length)];
  const qty = pick(rand, [1, 1, 2, 3]);
  const labour = pick(rand, [8, 12, 20]);
  return {
    job_ref: `SJ${70_000 + i}`,
    job_date: `2025-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    workshop: pick(rand, WORKSHOPS),
    part_code: part.part_code,
    qty,
    unit_price_eur: part.list_price_eur,
    labour_fee_eur: labour,
    job_total_eur: round2(qty * part.list_price_eur + labour),
    customer_type: pick(rand, ['Walk-in', 'Club', 'Courier firm']),
  };
});

// A music school: 60 teachers and 1,400 lessons with a fee and a status.
const teachers = Array.from({ length: 60 }, (_, i) => ({ teacher_id: `TC${100 + i}`, teacher_name: `${pick(rand, ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'])} ${pick(rand, ['Moss', 'Hale', 'Reyes', 'Quinn', 'Okoro'])} ${i}`, main_instrument: pick(rand, ['Piano', 'Violin', 'Cello', 'Guitar']), city: pick(rand, ['Bath', 'Bristol']), hourly_rate_gbp: pick(rand, [30, 40, 50]), start_date: `20${10 + Math.floor(rand() * 14)}-0${1 + Math.floor(rand() * 9)}-15` }));
const lessons = Array.from({ length: 1_400 }, (_, i) => ({
  lesson_id: 900_000 + i,
  lesson_date: `2025-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
  teacher_id: teachers[Math.floor(rand() * teachers.length)].teacher_id,
  pupil_id: `P${1000 + Math.floor(rand() * 300)}`,
  instrument: pick(rand, ['Piano', 'Violin', 'Cello', 'Guitar']),
  duration_min: pick(rand, [30, 45, 60]),
  'Fee (GBP)': pick(rand, [30, 35, 40, 45]),
  status: pick(rand, ['Completed', 'Completed', 'Completed', 'Cancelled', 'No-show']),
}));

// A hall's 1,300 payments: deposits and balances, refunds as negative amounts.
const payments = Array.from({ length: 1_300 }, (_, i) => {
  const kind = pick(rand, ['Deposit', 'Balance', 'Balance', 'Refund']);
  return { payment_id: 40_000 + i, paid_on: `2025-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-10`, amount_gbp: round2((kind === 'Refund' ? -1 : 1) * (50 + rand() * 900)), payment_type: kind };
});

// A warehouse's 1,100 packing jobs, each packing a quantity of boxes, with no list of the boxes.
const packing = Array.from({ length: 1_100 }, (_, i) => ({ job_no: 10_000 + i, depot: pick(rand, ['North', 'South', 'East']), qty: pick(rand, [1, 2, 5, 10]), packed_on: `2025-0${1 + Math.floor(rand() * 9)}-12` }));

let t: TestClient;
const ws: Record<string, string> = {};

beforeAll(async () => {
  t = sharedTestApp();
  ws.bikes = await createWorkspace(t, null, { name: 'bikes' });
  await uploadTables(t, ws.bikes, [{ content: toCsv(parts), filename: 'parts.csv' }, { content: toCsv(jobs), filename: 'part_fitting_jobs.csv' }]);
  ws.packing = await createWorkspace(t, null, { name: 'packing' });
  await uploadTables(t, ws.packing, [{ content: toCsv(packing), filename: 'box_packing_jobs.csv' }]);
  ws.music = await createWorkspace(t, null, { name: 'music' });
  await uploadTables(t, ws.music, [{ content: toCsv(teachers), filename: 'teachers.csv' }, { content: toCsv(lessons), filename: 'teacher_lessons.csv' }]);
  ws.hall = await createWorkspace(t, null, { name: 'hall' });
  await uploadTables(t, ws.hall, [{ content: toCsv(payments), filename: 'hall_payments.csv' }]);
}, 180_000);

const sum = <T>(rows: T[], f: (r: T) => number) => round2(rows.reduce((s, r) => s + f(r), 0));

describe('a takings word beside a fee and the row\'s own total', () => {
  it('"revenue by workshop" adds up the job totals, not the labour fee', async () => {
    const reply = await askBuiltin(t, ws.bikes, 'Revenue by workshop');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const canal = sum(jobs.filter((j) => j.workshop === 'Canal Street'), (j) => j.job_total_eur);
    expect(reply.content).toContain(formatNumber(canal));
  });

  it('"revenue from club customers" is a total of the job totals', async () => {
    expectAnswered(await askBuiltin(t, ws.bikes, 'Revenue from Club jobs'), formatNumber(sum(jobs.filter((j) => j.customer_type === 'Club'), (j) => j.job_total_eur)));
  });

  it('"average labour fee" still reads the fee', async () => {
    expectAnswered(await askBuiltin(t, ws.bikes, 'Average labour fee per job'), formatNumber(round2(sum(jobs, (j) => j.labour_fee_eur) / jobs.length)));
  });
});

describe('items counted beside a quantity column', () => {
  it('"which workshop fitted the most parts" adds up qty: the parts are a list of goods the jobs refer to', async () => {
    const by = new Map<string, number>();
    for (const j of jobs) by.set(j.workshop, (by.get(j.workshop) ?? 0) + j.qty);
    const [top, n] = [...by].sort((a, b) => b[1] - a[1])[0];
    const reply = await askBuiltin(t, ws.bikes, 'Which workshop fitted the most parts?');
    expectAnswered(reply, top);
    expect(reply.content).toContain(formatNumber(n));
  });

  it('"parts fitted per grade" adds up qty through the parts list', async () => {
    const race = new Set(parts.filter((p) => p.grade === 'Race').map((p) => p.part_code));
    const reply = await askBuiltin(t, ws.bikes, 'Parts fitted per grade');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(sum(jobs.filter((j) => race.has(j.part_code)), (j) => j.qty)));
  });

  it('"how many fitting jobs" still counts the rows', async () => {
    expectAnswered(await askBuiltin(t, ws.bikes, 'How many fitting jobs did we do?'), formatNumber(jobs.length));
  });

  it('items named only in the table\'s name ("boxes" of box_packing_jobs) are added up, marked uncertain', async () => {
    const reply = await askBuiltin(t, ws.packing, 'Which depot packed the most boxes?');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    const by = new Map<string, number>();
    for (const j of packing) by.set(j.depot, (by.get(j.depot) ?? 0) + j.qty);
    const [top, n] = [...by].sort((a, b) => b[1] - a[1])[0];
    expect(reply.content).toContain(`**${top}**`);
    expect(reply.content).toContain(formatNumber(n));
  });
});

describe('a cell repeated beside each alternative', () => {
  it('"more cancelled Piano lessons or cancelled Violin lessons" compares the instruments', async () => {
    const n = (x: string) => lessons.filter((l) => l.status === 'Cancelled' && l.instrument === x).length;
    const winner = n('Piano') >= n('Violin') ? 'Piano' : 'Violin';
    const reply = await askBuiltin(t, ws.music, 'Were there more cancelled Piano lessons or cancelled Violin lessons?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${winner}**`);
    expect(reply.content).toContain(formatNumber(n(winner)));
  });
});

describe('"top N <things>" over single rows named by the things', () => {
  it('"top 3 teachers by fees from completed lessons" is not answered with single lessons', async () => {
    const reply = await askBuiltin(t, ws.music, 'Top 3 teachers by fees from completed lessons, with their names');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('a cell taken off a total', () => {
  // Refunds here are negative payments of the same figure: every row added up takes them off (refund-phrases.ts).
  it('"net of refunds" is the total of every payment, the negative refunds taken off, never the refunds alone', async () => {
    expectAnswered(await askBuiltin(t, ws.hall, 'How much have we received in payments in total, net of refunds?'), formatNumber(sum(payments, (p) => p.amount_gbp)));
  });

  it('"total amount of deposits" still keeps the deposits', async () => {
    expectAnswered(await askBuiltin(t, ws.hall, 'Total amount of deposits'), formatNumber(sum(payments.filter((p) => p.payment_type === 'Deposit'), (p) => p.amount_gbp)));
  });
});
