// The business evaluation: generated business tables, questions with answers computed in
// JavaScript, asked through HTTP to a Quarry it starts itself (or --base-url), judged strictly.
//
//   npm run eval:business [-- --split NAME[,NAME...]] [--schema hr,sales] [--only hr-01,hr-02]   (--help lists the splits)
//                            [--concurrency 2] [--json out.json] [--base-url URL --api-key KEY]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { QuarryClient, type ChatReply } from './client.ts';
import { judge } from './judge.ts';
import { questionLine, schemaLines, totalsLines, totalsOf, type QuestionResult } from './report.ts';
import { startService, type RunningService } from './service.ts';
import { isSplit, loadSplit, splitNames } from './splits.ts';
import type { BusinessSchema, DataFile, Question } from './types.ts';

/** The usage text; the split names come from splits.ts, so the list never goes stale. */
function usage(): string {
  const list = (xs: string[]) => `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
  return `usage: npm run eval:business -- [options]
  --split NAMES         question sets, comma-separated (default dev; the list and each one's status: splits.ts)
                        tuning: ${list(splitNames('tuning'))}
                        seen (held out, their failures since read): ${list(splitNames('seen'))}
                        blind: ${list(splitNames('blind'))}: score them, never read or tune on them
  --schema a,b          only these schemas
  --only id,id          only these questions (and the questions their follow-ups continue)
  --concurrency N       conversations asked at once (default 2)
  --json FILE           write every question's details
  --base-url URL        use a running Quarry instead of starting one (needs --api-key)
  --api-key KEY
  --model NAME          chat model (default builtin; "default" sends none)
  --timeout-ms MS       per request (default 120000)
  --keep-workspaces     leave the workspaces on a running Quarry`;
}

const { values: options } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    schema: { type: 'string' },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    json: { type: 'string' },
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    model: { type: 'string', default: 'builtin' },
    'timeout-ms': { type: 'string', default: '120000' },
    'keep-workspaces': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const splits = options.split.split(',').map((s) => s.trim());
if (options.help || !splits.every(isSplit)) {
  console.log(usage());
  process.exit(options.help ? 0 : 2);
}
if (options['base-url'] && !options['api-key']) {
  console.error('--base-url needs --api-key');
  process.exit(2);
}

const schemas: BusinessSchema[] = [];
for (const split of splits) schemas.push(...(await loadSplit(split)));
const wantedSchemas = options.schema?.split(',').map((s) => s.trim());
const selected = wantedSchemas ? schemas.filter((s) => wantedSchemas.includes(s.name)) : schemas;
if (!selected.length) {
  console.error(`no schema named ${options.schema}; have ${schemas.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const dataRoot = join(import.meta.dirname, '.data', splits.join('+'));
interface Prepared {
  schema: BusinessSchema;
  files: DataFile[];
  questions: Question[];
  workspaceId?: string;
}
const prepared: Prepared[] = [];
for (const schema of selected) {
  const dir = join(dataRoot, schema.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const built = await schema.build(dir);
  const questions = selectQuestions(built.questions, options.only);
  console.log(`[generate] ${schema.name}: ${built.files.map((f) => `${f.rows.toLocaleString('en-US')} rows`).join(' + ')} in ${ms(started)}, ${questions.length} questions`);
  if (questions.length) prepared.push({ schema, files: built.files, questions });
}

let service: RunningService | undefined;
if (!options['base-url']) {
  const started = performance.now();
  service = await startService();
  console.log(`[service] started at ${service.baseUrl} in ${ms(started)}`);
}
const baseUrl = options['base-url'] ?? service!.baseUrl;
const client = new QuarryClient(baseUrl, options['api-key'] ?? service!.apiKey, Number(options['timeout-ms']));
const model = options.model === 'default' ? undefined : options.model;

let failedRequests = 0;
try {
  for (const p of prepared) {
    p.workspaceId = await client.createWorkspace(`eval-business-${p.schema.name}`, p.schema.description);
    for (const file of p.files) await ingest(p.workspaceId, file);
  }
  const chains = prepared.flatMap((p) => conversations(p.questions).map((chain) => ({ workspaceId: p.workspaceId!, chain })));
  const results: QuestionResult[] = [];
  await inPool(chains, Math.max(1, Number(options.concurrency)), async ({ workspaceId, chain }) => {
    let conversationId: string | undefined;
    for (const question of chain) {
      const result = await ask(workspaceId, question, conversationId);
      conversationId = result.conversationId ?? conversationId;
      results.push(result.result);
    }
  });
  results.sort((a, b) => a.question.id.localeCompare(b.question.id, 'en', { numeric: true }));
  console.log('');
  for (const r of results) console.log(questionLine(r));
  const totals = totalsOf(results);
  console.log('');
  for (const line of schemaLines(results)) console.log(line);
  console.log(`\n${options.split} split, ${prepared.length} schemas, ${results.length} questions (* = unanswerable: declined is right)`);
  for (const line of totalsLines(totals)) console.log(line);
  if (options.json) {
    writeFileSync(options.json, JSON.stringify({ split: options.split, base_url: baseUrl, totals, results }, null, 2));
    console.log(`details: ${options.json}`);
  }
} finally {
  if (service) {
    // A failed request is looked into with the service's own log of the run.
    const logCopy = failedRequests ? join(dataRoot, 'service.log') : undefined;
    await service.stop(logCopy);
    if (logCopy) console.log(`${failedRequests} request(s) failed; the service's log: ${logCopy}`);
  }
  else if (!options['keep-workspaces']) {
    for (const p of prepared) if (p.workspaceId) await client.deleteWorkspace(p.workspaceId).catch(() => undefined);
  }
}

async function ingest(workspaceId: string, file: DataFile): Promise<void> {
  const started = performance.now();
  const uploaded = await client.uploadFile(workspaceId, file.path);
  const uploadTime = ms(started);
  const done = await client.waitForFile(workspaceId, uploaded.file_id, 15 * 60_000);
  const ingested = (done.tables ?? []).reduce((n, t) => n + t.row_count, 0);
  const name = file.path.split(/[\\/]/).slice(-2).join('/');
  const warning = ingested === file.rows ? '' : ` (WARNING: ${ingested.toLocaleString('en-US')} rows ingested)`;
  console.log(`[ingest] ${name}: ${file.rows.toLocaleString('en-US')} rows, uploaded in ${uploadTime}, completed after ${ms(started)}${warning}`);
}

async function ask(workspaceId: string, question: Question, conversationId: string | undefined) {
  const started = performance.now();
  let reply: ChatReply;
  try {
    reply = await client.chat(workspaceId, { message: question.text, conversation_id: conversationId, ...(model ? { model } : {}) });
  } catch (error) {
    const note = describeError(error);
    failedRequests++;
    console.error(`[error] ${question.id} at ${new Date().toISOString()}: ${note}`);
    const result: QuestionResult = { question, verdict: 'error', correct: false, note, answer: '', outcome: null, latencyMs: null, sql: [] };
    return { result, conversationId: undefined };
  }
  const latencyMs = performance.now() - started;
  const outcome = reply.execution_details?.outcome;
  const judgement = judge(question.expected, reply.content, outcome);
  const result: QuestionResult = {
    question,
    ...judgement,
    answer: reply.content,
    outcome: outcome ?? null,
    latencyMs,
    sql: (reply.execution_details?.sql_queries_executed ?? []).map((q) => q.sql),
  };
  return { result, conversationId: reply.conversation_id };
}

/** The questions to ask: all, or the --only ones with the questions their follow-ups continue. */
function selectQuestions(questions: Question[], only: string | undefined): Question[] {
  if (!only) return questions;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const wanted = new Set<string>();
  for (const id of only.split(',').map((s) => s.trim())) {
    for (let q = byId.get(id); q; q = q.followUpOf ? byId.get(q.followUpOf) : undefined) wanted.add(q.id);
  }
  return questions.filter((q) => wanted.has(q.id));
}

/** Questions grouped by conversation: a first question, then its follow-ups in order. */
function conversations(questions: Question[]): Question[][] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const rootOf = (q: Question): string => (q.followUpOf && byId.has(q.followUpOf) ? rootOf(byId.get(q.followUpOf)!) : q.id);
  const chains = new Map<string, Question[]>();
  for (const q of questions) {
    const root = rootOf(q);
    if (!chains.has(root)) chains.set(root, []);
    chains.get(root)!.push(q);
  }
  return [...chains.values()];
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

function ms(since: number): string {
  const elapsed = performance.now() - since;
  return elapsed < 1_000 ? `${Math.round(elapsed)} ms` : `${(elapsed / 1_000).toFixed(1)} s`;
}

/** The message with its chain of causes: "fetch failed" alone does not say what failed. */
function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
    if (e instanceof Error) parts.push(`${e.name}: ${e.message}${'code' in e ? ` (${String(e.code)})` : ''}`);
    else parts.push(String(e));
  }
  return parts.join(' <- ');
}
