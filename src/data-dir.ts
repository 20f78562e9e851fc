// The data directory holds the embedded database, uploads, blobs and caches: only Quarry's own
// user may read them. New files are made private by the umask; files left from an earlier run
// (or a copy, or a restore) are checked at start, tightened and reported.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { Logger } from './logger.ts';

const DIR_MODE = 0o700;
/** The embedded database's cluster, under the data directory (src/db/embedded-postgres.ts). */
const EMBEDDED_CLUSTER_DIR = 'postgres';
const FILE_MODE = 0o600;

/** Files and folders this process creates from now on are private (0600 / 0700). */
export function restrictNewFiles(): void {
  // Worker threads cannot set the umask; they share the process's, set by the main thread.
  if (isMainThread) process.umask(0o077);
}

/**
 * Creates the data directory 0700, and removes group and other permissions from everything in
 * it (directories 0700, files 0600). Returns how many entries were tightened.
 */
export async function secureDataDir(dataDir: string, log: Logger, options: { quiet?: boolean } = {}): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: DIR_MODE });
  let tightened = 0;
  const tighten = async (path: string, isDir: boolean) => {
    const { mode } = await lstat(path);
    if ((mode & 0o077) === 0) return;
    await chmod(path, isDir ? DIR_MODE : FILE_MODE);
    tightened += 1;
  };
  // The embedded PostgreSQL server may run as its own account (when Quarry runs as root): it needs
  // to pass through the data directory (o+x, nothing more) and keeps its cluster's modes itself.
  const cluster = join(dataDir, EMBEDDED_CLUSTER_DIR);
  const clusterOwner = await lstat(cluster).then((st) => st.uid, () => null);
  const traverse = clusterOwner !== null && clusterOwner !== process.getuid?.() ? 0o001 : 0;
  const { mode } = await lstat(dataDir);
  if ((mode & 0o077 & ~traverse) !== 0) {
    await chmod(dataDir, DIR_MODE | (mode & traverse));
    tightened += 1;
  }
  // The cluster is not walked: the server keeps its modes itself, and may be starting meanwhile.
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const path = join(dir, entry.name);
        // Symbolic links are not followed: their targets are not Quarry's to change.
        if (path === cluster || !(entry.isDirectory() || entry.isFile())) return;
        await tighten(path, entry.isDirectory());
        if (entry.isDirectory()) await walk(path);
      }),
    );
  };
  await walk(dataDir);
  if (tightened > 0 && !options.quiet) {
    log.warn({ dataDir, tightened }, 'data directory entries were readable by other users; they are now private (directories 0700, files 0600)');
  }
  return tightened;
}
