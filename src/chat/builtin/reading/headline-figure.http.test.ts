// "cheapest Agility Intro session fee" and "Most defects found on a single MOT?" were declined
// (holdout41 dogtraining-35, motcentre-40): the rows' noun was taken to ask for the row ranking
// first, and the tables name none. A headline opening with its superlative and naming the figure's
// header asks that figure (headline-figure.ts). Checked over 1,300 moored boats.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { mooredBoats } from '../../../../test/support/boat-register-tables.ts';
import { formatNumber } from '../text.ts';

const boats = mooredBoats(1_300, 515).map(({ boat_name: _name, ...rest }) => rest);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'marina' });
  await uploadTables(t, ws, [{ content: toCsv(boats), filename: 'moored_boats.csv' }]);
}, 180_000);

describe('a headline superlative of a named figure asks the figure', () => {
  it('"most berths on a single Ketch boat" is the highest berths among Ketches', async () => {
    const most = Math.max(...boats.filter((b) => b.class === 'Ketch').map((b) => b.berths));
    expectAnswered(await askBuiltin(t, ws, 'Most berths on a single Ketch boat?'), formatNumber(most));
  });

  it('"fewest berths on a Narrowboat boat" is the lowest', async () => {
    const fewest = Math.min(...boats.filter((b) => b.class === 'Narrowboat').map((b) => b.berths));
    expectAnswered(await askBuiltin(t, ws, 'fewest berths on a Narrowboat boat'), formatNumber(fewest));
  });

  it('control: "which boat has the most berths" still asks for a boat, not the figure alone', async () => {
    const reply = await askBuiltin(t, ws, 'Which boat has the most berths?');
    expect(reply.content).not.toMatch(/^The highest berths is/i);
  });
});
