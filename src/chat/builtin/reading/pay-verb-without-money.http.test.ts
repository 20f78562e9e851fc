// A chimney sweep's 1,500 visits with a Sweep, a Service and the customer's Price (£). "What do we
// pay Nadia per visit?" asks for a wage the table does not hold; read as Nadia's visit numbers (the
// verb of paying passed over as filler) it was answered confidently. A verb of paying over a
// reading that takes no money stays unplaced, and the question is declined (pay-verb-without-money.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const SWEEPS = ['Nadia', 'Callum', 'Bea', 'Tariq'];
const visits = Array.from({ length: 1_500 }, (_, i) => ({
  'Visit No': 9_001 + i,
  'Visit Date': new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 4) * 86_400_000).toISOString().slice(0, 10),
  Sweep: SWEEPS[(i * 3) % 4],
  Service: ['Sweep', 'Sweep and CCTV', 'Bird guard'][(i * 7) % 3],
  'Price (£)': 60 + ((i * 5) % 4) * 15,
}));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'chimney sweep visits' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'visits.csv' }]);
}, 180_000);

describe('a verb of paying with no money read', () => {
  it('has over 1,000 visits', () => {
    expect(visits.length).toBeGreaterThan(1_000);
  });

  it('"what do we pay Nadia per visit" is not answered with her visits', async () => {
    const reply = await askBuiltin(t, ws, 'What do we pay Nadia per visit?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
