// Groups picked by how many rows they hold, asked through HTTP over 1,200 agents and 1,500 order
// lines: "how many supervisors have more than 30 agents" counts the supervisors with over 30 agent
// rows, "which supervisors look after more than 40 agents" names them; "orders" over order lines
// (an order spans several lines) is not a count of rows and is never answered as one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const FIRST = ['Aled', 'Beth', 'Callum', 'Dana', 'Ewan', 'Freya', 'Gareth', 'Hana', 'Iwan', 'Jodie', 'Kyle', 'Leah'];
const LAST = ['Byrne', 'Cole', 'Reid', 'Shah', 'Mills', 'Owens'];

function agents(n: number) {
  const rand = random(101);
  const supervisors = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));
  return Array.from({ length: n }, (_, i) => ({
    agent_id: `AG${5_001 + i}`,
    agent_name: `Agent ${i + 1}`,
    // Skewed, so a few supervisors look after many more agents than the rest.
    supervisor: supervisors[Math.floor(rand() * rand() * supervisors.length)],
    team: ['Billing', 'Sales', 'Support'][Math.floor(rand() * 3)],
  }));
}

function orderLines(n: number) {
  const rand = random(103);
  const out: Array<{ line_id: number; order_no: string; customer: string; qty: number }> = [];
  for (let order = 1; out.length < n; order++) {
    const customer = `Customer ${1 + Math.floor(rand() * rand() * 60)}`;
    const lines = 1 + Math.floor(rand() * 4);
    for (let k = 0; k < lines && out.length < n; k++) out.push({ line_id: 1 + out.length, order_no: `SO-${40_000 + order}`, customer, qty: 1 + Math.floor(rand() * 9) });
  }
  return out;
}

const staff = agents(1_200);
const lines = orderLines(1_500);
let t: TestClient;
let centre: string;
let shop: string;

beforeAll(async () => {
  t = sharedTestApp();
  centre = await createWorkspace(t, null, { name: 'call centre' });
  await uploadTables(t, centre, [{ content: toCsv(staff), filename: 'agents.csv' }]);
  shop = await createWorkspace(t, null, { name: 'shop' });
  await uploadTables(t, shop, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
}, 120_000);

function rowsPer<T>(list: T[], key: (r: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + 1);
  return out;
}

describe('groups picked by their number of rows', () => {
  const perSupervisor = rowsPer(staff, (r) => r.supervisor);
  const over = (n: number) => [...perSupervisor].filter(([, k]) => k > n).map(([s]) => s);

  it('"how many supervisors have more than 30 agents" counts those supervisors', async () => {
    expect(over(30).length).toBeGreaterThan(1);
    expectAnswered(await askBuiltin(t, centre, 'How many supervisors have more than 30 agents?'), formatNumber(over(30).length));
  });

  it('"which supervisors look after more than 40 agents" names them', async () => {
    const reply = await askBuiltin(t, centre, 'Which supervisors look after more than 40 agents?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const s of over(40)) expect(reply.content).toContain(`**${s}**`);
    for (const s of [...perSupervisor.keys()].filter((k) => !over(40).includes(k))) expect(reply.content).not.toContain(`**${s}**`);
  });

  it('never counts order lines as orders per customer', async () => {
    const reply = await askBuiltin(t, shop, 'How many customers have placed more than 30 orders?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
