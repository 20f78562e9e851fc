// Recall and precision kinds read on a seen holdout (round r32a), on a cookery school's 1,200
// workshops, 12,000 enrolments and 2,500 ingredient deliveries, through HTTP:
// - rows ruled out by "leaving out cancelled ones", "ignoring returned deliveries", "not counting
//   returned or short deliveries" and "(cancelled excluded)", as by "excluding" (exclusion-phrases.ts);
//   cells joined by "or" to a ruled-out cell are ruled out with it (interpret.ts);
// - "which workshop type": a grouping by the workshop id is never a type of workshop (type-of-a-key.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { cookerySchool } from '../../../../test/support/cookery-school-tables.ts';
import { formatNumber } from '../text.ts';

const { workshops, enrolments, deliveries } = cookerySchool(1_200, 3_000, 12_000, 2_500);

let t: TestClient;
let school = '';

beforeAll(async () => {
  t = sharedTestApp();
  school = await createWorkspace(t, null, { name: 'cookery school' });
  await uploadTables(t, school, [
    { content: toCsv(workshops), filename: 'workshops.csv' },
    { content: toCsv(enrolments), filename: 'enrolments.csv' },
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
  ]);
}, 180_000);

const itemsWhere = (keep: (outcome: string) => boolean) => deliveries.filter((d) => keep(d.delivery_outcome)).reduce((s, d) => s + d.items_delivered, 0);
const enrolments2025 = (keep: (status: string) => boolean) => enrolments.filter((e) => e.enrolled_on.startsWith('2025') && keep(e.enrolment_status)).length;

describe('phrases that rule rows out', () => {
  it('leaving out cancelled ones', async () => {
    expectAnswered(await askBuiltin(t, school, 'How many enrolments were made in 2025, leaving out cancelled ones?'), formatNumber(enrolments2025((s) => s !== 'Cancelled')));
  });

  it('ignoring returned deliveries', async () => {
    expectAnswered(await askBuiltin(t, school, 'Total items delivered, ignoring returned deliveries'), formatNumber(itemsWhere((o) => o !== 'Returned')));
  });

  it('not counting returned or short deliveries', async () => {
    expectAnswered(await askBuiltin(t, school, 'Total items delivered, not counting returned or short deliveries'), formatNumber(itemsWhere((o) => o === 'Accepted')));
  });

  it('(cancelled excluded)', async () => {
    expectAnswered(await askBuiltin(t, school, 'How many enrolments were made in 2025 (cancelled excluded)?'), formatNumber(enrolments2025((s) => s !== 'Cancelled')));
  });
});

describe('a type of a thing grouped by its id', () => {
  it('which workshop type has the most enrolments is never one workshop id', async () => {
    const reply = await askBuiltin(t, school, 'Which workshop type has the most enrolments?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
