// "ladders available for hire": the noun after "for" says what the status Available is for; though
// it shares its stem with the cell Hired, it is no second status, so only Available rows count.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { hireKit } from '../../../../test/support/hire-kit-tables.ts';

const kit = hireKit(1_800);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'hire-kit-purpose' });
  await uploadTables(t, ws, [{ content: toCsv(kit), filename: 'kit_register.csv' }]);
}, 180_000);

const count = (f: (k: (typeof kit)[number]) => boolean) => formatNumber(kit.filter(f).length);

describe('a purpose after "for" beside a status', () => {
  it('"available for hire" counts the Available rows alone', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many ladders are available for hire?'), count((k) => k.item === 'Ladder' && k.status === 'Available'));
  });

  it('two statuses said as such are still both counted', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many ladders are available or hired?'), count((k) => k.item === 'Ladder' && k.status !== 'In repair'));
  });
});
