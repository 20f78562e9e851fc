// The split list is whole: every question-set directory is registered once, and each entry loads.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSplit, SPLITS, splitNames } from './splits.ts';

describe('the list of splits', () => {
  it('registers every directory holding an index.ts of schemas, each name once', () => {
    const dirs = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(import.meta.dirname, d.name, 'index.ts')))
      .map((d) => (d.name === 'schemas' ? 'dev' : d.name));
    expect([...splitNames()].sort()).toEqual(dirs.sort());
    expect(new Set(splitNames()).size).toBe(SPLITS.length);
  });

  it('loads each split as a list of named schemas', async () => {
    for (const name of splitNames()) {
      const schemas = await loadSplit(name);
      expect(schemas.length, name).toBeGreaterThan(0);
      expect(schemas.every((s) => typeof s.name === 'string' && typeof s.build === 'function'), name).toBe(true);
    }
    // Sixty-odd splits' generators are transformed and imported here: over a minute on a loaded 2-core machine.
  }, 300_000);

  it('refuses a name it does not hold', async () => {
    await expect(loadSplit('holdout999')).rejects.toThrow(/no split holdout999/);
  });

  it('gives a largest-table limit only to held-out splits', () => {
    expect(SPLITS.filter((s) => s.maxRowsPerTable !== undefined).every((s) => s.status !== 'tuning')).toBe(true);
  });
});
