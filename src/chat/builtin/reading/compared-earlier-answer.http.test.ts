// "How does that compare with October 2025?" after a question the engine could not answer: "that"
// is the earlier answer, so the question read alone (October 2025's rows counted) would give the
// other side of a comparison as if it were the answer; it is declined (pronoun-of-earlier-answer.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { counterSales } from '../../../../test/support/counter-sales-tables.ts';
import { formatNumber } from '../text.ts';

const { lines } = counterSales(2_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'cafe till' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'cafe_sales.csv' }]);
}, 180_000);

describe('"how does that compare" after an earlier question', () => {
  it('is not answered from the other side of the comparison when the earlier answer was not given', async () => {
    const first = await askBuiltin(t, ws, 'What profit margin do we make on toasties?');
    expect(first.execution_details.outcome).not.toBe('answered');
    const reply = await askBuiltin(t, ws, 'how does that compare with October 2025? give me the Oct 2025 figure', first.conversation_id);
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('a question of its own in the same conversation is still answered', async () => {
    const first = await askBuiltin(t, ws, 'What profit margin do we make on toasties?');
    const reply = await askBuiltin(t, ws, 'How many sales lines are there?', first.conversation_id);
    expectAnswered(reply, formatNumber(lines.length));
  });
});
