// "Pass rate for automatic learners": the rate is of the tests' result (Pass), its group a cell of
// the learners they belong to (gearbox Automatic). The learners' own theory_passed_on date shares
// the word "pass", and a source of the learners alone used to win: a date is never what a rate is
// of, so a date header's word said right before "rate" now counts for little, and the tests
// joined to their learners read the question. "The first time pass rate" over tests that do not
// say which attempt each is is never the rate over every attempt, answered (firstTimeUnread).
// 1,500 learners and 4,000 tests, through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { learnersAndTests } from '../../../../test/support/recall-date-tables.ts';
import { formatNumber } from '../text.ts';

const { learners, tests } = learnersAndTests(1_500, 4_000);
const gearboxOf = new Map(learners.map((l) => [l.learner_id, l.gearbox]));

let t: TestClient;
let school = '';

beforeAll(async () => {
  t = sharedTestApp();
  school = await createWorkspace(t, null, { name: 'driving school' });
  await uploadTables(t, school, [
    { content: toCsv(learners), filename: 'learners.csv' },
    { content: toCsv(tests), filename: 'practical_tests.csv' },
  ]);
}, 120_000);

const passRate = (gearbox: string) => {
  const theirs = tests.filter((x) => gearboxOf.get(x.learner_id) === gearbox);
  return (100 * theirs.filter((x) => x.result === 'Pass').length) / theirs.length;
};

describe('a rate of one table grouped by a cell of the table it joins', () => {
  it('pass rate for automatic learners', async () => {
    expectAnswered(await askBuiltin(t, school, 'Pass rate for automatic learners'), `${formatNumber(passRate('Automatic'))}%`);
  });

  it('what is the pass rate for manual learners', async () => {
    expectAnswered(await askBuiltin(t, school, 'What is the pass rate for manual learners?'), `${formatNumber(passRate('Manual'))}%`);
  });

  it('never answers "the first time pass rate" confidently when no column says which attempt a test is', async () => {
    const reply = await askBuiltin(t, school, 'What is the first time pass rate?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
