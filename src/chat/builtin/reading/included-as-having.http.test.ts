// A paddle hire centre's 3,000 hires with a buoyancy_aid column of Y or blank and a status.
// "included" with an object straight after it is a verb of having: "completed hires included a
// buoyancy aid" keeps the completed hires (it was read as "completed ones included", every status
// kept, and the share taken over all hires, confidently), and "hires that included a buoyancy aid"
// counts the hires whose flag is set ("included" was left unplaced). "refunded ones included" at
// the end of a question still keeps every status (inclusion-phrases.http.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { hires } = paddleHire();
const completed = hires.filter((h) => h.status === 'completed');
const withAid = (xs: typeof hires) => xs.filter((h) => h.buoyancy_aid === 'Y');
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hires included' });
  await uploadTables(t, ws, [{ content: toCsv(hires), filename: 'hires.csv' }]);
}, 180_000);

describe('"included" with an object is a verb of having', () => {
  it('has over 1,000 hires, some with a buoyancy aid, some not completed', () => {
    expect(hires.length).toBeGreaterThan(1_000);
    expect(withAid(hires).length).toBeGreaterThan(0);
    expect(completed.length).toBeLessThan(hires.length);
  });

  it('"what percentage of completed hires included a buoyancy aid" is over the completed hires', async () => {
    const share = Math.round((withAid(completed).length / completed.length) * 10_000) / 100;
    expectAnswered(await askBuiltin(t, ws, 'What percentage of completed hires included a buoyancy aid?'), `${formatNumber(share)}%`);
  });

  it('"how many hires included a buoyancy aid" counts the set flags', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many hires included a buoyancy aid?'), formatNumber(withAid(hires).length));
  });

  it('"how many completed hires included buoyancy aid" keeps the completed ones only', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many completed hires included buoyancy aid?'), formatNumber(withAid(completed).length));
  });
});
