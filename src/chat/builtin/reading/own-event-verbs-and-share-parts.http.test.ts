// Readings that answered confidently and wrongly on an unseen car-wash chain, asked through HTTP
// over a generated property-inspection firm (1,800 inspections, some refunded or voided, of 400
// properties in a lookup table):
// - the verb of the rows' own event ("inspected", "did we inspect") over rows with a Completed
//   status beside Refunded and Voided may count only the completed ones: counted over every row,
//   directly, per group or through the facts a lookup's rows are counted by, the answer is marked
//   uncertain; with no such verb, or with the status named, the count stays confident;
// - "what share of completed inspections were account inspections": the condition said before the
//   verb is the whole, and words after it no condition reads are the part: declined, never the
//   whole's own condition taken as the part. A part that is read ("were in the North area") is answered;
// - "the average quoted" beside a "Quoted (GBP ex VAT)" figure of quotes.csv (here "Estimated (EUR
//   ex VAT)" of 1,500 estimates): the participle the header writes names that figure, though it
//   shares the stem of the rows' noun; the rows' noun itself still counts the rows.
// Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, expectUncertain, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const rand = random(3_301);
const pick = <T,>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
const weighted = <T,>(xs: T[], ws: number[]): T => {
  let r = rand() * ws.reduce((a, b) => a + b, 0);
  for (let i = 0; i < xs.length; i++) if ((r -= ws[i]) < 0) return xs[i];
  return xs[xs.length - 1];
};
const day = (span: number) => new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * span) * 86_400_000).toISOString().slice(0, 10);

const STREETS = ['Elm', 'Cedar', 'Birch', 'Maple', 'Rowan', 'Hazel', 'Alder', 'Willow'];
const properties = Array.from({ length: 400 }, (_, i) => ({
  property_ref: `P${String(i + 7).padStart(5, '0')}`,
  property_name: `${i + 1} ${pick(STREETS)} ${pick(['Road', 'Lane', 'Court', 'Close'])}`,
  owner_type: weighted(['Landlord', 'Council', 'Housing association'], [60, 25, 15]),
}));
// Letting agents with an account book some of the inspections; private landlords book the rest.
const accounts = Array.from({ length: 60 }, (_, i) => ({ account_id: `AC${String(i + 1).padStart(3, '0')}`, account_name: `${pick(STREETS)} Lettings ${i + 1}` }));
// One property is inspected most often counting every row, and another counting only the completed ones.
const inspections = Array.from({ length: 1_800 }, (_, i) => {
  const property = i < 40 ? properties[i < 22 ? 0 : 1] : properties[2 + Math.floor(rand() * 398)];
  const status = i < 22 ? (i < 14 ? 'completed' : 'voided') : i < 40 ? 'completed' : weighted(['completed', 'refunded', 'voided'], [88, 5, 7]);
  return {
    inspection_no: 910_001 + i,
    property_ref: property.property_ref,
    inspected_on: day(300),
    area: weighted(['North', 'South', 'East'], [40, 35, 25]),
    account_id: rand() < 0.3 ? pick(accounts).account_id : '',
    fee_gbp: weighted([95, 140, 180], [50, 30, 20]),
    status,
  };
});

// A roofer's estimates, the figure headed by the participle of the rows' noun.
const estimates = Array.from({ length: 1_500 }, (_, i) => ({
  estimate_ref: 40_001 + i,
  estimate_date: day(300),
  city: weighted(['Porto', 'Braga', 'Aveiro'], [50, 30, 20]),
  work: weighted(['Roofing', 'Guttering', 'Chimney'], [45, 35, 20]),
  'Estimated (EUR ex VAT)': Math.round((300 + rand() * 4_000) * 100) / 100,
  status: weighted(['accepted', 'declined', 'pending'], [45, 45, 10]),
}));

let t: TestClient;
let firm: string;
let roofer: string;

beforeAll(async () => {
  t = sharedTestApp();
  firm = await createWorkspace(t, null, { name: 'inspection firm' });
  await uploadTables(t, firm, [
    { content: toCsv(inspections), filename: 'inspections.csv' },
    { content: toCsv(properties), filename: 'properties.csv' },
    { content: toCsv(accounts), filename: 'accounts.csv' },
  ]);
  roofer = await createWorkspace(t, null, { name: 'roofer' });
  await uploadTables(t, roofer, [{ content: toCsv(estimates), filename: 'estimates.csv' }]);
}, 180_000);

const nameOf = new Map(properties.map((p) => [p.property_ref, p.property_name]));
const count = (pred: (r: (typeof inspections)[number]) => boolean) => inspections.filter(pred).length;
const inMay = (r: (typeof inspections)[number]) => r.inspected_on.startsWith('2025-05');

describe('the verb of the rows own event over rows some of which were not completed', () => {
  it('"which property was inspected most often" is marked uncertain (counting only completed ones names another)', async () => {
    const reply = await askBuiltin(t, firm, 'Which property was inspected most often? Give the name.');
    expectUncertain(reply, nameOf.get(properties[0].property_ref)!);
    expect(reply.content).toContain('completed');
  });

  it('"how many different properties inspected at least once in May 2025" is marked uncertain', async () => {
    const every = new Set(inspections.filter(inMay).map((r) => r.property_ref)).size;
    const completed = new Set(inspections.filter((r) => inMay(r) && r.status === 'completed').map((r) => r.property_ref)).size;
    expect(every).not.toBe(completed);
    const reply = await askBuiltin(t, firm, 'How many different properties were inspected at least once in May 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"how many properties got inspected in May 2025" and "how many times did we inspect" are marked uncertain', async () => {
    const reply = await askBuiltin(t, firm, 'How many properties got inspected in the North area in May 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    const bare = await askBuiltin(t, firm, 'How many times did we inspect in the South area?');
    expect(bare.execution_details.outcome, bare.content).not.toBe('answered');
  });

  it('with no verb of doing, or with the status named, the count stays confident', async () => {
    expectAnswered(await askBuiltin(t, firm, 'How many inspections in the North area?'), formatNumber(count((r) => r.area === 'North')));
    expectAnswered(await askBuiltin(t, firm, 'How many completed inspections were there in the South area?'), formatNumber(count((r) => r.area === 'South' && r.status === 'completed')));
  });
});

describe('a share whose part is said after its verb', () => {
  it('"what share of completed inspections were account inspections" is never the completed share of some rows', async () => {
    const reply = await askBuiltin(t, firm, 'What share of completed inspections were account inspections?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    // "weekend" is read as the days of the week of inspected_on (weekday-filters.ts): the part of the completed ones.
    const weekend = await askBuiltin(t, firm, 'What share of completed inspections were weekend inspections?');
    const completed = inspections.filter((r) => r.status === 'completed');
    const onWeekend = completed.filter((r) => [0, 6].includes(new Date(`${r.inspected_on}T00:00:00Z`).getUTCDay()));
    if (weekend.execution_details.outcome === 'answered') expect(weekend.content).toContain(`(${formatNumber(onWeekend.length)} of ${formatNumber(completed.length)} rows)`);
  });

  it('"what share of completed inspections were in the North area" stays answered', async () => {
    const done = count((r) => r.status === 'completed');
    const share = ((100 * count((r) => r.status === 'completed' && r.area === 'North')) / done).toFixed(2);
    expectAnswered(await askBuiltin(t, firm, 'What share of completed inspections were in the North area?'), `${share}%`);
  });
});

describe('a figure headed by the participle of the rows noun', () => {
  const figure = (r: (typeof estimates)[number]) => r['Estimated (EUR ex VAT)'];
  it('"average estimated for roofing work" and "total estimated value of pending estimates" take the Estimated figure', async () => {
    const roofing = estimates.filter((r) => r.work === 'Roofing');
    const average = roofing.reduce((a, r) => a + figure(r), 0) / roofing.length;
    expectAnswered(await askBuiltin(t, roofer, 'Average estimated for roofing work'), formatNumber(Math.round(average * 100) / 100));
    const pending = estimates.filter((r) => r.status === 'pending').reduce((a, r) => a + figure(r), 0);
    expectAnswered(await askBuiltin(t, roofer, 'Total estimated value of pending estimates'), formatNumber(Math.round(pending * 100) / 100));
  });

  it('"how many estimates in Porto" still counts the rows', async () => {
    expectAnswered(await askBuiltin(t, roofer, 'How many estimates in Porto?'), formatNumber(estimates.filter((r) => r.city === 'Porto').length));
  });
});
