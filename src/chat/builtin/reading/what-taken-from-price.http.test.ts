// A paddle hire centre's 3,000 hires whose one money column is each hire's Price (£). "What did we
// take from completed hires in 2024?" asks the money taken: where the table has no takings column
// of its own, a sale's own price is it (mentions.ts, price-takings.ts). It was read as a lookup of
// the hire refs (declined). Said of every hire, cancelled ones carrying a price too, it is still
// declined: money taken may leave them out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { hires } = paddleHire();
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hire what taken' });
  await uploadTables(t, ws, [{ content: toCsv(hires), filename: 'hires.csv' }]);
}, 180_000);

describe('"what did we take" over a sale price', () => {
  it('has over 1,000 hires, some cancelled', () => {
    expect(hires.length).toBeGreaterThan(1_000);
    expect(hires.some((h) => h.status === 'cancelled')).toBe(true);
  });

  it('"what did we take from completed hires in 2024" adds up their prices', async () => {
    const sum = hires.filter((h) => h.status === 'completed' && h.hire_date.startsWith('2024')).reduce((a, h) => a + Number(h['Price (£)']), 0);
    expectAnswered(await askBuiltin(t, ws, 'What did we take from completed hires in 2024? (£)'), formatNumber(Math.round(sum * 100) / 100));
  });

  it('"what did we take in July 2025", cancelled hires priced too, is not answered', async () => {
    const reply = await askBuiltin(t, ws, 'What did we take in July 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
