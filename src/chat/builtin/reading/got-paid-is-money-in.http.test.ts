// "How much did we get paid for our milk in June?" beside vet visits whose one money column is what
// each visit cost: "get paid" says money came in, so it never names money paid out
// (incoming-verbs.ts); with no column of money received the question is not answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { herdYields, vetVisits } from '../../../../test/support/herd-yield-tables.ts';

const { herd, yields } = herdYields(800, 3_000);
const visits = vetVisits(herd, 1_200);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dairy farm' });
  await uploadTables(t, ws, [
    { content: toCsv(herd), filename: 'herd.csv' },
    { content: toCsv(yields), filename: 'daily_yields.csv' },
    { content: toCsv(visits), filename: 'vet_visits.csv' },
  ]);
}, 180_000);

describe('"get paid" is money received', () => {
  for (const question of ['How much did we get paid for our milk in June?', 'How much have we got paid in total?']) {
    it(`"${question}" is not answered by what the vet visits cost`, async () => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
      expect(reply.content).not.toMatch(/total Cost \(£\)/i);
    });
  }
});
