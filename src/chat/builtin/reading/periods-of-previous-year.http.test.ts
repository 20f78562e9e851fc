// "And Q3?" after "How many plays went out in Q2 2025?" over a radio station's plays of 2024 and
// 2025 (generated, 2,500 rows): a quarter written without a year, in a follow-up, is that quarter
// of the previous question's year. After a question over both years the year is unknown, and the
// follow-up is not answered with a guess.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { radioPlays } from '../../../../test/support/season-tables.ts';

const plays = radioPlays(2_500);
const between = (from: string, to: string) => plays.filter((p) => p.played_on >= from && p.played_on < to).length;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'radio quarters' });
  await uploadTables(t, ws, [{ content: toCsv(plays), filename: 'plays.csv' }]);
}, 180_000);

describe('a yearless quarter in a follow-up', () => {
  it('takes the year of the previous question', async () => {
    const first = await askBuiltin(t, ws, 'How many plays went out in Q2 2025?');
    expectAnswered(first, formatNumber(between('2025-04-01', '2025-07-01')));
    expectAnswered(await askBuiltin(t, ws, 'and Q3?', first.conversation_id), formatNumber(between('2025-07-01', '2025-10-01')));
    expectAnswered(await askBuiltin(t, ws, 'And in Q4?', first.conversation_id), formatNumber(between('2025-10-01', '2026-01-01')));
  });

  it('is not guessed after a question over both years', async () => {
    const first = await askBuiltin(t, ws, 'How many plays went out in total?');
    expectAnswered(first, formatNumber(plays.length));
    const reply = await askBuiltin(t, ws, 'and Q3?', first.conversation_id);
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
