// Judges an answer's text against the expected value. Strict on purpose: a number must match the
// expected one (not merely some number), a name that should win must come before its rivals, a
// breakdown needs every key with its own value on its line. "There are 240 rows." is not 26.
import type { Expected } from './types.ts';

export type Verdict = 'right' | 'wrong' | 'declined';

export interface Judgement {
  verdict: Verdict;
  /** Whether the behaviour was the right one: right for answerable questions, declined for the others. */
  correct: boolean;
  note: string;
}

/**
 * `outcome` is `execution_details.outcome`; "declined" and "uncertain" count as declining, and a
 * missing outcome as an answer (engines that never decline).
 */
export function judge(expected: Expected, answer: string, outcome: string | undefined): Judgement {
  const declined = outcome === 'declined' || outcome === 'uncertain';
  if (expected.kind === 'decline') {
    return declined
      ? { verdict: 'declined', correct: true, note: `declined (${outcome})` }
      : { verdict: 'wrong', correct: false, note: `answered a question the data cannot answer (${expected.reason})` };
  }
  if (declined) return { verdict: 'declined', correct: false, note: `declined (${outcome})` };
  const note = mismatch(expected, answer);
  return note === null ? { verdict: 'right', correct: true, note: 'matched' } : { verdict: 'wrong', correct: false, note };
}

/** null when the answer holds the expected value, else why not. */
export function mismatch(expected: Exclude<Expected, { kind: 'decline' }>, answer: string): string | null {
  switch (expected.kind) {
    case 'number': {
      const text = scalarText(answer);
      // An answer that puts a figure in bold answers with it, not with what it adds in brackets:
      // "the number of distinct boxes is **5** (14,236 rows)" does not answer 14,236.
      const bold = /\*\*[^*]*\d[^*]*\*\*/.test(text);
      const said = numbersIn(bold ? text.replace(/\([^()]*\)/g, ' ') : text);
      const found = said.some((n) => close(n, expected.value, expected.decimals, expected.exact ?? false));
      return found ? null : `no number matching ${expected.value}${bold ? ' outside brackets' : ''}`;
    }
    case 'percent': {
      const found = numbersIn(scalarText(answer)).some((n) => n.percent && close(n, expected.value, expected.decimals, false));
      return found ? null : `no percentage matching ${expected.value}%`;
    }
    case 'name': {
      const named = [expected.value, ...(expected.aliases ?? [])]
        .map((name) => ({ name, at: firstIndexOf(answer, name) }))
        .filter((n) => n.at >= 0)
        .sort((a, b) => a.at - b.at)[0];
      if (!named) return `"${expected.value}" not named`;
      const rival = mentionable(answer, expected.others).find((other) => {
        const i = firstIndexOf(answer, other);
        return i >= 0 && i < named.at;
      });
      if (rival) return `"${rival}" named before "${named.name}"`;
      return expected.measure ? unsupportedWinner(answer, named.name, expected.others, expected.measure) : null;
    }
    case 'list': {
      const positions = expected.items.map((item) => firstIndexOutside(answer, item, expected.items));
      const missing = expected.items.filter((_, i) => positions[i] < 0);
      if (missing.length) return `missing ${missing.map((m) => `"${m}"`).join(', ')}`;
      if (expected.ordered && positions.some((p, i) => i > 0 && p < positions[i - 1])) return 'items out of order';
      return null;
    }
    case 'breakdown': {
      const keys = expected.rows.map((r) => r.key);
      const lines = answer.split('\n');
      const missing = expected.rows.filter(
        (row) => !lines.some((line) => valuesAfterKey(line, row.key, keys).some((n) => close(n, row.value, expected.decimals, expected.exact ?? false))),
      );
      if (!missing.length) return null;
      const shown = missing.slice(0, 3).map((r) => `${r.key}=${r.value}`);
      return `${missing.length} of ${keys.length} groups missing or wrong (${shown.join(', ')}${missing.length > 3 ? ', ...' : ''})`;
    }
    case 'date':
      return datePatterns(expected.value).some((p) => p.test(answer)) ? null : `date ${expected.value} not found`;
  }
}

export interface FoundNumber {
  value: number;
  /** Digits written after the decimal point; null for scaled numbers ("1.2 million"), which are approximations. */
  decimals: number | null;
  /** Followed by "%" or "percent". */
  percent: boolean;
}

const SCALES: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, mn: 1e6, m: 1e6, billion: 1e9, bn: 1e9 };

// Dates, times and codes such as "S-014" or "INV-2023-00042" hold digits that are not quantities.
const NOT_QUANTITIES = [
  /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?/g,
  /\b\d{4}-\d{2}\b/g,
  /\b\d{1,2}\/\d{1,2}\/\d{4}\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  /\p{L}[\p{L}\d]*(?:-[\p{L}\d]+)+/gu,
];

const NUMBER =
  /(?<![\p{L}\p{N}_.])(?:(?<=^|[\s(:=|*])(-))?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(thousand|million|billion|mn|bn|k|m)\b)?(\s?%|\s?percent\b)?(?![\p{L}\p{N}_])/giu;

/** The quantities written in a text: thousands separators, "1.2 million", "12%". */
export function numbersIn(text: string): FoundNumber[] {
  let cleaned = text;
  for (const pattern of NOT_QUANTITIES) cleaned = cleaned.replace(pattern, (m) => ' '.repeat(m.length));
  const found: FoundNumber[] = [];
  for (const m of cleaned.matchAll(NUMBER)) {
    const [, minus, whole, fraction, scale, percent] = m;
    let value = Number(whole.replaceAll(',', '') + (fraction ?? ''));
    if (scale) value *= SCALES[scale.toLowerCase()];
    found.push({ value: minus ? -value : value, decimals: scale ? null : (fraction?.length ?? 1) - 1, percent: Boolean(percent) });
  }
  return found;
}

/**
 * Equal after rounding to the expected precision, or to the precision the answer wrote (7.05% is
 * 7.0475% rounded, though 7.05 and 7.0475 round apart at one decimal). A number written with fewer
 * decimals than expected is a rounding: right when it is the expected value rounded to one decimal
 * less ("23%" for 23.46%) or (unless exact) within 0.5% of it ("91,300", "1.2 million"). A number
 * written as precisely as expected gets no slack: "3.75" is not an average of 3.77.
 */
export function close(found: FoundNumber, expected: number, decimals: number, exact: boolean): boolean {
  if (sameAt(found.value, expected, decimals)) return true;
  if (found.decimals !== null && found.decimals >= decimals) return sameAt(found.value, expected, found.decimals);
  if (found.decimals !== null && found.decimals >= decimals - 1 && sameAt(found.value, expected, found.decimals)) return true;
  return !exact && Math.abs(found.value - expected) <= 0.005 * Math.abs(expected);
}

function sameAt(a: number, b: number, decimals: number): boolean {
  const f = 10 ** decimals;
  return Math.round(a * f) === Math.round(b * f);
}

/**
 * The text a single value is looked for in: prose lines, and Markdown tables only when they are
 * small. A dump of a large table, or a line listing many values, holds every number and proves nothing.
 */
const MAX_NUMBERS_ON_A_LINE = 10;

function scalarText(answer: string): string {
  const lines = answer.split('\n');
  const kept: string[] = [];
  let table: string[] = [];
  const flush = () => {
    const dataRows = table.filter((l) => !/^\s*\|?[\s:|-]+\|?\s*$/.test(l)).length - 1;
    if (dataRows <= 3) kept.push(...table);
    table = [];
  };
  for (const line of lines) {
    if (line.trim().startsWith('|')) table.push(line);
    else {
      flush();
      if (numbersIn(line).length <= MAX_NUMBERS_ON_A_LINE) kept.push(line);
    }
  }
  flush();
  return kept.join('\n');
}

/**
 * Short all-capital values ("IT", "US", "OR") are matched case-sensitively: otherwise the word
 * "it" or "or" in any sentence would name them.
 */
function namePattern(name: string): RegExp {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const caseSensitive = /^[A-Z]{1,3}$/.test(name.trim());
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, caseSensitive ? 'gu' : 'giu');
}

/**
 * The names that may occur in `text`: those whose runs of ASCII letters and digits all occur in it,
 * ignoring case. A quick necessary condition for namePattern to match (under the `iu` flags only
 * ASCII letters, U+017F and U+212A fold to ASCII letters; toLowerCase maps U+212A, U+017F is mapped
 * here), so a winner among 30,000 rivals (every shipment) does not compile 30,000 patterns: that
 * took 25 s per answer and stalled the whole run's event loop.
 */
export function mentionable(text: string, names: string[]): string[] {
  const folded = text.toLowerCase().replaceAll('\u017f', 's');
  return names.filter((name) => (name.toLowerCase().match(/[a-z0-9]+/g) ?? []).every((run) => folded.includes(run)));
}

function firstIndexOf(text: string, name: string): number {
  const m = namePattern(name).exec(text);
  return m ? m.index : -1;
}

/**
 * Where `name` is first named on its own, not as part of a longer item of the same list ("Dress"
 * inside "Wedding Dress" is not the Dress).
 */
function firstIndexOutside(text: string, name: string, items: string[]): number {
  const longer = items.filter((other) => other.length > name.length && namePattern(name).test(other));
  const covered = longer.flatMap((other) => [...text.matchAll(namePattern(other))].map((m) => [m.index, m.index + m[0].length] as const));
  for (const m of text.matchAll(namePattern(name))) {
    if (!covered.some(([from, to]) => m.index >= from && m.index + m[0].length <= to)) return m.index;
  }
  return -1;
}

/**
 * The line first naming the winner, if it states numbers, must state its `measure` among them; if
 * it also names rivals ("North, South, East and West have the highest ..."), it must state it.
 */
function unsupportedWinner(answer: string, name: string, others: string[], measure: { value: number; decimals: number; exact: boolean }): string | null {
  const line = answer.split('\n').find((l) => namePattern(name).test(l)) ?? '';
  const stated = numbersIn(line.replace(namePattern(name), ' '));
  if (stated.some((n) => close(n, measure.value, measure.decimals, measure.exact))) return null;
  if (stated.length) return `"${name}" named with ${stated.map((n) => n.value).join(', ')}, not its value ${measure.value}`;
  const rivals = mentionable(line, others).filter((other) => namePattern(other).test(line));
  return rivals.length ? `"${name}" named together with ${rivals.slice(0, 3).join(', ')} and without its value` : null;
}

/** Numbers after each mention of `key` on the line, up to the next mention of another key. */
function valuesAfterKey(line: string, key: string, keys: string[]): FoundNumber[] {
  const starts = [...line.matchAll(namePattern(key))].map((m) => m.index + m[0].length);
  if (!starts.length) return [];
  const others = keys
    .filter((k) => k !== key)
    .flatMap((k) => [...line.matchAll(namePattern(k))].map((m) => m.index));
  return starts.flatMap((start) => {
    const end = Math.min(line.length, ...others.filter((i) => i >= start));
    return numbersIn(line.slice(start, end));
  });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * ISO, "March 2024", "Mar 2024", "March 15, 2024", "15 March 2024" (days without leading zero),
 * and 15/03/2024 or 03/15/2024 when the day is past 12, so the order cannot be misread.
 */
function datePatterns(iso: string): RegExp[] {
  const [year, month, dayOfMonth] = iso.split('-');
  const long = MONTHS[Number(month) - 1];
  const monthName = `(?:${long}|${long.slice(0, 3)}\\.?)`;
  if (dayOfMonth === undefined) {
    return [new RegExp(`(?<!\\d)${year}-${month}(?!\\d)`), new RegExp(`\\b${monthName}\\s+${year}\\b`, 'i')];
  }
  const d = String(Number(dayOfMonth));
  const numeric = Number(dayOfMonth) > 12 ? [new RegExp(`(?<!\\d)(?:${dayOfMonth}/${month}|${month}/${dayOfMonth})/${year}(?!\\d)`)] : [];
  return [
    ...numeric,
    new RegExp(`(?<!\\d)${year}-${month}-${dayOfMonth}(?!\\d)`),
    new RegExp(`\\b${monthName}\\s+0?${d}(?:st|nd|rd|th)?,?\\s+${year}\\b`, 'i'),
    new RegExp(`\\b0?${d}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthName},?\\s+${year}\\b`, 'i'),
  ];
}
