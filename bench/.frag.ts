import { openPdf } from '../src/parsing/pdf/open-pdf.ts';
const [file, pageArg, filter] = process.argv.slice(2);
for (const engine of ['pdfjs', 'pdfium'] as const) {
  const pdf = await openPdf(file, engine);
  const page = await pdf.document.getPage(Number(pageArg ?? 1));
  const t = await pdf.text(page);
  console.log('==', engine, t.fragments.length, t.otherText.length);
  for (const f of t.fragments) if (!filter || f.text.includes(filter)) console.log(JSON.stringify(f.text), f.x0.toFixed(2), f.x1.toFixed(2), f.y.toFixed(2), f.size.toFixed(2), f.rtl, f.monospace);
  await pdf.close();
}
for (const engine of ['pdfjs', 'pdfium'] as const) {
  const pdf = await openPdf(file, engine);
  const page = await pdf.document.getPage(Number(pageArg ?? 1));
  const t = await pdf.text(page);
  console.log('== other', engine, JSON.stringify(t.otherText.map((o) => [o.text, +o.x.toFixed(1), +o.y.toFixed(1)])).slice(0, 1500));
  await pdf.close();
}
