// What a test service leaves on its disk: blob keys (local disk store) and scratch files. After
// every job has ended, only the blobs its entities still own and no scratch file should remain.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestApp } from './test-app.ts';

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** Every blob key in the local disk store, writes in progress included. */
export function blobKeys(t: TestApp): string[] {
  return filesUnder(join(t.dataDir, 'blobs')).sort();
}

/** Files left in the scratch directory (downloads, uploads, Parquet staging). */
export function scratchFiles(t: TestApp): string[] {
  return filesUnder(t.server.ctx.scratchDir).sort();
}
