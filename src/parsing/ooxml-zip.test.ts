import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { JobError } from '../errors.ts';
import { readZipEntries, ZipPackage } from './ooxml-zip.ts';
import { fixture } from './test-support.ts';

function jobError(run: () => unknown): JobError {
  try {
    run();
  } catch (error) {
    if (error instanceof JobError) return error;
    throw error;
  }
  throw new Error('expected a JobError');
}

/** Rewrites the uncompressed size of every central directory entry (a lying package). */
function forgeDeclaredSizes(zip: Uint8Array, size: number): Uint8Array {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  for (let at = 0; at + 46 < forged.length; at++) {
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return forged;
}

describe('ZipPackage', () => {
  it('reads entries of a real package', () => {
    const zip = new ZipPackage(readFileSync(fixture('word_tables.docx')));
    expect(zip.has('word/document.xml')).toBe(true);
    expect(zip.readText('word/document.xml')).toContain('A uniform table');
    expect(zip.read('no/such/part.xml')).toBeNull();
  });

  it('lists the entries of a file on disk from its central directory alone', async () => {
    const entries = await readZipEntries(fixture('word_tables.docx'));
    const inMemory = new ZipPackage(readFileSync(fixture('word_tables.docx'))).entries;
    expect([...entries.keys()]).toEqual([...inMemory.keys()]);
    expect(entries.get('word/document.xml')).toEqual(inMemory.get('word/document.xml'));
    await expect(readZipEntries(fixture('word_tables_truncated.docx'))).rejects.toMatchObject({ code: 'CORRUPTED_FILE' });
  });

  it('refuses entries whose declared size or expansion ratio marks a decompression bomb', () => {
    const small = zipSync({ 'word/document.xml': strToU8('<w:document/>'.repeat(100)) });
    const ratio = jobError(() => new ZipPackage(forgeDeclaredSizes(small, 50 * 1024 * 1024)).read('word/document.xml'));
    expect(ratio.code).toBe('CORRUPTED_FILE');
    expect(ratio.message).toMatch(/decompression bomb.*expands \d+:1/);
    const huge = new ZipPackage(forgeDeclaredSizes(small, 4_000_000_000));
    expect(jobError(() => huge.read('word/document.xml')).message).toMatch(/declares 4000000000 bytes uncompressed/);
    expect(() => huge.checkDeclaredSizes()).toThrow(/decompression bomb/);
  });

  it('refuses an entry that inflates past the size it declares', () => {
    const honest = zipSync({ 'word/document.xml': strToU8('<w:document>'.padEnd(200_000, 'x')) });
    const zip = new ZipPackage(forgeDeclaredSizes(honest, 1000));
    const error = jobError(() => zip.read('word/document.xml'));
    expect(error.code).toBe('CORRUPTED_FILE');
    expect(error.message).toMatch(/inflates past its declared 1000 bytes/);
  });

  it('enforces the total budget across entries', () => {
    const parts = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`part${i}.xml`, new Uint8Array(300_000).fill(65 + i)]));
    const zip = new ZipPackage(zipSync(parts), { maxTotalBytes: 1_000_000, maxEntryBytes: 500_000, maxRatio: 100, ratioFloorBytes: 10_000_000 });
    zip.read('part0.xml');
    zip.read('part1.xml');
    zip.read('part2.xml');
    expect(jobError(() => zip.read('part3.xml')).message).toMatch(/in total/);
  });

  it('reports truncated, non-ZIP and encrypted packages', () => {
    expect(jobError(() => new ZipPackage(readFileSync(fixture('word_tables_truncated.docx')))).code).toBe('CORRUPTED_FILE');
    expect(jobError(() => new ZipPackage(strToU8('just some text, not a zip at all'))).code).toBe('CORRUPTED_FILE');
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(jobError(() => new ZipPackage(ole)).code).toBe('PASSWORD_PROTECTED');
  });
});
