// Words a manager puts around a header that the engine declined as unplaced, asked through HTTP over
// 1,400 meter readings and 1,300 bookings: a unit the header writes ("in kWh" for "Consumption
// (kWh)", "litres" for "Milk (L)", "dollars" for "Net Sales ($)"), a unit alone naming the one figure
// in it ("total kWh"), "across all meters" (the whole, not one group per meter), the noun of the
// header's own rows before it ("booking channel"), the header's words reversed around "of" ("type
// of site"), a stopword inside a header ("rate per night"), "fee income" for a fee column, an ISO
// month ("2025-01") and "since the start of 2025". Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const SITE_TYPES = ['Office', 'School', 'Retail', 'Warehouse'];

function readings(n: number) {
  const rand = random(311);
  return Array.from({ length: n }, (_, i) => {
    const meter = 4_400_001 + Math.floor(rand() * 60);
    const month = 1 + Math.floor(rand() * 12);
    const year = rand() < 0.5 ? 2024 : 2025;
    return {
      reading_id: 900_001 + i,
      meter_id: meter,
      site_type: SITE_TYPES[meter % SITE_TYPES.length],
      read_on: `${year}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      'Consumption (kWh)': Math.round((50 + rand() * 900) * 10) / 10,
      'Peak Demand (kW)': Math.round((5 + rand() * 90) * 10) / 10,
      'Milk (L)': Math.round((10 + rand() * 30) * 10) / 10,
      'Net Sales ($)': Math.round(rand() * 50_000) / 100,
      'Discount ($)': Math.round(rand() * 2_000) / 100,
    };
  });
}

function bookings(n: number) {
  const rand = random(331);
  return Array.from({ length: n }, (_, i) => ({
    booking_id: 70_001 + i,
    channel: ['Direct', 'Agency', 'Online'][Math.floor(rand() * 3)],
    zone: ['North', 'South'][Math.floor(rand() * 2)],
    'Rate per night (EUR)': Math.round((60 + rand() * 200) * 100) / 100,
    'Fee £': Math.round((5 + rand() * 40) * 100) / 100,
  }));
}

function carParks(n: number) {
  const rand = random(347);
  return Array.from({ length: n }, (_, i) => ({ car_park_code: `CP${1_001 + i}`, car_park: `Lot ${1_001 + i}`, Spaces: 20 + Math.floor(rand() * 400) }));
}

function invoices(n: number) {
  const rand = random(353);
  return Array.from({ length: n }, (_, i) => ({
    invoice_no: `INV-${10_001 + i}`,
    issue_date: `2024-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    'Amount (USD)': Math.round(rand() * 2_500_000) / 100,
  }));
}

const rows = readings(1_400);
const bills = invoices(1_000);
const parks = carParks(1_000);
const stays = bookings(1_300);
let t: TestClient;
let meters: string;
let hotel: string;
let shop: string;

const sum = <T>(list: T[], value: (r: T) => number) => list.reduce((s, r) => s + value(r), 0);
const money = (v: number) => formatNumber(Math.round(v * 100) / 100);

beforeAll(async () => {
  t = sharedTestApp();
  meters = await createWorkspace(t, null, { name: 'meters' });
  await uploadTables(t, meters, [{ content: toCsv(rows), filename: 'meter_readings.csv' }]);
  hotel = await createWorkspace(t, null, { name: 'hotel' });
  await uploadTables(t, hotel, [
    { content: toCsv(stays), filename: 'bookings.csv' },
    { content: toCsv(parks), filename: 'car_parks.csv' },
  ]);
  shop = await createWorkspace(t, null, { name: 'shop' });
  await uploadTables(t, shop, [
    { content: toCsv(bills), filename: 'invoices.csv' },
  ]);
}, 120_000);

describe('units, row nouns and word order around a header', () => {
  it('"in kWh" is the unit of "Consumption (kWh)", and "across all meters" is the whole', async () => {
    expectAnswered(await askBuiltin(t, meters, 'Total consumption in kWh across all meters'), money(sum(rows, (r) => r['Consumption (kWh)'])));
  });

  it('"total kWh" names the one figure in kWh (not the one in kW), in an ISO month', async () => {
    const jan = rows.filter((r) => r.read_on.startsWith('2025-01'));
    expectAnswered(await askBuiltin(t, meters, 'total kWh used in 2025-01'), money(sum(jan, (r) => r['Consumption (kWh)'])));
  });

  it('"litres" names "Milk (L)" and "how many litres" adds them up', async () => {
    const march = rows.filter((r) => r.read_on.startsWith('2025-03'));
    expectAnswered(await askBuiltin(t, meters, 'How many litres did we record in March 2025?'), money(sum(march, (r) => r['Milk (L)'])));
  });

  it('"in dollars" is the unit of "Net Sales ($)"', async () => {
    expectAnswered(await askBuiltin(t, meters, 'total net sales in dollars'), money(sum(rows, (r) => r['Net Sales ($)'])));
  });

  it('"dollars" alone names neither of two dollar columns', async () => {
    const reply = await askBuiltin(t, meters, 'total dollars');
    expect(reply.execution_details.outcome).not.toBe('answered');
  });

  it('"since the start of 2025" is from 1 January 2025', async () => {
    expectAnswered(await askBuiltin(t, meters, 'How many readings since the start of 2025?'), formatNumber(rows.filter((r) => r.read_on >= '2025-01-01').length));
  });

  it('"type of site" names site_type', async () => {
    const reply = await askBuiltin(t, meters, 'Total consumption in kWh by type of site');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const type of SITE_TYPES) expect(reply.content).toContain(money(sum(rows.filter((r) => r.site_type === type), (r) => r['Consumption (kWh)'])));
  });

  it('"booking channel" is the channel of the bookings, "rate per night" the whole header', async () => {
    const reply = await askBuiltin(t, hotel, 'Average rate per night by booking channel');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const channel of ['Direct', 'Agency', 'Online']) {
      const list = stays.filter((r) => r.channel === channel);
      expect(reply.content).toContain(money(sum(list, (r) => r['Rate per night (EUR)']) / list.length));
    }
  });

  it('"fee income by zone" is the fee column added up per zone', async () => {
    const reply = await askBuiltin(t, hotel, 'Fee income by zone');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const zone of ['North', 'South']) expect(reply.content).toContain(money(sum(stays.filter((r) => r.zone === zone), (r) => r['Fee £'])));
  });

  it('"parking spaces" beside car_parks.csv: a word sharing the rows\' stem is no noun for them, Spaces is still read', async () => {
    expectAnswered(await askBuiltin(t, hotel, 'What is our total number of parking spaces?'), formatNumber(sum(parks, (r) => r.Spaces)));
  });

  it('"the largest invoice issued": the noun ranked by a superlative is not the issue date\'s qualifier', async () => {
    const top = [...bills].sort((a, b) => b['Amount (USD)'] - a['Amount (USD)'])[0];
    expectAnswered(await askBuiltin(t, shop, 'On what date was the largest invoice issued?'), top.issue_date);
  });
});
