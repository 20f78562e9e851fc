// "Which repo has the most failed runs?" over a team's CI runs (generated, 2,000 rows) with a
// repository column: "repo", as people type it, names the header word written in full
// (vocabulary.ts, TYPED_ABBREVIATIONS), as "dept" names a department.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { REPOSITORIES, ciRuns } from '../../../../test/support/ci-run-tables.ts';

const runs = ciRuns(2_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'ci runs' });
  await uploadTables(t, ws, [{ content: toCsv(runs), filename: 'ci_runs.csv' }]);
}, 180_000);

describe('"repo" for a repository column', () => {
  it('ranks the repositories by their failed runs', async () => {
    const failed = REPOSITORIES.map((r) => [r, runs.filter((x) => x.repository === r && x.outcome === 'failed').length] as const).sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'Which repo has the most failed runs?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(failed[0][0]);
    expect(reply.content).toContain(formatNumber(failed[0][1]));
  });

  it('groups by the repository when asked "per repo"', async () => {
    const reply = await askBuiltin(t, ws, 'runs per repo');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const r of REPOSITORIES) expect(reply.content).toContain(`| ${r} | ${formatNumber(runs.filter((x) => x.repository === r).length)} |`);
  });
});
