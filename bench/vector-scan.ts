// Exact vector search without pgvector (the embedded server and Debian's PostgreSQL have none):
// milliseconds per query over one workspace of N chunks, as src/search/vector-search.ts runs it,
// against the same scan summed in SQL (unnest), the way it was done before.
// Runs on a scratch database of DATABASE_URL's server, else on an embedded server of its own.
//
//   npm run bench:vector-scan [-- --chunks 100000 --dimensions 768 --queries 5]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { migrate } from '../src/db/migrate.ts';
import { indexChunks } from '../src/search/index-chunks.ts';
import { searchVector } from '../src/search/vector-search.ts';
import { createScratchDatabase } from '../test/support/scratch-database.ts';

const args = new Map(process.argv.slice(2).map((a, i, all) => [a, all[i + 1]]));
const CHUNKS = Number(args.get('--chunks') ?? 100_000);
const DIMENSIONS = Number(args.get('--dimensions') ?? 768);
const QUERIES = Number(args.get('--queries') ?? 5);

const dir = mkdtempSync(join(tmpdir(), 'quarry-vector-bench-'));
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(dir, 'postgres'), log: { info: () => undefined, warn: console.warn } });
const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? embedded!.urlFor('postgres'));
const db = await openPostgresDatabase(scratch.url, { poolSize: 2 });
try {
  await migrate(db);
  const orgId = randomUUID();
  const userId = randomUUID();
  const workspaceId = randomUUID();
  await db.query(`INSERT INTO organizations (id, name) VALUES ($1, 'bench')`, [orgId]);
  await db.query(`INSERT INTO users (id, org_id, name, email, role) VALUES ($1, $2, 'b', 'b@example.com', 'admin')`, [userId, orgId]);
  await db.query(`INSERT INTO workspaces (id, org_id, name, created_by) VALUES ($1, $2, 'w', $3)`, [workspaceId, orgId, userId]);
  const random = () => Array.from({ length: DIMENSIONS }, () => Math.random() - 0.5);
  const perFile = 1000;
  const t0 = performance.now();
  for (let f = 0; f < CHUNKS / perFile; f++) {
    const fileId = randomUUID();
    await db.query(
      `INSERT INTO files (id, org_id, workspace_id, filename, category, detected_type, content_type, size_bytes, blob_key, status, created_by)
       VALUES ($1, $2, $3, $4, 'document', 'md', 'text/markdown', 1, $5, 'completed', $6)`,
      [fileId, orgId, workspaceId, `f${f}.md`, `b/${fileId}`, userId],
    );
    const chunks = Array.from({ length: perFile }, (_, i) => ({ text: `chunk ${f}-${i} about nothing in particular`, page: null }));
    await indexChunks(db, { workspaceId, fileId, chunks, vectors: chunks.map(random) });
  }
  await db.query('VACUUM ANALYZE chunks');
  console.log(`${CHUNKS} chunks of ${DIMENSIONS} dimensions stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const sqlScan = (vector: number[]) =>
    db.query(
      `SELECT c.id, (SELECT sum(a * b) FROM unnest(c.embedding, $2::real[]) AS t(a, b))::float8 AS score
       FROM chunks c JOIN files f ON f.id = c.file_id WHERE c.workspace_id = $1 AND f.status = 'completed' ORDER BY score DESC LIMIT 50`,
      [workspaceId, vector],
    );
  const timed = async (run: (vector: number[]) => Promise<unknown[]>) => {
    const times: number[] = [];
    for (let q = 0; q < QUERIES; q++) {
      const t = performance.now();
      const hits = await run(random());
      times.push(performance.now() - t);
      if (hits.length !== 50) throw new Error(`${hits.length} hits`);
    }
    times.sort((a, b) => a - b);
    return { median: Math.round(times[Math.floor(times.length / 2)]), best: Math.round(times[0]) };
  };
  const scan = await timed((vector) => searchVector(db, { workspaceId }, vector, 50, 'portable'));
  const sql = await timed(sqlScan);
  console.log(`exact scan (${db.hasVector ? 'server has pgvector, not used' : 'no pgvector'}), ms per query over ${CHUNKS} chunks:`);
  console.log(`  vector-search.ts (vectors read, dotted in JS): median ${scan.median}, best ${scan.best}`);
  console.log(`  summed in SQL (unnest):                        median ${sql.median}, best ${sql.best}`);
  console.log(JSON.stringify({ bench: 'vector-scan', chunks: CHUNKS, dimensions: DIMENSIONS, scan, sql }));
} finally {
  await db.close();
  await scratch.drop();
  await embedded?.stop();
  rmSync(dir, { recursive: true, force: true });
}
