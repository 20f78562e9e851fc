// A credit union's 1,200 loans with a loan_amount beside the interest_paid on each, asked about
// through HTTP: the money "lent", "lend" or "borrowed" is the loan amount (vocabulary.ts,
// MEASURE_SYNONYMS), never the interest or a count of loans. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const MEMBERS = Array.from({ length: 40 }, (_, i) => `${['Ada', 'Bryn', 'Cleo', 'Dev', 'Edie', 'Finn', 'Gus', 'Hana'][i % 8]} ${['Moss', 'Reed', 'Vale', 'Holt', 'Ash'][Math.floor(i / 8)]}`);
const PURPOSES = ['Car', 'Home improvement', 'Holiday', 'Debt consolidation'];
const loans = Array.from({ length: 1_200 }, (_, i) => {
  const amount = 500 + ((i * 97) % 60) * 125 + (i % 40 === 3 ? 4_000 : 0);
  return {
    loan_no: 31_001 + i,
    taken_on: new Date(Date.UTC(2024, 0, 1) + Math.floor(i * 0.6) * 86_400_000).toISOString().slice(0, 10),
    member_name: MEMBERS[(i * 11) % 40],
    purpose: PURPOSES[(i * 5) % 4],
    loan_amount: amount,
    interest_paid: Math.round(amount * (0.04 + (i % 7) * 0.01) * 100) / 100,
  };
});
const total = (xs: typeof loans, f: (l: (typeof loans)[number]) => number) => formatNumber(Math.round(xs.reduce((a, l) => a + f(l), 0) * 100) / 100);
const in2025 = loans.filter((l) => l.taken_on.startsWith('2025'));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'credit union loans' });
  await uploadTables(t, ws, [{ content: toCsv(loans), filename: 'member_loans.csv' }]);
}, 180_000);

describe('money lent or borrowed is the loan amount', () => {
  it('has over 1,000 loans in 2024 and 2025', () => {
    expect(loans.length).toBeGreaterThan(1_000);
    expect(in2025.length).toBeGreaterThan(0);
  });

  it('"how much did we lend in 2025" adds up the loan amounts of 2025', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we lend in 2025?'), total(in2025, (l) => l.loan_amount));
  });

  it('"total lent by purpose" adds up the loan amounts per purpose', async () => {
    const reply = await askBuiltin(t, ws, 'total lent by purpose');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const p of PURPOSES) expect(reply.content).toContain(total(loans.filter((l) => l.purpose === p), (l) => l.loan_amount));
  });

  it('"top 3 member names by total borrowed" ranks the members by their loan amounts', async () => {
    const sums = [...Map.groupBy(loans, (l) => l.member_name)].map(([m, l]) => [m, l.reduce((a, x) => a + x.loan_amount, 0)] as const).sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'top 3 member names by total borrowed');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [m] of sums.slice(0, 3)) expect(reply.content).toContain(`**${m}**`);
    expect(reply.content).toContain(formatNumber(sums[0][1]));
  });

  it('controls: the interest paid and the number of loans keep their readings', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total interest paid in 2025'), total(in2025, (l) => l.interest_paid));
    expectAnswered(await askBuiltin(t, ws, 'how many loans in 2025?'), formatNumber(in2025.length));
  });
});
