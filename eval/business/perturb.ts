// The precision audit by perturbation: the answerable questions of the tuning splits and the seen
// holdouts, each made unanswerable by one change the data cannot meet, asked through HTTP to a
// Quarry it starts itself. Every perturbed question should be declined or answered as uncertain;
// a confident answer is a precision leak (a content word the engine ignored or read loosely).
//
// Kinds of change (see `variants`):
//   measure  a word of a numeric header in the question swapped for a business noun no header holds
//            ("total refunds" where there is no refund column)
//   place    a filter on a place no cell holds ("... in the Oslo branch")
//   period   a year outside the data ("... in 1987", or the question's year replaced)
//   group    a breakdown by a dimension no header holds ("... broken down by franchise")
//
//   npm run eval:perturb [-- --split dev,dev2 --kinds measure,place --every 2 --json out.json]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { QuarryClient } from './client.ts';
import { startService, type RunningService } from './service.ts';
import { loadSplit, splitNames } from './splits.ts';
import type { BusinessSchema, DataFile, Question } from './types.ts';

const KINDS = ['measure', 'place', 'period', 'group'] as const;
type Kind = (typeof KINDS)[number];

const { values: options } = parseArgs({
  options: {
    split: { type: 'string', default: [...splitNames('tuning'), ...splitNames('seen')].join(',') },
    schema: { type: 'string' },
    kinds: { type: 'string', default: KINDS.join(',') },
    every: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '2' },
    json: { type: 'string' },
    'timeout-ms': { type: 'string', default: '120000' },
    'dry-run': { type: 'boolean', default: false },
    /** One variant a question, its kind taken in turn, rather than one of each kind. */
    one: { type: 'boolean', default: false },
  },
});

const splits = options.split.split(',').map((s) => s.trim()).filter(Boolean);
// Blind splits are never perturbed, never asked.
const blind = splits.filter((s) => splitNames('blind').includes(s));
if (blind.length) {
  console.error(`refused: ${blind.join(', ')} ${blind.length > 1 ? 'are' : 'is'} blind`);
  process.exit(2);
}
const kinds = options.kinds.split(',').map((s) => s.trim()) as Kind[];
if (!kinds.every((k) => (KINDS as readonly string[]).includes(k))) {
  console.error(`--kinds: one of ${KINDS.join(', ')}`);
  process.exit(2);
}

// Nouns of business figures seldom held: one is used only where no header or cell of the schema holds it.
const ABSENT_MEASURES: Array<[string, string]> = [
  ['refunds', 'refund'], ['royalties', 'royalty'], ['commissions', 'commission'], ['rebates', 'rebate'], ['penalties', 'penalty'],
  ['tips', 'tip'], ['emissions', 'emission'], ['subsidies', 'subsidy'], ['dividends', 'dividend'], ['bribes', 'bribe'],
];
/** Header words of columns that are no figure though they hold numbers: ids, codes, years. */
const NOT_FIGURES = new Set(['id', 'code', 'no', 'number', 'ref', 'year', 'zip', 'postcode', 'phone', 'isbn']);
const ABSENT_PLACES = ['Oslo', 'Reykjavik', 'Tallinn', 'Valletta', 'Winnipeg', 'Adelaide'];
const ABSENT_YEARS = ['1987', '1979', '1992'];
const ABSENT_GROUPS = ['franchise', 'loyalty tier', 'sales territory', 'franchisee', 'account manager'];
/**
 * Business nouns of a figure a question may say without any header holding the word ("revenue"
 * over Total paid (£), "spend" over amount): swapped like a header's word, so the measure kind
 * reaches the questions that name their figure in business terms.
 */
const FIGURE_NOUNS = new Set(['revenue', 'revenues', 'sales', 'income', 'takings', 'turnover', 'spend', 'spending', 'cost', 'costs', 'fees', 'earnings', 'profit', 'profits', 'payments', 'value']);
/** Words of a question never swapped: they name no figure. */
const STOP = new Set(['what', 'which', 'when', 'where', 'total', 'average', 'number', 'count', 'many', 'much', 'each', 'with', 'from', 'that', 'this', 'have', 'were', 'there', 'their', 'than', 'over', 'under', 'most', 'least', 'more', 'less', 'highest', 'lowest', 'per', 'month', 'year', 'week', 'day', 'date', 'time', 'name', 'id']);

interface Variant {
  kind: Kind;
  source: Question;
  text: string;
  change: string;
}

interface SchemaFacts {
  /** Lower-cased words of every header. */
  headerWords: Set<string>;
  /** Lower-cased words of numeric headers. */
  numericWords: Set<string>;
  /** Everything the tables hold, lower-cased, for checking a word is absent. */
  text: string;
  /** Years in the data. */
  years: Set<string>;
}

const words = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

function pick<T>(list: readonly T[], seed: string, ok: (t: T) => boolean): T | null {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  for (let i = 0; i < list.length; i++) {
    const t = list[(h + i) % list.length];
    if (ok(t)) return t;
  }
  return null;
}

const absent = (facts: SchemaFacts, phrase: string) => !facts.text.includes(phrase.toLowerCase()) && !facts.text.includes(phrase.toLowerCase().replace(/s$/, ''));

/** Appends a phrase before the question's closing mark. */
function appended(text: string, phrase: string): string {
  const m = text.match(/^(.*?)([?.!]*)\s*$/s)!;
  return `${m[1]} ${phrase}${m[2] || '?'}`;
}

/** The perturbed variants of one question: at most one of each kind, or with --one the first in turn from the question's place. */
function variants(q: Question, facts: SchemaFacts): Variant[] {
  const all = allVariants(q, facts);
  if (!options.one || all.length <= 1) return all;
  const n = Number(q.id.match(/(\d+)$/)?.[1] ?? 0);
  return [all[n % all.length]];
}

function allVariants(q: Question, facts: SchemaFacts): Variant[] {
  const out: Variant[] = [];
  const tokens = q.text.split(/(\s+)/);
  if (kinds.includes('measure')) {
    // The last word of the question that is a word of a numeric header: the figure asked for.
    const at = tokens.map((t, i) => [t, i] as const).filter(([t]) => {
      const w = t.toLowerCase().replace(/[^a-z]/g, '');
      return w.length > 3 && !STOP.has(w) && (facts.numericWords.has(w) || facts.numericWords.has(w.replace(/s$/, '')) || FIGURE_NOUNS.has(w));
    });
    const noun = pick(ABSENT_MEASURES, q.id, ([plural, single]) => absent(facts, plural) && absent(facts, single));
    if (at.length && noun) {
      const [word, i] = at[at.length - 1];
      const bare = word.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
      const replacement = /s$/i.test(bare) ? noun[0] : noun[1];
      const swapped = [...tokens];
      swapped[i] = word.replace(bare, replacement);
      out.push({ kind: 'measure', source: q, text: swapped.join(''), change: `${bare} -> ${replacement}` });
    }
  }
  if (kinds.includes('place')) {
    const place = pick(ABSENT_PLACES, q.id, (p) => absent(facts, p));
    if (place) out.push({ kind: 'place', source: q, text: appended(q.text, `in the ${place} branch`), change: `+ in the ${place} branch` });
  }
  if (kinds.includes('period')) {
    const year = pick(ABSENT_YEARS, q.id, (y) => !facts.years.has(y));
    if (year) {
      const has = q.text.match(/\b(19|20)\d\d\b/);
      const text = has ? q.text.replace(/\b(19|20)\d\d\b/g, year) : appended(q.text, `in ${year}`);
      out.push({ kind: 'period', source: q, text, change: has ? `${has[0]} -> ${year}` : `+ in ${year}` });
    }
  }
  if (kinds.includes('group')) {
    const group = pick(ABSENT_GROUPS, q.id, (g) => absent(facts, g) && !g.split(' ').some((w) => facts.headerWords.has(w)));
    if (group && !/\b(by|per|each)\b/i.test(q.text)) out.push({ kind: 'group', source: q, text: appended(q.text, `broken down by ${group}`), change: `+ broken down by ${group}` });
  }
  return out;
}

interface Prepared {
  schema: BusinessSchema;
  split: string;
  files: DataFile[];
  questions: Question[];
  workspaceId?: string;
}

const every = Math.max(1, Number(options.every));
const wanted = options.schema?.split(',').map((s) => s.trim());
const dataRoot = join(import.meta.dirname, '.data', 'perturb');
rmSync(dataRoot, { recursive: true, force: true });
const prepared: Prepared[] = [];
for (const split of splits) {
  for (const schema of await loadSplit(split)) {
    if (wanted && !wanted.includes(schema.name)) continue;
    const dir = join(dataRoot, split, schema.name);
    mkdirSync(dir, { recursive: true });
    const built = await schema.build(dir);
    // Answerable first questions only: a follow-up's meaning rests on the question before it.
    const questions = built.questions.filter((q, i) => q.expected.kind !== 'decline' && !q.followUpOf && i % every === 0);
    prepared.push({ schema, split, files: built.files, questions });
  }
}

if (options['dry-run']) {
  // The variants of the CSV-only schemas, read from the files alone: nothing is asked.
  for (const p of prepared) {
    if (!p.files.every((f) => f.path.endsWith('.csv'))) continue;
    const facts = csvFacts(p.files);
    for (const q of p.questions) for (const v of variants(q, facts)) console.log(`${v.kind.padEnd(8)} ${`${p.split}/${q.id}`.padEnd(24)} ${v.text}`);
  }
  process.exit(0);
}

let service: RunningService | undefined;
try {
  service = await startService();
  const client = new QuarryClient(service.baseUrl, service.apiKey, Number(options['timeout-ms']));
  const asks: Array<{ workspaceId: string; split: string; variant: Variant }> = [];
  for (const p of prepared) {
    const workspaceId = await retried(() => client.createWorkspace(`perturb-${p.schema.name}`, p.schema.description));
    const tables: string[] = [];
    for (const file of p.files) {
      const uploaded = await retried(() => client.uploadFile(workspaceId, file.path));
      const done = await retried(() => client.waitForFile(workspaceId, uploaded.file_id, 15 * 60_000));
      tables.push(...(done.tables ?? []).map((t) => t.table_name));
    }
    const facts = await retried(() => factsOf(client, workspaceId, tables, p.files));
    console.log(`[ingest] ${p.split}/${p.schema.name}: ${tables.length} tables, ${p.questions.length} questions`);
    for (const q of p.questions) for (const variant of variants(q, facts)) asks.push({ workspaceId, split: p.split, variant });
  }
  console.log(`[perturb] ${prepared.reduce((n, p) => n + p.questions.length, 0)} questions, ${asks.length} variants`);
  const results: Array<{ split: string; kind: Kind; id: string; original: string; text: string; change: string; outcome: string | null; answer: string; leak: boolean }> = [];
  let next = 0;
  const worker = async () => {
    while (next < asks.length) {
      const { workspaceId, split, variant } = asks[next++];
      let outcome: string | null = null;
      let answer = '';
      try {
        const reply = await retried(() => client.chat(workspaceId, { message: variant.text, model: 'builtin' }));
        outcome = reply.execution_details?.outcome ?? null;
        answer = reply.content;
      } catch (error) {
        outcome = 'error';
        answer = String(error);
      }
      const leak = outcome !== 'declined' && outcome !== 'uncertain' && outcome !== 'error';
      if (leak) console.log(`[leak] ${variant.kind} ${split}/${variant.source.id}: ${variant.text} => ${answer.split('\n')[0].slice(0, 140)}`);
      results.push({ split, kind: variant.kind, id: variant.source.id, original: variant.source.text, text: variant.text, change: variant.change, outcome, answer, leak });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(options.concurrency)) }, worker));
  results.sort((a, b) => `${a.split}/${a.id}/${a.kind}`.localeCompare(`${b.split}/${b.id}/${b.kind}`, 'en', { numeric: true }));
  for (const r of results.filter((x) => x.leak)) {
    const first = (r.answer.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 110);
    console.log(`LEAK ${r.kind.padEnd(8)} ${`${r.split}/${r.id}`.padEnd(24)} ${r.text}\n     ${first}`);
  }
  console.log('');
  for (const k of kinds) {
    const of = results.filter((r) => r.kind === k);
    const leaks = of.filter((r) => r.leak).length;
    console.log(`${k.padEnd(8)} ${leaks}/${of.length} answered confidently (${pct(leaks, of.length)})`);
  }
  const leaks = results.filter((r) => r.leak).length;
  const errors = results.filter((r) => r.outcome === 'error').length;
  console.log(`all      ${leaks}/${results.length} answered confidently (${pct(leaks, results.length)})${errors ? `, ${errors} errors` : ''}`);
  if (options.json) writeFileSync(options.json, JSON.stringify({ splits, kinds, every, leaks, total: results.length, results }, null, 2));
} finally {
  await service?.stop();
}

/** A request whose socket the loaded service closed is sent again, a few times. */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((done) => setTimeout(done, 2_000));
    }
  }
}

function pct(n: number, d: number): string {
  return d ? `${((100 * n) / d).toFixed(1)}%` : '-';
}

/** The headers and a sample of the cells of every table, and for CSV files their whole text. */
async function factsOf(client: QuarryClient, workspaceId: string, tables: string[], files: DataFile[]): Promise<SchemaFacts> {
  const headerWords = new Set<string>();
  const numericWords = new Set<string>();
  const years = new Set<string>();
  const parts: string[] = [];
  for (const table of tables) {
    const page = await client.tableRows(workspaceId, table, 100);
    for (let offset = 100; offset < 1_000; offset += 100) {
      const more = await client.tableRows(workspaceId, table, 100, offset);
      page.rows.push(...more.rows);
      if (more.rows.length < 100) break;
    }
    parts.push(table);
    for (const c of page.columns) {
      parts.push(c.label, c.name);
      const ws = [...words(c.label), ...words(c.name)];
      const figure = ['integer', 'decimal', 'double'].includes(c.type) && !ws.some((w) => NOT_FIGURES.has(w));
      for (const w of ws) {
        headerWords.add(w);
        if (figure) numericWords.add(w);
      }
    }
    const dated = page.columns.map((c) => c.type === 'date' || c.type === 'timestamp' || words(c.label).includes('year'));
    for (const row of page.rows) {
      row.forEach((v, i) => {
        if (v === null) return;
        parts.push(String(v));
        if (dated[i]) years.add(String(v).match(/(19|20)\d\d/)?.[0] ?? '');
      });
    }
  }
  for (const f of files) if (f.path.endsWith('.csv') || f.path.endsWith('.md')) parts.push(readFileSync(f.path, 'utf8'));
  const text = parts.join('\n').toLowerCase();
  for (const y of text.match(/\b(19|20)\d\d(?=-\d\d)|(?<=\/)(19|20)\d\d\b/g) ?? []) years.add(y);
  return { headerWords, numericWords, text, years };
}

/** The facts of CSV files read from disk: the first line's headers, numeric where the second line's cell is a number. */
function csvFacts(files: DataFile[]): SchemaFacts {
  const headerWords = new Set<string>();
  const numericWords = new Set<string>();
  const texts: string[] = [];
  for (const f of files) {
    const text = readFileSync(f.path, 'utf8');
    texts.push(text);
    const [head, first] = text.split('\n');
    const cells = (first ?? '').split(',');
    head.split(',').forEach((h, i) => {
      const figure = /^-?[\d.]+$/.test(cells[i]?.trim() ?? '') && !words(h).some((w) => NOT_FIGURES.has(w));
      for (const w of words(h)) {
        headerWords.add(w);
        if (figure) numericWords.add(w);
      }
    });
  }
  const text = texts.join('\n').toLowerCase();
  return { headerWords, numericWords, text, years: new Set(text.match(/\b(19|20)\d\d(?=-\d\d)|(?<=\/)(19|20)\d\d\b|(?<=,)(19|20)\d\d(?=,|\n)/g) ?? []) };
}
