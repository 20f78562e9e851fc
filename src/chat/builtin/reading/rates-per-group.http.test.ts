// A rate for each group, asked through HTTP over 1,600 inspections: "fail rate by scaffold type"
// is the share of each type's inspections whose outcome is Fail, in percent; "which site has the
// highest fail rate" ranks the sites by it. Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const TYPES = ['Tube and fitting', 'System', 'Chimney stack', 'Birdcage'];
const SITES = ['Harbour Road', 'Mill Lane', 'Station Yard', 'Castle Street', 'Quay West', 'Abbey Close'];

function inspections(n: number) {
  const rand = random(307);
  return Array.from({ length: n }, (_, i) => {
    const type = TYPES[Math.floor(rand() * TYPES.length)];
    const site = SITES[Math.floor(rand() * SITES.length)];
    // Fails depend on the type and the site, so the rates differ between groups.
    const failOdds = 0.05 + 0.04 * TYPES.indexOf(type) + 0.03 * SITES.indexOf(site);
    const r = rand();
    return { inspection_id: 60_001 + i, site, scaffold_type: type, outcome: r < failOdds ? 'Fail' : r < failOdds + 0.15 ? 'Advisory' : 'Pass' };
  });
}

const rows = inspections(1_600);
const rateBy = (key: (r: (typeof rows)[number]) => string) => {
  const groups = new Map<string, { all: number; fail: number }>();
  for (const r of rows) {
    const g = groups.get(key(r)) ?? { all: 0, fail: 0 };
    g.all += 1;
    if (r.outcome === 'Fail') g.fail += 1;
    groups.set(key(r), g);
  }
  return new Map([...groups].map(([k, g]) => [k, (100 * g.fail) / g.all]));
};

let t: TestClient;
let yard: string;

beforeAll(async () => {
  t = sharedTestApp();
  yard = await createWorkspace(t, null, { name: 'scaffold-yard' });
  await uploadTables(t, yard, [{ content: toCsv(rows), filename: 'inspections.csv' }]);
}, 120_000);

describe('rates per group', () => {
  it('"fail rate by scaffold type" gives each type\'s share of failed inspections', async () => {
    const reply = await askBuiltin(t, yard, 'Fail rate by scaffold type');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [type, rate] of rateBy((r) => r.scaffold_type)) expect(reply.content).toMatch(new RegExp(`${type} \\| ${formatNumber(rate).replace('.', '\\.')}%`));
  });

  it('"which site has the highest fail rate" ranks the sites by their rate', async () => {
    const top = [...rateBy((r) => r.site)].sort((a, b) => b[1] - a[1])[0];
    expectAnswered(await askBuiltin(t, yard, 'Which site has the highest fail rate?'), top[0]);
  });

  it('"which site has the most fails" still counts them', async () => {
    const counts = new Map<string, number>();
    for (const r of rows) if (r.outcome === 'Fail') counts.set(r.site, (counts.get(r.site) ?? 0) + 1);
    expectAnswered(await askBuiltin(t, yard, 'Which site has the most fails?'), [...counts].sort((a, b) => b[1] - a[1])[0][0]);
  });
});
