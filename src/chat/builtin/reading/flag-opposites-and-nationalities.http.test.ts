// Words that stand for a cell without being one, asked through HTTP over generated tables:
// a yes/no flag's well-known opposite ("missed" for Attended), "without" before a flag's header,
// a nationality for a country ("German customers"), the noun a cell describes ("sparkling wine"),
// a money verb said of the amount named ("how much VAT was charged") and verbs of doing the rows
// ("extractions done", "which dentist saw the most"). Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chance, int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(2611);
const DENTISTS = ['Dr Amari', 'Dr Brook', 'Dr Chen', 'Dr Dalton'];
const TREATMENTS = ['Check-up', 'Filling', 'Extraction', 'Crown'];
const appointments = Array.from({ length: 1_600 }, (_, i) => {
  const month = int(rand, 1, 12);
  return {
    appt_id: 50_001 + i,
    patient_ref: `P${int(rand, 1, 400)}`,
    appt_date: `2025-${String(month).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    dentist: DENTISTS[Math.min(3, Math.floor(rand() * rand() * 5))],
    treatment: pick(rand, TREATMENTS),
    fee: Math.round(3_000 + rand() * 40_000) / 100,
    attended: chance(rand, 0.88) ? 'Y' : 'N',
  };
});
const donations = Array.from({ length: 1_300 }, (_, i) => ({
  'Donation Ref': `D${70_001 + i}`,
  Region: pick(rand, ['North', 'South', 'East', 'West']),
  'Amount (£)': Math.round(500 + rand() * 20_000) / 100,
  'Gift Aid': chance(rand, 0.6) ? 'Yes' : 'No',
}));
const COUNTRIES = ['Germany', 'Italy', 'France', 'Netherlands'];
const CUSTOMERS: Record<string, string[]> = {
  Germany: ['Weinhaus Adler', 'Kellerei Berg'],
  Italy: ['Enoteca Sole', 'Cantina Rialto'],
  France: ['Cave Lumière', 'Bistro Seine'],
  Netherlands: ['De Kelder', 'Wijnhuis Maas'],
};
const lines = Array.from({ length: 1_500 }, (_, i) => {
  const country = pick(rand, COUNTRIES);
  const net = Math.round(20_000 + rand() * 400_000) / 100;
  return {
    'Invoice No': `INV-${90_001 + i}`,
    Customer: pick(rand, CUSTOMERS[country]),
    Country: country,
    Wine: pick(rand, ['Barolo', 'Cava Brut', 'Rioja', 'Chablis', 'Prosecco']),
    Colour: pick(rand, ['Red', 'White', 'Sparkling']),
    Cases: int(rand, 1, 60),
    'Net Amount (EUR)': net,
    'VAT (EUR)': Math.round(net * 19) / 100,
  };
});

const sum = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 100) / 100;

let t: TestClient;
let clinic = '';
let charity = '';
let trade = '';

beforeAll(async () => {
  t = sharedTestApp();
  clinic = await createWorkspace(t, null, { name: 'clinic' });
  await uploadTables(t, clinic, [{ content: toCsv(appointments), filename: 'appointments.csv' }]);
  charity = await createWorkspace(t, null, { name: 'charity' });
  await uploadTables(t, charity, [{ content: toCsv(donations), filename: 'donations.csv' }]);
  trade = await createWorkspace(t, null, { name: 'trade' });
  await uploadTables(t, trade, [{ content: toCsv(lines), filename: 'invoice_lines.csv' }]);
}, 180_000);

describe("a yes/no flag's opposite and 'without' its header", () => {
  const missed = appointments.filter((a) => a.attended === 'N');

  it('"how many appointments were missed" counts the rows whose Attended cell is N', async () => {
    expectAnswered(await askBuiltin(t, clinic, 'How many appointments were missed?'), formatNumber(missed.length));
  });

  it('"the average fee of a missed appointment" averages the fees of the N rows', async () => {
    const avg = missed.reduce((s, a) => s + a.fee, 0) / missed.length;
    expectAnswered(await askBuiltin(t, clinic, 'What is the average fee of a missed appointment?'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('"donations without Gift Aid from the North" counts the No rows of the North', async () => {
    const n = donations.filter((d) => d['Gift Aid'] === 'No' && d.Region === 'North').length;
    expectAnswered(await askBuiltin(t, charity, 'How many donations without Gift Aid came from the North?'), formatNumber(n));
  });

  it('a word with no well-known opposite among the headers is still not read as a flag', async () => {
    const reply = await askBuiltin(t, clinic, 'How many appointments were postponed?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('verbs of doing the rows', () => {
  it('"which dentist saw the most appointments" counts rows per dentist', async () => {
    const counts = new Map<string, number>();
    for (const a of appointments) counts.set(a.dentist, (counts.get(a.dentist) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const reply = await askBuiltin(t, clinic, 'Which dentist saw the most appointments?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${top[0]}**`);
  });

  it('"which dentist saw the most patients" may count visits or people: not answered with confidence', async () => {
    const reply = await askBuiltin(t, clinic, 'Which dentist saw the most patients?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"fillings done by dentists on the list" says whose rows, not a count per dentist: not answered with confidence', async () => {
    const reply = await askBuiltin(t, clinic, 'How many fillings were done by dentists on a Monday?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"extractions done in the first quarter of 2025" counts the extractions of January to March', async () => {
    const n = appointments.filter((a) => a.treatment === 'Extraction' && a.appt_date < '2025-04-01').length;
    expectAnswered(await askBuiltin(t, clinic, 'How many extractions were done in the first quarter of 2025?'), formatNumber(n));
  });
});

describe('nationalities, nouns a cell describes and the verb of a named amount', () => {
  it('"how much did German customers spend" totals the net amount of the Germany rows', async () => {
    const reply = await askBuiltin(t, trade, 'How much did German customers spend?');
    expectAnswered(reply, formatNumber(sum(lines.filter((l) => l.Country === 'Germany').map((l) => l['Net Amount (EUR)']))));
    const follow = await askBuiltin(t, trade, 'And Italian customers?', reply.conversation_id);
    expectAnswered(follow, formatNumber(sum(lines.filter((l) => l.Country === 'Italy').map((l) => l['Net Amount (EUR)']))));
  });

  it('"cases of sparkling wine that went to the Netherlands" totals the cases of Sparkling rows there', async () => {
    const n = lines.filter((l) => l.Colour === 'Sparkling' && l.Country === 'Netherlands').reduce((s, l) => s + l.Cases, 0);
    expectAnswered(await askBuiltin(t, trade, 'How many cases of sparkling wine went to the Netherlands?'), formatNumber(n));
  });

  it('"how much VAT was charged in total" totals the VAT column, not the net amount', async () => {
    expectAnswered(await askBuiltin(t, trade, 'How much VAT was charged in total?'), formatNumber(sum(lines.map((l) => l['VAT (EUR)']))));
  });
});
