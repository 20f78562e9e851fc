// Questions that name a table's rows by what happened to them, asked through HTTP on tables of
// 1,000+ rows: the table called "the schedule", the vessel that "operated" sailings, "fare revenue"
// for the only money column, "the most common route", "the most recent sailing" over dates written
// as text, a code in brackets beside the words that describe it ("the night shift (NT)",
// "NO (Norwegian)"), visits dated by their appointment date rather than a date of birth, and a
// quarter after a verb ("fees billed in Q2 2025"), and "borrowed" beside loans' borrowed_on naming the
// loans of a tool from the catalogue. Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { appointments, sailings, toolLoans } from '../../../../test/support/event-tables.ts';
import { formatNumber } from '../text.ts';

const trips = sailings(1_500);
const visits = appointments(1_200);
const library = toolLoans(1_000, 3_000);

let t: TestClient;
let ferries: string;
let clinic: string;
let lending: string;

beforeAll(async () => {
  t = sharedTestApp();
  ferries = await createWorkspace(t, null, { name: 'ferries' });
  await uploadTables(t, ferries, [{ content: toCsv(trips), filename: 'sailings.csv' }]);
  clinic = await createWorkspace(t, null, { name: 'clinic' });
  await uploadTables(t, clinic, [{ content: toCsv(visits), filename: 'appointments.csv' }]);
  lending = await createWorkspace(t, null, { name: 'tool library' });
  await uploadTables(t, lending, [
    { content: toCsv(library.tools), filename: 'tools.csv' },
    { content: toCsv(library.loans), filename: 'loans.csv' },
  ]);
}, 120_000);

const ask = (ws: string, message: string): Promise<BuiltinReply> => askBuiltin(t, ws, message);
const count = <T>(list: T[], pred: (r: T) => boolean) => list.filter(pred).length;
const total = <T>(list: T[], value: (r: T) => number, pred: (r: T) => boolean = () => true) => list.filter(pred).reduce((s, r) => s + value(r), 0);
const isoOf = (dotted: string) => `${dotted.slice(6, 10)}-${dotted.slice(3, 5)}-${dotted.slice(0, 2)}`;
/** The key with the most rows; the test's data must not tie for first. */
function mostCommon<T>(list: T[], key: (r: T) => string): string {
  const out = new Map<string, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + 1);
  const sorted = [...out].sort((a, b) => b[1] - a[1]);
  expect(sorted[0][1]).toBeGreaterThan(sorted[1][1]);
  return sorted[0][0];
}

describe('the builtin engine reads the words of a table\'s event (1,000+ rows)', () => {
  it('reads "in the schedule" as the table and "operate" as the rows\' own event', async () => {
    expectAnswered(await ask(ferries, 'How many sailings are in the schedule?'), formatNumber(trips.length));
    expectAnswered(await ask(ferries, 'How many sailings did MV Alke operate?'), formatNumber(count(trips, (r) => r.vessel === 'MV Alke')));
  });

  it('never drops an event verb that restricts the rows ("the sailings that operated": no column says which did)', async () => {
    const reply = await ask(ferries, 'What percentage of the sailings that operated were on the night shift (NT)?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('reads "fare revenue" and "revenue" as the only money column', async () => {
    expectAnswered(await ask(ferries, 'What is the total fare revenue?'), formatNumber(total(trips, (r) => r.fare_total)));
    expectAnswered(await ask(clinic, 'What is the total revenue?'), formatNumber(total(visits, (r) => r.fee)));
  });

  it('reads "the most common <column>" as the value with the most rows', async () => {
    expectAnswered(await ask(ferries, 'What is the most common route?'), mostCommon(trips, (r) => r.route));
    expectAnswered(await ask(clinic, 'What is the most common appointment type?'), mostCommon(visits, (r) => r.appointment_type));
  });

  it('reads "the most recent" sailing or visit as the latest date of the rows\' event, dates written as text included', async () => {
    const latestSailing = trips.map((r) => isoOf(r.sailing_date)).sort().at(-1)!;
    expectAnswered(await ask(ferries, 'When was the most recent sailing?'), latestSailing);
    expectAnswered(await ask(clinic, 'When was the most recent visit?'), visits.map((r) => r.appointment_date).sort().at(-1)!);
  });

  it('reads a code in brackets as the cell and the words beside it as its description', async () => {
    expectAnswered(await ask(ferries, 'How many sailings were on the night shift (NT)?'), formatNumber(count(trips, (r) => r.shift === 'NT')));
    expectAnswered(await ask(clinic, 'How many visits were for NO (Norwegian) patients?'), formatNumber(count(visits, (r) => r.patient_language === 'NO')));
  });

  it('dates visits by the appointment date, not the date of birth, and keeps a quarter after a verb', async () => {
    expectAnswered(await ask(clinic, 'How many visits were there in 2024?'), formatNumber(count(visits, (r) => r.appointment_date.startsWith('2024'))));
    const q2 = (r: (typeof visits)[number]) => r.appointment_date >= '2025-04-01' && r.appointment_date <= '2025-06-30';
    expectAnswered(await ask(clinic, 'Total fees billed in Q2 2025'), formatNumber(total(visits, (r) => r.fee, q2)));
    expectAnswered(await ask(clinic, 'What is the average visit length in minutes?'), formatNumber(total(visits, (r) => r.duration_min) / visits.length));
  });

  it('reads "borrowed" beside the loans\' borrowed_on as the loans, counted per tool of the catalogue through tool_id', async () => {
    const name = new Map(library.tools.map((r) => [r.tool_id, r.tool_name]));
    const drill = library.tools[0].tool_name;
    expectAnswered(await ask(lending, `How many times has ${drill} been borrowed?`), formatNumber(count(library.loans, (r) => name.get(r.tool_id) === drill)));
    expectAnswered(await ask(lending, 'Which tool was borrowed the most?'), mostCommon(library.loans, (r) => name.get(r.tool_id)!));
    // "the 2 most borrowed tools": the loans counted per tool of the catalogue, shown by name.
    const perTool = new Map<string, number>();
    for (const r of library.loans) perTool.set(name.get(r.tool_id)!, (perTool.get(name.get(r.tool_id)!) ?? 0) + 1);
    const [first, second, third] = [...perTool].sort((a, b) => b[1] - a[1]);
    expect(second[1]).toBeGreaterThan(third[1]);
    const top = await ask(lending, 'What are the 2 most borrowed tools?');
    expect(top.execution_details.outcome, top.content).toBe('answered');
    expect(top.content.indexOf(first[0]), top.content).toBeGreaterThanOrEqual(0);
    expect(top.content.indexOf(second[0])).toBeGreaterThan(top.content.indexOf(first[0]));
    // A date left empty where the event did not happen is a condition, never every row.
    const returned = await ask(lending, 'How many loans were returned?');
    expect(returned.content).not.toContain(`**${formatNumber(library.loans.length)}**`);
  });
});
