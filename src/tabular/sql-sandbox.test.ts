import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  closeSandboxInstances,
  configureSandboxProcess,
  runSafeQuery,
  SqlExecutionError,
  SqlMemoryError,
  SqlRejectedError,
  SqlTimeoutError,
  type SandboxTable,
} from './sql-sandbox.ts';

let dir: string;
let workspaceA: SandboxTable[];
let otherWorkspacePath: string;
let strayCsvPath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quarry-sandbox-'));
  const sales = join(dir, 'sales.parquet');
  const regions = join(dir, 'regions.parquet');
  otherWorkspacePath = join(dir, 'other-workspace-secrets.parquet');
  strayCsvPath = join(dir, 'stray.csv');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (
      SELECT range AS id, 'r' || (range % 3) AS region, (range * 1.5)::DECIMAL(10,2) AS amount,
             DATE '2024-01-01' + range::INTEGER AS day, TIMESTAMP '2024-01-01 08:30:00' AS created_at,
             9007199254740993::BIGINT AS huge
      FROM range(1000)) TO '${sales}' (FORMAT parquet)`);
  await connection.run(`COPY (SELECT * FROM (VALUES ('r0', 'North'), ('r1', 'South'), ('r2', 'East')) AS t(code, name)) TO '${regions}' (FORMAT parquet)`);
  await connection.run(`COPY (SELECT 'top secret' AS secret) TO '${otherWorkspacePath}' (FORMAT parquet)`);
  await connection.run(`COPY (SELECT 'top secret' AS secret) TO '${strayCsvPath}' (FORMAT csv)`);
  connection.closeSync();
  instance.closeSync();
  workspaceA = [
    { name: 'sales', parquetPath: sales },
    { name: 'regions', parquetPath: regions },
  ];
});

afterAll(async () => {
  await closeSandboxInstances();
  await rm(dir, { recursive: true, force: true });
});

const run = (sql: string, extra: Partial<Parameters<typeof runSafeQuery>[0]> = {}) =>
  runSafeQuery({ sql, tables: workspaceA, timeoutMs: 10_000, ...extra });

describe('runSafeQuery: ordinary queries', () => {
  it('answers a join with JSON-safe values', async () => {
    const result = await run(`
      SELECT s.id, r.name, s.amount, s.day, s.created_at, s.huge, count(*) OVER () AS n
      FROM sales s JOIN regions r ON r.code = s.region
      WHERE s.id IN (1, 2) ORDER BY s.id`);
    expect(result.columns.map((column) => column.name)).toEqual(['id', 'name', 'amount', 'day', 'created_at', 'huge', 'n']);
    expect(result.columns[2].type).toBe('DECIMAL(10,2)');
    expect(result.rows).toEqual([
      [1, 'South', 1.5, '2024-01-02', '2024-01-01T08:30:00', '9007199254740993', 2],
      [2, 'East', 3, '2024-01-03', '2024-01-01T08:30:00', '9007199254740993', 2],
    ]);
    expect(JSON.parse(JSON.stringify(result.rows))).toEqual(result.rows);
    expect(result.truncated).toBe(false);
  });

  it('returns one row for a scalar aggregate', async () => {
    const result = await run('SELECT sum(amount) AS total FROM sales');
    expect(result).toMatchObject({ rows: [[749250]], rowCount: 1, truncated: false });
  });

  it('accepts WITH queries, FROM-first syntax, a trailing semicolon and comments', async () => {
    const withQuery = await run('WITH big AS (SELECT * FROM sales WHERE id >= 998) SELECT id FROM big ORDER BY id; -- done');
    expect(withQuery.rows).toEqual([[998], [999]]);
    const fromFirst = await run('FROM regions SELECT name ORDER BY name LIMIT 1');
    expect(fromFirst.rows).toEqual([['East']]);
  });

  it('caps a query without LIMIT at 100 rows and says so', async () => {
    const result = await run('SELECT id FROM sales ORDER BY id DESC');
    expect(result.rowCount).toBe(100);
    expect(result.truncated).toBe(true);
    expect(result.rows[0]).toEqual([999]);
  });

  it('honours an explicit LIMIT up to 5,000 and clamps a larger one', async () => {
    const within = await run('SELECT id FROM sales LIMIT 300');
    expect(within).toMatchObject({ rowCount: 300, truncated: false });
    const big = await run('SELECT a.id FROM sales a, sales b LIMIT 10000');
    expect(big).toMatchObject({ rowCount: 5000, truncated: true });
  });

  it('treats a LIMIT inside a subquery as no outer LIMIT', async () => {
    const result = await run('SELECT * FROM (SELECT id FROM sales LIMIT 500) AS t');
    expect(result).toMatchObject({ rowCount: 100, truncated: true });
  });

  it('takes other caps when configured', async () => {
    expect(await run('SELECT id FROM sales', { defaultRows: 10 })).toMatchObject({ rowCount: 10, truncated: true });
    expect(await run('SELECT id FROM sales LIMIT 900', { maxRows: 50 })).toMatchObject({ rowCount: 50, truncated: true });
  });

  it('reports DuckDB errors the model can fix', async () => {
    await expect(run('SELEC id FROM sales')).rejects.toThrow(SqlExecutionError);
    await expect(run('SELECT nope FROM sales')).rejects.toThrow(/nope/);
    await expect(run('SELECT * FROM customers')).rejects.toThrow(SqlExecutionError);
  });
});

describe('runSafeQuery: hostile SQL', () => {
  const hostile: Array<[string, string]> = [
    ['read_csv of /etc/passwd', "SELECT * FROM read_csv('/etc/passwd')"],
    ['read_text of /etc/passwd', "SELECT content FROM read_text('/etc/passwd')"],
    ['read_blob of /etc/passwd', "SELECT content FROM read_blob('/etc/passwd')"],
    ['read_parquet of a system file', "SELECT * FROM read_parquet('/etc/passwd')"],
    ['glob over the file system', "SELECT * FROM glob('/etc/*')"],
    ['a file read hidden in a CTE', "WITH x AS (SELECT * FROM read_text('/etc/passwd')) SELECT * FROM x"],
    ['a file read through query()', "SELECT * FROM query('SELECT * FROM read_text(''/etc/passwd'')')"],
    ['ATTACH', "ATTACH '/tmp/quarry-attack.duckdb' AS attack"],
    ['COPY to a file', "COPY sales TO '/tmp/quarry-leak.csv'"],
    ['COPY of a query', "COPY (SELECT * FROM sales) TO '/tmp/quarry-leak.parquet' (FORMAT parquet)"],
    ['INSTALL', 'INSTALL httpfs'],
    ['LOAD', 'LOAD httpfs'],
    ['PRAGMA', 'PRAGMA database_list'],
    ['SET', 'SET enable_external_access = true'],
    ['RESET', 'RESET allowed_paths'],
    ['CALL', 'CALL pragma_version()'],
    ['a second statement after ;', "SELECT 1; SELECT * FROM read_csv('/etc/passwd')"],
    ['DDL', 'CREATE TABLE t AS SELECT * FROM sales'],
    ['dropping a view', 'DROP VIEW sales'],
    ['EXPORT DATABASE', "EXPORT DATABASE '/tmp/quarry-export'"],
    ['an httpfs URL', "SELECT * FROM read_parquet('https://example.com/x.parquet')"],
  ];

  it.each(hostile)('refuses %s', async (_label, sql) => {
    await expect(run(sql)).rejects.toThrow(SqlRejectedError);
  });

  it('refuses a file path written as a table name', async () => {
    await expect(run(`SELECT * FROM '${strayCsvPath}'`)).rejects.toThrow(SqlRejectedError);
  });

  it("cannot read another workspace's Parquet file by path, nor see its tables", async () => {
    await expect(run(`SELECT * FROM read_parquet('${otherWorkspacePath}')`)).rejects.toThrow(SqlRejectedError);
    await expect(run(`SELECT * FROM '${otherWorkspacePath}'`)).rejects.toThrow(SqlRejectedError);
    await expect(run(`SELECT * FROM parquet_metadata('${otherWorkspacePath}')`)).rejects.toThrow(SqlRejectedError);
    const otherWorkspace = [{ name: 'secrets', parquetPath: otherWorkspacePath }];
    expect((await runSafeQuery({ sql: 'SELECT secret FROM secrets', tables: otherWorkspace, timeoutMs: 5_000 })).rows).toEqual([['top secret']]);
    await expect(run('SELECT secret FROM secrets')).rejects.toThrow(/secrets/);
  });

  it('gives the model a message that says what is allowed', async () => {
    await expect(run("SELECT * FROM read_csv('/etc/passwd')")).rejects.toThrow(/Only the workspace tables can be queried/);
    await expect(run('DROP VIEW sales')).rejects.toThrow(/Only one read-only SELECT query/);
  });

  it('stops a runaway cross join at the time limit and keeps working afterwards', async () => {
    // A small side to hold and a huge one to stream: it runs on for ever without filling memory, so
    // the time limit, not DuckDB's memory limit, is what stops it (however slow the machine).
    const runaway = run('SELECT count(*) FROM range(100000) a, range(100000000) b WHERE a.range + b.range < 0', { timeoutMs: 300 });
    await expect(runaway).rejects.toThrow(SqlTimeoutError);
    expect((await run('SELECT count(*) FROM regions')).rows).toEqual([[3]]);
  });

  it('stops a query when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const query = run('SELECT a.range FROM range(100000000) a, range(100000000) b WHERE a.range = b.range + 1', {
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    await expect(query).rejects.toThrow(SqlTimeoutError);
  });
});

describe('runSafeQuery: queries DuckDB cannot interrupt', () => {
  afterEach(() => configureSandboxProcess({ killGraceMs: 2_000, maxRssMb: 2_048, maxHosts: 2 }));

  it('kills the sandbox process when a query outlives its time limit, and the next query gets a new one', async () => {
    configureSandboxProcess({ killGraceMs: 500 });
    // One scalar call building a 500 MB string: interrupt() is only noticed once it returns.
    await expect(run("SELECT length(repeat('x', 500000000)) AS n", { timeoutMs: 300 })).rejects.toThrow(SqlTimeoutError);
    expect((await run('SELECT count(*) FROM regions')).rows).toEqual([[3]]);
  });

  it('kills the sandbox process when it outgrows its memory budget, and says which limit was hit', async () => {
    configureSandboxProcess({ maxRssMb: 400 });
    const runaway = run('SELECT len(range(200000000)) AS n', { timeoutMs: 20_000 });
    await expect(runaway).rejects.toThrow(SqlMemoryError);
    await expect(runaway).rejects.toThrow(/more than 400 MB of memory \(the per-query memory limit\)/);
    expect((await run('SELECT count(*) FROM regions')).rows).toEqual([[3]]);
  });

  it("kills only the runaway query: another workspace's query running beside it answers", async () => {
    configureSandboxProcess({ killGraceMs: 300, maxHosts: 2 });
    const runaway = run("SELECT length(repeat('x', 500000000)) AS n", { timeoutMs: 200 });
    // Busy for longer than the runaway takes to be killed, on the other host.
    const neighbour = runSafeQuery({ sql: 'SELECT count(*) AS n FROM range(250000000) a WHERE a.range % 7 = 0', tables: [], timeoutMs: 20_000 });
    await expect(runaway).rejects.toThrow(/longer than 200 ms \(the time limit\)/);
    expect((await neighbour).rows).toEqual([[35714286]]);
  });

  it('queues queries when every host is busy, and a wait past the time limit says so', async () => {
    configureSandboxProcess({ maxHosts: 1 });
    // Slow on any machine (a fast one counts 300 million rows in under 100 ms): stopped at its limit.
    const slow = runSafeQuery({ sql: 'SELECT sum(hash(i)) AS n FROM range(20000000000) t(i)', tables: [], timeoutMs: 2_000 });
    const queued = run('SELECT count(*) FROM regions');
    const impatient = run('SELECT count(*) FROM regions', { timeoutMs: 100 });
    await expect(impatient).rejects.toThrow(/No query engine was free within the 100 ms time limit/);
    await expect(slow).rejects.toThrow(/ran longer than 2000 ms/);
    expect((await queued).rows).toEqual([[3]]);
  });

  it('runs internal queries with their own row limit', async () => {
    const result = await run('SELECT id FROM sales ORDER BY id', { defaultRows: 1_000, maxRows: 1_000 });
    expect(result).toMatchObject({ rowCount: 1_000, truncated: false });
  });
});
