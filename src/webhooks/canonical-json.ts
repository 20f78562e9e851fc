// Webhook signatures are computed over the body as Python's `json.dumps(body, sort_keys=True)`
// writes it, so a receiver can verify by parsing and re-serialising with its standard library.
// The property that matters: json.dumps(json.loads(output), sort_keys=True) == output.
//
// JavaScript numbers carry no int/float distinction, so integer values are written as integers
// (Python reads them back as int and writes them unchanged) and other values as Python's float
// repr. Non-finite numbers are refused: Python would write NaN/Infinity, which is not JSON.

import type { JsonForm } from '../parsing/json-pieces.ts';

/** The value serialised exactly as Python's `json.dumps(value, sort_keys=True)` does; pure ASCII. */
export function pythonSortedJson(value: unknown): string {
  return write(value, new Set());
}

/** pythonSortedJson's form, for writing a large value piece by piece (parsing/json-pieces.ts). */
export const PYTHON_SORTED_JSON: JsonForm = {
  itemSeparator: ', ',
  pairSeparator: ': ',
  key: (name) => quote(name),
  keys: (value) => Object.keys(value).sort(compareCodePoints),
  whole: (value) => pythonSortedJson(value),
};

/**
 * A value already serialised by pythonSortedJson, written as is: a large part of a payload
 * (a parse result) can be serialised once, elsewhere (an extraction thread), and spliced in.
 */
export class SortedJsonText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

function write(value: unknown, ancestors: Set<object>): string {
  if (value instanceof SortedJsonText) return value.text;
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return writeNumber(value);
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      throw new TypeError(`Cannot serialise a ${typeof value} as JSON`);
  }
  if (value === null) return 'null';
  if (ancestors.has(value)) throw new TypeError('Cannot serialise a circular structure as JSON');
  ancestors.add(value);
  let out: string;
  if (Array.isArray(value)) {
    // As JSON.stringify does: holes, undefined and functions in arrays become null.
    out = `[${value.map((item) => (item === undefined || typeof item === 'function' ? 'null' : write(item, ancestors))).join(', ')}]`;
  } else {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function');
    entries.sort(([a], [b]) => compareCodePoints(a, b));
    out = `{${entries.map(([key, item]) => `${quote(key)}: ${write(item, ancestors)}`).join(', ')}}`;
  }
  ancestors.delete(value);
  return out;
}

function writeNumber(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`Cannot serialise ${value} as JSON`);
  if (Object.is(value, -0)) return '0';
  // toExponential() without an argument gives the shortest digits that round-trip, as repr does.
  const [mantissa, exponentText] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  if (Number.isInteger(value)) {
    // Written out in full (1e21 -> 1000000000000000000000) with the digits JSON.stringify shows.
    return (value < 0 ? '-' : '') + mantissa.replace(/[-.]/g, '').padEnd(exponent + 1, '0');
  }
  // Python's repr switches to exponent notation when the decimal point would sit more than 4
  // places left of the digits or more than 16 right (only reachable by integers, handled above).
  if (exponent >= -4 && exponent < 16) return String(value);
  const sign = exponent < 0 ? '-' : '+';
  return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

// Python's ensure_ascii escapes everything outside printable ASCII (space..~), DEL included;
// JavaScript strings are UTF-16, so astral characters come out as surrogate pairs, as in Python.
function quote(text: string): string {
  return `"${text.replace(/["\\]|[^\x20-\x7e]/g, (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

// Python sorts str keys by code point; JavaScript's default sort compares UTF-16 code units,
// which orders astral characters (surrogates, 0xD800..) before U+E000..U+FFFF.
function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1;
    const diff = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
}
