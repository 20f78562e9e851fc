import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractPdf } from '../src/parsing/pdf/extract-pdf.ts';
const corpus = '../shared/corpus/parse';
const files = ['pdf', 'pdf-tables'].flatMap((d) => readdirSync(join(corpus, d)).filter((n) => n.endsWith('.pdf')).map((n) => join(corpus, d, n)));
for (let r = 0; r < 3; r++) for (const f of files) await extractPdf(f, { processImages: false, extractTables: true });
