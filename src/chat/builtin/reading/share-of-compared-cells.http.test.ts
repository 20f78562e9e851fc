// A balloon operator's 1,200 flights from four sites, some called off ("Weather cancelled",
// "Technical cancelled"). "North Field vs Hill Top: what share of Hill Top flights were cancelled?"
// was answered as the share of every flight (the sites dropped): a share setting two cells of one
// column against each other is declined, saying so (the interpretive reader may still list the rows, uncertain) (share-of-compared-cells.ts). The same share
// without the comparison, and sites joined by "or", are still answered. Through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { CALLED_OFF, scheduledFlights } from '../../../../test/support/flight-tables.ts';

const flights = scheduledFlights(1_200);
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'balloon flight shares' });
  await uploadTables(t, ws, [{ content: toCsv(flights), filename: 'flights.csv' }]);
}, 180_000);

describe('a share setting two cells of one column against each other', () => {
  const hill = flights.filter((f) => f.site === 'Hill Top');

  it('has over 1,000 flights', () => {
    expect(flights.length).toBeGreaterThan(1_000);
  });

  it('"North Field vs Hill Top: what share of Hill Top flights were cancelled?" is not answered with a share (it was the share of every flight)', async () => {
    const reply = await askBuiltin(t, ws, 'North Field vs Hill Top: what share of Hill Top flights were cancelled?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('I could not tell which rows the share is taken of');
    expect(reply.content).not.toMatch(/[0-9]%/);
  });

  it('"what percentage of flights were from North Field rather than Hill Top" is not answered with a share', async () => {
    const reply = await askBuiltin(t, ws, 'What percentage of flights were from North Field rather than Hill Top?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('I could not tell which rows the share is taken of');
    expect(reply.content).not.toMatch(/[0-9]%/);
  });

  it('"what share of Hill Top flights were cancelled" is answered over the Hill Top flights', async () => {
    const reply = await askBuiltin(t, ws, 'What share of Hill Top flights were cancelled?');
    expect(reply.content).toContain(pct(hill.filter((f) => CALLED_OFF.includes(f.status)).length, hill.length));
  });

  it('"what percentage of flights were from North Field or Hill Top" is answered', async () => {
    const reply = await askBuiltin(t, ws, 'What percentage of flights were from North Field or Hill Top?');
    expect(reply.content).toContain(pct(flights.filter((f) => f.site === 'North Field' || f.site === 'Hill Top').length, flights.length));
  });
});
