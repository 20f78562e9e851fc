// Document search and builtin document answers on the docqa corpus (SQuAD v1.1 dev articles,
// ../shared/corpus/docqa), through HTTP on a Quarry it starts itself (or --base-url), side by side
// with a plain BM25 over the same paragraphs (plain-bm25.ts), scored with the shared harness's own
// matching (../shared/eval/docqa/squad-match.mjs).
//
//   npm run eval:docqa [-- --split dev|holdout|all] [--limit 10] [--no-answers] [--out results.jsonl]
//
// The questions are split once by a hash of their id: 30% are held out, scored only with
// `--split holdout`, and never used for tuning.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { QuarryClient } from '../business/client.ts';
import { startService, type RunningService } from '../business/service.ts';
import { plainBm25 } from './plain-bm25.ts';

const USAGE = `usage: npm run eval:docqa -- [options]
  --split dev|holdout|all   questions (default dev: the 70% used for tuning)
  --limit N                 passages a search returns (default 10)
  --no-answers              search only, no chat
  --concurrency N           questions asked at once (default 2)
  --out FILE                every question's passages, answer and scores (JSON lines)
  --data-dir DIR            the corpus (default ../shared/corpus/docqa beside the repository)
  --base-url URL --api-key KEY   use a running Quarry instead of starting one`;

const { values: options } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    limit: { type: 'string', default: '10' },
    'no-answers': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '2' },
    out: { type: 'string' },
    'data-dir': { type: 'string' },
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help || !['dev', 'holdout', 'all'].includes(options.split)) {
  console.log(USAGE);
  process.exit(options.help ? 0 : 2);
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const dataDir = options['data-dir'] ?? join(REPO_ROOT, '../shared/corpus/docqa');
const matchPath = join(REPO_ROOT, '../shared/eval/docqa/squad-match.mjs');
for (const needed of [join(dataDir, 'questions.jsonl'), matchPath]) {
  if (!existsSync(needed)) {
    console.error(`needs ${needed} (the shared corpus and eval folders beside the repository)`);
    process.exit(2);
  }
}

interface Match {
  exactMatch(pred: string, golds: string[]): number;
  f1Score(pred: string, golds: string[]): number;
  containsAnswer(text: string, golds: string[]): number;
  retrievalRanks(texts: string[], passage: string, golds: string[]): { passageRank: number | null; answerRank: number | null };
}
const match = (await import(matchPath)) as Match;

interface Question {
  id: string;
  question: string;
  answers: string[];
  doc: string;
  passage: string;
}
const readJsonl = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

const HOLDOUT_SHARE = 0.3;
/** A fixed split: the questions whose hashed ids sort first are held out. */
function heldOutIds(questions: Question[]): Set<string> {
  const hashed = questions.map((q) => ({ id: q.id, h: createHash('sha256').update(`docqa-holdout:${q.id}`).digest('hex') }));
  hashed.sort((a, b) => (a.h < b.h ? -1 : 1));
  return new Set(hashed.slice(0, Math.round(questions.length * HOLDOUT_SHARE)).map((x) => x.id));
}

const allQuestions = readJsonl<Question>(join(dataDir, 'questions.jsonl'));
const heldOut = heldOutIds(allQuestions);
const questions = allQuestions.filter((q) => options.split === 'all' || (options.split === 'holdout') === heldOut.has(q.id));
const paragraphs = readJsonl<{ text: string }>(join(dataDir, 'passages.jsonl')).map((p) => p.text);
const baseline = plainBm25(paragraphs);
const limit = Number(options.limit);
const docs = readdirSync(join(dataDir, 'docs')).filter((f) => f.endsWith('.md')).sort();

let service: RunningService | null = null;
if (!options['base-url']) service = await startService();
const client = new QuarryClient(options['base-url'] ?? service!.baseUrl, options['api-key'] ?? service!.apiKey, 120_000);

interface Row {
  id: string;
  baseline: number | null;
  quarry: number | null;
  first?: string;
  contains?: number;
  firstF1?: number;
  firstEm?: number;
  outcome?: string;
}

try {
  const workspace = await client.createWorkspace('docqa', 'SQuAD v1.1 dev articles');
  const t0 = performance.now();
  for (const file of docs) {
    const up = await client.uploadFile(workspace, join(dataDir, 'docs', file));
    await client.waitForFile(workspace, up.file_id, 600_000);
  }
  console.error(`[docqa] ${docs.length} documents ingested in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${questions.length} questions (${options.split})`);

  const details: unknown[] = [];
  const rows: Row[] = [];
  const queue = [...questions];
  const worker = async () => {
    for (let q = queue.shift(); q; q = queue.shift()) {
      const plain = baseline.search(q.question, limit).map((i) => paragraphs[i]);
      const hits = await client.search(workspace, q.question, limit);
      const row: Row = {
        id: q.id,
        baseline: match.retrievalRanks(plain, q.passage, q.answers).passageRank,
        quarry: match.retrievalRanks(hits.map((h) => h.text), q.passage, q.answers).passageRank,
      };
      if (!options['no-answers']) {
        const reply = await client.chat(workspace, { message: q.question, model: 'builtin' });
        row.first = reply.content.split('\n')[0].trim();
        row.contains = match.containsAnswer(reply.content, q.answers);
        row.firstF1 = match.f1Score(row.first, q.answers);
        row.firstEm = match.exactMatch(row.first, q.answers);
        row.outcome = reply.execution_details?.outcome;
        details.push({ ...q, ...row, answer: reply.content, hits });
      } else details.push({ ...q, ...row, hits });
      rows.push(row);
    }
  };
  await Promise.all(Array.from({ length: Number(options.concurrency) }, worker));
  await client.deleteWorkspace(workspace);
  if (options.out) writeFileSync(options.out, details.map((d) => JSON.stringify(d)).join('\n') + '\n');

  const share = (f: (r: Row) => boolean) => (rows.filter(f).length / Math.max(rows.length, 1)).toFixed(3);
  const recall = (key: 'baseline' | 'quarry', k: number) => share((r) => r[key] !== null && r[key]! <= k);
  const mrr = (key: 'baseline' | 'quarry') => (rows.reduce((s, r) => s + (r[key] !== null ? 1 / r[key]! : 0), 0) / Math.max(rows.length, 1)).toFixed(3);
  const ks = [1, 3, 5, 10].filter((k) => k <= limit);
  console.log(`split ${options.split}: ${rows.length} questions, ${docs.length} articles, ${paragraphs.length} paragraphs`);
  console.log(`| ranking | ${ks.map((k) => `recall@${k}`).join(' | ')} | MRR@${limit} |`);
  console.log(`|---|${ks.map(() => '---|').join('')}---|`);
  console.log(`| plain BM25 over paragraphs | ${ks.map((k) => recall('baseline', k)).join(' | ')} | ${mrr('baseline')} |`);
  console.log(`| Quarry search | ${ks.map((k) => recall('quarry', k)).join(' | ')} | ${mrr('quarry')} |`);
  const below = ks.filter((k) => Number(recall('quarry', k)) < Number(recall('baseline', k)));
  console.log(below.length ? `Quarry ranks below plain BM25 at k = ${below.join(', ')}` : 'Quarry ranks at or above plain BM25 at every k');
  if (!options['no-answers']) {
    const mean = (f: (r: Row) => number) => (rows.reduce((s, r) => s + f(r), 0) / Math.max(rows.length, 1)).toFixed(3);
    console.log(
      `builtin answers: contains gold ${mean((r) => r.contains!)}, first line F1 ${mean((r) => r.firstF1!)}, first line EM ${mean((r) => r.firstEm!)}, ` +
        `answered ${share((r) => r.outcome === 'answered')}, uncertain ${share((r) => r.outcome === 'uncertain')}, declined ${share((r) => r.outcome === 'declined')}`,
    );
  }
} finally {
  await service?.stop();
}
