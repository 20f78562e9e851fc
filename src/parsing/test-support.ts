// Helpers shared by this folder's tests: fixture paths and the evaluation's bag-of-words token F1
// (same normalisation as the evaluation harness's parse/metrics.mjs), to hold extractors to a score.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export const FIXTURES = new URL('../../test/fixtures/parsing/', import.meta.url).pathname;

export function fixture(name: string): string {
  return join(FIXTURES, name);
}

let scratch: string | null = null;

// Registered while the importing test file is collected, so it runs after that file's tests.
afterAll(() => {
  if (scratch !== null) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

/** Writes bytes to a new temporary file with the given name and returns its path; removed after the test file. */
export function tempFile(name: string, content: Uint8Array | string): string {
  scratch ??= mkdtempSync(join(tmpdir(), 'quarry-parsing-'));
  const path = join(mkdtempSync(join(scratch, 'file-')), name);
  writeFileSync(path, content);
  return path;
}

function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  return normalize(text).replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, (c) => ` ${c} `).match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

export function tokenF1(expected: string, predicted: string): { f1: number; precision: number; recall: number } {
  const e = words(expected);
  const p = words(predicted);
  const counts = new Map<string, number>();
  for (const word of e) counts.set(word, (counts.get(word) ?? 0) + 1);
  let overlap = 0;
  for (const word of p) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      overlap++;
      counts.set(word, left - 1);
    }
  }
  const precision = p.length === 0 ? (e.length === 0 ? 1 : 0) : overlap / p.length;
  const recall = e.length === 0 ? (p.length === 0 ? 1 : 0) : overlap / e.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { f1, precision, recall };
}
