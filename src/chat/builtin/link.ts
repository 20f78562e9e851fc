// Links question words to columns (by label) and to cells (by value), with token spans.
import type { ColumnInfo, TableInfo } from './schema.ts';
import { cellCore, cellKey } from './schema.ts';
import { STOPWORDS, editDistance, stem } from './text.ts';
import { isDictionaryWord, synonyms } from './dictionary.ts';
import { DEMONYMS } from './lexicon.ts';
import type { Token } from './text.ts';

export interface ColumnMention {
  col: ColumnInfo;
  start: number;
  end: number; // exclusive token index
  score: number;
}

export interface ValueMention {
  col: ColumnInfo;
  /** Cells of the column this mention stands for (one when exact). */
  values: string[];
  start: number;
  end: number;
  score: number;
  /** The question named only part of the cell ("Dmitri" for "Dmitri Petrov"). */
  partial: boolean;
  text: string;
}

const GENERIC = new Set(['no', 'name', 'total', 'number', 'of', 'the', 'a', 'in', 'for', 's', 'rank']);

/** Columns whose label words appear in the question. */
export function linkColumns(tokens: Token[], tables: TableInfo[]): ColumnMention[] {
  const stems = tokens.map((t) => stem(t.text));
  const out: ColumnMention[] = [];
  for (const t of tables) {
    for (const col of t.columns) {
      const content = col.labelWords.filter((w) => !STOPWORDS.has(w) || col.labelWords.length === 1);
      const contentStems = new Set(content.map(stem));
      // Contiguous runs of question tokens that are label words.
      let i = 0;
      while (i < tokens.length) {
        const s = stems[i];
        const inLabel = contentStems.has(s) || col.aliasStems.has(s);
        if (!inLabel || (STOPWORDS.has(tokens[i].text) && !contentStems.has(s))) {
          i++;
          continue;
        }
        let j = i + 1;
        while (j < tokens.length && (col.labelStems.has(stems[j]) || col.aliasStems.has(stems[j]))) j++;
        // Leading label words that are stopwords belong to the mention ("in service").
        let from = i;
        while (from > 0 && col.labelStems.has(stems[from - 1]) && STOPWORDS.has(tokens[from - 1].text)) from--;
        const matched = new Set(stems.slice(i, j).filter((x) => contentStems.has(x)));
        const aliasOnly = matched.size === 0;
        const coverage = aliasOnly ? 0.6 : matched.size / Math.max(1, contentStems.size);
        const generic = [...matched].every((m) => GENERIC.has(m)) && !aliasOnly;
        let score = coverage * (generic ? 0.5 : 1);
        if ([...matched].every((x) => /^\d/.test(x)) && !aliasOnly) score *= 0.3;
        if (score > 0.2) out.push({ col, start: from, end: j, score });
        i = j;
      }
    }
  }
  // WordNet synonyms for words no label matched ("earnings" -> Salary, "movie" -> Film).
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].text;
    if (STOPWORDS.has(w) || w.length < 4 || tokens[i].num !== null || out.some((m) => m.start <= i && i < m.end)) continue;
    const syn = new Set(synonyms(w).map(stem));
    if (!syn.size) continue;
    for (const t of tables)
      for (const col of t.columns) {
        const content = col.labelWords.filter((x) => !STOPWORDS.has(x)).map(stem);
        if (content.length && content.length <= 2 && content.some((x) => syn.has(x))) out.push({ col, start: i, end: i + 1, score: 0.5 });
      }
  }
  return out;
}

interface IndexedCell {
  col: ColumnInfo;
  value: string;
  toks: string[];
}

/** Cells whose words appear in the question: exact runs, cores without notes, partial names, near spellings. */
export function linkValues(tokens: Token[], tables: TableInfo[]): ValueMention[] {
  const q = tokens.map((t) => t.text);
  const out: ValueMention[] = [];
  const byFirst = new Map<string, IndexedCell[]>();
  const partialIndex = new Map<string, IndexedCell[]>();
  const byStem = new Map<string, IndexedCell[]>();
  for (const t of tables) {
    for (const col of t.columns) {
      if (col.kind === 'number' || col.kind === 'date') continue;
      for (const value of col.values) {
        const forms = new Set([cellKey(value), cellCore(value)]);
        for (const f of forms) {
          if (!f) continue;
          const toks = f.split(' ');
          const cell = { col, value, toks };
          const list = byFirst.get(toks[0]) ?? [];
          list.push(cell);
          byFirst.set(toks[0], list);
          if (toks.length <= 3) {
            const first = stem(toks[0]);
            const sl = byStem.get(first) ?? [];
            sl.push(cell);
            byStem.set(first, sl);
          }
          if (toks.length > 1 && toks.length <= 8)
            for (const w of new Set(toks)) {
              if (STOPWORDS.has(w) || w.length < 3 || /^\d+$/.test(w)) continue;
              const pl = partialIndex.get(w) ?? [];
              pl.push(cell);
              partialIndex.set(w, pl);
            }
        }
      }
    }
  }
  // Exact token runs (later words may be misspelt by one letter: "churchhill").
  for (let i = 0; i < q.length; i++) {
    for (const cell of byFirst.get(q[i]) ?? []) {
      const n = cell.toks.length;
      if (i + n > q.length) continue;
      let exact = true;
      let ok = true;
      for (let k = 1; k < n && ok; k++) {
        if (q[i + k] === cell.toks[k]) continue;
        exact = false;
        ok = near(q[i + k], cell.toks[k]);
      }
      if (!ok) continue;
      if (n === 1 && (STOPWORDS.has(q[i]) || q[i].length < 2)) continue;
      out.push(mention(cell, [cell.value, ...listCellsHolding(cell)], i, i + n, (exact ? 1 : 0.85) + n * 0.01, false, tokens));
    }
  }
  // Other word forms of short cells ("farmers" for "Farmer", "democrats" for "Democratic").
  const qStems = q.map(stem);
  for (let i = 0; i < q.length; i++) {
    if (STOPWORDS.has(q[i]) || q[i].length < 4) continue;
    for (const cell of byStem.get(qStems[i]) ?? []) {
      const n = cell.toks.length;
      if (i + n > q.length) continue;
      let ok = true;
      for (let k = 0; k < n && ok; k++) if (qStems[i + k] !== stem(cell.toks[k])) ok = false;
      if (ok && q.slice(i, i + n).join(' ') !== cell.toks.join(' ')) out.push(mention(cell, [cell.value, ...listCellsHolding(cell)], i, i + n, 0.9 + n * 0.01, false, tokens));
    }
  }
  // Nationality adjectives stand for the country's cell ("German" -> "Germany").
  for (let i = 0; i < q.length; i++) {
    const names = Object.hasOwn(DEMONYMS, q[i]) ? DEMONYMS[q[i]] : [];
    for (const name of names) {
      const toks = name.split(' ');
      for (const cell of byFirst.get(toks[0]) ?? []) {
        if (cell.toks.join(' ') === name) out.push(mention(cell, [cell.value, ...listCellsHolding(cell)], i, i + 1, 0.9, false, tokens));
      }
    }
  }
  // Country codes in cells ("John Degenkolb (GER)") for a country or nationality in the question.
  for (let i = 0; i < q.length; i++) {
    for (const n of [2, 1]) {
      const codes = countryCodes(q.slice(i, i + n).join(' '));
      if (!codes.length) continue;
      const byCol = new Map<ColumnInfo, Set<string>>();
      for (const code of codes)
        for (const cell of partialIndex.get(code) ?? []) {
          if (!cellParts(cell.value).includes(code)) continue;
          const set = byCol.get(cell.col) ?? new Set<string>();
          set.add(cell.value);
          byCol.set(cell.col, set);
        }
      for (const [col, vals] of byCol) out.push(mention({ col, value: '', toks: [] }, [...vals], i, i + n, 0.85, false, tokens));
      break;
    }
  }
  // Near spellings of whole multi-letter cells ("rase" is too short; "machester" -> "manchester").
  for (let i = 0; i < q.length; i++) {
    if (q[i].length < 5 || STOPWORDS.has(q[i])) continue;
    for (const [first, cells] of byFirst) {
      if (first === q[i] || Math.abs(first.length - q[i].length) > 1 || !near(first, q[i])) continue;
      for (const cell of cells) {
        const n = cell.toks.length;
        if (i + n > q.length) continue;
        let ok = true;
        for (let k = 1; k < n && ok; k++) if (q[i + k] !== cell.toks[k] && !near(q[i + k], cell.toks[k])) ok = false;
        if (ok) out.push(mention(cell, [cell.value], i, i + n, 0.8 + n * 0.01, false, tokens));
      }
    }
  }
  // Partial: a run of question words inside longer cells ("Dmitri" for "Dmitri Petrov").
  for (let i = 0; i < q.length; i++) {
    const cells = partialIndex.get(q[i]);
    if (!cells) continue;
    // One ordinary English word ("league", "first") names no particular cell, unless it is a whole
    // part of the cell ("Turkey" in "Izmir, Turkey"); a rare word or a name does.
    const single = q[i + 1] === undefined || !cells.some((c) => c.toks.includes(q[i + 1]));
    if (single && isDictionaryWord(q[i]) && !/^\d/.test(q[i]) && !cells.some((c) => cellParts(c.value).includes(q[i]))) continue;
    const byCol = new Map<ColumnInfo, { values: Set<string>; end: number; frac: number }>();
    for (const cell of cells) {
      const at = cell.toks.indexOf(q[i]);
      let j = i + 1;
      let k = at + 1;
      while (j < q.length && k < cell.toks.length && q[j] === cell.toks[k]) {
        j++;
        k++;
      }
      const frac = (j - i) / cell.toks.length;
      const cur = byCol.get(cell.col);
      if (!cur || j > cur.end) byCol.set(cell.col, { values: new Set([cell.value]), end: j, frac });
      else if (j === cur.end) cur.values.add(cell.value);
    }
    for (const [col, m] of byCol) {
      // A word in most cells of a column is a unit or a label there ("tonnes"), not a value.
      if (col.values.length > 3 && m.values.size > col.values.length / 2) continue;
      out.push(mention({ col, value: '', toks: [] }, [...m.values], i, m.end, 0.45 + 0.4 * m.frac, true, tokens));
    }
  }
  return out;
}

/** Three-letter country codes for a country name or nationality ("norway", "german"). */
function countryCodes(phrase: string): string[] {
  const codes = (names: string[]) => names.filter((x) => /^[a-z]{3}$/.test(x) && x !== 'usa');
  if (Object.hasOwn(DEMONYMS, phrase)) return codes(DEMONYMS[phrase]);
  for (const names of Object.values(DEMONYMS)) if (names.includes(phrase) && phrase.length > 3) return codes(names);
  return [];
}

function near(a: string, b: string): boolean {
  return a.length >= 5 && b.length >= 5 && !/\d/.test(a + b) && editDistance(a, b, 1) <= 1;
}

/** The comma- or bracket-separated parts of a cell, folded: "Izmir, Turkey" -> ["izmir", "turkey"]. */
function cellParts(v: string): string[] {
  return v.split(/[,;()[\]/]/).map(cellKey).filter(Boolean);
}

/** Cells that list several items, one of which is this cell ("Calvin Coolidge, Herbert Hoover"). */
function listCellsHolding(cell: IndexedCell): string[] {
  const key = cell.toks.join(' ');
  return cell.col.values.filter(
    (v) => v !== cell.value && /[,;/&]|\band\b/.test(v) && v.split(/\s*(?:[,;/&]|\band\b)\s*/).some((part) => cellKey(part) === key || cellCore(part) === key),
  );
}

function mention(cell: IndexedCell, values: string[], start: number, end: number, score: number, partial: boolean, tokens: Token[]): ValueMention {
  return { col: cell.col, values, start, end, score, partial, text: tokens.slice(start, end).map((t) => t.text).join(' ') };
}

/** Keeps the best non-overlapping mentions, longest and strongest first. */
export function chooseValueMentions(ms: ValueMention[]): ValueMention[] {
  const sorted = [...ms].sort((a, b) => b.end - b.start - (a.end - a.start) || b.score - a.score || a.col.position - b.col.position);
  const taken: ValueMention[] = [];
  for (const m of sorted) {
    if (taken.some((t) => t.start < m.end && m.start < t.end)) continue;
    taken.push(m);
  }
  return taken.sort((a, b) => a.start - b.start);
}
