// A worker process for the crash test: runs the `slow` queue with the project's real job queue
// (pg-boss) on a PostgreSQL server named by URL, or on the embedded server of a data directory.
// Each run of a job records `started`, works for a while, then records `completed`.
import { openDatabase } from '../../src/db/open-database.ts';
import { createPgBossQueue } from '../../src/jobs/pg-boss-queue.ts';
import { listenForChanges } from '../../src/db/change-listener.ts';

const [target, action, workMs = '1500'] = process.argv.slice(2);
const log = {
  error: (o: object, m: string) => console.error(m, o),
  warn: (o: object, m: string) => console.error(m, o),
  info: () => undefined,
};
const isPostgres = target.startsWith('postgres');
const db = await openDatabase(isPostgres ? { databaseUrl: target, dataDir: '' } : { databaseUrl: undefined, dataDir: target }, log);
await db.query('CREATE TABLE IF NOT EXISTS crash_log (job_id text NOT NULL, event text NOT NULL, pid integer NOT NULL, at timestamptz DEFAULT now())');
const changes = listenForChanges(db.url, [], log);
const queue = createPgBossQueue(db.url, log, { concurrency: 1, poolSize: 2, soleWorker: db.kind === 'embedded', changes });

queue.work<{ n: number }>('slow', async (job) => {
  await db.query(`INSERT INTO crash_log (job_id, event, pid) VALUES ($1, 'started', $2)`, [job.id, process.pid]);
  console.log(`started ${job.id}`);
  await new Promise((r) => setTimeout(r, Number(workMs)));
  // Exactly once: the completion is recorded in the same idempotent way the real jobs finish.
  await db.query(
    `INSERT INTO crash_log (job_id, event, pid) SELECT $1, 'completed', $2 WHERE NOT EXISTS (SELECT 1 FROM crash_log WHERE job_id = $1 AND event = 'completed')`,
    [job.id, process.pid],
  );
  console.log(`completed ${job.id}`);
});

if (action === 'send') {
  await queue.start({ runWorkers: false });
  const id = await queue.send('slow', { n: 1 });
  console.log(JSON.stringify({ id }));
  await queue.stop(1000);
  await changes.close();
  await db.close();
} else {
  await queue.start({ runWorkers: true });
  console.log('ready');
  process.once('SIGTERM', async () => {
    await queue.stop(5000);
    await changes.close();
    await db.close();
    process.exit(0);
  });
}
