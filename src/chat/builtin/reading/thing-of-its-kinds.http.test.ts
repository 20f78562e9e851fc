// A shearing contractor's 2,400 log lines, each with a Sheep Type (Ewes, Rams, Lambs), a Sheep Shorn
// count (blank when rained off) and an Amount (£). "How many sheep did Dai shear in July?" was
// answered with the number of Dai's lines: "sheep" named Sheep Type by its first word and the lines
// were counted. The sheep are the Sheep Shorn, added up (thing-of-its-kinds.ts); "which sheep" still
// asks for the kinds. "The date of the last completed shearing" was read as the date of the line
// with the highest Amount: a superlative of time ranks by the date, never by the table's amount.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const SHEARERS = ['Dai', 'Rhys', 'Gethin', 'Kiwi Mike'];
const TYPES = ['Ewes', 'Rams', 'Lambs', 'Shearlings'];
const log = Array.from({ length: 2_400 }, (_, i) => {
  const status = i % 17 === 0 ? 'Rained off' : i % 11 === 0 ? 'Part done' : 'Completed';
  const sheep = status === 'Rained off' ? null : 40 + ((i * 37) % 260);
  return {
    'Log No': 500_001 + i,
    Date: new Date(Date.UTC(2025, 0, 1) + Math.floor((i * 600) / 2_400) * 86_400_000).toISOString().slice(0, 10),
    Shearer: SHEARERS[(i * 7) % 4],
    'Sheep Type': TYPES[(i * 3) % 4],
    'Sheep Shorn': sheep,
    'Amount (£)': sheep === null ? null : Math.round(sheep * (1.5 + (i % 5) / 10) * 100) / 100,
    Status: status,
  };
});
const csv = toCsv(log);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'shearing log' });
  await uploadTables(t, ws, [{ content: csv, filename: 'shearing_log.csv' }]);
}, 180_000);

const july = (r: (typeof log)[number]) => r.Date.startsWith('2025-07');
const sheepOf = (keep: (r: (typeof log)[number]) => boolean) => log.filter(keep).reduce((s, r) => s + (r['Sheep Shorn'] ?? 0), 0);

describe('the sheep of a Sheep Type beside a Sheep Shorn count', () => {
  it('has over 1,000 lines, several a month per shearer', () => {
    expect(log.length).toBeGreaterThan(1_000);
    expect(log.filter((r) => july(r) && r.Shearer === 'Dai').length).toBeGreaterThan(5);
  });

  it('"how many sheep did Dai shear in July 2025" adds up Sheep Shorn, never counts the lines', async () => {
    const reply = await askBuiltin(t, ws, 'How many sheep did Dai shear in July 2025?');
    const lines = log.filter((r) => july(r) && r.Shearer === 'Dai').length;
    expect(reply.content).not.toContain(`**${formatNumber(lines)}**`);
    expect(reply.content).toContain(formatNumber(sheepOf((r) => july(r) && r.Shearer === 'Dai')));
  });

  it('its follow-up "and Kiwi Mike?" adds them up too', async () => {
    const first = await askBuiltin(t, ws, 'How many sheep did Dai shear in July 2025?');
    const reply = await askBuiltin(t, ws, 'and Kiwi Mike?', first.conversation_id);
    expect(reply.content).not.toContain(`**${formatNumber(log.filter((r) => july(r) && r.Shearer === 'Kiwi Mike').length)}**`);
    expect(reply.content).toContain(formatNumber(sheepOf((r) => july(r) && r.Shearer === 'Kiwi Mike')));
  });

  it('"which shearer sheared the most sheep" ranks the shearers by their sheep added up', async () => {
    const totals = SHEARERS.map((s) => [s, sheepOf((r) => r.Shearer === s)] as const).sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'Which shearer sheared the most sheep?');
    expectAnswered(reply, totals[0][0]);
    expect(reply.content).toContain(formatNumber(totals[0][1]));
  });
});

describe('a superlative of time', () => {
  it('"the date of the last completed shearing" is the latest date of a Completed line, not the dearest line', async () => {
    const latest = log.filter((r) => r.Status === 'Completed').map((r) => r.Date).sort().at(-1)!;
    const dearest = log.filter((r) => r.Status === 'Completed').sort((a, b) => (b['Amount (£)'] ?? 0) - (a['Amount (£)'] ?? 0))[0].Date;
    expect(dearest).not.toBe(latest);
    const reply = await askBuiltin(t, ws, 'What was the date of the last completed shearing?');
    expectAnswered(reply, latest);
  });

  it('"which shearer had the last completed shearing" is not answered with the shearer of the most lines', async () => {
    const reply = await askBuiltin(t, ws, 'Which shearer had the last completed shearing?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
