// Readings that answered confidently and wrongly on an unseen salon, plumbing and driving school,
// asked through HTTP over generated tables (1,600 appointments, 1,000 clients, 1,200 retail lines,
// 1,000 learners and 1,200 road tests):
// - "did we do" / "done" over rows with a Completed status is marked uncertain, follow-ups too;
// - a tip is never the takings ("which stylist brought in the most revenue");
// - "bookings" and "books" never name a BookedVia column ("top services by number of bookings",
//   "clients on our books");
// - "how many X products did we sell" beside a qty column is no count of different products;
// - "did A or B bring in more money", "revenue by city" total the money, never average it (1,100 callouts);
// - "passed" naming both a Pass cell of the tests and the learners' theory_passed_on header.
// Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv, totals } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const rand = random(311);
const pick = <T,>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
const weighted = <T,>(xs: T[], ws: number[]): T => {
  let r = rand() * ws.reduce((a, b) => a + b, 0);
  for (let i = 0; i < xs.length; i++) if ((r -= ws[i]) < 0) return xs[i];
  return xs[xs.length - 1];
};
const day = (from: number, span: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(from + rand() * span) * 86_400_000).toISOString().slice(0, 10);

const SALONS = ['Harbour', 'Market'];
const STYLISTS: Record<string, string[]> = { Harbour: ['Nadia', 'Owen', 'Petra'], Market: ['Quinn', 'Rosa'] };
const SERVICES: Array<[string, number, number]> = [['Cut & Style', 40, 40], ['Colour', 25, 70], ['Blow Dry', 20, 28], ['Perm', 10, 90], ['Treatment', 5, 55]];

const clients = Array.from({ length: 1_000 }, (_, i) => ({ ClientRef: `CR${String(i + 1).padStart(4, '0')}`, joined: day(0, 600), home_salon: pick(SALONS) }));
const appointments = Array.from({ length: 1_600 }, (_, i) => {
  // Harbour has most of the bookings at lower prices, so its total is higher and its average lower.
  const salon = weighted(SALONS, [70, 30]);
  const stylist = pick(STYLISTS[salon]);
  const [service, , base] = weighted(SERVICES, SERVICES.map((s) => s[1]));
  const status = weighted(['completed', 'cancelled', 'no-show'], [80, 13, 7]);
  const price = status === 'completed' ? Math.round(base * (salon === 'Market' ? 1.6 : 1) * (0.9 + rand() * 0.2)) : 0;
  // Rosa is tipped the most though others take more.
  const tip = status === 'completed' && rand() < (stylist === 'Rosa' ? 0.95 : 0.2) ? (stylist === 'Rosa' ? 10 : 3) : null;
  return {
    ApptID: 50_001 + i,
    ClientRef: clients[Math.floor(rand() * 700)].ClientRef,
    Salon: salon,
    apptDate: day(0, 639),
    Stylist: stylist,
    Service: service,
    'Price (£)': price,
    status,
    'Tip (£)': tip,
    BookedVia: weighted(['Online', 'Phone', 'Walk-in'], [55, 35, 10]),
  };
});
const PRODUCTS: Array<[string, string]> = [['Bond Shampoo', 'Kerapro'], ['Bond Mask', 'Kerapro'], ['Shine Oil', 'Lustra'], ['Matte Paste', 'Lustra'], ['Toning Rinse', 'Vivo']];
const retail = Array.from({ length: 1_200 }, (_, i) => {
  const [product, brand] = pick(PRODUCTS);
  return { sale_no: 7_001 + i, ClientRef: pick(clients).ClientRef, sale_date: day(0, 639), product, brand, qty: weighted([1, 2, 3], [70, 20, 10]) };
});
const learners = Array.from({ length: 1_000 }, (_, i) => {
  const theory = rand() < 0.8 ? day(100, 500) : null;
  return { learner_id: 3_001 + i, signed_up: day(0, 500), theory_passed_on: theory ? `${theory.slice(8, 10)}/${theory.slice(5, 7)}/${theory.slice(0, 4)}` : '' };
});
// Tacoma has most of the callouts at lower charges, so its total is higher and its average lower.
const callouts = Array.from({ length: 1_100 }, (_, i) => {
  const city = weighted(['Tacoma', 'Spokane'], [70, 30]);
  return { callout_id: 80_001 + i, received: day(0, 600), city, 'Charge ($)': Math.round((city === 'Spokane' ? 190 : 120) * (0.8 + rand() * 0.4) * 100) / 100 };
});
// A cleaner's garments (Price (£)) beside account collections (Invoiced (£)): two money columns.
const garments = Array.from({ length: 1_200 }, (_, i) => ({ ticket_no: `T${60_001 + i}`, branch_no: 1 + Math.floor(rand() * 6), 'Price (£)': Math.round((4 + rand() * 20) * 100) / 100 }));
const branches = Array.from({ length: 6 }, (_, i) => ({ branch_no: i + 1, branch_name: ['Quayside', 'Old Town', 'Riverside', 'Hillgate', 'Northfield', 'Eastbank'][i] }));
const collections = Array.from({ length: 1_000 }, (_, i) => ({ collection_ref: `AC${i + 1}`, branch_no: 1 + Math.floor(rand() * 6), 'Invoiced (£)': Math.round((40 + rand() * 200) * 100) / 100 }));
const roadTests = Array.from({ length: 1_200 }, (_, i) => ({ test_ref: `RT${9_001 + i}`, learner_id: 3_001 + Math.floor(rand() * 1_000), test_date: day(150, 480), result: weighted(['Pass', 'Fail'], [48, 52]) }));

let t: TestClient;
let salon: string;
let school: string;
let locksmith: string;
let cleaner: string;

beforeAll(async () => {
  t = sharedTestApp();
  salon = await createWorkspace(t, null, { name: 'salon' });
  await uploadTables(t, salon, [
    { content: toCsv(clients), filename: 'salon_clients.csv' },
    { content: toCsv(appointments), filename: 'salon_appointments.csv' },
    { content: toCsv(retail), filename: 'salon_retail.csv' },
  ]);
  school = await createWorkspace(t, null, { name: 'driving school' });
  await uploadTables(t, school, [
    { content: toCsv(learners), filename: 'learners.csv' },
    { content: toCsv(roadTests), filename: 'road_tests.csv' },
  ]);
  locksmith = await createWorkspace(t, null, { name: 'locksmith' });
  await uploadTables(t, locksmith, [{ content: toCsv(callouts), filename: 'callouts.csv' }]);
  cleaner = await createWorkspace(t, null, { name: 'cleaner' });
  await uploadTables(t, cleaner, [
    { content: toCsv(garments), filename: 'garments.csv' },
    { content: toCsv(branches), filename: 'branches.csv' },
    { content: toCsv(collections), filename: 'collections.csv' },
  ]);
}, 180_000);

const leader = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1])[0][0];

describe('"done" over rows that record whether the work was completed', () => {
  it('"how many colours did we do at Harbour in May 2025" and its follow-up are marked uncertain', async () => {
    const first = await askBuiltin(t, salon, 'How many colours did we do at Harbour in May 2025?');
    expect(first.execution_details.outcome, first.content).toBe('uncertain');
    expect(first.content).toContain('completed');
    const next = await askBuiltin(t, salon, 'What about Market?', first.conversation_id);
    expect(next.execution_details.outcome, next.content).toBe('uncertain');
  });

  it('"how many appointments have we had" says no "done" and stays a confident count', async () => {
    expectAnswered(await askBuiltin(t, salon, 'How many appointments have we had?'), formatNumber(appointments.length));
  });
});

describe('money words and the columns they name', () => {
  it('"which stylist brought in the most revenue" never ranks by tips', async () => {
    const byTip = leader(totals(appointments, (a) => a.Stylist, (a) => a['Tip (£)'] ?? 0));
    const byPrice = leader(totals(appointments, (a) => a.Stylist, (a) => a['Price (£)']));
    expect(byTip).not.toBe(byPrice);
    const reply = await askBuiltin(t, salon, 'Which stylist brought in the most revenue?');
    expect(reply.content).not.toMatch(/\bTip\b/);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${byPrice}**`);
  });

  it('"did Tacoma or Spokane bring in more money" compares the totals, not the average charges', async () => {
    const sums = totals(callouts, (c) => c.city, (c) => c['Charge ($)']);
    expect(leader(sums)).toBe('Tacoma');
    const reply = await askBuiltin(t, locksmith, 'Did Tacoma or Spokane bring in more money?');
    expect(reply.content).toContain('**Tacoma**');
    expect(reply.content).not.toMatch(/average/i);
  });

  it('"revenue by city" and "top 2 cities by revenue" total the charges, not average them', async () => {
    for (const question of ['Revenue by city', 'Top 2 cities by revenue']) {
      const reply = await askBuiltin(t, locksmith, question);
      expect(reply.execution_details.outcome, reply.content).toBe('answered');
      expect(reply.content).not.toMatch(/average/i);
      expect(reply.content.indexOf('Tacoma')).toBeLessThan(reply.content.indexOf('Spokane'));
    }
  });

  it('"revenue by branch" beside two money columns of two tables is never answered confidently by an averaged one made a total', async () => {
    const reply = await askBuiltin(t, cleaner, 'Revenue by branch');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toMatch(/Price/);
  });
});

describe('nouns of a verb beside a "booked via" header', () => {
  it('"top 3 services by number of bookings" is never a count of booking channels', async () => {
    const reply = await askBuiltin(t, salon, 'Top 3 services by number of bookings');
    expect(reply.content).not.toMatch(/distinct BookedVia/i);
    if (reply.execution_details.outcome === 'answered') {
      const top = [...totals(appointments, (a) => a.Service, () => 1)].sort((a, b) => b[1] - a[1]).slice(0, 3);
      for (const [service] of top) expect(reply.content).toContain(`**${service}**`);
    }
  });

  it('"how many clients are on our books" counts the clients, not those with a booking', async () => {
    const reply = await askBuiltin(t, salon, 'How many clients are on our books?');
    const booked = new Set(appointments.map((a) => a.ClientRef)).size;
    expect(booked).toBeLessThan(clients.length);
    expect(reply.content).not.toContain(`**${formatNumber(booked)}**`);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(clients.length)}**`);
  });
});

describe('units sold and words read twice', () => {
  it('"how many Kerapro products did we sell in 2025" is never a count of different products', async () => {
    const reply = await askBuiltin(t, salon, 'How many Kerapro products did we sell in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"how many learners passed their theory test in 2025" never mixes in the road tests\' Pass cell', async () => {
    const reply = await askBuiltin(t, school, 'How many learners passed their theory test in 2025?');
    const theory2025 = learners.filter((l) => l.theory_passed_on.endsWith('/2025')).length;
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(theory2025)}**`);
  });
});
