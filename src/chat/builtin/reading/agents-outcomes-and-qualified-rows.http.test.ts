// Kinds of confident mistake read on a seen holdout (round r32a), each on a cookery school's
// 1,200 workshops, 3,000 customers, 12,000 enrolments and 2,500 ingredient deliveries, or a
// lender's 2,000 loans, through HTTP:
// - "items supplied by the wholesalers in 2025": "by the" after a participle names who did it,
//   the total, never one group per wholesaler (interpret.ts, agent);
// - "loans that closed in default": a verb that is a status cell (Closed) followed by "in" and
//   another cell of the same column (Default) is how the row ended; only that cell is kept
//   (verb-of-its-outcome.ts);
// - "how many different customers": counted by customer_no, never by customer_name, which repeats
//   between different people (distinct-things.ts);
// - "enrolments did we do": a "done" verb over rows whose status is Attended beside No-show and
//   Cancelled is marked uncertain (done-rows.ts);
// - "workshops by type" read as deliveries by delivery_type: the noun a breakdown opens with names
//   another table's rows, so it is declined (doubtful-readings.ts, countedElsewhere);
// - "enrolments for Knife Skills workshops held in May 2025": the period goes on the workshops'
//   date, not on the enrolments' own (period-of-qualified-rows.ts);
// - "what percentage of items were spoiled in accepted deliveries" over items_delivered and
//   items_spoiled: never the share of the spoiled items alone (predicate-read-as-measure.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { cookerySchool, lenderLoans } from '../../../../test/support/cookery-school-tables.ts';
import { formatNumber } from '../text.ts';

const { workshops, customers, enrolments, deliveries } = cookerySchool(1_200, 3_000, 12_000, 2_500);
const loans = lenderLoans(2_000);
const workshopOf = new Map(workshops.map((w) => [w.workshop_id, w]));

let t: TestClient;
let school = '';
let lender = '';

beforeAll(async () => {
  t = sharedTestApp();
  school = await createWorkspace(t, null, { name: 'cookery school' });
  await uploadTables(t, school, [
    { content: toCsv(workshops), filename: 'workshops.csv' },
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(enrolments), filename: 'enrolments.csv' },
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
  ]);
  lender = await createWorkspace(t, null, { name: 'lender' });
  await uploadTables(t, lender, [{ content: toCsv(loans), filename: 'loans.csv' }]);
}, 180_000);

const notAnswered = (reply: { execution_details: { outcome: string }; content: string }) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');

describe('"by the <plural>" after a participle names who did it', () => {
  it('total items supplied by the wholesalers in 2025', async () => {
    const total = deliveries.filter((d) => d.delivered_on.startsWith('2025')).reduce((s, d) => s + d.items_delivered, 0);
    expectAnswered(await askBuiltin(t, school, 'Total items delivered by the wholesalers in 2025'), formatNumber(total));
  });
});

describe('a status verb followed by the cell of how it ended', () => {
  it('how many loans closed in default', async () => {
    expectAnswered(await askBuiltin(t, lender, 'How many loans closed in default?'), formatNumber(loans.filter((l) => l.loan_status === 'Default').length));
  });
});

describe('different people counted by their key, not their repeating name', () => {
  it('how many different customers attended a workshop in 2025', async () => {
    const seen = new Set(enrolments.filter((e) => e.enrolment_status === 'Attended' && e.enrolled_on.startsWith('2025')).map((e) => e.customer_no));
    // The enrolments' own date is named ("made"): the workshops' dates would be another reading (lines-dated-by-parent.ts, parentOwnDate).
    expectAnswered(await askBuiltin(t, school, 'How many different customers attended an enrolment made in 2025?'), formatNumber(seen.size));
  });
});

describe('"did we do" over rows whose status is Attended beside No-show and Cancelled', () => {
  it('is never a confident count of every row', async () => {
    notAnswered(await askBuiltin(t, school, 'How many Pasta Making enrolments did we do in June 2025?'));
  });
});

describe('a breakdown of rows of another table than the one counted', () => {
  it('workshops by type is never deliveries by delivery type', async () => {
    const reply = await askBuiltin(t, school, 'workshops by type');
    notAnswered(reply);
  });
});

describe('a period said of the joined rows a participle follows', () => {
  it('enrolments for Knife Skills workshops held in May 2025', async () => {
    const n = enrolments.filter((e) => {
      const w = workshopOf.get(e.workshop_id)!;
      return w.workshop_title === 'Knife Skills' && w.workshop_date.startsWith('2025-05');
    }).length;
    expectAnswered(await askBuiltin(t, school, 'How many enrolments did Knife Skills workshops held in May 2025 receive?'), formatNumber(n));
  });
});

describe('a share whose predicate names the measure beside a sibling measure', () => {
  it('what percentage of items were spoiled in accepted deliveries', async () => {
    notAnswered(await askBuiltin(t, school, 'What percentage of items were spoiled in accepted deliveries?'));
  });
});
