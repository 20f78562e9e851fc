// Two wordings holdout41 dogtraining showed left unread: "Break the sessions down by status
// please" (dogtraining-04, the particle after the rows it breaks down) and "How many of the dogs
// aren't vaccinated?" (dogtraining-31, a negative contraction before a yes/no column, split at its
// apostrophe). Checked over 1,500 class bookings and 1,300 moored boats.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classBookings } from '../../../../test/support/class-booking-tables.ts';
import { mooredBoats } from '../../../../test/support/boat-register-tables.ts';
import { formatNumber } from '../text.ts';

const bookings = classBookings(1_500, 5_150);
const boats = mooredBoats(1_300, 77);
let t: TestClient;
let studio: string;
let marina: string;

beforeAll(async () => {
  t = sharedTestApp();
  studio = await createWorkspace(t, null, { name: 'studio' });
  await uploadTables(t, studio, [{ content: toCsv(bookings), filename: 'class_bookings.csv' }]);
  marina = await createWorkspace(t, null, { name: 'marina' });
  await uploadTables(t, marina, [{ content: toCsv(boats), filename: 'moored_boats.csv' }]);
}, 180_000);

describe('"break the rows down by" a column', () => {
  it('"Break the bookings down by instructor please" counts each instructor\'s bookings', async () => {
    const reply = await askBuiltin(t, studio, 'Break the bookings down by instructor please');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const who of ['Ama', 'Ben', 'Cleo', 'Dev']) expect(reply.content).toMatch(new RegExp(`${who}\\s*\\|\\s*${formatNumber(bookings.filter((b) => b.instructor === who).length)}\\b`));
  });

  it('control: "break" without a particle before "by" is not read as the grouping verb', async () => {
    const reply = await askBuiltin(t, studio, 'Break the bookings by instructor into weekly slots');
    expect(reply.execution_details.outcome).not.toBe('answered');
  });
});

describe('a negative contraction before a yes/no column', () => {
  it('"how many boats aren\'t insured" counts the No rows', async () => {
    expectAnswered(await askBuiltin(t, marina, "How many of the boats aren't insured?"), formatNumber(boats.filter((b) => b.insured === 'No').length));
  });

  it('"how many boats weren\'t insured" alike', async () => {
    expectAnswered(await askBuiltin(t, marina, "How many boats weren't insured?"), formatNumber(boats.filter((b) => b.insured === 'No').length));
  });

  it('control: "how many boats are insured" counts the Yes rows', async () => {
    expectAnswered(await askBuiltin(t, marina, 'How many boats are insured?'), formatNumber(boats.filter((b) => b.insured === 'Yes').length));
  });
});
