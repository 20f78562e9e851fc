// A sign shop's 1,500 invoices with "Net £", "VAT £" and "Gross £" beside each other. "Gross
// invoiced in October 2026", "Net invoiced in Q2 2026": an invoice's gross, net or VAT amount is
// money that adds up, so said alone over a period it is the total (interpret.ts, ADDITIVE), never a
// list of invoice numbers for want of a word saying how to combine them. VAT is not among them:
// "spend including VAT" names the tax only as part of a whole, never its total alone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const invoices = Array.from({ length: 1_500 }, (_, i) => {
  const net = 80 + ((i * 37) % 900) + (i % 7) * 0.25;
  const vat = Math.round(net * 20) / 100;
  return {
    'Invoice No': 5_001 + i,
    'Invoice Date': new Date(Date.UTC(2025, 0, 2) + Math.floor((i * 690) / 1_500) * 86_400_000).toISOString().slice(0, 10),
    'Net £': net,
    'VAT £': vat,
    'Gross £': Math.round((net + vat) * 100) / 100,
    Paid: i % 6 === 0 ? 'No' : 'Yes',
  };
});
const sum = (rows: typeof invoices, f: (r: (typeof invoices)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
const fmt = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const grossOct = sum(invoices.filter((r) => r['Invoice Date'].startsWith('2026-10')), (r) => r['Gross £']);
const netQ2 = sum(invoices.filter((r) => r['Invoice Date'] >= '2026-04-01' && r['Invoice Date'] < '2026-07-01'), (r) => r['Net £']);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sign shop invoices' });
  await uploadTables(t, ws, [{ content: toCsv(invoices), filename: 'invoices.csv' }]);
}, 180_000);

describe('gross, net and VAT amounts said alone over a period', () => {
  it('has over 1,000 invoices', () => {
    expect(invoices.length).toBeGreaterThan(1_000);
  });

  it('"Gross invoiced in October 2026" is the total gross', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Gross invoiced in October 2026'), fmt(grossOct));
  });

  it('"Spend including VAT" is never the VAT alone', async () => {
    const vatOct = sum(invoices.filter((r) => r['Invoice Date'].startsWith('2026-10')), (r) => r['VAT £']);
    const reply = await askBuiltin(t, ws, 'Spend including VAT in October 2026');
    expect(reply.content).not.toContain(`**${fmt(vatOct)}**`);
  });

  it('"Net invoiced in Q2 2026" is the total net', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Net invoiced in Q2 2026'), fmt(netQ2));
  });
});
