// Parse benchmark: PDF extraction speed against poppler's pdftotext on the same files, in one
// thread and in a pool of two, plus peak memory on a ~500-page PDF, and the two PDF engines side
// by side on text with positions (pdf.js's text content, PDFium's characters grouped into runs).
//   npx node bench/parse.ts          (npm run bench:parse)
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { extractPdf } from '../src/parsing/pdf/extract-pdf.ts';
import { openPdf } from '../src/parsing/pdf/open-pdf.ts';
import type { PdfTextEngine } from '../src/parsing/pdf/open-pdf.ts';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = join(here, '../../shared/corpus/parse');
const outDir = join(here, '.out');
// QUARRY_PDF_TEXT_ENGINE=pdfjs measures the text engine PDFium replaced (the service's switch).
const pdfTextEngine = process.env.QUARRY_PDF_TEXT_ENGINE === 'pdfjs' ? 'pdfjs' : 'pdfium';
const options = { processImages: false, extractTables: true, pdfTextEngine: pdfTextEngine as PdfTextEngine };
const POOL_SIZE = 2;
const ROUNDS = 2;
const TARGET_PAGES = 500;

interface FileJob {
  path: string;
}

async function extractPages(path: string): Promise<number> {
  const result = await extractPdf(path, options);
  return result.pageCount ?? 0;
}

if (!isMainThread) {
  // Pool worker: extract each file it is sent, answer with the page count.
  parentPort!.on('message', async (job: FileJob) => parentPort!.postMessage(await extractPages(job.path)));
} else if (process.argv[2] === '--peak-rss') {
  const file = process.argv[3];
  const before = process.resourceUsage().maxRSS;
  const pages = await extractPages(file);
  console.log(JSON.stringify({ pages, baselineKb: before, peakKb: process.resourceUsage().maxRSS }));
} else {
  await main();
}

function nativePdfs(): string[] {
  return ['pdf', 'pdf-tables'].flatMap((dir) =>
    readdirSync(join(corpus, dir))
      .filter((name) => name.endsWith('.pdf'))
      .sort()
      .map((name) => join(corpus, dir, name)),
  );
}

async function pagesOf(path: string): Promise<number> {
  const { stdout } = await run('qpdf', ['--show-npages', path]);
  return Number(stdout.trim());
}

async function timeIt<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { seconds: (performance.now() - start) / 1000, value };
}

/** CPU seconds of this process and of its finished children (Linux /proc; clock ticks of 10 ms). */
function cpuSeconds(): { own: number; children: number } {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const { user, system } = process.cpuUsage();
  // Fields after "(comm) ": state is index 0, so cutime and cstime (fields 16 and 17) are 13 and 14.
  return { own: (user + system) / 1e6, children: (Number(fields[13]) + Number(fields[14])) / 100 };
}

async function inParallel(files: string[], concurrency: number, each: (file: string) => Promise<unknown>): Promise<void> {
  const queue = [...files];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) await each(file);
    }),
  );
}

function startPool(size: number): { extract: (file: string) => Promise<number>; close: () => Promise<void> } {
  const idle: Worker[] = Array.from({ length: size }, () => new Worker(fileURLToPath(import.meta.url)));
  const all = [...idle];
  const waiting: Array<(worker: Worker) => void> = [];
  const acquire = () => new Promise<Worker>((resolve) => (idle.length > 0 ? resolve(idle.pop()!) : waiting.push(resolve)));
  const release = (worker: Worker) => (waiting.length > 0 ? waiting.shift()!(worker) : idle.push(worker));
  return {
    async extract(file) {
      const worker = await acquire();
      try {
        return await new Promise<number>((resolve, reject) => {
          const onError = (error: Error) => reject(error);
          worker.once('error', onError);
          worker.once('message', (pages: number) => {
            worker.off('error', onError);
            resolve(pages);
          });
          worker.postMessage({ path: file } satisfies FileJob);
        });
      } finally {
        release(worker);
      }
    },
    async close() {
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

/** One engine's text with positions for every page, as the extractor reads it (positioned fragments). */
async function engineText(path: string, pages: number, engine: PdfTextEngine): Promise<number> {
  const pdf = await openPdf(path, engine);
  let fragments = 0;
  try {
    for (let number = 1; number <= pages; number++) {
      fragments += (await pdf.text(pdf.page(number))).fragments.length;
    }
  } finally {
    await pdf.close();
  }
  return fragments;
}

/** One pass over the files, the two tools alternating file by file so load changes hit both alike. */
async function alternate(files: string[]): Promise<{ ours: number; theirs: number; oursCpu: number; theirsCpu: number }> {
  const pass = { ours: 0, theirs: 0, oursCpu: 0, theirsCpu: 0 };
  for (const file of files) {
    const before = cpuSeconds();
    pass.ours += (await timeIt(() => extractPages(file))).seconds;
    const between = cpuSeconds();
    pass.theirs += (await timeIt(() => run('pdftotext', [file, '-'], { maxBuffer: 64 << 20 }))).seconds;
    const after = cpuSeconds();
    pass.oursCpu += between.own - before.own;
    pass.theirsCpu += after.children - between.children;
  }
  return pass;
}

async function buildLargePdf(files: string[]): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, `concatenated-${TARGET_PAGES}.pdf`);
  if (existsSync(target)) return target;
  const counts = await Promise.all(files.map(pagesOf));
  const parts: string[] = [];
  let pages = 0;
  for (let i = 0; pages < TARGET_PAGES; i = (i + 1) % files.length) {
    parts.push(files[i]);
    pages += counts[i];
  }
  await run('qpdf', ['--empty', '--pages', ...parts, '--', target], { maxBuffer: 1 << 20 });
  return target;
}

async function main(): Promise<void> {
  const files = nativePdfs();
  const pages = (await Promise.all(files.map(pagesOf))).reduce((a, b) => a + b, 0);
  console.log(`${files.length} native PDFs, ${pages} pages, ${ROUNDS} rounds; extractTables on, processImages off, text from ${pdfTextEngine}; ${availableParallelism()} CPUs`);

  // Module load once, then one pass over every file measured apart: a new extraction thread pays
  // for V8's JIT and PDFium's wasm tier-up (compiled on background threads, so CPU time then runs
  // ahead of wall time) on its first documents. The rounds after it are the steady state of a
  // thread that keeps extracting, which is what "per thread" compares; both are printed.
  await extractPdf(files[0], options);
  await run('pdftotext', [files[0], '-']);
  const first = await alternate(files);
  let single = 0;
  let poppler = 0;
  let singleCpu = 0;
  let popplerCpu = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const pass = await alternate(files);
    single += pass.ours;
    poppler += pass.theirs;
    singleCpu += pass.oursCpu;
    popplerCpu += pass.theirsCpu;
  }
  const pool = startPool(POOL_SIZE);
  await inParallel(files.slice(0, POOL_SIZE), POOL_SIZE, pool.extract);
  let pooled = 0;
  let popplerPooled = 0;
  for (let round = 0; round < ROUNDS; round++) {
    pooled += (await timeIt(() => inParallel(files, POOL_SIZE, pool.extract))).seconds;
    popplerPooled += (await timeIt(() => inParallel(files, POOL_SIZE, (file) => run('pdftotext', [file, '-'], { maxBuffer: 64 << 20 })))).seconds;
  }
  await pool.close();

  const rate = (seconds: number, rounds = ROUNDS) => (rounds * pages) / seconds;
  const row = (label: string, ours: number, theirs: number, rounds = ROUNDS) =>
    console.log(
      `${label.padEnd(22)} extractPdf ${rate(ours, rounds).toFixed(1).padStart(6)} pages/s   pdftotext ${rate(theirs, rounds).toFixed(1).padStart(6)} pages/s   ratio ${(theirs / ours).toFixed(2)}`,
    );
  row('first pass, wall', first.ours, first.theirs, 1);
  row('first pass, CPU time', first.oursCpu, first.theirsCpu, 1);
  row('single thread', single, poppler);
  // CPU time is steadier than wall time when other work shares the machine.
  row('single, CPU time', singleCpu, popplerCpu);
  row(`pool of ${POOL_SIZE}`, pooled, popplerPooled);

  // Text with positions, engine against engine, CPU time alternating file by file.
  const counts = await Promise.all(files.map(pagesOf));
  await engineText(files[0], counts[0], 'pdfium');
  let pdfjsCpu = 0;
  let pdfiumCpu = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, file] of files.entries()) {
      const before = cpuSeconds().own;
      await engineText(file, counts[i], 'pdfjs');
      const between = cpuSeconds().own;
      await engineText(file, counts[i], 'pdfium');
      pdfjsCpu += between - before;
      pdfiumCpu += cpuSeconds().own - between;
    }
  }
  console.log(
    `text with positions, CPU time: pdf.js ${rate(pdfjsCpu).toFixed(1).padStart(6)} pages/s   PDFium ${rate(pdfiumCpu).toFixed(1).padStart(6)} pages/s   ratio ${(pdfjsCpu / pdfiumCpu).toFixed(2)}`,
  );

  const large = await buildLargePdf(files);
  const { stdout } = await run(process.execPath, [fileURLToPath(import.meta.url), '--peak-rss', large], { maxBuffer: 1 << 20 });
  const memory = JSON.parse(stdout) as { pages: number; baselineKb: number; peakKb: number };
  console.log(
    `peak RSS extracting ${memory.pages} pages: ${(memory.peakKb / 1024).toFixed(0)} MB (${(memory.baselineKb / 1024).toFixed(0)} MB before extraction)`,
  );
}
