// "How many pupils have left the club?" over pupils whose Status holds Left: leaving is said of the
// organisation, which restricts nothing further (whole-organisation.ts); a noun after "left" that is
// no organisation, and the organisation after a word no reading takes, stay unplaced.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classRegister } from '../../../../test/support/class-register-tables.ts';
import { formatNumber } from '../text.ts';

const { pupils } = classRegister(1_200, 10);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dance school pupils' });
  await uploadTables(t, ws, [{ content: toCsv(pupils), filename: 'pupils.csv' }]);
}, 180_000);

describe('leaving the organisation', () => {
  const left = pupils.filter((p) => p.Status === 'Left').length;

  it('"how many pupils have left the club" counts the Left rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many pupils have left the club?'), formatNumber(left));
  });

  it('"left the school" too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many pupils have left the school?'), formatNumber(left));
  });

  it('a noun that is no organisation stays unplaced: "left the stage"', async () => {
    const reply = await askBuiltin(t, ws, 'How many pupils have left the stage?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"at the club" after a cell is not passed over by this reading', async () => {
    const reply = await askBuiltin(t, ws, 'How many pupils are in Grade 3 at the club?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
