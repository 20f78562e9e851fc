// The queues pg-boss keeps, as each start leaves them: made once, brought up to date when their
// settings changed, and left alone on a restart that finds them current.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { MAX_JOB_ATTEMPTS } from './job-queue.ts';
import { listenForChanges } from '../db/change-listener.ts';
import { createScratchDatabase } from '../../test/support/scratch-database.ts';
import { testDatabaseServer } from '../../test/support/database-server.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let client: pg.Client;

beforeAll(async () => {
  scratch = await createScratchDatabase(testDatabaseServer());
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await scratch?.drop();
});

/** Starts a queue with one handler (given up jobs go to a dead-letter queue), then stops it. */
async function startAndStop(): Promise<void> {
  const changes = listenForChanges(scratch.url, [], { warn: () => undefined });
  const queue = createPgBossQueue(scratch.url, { error: () => undefined }, { concurrency: 1, poolSize: 2, changes });
  queue.work('exports', async () => undefined, { onFailed: async () => undefined });
  await queue.start({ runWorkers: false });
  await queue.stop(1_000);
  await changes.close();
}

async function stored(): Promise<Record<string, { retry_limit: number; dead_letter: string | null; updated_on: Date }>> {
  const { rows } = await client.query(`SELECT name, retry_limit, dead_letter, updated_on FROM pgboss.queue WHERE name LIKE 'exports%'`);
  return Object.fromEntries(rows.map((r) => [r.name, { retry_limit: r.retry_limit, dead_letter: r.dead_letter, updated_on: r.updated_on }]));
}

describe('queues at start', () => {
  it('are made on the first start, with the dead-letter queue', async () => {
    await startAndStop();
    const queues = await stored();
    expect(Object.keys(queues).sort()).toEqual(['exports', 'exports-failed']);
    expect(queues.exports.retry_limit).toBe(MAX_JOB_ATTEMPTS - 1);
    expect(queues.exports.dead_letter).toBe('exports-failed');
  });

  it('are not written again by a restart that finds them current', async () => {
    const before = await stored();
    await startAndStop();
    expect(await stored()).toEqual(before);
  });

  it('are brought up to date when their stored settings differ (a queue made by an earlier version)', async () => {
    await client.query(`UPDATE pgboss.queue SET retry_limit = 7, dead_letter = NULL WHERE name = 'exports'`);
    await startAndStop();
    const queues = await stored();
    expect(queues.exports.retry_limit).toBe(MAX_JOB_ATTEMPTS - 1);
    expect(queues.exports.dead_letter).toBe('exports-failed');
  });
});
