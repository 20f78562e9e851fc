// "How many vans were hired in March", "how many patients were discharged home": a thing of another
// table with a passive verb of the event the rows record (hires dated hired_on, stays with a
// Discharged date) counts the events, each row once, and says how many distinct things they
// involve. "How many different vans", an active verb with the thing as subject, and a verb of the
// thing's own table still count the things once each.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const day = (rand: () => number, year: number) => `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;

/** A van hire firm: 120 vans (bought on a date) and 2,400 hires of them, many vans hired twice a month. */
function vanHires() {
  const rand = seeded(41);
  const vans = Array.from({ length: 120 }, (_, i) => ({ van_id: `VAN-${100 + i}`, registration: `YK${10 + (i % 80)} ${String.fromCharCode(65 + (i % 26))}BC`, size: pick(rand, ['Small', 'Medium', 'Large', 'Luton']), bought_on: day(rand, 2016 + Math.floor(rand() * 8)) }));
  const hires = Array.from({ length: 2_400 }, (_, i) => ({ hire_id: 70_000 + i, van_id: pick(rand, vans).van_id, hired_on: day(rand, 2024 + Math.floor(rand() * 2)), days: 1 + Math.floor(rand() * 6), customer_type: pick(rand, ['Trade', 'Private']) }));
  return { vans, hires };
}

/** A hospital's stays: 1,800 of them by 900 patients, each with an Admitted and a Discharged date and a destination. */
function hospitalStays() {
  const rand = seeded(43);
  return Array.from({ length: 1_800 }, (_, i) => {
    const admitted = day(rand, 2023 + Math.floor(rand() * 2));
    return {
      'Stay Ref': `ST${50_000 + i}`,
      'Patient No': `P${10_000 + Math.floor(rand() * 900)}`,
      Admitted: admitted,
      Discharged: admitted,
      'Discharge Destination': pick(rand, ['Home', 'Home', 'Care Home', 'Other Hospital']),
      Specialty: pick(rand, ['Cardiology', 'Respiratory', 'Orthopaedics']),
    };
  });
}

const { vans, hires } = vanHires();
const stays = hospitalStays();
const distinct = <T>(rows: T[], key: (r: T) => string) => new Set(rows.map(key)).size;

let t: TestClient;
const ws: Record<string, string> = {};

beforeAll(async () => {
  t = sharedTestApp();
  ws.vans = await createWorkspace(t, null, { name: 'van hire' });
  await uploadTables(t, ws.vans, [{ content: toCsv(vans), filename: 'vans.csv' }, { content: toCsv(hires), filename: 'hires.csv' }]);
  ws.stays = await createWorkspace(t, null, { name: 'stays' });
  await uploadTables(t, ws.stays, [{ content: toCsv(stays), filename: 'stays.csv' }]);
}, 180_000);

describe('a passive verb of the rows\' own event counts the events', () => {
  it('"how many vans were hired in March 2025" counts the hires, naming the distinct vans beside them', async () => {
    const march = hires.filter((h) => h.hired_on.startsWith('2025-03'));
    expect(distinct(march, (h) => h.van_id)).toBeLessThan(march.length);
    const reply = await askBuiltin(t, ws.vans, 'How many vans were hired in March 2025?');
    expectAnswered(reply, formatNumber(march.length));
    expect(reply.content).toContain(`${formatNumber(distinct(march, (h) => h.van_id))} distinct`);
  });

  it('"how many patients were discharged to a care home in 2024" counts the discharges', async () => {
    const rows = stays.filter((s) => s.Discharged.startsWith('2024') && s['Discharge Destination'] === 'Care Home');
    expect(distinct(rows, (s) => s['Patient No'])).toBeLessThan(rows.length);
    expectAnswered(await askBuiltin(t, ws.stays, 'How many patients were discharged to a care home in 2024?'), formatNumber(rows.length));
  });
});

describe('the things themselves, each once', () => {
  it('"how many different vans were hired in March 2025" counts the vans', async () => {
    const march = hires.filter((h) => h.hired_on.startsWith('2025-03'));
    expectAnswered(await askBuiltin(t, ws.vans, 'How many different vans were hired in March 2025?'), formatNumber(distinct(march, (h) => h.van_id)));
  });

  it('"how many distinct patients were admitted in 2024" counts the patients', async () => {
    const rows = stays.filter((s) => s.Admitted.startsWith('2024'));
    expectAnswered(await askBuiltin(t, ws.stays, 'How many distinct patients were admitted in 2024?'), formatNumber(distinct(rows, (s) => s['Patient No'])));
  });
});
