// Table accuracy on the parse corpus's native PDFs, ruled and borderless tables scored apart.
//   npx node bench/tables.ts [--verbose]          (npm run bench:tables)
//   npx node bench/tables.ts --scanned [--verbose]
//   npx node bench/tables.ts --set generated[=DIR] [--verbose]
// The second form scores the corpus's scanned PDFs instead, through OCR. The third scores a
// generated set (default DIR bench/.out/borderless, from bench/support/borderless-set.ts), per
// renderer too, and counts what is found on its negative documents (lists, forms, code,
// two-column prose), which hold no table at all; its scanned documents are read through OCR.
// An expected table is "ruled" when vertical rules are drawn between its columns (its grid
// comes from the drawing) and "borderless" otherwise (columns only from text alignment; it may
// still have horizontal rules). The kind is read from the page itself, under the text of the
// expected cells, so it does not depend on what the extractor found. Scores use the eval's own
// metrics (../shared/eval/parse/metrics.mjs): greedy one-to-one matching, cell multiset F1.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getOcrEngine, terminateOcrEngine } from '../src/ocr/ocr-engine.ts';
import { extractPdf } from '../src/parsing/pdf/extract-pdf.ts';
import { openPdf } from '../src/parsing/pdf/open-pdf.ts';
import type { PdfTextEngine } from '../src/parsing/pdf/open-pdf.ts';
import type { PageGraphics } from '../src/parsing/pdf/page-graphics.ts';
import type { PageText } from '../src/parsing/pdf/text-fragments.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const shared = join(here, '../../shared');
const corpus = join(shared, 'corpus/parse');
const verbose = process.argv.includes('--verbose');
const scannedCorpus = process.argv.includes('--scanned');
// QUARRY_PDF_TEXT_ENGINE=pdfjs scores with the text engine PDFium replaced (the service's switch).
const pdfTextEngine: PdfTextEngine = process.env.QUARRY_PDF_TEXT_ENGINE === 'pdfjs' ? 'pdfjs' : 'pdfium';

/** `--set generated[=DIR]` (or `--set=generated[=DIR]`): the generated set's directory, else null. */
function generatedSetDir(args: string[]): string | null {
  const at = args.findIndex((a) => a === '--set' || a.startsWith('--set='));
  if (at < 0) return null;
  const value = args[at].startsWith('--set=') ? args[at].slice('--set='.length) : (args[at + 1] ?? '');
  const [name, dir] = value.split(/=(.*)/s);
  if (name !== 'generated') {
    console.error(`unknown --set ${JSON.stringify(value)} (expected generated[=DIR])`);
    process.exit(2);
  }
  return resolve(dir || join(here, '.out/borderless'));
}
const generatedDir = generatedSetDir(process.argv.slice(2));

interface ExpectedTable {
  page: number;
  rows: string[][];
  /** Generated sets may say how the table is drawn (the borderless set leaves it out). */
  kind?: 'ruled' | 'borderless';
}
interface Scored {
  expected: number;
  predicted: number;
  detected: number;
  cell: { tp: number; nExp: number; nPred: number };
}
type Metrics = {
  tableMetrics(expected: ExpectedTable[], predicted: ExpectedTable[], complete?: boolean): Scored;
  serviceTableToRows(table: unknown): string[][];
  normCell(text: string): string;
};

const metricsPath = join(shared, 'eval/parse/metrics.mjs');
if (!existsSync(metricsPath)) {
  console.error(`needs ${metricsPath} (the shared eval folder beside the repository)`);
  process.exit(2);
}
const metrics = (await import(metricsPath)) as Metrics;

/** A PDF to score: its expected tables, and a group to report apart (the renderer, if any). */
interface Doc {
  id: string;
  path: string;
  expected: ExpectedTable[];
  negative: boolean;
  /** An image-only PDF, read through OCR. */
  scanned: boolean;
  group?: string;
}
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

interface CorpusFile {
  id: string;
  path: string;
  format: string;
  kind: string;
  ground_truth?: { tables?: string; tables_complete?: boolean };
}
function corpusDocs(): Doc[] {
  const manifest = readJson(join(corpus, 'manifest.json')) as { files: CorpusFile[] };
  return manifest.files
    .filter((f) => f.format === 'pdf' && f.kind === (scannedCorpus ? 'scanned' : 'native') && f.ground_truth?.tables)
    .map((f) => ({ id: f.id, path: join(corpus, f.path), expected: readJson(join(corpus, f.ground_truth!.tables!)) as ExpectedTable[], negative: false, scanned: scannedCorpus }));
}

interface GeneratedEntry {
  id: string;
  pdf: string;
  tables: string;
  renderer: string;
  kind: 'tables' | 'negative';
  scanned?: boolean;
}
function generatedDocs(dir: string): Doc[] {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`no ${manifestPath}: run npx node bench/support/borderless-set.ts first`);
    process.exit(2);
  }
  return (readJson(manifestPath) as GeneratedEntry[]).map((e) => ({
    id: e.id,
    path: join(dir, e.pdf),
    expected: readJson(join(dir, e.tables)) as ExpectedTable[],
    negative: e.kind === 'negative',
    scanned: e.scanned === true,
    group: e.scanned ? `${e.renderer}-scan` : e.renderer,
  }));
}

const docs = generatedDir ? generatedDocs(generatedDir) : corpusDocs();

/** Scans are scored apart: their rules are pixels, which the page reading below cannot see. */
type Kind = 'ruled' | 'borderless' | 'scanned';

/**
 * Reads the page under each expected table's cells: vertical rules between its columns make it
 * ruled. The PDF is opened once and each page read once; its text is pdf.js's, which the kinds
 * were first read with, so a table's kind does not move with the text engine.
 */
async function kindsOf(path: string, tables: ExpectedTable[]): Promise<Kind[]> {
  const pdf = await openPdf(path, 'pdfjs');
  try {
    const pages = new Map<number, Promise<[PageText, PageGraphics]>>();
    const pageContent = (number: number) => {
      if (!pages.has(number)) pages.set(number, Promise.resolve(pdf.page(number)).then((page) => Promise.all([pdf.text(page), pdf.graphics(page)])));
      return pages.get(number)!;
    };
    const kinds: Kind[] = [];
    for (const table of tables) kinds.push(kindOn(...(await pageContent(table.page)), table));
    return kinds;
  } finally {
    await pdf.close();
  }
}

function kindOn(text: PageText, graphics: PageGraphics, table: ExpectedTable): Kind {
  const cells = new Set(table.rows.flat().map((c) => metrics.normCell(c)).filter((c) => c.length >= 2));
  const hits = text.fragments.filter((f) => {
    const t = metrics.normCell(f.text);
    return t.length >= 2 && [...cells].some((c) => c === t || (t.length >= 4 && c.includes(t)));
  });
  if (hits.length < 2) return 'borderless';
  const quantile = (values: number[], q: number) => values.sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];
  const box = {
    x0: quantile(hits.map((f) => f.x0), 0.05),
    x1: quantile(hits.map((f) => f.x1), 0.95),
    top: quantile(hits.map((f) => f.y - f.size), 0.05),
    bottom: quantile(hits.map((f) => f.y), 0.95),
  };
  // Vertical rules inside the box, summed per x (tables drawn cell by cell have one per row).
  const coverByX = new Map<number, number>();
  for (const r of graphics.rules) {
    if (r.orientation !== 'vertical' || r.at <= box.x0 + 3 || r.at >= box.x1 - 3) continue;
    const x = Math.round(r.at / 2);
    coverByX.set(x, (coverByX.get(x) ?? 0) + Math.max(0, Math.min(r.to, box.bottom) - Math.max(r.from, box.top)));
  }
  return [...coverByX.values()].some((cover) => cover >= 0.4 * (box.bottom - box.top)) ? 'ruled' : 'borderless';
}

const emptyScore = (): Scored => ({ expected: 0, predicted: 0, detected: 0, cell: { tp: 0, nExp: 0, nPred: 0 } });
const kindTotals = (): Record<Kind | 'all', Scored> => ({ ruled: emptyScore(), borderless: emptyScore(), scanned: emptyScore(), all: emptyScore() });
const totals = kindTotals();
/** Whole documents, native and scanned apart: the eval's own detection counts. */
const byMedium = { native: emptyScore(), scanned: emptyScore() };
/** Per group (renderer) and kind, for the generated set. */
const byGroup = new Map<string, Record<Kind | 'all', Scored>>();
/** Predicted tables no expected table matched: false positives, counted against both kinds' precision. */
let unmatchedPredictedCells = 0;
/** Generated (borderless) tables whose page the rule reading calls ruled: shading edges read as rules. */
const readAsRuled = emptyScore();
/** What was found on documents that hold no table. */
const negatives = { docs: 0, withTables: 0, tables: 0, cells: 0 };

function groupTotals(name: string | undefined): Record<Kind | 'all', Scored> | null {
  if (name === undefined) return null;
  if (!byGroup.has(name)) byGroup.set(name, kindTotals());
  return byGroup.get(name)!;
}
const filledCells = (rows: string[][]) => rows.flat().filter((c) => metrics.normCell(c) !== '').length;

function add(into: Scored, s: Scored) {
  into.expected += s.expected;
  into.predicted += s.predicted;
  into.detected += s.detected;
  into.cell.tp += s.cell.tp;
  into.cell.nExp += s.cell.nExp;
  into.cell.nPred += s.cell.nPred;
}

for (const doc of docs) {
  const { expected } = doc;
  const result = await extractPdf(
    doc.path,
    doc.scanned ? { extractTables: true, processImages: true, ocr: getOcrEngine(), pdfTextEngine } : { extractTables: true, processImages: false, pdfTextEngine },
  );
  const predicted = (result.tables ?? []).map((t) => ({ page: t.page ?? 0, rows: metrics.serviceTableToRows(t) }));
  const group = groupTotals(doc.group);
  const whole = metrics.tableMetrics(expected, predicted, true);
  add(totals.all, whole);
  add(doc.scanned ? byMedium.scanned : byMedium.native, whole);
  if (group) add(group.all, whole);
  // Per kind: each expected table is matched against the predicted tables on its own page; a
  // predicted table can serve one expected table only (greedy, best first, as the eval does).
  const claimed = new Set<number>();
  const perTable = [];
  const kinds: Kind[] = doc.scanned ? expected.map(() => 'scanned') : await kindsOf(doc.path, expected);
  for (const [index, table] of expected.entries()) {
    // The generated set is borderless by construction; there the page reading only flags tables
    // whose drawing (cell shading edges) looks like vertical rules.
    const read = kinds[index];
    const kind: Kind = read === 'scanned' ? read : (table.kind ?? (generatedDir ? 'borderless' : read));
    const candidates = predicted.map((p, i) => ({ p, i })).filter(({ p, i }) => p.page === table.page && !claimed.has(i));
    let best: { i: number; score: Scored } | null = null;
    for (const { p, i } of candidates) {
      const score = metrics.tableMetrics([table], [p], true);
      const f1 = (2 * score.cell.tp) / (score.cell.nExp + score.cell.nPred || 1);
      const bestF1 = best ? (2 * best.score.cell.tp) / (best.score.cell.nExp + best.score.cell.nPred || 1) : 0;
      if (score.cell.tp > 0 && f1 > bestF1) best = { i, score };
    }
    if (best) claimed.add(best.i);
    const score = best?.score ?? metrics.tableMetrics([table], [], true);
    add(totals[kind], score);
    if (group) add(group[kind], score);
    const misread = generatedDir !== null && table.kind === undefined && read === 'ruled';
    if (misread) add(readAsRuled, score);
    const match = best ? predicted[best.i].rows : null;
    const shape = `${table.rows.length}×${table.rows[0]?.length ?? 0}${match ? ` → ${match.length}×${match[0]?.length ?? 0}` : ''}`;
    perTable.push({ page: table.page, kind: misread ? 'shaded' : kind, shape, ...score.cell, detected: score.detected });
  }
  const unmatched = predicted.filter((_, i) => !claimed.has(i));
  for (const p of unmatched) unmatchedPredictedCells += filledCells(p.rows);
  if (doc.negative) {
    negatives.docs++;
    negatives.withTables += predicted.length > 0 ? 1 : 0;
    negatives.tables += predicted.length;
    negatives.cells += predicted.reduce((n, p) => n + filledCells(p.rows), 0);
  }
  if (verbose) {
    console.log(`${doc.id}: expected ${expected.length}, predicted ${predicted.length}`);
    for (const t of perTable) console.log(`  p${t.page} ${t.kind.padEnd(10)} rows×cols ${t.shape} cells tp ${t.tp}/${t.nExp} pred ${t.nPred} ${t.detected ? 'detected' : 'MISSED'}`);
    for (const p of unmatched) console.log(`  p${p.page} false positive ${p.rows.length}×${p.rows[0]?.length ?? 0}: ${JSON.stringify(p.rows[0]).slice(0, 100)}`);
  }
}

function report(name: string, s: Scored, wholeDocuments = false) {
  const precision = s.cell.tp / (s.cell.nPred || 1);
  const recall = s.cell.tp / (s.cell.nExp || 1);
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  // Whole-document scores know how many tables were predicted; per-kind ones only what matched.
  const detection = wholeDocuments ? `  detection F1 ${((2 * s.detected) / (s.expected + s.predicted)).toFixed(3)} (${s.predicted} predicted)` : '';
  console.log(
    `${name.padEnd(11)} tables ${String(s.expected).padStart(3)}  detected ${String(s.detected).padStart(3)}  ` +
      `cell P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)}${detection}`,
  );
}
if (generatedDir) {
  console.log('(generated tables without a kind are borderless; "bl shaded" are those whose shading the page reading takes for vertical rules)');
  const tables = docs.reduce((n, d) => n + d.expected.length, 0);
  console.log(`generated set ${generatedDir}: ${docs.length} PDFs, ${tables} tables, ${negatives.docs} negative PDFs`);
} else console.log(`${docs.length} ${scannedCorpus ? 'scanned' : 'native'} PDFs with table ground truth`);
const kindNames: Array<[Kind, string]> = [
  ['ruled', 'ruled'],
  ['borderless', 'bl'],
  ['scanned', 'scan'],
];
for (const [kind] of kindNames) if (totals[kind].expected > 0) report(kind, totals[kind]);
report('all (eval)', totals.all, true);
if (byMedium.native.expected > 0 && byMedium.scanned.expected > 0) {
  report('native all', byMedium.native, true);
  report('scans all', byMedium.scanned, true);
}
if (readAsRuled.expected > 0) report('bl shaded', readAsRuled);
for (const [name, group] of byGroup) {
  for (const [kind, short] of kindNames) if (group[kind].expected > 0) report(`${name} ${short}`, group[kind]);
  report(`${name} all`, group.all, true);
}
console.log(`false-positive cells (predicted tables matching no expected table): ${unmatchedPredictedCells}`);
if (negatives.docs > 0) {
  console.log(`negative PDFs with a predicted table: ${negatives.withTables}/${negatives.docs} (${negatives.tables} tables, ${negatives.cells} cells)`);
}
await terminateOcrEngine();
