// Extracts PDFs with each text engine (pdf.js's text content, PDFium's characters) and writes the
// results where `../shared/eval/parse/run.mjs --reference DIR` scores them, then lists the files
// whose text or tables differ between the engines.
//   npx node bench/support/pdf-text-engines.ts OUT_DIR [PDF or folder ...]
// Without PDFs: the corpus's native PDFs (parse/pdf, parse/pdf-tables) and test/fixtures/pdf.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPdf } from '../../src/parsing/pdf/extract-pdf.ts';
import type { PdfTextEngine } from '../../src/parsing/pdf/open-pdf.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = join(here, '../../../shared/corpus/parse');
const fixtures = join(here, '../../test/fixtures/pdf');
const engines: PdfTextEngine[] = ['pdfjs', 'pdfium'];

const [outDir, ...inputs] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: pdf-text-engines.ts OUT_DIR [PDF or folder ...]');
  process.exit(2);
}

/** The PDFs of a file or folder, each with the name its outputs get. */
function pdfsIn(path: string): Array<{ file: string; name: string }> {
  const named = (file: string) => ({
    file,
    // Corpus files keep their manifest path (pdf/x.pdf), which the eval looks up.
    name: file.startsWith(corpus) ? relative(corpus, file) : join('other', basename(dirname(file)), basename(file)),
  });
  if (!statSync(path).isDirectory()) return [named(path)];
  return readdirSync(path)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => named(join(path, name)));
}

const roots = inputs.length > 0 ? inputs : [join(corpus, 'pdf'), join(corpus, 'pdf-tables'), fixtures];
const files = roots.flatMap(pdfsIn);
let differing = 0;
for (const { file, name } of files) {
  const outputs: string[] = [];
  for (const engine of engines) {
    const target = join(outDir, engine, name);
    mkdirSync(dirname(target), { recursive: true });
    try {
      const doc = await extractPdf(file, { processImages: false, extractTables: true, pdfTextEngine: engine });
      writeFileSync(`${target}.txt`, doc.text);
      writeFileSync(`${target}.tables.json`, JSON.stringify(doc.tables));
      outputs.push(doc.text + '\n' + JSON.stringify(doc.tables));
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${(error as { code?: string }).code ?? ''} ${error.message}` : String(error);
      writeFileSync(`${target}.err`, message);
      outputs.push(`error ${message}`);
    }
  }
  const same = outputs.every((o) => o === outputs[0]);
  if (!same) differing++;
  console.log(`${same ? 'same     ' : 'DIFFERENT'} ${name}`);
}
console.log(`${differing} of ${files.length} files differ`);
