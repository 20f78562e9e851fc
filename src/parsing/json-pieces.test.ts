import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonPieces, STANDARD_JSON, writePieces } from './json-pieces.ts';
import { PYTHON_SORTED_JSON, pythonSortedJson } from '../webhooks/canonical-json.ts';

const result = {
  text: 'Zoë said "hi"\n\t\u0000 and 😀',
  metadata: { filename: 'a.md', tokens: 12, processing_time: 0.125, ratio: 1e-7, big: 1e21, skipped: undefined },
  tables: [
    { headers: ['b', 'a', 'é', '😀'], rows: [{ b: '1', a: '2', é: '3', '😀': '4' }, { b: '', a: 'x"y', é: '\\', '😀': '\u2028' }], row_count: 2, column_count: 4, source: 'native', page: 3 },
    { headers: [], rows: [], row_count: 0, column_count: 0, source: 'ocr' },
  ],
  chunks: ['one', 'two', undefined, null],
  nested: [[[[{ deep: [1, 2, { x: undefined }] }]]]],
  empty: {},
};

describe('a result written piece by piece', () => {
  it('is byte for byte what JSON.stringify and pythonSortedJson write for the whole value', () => {
    expect([...jsonPieces(result, STANDARD_JSON)].join('')).toBe(JSON.stringify(result));
    expect([...jsonPieces(result, PYTHON_SORTED_JSON)].join('')).toBe(pythonSortedJson(result));
  });

  it('writes UTF-8 to a file, counts its bytes, and stops past the limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'json-pieces-'));
    try {
      const path = join(dir, 'result.json');
      const bytes = await writePieces(path, jsonPieces(result, STANDARD_JSON), 1024, () => new Error('too large'));
      expect(readFileSync(path, 'utf8')).toBe(JSON.stringify(result));
      expect(bytes).toBe(Buffer.byteLength(JSON.stringify(result)));
      const many = { rows: Array.from({ length: 10_000 }, (_, i) => ({ i: String(i) })) };
      await expect(writePieces(path, jsonPieces(many, STANDARD_JSON), 50_000, () => new Error('too large'))).rejects.toThrow('too large');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
