// Rule-based semantic parsing: question words -> Plan (filters + operation) over one table.
import type { ColumnInfo, TableInfo } from './schema.ts';
import type { Filter, Intent, Plan } from './plan.ts';
import type { ColumnMention, ValueMention } from './link.ts';
import type { Token } from './text.ts';
import { chooseValueMentions, linkColumns, linkValues } from './link.ts';
import { EARLY_WORDS, LATE_WORDS, LEAST_WORDS, MOST_WORDS, PLACE_WORDS, SPEED_WORDS } from './lexicon.ts';
import { ORDINAL_WORDS, STOPWORDS, fold, numberWord, stem, tokenize, words } from './text.ts';
import type { Analysis } from './analysis.ts';
import type { Read } from './analysis.ts';
import { AUX, findSeq, personColumn, roleColumn, entityColumn, timeColumn, metricNear, summable, asFilter, spansRead, union, NOTHING_READ } from './analysis.ts';
import { buildFilters, thanFilters } from './filters.ts';
import { relativeOrder, numericChoice, numericAnchor, adjacency, choiceOptions, choiceIntent, differenceIntent, yesNoIntent } from './comparisons.ts';

/** Mentions of one table, overlaps between column and value mentions settled. */
function settle(cols: ColumnMention[], vals: ValueMention[], q: string[]): { cols: ColumnMention[]; vals: ValueMention[] } {
  const keptVals = vals.filter((v) => {
    const clash = cols.filter((c) => c.start < v.end && v.start < c.end);
    if (!clash.length) return true;
    if (v.partial) return false;
    // "the most in service": after a superlative, a numeric column is meant, not a cell.
    const prev = q[v.start - 1] ?? '';
    if ((MOST_WORDS.has(prev) || LEAST_WORDS.has(prev)) && clash.some((c) => c.col.numExpr !== null)) return false;
    const strongCol = clash.some((c) => c.score >= 0.5 && c.end - c.start >= v.end - v.start);
    return !strongCol;
  });
  const keptCols = cols.filter((c) => !keptVals.some((v) => v.start <= c.start && c.end <= v.end && v.end - v.start > c.end - c.start));
  return { cols: keptCols, vals: keptVals };
}

function whIndex(q: string[]): number {
  return q.findIndex((w) => ['which', 'what', 'who', 'whom', 'whose', 'when', 'where', 'name', 'list', 'show', 'give', 'tell'].includes(w));
}

/** The column the answer comes from. */
function findTarget(a: Analysis, t: TableInfo, avoid: Set<ColumnInfo>): { col: ColumnInfo | null; explicit: boolean } {
  const q = a.q;
  const wi = whIndex(q);
  if (wi >= 0) {
    const near = a.cols
      .filter((m) => !avoid.has(m.col) && m.start > wi && m.start <= wi + 4)
      .sort((x, y) => x.start - y.start || y.score - x.score)[0];
    const w = q[wi];
    const isWho = w === 'who' || w === 'whom' || w === 'whose';
    if (near && q.slice(wi + 1, near.start).every((x) => STOPWORDS.has(x) || AUX.has(x)) && !(isWho && (near.col.kind !== 'text' || near.col.numericText))) {
      return { col: near.col, explicit: true };
    }
    // "which employee" for employees.csv: the column naming the rows.
    const noun = q[wi + 1];
    if (noun && !STOPWORDS.has(noun) && words(t.table.label).some((lw) => stem(lw) === stem(noun))) {
      const ec = entityColumn(t, avoid);
      if (ec) return { col: ec, explicit: true };
    }
    if (w === 'who' || w === 'whom' || w === 'whose') return { col: personColumn(t, avoid), explicit: true };
    if (w === 'when' || (w === 'what' && ['year', 'date', 'season', 'day', 'month'].includes(q[wi + 1]))) {
      const tc = timeColumn(t, avoid);
      if (tc) return { col: tc, explicit: true };
    }
    if (w === 'where') {
      const pc = roleColumn(t, avoid, PLACE_WORDS);
      if (pc) return { col: pc, explicit: true };
    }
    if (near) return { col: near.col, explicit: false };
  }
  const any = a.cols.filter((m) => !avoid.has(m.col)).sort((x, y) => y.score - x.score)[0];
  if (any && any.score >= 0.5) return { col: any.col, explicit: false };
  return { col: entityColumn(t, avoid), explicit: false };
}

/** Question words naming the table itself ("employees" for employees.csv). */
function labelScore(t: TableInfo, stemsOf: Set<string>): number {
  const names = t.joinOf ?? [t.table.name];
  const labelWords = [...words(t.table.label.replace(/\.[a-z0-9]+(?= |$)/gi, ' ')), ...names.flatMap((n) => words(n.replace(/_/g, ' ')))];
  return 0.6 * new Set(labelWords.filter((w) => !STOPWORDS.has(w) && stemsOf.has(stem(w))).map(stem)).size;
}

function pickTable(tables: TableInfo[], cols: ColumnMention[], vals: ValueMention[], stemsOf: Set<string>): TableInfo {
  let best = tables[0];
  let bestScore = -1;
  // Single tables come first, so a join is chosen only when it explains strictly more of the question.
  for (const t of tables) {
    const s =
      labelScore(t, stemsOf) +
      cols.filter((c) => c.col.table === t.table).reduce((x, c) => x + c.score, 0) +
      vals.filter((v) => v.col.table === t.table).reduce((x, v) => x + v.score * (v.end - v.start), 0);
    if (s > bestScore) {
      best = t;
      bestScore = s;
    }
  }
  return best;
}

function ordinalAt(q: string[], i: number): number | null {
  const w = q[i];
  if (Object.hasOwn(ORDINAL_WORDS, w)) return ORDINAL_WORDS[w];
  const m = w?.match(/^(\d+)(st|nd|rd|th)$/);
  return m ? Number(m[1]) : null;
}

/** Interprets a question over the given tables (one of them is chosen). */
export function interpret(question: string, tables: TableInfo[], joins: TableInfo[] = []): Plan | null {
  if (!tables.length) return null;
  const tokens = tokenize(question);
  const q = tokens.map((t) => t.text);
  const singleCols = linkColumns(tokens, tables);
  const singleVals = chooseValueMentions(linkValues(tokens, tables));
  const stemsOf = new Set(q.map(stem));
  let t = pickTable(tables, singleCols, singleVals, stemsOf);
  let cols = singleCols.filter((c) => c.col.table === t.table);
  let vals = singleVals.filter((v) => v.col.table === t.table);
  const score = (cs: ColumnMention[], vs: ValueMention[], ti: TableInfo) =>
    labelScore(ti, stemsOf) + cs.reduce((x, c) => x + c.score, 0) + vs.reduce((x, v) => x + v.score * (v.end - v.start), 0);
  for (const j of joins) {
    if (!j.joinOf?.includes(t.table.name)) continue;
    const jc = linkColumns(tokens, [j]);
    const jv = chooseValueMentions(linkValues(tokens, [j]));
    if (score(jc, jv, j) > score(cols, vals, t) + 0.3) {
      t = j;
      cols = jc;
      vals = jv;
    }
  }
  const settled = settle(cols, vals, q);
  const a: Analysis = { raw: fold(question), tokens, q, cols: settled.cols, vals: settled.vals };
  return planFor(a, t);
}

function planFor(a: Analysis, t: TableInfo): Plan | null {
  const q = a.q;
  const has = (p: string) => findSeq(q, p) >= 0;
  const relative = relativeOrder(a);
  const named = relative ?? choiceOptions(a);
  const numeric = named ? null : numericChoice(a, t);
  const choiceAt = named ?? numeric?.options ?? null;
  const skip = new Set<ValueMention>(choiceAt ? [choiceAt[0], choiceAt[1]] : []);
  // The question's words read so far: each step below adds what it read.
  let read: Read = union(numeric?.read ?? NOTHING_READ, spansRead(...(choiceAt ?? [])));

  // Row-adjacency: "after X", "next after X", "before X", "previous to X", "above/below X".
  const adj = relative ? null : (adjacency(a) ?? numericAnchor(a, t, read));
  if (adj) {
    skip.add(adj.anchor);
    read = union(read, spansRead(adj.anchor));
  }
  const top = topCount(a);
  const topN = top?.n ?? null;
  const than = thanFilters(a, t);
  read = union(read, top?.read ?? NOTHING_READ, than.read);
  // "how many abbreviations are after Tarmo": rows below (or above) a named row.
  if (/\b(how many|number of)\b/.test(q.join(' '))) {
    for (const v of a.vals) {
      const cue = q[v.start - 1] === 'the' ? q[v.start - 2] : q[v.start - 1];
      if ((cue === 'after' || cue === 'before' || cue === 'below' || cue === 'above') && !v.partial) {
        than.filters.push({ col: v.col, op: cue === 'after' || cue === 'below' ? 'rowafter' : 'rowbefore', values: v.values, said: `${cue} ${v.text}`, than: { filter: asFilter(v), from: t.ident } });
        skip.add(v);
        read = union(read, spansRead({ start: v.start - 1, end: v.end }));
      }
    }
  }
  for (const v of than.anchors) skip.add(v);
  const built = buildFilters(a, t, skip, read);
  read = union(read, built.read);
  let filters = [...than.filters, ...built.filters];
  const filterCols = new Set(filters.filter((f) => !f.excludesAnchor).map((f) => f.col));
  let intent: Intent | null = null;
  let explicit = true;

  const supIdx = q.findIndex((w, i) => (MOST_WORDS.has(w) || LEAST_WORDS.has(w)) && !read.has(i) && !(q[i + 1] === 'than'));
  const amountOf = findSeq(q, 'amount of');
  const numberOf = findSeq(q, 'number of') >= 0 ? findSeq(q, 'number of') : amountOf >= 0 && !a.cols.some((m) => m.start === amountOf + 2 && summable(m.col)) ? amountOf : -1;
  const superlativeNumberOf = numberOf > 0 && supIdx >= 0 && supIdx < numberOf && !has('how many');
  const howMany = has('how many') ? findSeq(q, 'how many') + 2 : numberOf >= 0 && !superlativeNumberOf ? numberOf + 2 : -1;
  const countCue = howMany >= 0 || q[0] === 'count' || has('how often');
  let desc = supIdx >= 0 ? MOST_WORDS.has(q[supIdx]) : true;
  const yesno = AUX.has(q[0]) && !has('how many');

  if (adj) {
    const avoid = new Set<ColumnInfo>();
    const tgt = findTarget(a, t, avoid);
    const byName = tgt.col && a.cols.some((m) => m.col === tgt.col);
    const target = tgt.col && byName ? tgt.col : adj.anchor.col;
    explicit = true;
    intent = {
      kind: 'adjacent', target,
      anchor: { col: adj.anchor.col, op: '=', values: adj.anchor.values, said: adj.anchor.text },
      offset: adj.offset,
      timeCol: /\b(listed|above|below|row|table|list|chart)\b/.test(q.join(' ')) ? null : timeColumn(t, new Set([adj.anchor.col])),
      rankBy: null,
    };
    const nextSup = q.findIndex((w, i) => i > 0 && ['next', 'second'].includes(q[i - 1]) && (MOST_WORDS.has(w) || LEAST_WORDS.has(w)));
    const rankCol = nextSup >= 0 ? metricNear(a, nextSup, new Set([adj.anchor.col])) : null;
    if (rankCol) {
      read = union(read, spansRead(rankCol));
      intent.rankBy = { col: rankCol.col, desc: MOST_WORDS.has(q[nextSup]) };
      intent.offset = 1;
      intent.timeCol = null;
    }
  } else if (relative) {
    read = union(read, spansRead({ start: relative[0].start, end: relative[1].end }));
    intent = { kind: 'choice', target: relative[0].col, options: [asFilter(relative[0]), asFilter(relative[1])], metric: null, desc: false, by: 'relative' };
  } else if (choiceAt) {
    const choice = choiceIntent(a, choiceAt, filterCols);
    intent = choice.intent;
    read = union(read, choice.read);
  } else if (yesno) {
    const yesNo = yesNoIntent(a, filters);
    intent = yesNo.intent;
    filters = yesNo.filters;
  } else if (has('difference') || /\bhow (many|much) (more|less|fewer|higher|lower|bigger|larger|greater|longer)\b/.test(q.join(' '))) {
    const difference = differenceIntent(a, filters, null);
    intent = difference?.intent ?? null;
    filters = difference?.filters ?? filters;
    read = union(read, difference?.read ?? NOTHING_READ);
  } else if (/\bhow (many years|long) (after|before|between|from|separate)/.test(q.join(' ')) || /\bhow many years (passed|elapsed)/.test(q.join(' '))) {
    const difference = differenceIntent(a, filters, timeColumn(t, new Set(filters.map((f) => f.col))));
    intent = difference?.intent ?? null;
    filters = difference?.filters ?? filters;
    read = union(read, difference?.read ?? NOTHING_READ);
  }

  if (!intent && countCue) {
    const distinctIdx = q.findIndex((w) => w === 'different' || w === 'distinct' || w === 'unique');
    const skipWords = q[howMany] && ['total', 'different', 'distinct', 'unique', 'separate'].includes(q[howMany]) ? 1 : 0;
    const counted = a.cols.find((m) => howMany >= 0 && m.start >= howMany && m.start <= howMany + skipWords && !filterCols.has(m.col));
    const repeatedText = counted && counted.col.kind === 'text' && !counted.col.numericText && counted.col.distinctRatio < 0.9 && filters.length === 0;
    if ((distinctIdx >= 0 || repeatedText) && counted) {
      read = union(read, spansRead(counted));
      intent = { kind: 'count', distinct: counted.col };
    } else if (counted && summable(counted.col)) {
      read = union(read, spansRead(counted));
      intent = { kind: 'aggregate', fn: 'sum', metric: counted.col };
    } else {
      intent = { kind: 'count', distinct: null };
      // "how many medals did Venezuela win": one named row of a table with a Total column.
      const total = t.columns.find((c) => summable(c) && c.labelWords.length === 1 && c.labelWords[0] === 'total' && !filterCols.has(c));
      const named = filters.length > 0 && filters.every((x) => x.op === '=' && x.col.distinctRatio >= 0.9 && x.values.length === 1);
      if (total && named && howMany >= 0 && !a.cols.some((m) => m.start >= howMany && m.start <= howMany + 1)) {
        intent = { kind: 'aggregate', fn: 'sum', metric: total };
      }
    }
  }

  const grouping = groupBy(a, filterCols);
  const grp = grouping?.col ?? null;
  read = union(read, spansRead(grouping?.mention));

  if (!intent) {
    const avg = q.findIndex((w) => w === 'average' || w === 'mean' || w === 'avg');
    const sum = q.findIndex((w) => w === 'total' || w === 'sum' || w === 'combined' || w === 'altogether');
    if (avg >= 0 || sum >= 0) {
      const at = avg >= 0 ? avg : sum;
      const m = metricNear(a, at, filterCols);
      if (m) {
        read = union(read, spansRead(m));
        intent = grp
          ? { kind: 'group', group: grp, fn: avg >= 0 ? 'avg' : 'sum', metric: m.col }
          : { kind: 'aggregate', fn: avg >= 0 ? 'avg' : 'sum', metric: m.col };
      }
    }
  }
  if (intent && intent.kind === 'count' && grp) intent = { kind: 'group', group: grp, fn: 'count', metric: null };

  if (!intent) {
    // Superlatives and first/last.
    const earlyIdx = q.findIndex((w, i) => (EARLY_WORDS.has(w) || LATE_WORDS.has(w)) && !read.has(i));
    if (supIdx >= 0) {
      const sw = q[supIdx];
      const m = metricNear(a, supIdx, filterCols);
      // "fastest" means the lowest time, but the highest speed.
      if (SPEED_WORDS.has(sw) && m && !m.col.clock) desc = !desc;
      const tgtAvoid = new Set([...filterCols, ...(m ? [m.col] : [])]);
      const tgt = findTarget(a, t, tgtAvoid);
      explicit = tgt.explicit;
      const wantsValue = /^(what|how) (is|was|are|were)? ?(the )?(most|highest|largest|greatest|least|lowest|smallest|fewest|maximum|minimum|max|min)/.test(q.join(' ')) && !tgt.explicit;
      if (m && grp) {
        read = union(read, spansRead(m));
        explicit = true;
        intent = { kind: 'group', group: grp, fn: desc ? 'max' : 'min', metric: m.col };
      } else if (m && wantsValue) {
        read = union(read, spansRead(m));
        explicit = true;
        intent = { kind: 'aggregate', fn: desc ? 'max' : 'min', metric: m.col };
      } else if (m && tgt.col && tgt.col !== m.col) {
        read = union(read, spansRead(m));
        intent = { kind: 'extreme', target: tgt.col, metric: m.col, desc, n: topN ?? 1, byTime: false };
      } else if (m) {
        read = union(read, spansRead(m));
        explicit = true;
        intent = { kind: 'aggregate', fn: desc ? 'max' : 'min', metric: m.col };
      } else if (tgt.col && tgt.col.distinctRatio < 0.9 && !EARLY_WORDS.has(sw) && !LATE_WORDS.has(sw) && sw !== 'top' && sw !== 'best') {
        // "which venue hosted the most events": the value that occurs in the most rows.
        intent = { kind: 'extreme', target: tgt.col, metric: null, desc, n: topN ?? 1, byTime: false };
      } else if (tgt.col && looseMetric(a, t, supIdx, tgt.col)) {
        const lm = looseMetric(a, t, supIdx, tgt.col) as ColumnInfo;
        intent = { kind: 'extreme', target: tgt.col, metric: lm, desc, n: topN ?? 1, byTime: false };
        explicit = false;
      } else if (tgt.col && ['oldest', 'youngest'].includes(sw)) {
        const tc = timeColumn(t, new Set([tgt.col]));
        if (tc) intent = { kind: 'extreme', target: tgt.col, metric: tc, desc: sw === 'youngest', n: 1, byTime: true };
      } else if (tgt.col) {
        // "the top team", "the best film": the first row, tables being ranked.
        intent = { kind: 'position', target: tgt.col, last: LEAST_WORDS.has(sw), n: topN ?? 1 };
        explicit = false;
      }
      read = union(read, spansRead({ start: supIdx, end: supIdx + 1 }));
    } else if (earlyIdx >= 0) {
      const w = q[earlyIdx];
      const last = LATE_WORDS.has(w);
      const tgt = findTarget(a, t, filterCols);
      explicit = tgt.explicit;
      const ordinalFilter = placeFilter(a, t, earlyIdx);
      if (ordinalFilter && tgt.col) {
        filters = [...filters, ordinalFilter];
        intent = { kind: 'lookup', target: tgt.col };
      } else if (tgt.col) {
        const namedTime = a.cols.find((m) => m.col !== tgt.col && (m.col.kind === 'date' || m.col.yearLike) && !filterCols.has(m.col));
        const tc = namedTime?.col ?? (['earliest', 'latest', 'newest', 'oldest', 'recent'].includes(w) ? timeColumn(t, new Set([tgt.col])) : null);
        intent = tc
          ? { kind: 'extreme', target: tgt.col, metric: tc, desc: last, n: topN ?? 1, byTime: true }
          : { kind: 'position', target: tgt.col, last, n: topN ?? 1 };
      }
      read = union(read, spansRead({ start: earlyIdx, end: earlyIdx + 1 }));
    }
  }

  if (!intent && grp && /\b(by|per)\b/.test(q.join(' '))) {
    intent = { kind: 'group', group: grp, fn: 'count', metric: null };
  }

  if (!intent) {
    const tgt = findTarget(a, t, filterCols);
    explicit = tgt.explicit;
    if (tgt.col) intent = { kind: 'lookup', target: tgt.col };
  }
  if (!intent) return null;

  const mentioned = new Set<number>();
  for (const m of [...a.cols, ...a.vals]) for (let i = m.start; i < m.end; i++) mentioned.add(i);
  const tableWords = new Set(words(t.table.label).map(stem));
  // The thing counted ("how many horses") needs no column of its own.
  const counted = howMany >= 0 ? howMany + (['different', 'distinct', 'unique', 'total'].includes(q[howMany]) ? 1 : 0) : -1;
  const unexplainedAt = q
    .map((w, i) => i)
    .filter((i) => {
      const w = q[i];
      if (STOPWORDS.has(w) || AUX.has(w) || read.has(i) || mentioned.has(i) || KNOWN_CUES.has(w) || i === counted) return false;
      return !tableWords.has(stem(w)) && a.tokens[i].num === null;
    });
  const unexplained = unexplainedAt.map((i) => q[i]);
  const unusedNumbers = a.tokens.filter((tk, i) => tk.num !== null && !read.has(i) && !mentioned.has(i));
  const linked = a.cols.length + a.vals.length + filters.length;
  let confidence = linked === 0 ? (intent.kind === 'count' ? 0.8 : 0.2) : explicit ? 0.9 : 0.7;
  // Words or numbers the plan does not use may carry a condition it missed: answer, but say so.
  if (unexplained.length >= 2 || unusedNumbers.length > 0) confidence = Math.min(confidence, 0.7);
  if (intent.kind === 'count' && filters.length === 0 && unexplained.length >= 1) confidence = Math.min(confidence, 0.7);
  if (intent.kind === 'lookup' && filters.length === 0) confidence = Math.min(confidence, 0.4);
  return { table: t, intent, filters, confidence, unexplained };
}

const KNOWN_CUES = new Set([
  ...MOST_WORDS, ...LEAST_WORDS, ...EARLY_WORDS, ...LATE_WORDS,
  'average', 'mean', 'sum', 'combined', 'difference', 'next', 'previous', 'after', 'before', 'above', 'below', 'following',
  'preceding', 'different', 'distinct', 'unique', 'times', 'count', 'top', 'bottom', 'how', 'long', 'often', 'group', 'per',
  'each', 'did', 'more', 'rows', 'records', 'entries',
]);

/** A numeric column named loosely after a superlative ("most songwriters" -> "Songwriter(s)"). */
function looseMetric(a: Analysis, t: TableInfo, at: number, target: ColumnInfo): ColumnInfo | null {
  const next = a.q.slice(at + 1, at + 5).filter((w) => !STOPWORDS.has(w) && w !== 'amount');
  const cands = t.columns.filter((c) => c !== target && c.numExpr !== null && !c.yearLike);
  for (const w of next) {
    if (w.length < 4) continue;
    const root = stem(w);
    const hit = cands.find((c) =>
      c.labelWords.some((lw) => lw.length >= 4 && (lw.startsWith(w.slice(0, 4)) || w.startsWith(lw.slice(0, 4)) || (root.length >= 3 && lw.startsWith(root)))),
    );
    if (hit) return hit;
  }
  return null;
}

/** "the 5 highest", "top 3": how many rows the superlative asks for. */
function topCount(a: Analysis): { n: number; read: Read } | null {
  const q = a.q;
  for (let i = 0; i < q.length; i++) {
    if (q[i] === 'top' || q[i] === 'bottom' || MOST_WORDS.has(q[i]) || LEAST_WORDS.has(q[i]) || EARLY_WORDS.has(q[i]) || LATE_WORDS.has(q[i])) {
      if (q[i - 1] === 'at' || q[i + 1] === 'than') continue;
      const plain = (tk: Token | undefined) => (tk && /^\d+(st|nd|rd|th)$/.test(tk.text) ? undefined : tk);
      const next = plain(a.tokens[i + 1]);
      const prev = plain(a.tokens[i - 1]);
      const n = next?.num ?? numberWord(next?.text ?? '') ?? prev?.num ?? numberWord(prev?.text ?? '');
      if (n !== null && n !== undefined && Number.isInteger(n) && n > 1 && n <= 100) {
        const at = next?.num !== null || numberWord(next?.text ?? '') !== null ? i + 1 : i - 1;
        return { n, read: spansRead({ start: at, end: at + 1 }) };
      }
    }
  }
  return null;
}

/** "placed first", "finished 3rd", "came in first": a filter on a position-like column. */
function placeFilter(a: Analysis, t: TableInfo, i: number): Filter | null {
  const n = ordinalAt(a.q, i);
  if (n === null) return null;
  const verbs = ['placed', 'finished', 'came', 'ranked', 'place', 'position', 'rank', 'finish', 'finishing', 'in', 'picked', 'pick', 'drafted', 'selected', 'chosen', 'seeded'];
  if (!verbs.includes(a.q[i - 1] ?? '') && !verbs.includes(a.q[i + 1] ?? '')) return null;
  const forms = new Set([String(n), `${n}st`, `${n}nd`, `${n}rd`, `${n}th`, `${n}.`, `t${n}`, `=${n}`]);
  for (const c of t.columns) {
    const hits = c.values.filter((v) => forms.has(v.trim().toLowerCase().replace(/\s+/g, '')));
    if (hits.length && (c.labelWords.some((w) => ['pos', 'position', 'place', 'rank', 'result', 'finish', 'placing', 'standing', 'pick', 'seed', 'overall'].includes(w)) || c.numericText)) {
      return { col: c, op: '=', values: hits, said: a.q[i] };
    }
  }
  return null;
}

/** "by department", "per city", "for each team": the grouping column. */
function groupBy(a: Analysis, filterCols: Set<ColumnInfo>): { col: ColumnInfo; mention: ColumnMention } | null {
  for (const m of a.cols) {
    const before = a.q.slice(Math.max(0, m.start - 2), m.start).join(' ');
    if (/(^| )(by|per|each|every)( each)?$/.test(before) && !filterCols.has(m.col) && !summable(m.col)) {
      return { col: m.col, mention: m };
    }
  }
  return null;
}
