// Words that name a figure rather than the rows or an id, asked through HTTP over generated tables:
// "the average parking duration" over sessions whose car_park_id repeats (the -ing word is not the
// car park), "which wine sold the most bottles" in a bottle_sales table with a bottles column (the
// figure's total, not a count of rows), and "vintages before 2021" (a numeric column of years, not
// the sale date). Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(2612);
const parks = Array.from({ length: 10 }, (_, i) => ({
  car_park_id: 301 + i,
  car_park_name: ['Quay Street', 'North Gate', 'Terminal A', 'Terminal B', 'Long Stay', 'Mill Lane', 'Castle Yard', 'Cargo Road', 'Station Deck', 'Market Row'][i],
  zone: ['Centre', 'Centre', 'Airport', 'Airport', 'Airport', 'Centre', 'Centre', 'Airport', 'Station', 'Station'][i],
  spaces: int(rand, 80, 600),
}));
const sessions = Array.from({ length: 4_000 }, (_, i) => {
  const park = pick(rand, parks);
  return {
    session_id: 900_001 + i,
    car_park_id: park.car_park_id,
    entry_time: `2025-${String(int(rand, 1, 9)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')} 0${int(rand, 6, 9)}:15:00`,
    duration_minutes: park.zone === 'Airport' ? int(rand, 120, 2_000) : int(rand, 15, 300),
    fee: Math.round(100 + rand() * 4_000) / 100,
  };
});
const wines = Array.from({ length: 12 }, (_, i) => ({
  wine_id: 11 + i,
  wine_name: ['Hill Bacchus', 'Estate Rosé', 'Valley Seyval', 'Downs Pinot', 'Flint Chardonnay', 'Saxon Red', 'Brook Solaris', 'Meadow Rosé', 'Orchard Ortega', 'Weald Dornfelder', 'Summer Blush', 'Kestrel Gris'][i],
  colour: ['White', 'Rosé', 'White', 'Red', 'White', 'Red', 'White', 'Rosé', 'White', 'Red', 'Rosé', 'White'][i],
  vintage: 2016 + (i % 8),
}));
const bottleSales = Array.from({ length: 3_000 }, (_, i) => {
  const wine = wines[Math.min(11, Math.floor(rand() * rand() * 14))];
  const bottles = int(rand, 1, 48);
  return {
    sale_id: 60_001 + i,
    wine_id: wine.wine_id,
    sale_date: `2024-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    country: pick(rand, ['UK', 'France', 'Germany']),
    bottles,
    revenue: Math.round(bottles * (900 + rand() * 1_500)) / 100,
  };
});

let t: TestClient;
let parking = '';
let winery = '';

beforeAll(async () => {
  t = sharedTestApp();
  parking = await createWorkspace(t, null, { name: 'parking' });
  await uploadTables(t, parking, [
    { content: toCsv(sessions), filename: 'sessions.csv' },
    { content: toCsv(parks), filename: 'car_parks.csv' },
  ]);
  winery = await createWorkspace(t, null, { name: 'winery' });
  await uploadTables(t, winery, [
    { content: toCsv(bottleSales), filename: 'bottle_sales.csv' },
    { content: toCsv(wines), filename: 'wines.csv' },
  ]);
}, 180_000);

describe('a figure named with words that also name rows or ids', () => {
  it('"the average parking duration at Airport car parks" averages the Airport sessions', async () => {
    const airport = new Set(parks.filter((p) => p.zone === 'Airport').map((p) => p.car_park_id));
    const rows = sessions.filter((s) => airport.has(s.car_park_id));
    const avg = rows.reduce((s, r) => s + r.duration_minutes, 0) / rows.length;
    const reply = await askBuiltin(t, parking, 'What is the average parking duration in minutes at Airport car parks?');
    expectAnswered(reply, formatNumber(Math.round(avg * 100) / 100));
  });

  it('"which wine sold the most bottles" ranks the wines by their total bottles', async () => {
    const totals = new Map<number, number>();
    for (const s of bottleSales) totals.set(s.wine_id, (totals.get(s.wine_id) ?? 0) + s.bottles);
    const [topId] = [...totals.entries()].sort((a, b) => b[1] - a[1])[0];
    const reply = await askBuiltin(t, winery, 'Which wine sold the most bottles?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${wines.find((w) => w.wine_id === topId)!.wine_name}**`);
  });

  it('"vintages before 2021" compares the vintage column, not the sale date', async () => {
    const old = new Set(wines.filter((w) => w.vintage < 2021).map((w) => w.wine_id));
    const rows = bottleSales.filter((s) => s.country === 'Germany' && old.has(s.wine_id));
    const avg = rows.reduce((s, r) => s + r.revenue, 0) / rows.length;
    const reply = await askBuiltin(t, winery, 'What is the average revenue per sale in Germany for vintages before 2021?');
    expectAnswered(reply, formatNumber(Math.round(avg * 100) / 100));
  });
});
