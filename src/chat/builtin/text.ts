// Text normalisation shared by question analysis, value linking and passage answering.
import { stemmer } from 'stemmer';

/** Lower case, no accents, ASCII quotes and dashes. */
export function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .toLowerCase();
}

export interface Token {
  /** Folded text; numbers lose their thousands separators ("50,000" -> "50000"). */
  text: string;
  start: number;
  end: number;
  /** Numeric value when the token is a number ("50,000", ".9", "3rd"). */
  num: number | null;
}

const TOKEN_RE = /\d+:\d{2}(?::\d{2})?(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+(?:st|nd|rd|th)?|[\p{L}\p{N}]+/gu;

/** "4:10" -> 250 seconds, "2:19:26" -> 8366 seconds. */
export function clockSeconds(s: string): number | null {
  const m = s.match(/^(\d+):(\d{2})(?::(\d{2}))?(\.\d+)?$/);
  if (!m) return null;
  const frac = m[4] ? Number(m[4]) : 0;
  return m[3] !== undefined ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + frac : Number(m[1]) * 60 + Number(m[2]) + frac;
}

export function tokenize(s: string): Token[] {
  const folded = fold(s);
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN_RE)) {
    const raw = m[0];
    let num: number | null = null;
    let text = raw;
    if (raw.includes(':')) {
      num = clockSeconds(raw);
    } else if (/^[\d.,]+$/.test(raw) && /\d/.test(raw)) {
      text = raw.replace(/,/g, '');
      num = Number(text);
      if (text.startsWith('.')) text = '0' + text;
    } else if (/^\d+(st|nd|rd|th)$/.test(raw)) {
      num = Number(raw.replace(/\D/g, ''));
    }
    out.push({ text, start: m.index, end: m.index + raw.length, num });
  }
  return out;
}

export function words(s: string): string[] {
  return tokenize(s).map((t) => t.text);
}

/** Normalised form used to compare a cell with question words. */
export function cellKey(v: string): string {
  return words(v).join(' ');
}

const stemCache = new Map<string, string>();
export function stem(w: string): string {
  let s = stemCache.get(w);
  if (s === undefined) {
    s = /^\d/.test(w) ? w : stemmer(w);
    stemCache.set(w, s);
  }
  return s;
}

export const STOPWORDS = new Set(
  ('a an the of in on at to for from by with and or is are was were be been being do does did has have had ' +
    'what which who whom whose when where why how that this these those it its as than then there their they ' +
    'he she his her him them me my we our you your i not no any all each every per into onto over under about ' +
    'after before between during up down out off only also same other another just so such can could would ' +
    'should will shall may might must one s listed list table name named tell give show find number total many much ' +
    'according based information chart listed')
    .split(' '),
);

/** Levenshtein distance, capped: returns cap+1 as soon as the distance exceeds cap. */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length];
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, thousand: 1000, once: 1, twice: 2, thrice: 3,
};
export const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};

export function numberWord(w: string): number | null {
  return Object.hasOwn(NUMBER_WORDS, w) ? NUMBER_WORDS[w] : null;
}

/** Loose number reading of a cell: "12,467" -> 12467, "7.68 m" -> 7.68, "$1.5" -> 1.5, "3rd" -> 3. */
export function looseNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'bigint') return Number(raw);
  if (typeof raw !== 'string') return null;
  const m = raw.trim().replace(/[−–]/g, '-').match(/^[^\d\-+.]{0,3}([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[-+]?\.\d+)/);
  if (!m) return null;
  const v = Number(m[1].replace(/,/g, ''));
  return Number.isFinite(v) ? v : null;
}

/** Numbers as people write them: thousands separators, at most two decimals. */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  const rounded = Math.round(v * 100) / 100;
  const isInt = Number.isInteger(rounded);
  return rounded.toLocaleString('en-US', { minimumFractionDigits: isInt ? 0 : 2, maximumFractionDigits: 2 });
}

export function sqlString(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

export function quoteIdent(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}
