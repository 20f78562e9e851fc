// A follow-up ("and South subscribers?") to a question the engine could only answer as a best guess
// (calls that reach their subscriber only through a token, a join it does not read) had no reading
// to continue, so it was read on its own and answered confidently, dropping what the first question
// asked for (the calls). It is now marked uncertain. Over 5,000 generated calls, through HTTP;
// failed before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { tokenCalls } from '../../../../test/support/telemetry-tables.ts';

const api = tokenCalls(5_000);

let t: TestApp;
let platform = '';

beforeAll(async () => {
  t = await startTestApp();
  platform = await createWorkspace(t, null, { name: 'api platform' });
  await uploadTables(t, platform, [
    { content: toCsv(api.subscribers), filename: 'subscribers.csv' },
    { content: toCsv(api.tokens), filename: 'tokens.csv' },
    { content: toCsv(api.calls), filename: 'calls.csv' },
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a follow-up to a guessed answer', () => {
  it('is not answered confidently on its own', async () => {
    const first = await askBuiltin(t, platform, 'How many calls did North subscribers make?');
    expect(first.execution_details.outcome, first.content).not.toBe('answered');
    const reply = await askBuiltin(t, platform, 'and South subscribers?', first.conversation_id);
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
