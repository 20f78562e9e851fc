import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pythonSortedJson, SortedJsonText } from './canonical-json.ts';

// Asks a real python3 for json.dumps(json.loads(text), sort_keys=True) of each text, in one run.
function pythonRedump(texts: string[]): string[] {
  const script = 'import json, sys\nprint(json.dumps([json.dumps(json.loads(t), sort_keys=True) for t in json.load(sys.stdin)]))';
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(texts), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

const payloads: unknown[] = [
  { parse_id: '3f1c2b9e-2a4d-4c59-9a1e-0c7d2b1f7a10', status: 'completed', processing_time: 2.5, timestamp: '2026-11-22T01:02:03.456Z' },
  { z: 1, a: { y: [3, 2, { d: null, c: true, b: false }], x: {} }, m: [] },
  { text: 'Grüße aus Köln — “quoted” ½ € ß', emoji: 'rocket 🚀 family 👨‍👩‍👧 flag 🇩🇪', cjk: '表格和文档' },
  { controls: '\u0000\u0001\u0007\b\t\n\u000b\f\r\u001b\u001f\u007f\u0080\u00a0\u2028\u2029\ufeff', quotes: 'a "b" \\c\\ /d/ </script>' },
  { lone: '\ud800 and \udfff', replacement: '\ufffd' },
  // Keys Python sorts by code point: astral letters after U+FFxx, unlike UTF-16 order.
  { '\uff21': 1, '😀': 2, 'é': 3, E: 4, e: 5, '': 6, ' ': 7, a1: 8, a10: 9, a2: 10, 'a b': 11 },
  { floats: [0.1, 0.2 + 0.1, 1.5, -2.75, 1 / 3, 2 / 3, 123456.789, 0.0001, 0.00012, 0.00001, 1.5e-7, 5e-324, 4.35, 9007199254740993.5, 1234567890123456.7, 0.1e-3, 1e-5, -1e-10] },
  { ints: [0, -0, 1, -1, 42, 2 ** 31, 2 ** 53, -(2 ** 53), 1e15, 1e16, 1e20, 12345678901234567000] },
  [1, 'two', [3, [4, [5, []]]], { nested: { deeper: { deepest: 'ok' } } }],
  'just a string with \u00e9',
  3.14,
  null,
  true,
  [],
  {},
];

describe('pythonSortedJson', () => {
  it('writes what Python json.dumps(sort_keys=True) writes for the same value', () => {
    const ours = payloads.map((payload) => pythonSortedJson(payload));
    // JSON.stringify hands Python the same ints and floats we serialise.
    expect(pythonRedump(payloads.map((payload) => JSON.stringify(payload)))).toEqual(ours);
  });

  it('survives a Python parse and re-serialisation byte for byte, including huge integers', () => {
    const texts = [...payloads, { big: 1e21, bigger: 2 ** 70, negative: -1e300, max: 1.7976931348623157e308 }].map((payload) => pythonSortedJson(payload));
    expect(pythonRedump(texts)).toEqual(texts);
    for (const text of texts) expect(/^[\x20-\x7e]*$/.test(text)).toBe(true);
  });

  it('spells out the formats Python uses', () => {
    expect(pythonSortedJson({ b: [1, 2.5, 1e-5, 1e16], a: 'é😀' })).toBe('{"a": "\\u00e9\\ud83d\\ude00", "b": [1, 2.5, 1e-05, 10000000000000000]}');
    expect(pythonSortedJson({ when: new Date(Date.UTC(2026, 10, 22)), skipped: undefined, list: [undefined] })).toBe(
      '{"list": [null], "when": "2026-11-22T00:00:00.000Z"}',
    );
  });

  it('splices in a part serialised earlier, giving the same bytes as serialising it in place', () => {
    const result = { text: 'Zürich 🎉', tables: [{ rows: [{ b: '2', a: '1' }] }], n: 1.5 };
    const whole = pythonSortedJson({ status: 'completed', result, parse_id: 'p' });
    expect(pythonSortedJson({ status: 'completed', result: new SortedJsonText(pythonSortedJson(result)), parse_id: 'p' })).toBe(whole);
  });

  it('refuses values JSON cannot carry', () => {
    expect(() => pythonSortedJson({ x: Number.NaN })).toThrow(TypeError);
    expect(() => pythonSortedJson([Number.POSITIVE_INFINITY])).toThrow(TypeError);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => pythonSortedJson(loop)).toThrow(/circular/);
  });
});
