// OCR benchmark: Quarry's tesseract.js engine against Debian's tesseract CLI on the same page images.
//
//   npx node bench/ocr.ts [--dpi 200] [--corpus ../shared/corpus/parse/pdf-scanned]
//
// 1. One core: each page through the engine (one worker), then through `tesseract` with
//    OMP_THREAD_LIMIT=1; wall and CPU seconds per page and their ratios (goal: engine ≤ 2× the CLI).
//    Both read with the same model (tessdata_fast's English, which Debian ships and Quarry keeps
//    in vendor/), so the ratio is the cost of the runtime: tesseract compiled to WASM vs native.
// 2. All cores: one extraction thread per core, each with its own engine (as the service runs),
//    sharing the pages; pages per second.
// 3. Character accuracy of both on the pages whose PDF has a .expected.txt, as the parse eval
//    computes it (eval/parse/metrics.mjs), and the peak RSS of this process.
// Page images are rendered with `pdftoppm -r <dpi> -png` (poppler-utils) into bench/.out/pages-<dpi>/.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { getOcrEngine, terminateOcrEngine } from '../src/ocr/ocr-engine.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

if (isMainThread) {
  await main();
} else {
  await recognizeShare(workerData as string[]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dpi: { type: 'string', default: '200' },
      corpus: { type: 'string', default: path.join(HERE, '../../shared/corpus/parse/pdf-scanned') },
    },
  });
  const dpi = Number(values.dpi);
  const corpus = path.resolve(values.corpus);
  requireTool('pdftoppm', 'apt-get install -y poppler-utils');
  requireTool('tesseract', 'apt-get install -y tesseract-ocr');
  const documents = renderPages(corpus, path.join(HERE, '.out', `pages-${dpi}`), dpi);
  const pages = documents.flatMap((document) => document.pages);
  console.log(`${pages.length} pages from ${documents.length} PDFs at ${dpi} dpi (${corpus})`);

  const engine = getOcrEngine();
  const warmStart = performance.now();
  await engine.recognize(readFileSync(pages[0]));
  console.log(`engine start + first page: ${seconds(performance.now() - warmStart)} s`);

  // CPU seconds as well as wall seconds: on a shared machine the wall clock mostly measures the
  // neighbours. The engine's CPU time is this process's (its worker threads included).
  const engineText = new Map<string, string>();
  const cliText = new Map<string, string>();
  const totals = { engineWall: 0, engineCpu: 0, cliWall: 0, cliCpu: 0 };
  for (const page of pages) {
    const png = readFileSync(page);
    const cpuBefore = process.cpuUsage();
    let start = performance.now();
    engineText.set(page, (await engine.recognize(png)).text);
    const engineWall = performance.now() - start;
    const cpu = process.cpuUsage(cpuBefore);
    const engineCpu = (cpu.user + cpu.system) / 1000;
    start = performance.now();
    const cli = runCli(page);
    const cliWall = performance.now() - start;
    cliText.set(page, cli.text);
    totals.engineWall += engineWall;
    totals.engineCpu += engineCpu;
    totals.cliWall += cliWall;
    totals.cliCpu += cli.cpuMs;
    console.log(`  ${path.basename(page)}: engine ${seconds(engineWall)} s (cpu ${seconds(engineCpu)}), cli ${seconds(cliWall)} s (cpu ${seconds(cli.cpuMs)})`);
  }
  await terminateOcrEngine();
  const perPage = (ms: number) => seconds(ms / pages.length);
  console.log(
    `one core, s/page: engine ${perPage(totals.engineWall)} wall / ${perPage(totals.engineCpu)} cpu; ` +
      `tesseract CLI ${perPage(totals.cliWall)} wall / ${perPage(totals.cliCpu)} cpu; ` +
      `ratio ${(totals.engineWall / totals.cliWall).toFixed(2)}× wall, ${(totals.engineCpu / totals.cliCpu).toFixed(2)}× cpu (goal ≤ 2×)`,
  );

  console.log(`peak RSS after one engine: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

  const threads = availableParallelism();
  const parallelCpu = process.cpuUsage();
  const parallelStart = performance.now();
  await Promise.all(
    Array.from({ length: threads }, (_, index) => {
      const share = pages.filter((_, pageIndex) => pageIndex % threads === index);
      const thread = new Worker(new URL(import.meta.url), { workerData: share });
      return new Promise<void>((resolve, reject) => {
        thread.once('message', () => resolve());
        thread.once('error', reject);
      });
    }),
  );
  const parallelSeconds = (performance.now() - parallelStart) / 1000;
  const cpu = process.cpuUsage(parallelCpu);
  console.log(
    `all cores: ${threads} extraction threads with an engine each: ${(pages.length / parallelSeconds).toFixed(2)} pages/s, ` +
      `${perPage(((cpu.user + cpu.system) / 1000))} cpu s/page (engine starts included)`,
  );

  const { charSimilarity } = (await import(pathToFileURL(path.join(HERE, '../../shared/eval/parse/metrics.mjs')).href)) as {
    charSimilarity: (expected: string, predicted: string) => { acc: number };
  };
  for (const document of documents.filter((candidate) => candidate.expected !== null)) {
    const joined = (texts: Map<string, string>) => document.pages.map((page) => texts.get(page)).join('\n\n');
    const engineAccuracy = charSimilarity(document.expected!, joined(engineText)).acc;
    const cliAccuracy = charSimilarity(document.expected!, joined(cliText)).acc;
    console.log(`  accuracy ${document.name}: engine ${engineAccuracy.toFixed(4)}, cli ${cliAccuracy.toFixed(4)}`);
  }
  const scored = documents.filter((document) => document.expected !== null);
  const mean = (texts: Map<string, string>) =>
    scored.reduce((sum, document) => sum + charSimilarity(document.expected!, document.pages.map((page) => texts.get(page)).join('\n\n')).acc, 0) / scored.length;
  console.log(`character accuracy (mean of ${scored.length} documents): engine ${mean(engineText).toFixed(4)}, tesseract CLI ${mean(cliText).toFixed(4)}`);
  console.log(`peak RSS with ${threads} engines: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

async function recognizeShare(pages: string[]): Promise<void> {
  for (const page of pages) await getOcrEngine().recognize(readFileSync(page));
  await terminateOcrEngine();
  parentPort?.postMessage('done');
}

interface Document {
  name: string;
  pages: string[];
  expected: string | null;
}

function renderPages(corpus: string, outDir: string, dpi: number): Document[] {
  mkdirSync(outDir, { recursive: true });
  return readdirSync(corpus)
    .filter((file) => file.endsWith('.pdf'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.pdf$/, '');
      const prefix = path.join(outDir, name);
      if (!readdirSync(outDir).some((page) => page.startsWith(`${name}-`))) execFileSync('pdftoppm', ['-r', String(dpi), '-png', path.join(corpus, file), prefix]);
      const pages = readdirSync(outDir)
        .filter((page) => page.startsWith(`${name}-`) && page.endsWith('.png'))
        .sort()
        .map((page) => path.join(outDir, page));
      const expectedPath = path.join(corpus, `${file}.expected.txt`);
      return { name, pages, expected: existsSync(expectedPath) ? readFileSync(expectedPath, 'utf8') : null };
    });
}

/** The CLI on one thread; bash's `times` reports the CPU time its children used. */
function runCli(page: string): { text: string; cpuMs: number } {
  const script = 'tesseract "$1" "$2" >/dev/null 2>&1 && times';
  const base = path.join(HERE, '.out', 'cli-page');
  const output = execFileSync('bash', ['-c', script, 'cli', page, base], { env: { ...process.env, OMP_THREAD_LIMIT: '1' } }).toString();
  const children = output.trim().split('\n')[1].split(' ');
  const cpuMs = children.reduce((sum, value) => {
    const [, minutes, secs] = /(\d+)m([\d.]+)s/.exec(value)!;
    return sum + (Number(minutes) * 60 + Number(secs)) * 1000;
  }, 0);
  return { text: readFileSync(`${base}.txt`, 'utf8'), cpuMs };
}

function requireTool(command: string, install: string): void {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
  } catch {
    throw new Error(`${command} is missing: ${install}`);
  }
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}
